import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import OutboxMessage from '#models/outbox_message'
import AuditChange from '#models/audit_change'
import AttendeeMessage from '#models/attendee_message'
import PlatformSetting from '#models/platform_setting'
import { rollbackEachTest, makeTicketType } from '#tests/functional/catalogue/catalogue_fixtures'
import { organizerWithEvent, tokenOf, type Organizer } from '#tests/functional/orders/order_fixtures'
import { holderOrder } from '#tests/functional/attendee_messages/attendee_message_fixtures'
import { createAccount, clearRateLimits } from '#tests/helpers/accounts'
import { startTestMailSink, type TestMailSink } from '#tests/helpers/smtp_sink'
import { startFakeWhatsApp, type FakeWhatsApp } from '#tests/helpers/fake_whatsapp'
import { flushOutbox } from '#tests/helpers/outbox'
import { DAILY_MESSAGE_LIMIT, DELIVERIES_PER_MINUTE } from '#domain/attendee_messages'

/*
 * 'Bericht aan bezoekers': POST /api/events/{id}/messages answers 202 with how many holders it reaches, one message
 * per holder by their own channel within the channels allowed, queued in the outbox; the report comes from the outbox
 * rows; three messages per event a day; organizer and manager of the event only; every send audited.
 */

const MESSAGE = { subject: 'Poort gewijzigd', body: 'De ingang is nu aan de Waterkant.\n\nTot vanavond!', channels: ['email', 'whatsapp'] }

function send(client: ApiClient, token: string | null, eventId: number | string, body: Record<string, unknown> = MESSAGE) {
  const request = client.post(`/api/events/${eventId}/messages`).json(body)
  return token ? request.bearerToken(token) : request
}

function preview(client: ApiClient, token: string, eventId: number, body: Record<string, unknown> = MESSAGE) {
  return client.post(`/api/events/${eventId}/messages/preview`).json(body).bearerToken(token)
}

async function reports(client: ApiClient, token: string, eventId: number) {
  const response = await client.get(`/api/events/${eventId}/messages`).bearerToken(token)
  response.assertStatus(200)
  return response.body().data as { id: number; recipientCount: number; report: Record<string, number>; subject: string }[]
}

const rowsOf = (messageId: number) =>
  OutboxMessage.query()
    .join('attendee_message_deliveries', 'attendee_message_deliveries.outbox_message_id', 'outbox_messages.id')
    .where('attendee_message_deliveries.attendee_message_id', messageId)
    .select('outbox_messages.*')
    .orderBy('outbox_messages.id')

test.group('Attendee messages: sending', (group) => {
  rollbackEachTest(group)
  let mail: TestMailSink
  let whatsapp: FakeWhatsApp
  group.setup(async () => {
    mail = await startTestMailSink()
    whatsapp = await startFakeWhatsApp()
    return async () => {
      await whatsapp.close()
      await mail.close()
    }
  })
  group.each.setup(async () => {
    await clearRateLimits()
    whatsapp.clear()
    whatsapp.failWith(null)
    mail.clear()
  })

  test('202 with the count; each holder once, by their own channel; the mail escapes the text', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const byMail = await holderOrder(org.event, { type: org.paid, quantity: 3, contactMethod: 'email', language: 'en' })
    const byWhatsApp = await holderOrder(org.event, { type: org.paid, contactMethod: 'whatsapp' })
    const byBoth = await holderOrder(org.event, { type: org.free, contactMethod: 'both' })
    // The same holder again in a second order: still one message.
    await holderOrder(org.event, { type: org.free, contactMethod: 'email', email: byMail.buyerEmail, phone: byMail.buyerPhone })
    await holderOrder(org.event, { type: org.paid, status: 'cancelled' })
    await holderOrder(org.event, { type: org.paid, status: 'pending' })
    const other = await organizerWithEvent()
    await holderOrder(other.event, { type: other.paid })

    const body = { ...MESSAGE, subject: 'Poort <b>gewijzigd</b>', body: 'Ingang <script>alert(1)</script> Waterkant' }
    const response = await send(client, org.token, org.event.id, body)
    response.assertStatus(202)
    assert.containsSubset(response.body(), { success: true, count: 3, byChannel: { email: 2, whatsapp: 2 }, unreachable: 0 })

    const message = await AttendeeMessage.findOrFail(response.body().id)
    const rows = await rowsOf(message.id)
    assert.sameMembers(
      rows.map((row) => `${row.channel}:${row.recipient}`),
      [`email:${byMail.buyerEmail}`, `whatsapp:${byWhatsApp.buyerPhone}`, `email:${byBoth.buyerEmail}`, `whatsapp:${byBoth.buyerPhone}`]
    )
    assert.isTrue(rows.every((row) => row.kind === 'attendee_message' && row.status === 'pending'))

    await flushOutbox()
    const received = await mail.waitForMail({ to: byMail.buyerEmail! })
    assert.equal(received.subject, `${org.event.title}: Poort <b>gewijzigd</b>`)
    assert.include(received.html, 'Ingang &lt;script&gt;alert(1)&lt;/script&gt; Waterkant')
    assert.notInclude(received.html, '<script>')
    // The words around the organizer's text are in the buyer's language.
    assert.include(received.text, 'because you have a ticket')
    const [text] = whatsapp.textsTo(byWhatsApp.buyerPhone!)
    assert.include(text, 'Ingang <script>alert(1)</script> Waterkant')
    assert.include(text, org.event.title)
  })

  test('audience: ticket types and checked in or not; channels limit who is reachable', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const vipIn = await holderOrder(org.event, { type: org.paid, checkedIn: true, contactMethod: 'email' })
    const vipOut = await holderOrder(org.event, { type: org.paid, checkedIn: false, contactMethod: 'whatsapp' })
    const standing = await holderOrder(org.event, { type: org.free, checkedIn: true, contactMethod: 'both' })

    const count = async (audience: Record<string, unknown>, channels = ['email', 'whatsapp']) => {
      const response = await preview(client, org.token, org.event.id, { ...MESSAGE, channels, audience })
      response.assertStatus(200)
      return response.body().data
    }
    assert.containsSubset(await count({}), { count: 3, unreachable: 0, byChannel: { email: 2, whatsapp: 2 }, remainingToday: 3 })
    assert.containsSubset(await count({ ticketTypeIds: [org.paid.id] }), { count: 2 })
    assert.containsSubset(await count({ checkedIn: true }), { count: 2 })
    assert.containsSubset(await count({ checkedIn: false }), { count: 1, byChannel: { email: 0, whatsapp: 1 } })
    assert.containsSubset(await count({ ticketTypeIds: [org.paid.id], checkedIn: true }), { count: 1 })
    // Only e-mail allowed: the holder who chose WhatsApp alone is unreachable, counted apart.
    const emailOnly = await count({}, ['email'])
    assert.containsSubset(emailOnly, { count: 2, unreachable: 1, byChannel: { email: 2, whatsapp: 0 } })
    assert.lengthOf(emailOnly.sample, 2)
    assert.match(emailOnly.sample[0].addresses[0], /•••@example\.sr$/)
    assert.notInclude(JSON.stringify(emailOnly.sample), vipIn.buyerEmail!)

    // The preview sent nothing.
    assert.equal((await OutboxMessage.query().where('kind', 'attendee_message')).length, 0)

    const sent = await send(client, org.token, org.event.id, { ...MESSAGE, channels: ['whatsapp'], audience: { checkedIn: true } })
    sent.assertStatus(202)
    assert.include(sent.body(), { count: 1, unreachable: 1 })
    const rows = await rowsOf(sent.body().id)
    assert.deepEqual(
      rows.map((row) => row.recipient),
      [standing.buyerPhone]
    )
    assert.notEqual(vipOut.buyerPhone, standing.buyerPhone)
  })

  test('report counts after the outbox ran: sent, bounced, failed, pending', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    for (let i = 0; i < 4; i++) await holderOrder(org.event, { type: org.paid, contactMethod: i < 2 ? 'email' : 'whatsapp' })
    const response = await send(client, org.token, org.event.id)
    response.assertStatus(202)
    const id = response.body().id
    assert.deepEqual((await reports(client, org.token, org.event.id))[0].report, { sent: 0, failed: 0, bounced: 0, pending: 4 })

    // The e-mails go out; WhatsApp refuses one number outright (400: bounced) and the other keeps failing (500).
    const rows = await rowsOf(id)
    const [firstWhatsApp, secondWhatsApp] = rows.filter((row) => row.channel === 'whatsapp')
    await OutboxMessage.query().where('id', secondWhatsApp.id).update({ attempts: 4 })
    whatsapp.failWith(400)
    await OutboxMessage.query()
      .where('id', secondWhatsApp.id)
      .update({ next_attempt_at: new Date(Date.now() + 3_600_000) })
    await flushOutbox()
    whatsapp.failWith(500)
    await OutboxMessage.query().where('id', secondWhatsApp.id).update({ next_attempt_at: new Date() })
    await flushOutbox()

    const [listed] = await reports(client, org.token, org.event.id)
    assert.deepEqual(listed.report, { sent: 2, failed: 1, bounced: 1, pending: 0 })
    assert.include(listed, { id, recipientCount: 4, subject: MESSAGE.subject })
    assert.equal((await OutboxMessage.findOrFail(firstWhatsApp.id)).attempts, 1)
  })

  test('a large audience is paced: the first batch is due now, the rest a minute per batch later', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const type = await makeTicketType(org.event.id, { price: '0.00', maxQuantity: 500 })
    for (let i = 0; i < DELIVERIES_PER_MINUTE + 5; i++) await holderOrder(org.event, { type })
    const response = await send(client, org.token, org.event.id, { ...MESSAGE, channels: ['email'] })
    response.assertStatus(202)
    assert.equal(response.body().count, DELIVERIES_PER_MINUTE + 5)
    const rows = await rowsOf(response.body().id)
    const later = rows.filter((row) => row.nextAttemptAt.toMillis() > Date.now() + 30_000)
    assert.lengthOf(later, 5)
    // The sweep sends what is due (other tests' rows too); of this message, the first batch only.
    await flushOutbox()
    const sent = (await rowsOf(response.body().id)).filter((row) => row.status === 'sent')
    assert.lengthOf(sent, DELIVERIES_PER_MINUTE)
  })

  test('WhatsApp goes as the approved template once the settings name it', async ({ client, assert }) => {
    const settings = await PlatformSetting.firstOrFail()
    settings.whatsappFeatures = { ...settings.whatsappFeatures, attendeeMessageTemplate: 'bericht_bezoekers' }
    await settings.save()
    try {
      const org = await organizerWithEvent()
      const holder = await holderOrder(org.event, { type: org.paid, contactMethod: 'whatsapp', language: 'en' })
      ;(await send(client, org.token, org.event.id, { ...MESSAGE, channels: ['whatsapp'] })).assertStatus(202)
      await flushOutbox()
      const request = whatsapp.requests.find((item) => item.body?.to === holder.buyerPhone!.replace(/\D/g, ''))!
      assert.equal(request.status, 200)
      assert.containsSubset(request.body, { type: 'template', template: { name: 'bericht_bezoekers', language: { code: 'en' } } })
      assert.deepEqual(
        request.body.template.components[0].parameters.map((parameter: { text: string }) => parameter.text),
        [org.event.title, MESSAGE.subject, 'De ingang is nu aan de Waterkant. Tot vanavond!']
      )
    } finally {
      settings.whatsappFeatures = { ...settings.whatsappFeatures, attendeeMessageTemplate: null }
      await settings.save()
    }
  })

  test(`at most ${DAILY_MESSAGE_LIMIT} messages per event a day: the next is a 429 in Dutch, and writes nothing`, async ({
    client,
    assert,
  }) => {
    const org = await organizerWithEvent()
    await holderOrder(org.event, { type: org.paid })
    for (let i = 0; i < DAILY_MESSAGE_LIMIT; i++) (await send(client, org.token, org.event.id)).assertStatus(202)
    const refused = await send(client, org.token, org.event.id)
    refused.assertStatus(429)
    assert.equal(refused.body().code, 'ATTENDEE_MESSAGE_DAILY_LIMIT')
    assert.include(refused.body().message, `al ${DAILY_MESSAGE_LIMIT} berichten`)
    assert.equal((await AttendeeMessage.query().where('event_id', org.event.id)).length, DAILY_MESSAGE_LIMIT)
    assert.equal((await preview(client, org.token, org.event.id)).body().data.remainingToday, 0)
  })

  test('every send is audited with who, the audience and how many', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    await holderOrder(org.event, { type: org.paid })
    const response = await send(client, org.token, org.event.id, { ...MESSAGE, audience: { ticketTypeIds: [org.paid.id] } })
    response.assertStatus(202)
    const audit = await AuditChange.query().where('entity_type', 'attendee_message').where('entity_id', response.body().id).firstOrFail()
    assert.equal(audit.userId, org.user.id)
    assert.equal(audit.action, 'create')
    assert.containsSubset(audit.newValues, {
      eventId: org.event.id,
      subject: MESSAGE.subject,
      recipients: 1,
      audience: { ticketTypeIds: [org.paid.id] },
    })
  })
})

test.group('Attendee messages: who may, and bad input', (group) => {
  rollbackEachTest(group)
  group.each.setup(() => clearRateLimits())

  test('401 without a session; 403 for a buyer and for another organizer; 404 for an unknown event; a manager may', async ({
    client,
    assert,
  }) => {
    const org: Organizer = await organizerWithEvent()
    await holderOrder(org.event, { type: org.paid })
    ;(await send(client, null, org.event.id)).assertStatus(401)
    ;(await send(client, await tokenOf(await createAccount()), org.event.id)).assertStatus(403)
    const other = await organizerWithEvent()
    ;(await send(client, other.token, org.event.id)).assertStatus(403)
    ;(await client.get(`/api/events/${org.event.id}/messages`).bearerToken(other.token)).assertStatus(403)
    ;(await preview(client, other.token, org.event.id)).assertStatus(403)
    ;(await send(client, org.token, 987654321)).assertStatus(404)
    const scanner = await createAccount({ role: 'scanner', createdByOrganizerId: org.user.id })
    ;(await send(client, await tokenOf(scanner), org.event.id)).assertStatus(403)
    assert.equal((await AttendeeMessage.query().where('event_id', org.event.id)).length, 0)

    const manager = await createAccount({ role: 'manager', managerForOrganizerId: org.user.id })
    ;(await send(client, await tokenOf(manager), org.event.id)).assertStatus(202)
    // An admin reads the reports but does not send.
    const admin = await tokenOf(await createAccount({ role: 'admin' }))
    assert.lengthOf(await reports(client, admin, org.event.id), 1)
    ;(await send(client, admin, org.event.id)).assertStatus(403)
  })

  test('422s: subject, body, channels, audience; no recipients; another event’s ticket type', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    await holderOrder(org.event, { type: org.paid, contactMethod: 'whatsapp' })
    const cases: [Record<string, unknown>, string][] = [
      [{ ...MESSAGE, subject: '' }, 'subject'],
      [{ ...MESSAGE, subject: 'x'.repeat(151) }, 'subject'],
      [{ ...MESSAGE, subject: 'twee\nregels' }, 'subject'],
      [{ ...MESSAGE, body: '   ' }, 'body'],
      [{ ...MESSAGE, body: 'x'.repeat(2001) }, 'body'],
      [{ ...MESSAGE, channels: [] }, 'channels'],
      [{ ...MESSAGE, channels: ['sms'] }, 'channels.0'],
      [{ ...MESSAGE, channels: ['email', 'email'] }, 'channels'],
      [{ subject: 'a', body: 'b' }, 'channels'],
      [{ ...MESSAGE, audience: { checkedIn: 'ja' } }, 'audience.checkedIn'],
      [{ ...MESSAGE, audience: { ticketTypeIds: ['abc'] } }, 'audience.ticketTypeIds.0'],
    ]
    for (const [body, field] of cases) {
      const refused = await send(client, org.token, org.event.id, body)
      refused.assertStatus(422)
      assert.include(Object.keys(refused.body().errors ?? {}), field, JSON.stringify(body))
    }
    const other = await organizerWithEvent()
    const foreign = await send(client, org.token, org.event.id, { ...MESSAGE, audience: { ticketTypeIds: [other.paid.id] } })
    foreign.assertStatus(422)
    assert.equal(foreign.body().message, 'Kies tickettypes van dit evenement')
    // Only e-mail allowed, and the one holder chose WhatsApp: nobody to send to.
    const nobody = await send(client, org.token, org.event.id, { ...MESSAGE, channels: ['email'] })
    nobody.assertStatus(422)
    assert.equal(nobody.body().code, 'ATTENDEE_MESSAGE_NO_RECIPIENTS')
    assert.equal((await AttendeeMessage.query().where('event_id', org.event.id)).length, 0)
    assert.equal((await AuditChange.query().where('entity_type', 'attendee_message')).length, 0)
  })
})
