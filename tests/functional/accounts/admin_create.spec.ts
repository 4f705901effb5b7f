import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import hash from '@adonisjs/core/services/hash'
import type { Kernel } from '@adonisjs/core/ace'
import User from '#models/user'
import AdminCreate from '#commands/admin_create'
import { clearRateLimits, uniqueEmail } from '#tests/helpers/accounts'

/*
 * `node ace admin:create`: how the first admin of a production database (which has no demo accounts) is
 * made. Runs the real command against the test database; the password prompt is answered by the test.
 */
async function run(argv: string[], answers: string[] = []) {
  const ace: Kernel = await app.container.make('ace')
  ace.ui.switchMode('raw')
  const command = await ace.create(AdminCreate, argv)
  const prompts = ['Wachtwoord (minimaal 8 tekens)', 'Herhaal het wachtwoord']
  answers.forEach((answer, i) => command.prompt.trap(prompts[i]).replyWith(answer))
  await command.exec()
  const logs = command.ui.logger.getLogs().map((log) => log.message)
  return { command, logs: logs.join('\n') }
}

test.group('node ace admin:create', (group) => {
  group.each.setup(() => clearRateLimits())

  test('asks the password twice, makes a verified argon2id admin who can sign in', async ({ client, assert }) => {
    const email = uniqueEmail('admin')
    const { command, logs } = await run(
      [`--email=${email.toUpperCase()}`, '--first-name=Anita'],
      ['Sterk-wachtwoord-1', 'Sterk-wachtwoord-1']
    )
    command.assertSucceeded()
    assert.include(logs, `Admin ${email} aangemaakt`)
    const admin = await User.findByOrFail('email', email)
    assert.equal(admin.role, 'admin')
    assert.equal(admin.firstName, 'Anita')
    assert.isTrue(admin.isEmailVerified)
    assert.match(admin.password, /^\$argon2id\$/)
    assert.isTrue(await hash.verify(admin.password, 'Sterk-wachtwoord-1'))

    const login = await client.post('/api/auth/login').json({ email, password: 'Sterk-wachtwoord-1' })
    login.assertStatus(200)
    assert.equal(login.body().role, 'admin')
  })

  test('takes the password from ADMIN_PASSWORD without asking (for scripted deploys)', async ({ assert }) => {
    const email = uniqueEmail('admin')
    process.env.ADMIN_PASSWORD = 'Uit-de-omgeving-9'
    try {
      const { command } = await run([`--email=${email}`])
      command.assertSucceeded()
    } finally {
      delete process.env.ADMIN_PASSWORD
    }
    assert.isTrue(await hash.verify((await User.findByOrFail('email', email)).password, 'Uit-de-omgeving-9'))
  })

  test('refuses a password under 8 characters (SPEC), different repeats, a bad or taken e-mail; nothing is made', async ({ assert }) => {
    const email = uniqueEmail('admin')
    const short = await run([`--email=${email}`], ['kort123', 'kort123'])
    short.command.assertFailed()
    assert.include(short.logs, 'Password must be at least 8 characters')

    const different = await run([`--email=${email}`], ['Sterk-wachtwoord-1', 'Sterk-wachtwoord-2'])
    different.command.assertFailed()
    assert.include(different.logs, 'De wachtwoorden zijn niet gelijk')
    assert.isNull(await User.findBy('email', email))

    const invalid = await run(['--email=geen-adres'], ['Sterk-wachtwoord-1', 'Sterk-wachtwoord-1'])
    invalid.command.assertFailed()
    assert.include(invalid.logs, 'Voer een geldig e-mailadres in')

    ;(await run([`--email=${email}`], ['Sterk-wachtwoord-1', 'Sterk-wachtwoord-1'])).command.assertSucceeded()
    const taken = await run([`--email=${email}`], ['Ander-wachtwoord-1', 'Ander-wachtwoord-1'])
    taken.command.assertFailed()
    assert.include(taken.logs, 'Dit e-mailadres is al geregistreerd.')
    assert.isTrue(
      await hash.verify((await User.findByOrFail('email', email)).password, 'Sterk-wachtwoord-1'),
      'the first admin is untouched'
    )
  })
})
