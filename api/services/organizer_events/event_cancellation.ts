/*
 * A cancelled event's buyers (issue 12 §4): paid orders are marked refundRequired (refunded by hand, issue 12 §5),
 * and every buyer with a paid or free order is told on the channels of their contact method, in the language they
 * shopped in, through the outbox in the cancelling transaction (sent only once it commits).
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Event from '#models/event'
import Order from '#models/order'
import type { OrderStatus } from '#enums/statuses'
import outbox from '#services/messaging/outbox_service'
import { renderEmail } from '#services/messaging/email_layout'
import { greeting, messageTranslator } from '#services/messaging/message_texts'
import { getPlatformSettings } from '#services/platform_settings_service'
import { needsEmail, needsPhone } from '#domain/buyer_info'
import { formatDateTime } from '#domain/format'

const TOLD_STATUSES: OrderStatus[] = ['paid', 'free']

/** Marks and tells; returns how many orders now need a refund. */
export async function notifyBuyersOfCancellation(event: Event, trx: TransactionClientContract): Promise<number> {
  const orders = await Order.query({ client: trx }).where('event_id', event.id).whereIn('status', TOLD_STATUSES).forUpdate()
  const site = (await getPlatformSettings()).websiteName
  let toRefund = 0
  for (const order of orders) {
    const paid = order.status === 'paid'
    if (paid && !order.refundRequired) {
      order.useTransaction(trx)
      order.merge({ refundRequired: true, refundReason: 'event_cancelled' })
      await order.save()
    }
    if (paid) toRefund++
    await tellBuyer(order, event, site, paid, trx)
  }
  return toRefund
}

async function tellBuyer(order: Order, event: Event, site: string, paid: boolean, trx: TransactionClientContract) {
  const t = messageTranslator(order.language)
  const params = {
    event: event.title,
    date: event.startDate ? formatDateTime(event.startDate.toJSDate(), order.language) : '',
    orderNumber: order.orderNumber,
    site,
  }
  const refund = t(paid ? 'eventCancelled.refund' : 'eventCancelled.free', params)
  if (needsEmail(order.contactMethod) && order.buyerEmail) {
    const content = renderEmail({
      lang: order.language,
      title: t('eventCancelled.title', params),
      intro: t('eventCancelled.intro', { ...params, greeting: greeting(t, order.buyerName.trim().split(/\s+/)[0]) }),
      paragraphs: [refund],
    })
    await outbox.queueEmail(
      { to: order.buyerEmail, subject: t('eventCancelled.subject', params), ...content },
      { kind: 'event_cancelled', trx }
    )
  }
  if (needsPhone(order.contactMethod) && order.buyerPhone) {
    await outbox.queueWhatsApp(
      { to: order.buyerPhone, text: t('eventCancelled.whatsapp', { ...params, refund }) },
      { kind: 'event_cancelled', trx }
    )
  }
}
