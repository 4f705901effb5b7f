import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Order from '#models/order'
import OutboxMessage from '#models/outbox_message'
import { sendDueReminders } from '#services/attendee_messages/reminder_service'
import { orderStatusKey } from '#services/orders/order_keys'
import { rollbackEachTest, makeEvent, makeTicketType } from '#tests/functional/catalogue/catalogue_fixtures'
import { holderOrder } from '#tests/functional/attendee_messages/attendee_message_fixtures'
import { organizerWithEvent } from '#tests/functional/orders/order_fixtures'
import { startTestMailSink, type TestMailSink } from '#tests/helpers/smtp_sink'
import { startFakeWhatsApp, type FakeWhatsApp } from '#tests/helpers/fake_whatsapp'
import { flushOutbox } from '#tests/helpers/outbox'

/*
 * The reminder: an order of an event starting within its reminder_hours_before gets one reminder, by the buyer's
 * channel, in the order's language, with the link to the order's page; never twice; none for an event whose reminder
 * is off, a cancelled event, or a refunded or cancelled order.
 */

async function eventIn(hours: number, overrides: Record<string, unknown> = {}) {
  const start = DateTime.now().plus({ hours })
  const event = await makeEvent({ startDate: start, endDate: start.plus({ hours: 4 }), ...overrides })
  const type = await makeTicketType(event.id, { price: '0.00' })
  return { event, type }
}

const remindersTo = (recipient: string) => OutboxMessage.query().where('kind', 'event_reminder').where('recipient', recipient)

test.group('Event reminders', (group) => {
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
  group.each.setup(() => {
    whatsapp.clear()
    whatsapp.failWith(null)
    mail.clear()
  })

  test('due orders get exactly one reminder; a second run, or one later, sends nothing more', async ({ assert }) => {
    const soon = await eventIn(20)
    const later = await eventIn(30)
    const order = await holderOrder(soon.event, { type: soon.type, quantity: 2 })
    const laterOrder = await holderOrder(later.event, { type: later.type })

    assert.equal(await sendDueReminders(), 1)
    assert.lengthOf(await remindersTo(order.buyerEmail!), 1)
    assert.lengthOf(await remindersTo(laterOrder.buyerEmail!), 0)
    assert.isNotNull((await Order.findOrFail(order.id)).reminderSentAt)
    assert.equal(await sendDueReminders(), 0)
    // Seven hours on, the other event (30 hours away now) is within 24 hours too; the first is not reminded again.
    assert.equal(await sendDueReminders(DateTime.now().plus({ hours: 7 })), 1)
    assert.lengthOf(await remindersTo(order.buyerEmail!), 1)
    assert.lengthOf(await remindersTo(laterOrder.buyerEmail!), 1)
  })

  test('a claimed order is never reminded twice, even by two runs interleaved', async ({ assert }) => {
    const soon = await eventIn(5)
    const order = await holderOrder(soon.event, { type: soon.type })
    const [first, second] = await Promise.all([sendDueReminders(), sendDueReminders()])
    assert.equal(first + second, 1)
    assert.lengthOf(await remindersTo(order.buyerEmail!), 1)
  })

  test('the event’s own hours: 48 hours before when it says so; none when switched off or cancelled', async ({ assert }) => {
    const early = await eventIn(40, { reminderHoursBefore: 48 })
    const off = await eventIn(5, { reminderEnabled: false })
    const cancelled = await eventIn(5, { cancelledAt: DateTime.now(), isPublished: false })
    const past = await eventIn(-1)
    const earlyOrder = await holderOrder(early.event, { type: early.type })
    const offOrder = await holderOrder(off.event, { type: off.type })
    const cancelledOrder = await holderOrder(cancelled.event, { type: cancelled.type })
    const pastOrder = await holderOrder(past.event, { type: past.type })

    assert.equal(await sendDueReminders(), 1)
    assert.lengthOf(await remindersTo(earlyOrder.buyerEmail!), 1)
    for (const order of [offOrder, cancelledOrder, pastOrder]) assert.lengthOf(await remindersTo(order.buyerEmail!), 0)
  })

  test('refunded, cancelled and pending orders, and orders whose tickets were all refunded, get none', async ({ assert }) => {
    const soon = await eventIn(10)
    const refunded = await holderOrder(soon.event, { type: soon.type, status: 'refunded' })
    const cancelled = await holderOrder(soon.event, { type: soon.type, status: 'cancelled' })
    const pending = await holderOrder(soon.event, { type: soon.type, status: 'pending' })
    const ticketsRefunded = await holderOrder(soon.event, { type: soon.type })
    await db.from('tickets').where('order_id', ticketsRefunded.id).update({ is_valid: false, refunded_at: new Date() })
    const kept = await holderOrder(soon.event, { type: soon.type, status: 'free' })

    assert.equal(await sendDueReminders(), 1)
    assert.lengthOf(await remindersTo(kept.buyerEmail!), 1)
    for (const order of [refunded, cancelled, pending, ticketsRefunded]) assert.lengthOf(await remindersTo(order.buyerEmail!), 0)
  })

  test('in the buyer’s language and channel, with the link to the order’s page', async ({ assert }) => {
    const soon = await eventIn(10)
    const english = await holderOrder(soon.event, { type: soon.type, contactMethod: 'email', language: 'en' })
    const german = await holderOrder(soon.event, { type: soon.type, contactMethod: 'whatsapp', language: 'de' })
    const both = await holderOrder(soon.event, { type: soon.type, contactMethod: 'both', language: 'nl' })

    assert.equal(await sendDueReminders(), 3)
    assert.lengthOf(await remindersTo(german.buyerEmail!), 0)
    await flushOutbox()

    const received = await mail.waitForMail({ to: english.buyerEmail! })
    assert.equal(received.subject.startsWith(`Reminder: ${soon.event.title} starts`), true)
    assert.include(received.text, 'View my tickets')
    assert.isTrue(received.links.some((link) => link.includes(`key=${orderStatusKey(english.orderNumber)}`)))

    const [germanText] = whatsapp.textsTo(german.buyerPhone!)
    assert.include(germanText, `Erinnerung – ${soon.event.title} beginnt`)
    assert.include(germanText, orderStatusKey(german.orderNumber))

    const dutch = await mail.waitForMail({ to: both.buyerEmail! })
    assert.include(dutch.subject, `Herinnering: ${soon.event.title} begint`)
    assert.lengthOf(whatsapp.textsTo(both.buyerPhone!), 1)
  })
})

test.group('Event reminders: the organizer’s switch on the event', (group) => {
  rollbackEachTest(group)

  test('on and 24 hours by default; the edit page switches it off or changes the hours (1 to 168)', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    // A draft: a published event must also have a venue to be saved.
    await org.event.merge({ isPublished: false }).save()
    const shown = await client.get(`/api/events/${org.event.id}/manage`).bearerToken(org.token)
    shown.assertStatus(200)
    assert.containsSubset(shown.body().data ?? shown.body(), { reminderEnabled: true, reminderHoursBefore: 24 })

    const saved = await client
      .put(`/api/events/${org.event.id}`)
      .json({ reminderEnabled: false, reminderHoursBefore: 48 })
      .bearerToken(org.token)
    assert.equal(saved.status(), 200, JSON.stringify(saved.body()))
    await org.event.refresh()
    assert.include(org.event.toJSON(), { reminderEnabled: false, reminderHoursBefore: 48 })
    // A copy of the event keeps the organizer's choice.
    const copy = await client.post(`/api/events/${org.event.id}/copy`).bearerToken(org.token)
    copy.assertStatus(201)
    assert.containsSubset(copy.body().data, { reminderEnabled: false, reminderHoursBefore: 48 })

    for (const hours of [0, 169, 2.5]) {
      const refused = await client.put(`/api/events/${org.event.id}`).json({ reminderHoursBefore: hours }).bearerToken(org.token)
      refused.assertStatus(422)
      assert.deepEqual(refused.body().errors.reminderHoursBefore, ['Kies een aantal uren van 1 tot en met 168'])
    }
    const other = await organizerWithEvent()
    ;(await client.put(`/api/events/${org.event.id}`).json({ reminderEnabled: true }).bearerToken(other.token)).assertStatus(403)
  })
})
