import { test } from '@japa/runner'
import hash from '@adonisjs/core/services/hash'
import User from '#models/user'
import { hashPassword } from '#services/accounts/passwords'
import { TEST_PASSWORD, clearRateLimits, createAccount } from '#tests/helpers/accounts'

/*
 * argon2id for new hashes (m = 19 MiB, t = 2, p = 1); accounts still holding a scrypt hash from before the
 * switch sign in as before and are re-hashed with argon2id on their first successful sign-in.
 */
test.group('Password hashing: argon2id, scrypt re-hashed on sign-in', (group) => {
  group.each.setup(() => clearRateLimits())

  test('new passwords are argon2id with m ≥ 19 MiB, t ≥ 2, p = 1 and a salt of their own', async ({ assert }) => {
    const [first, second] = await Promise.all([hashPassword(TEST_PASSWORD), hashPassword(TEST_PASSWORD)])
    const params = first.match(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/)
    assert.isNotNull(params, first)
    assert.isAtLeast(Number(params![1]), 19 * 1024)
    assert.isAtLeast(Number(params![2]), 2)
    assert.equal(Number(params![3]), 1)
    assert.notEqual(first, second)
  })

  test('a scrypt hash signs in and becomes argon2id; a wrong password leaves it alone', async ({ client, assert }) => {
    const scryptHash = await hash.use('scrypt').make(TEST_PASSWORD)
    assert.match(scryptHash, /^\$scrypt\$/)
    const user = await createAccount({ password: scryptHash })

    const wrong = await client.post('/api/auth/login').json({ email: user.email, password: 'verkeerd-wachtwoord' })
    wrong.assertStatus(401)
    assert.equal((await User.findOrFail(user.id)).password, scryptHash, 'a failed sign-in changes nothing')

    const right = await client.post('/api/auth/login').json({ email: user.email, password: TEST_PASSWORD })
    right.assertStatus(200)
    const upgraded = (await User.findOrFail(user.id)).password
    assert.match(upgraded, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    assert.isTrue(await hash.verify(upgraded, TEST_PASSWORD))

    // Signing in again keeps the argon2id hash as it is.
    ;(await client.post('/api/auth/login').json({ email: user.email, password: TEST_PASSWORD })).assertStatus(200)
    assert.equal((await User.findOrFail(user.id)).password, upgraded)
  })

  test('an argon2id hash made with weaker parameters is re-hashed on sign-in', async ({ client, assert }) => {
    const argon2 = await import('argon2')
    const weak = await argon2.hash(TEST_PASSWORD, { type: argon2.argon2id, memoryCost: 4096, timeCost: 2, parallelism: 1 })
    const user = await createAccount({ password: weak })
    ;(await client.post('/api/auth/login').json({ email: user.email, password: TEST_PASSWORD })).assertStatus(200)
    assert.match((await User.findOrFail(user.id)).password, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
  })
})
