/*
 * 'Mijn gegevens downloaden': a 202 at once, the ZIP built by the 'data-export' job (in japa: in the process before
 * the answer, or held and built by hand), the link e-mailed in the person's language, served to that person only,
 * 410 once expired; one request an hour.
 */
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { strFromU8, unzipSync } from 'fflate'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import dataExports, { expireDataExports, type DataExportRequest } from '#services/privacy/data_export_service'
import { withMessageSinks } from '#tests/helpers/message_sinks'
import { createAccount, tokenFor } from '#tests/helpers/accounts'
import { baseUrl } from '#tests/helpers/routes'
import { organizerWithEvent, writeOrder } from '#tests/functional/orders/order_fixtures'

/** The token of the link in the mail to `to`. */
async function linkTokenFor(sinks: ReturnType<typeof withMessageSinks>, to: string, subject: string): Promise<string> {
  const mail = await sinks.mail.waitForMail({ to, subject })
  const link = mail.links.find((candidate) => candidate.includes('dataExport='))
  if (!link) throw new Error('no download link in the mail')
  return new URL(link).searchParams.get('dataExport')!
}

async function askExport(client: ApiClient, token: string, lang = 'nl') {
  const response = await client.post('/api/users/me/data-export').bearerToken(token).header('accept-language', lang)
  response.assertStatus(202)
}

async function download(token: string, linkToken: string): Promise<Response> {
  return fetch(`${baseUrl()}/api/users/me/data-export/${linkToken}`, { headers: { authorization: `Bearer ${token}` } })
}

async function unzip(response: Response): Promise<Record<string, unknown>> {
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()))
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, JSON.parse(strFromU8(bytes))]))
}

/** A buyer with a paid order of two tickets and a like, and another buyer with an order of their own. */
async function twoBuyers() {
  const org = await organizerWithEvent()
  const anna = await createAccount({ firstName: 'Anna' })
  const ravi = await createAccount({ firstName: 'Ravi' })
  const annaOrder = await writeOrder(org, { status: 'paid', quantity: 2, buyerName: 'Anna Kromo', buyerEmail: anna.email })
  await db.from('orders').where('id', annaOrder.id).update({ buyer_user_id: anna.id })
  const raviOrder = await writeOrder(org, { status: 'paid', quantity: 1, buyerName: 'Ravi Ramdin', buyerEmail: ravi.email })
  await db.from('orders').where('id', raviOrder.id).update({ buyer_user_id: ravi.id })
  await db.table('likes').insert({ user_id: anna.id, target_type: 'event', target_id: org.event.id })
  return { org, anna, ravi, annaOrder, raviOrder }
}

test.group('Data export: the ZIP by e-mail', (group) => {
  const sinks = withMessageSinks(group)

  test('202 with the Dutch message; the mailed link gives a ZIP of the person’s own data, never another’s', async ({ client, assert }) => {
    const { anna, ravi, annaOrder, raviOrder, org } = await twoBuyers()
    const token = await tokenFor(client, anna)
    const asked = await client.post('/api/users/me/data-export').bearerToken(token)
    asked.assertStatus(202)
    assert.equal(asked.body().message, 'We stellen je gegevens samen; je krijgt een e-mail met een downloadlink.')

    const state = await client.get('/api/users/me/data-export').bearerToken(token)
    assert.equal(state.body().data.status, 'ready')
    const linkToken = await linkTokenFor(sinks, anna.email, 'Je gegevens')

    const response = await download(token, linkToken)
    assert.equal(response.status, 200)
    assert.equal(response.headers.get('content-type'), 'application/zip')
    const files = await unzip(response)
    assert.includeMembers(Object.keys(files), [
      'account.json',
      'orders.json',
      'tickets.json',
      'likes.json',
      'reviews.json',
      'activity.json',
    ])

    const account = files['account.json'] as Record<string, unknown>
    assert.equal(account.email, anna.email)
    const accountText = JSON.stringify(account)
    for (const secret of ['password', 'Token', 'phoneVerificationCode']) assert.notInclude(accountText, secret)

    const orders = files['orders.json'] as { orderNumber: string; total: string }[]
    assert.deepEqual(
      orders.map((order) => order.orderNumber),
      [annaOrder.orderNumber]
    )
    assert.notInclude(JSON.stringify(files), raviOrder.orderNumber)
    assert.notInclude(JSON.stringify(files), ravi.email)
    assert.lengthOf(files['tickets.json'] as unknown[], 2)
    assert.deepEqual(
      (files['likes.json'] as { type: string; name: string }[]).map((like) => [like.type, like.name]),
      [['event', org.event.title]]
    )
    // The sign-in above is in the activity; the download itself is recorded after it.
    assert.isTrue((files['activity.json'] as { action: string }[]).some((line) => line.action === 'signed_in'))
    const downloaded = await db.from('user_activity_logs').where('user_id', anna.id).where('action', 'export_downloaded').first()
    assert.deepEqual(downloaded.metadata, { export: 'personal_data_zip' })

    // Anna's link, signed in as Ravi: not found, and nothing of Anna's.
    const raviToken = await tokenFor(client, ravi)
    const asRavi = await download(raviToken, linkToken)
    assert.equal(asRavi.status, 404)
    assert.equal(((await asRavi.json()) as { message: string }).message, 'Deze downloadlink bestaat niet of hoort niet bij jouw account.')

    // Without a session the gate refuses before any lookup.
    const anonymous = await fetch(`${baseUrl()}/api/users/me/data-export/${linkToken}`)
    assert.equal(anonymous.status, 401)
  })

  test('the e-mail is written in the language the person asked in', async ({ client, assert }) => {
    const person = await createAccount({ firstName: 'Emma' })
    const token = await tokenFor(client, person)
    await askExport(client, token, 'en')
    const mail = await sinks.mail.waitForMail({ to: person.email, subject: 'Your data' })
    assert.include(mail.text, 'Hello Emma,')
  })

  test('past its 7 days the link answers 410 and the hourly sweep drops the bytes', async ({ client, assert }) => {
    const person = await createAccount()
    const token = await tokenFor(client, person)
    await askExport(client, token)
    const linkToken = await linkTokenFor(sinks, person.email, 'Je gegevens')
    const row = await db.from('data_exports').where('user_id', person.id).first()
    assert.approximately(new Date(row.expires_at).getTime() - new Date(row.ready_at).getTime(), 7 * 24 * 3600 * 1000, 1000)

    await db
      .from('data_exports')
      .where('id', row.id)
      .update({ expires_at: DateTime.now().minus({ minutes: 1 }).toJSDate() })
    const expired = await download(token, linkToken)
    assert.equal(expired.status, 410)
    const body = (await expired.json()) as { success: boolean; message: string }
    assert.isFalse(body.success)
    assert.equal(body.message, 'Deze downloadlink is verlopen. Vraag je gegevens opnieuw aan in je accountinstellingen.')
    const state = await client.get('/api/users/me/data-export').bearerToken(token)
    assert.equal(state.body().data.status, 'expired')

    assert.isAtLeast(await expireDataExports(), 1)
    const swept = await db.from('data_exports').where('id', row.id).first()
    assert.equal(swept.status, 'expired')
    assert.isNull(swept.file)
  })

  test('one request an hour: the second is a 429 and writes no export', async ({ client, assert }) => {
    const person = await createAccount()
    const token = await tokenFor(client, person)
    await askExport(client, token)
    const again = await client.post('/api/users/me/data-export').bearerToken(token)
    again.assertStatus(429)
    assert.isFalse(again.body().success)
    const [{ n }] = await db.from('data_exports').where('user_id', person.id).count('* as n')
    assert.equal(Number(n), 1)
  })
})

test.group('Data export: built by the job after the answer', (group) => {
  const sinks = withMessageSinks(group)
  const held: DataExportRequest[] = []
  group.setup(() => {
    dataExports.useDispatcher(async (request) => held.push(request))
    return () => dataExports.useDispatcher(null)
  })

  test('pending until the job runs; then ready, mailed, and an earlier download is dropped', async ({ client, assert }) => {
    const person: User = await createAccount()
    const token = await tokenFor(client, person)
    await askExport(client, token)
    const pending = await client.get('/api/users/me/data-export').bearerToken(token)
    assert.equal(pending.body().data.status, 'pending')
    assert.lengthOf(held, 1)

    await dataExports.handle(held.shift()!)
    const ready = await client.get('/api/users/me/data-export').bearerToken(token)
    assert.equal(ready.body().data.status, 'ready')
    const first = await linkTokenFor(sinks, person.email, 'Je gegevens')
    // A repeated job finds nothing pending and sends nothing more.
    await dataExports.handle({ exportId: (await db.from('data_exports').where('user_id', person.id).first()).id })
    assert.equal((await download(token, first)).status, 200)

    await db.from('rate_limits').delete()
    await askExport(client, token)
    await dataExports.handle(held.shift()!)
    const statuses = await db.from('data_exports').where('user_id', person.id).orderBy('id').select('status')
    assert.deepEqual(
      statuses.map((row) => row.status),
      ['expired', 'ready']
    )
    assert.equal((await download(token, first)).status, 410)
  })
})
