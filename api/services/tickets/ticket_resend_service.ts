/*
 * "Stuur mijn tickets opnieuw" for guests who lost the mail (domain/ticket_transfer.ts, POST /api/tickets/resend).
 * The answer is the same for every address or number, so it must also take the same time: the request is counted
 * against its limits (per network and per address) and handed to the 'tickets-resend' job
 * (api/jobs/ticket_resend_job.ts); only the job looks for orders. It sends each order's tickets again through the
 * usual resend (ticket_delivery_service.ts resendOrder), and tickets passed on to this holder with a fresh link of
 * their own, only ever to the address or number asked about. Without a job runner (JOBS_ENABLED=false, japa) the
 * work runs in this process right after the answer is on its way.
 */
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { DomainError } from '#exceptions/domain_error'
import { hit } from '#services/accounts/rate_limits'
import { getPlatformSettings } from '#services/platform/platform_settings_service'
import ticketDelivery from '#services/tickets/ticket_delivery_service'
import { ticketDetailsByIds, ISSUED_ORDER_STATUSES } from '#services/tickets/ticket_details'
import { queueTransferredTicket } from '#services/tickets/transfer_messages'
import { isE164, isEmail, normalizePhone } from '#domain/auth_rules'
import type { Language } from '#domain/languages'
import type { ResendRequest } from '#domain/ticket_transfer'

/** What the job gets: one checked address or number, and the event it was asked on (if any). */
export type LostTicketsRequest = ({ email: string; phone?: undefined } | { phone: string; email?: undefined }) & {
  eventId: number | null
}

export type LostTicketsDispatcher = (request: LostTicketsRequest) => Promise<unknown>

/** At most this many orders (and as many passed-on tickets) go out per request. */
const ORDERS_PER_REQUEST = 20

/** The address or number, checked and normalized; a malformed one is a 422 (that says nothing about tickets). */
export function checkedLostTicketsRequest(input: ResendRequest): LostTicketsRequest {
  const eventId = input.eventId ?? null
  const contact = input.contact?.trim()
  if (contact && !input.email && !input.phone) {
    return checkedLostTicketsRequest(contact.includes('@') ? { email: contact, eventId } : { phone: contact, eventId })
  }
  const email = input.email?.trim().toLowerCase()
  if (email) {
    if (!isEmail(email)) throw DomainError.fields('VALIDATION_ERROR', { email: ['BUYER_EMAIL_INVALID'] })
    return { email, eventId }
  }
  const phone = input.phone?.trim()
  if (phone) {
    const normalized = normalizePhone(phone)
    if (!isE164(normalized)) throw DomainError.fields('VALIDATION_ERROR', { phone: ['BUYER_PHONE_FORMAT'] })
    return { phone: normalized, eventId }
  }
  throw DomainError.fields('VALIDATION_ERROR', { email: ['RESEND_CONTACT_REQUIRED'] })
}

class LostTickets {
  #dispatcher: LostTicketsDispatcher | null = null

  /** start/jobs.ts sets the pg-boss dispatcher; tests may set one that keeps the requests for later. */
  useDispatcher(dispatcher: LostTicketsDispatcher | null) {
    this.#dispatcher = dispatcher
  }

  /**
   * POST /api/tickets/resend: counts the request (429 over a limit, whatever the address holds), then hands it on.
   * Never looks anything up and never throws after counting: the caller answers the same whatever happens here.
   */
  async requested(input: ResendRequest, clientIp: string): Promise<void> {
    const request = checkedLostTicketsRequest(input)
    await hit('lostTicketsPerNetwork', clientIp)
    await hit('lostTicketsPerAddress', request.email ?? request.phone)
    if (this.#dispatcher) {
      try {
        await this.#dispatcher(request)
        return
      } catch (error) {
        logger.warn({ err: error }, 'tickets resend: job not queued; handled in this process')
      }
    }
    setImmediate(() => {
      this.handle(request).catch((error) => logger.error({ err: error }, 'tickets resend failed'))
    })
  }

  /** The job: the orders bought with this address or number, and the tickets passed on to it, sent to it again. */
  async handle(request: LostTicketsRequest): Promise<{ orders: number; passedOn: number }> {
    const settings = await getPlatformSettings()
    const whatsapp = settings.whatsappFeatures.checkoutEnabled
    // Without WhatsApp a number cannot be written to; nothing goes out (and the answer was the same).
    if (request.phone && !whatsapp) return { orders: 0, passedOn: 0 }
    const column = request.email ? 'buyer_email' : 'buyer_phone'
    const value = request.email ?? request.phone
    const upcoming = (query: any) => query.whereRaw('coalesce(e.end_date, e.start_date) > now()').whereNull('e.cancelled_at')
    const orders = await upcoming(
      db
        .from('orders as o')
        .join('events as e', 'e.id', 'o.event_id')
        .where(`o.${column}`, value)
        .whereIn('o.status', [...ISSUED_ORDER_STATUSES])
        .where('o.refund_required', false)
        .if(request.eventId, (query) => query.where('o.event_id', request.eventId!))
    )
      .orderBy('o.id', 'desc')
      .limit(ORDERS_PER_REQUEST)
      .select('o.id')
    let sent = 0
    for (const { id } of orders) {
      if ((await ticketDelivery.resendOrder(id, request.email ? 'email' : 'whatsapp')) === 'sent') sent++
    }
    const passedOn = await upcoming(
      db
        .from('tickets as t')
        .join('events as e', 'e.id', 't.event_id')
        .join('orders as o', 'o.id', 't.order_id')
        .join('ticket_transfers as tr', 'tr.to_ticket_id', 't.id')
        .where(`t.${column}`, value)
        .where('t.is_valid', true)
        .whereIn('o.status', [...ISSUED_ORDER_STATUSES])
        .if(request.eventId, (query) => query.where('t.event_id', request.eventId!))
    )
      .orderBy('t.id', 'desc')
      .limit(ORDERS_PER_REQUEST)
      .select('t.id', 'tr.from_name', 'o.language')
    for (const row of passedOn) {
      await db.transaction(async (trx) => {
        const [ticket] = await ticketDetailsByIds([row.id], trx)
        const to = {
          name: ticket.buyerName,
          email: request.email ?? null,
          phone: request.phone ?? null,
          method: request.email ? 'email' : 'whatsapp',
        } as const
        await queueTransferredTicket(ticket, to, row.from_name ?? '', row.language as Language, settings.websiteName, trx)
      })
    }
    logger.info({ orders: sent, passedOn: passedOn.length }, 'lost tickets sent again')
    return { orders: sent, passedOn: passedOn.length }
  }
}

const lostTickets = new LostTickets()
export default lostTickets
