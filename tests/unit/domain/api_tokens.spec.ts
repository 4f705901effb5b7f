import { test } from '@japa/runner'
import { decodeCursor, encodeCursor, pageOf } from '#domain/api_pagination'
import { isApiScope, looksLikeApiToken } from '#domain/api_tokens'
import { admittedRoles, decideAccess } from '#domain/route_access'

test.group('API tokens (domain)', () => {
  test('a token has the sut_ prefix and 43 base64url characters; a session token is not one', ({ assert }) => {
    assert.isTrue(looksLikeApiToken(`sut_${'a'.repeat(21)}-_${'Z'.repeat(20)}`))
    assert.isFalse(looksLikeApiToken(`sut_${'a'.repeat(42)}`))
    assert.isFalse(looksLikeApiToken(`sut_${'a'.repeat(42)}=`))
    assert.isFalse(looksLikeApiToken('eyJhbGciOi.eyJzdWIiOjF9.c2lnbmF0dXJl'))
    assert.isFalse(looksLikeApiToken(null))
  })

  test('scopes are the four the issue names', ({ assert }) => {
    for (const scope of ['events:read', 'events:write', 'orders:read', 'checkins:write']) assert.isTrue(isApiScope(scope))
    assert.isFalse(isApiScope('events:delete'))
    assert.isFalse(isApiScope(['events:read']))
  })

  test('an { apiScope } rule never admits a session, whatever its role', ({ assert }) => {
    const rule = { apiScope: 'events:read' } as const
    assert.equal(decideAccess(rule, null), 'unauthenticated')
    for (const role of ['organizer', 'admin', 'manager', 'user']) assert.equal(decideAccess(rule, role), 'unauthenticated')
    assert.deepEqual(admittedRoles(rule), ['organizer'])
  })
})

test.group('Cursor pages (domain)', () => {
  test('a cursor round-trips; a forged or foreign one is refused', ({ assert }) => {
    assert.equal(decodeCursor(encodeCursor(42)), 42)
    assert.isNull(decodeCursor('not a cursor'))
    assert.isNull(decodeCursor(Buffer.from(JSON.stringify({ v: 1, after: -1 })).toString('base64url')))
    assert.isNull(decodeCursor(Buffer.from(JSON.stringify({ v: 2, after: 5 })).toString('base64url')))
    assert.isNull(decodeCursor(Buffer.from(JSON.stringify({ v: 1, after: 2 ** 31 })).toString('base64url')))
    assert.isNull(decodeCursor(Buffer.from('[1]').toString('base64url')))
  })

  test('pageOf keeps limit rows and points after the last one only when there is more', ({ assert }) => {
    const rows = [1, 2, 3, 4].map((id) => ({ id }))
    const first = pageOf(rows, 3)
    assert.deepEqual(
      first.rows.map((row) => row.id),
      [1, 2, 3]
    )
    assert.equal(decodeCursor(first.nextCursor!), 3)
    assert.isNull(pageOf(rows.slice(0, 3), 3).nextCursor)
  })
})
