/*
 * Ticket delivery (after an order is issued: a free purchase now, a confirmed payment later): one
 * download token for the order's tickets, the e-mail (each ticket's QR inline, the PDF attached, a
 * 'Tickets downloaden' button) when the contact method is email or both, and a WhatsApp message with
 * the download link when it is whatsapp or both. Both go through the outbox, in the language the buyer
 * shopped in (orders.language; Dutch where a text has no translation).
 *
 * orderIssued() is called after the order's transaction commits and only hands the order id to the
 * dispatcher (the 'tickets-deliver' pg-boss job, start/jobs.ts), so the purchase request returns
 * before any QR or PDF is drawn. deliverOrder() does the work, at most once per order: it locks the
 * order row and sets tickets_delivered_at in the same transaction as the token and the outbox rows.
 * The minute sweep deliverPending() delivers any issued order whose job was lost.
 */
import { createHash, randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Order from '#models/order'
import DownloadToken from '#models/download_token'
import type PlatformSetting from '#models/platform_setting'
import outbox from '#services/messaging/outbox_service'
import { renderEmail } from '#services/messaging/email_layout'
import { composeEmail } from '#services/messaging/email_templates'
import { greeting, messageTranslator, type MessageTranslate } from '#services/messaging/message_texts'
import { publicUrl } from '#services/server/public_url'
import { orderInvoicePath, orderPagePath } from '#services/orders/order_links'
import Event from '#models/event'
import { getPlatformSettings } from '#services/platform/platform_settings_service'
import {
  ISSUED_ORDER_STATUSES,
  buyersValidTickets,
  ticketDetailsOfOrder,
  ticketPriceLabel,
  type TicketDetails,
} from '#services/tickets/ticket_details'
import { ticketsPdf } from '#services/tickets/ticket_pdf'
import { qrPng } from '#services/tickets/ticket_qr'
import { formatDate, formatDateTime } from '#domain/format'
import { needsEmail, needsPhone } from '#domain/buyer_info'
import { isDatabaseUnavailable, reportDatabaseUnavailable } from '#services/server/database_availability'
import { orderClaimUrl } from '#services/tickets/order_claim'

/** The download link works until this long after the event ends. */
export const DOWNLOAD_TOKEN_DAYS_AFTER_EVENT = 30
/** The sweep leaves a fresh order to its job for this long, and gives up on orders older than the window. */
const SWEEP_GRACE_MINUTES = 2
const SWEEP_WINDOW_HOURS = 48

export type TicketDeliveryOutcome = 'delivered' | 'already-delivered' | 'not-issued' | 'not-found'

/** Hands an issued order to whoever delivers it (pg-boss in the server). */
export type TicketDeliveryDispatcher = (orderId: number) => Promise<unknown>

/** A download token is sent in the link; only its SHA-256 is stored. */
export function hashDownloadToken(token: string): string {
  return createHash('sha256').update(token.toLowerCase()).digest('hex')
}

/** 256 bits from a CSPRNG as 64 hex characters. */
export function newDownloadToken(): string {
  return randomBytes(32).toString('hex')
}

export function downloadUrl(token: string): string {
  return publicUrl('/download', { token })
}

export function firstName(buyerName: string): string {
  return buyerName.trim().split(/\s+/)[0] ?? ''
}

export function venueLine(ticket: TicketDetails, t: MessageTranslate): string {
  const parts = [ticket.venueName, ticket.venueAddress].filter(Boolean)
  return parts.length > 0 ? parts.join(', ') : t('tickets.locationUnknown')
}

/** A new download link for these tickets (its token is returned once; only its hash is stored). */
export async function createDownloadToken(tickets: TicketDetails[], trx: TransactionClientContract) {
  const token = newDownloadToken()
  const lastEnd = DateTime.max(...tickets.map((ticket) => ticket.endDate))!
  const row = await DownloadToken.create(
    {
      token: hashDownloadToken(token),
      ticketId: tickets.length === 1 ? tickets[0].id : null,
      ticketIds: tickets.map((ticket) => ticket.id),
      expiresAt: lastEnd.plus({ days: DOWNLOAD_TOKEN_DAYS_AFTER_EVENT }),
      status: 'active',
      accessCount: 0,
    },
    { client: trx }
  )
  return { token, row }
}

/** Whether the order's event lets its buyers cancel (the order page's link then goes into the mail). */
async function cancellableByBuyer(order: Order, trx: TransactionClientContract): Promise<boolean> {
  const online = order.paymentProvider === 'mollie' || order.paymentProvider === 'uni5pay'
  if (order.channel === 'ticketswitch' || !(order.status === 'free' || (order.status === 'paid' && online))) return false
  const event = await Event.find(order.eventId, { client: trx })
  return Boolean(event?.buyerCancellationAllowed && !event.cancelledAt)
}

async function queueTicketEmail(
  order: Order,
  tickets: TicketDetails[],
  link: string,
  expiresAt: DateTime,
  settings: PlatformSetting,
  trx: TransactionClientContract
) {
  const lang = order.language
  const t = messageTranslator(lang)
  const first = tickets[0]
  const site = settings.websiteName
  const images = await Promise.all(tickets.map((ticket) => qrPng(ticket.qrCode)))
  const pdf = await ticketsPdf(tickets, { siteName: site, qrImages: images, lang, client: trx })
  const cid = (ticket: TicketDetails) => `ticket-${ticket.id}@tickets`
  const count = tickets.length
  const buyerFirstName = firstName(order.buyerName)
  const mail = composeEmail(
    'tickets',
    lang,
    {
      greeting: greeting(t, buyerFirstName),
      name: buyerFirstName,
      site,
      event: first.eventTitle,
      date: formatDateTime(first.startDate.toJSDate(), lang),
      venue: venueLine(first, t),
      orderNumber: order.orderNumber,
    },
    settings.emailTemplates
  )
  const content = renderEmail({
    ...mail.content,
    paragraphs: [
      ...mail.content.paragraphs,
      t(count === 1 ? 'tickets.attachment.one' : 'tickets.attachment.many', { count, date: formatDate(expiresAt.toJSDate(), lang) }),
    ],
    cards: tickets.map((ticket, index) => ({
      cid: cid(ticket),
      alt: t('tickets.qrAlt', { number: index + 1 }),
      lines: [
        t('tickets.card', { number: index + 1, count, type: ticket.ticketTypeName }),
        ticketPriceLabel(ticket.price, lang),
        t('tickets.code', { code: ticket.qrCode }),
      ],
    })),
    action: { label: t('tickets.download'), url: link },
    // The seller's invoice, once the order has one (every paid or free order but a Ticketswitch resale).
    links: [
      ...(order.invoiceNumber !== null ? [{ label: t('tickets.invoice'), url: publicUrl(orderInvoicePath(order.orderNumber)) }] : []),
      // The order's own page (with its status key), where the buyer may cancel within the event's policy.
      ...((await cancellableByBuyer(order, trx)) ? [{ label: t('tickets.cancel'), url: publicUrl(orderPagePath(order)) }] : []),
      // A guest order joins an account only through this link, followed while signed in as that address (order_claim.ts).
      ...(order.buyerUserId === null ? [{ label: t('tickets.claim'), url: orderClaimUrl(order.orderNumber, order.buyerEmail!) }] : []),
    ],
  })
  await outbox.queueEmail(
    {
      to: order.buyerEmail!,
      subject: mail.subject,
      ...content,
      attachments: [
        ...tickets.map((ticket, index) => ({
          filename: `ticket-${index + 1}.png`,
          contentType: 'image/png',
          content: images[index].toString('base64'),
          cid: cid(ticket),
        })),
        { filename: `tickets-${order.orderNumber}.pdf`, contentType: 'application/pdf', content: pdf.toString('base64') },
      ],
    },
    { kind: 'tickets', trx }
  )
}

async function queueTicketWhatsApp(order: Order, tickets: TicketDetails[], link: string, site: string, trx: TransactionClientContract) {
  const t = messageTranslator(order.language)
  const first = tickets[0]
  const count = tickets.length
  const text = t(count === 1 ? 'tickets.whatsapp.one' : 'tickets.whatsapp.many', {
    site,
    count,
    event: first.eventTitle,
    date: formatDateTime(first.startDate.toJSDate(), order.language),
    venue: venueLine(first, t),
    orderNumber: order.orderNumber,
    link,
  })
  await outbox.queueWhatsApp({ to: order.buyerPhone!, text }, { kind: 'tickets', trx })
}

export type DeliveryChannel = 'email' | 'whatsapp'

/** A new download token and the messages on the chosen channels, to the order's own address and number. */
async function sendTickets(
  order: Order,
  tickets: TicketDetails[],
  channels: Record<DeliveryChannel, boolean>,
  trx: TransactionClientContract
) {
  const settings = await getPlatformSettings()
  const { token, row } = await createDownloadToken(tickets, trx)
  const link = downloadUrl(token)
  if (channels.email && order.buyerEmail) await queueTicketEmail(order, tickets, link, row.expiresAt, settings, trx)
  if (channels.whatsapp && order.buyerPhone) await queueTicketWhatsApp(order, tickets, link, settings.websiteName, trx)
}

export class TicketDeliveryService {
  #dispatcher: TicketDeliveryDispatcher | null = null

  /** start/jobs.ts sets the pg-boss dispatcher; tests may deliver inline, or set none (orders wait for the sweep). */
  useDispatcher(dispatcher: TicketDeliveryDispatcher | null) {
    this.#dispatcher = dispatcher
  }

  /** Call after the transaction that issued the order has committed. Never throws: the sweep delivers what this misses. */
  async orderIssued(orderId: number): Promise<void> {
    if (!this.#dispatcher) return
    try {
      await this.#dispatcher(orderId)
    } catch (error) {
      if (isDatabaseUnavailable(error)) reportDatabaseUnavailable('ticket delivery', error)
      else logger.warn({ err: error, orderId }, 'ticket delivery: job not queued; the sweep will deliver the order')
    }
  }

  /** Creates the download token and queues the messages, once per order. */
  async deliverOrder(orderId: number): Promise<TicketDeliveryOutcome> {
    return db.transaction(async (trx) => {
      // The row lock makes a second delivery of the same order wait, then see tickets_delivered_at.
      const order = await Order.query({ client: trx }).where('id', orderId).forUpdate().first()
      if (!order) return 'not-found'
      if (order.ticketsDeliveredAt) return 'already-delivered'
      if (!ISSUED_ORDER_STATUSES.includes(order.status)) return 'not-issued'
      const tickets = buyersValidTickets(await ticketDetailsOfOrder(order.id))
      if (tickets.length === 0) return 'not-issued'

      await sendTickets(order, tickets, { email: needsEmail(order.contactMethod), whatsapp: needsPhone(order.contactMethod) }, trx)

      order.useTransaction(trx)
      order.ticketsDeliveredAt = DateTime.now()
      await order.save()
      logger.info(
        { orderId, orderNumber: order.orderNumber, tickets: tickets.length, contactMethod: order.contactMethod },
        'tickets delivered'
      )
      return 'delivered'
    })
  }

  /**
   * Sends an issued order's valid tickets again on one channel (My tickets), with a fresh download
   * link; the earlier links keep working. Who may ask, and how often, is the caller's (my_tickets_service.ts).
   */
  async resendOrder(orderId: number, channel: DeliveryChannel): Promise<'sent' | 'not-issued'> {
    return db.transaction(async (trx) => {
      const order = await Order.query({ client: trx }).where('id', orderId).first()
      if (!order || !ISSUED_ORDER_STATUSES.includes(order.status)) return 'not-issued'
      const tickets = buyersValidTickets(await ticketDetailsOfOrder(order.id))
      if (tickets.length === 0) return 'not-issued'
      await sendTickets(order, tickets, { email: channel === 'email', whatsapp: channel === 'whatsapp' }, trx)
      logger.info({ orderId, orderNumber: order.orderNumber, channel }, 'tickets sent again')
      return 'sent'
    })
  }

  /** The sweep: issued orders of the last two days whose tickets have not gone out (a lost or failed job). */
  async deliverPending(options: { limit?: number } = {}): Promise<number> {
    const now = DateTime.now()
    const rows: { id: number }[] = await db
      .from('orders')
      .select('id')
      .whereNull('tickets_delivered_at')
      .whereIn('status', [...ISSUED_ORDER_STATUSES])
      .where('created_at', '>', now.minus({ hours: SWEEP_WINDOW_HOURS }).toJSDate())
      .whereRaw('coalesce(paid_at, created_at) < ?', [now.minus({ minutes: SWEEP_GRACE_MINUTES }).toJSDate()])
      .orderBy('id')
      .limit(options.limit ?? 20)
    let delivered = 0
    for (const { id } of rows) {
      try {
        if ((await this.deliverOrder(id)) === 'delivered') delivered++
      } catch (error) {
        // Without the database every other order fails the same way: one line, and the next sweep goes on.
        if (isDatabaseUnavailable(error)) {
          reportDatabaseUnavailable('ticket delivery', error)
          break
        }
        logger.error({ err: error, orderId: id }, 'ticket delivery failed; the next sweep tries again')
      }
    }
    return delivered
  }
}

const ticketDelivery = new TicketDeliveryService()
export default ticketDelivery
