/*
 * A cancelled event's buyers: paid orders whose money goes back through their provider or the counter are refunded
 * by a job after the cancellation commits (api/services/events/cancellation_refunds.ts); the others are marked
 * refundRequired (refunded by hand from the admins' refund queue). Every buyer with a paid or free order is told on the channels of their contact method, in the language they
 * shopped in, through the outbox in the cancelling transaction (sent only once it commits).
 */
import { closeListingsOfCancelledEvent } from '#services/ticketswitch/listing_service'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Event from '#models/event'
import Order from '#models/order'
import type PlatformSetting from '#models/platform_setting'
import type { OrderStatus } from '#enums/statuses'
import outbox from '#services/messaging/outbox_service'
import { renderEmail } from '#services/messaging/email_layout'
import { composeEmail } from '#services/messaging/email_templates'
import { greeting, messageTranslator } from '#services/messaging/message_texts'
import { getPlatformSettings } from '#services/platform/platform_settings_service'
import { refundsAutomatically } from '#services/orders/refund_service'
import { needsEmail, needsPhone } from '#domain/buyer_info'
import { formatDateTime } from '#domain/format'
import { aggregatesChanged, saleDayOf } from '#services/aggregates/aggregation_dispatch'

const TOLD_STATUSES: OrderStatus[] = ['paid', 'free']

/**
 * Marks and tells; returns how many paid orders need a refund (by the job or by hand). The one message says the money
 * comes back; the refund itself sends none (initiator event_cancelled).
 */
export async function notifyBuyersOfCancellation(event: Event, trx: TransactionClientContract): Promise<number> {
  const orders = await Order.query({ client: trx }).where('event_id', event.id).whereIn('status', TOLD_STATUSES).forUpdate()
  await closeListingsOfCancelledEvent(event.id, trx)
  const settings = await getPlatformSettings()
  let toRefund = 0
  for (const order of orders) {
    const paid = order.status === 'paid'
    if (paid && !order.refundRequired && !(await refundsAutomatically(order, trx))) {
      order.useTransaction(trx)
      order.merge({ refundRequired: true, refundReason: 'event_cancelled' })
      await order.save()
      aggregatesChanged(trx, [saleDayOf(order)])
    }
    if (paid) toRefund++
    await tellBuyer(order, event, settings, paid, trx)
  }
  return toRefund
}

async function tellBuyer(order: Order, event: Event, settings: PlatformSetting, paid: boolean, trx: TransactionClientContract) {
  const t = messageTranslator(order.language)
  const params = {
    event: event.title,
    date: event.startDate ? formatDateTime(event.startDate.toJSDate(), order.language) : '',
    orderNumber: order.orderNumber,
    site: settings.websiteName,
  }
  const refund = t(paid ? 'eventCancelled.refund' : 'eventCancelled.free', params)
  if (needsEmail(order.contactMethod) && order.buyerEmail) {
    const name = order.buyerName.trim().split(/\s+/)[0]
    const mail = composeEmail('eventCancelled', order.language, { ...params, name, greeting: greeting(t, name) }, settings.emailTemplates)
    const content = renderEmail({ ...mail.content, paragraphs: [...mail.content.paragraphs, refund] })
    await outbox.queueEmail({ to: order.buyerEmail, subject: mail.subject, ...content }, { kind: 'event_cancelled', trx })
  }
  if (needsPhone(order.contactMethod) && order.buyerPhone) {
    await outbox.queueWhatsApp(
      { to: order.buyerPhone, text: t('eventCancelled.whatsapp', { ...params, refund }) },
      { kind: 'event_cancelled', trx }
    )
  }
}
