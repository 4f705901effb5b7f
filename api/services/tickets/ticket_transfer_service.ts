/*
 * Passing a ticket on to a friend, free (rules and contract: domain/ticket_transfer.ts). One transaction with the
 * ticket's row locked, as a scan (check_ins/scanned_ticket.ts) and a Ticketswitch listing (ticketswitch/
 * listing_service.ts) lock it: whichever comes second sees what the first did, so a ticket is never both passed on and
 * checked in, listed or passed on twice. The old ticket becomes invalid with transferred_at; the new ticket (new QR
 * code, the new holder's name and contact) joins the same order with transferred_from_ticket_id, so no figure counts
 * it as sold (migration 0094); the transfer is recorded in ticket_transfers and both holders' messages are queued in
 * the same transaction.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'
import type PlatformSetting from '#models/platform_setting'
import { DomainError } from '#exceptions/domain_error'
import { BUYER_FIELD_TEXT } from '#exceptions/domain_texts'
import { isUniqueViolation } from '#services/accounts/auth_service'
import { getPlatformSettings } from '#services/platform/platform_settings_service'
import { newQrCode } from '#services/orders/order_keys'
import { holderOf, type Holder } from '#services/ticketswitch/listing_service'
import { rowLocking } from '#services/ticketswitch/row_locking'
import { ticketDetailsByIds } from '#services/tickets/ticket_details'
import { queueTransferConfirmation, queueTransferredTicket } from '#services/tickets/transfer_messages'
import { buyerInfoErrors, type BuyerField, type ContactMethod } from '#domain/buyer_info'
import { normalizePhone } from '#domain/auth_rules'
import { maskEmail, maskPhone } from '#domain/contact_mask'
import type { Language } from '#domain/languages'
import {
  transferHolderName,
  transferRefusalOf,
  type TransferAnswer,
  type TransferContactMethod,
  type TransferRequest,
} from '#domain/ticket_transfer'
import { recordTransferEvent } from '#services/webhooks/webhook_events'

/** The new holder as the form gave them, checked. */
interface NewHolder {
  firstName: string
  lastName: string
  name: string
  method: TransferContactMethod
  email: string | null
  phone: string | null
}

/** The checkout's buyer rules (domain/buyer_info.ts) on the form; WhatsApp only while the platform sends it. */
async function checkedHolder(input: TransferRequest, settings: PlatformSetting): Promise<NewHolder> {
  const whatsappEnabled = settings.whatsappFeatures.checkoutEnabled
  if (input.contactMethod === 'whatsapp' && !whatsappEnabled) {
    throw DomainError.fields('VALIDATION_ERROR', { contactMethod: ['TRANSFER_WHATSAPP_OFF'] })
  }
  // The form asks each once: the confirmation rule of checkout does not apply.
  const info = { ...input, confirmEmail: input.email, confirmPhone: input.phone }
  const errors = Object.keys(buyerInfoErrors(info, { whatsappEnabled, bothEnabled: false })) as BuyerField[]
  if (errors.length > 0) {
    throw DomainError.fields('VALIDATION_ERROR', Object.fromEntries(errors.map((field) => [field, [BUYER_FIELD_TEXT[field]]])))
  }
  const firstName = input.firstName.trim()
  const lastName = input.lastName.trim()
  return {
    firstName,
    lastName,
    name: transferHolderName(firstName, lastName),
    method: input.contactMethod,
    email: input.contactMethod === 'email' ? input.email!.trim().toLowerCase() : null,
    phone: input.contactMethod === 'whatsapp' ? normalizePhone(input.phone!) : null,
  }
}

/** The ticket (t) with its order (o) and event (e): what decides whether it may be passed on, and who holds it. */
interface TransferRow {
  id: number
  order_id: number
  event_id: number
  ticket_type_id: number
  purchase_price: string
  is_valid: boolean
  is_checked_in: boolean
  transferred_to_ticketswitch: boolean
  transferred_at: Date | null
  transferred_from_ticket_id: number | null
  holder_name: string | null
  holder_email: string | null
  holder_phone: string | null
  holder_contact_method: ContactMethod
  order_status: string
  refund_required: boolean
  buyer_user_id: number | null
  order_email: string | null
  language: Language
  start_date: Date
  cancelled_at: Date | null
  max_transfers_per_ticket: number
  qr_code_prefix: string | null
}

async function transferRow(ticketId: number, trx: TransactionClientContract): Promise<TransferRow | undefined> {
  const result = await trx.rawQuery(
    `SELECT t.id, t.order_id, t.event_id, t.ticket_type_id, t.purchase_price, t.is_valid, t.is_checked_in,
            t.transferred_to_ticketswitch, t.transferred_at, t.transferred_from_ticket_id, t.buyer_name AS holder_name,
            t.buyer_email AS holder_email, t.buyer_phone AS holder_phone, t.contact_method::text AS holder_contact_method,
            o.status::text AS order_status, o.refund_required, o.buyer_user_id, o.buyer_email AS order_email, o.language,
            e.start_date, e.cancelled_at, e.max_transfers_per_ticket, e.qr_code_prefix
     FROM tickets t JOIN orders o ON o.id = t.order_id JOIN events e ON e.id = t.event_id
     WHERE t.id = ?`,
    [ticketId]
  )
  return result.rows[0]
}

/**
 * Whether the holder holds this ticket: by the download link's list, or signed in as My tickets says (the order's
 * buyer for a bought ticket, the verified address of the new holder for one passed on).
 */
function holds(holder: Holder, row: TransferRow): boolean {
  if (holder.tokenTicketIds) return holder.tokenTicketIds.includes(row.id)
  const user = holder.user!
  const email = user.isEmailVerified ? user.email.trim().toLowerCase() : null
  if (row.transferred_from_ticket_id !== null) return email !== null && row.holder_email === email
  return row.buyer_user_id === user.id || (email !== null && row.order_email === email)
}

/** The first ticket of this ticket's chain of transfers, and how many transfers the chain has made. */
async function chainOf(ticketId: number, trx: TransactionClientContract): Promise<{ originalTicketId: number; made: number }> {
  const arrived = await trx.from('ticket_transfers').where('to_ticket_id', ticketId).select('original_ticket_id').first()
  const originalTicketId: number = arrived?.original_ticket_id ?? ticketId
  const count = await trx.from('ticket_transfers').where('original_ticket_id', originalTicketId).count('* as n').first()
  return { originalTicketId, made: Number(count?.n ?? 0) }
}

/** POST /api/tickets/{id}/transfer: the holder passes one ticket on. Someone else's ticket is a 404. */
export async function transferTicket(viewer: User | null, ticketId: number, input: TransferRequest): Promise<TransferAnswer> {
  const holder = await holderOf(viewer, input.downloadToken)
  const settings = await getPlatformSettings()
  const to = await checkedHolder(input, settings)
  const site = settings.websiteName
  try {
    return await db.transaction(async (trx) => {
      // The ticket's row only, first (a scan and a listing lock the same row): whichever comes second sees the other.
      const locked = await trx.rawQuery(`SELECT id FROM tickets WHERE id = ? ${rowLocking() ? 'FOR UPDATE' : ''}`, [ticketId])
      if (locked.rows.length === 0) throw new DomainError('TRANSFER_TICKET_NOT_FOUND')
      const row = (await transferRow(ticketId, trx))!
      if (!holds(holder, row)) throw new DomainError('TRANSFER_TICKET_NOT_FOUND')
      const [chain, listing] = await Promise.all([
        chainOf(row.id, trx),
        trx.from('ticketswitch_listings').where({ original_ticket_id: row.id, is_active: true }).select('id').first(),
      ])
      const refusal = transferRefusalOf({
        isValid: row.is_valid,
        transferredAt: row.transferred_at,
        isCheckedIn: row.is_checked_in,
        transferredToTicketswitch: row.transferred_to_ticketswitch,
        orderStatus: row.order_status,
        refundRequired: row.refund_required,
        eventStart: row.start_date,
        eventCancelled: row.cancelled_at !== null,
        maxTransfers: row.max_transfers_per_ticket,
        transfersMade: chain.made,
        listedOnTicketswitch: Boolean(listing),
      })
      if (refusal === 'TRANSFER_LIMIT_REACHED') {
        throw new DomainError(refusal, { params: { max: row.max_transfers_per_ticket } })
      }
      if (refusal) throw new DomainError(refusal)

      const now = DateTime.now()
      await trx.from('tickets').where('id', row.id).update({ is_valid: false, transferred_at: now.toJSDate(), updated_at: now.toJSDate() })
      const [created] = await trx
        .insertQuery()
        .table('tickets')
        .insert({
          order_id: row.order_id,
          event_id: row.event_id,
          ticket_type_id: row.ticket_type_id,
          buyer_email: to.email,
          buyer_name: to.name,
          buyer_phone: to.phone,
          buyer_identifier: to.email ?? to.phone,
          contact_method: to.method,
          qr_code: newQrCode(row.qr_code_prefix),
          purchase_price: row.purchase_price,
          transferred_from_ticket_id: row.id,
          created_at: now.toJSDate(),
          updated_at: now.toJSDate(),
        })
        .returning('id')
      const newTicketId: number = typeof created === 'object' ? created.id : created
      await trx.table('ticket_transfers').insert({
        event_id: row.event_id,
        order_id: row.order_id,
        original_ticket_id: chain.originalTicketId,
        from_ticket_id: row.id,
        to_ticket_id: newTicketId,
        from_name: row.holder_name,
        to_first_name: to.firstName,
        to_last_name: to.lastName,
        to_email: to.email,
        to_phone: to.phone,
        to_contact_method: to.method,
        by_user_id: holder.tokenTicketIds ? null : holder.user!.id,
        via: holder.tokenTicketIds ? 'download_link' : 'account',
        created_at: now.toJSDate(),
      })

      await recordTransferEvent(trx, row.id, newTicketId, 'transfer')
      const [oldTicket, newTicket] = await ticketDetailsByIds([row.id, newTicketId], trx)
      const fromName = row.holder_name ?? ''
      await queueTransferredTicket(
        newTicket,
        { name: to.name, email: to.email, phone: to.phone, method: to.method },
        fromName,
        row.language,
        site,
        trx
      )
      await queueTransferConfirmation(
        oldTicket,
        { name: fromName, email: row.holder_email, phone: row.holder_phone, method: row.holder_contact_method },
        to.name,
        row.language,
        site,
        trx
      )
      return {
        ticketId: row.id,
        transferredAt: now.toISO()!,
        transferredTo: to.name,
        sentTo: to.email ? maskEmail(to.email)! : maskPhone(to.phone)!,
        channel: to.method,
      }
    })
  } catch (error) {
    // The unique index on the successor: another transfer of this ticket committed first.
    if (isUniqueViolation(error)) throw new DomainError('TRANSFER_ALREADY_TRANSFERRED')
    throw error
  }
}
