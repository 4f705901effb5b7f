/*
 * The buyer told of a refund that was paid out: what was refunded, how much, to which method and when to expect it,
 * on the channels of their contact method and in the language they shopped in, through the outbox in the refund's
 * transaction (sent only once it commits).
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Event from '#models/event'
import type Order from '#models/order'
import type Refund from '#models/refund'
import outbox from '#services/messaging/outbox_service'
import { renderEmail } from '#services/messaging/email_layout'
import { composeEmail } from '#services/messaging/email_templates'
import { greeting, messageTranslator, type MessageTextKey } from '#services/messaging/message_texts'
import { getPlatformSettings } from '#services/platform/platform_settings_service'
import { needsEmail, needsPhone } from '#domain/buyer_info'
import { formatSrd } from '#domain/format'
import type { RefundMethod } from '#domain/refunds'

const METHOD_TEXTS: Record<RefundMethod, MessageTextKey | null> = {
  mollie: 'orderRefunded.method.mollie',
  uni5pay: 'orderRefunded.method.uni5pay',
  cash: 'orderRefunded.method.cash',
  pin: 'orderRefunded.method.pin',
  manual: null,
}

export async function tellBuyerOfRefund(order: Order, refund: Refund, ticketCount: number, trx: TransactionClientContract) {
  const [event, settings] = await Promise.all([Event.findOrFail(order.eventId, { client: trx }), getPlatformSettings()])
  const t = messageTranslator(order.language)
  const params = {
    event: event.title,
    orderNumber: order.orderNumber,
    site: settings.websiteName,
    amount: formatSrd(refund.amount, refund.currency),
    tickets: ticketCount === 1 ? t('orderRefunded.tickets.one') : t('orderRefunded.tickets.many', { count: ticketCount }),
  }
  const methodText = METHOD_TEXTS[refund.method]
  const method = methodText
    ? t(methodText, { providerAmount: formatSrd(refund.providerAmount ?? refund.amount, refund.providerCurrency ?? refund.currency) })
    : ''
  if (needsEmail(order.contactMethod) && order.buyerEmail) {
    const name = order.buyerName.trim().split(/\s+/)[0]
    const mail = composeEmail('orderRefunded', order.language, { ...params, name, greeting: greeting(t, name) }, settings.emailTemplates)
    const content = renderEmail({ ...mail.content, paragraphs: [...mail.content.paragraphs, ...(method ? [method] : [])] })
    await outbox.queueEmail({ to: order.buyerEmail, subject: mail.subject, ...content }, { kind: 'order_refunded', trx })
  }
  if (needsPhone(order.contactMethod) && order.buyerPhone) {
    await outbox.queueWhatsApp(
      { to: order.buyerPhone, text: t('orderRefunded.whatsapp', { ...params, method }).trim() },
      { kind: 'order_refunded', trx }
    )
  }
}
