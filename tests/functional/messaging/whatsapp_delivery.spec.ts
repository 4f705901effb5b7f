import { test } from '@japa/runner'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DateTime } from 'luxon'
import env from '#start/env'
import OutboxMessage from '#models/outbox_message'
import outbox from '#services/messaging/outbox_service'
import { NO_WHATSAPP_PROVIDER } from '#services/messaging/configured_providers'
import { startFakeWhatsApp, type FakeWhatsApp } from '#tests/helpers/fake_whatsapp'

let sequence = 0
/** A Surinamese mobile number unique to this run. */
const uniquePhone = () => `+5978${String((Date.now() + sequence++) % 1_000_000).padStart(6, '0')}`

test.group('outbox WhatsApp through the Cloud API', (group) => {
  let whatsapp: FakeWhatsApp
  group.setup(async () => {
    whatsapp = await startFakeWhatsApp()
    return () => whatsapp.close()
  })
  group.each.setup(() => {
    whatsapp.clear()
    whatsapp.failWith(null)
  })

  test('sends the Cloud API request shape with the bearer token and records the message id', async ({ assert }) => {
    const to = uniquePhone()
    const message = await outbox.queueWhatsApp({ to, text: 'Je SuriTickets-code is 123456' }, { kind: 'phone_code' })
    assert.equal(await outbox.deliver(message.id), 'sent')

    assert.lengthOf(whatsapp.requests, 1)
    const [request] = whatsapp.requests
    assert.equal(request.method, 'POST')
    assert.equal(request.path, `/v21.0/${whatsapp.phoneNumberId}/messages`)
    assert.equal(request.headers.authorization, `Bearer ${whatsapp.accessToken}`)
    assert.equal(request.headers['content-type'], 'application/json')
    assert.deepEqual(request.body, {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: to.slice(1),
      type: 'text',
      text: { preview_url: true, body: 'Je SuriTickets-code is 123456' },
    })
    assert.deepEqual(whatsapp.textsTo(to), ['Je SuriTickets-code is 123456'])

    const row = await OutboxMessage.findOrFail(message.id)
    assert.equal(row.status, 'sent')
    assert.match(row.providerMessageId ?? '', /^wamid\./)
  })

  test('an outage (HTTP 500) keeps the message pending; a later run sends it exactly once', async ({ assert }) => {
    const to = uniquePhone()
    whatsapp.failWith(500)
    const message = await outbox.queueWhatsApp({ to, text: 'Code 654321' }, { kind: 'phone_code' })
    assert.equal(await outbox.deliver(message.id), 'retry')
    const pending = await OutboxMessage.findOrFail(message.id)
    assert.equal(pending.status, 'pending')
    assert.equal(pending.attempts, 1)
    assert.equal(pending.lastError, 'WhatsApp Cloud API antwoordde met HTTP 500: An unknown error has occurred. (code 1)')

    whatsapp.failWith(null)
    await outbox.deliverDue({ now: DateTime.now().plus({ minutes: 2 }) })
    await outbox.deliverDue({ now: DateTime.now().plus({ minutes: 30 }) })
    assert.deepEqual(whatsapp.textsTo(to), ['Code 654321'])
    const sent = await OutboxMessage.findOrFail(message.id)
    assert.equal(sent.status, 'sent')
    assert.equal(sent.attempts, 2)
  })

  test('a rejected token (HTTP 401) is retried with a clear error; a bad request (HTTP 400) fails at once', async ({ assert }) => {
    whatsapp.failWith(401)
    const unauthorized = await outbox.queueWhatsApp({ to: uniquePhone(), text: 'x' }, { kind: 'phone_code' })
    assert.equal(await outbox.deliver(unauthorized.id), 'retry')
    assert.match((await OutboxMessage.findOrFail(unauthorized.id)).lastError ?? '', /HTTP 401: Invalid OAuth access token.*\(code 190\)/)

    whatsapp.failWith(400)
    const invalid = await outbox.queueWhatsApp({ to: uniquePhone(), text: 'x' }, { kind: 'phone_code' })
    assert.equal(await outbox.deliver(invalid.id), 'failed')
    const row = await OutboxMessage.findOrFail(invalid.id)
    assert.equal(row.status, 'failed')
    assert.match(row.lastError ?? '', /HTTP 400/)
    // Leave no due retry behind for other suites.
    await OutboxMessage.query().where('id', unauthorized.id).update({ status: 'failed' })
  })

  test('refuses a number that is not E.164', async ({ assert }) => {
    await assert.rejects(() => outbox.queueWhatsApp({ to: '08123456', text: 'x' }, { kind: 'phone_code' }), /E\.164/)
  })
})

test.group('outbox WhatsApp without an access token', (group) => {
  let dir: string
  group.setup(async () => {
    dir = await mkdtemp(join(tmpdir(), 'suritickets-whatsapp-'))
    const previous = { token: env.get('WHATSAPP_ACCESS_TOKEN'), sink: env.get('WHATSAPP_SINK_DIR') }
    env.set('WHATSAPP_ACCESS_TOKEN', '')
    env.set('WHATSAPP_SINK_DIR', dir)
    return async () => {
      env.set('WHATSAPP_ACCESS_TOKEN', previous.token ?? '')
      env.set('WHATSAPP_SINK_DIR', previous.sink ?? '')
      await rm(dir, { recursive: true, force: true })
    }
  })

  test('outside production the message is written to the sink folder as JSON', async ({ assert }) => {
    const to = uniquePhone()
    const message = await outbox.queueWhatsApp({ to, text: 'Je code is 111222' }, { kind: 'phone_code' })
    assert.equal(await outbox.deliver(message.id), 'sent')
    const files = (await readdir(dir)).filter((file) => file.includes(to.slice(1)))
    assert.lengthOf(files, 1)
    const record = JSON.parse(await readFile(join(dir, files[0]), 'utf8'))
    assert.equal(record.to, to)
    assert.equal(record.text, 'Je code is 111222')
    assert.equal((await OutboxMessage.findOrFail(message.id)).providerMessageId, record.id)
  })

  test('the missing-provider error names what to configure', ({ assert }) => {
    assert.include(NO_WHATSAPP_PROVIDER, 'WHATSAPP_ACCESS_TOKEN')
  })
})
