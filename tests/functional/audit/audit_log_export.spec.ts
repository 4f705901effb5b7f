/*
 * The browsable audit log's action filter and its CSV export: the same filters, newest first, the Dutch spreadsheet
 * format for a Dutch reader, the download written in the admin's own activity; who may (admins and sub-admins, like
 * the log) and who may not (401, 403, nothing written).
 */
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { recordChange } from '#services/audit/audit_service'
import { makeUser, rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'
import { freshToken } from '#tests/helpers/routes'

async function person(role: string, overrides: Partial<User> = {}) {
  const user = await makeUser({ role: role as User['role'], ...overrides })
  return { user, token: await freshToken(user) }
}

/** Three changes of one venue by two admins: an update, a rejection with a reason, an approval. */
async function history() {
  const ada = await person('admin', { firstName: 'Ada', lastName: 'Auditlog' })
  const bob = await person('admin', { firstName: 'Bob', lastName: 'Beheer' })
  const entityId = 920_000 + Math.floor(Math.random() * 1000)
  await db.transaction(async (trx) => {
    const venue = { entityType: 'venue' as const, entityId }
    await recordChange(trx, { ...venue, actorId: ada.user.id, action: 'update', before: { name: 'Oud; zaal' }, after: { name: '=Nieuw' } })
    await recordChange(trx, {
      ...venue,
      actorId: bob.user.id,
      action: 'reject',
      before: { isApproved: true },
      after: { isApproved: false },
      reason: 'Adres onvolledig',
    })
    await recordChange(trx, {
      ...venue,
      actorId: ada.user.id,
      action: 'approve',
      before: { isApproved: false },
      after: { isApproved: true },
    })
  })
  return { ada, bob, entityId }
}

const activityOf = (userId: number) => db.from('user_activity_logs').where('user_id', userId).select('action', 'metadata')

test.group('Audit log: action filter and CSV', (group) => {
  rollbackEachTest(group)

  test('the list filters by action, with the other filters, in react-admin’s filter', async ({ client, assert }) => {
    const { ada, entityId } = await history()
    const response = await client
      .get('/api/admin/audit-changes')
      .qs({ filter: JSON.stringify({ entityType: 'venue', entityId, action: 'approve', person: 'auditlog' }) })
      .bearerToken(ada.token)
    response.assertStatus(200)
    assert.equal(response.body().total, 1)
    assert.containsSubset(response.body().data, [
      {
        action: 'approve',
        userName: 'Ada Auditlog',
        userEmail: ada.user.email,
        changes: [{ field: 'isApproved', before: false, after: true }],
      },
    ])
    const unknown = await client.get('/api/admin/audit-changes').qs({ action: 'drop table' }).bearerToken(ada.token)
    unknown.assertStatus(422)
  })

  test('the CSV: filtered, newest first, Dutch format, a formula kept as text; the download is in the admin’s activity', async ({
    client,
    assert,
  }) => {
    const { ada, bob, entityId } = await history()
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Paramaribo' })
    const response = await client
      .get('/api/admin/audit-changes.csv')
      .qs({ lang: 'nl', filter: JSON.stringify({ entityType: 'venue', entityId, from: today, to: today }) })
      .bearerToken(bob.token)
    response.assertStatus(200)
    assert.include(response.header('content-type'), 'text/csv')
    assert.match(response.header('content-disposition') ?? '', /attachment; filename="auditlog-.*\.csv"/)
    const lines = response
      .text()
      .replace(/^\uFEFF/, '')
      .split('\r\n')
    assert.equal(lines[0], 'Wanneer (Suriname);Wie;E-mail;Soort;Nummer;Actie;Gewijzigd (oud → nieuw);Reden')
    const rows = lines.slice(1).filter(Boolean)
    assert.lengthOf(rows, 3)
    assert.match(
      rows[0],
      new RegExp(`^${today} \\d{2}:\\d{2};Ada Auditlog;${ada.user.email};venue;${entityId};approve;isApproved: false → true;$`)
    )
    assert.include(rows[1], `;Bob Beheer;${bob.user.email};venue;${entityId};reject;isApproved: true → false;Adres onvolledig`)
    // The old name holds the separator (quoted); the new one starts with '=' (neutralised).
    assert.include(rows[2], `;update;"name: Oud; zaal → =Nieuw";`)

    assert.deepEqual(await activityOf(bob.user.id), [
      { action: 'export_downloaded', metadata: { export: 'audit_csv', filter: { entityType: 'venue', entityId, from: today, to: today } } },
    ])

    const onlyAda = await client.get('/api/admin/audit-changes.csv').qs({ lang: 'en', person: 'Ada', entityId }).bearerToken(bob.token)
    onlyAda.assertStatus(200)
    const adaRows = onlyAda.text().split('\r\n').slice(1).filter(Boolean)
    assert.lengthOf(adaRows, 2)
    assert.isTrue(adaRows.every((row) => row.includes(',Ada Auditlog,')))
  })

  test('a sub-admin may export; an organizer gets 403, a visitor 401, and neither writes an activity line', async ({ client, assert }) => {
    const { entityId } = await history()
    const sub = await person('admin', { isSubAdmin: true })
    ;(await client.get('/api/admin/audit-changes.csv').qs({ entityId }).bearerToken(sub.token)).assertStatus(200)
    const organizer = await person('organizer')
    const refused = await client.get('/api/admin/audit-changes.csv').qs({ entityId }).bearerToken(organizer.token)
    refused.assertStatus(403)
    assert.isFalse(refused.body().success)
    ;(await client.get('/api/admin/audit-changes.csv').qs({ entityId })).assertStatus(401)
    assert.deepEqual(await activityOf(organizer.user.id), [])
  })

  test('a range that ends before it starts is a 422 and writes no activity line', async ({ client, assert }) => {
    const ada = await person('admin')
    const response = await client.get('/api/admin/audit-changes.csv').qs({ from: '2026-02-02', to: '2026-02-01' }).bearerToken(ada.token)
    response.assertStatus(422)
    assert.deepEqual(await activityOf(ada.user.id), [])
  })
})
