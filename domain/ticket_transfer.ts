/*
 * Passing a ticket on to a friend, free (not a resale), and sending lost tickets again: the contract between the API
 * (api/services/tickets/ticket_transfer_service.ts, ticket_resend_service.ts), the storefront (My tickets, /download,
 * the event page) and the back office (the organizer's event form, the scanner). Pure: no I/O.
 *
 * The rules:
 * - The holder (signed in as the order's buyer, or a guest with the download link's token) gives one ticket to
 *   another name and e-mail address or WhatsApp number. The old ticket becomes invalid (the scanner answers
 *   `transferred`, with when), a new ticket with a new QR code is issued on the same order and sent to the new holder;
 *   the old holder gets a short confirmation. No money moves and nothing counts as a sale.
 * - Per event, a bought ticket may be passed on at most `maxTransfersPerTicket` times (default 1, 0 = off); a chain
 *   of transfers counts against the first ticket.
 * - Refused, with nothing changed: a checked-in ticket, one listed on Ticketswitch, one already passed on, the limit
 *   reached, an event that started, ended or was cancelled, an order that is not paid or free (or owes a refund).
 * - Passing a ticket to oneself is allowed (it corrects the name on the ticket) and counts like any transfer.
 *
 * Endpoints:
 * - POST /api/tickets/{id}/transfer[?downloadToken=] TransferRequest → 201 { message, data: TransferAnswer }
 * - POST /api/tickets/resend ResendRequest → 200 { success: true, message } — the same answer whether or not the
 *   address bought tickets; the tickets go only to that address or number.
 * - Organizer: events carry `maxTransfersPerTicket` (create/update/show).
 */

/** Default per event: one transfer per bought ticket. */
export const DEFAULT_MAX_TRANSFERS_PER_TICKET = 1
/** Highest value an organizer may set (the database checks it too). */
export const MAX_TRANSFERS_PER_TICKET_LIMIT = 10

/** The refusals, in the order a holder would want to hear them; the API's table gives each its status and text. */
export const TRANSFER_REFUSALS = [
  'TRANSFER_TICKET_NOT_VALID',
  'TRANSFER_ALREADY_TRANSFERRED',
  'TRANSFER_CHECKED_IN',
  'TRANSFER_EVENT_CANCELLED',
  'TRANSFER_EVENT_STARTED',
  'TRANSFER_DISABLED',
  'TRANSFER_LIMIT_REACHED',
  'TRANSFER_LISTED',
] as const
export type TransferRefusal = (typeof TRANSFER_REFUSALS)[number]

export const TRANSFER_CONTACT_METHODS = ['email', 'whatsapp'] as const
export type TransferContactMethod = (typeof TRANSFER_CONTACT_METHODS)[number]

/** POST /api/tickets/{id}/transfer */
export interface TransferRequest {
  firstName: string
  lastName: string
  contactMethod: TransferContactMethod
  email?: string | null
  phone?: string | null
  /** A guest's download link token (/download?token=); signed-in holders need none. */
  downloadToken?: string | null
}

export interface TransferAnswer {
  /** The old ticket (now invalid). */
  ticketId: number
  transferredAt: string
  /** The new holder's name, as the old ticket now shows it ('Doorgegeven aan …'). */
  transferredTo: string
  /** Where the new ticket went, masked (e-mail or number). */
  sentTo: string
  channel: TransferContactMethod
}

/** POST /api/tickets/resend: one address or number; eventId narrows it to one event's orders. */
export interface ResendRequest {
  email?: string | null
  phone?: string | null
  /** Either, in one field (the storefront's form): with an '@' it is an address, else a number. */
  contact?: string | null
  eventId?: number | null
}

/** What decides whether a ticket may be passed on now. */
export interface TransferFacts {
  isValid: boolean
  transferredAt: Date | string | null
  isCheckedIn: boolean
  transferredToTicketswitch: boolean
  orderStatus: string
  refundRequired: boolean
  eventStart: Date
  eventCancelled: boolean
  maxTransfers: number
  /** Transfers already made in this ticket's chain (from its first ticket on). */
  transfersMade: number
  listedOnTicketswitch: boolean
}

/** Why this ticket cannot be passed on now, or null. */
export function transferRefusalOf(ticket: TransferFacts, now: Date = new Date()): TransferRefusal | null {
  if (ticket.transferredAt) return 'TRANSFER_ALREADY_TRANSFERRED'
  // A cancelled event's tickets are invalid too; its own reason says more.
  if (ticket.eventCancelled) return 'TRANSFER_EVENT_CANCELLED'
  if (ticket.transferredToTicketswitch || !ticket.isValid || !['paid', 'free'].includes(ticket.orderStatus) || ticket.refundRequired)
    return 'TRANSFER_TICKET_NOT_VALID'
  if (ticket.isCheckedIn) return 'TRANSFER_CHECKED_IN'
  if (ticket.eventStart.getTime() <= now.getTime()) return 'TRANSFER_EVENT_STARTED'
  if (ticket.maxTransfers <= 0) return 'TRANSFER_DISABLED'
  if (ticket.transfersMade >= ticket.maxTransfers) return 'TRANSFER_LIMIT_REACHED'
  if (ticket.listedOnTicketswitch) return 'TRANSFER_LISTED'
  return null
}

/** 'Jan Jansen' from the form's two names, trimmed. */
export function transferHolderName(firstName: string, lastName: string): string {
  return `${firstName.trim()} ${lastName.trim()}`.trim()
}
