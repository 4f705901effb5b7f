/*
 * The automatic reminder before an event (docs/messaging.md#the-reminder): when an event with reminder_enabled is less
 * than reminder_hours_before hours away, every issued order that still holds a valid ticket gets one reminder, in the
 * order's language, by the buyer's contact method, with the link to the order's page (its tickets). Once per order,
 * also across processes: the order's reminder_sent_at is claimed with a conditional UPDATE in the same transaction
 * that queues the messages, so a second run (or a second server) finds it taken and a rollback leaves it unclaimed.
 * Cancelled events, refunded or cancelled orders and orders without a valid ticket get none.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import logger from '@adonisjs/core/services/logger'
import Order from '#models/order'
import Event from '#models/event'
import type PlatformSetting from '#models/platform_setting'
import outbox from '#services/messaging/outbox_service'
import { renderEmail } from '#services/messaging/email_layout'
import { composeEmail } from '#services/messaging/email_templates'
import { greeting, messageTranslator } from '#services/messaging/message_texts'
import { getPlatformSettings } from '#services/platform/platform_settings_service'
import { publicUrl } from '#services/server/public_url'
import { orderPagePath } from '#services/orders/order_links'
import { ISSUED_ORDER_STATUSES, venueAddress } from '#services/tickets/ticket_details'
import { firstName } from '#services/tickets/ticket_delivery_service'
import { formatDateTime } from '#domain/format'
import { needsEmail, needsPhone } from '#domain/buyer_info'
import { DELIVERIES_PER_MINUTE } from '#domain/attendee_messages'

/** Orders looked at per run; the next run continues (the job runs every 15 minutes). */
const ORDERS_PER_RUN = 2000

/** The ids of orders whose reminder is due at `now`. */
async function dueOrderIds(now: DateTime): Promise<number[]> {
  const result = await db.rawQuery(
    `SELECT o.id FROM orders o JOIN events e ON e.id = o.event_id
     WHERE e.reminder_enabled AND e.cancelled_at IS NULL
       AND e.start_date > :now AND e.start_date <= :now::timestamptz + make_interval(hours => e.reminder_hours_before)
       AND o.status = ANY(:statuses) AND o.reminder_sent_at IS NULL
       AND EXISTS (SELECT 1 FROM tickets t WHERE t.order_id = o.id AND t.is_valid AND t.refunded_at IS NULL)
     ORDER BY e.start_date, o.id LIMIT :limit`,
    { now: now.toJSDate(), statuses: [...ISSUED_ORDER_STATUSES], limit: ORDERS_PER_RUN }
  )
  return result.rows.map((row: { id: number }) => row.id)
}

/** Sends every due reminder once; returns how many orders were reminded. */
export async function sendDueReminders(now: DateTime = DateTime.now()): Promise<number> {
  const ids = await dueOrderIds(now)
  if (ids.length === 0) return 0
  const settings = await getPlatformSettings()
  const events = new Map<number, Event>()
  let reminded = 0
  let deliveries = 0
  for (const id of ids) {
    try {
      const queued = await db.transaction(async (trx) => {
        const claimed = await trx.rawQuery(
          'UPDATE orders SET reminder_sent_at = now() WHERE id = ? AND reminder_sent_at IS NULL AND status = ANY(?) RETURNING id',
          [id, [...ISSUED_ORDER_STATUSES]]
        )
        if (claimed.rows.length === 0) return 0
        const order = await Order.findOrFail(id, { client: trx })
        let event = events.get(order.eventId)
        if (!event) {
          event = await Event.query({ client: trx }).where('id', order.eventId).preload('venue').firstOrFail()
          events.set(event.id, event)
        }
        const batch = Math.floor(deliveries / DELIVERIES_PER_MINUTE)
        const notBefore = batch === 0 ? undefined : now.plus({ minutes: batch })
        return queueReminder(order, event, settings, notBefore, trx)
      })
      if (queued > 0) reminded++
      deliveries += queued
    } catch (error) {
      logger.warn({ err: error, orderId: id }, 'reminder: not queued; the next run tries again')
    }
  }
  return reminded
}

/** The reminder's messages on the buyer's channels; returns how many were queued. */
async function queueReminder(
  order: Order,
  event: Event,
  settings: PlatformSetting,
  notBefore: DateTime | undefined,
  trx: TransactionClientContract
): Promise<number> {
  const lang = order.language
  const t = messageTranslator(lang)
  const name = firstName(order.buyerName)
  const site = settings.websiteName
  const date = formatDateTime(event.startDate.toJSDate(), lang)
  const venue = [event.venue?.name, venueAddress(event.venue ?? null)].filter(Boolean).join(', ') || t('tickets.locationUnknown')
  const link = publicUrl(orderPagePath(order))
  const options = { kind: 'event_reminder', trx, notBefore }
  let queued = 0
  if (needsEmail(order.contactMethod) && order.buyerEmail) {
    const mail = composeEmail(
      'eventReminder',
      lang,
      { greeting: greeting(t, name), name, site, event: event.title, date, venue, orderNumber: order.orderNumber },
      settings.emailTemplates
    )
    const content = renderEmail({ ...mail.content, action: { label: t('reminder.button'), url: link } })
    await outbox.queueEmail({ to: order.buyerEmail, subject: mail.subject, ...content }, options)
    queued++
  }
  if (needsPhone(order.contactMethod) && order.buyerPhone) {
    const templateName = settings.whatsappFeatures.reminderTemplate?.trim()
    await outbox.queueWhatsApp(
      {
        to: order.buyerPhone,
        text: t('reminder.whatsapp', { site, event: event.title, date, venue, link }),
        template: templateName ? { name: templateName, language: lang, parameters: [event.title, date, link] } : null,
      },
      options
    )
    queued++
  }
  return queued
}
