/*
 * An event's ticket types as its organizer sets them. A save races buyers, so it takes the same
 * locks in the same order as a sale: the event row (FOR NO KEY UPDATE, which buyers' inserts never wait for),
 * then the ticket type row (FOR NO KEY UPDATE, the lock every hold and sale takes, stock.ts / migration 0051).
 * Under them the seats sold and held are exact, so maxQuantity never drops below them. The API's `version` is the
 * column edit_version, raised by an organizer's save only (never by a sale): it refuses a save made from a copy
 * another editor has since changed, and the UPDATE repeats the check. Buyers never make an edit conflict; the
 * quantity rule reads the live figures under the lock instead.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'
import type Event from '#models/event'
import TicketType from '#models/ticket_type'
import { DomainError } from '#exceptions/domain_error'
import { authorizeEvent, authorizeTicketType } from '#policies/events_policy'
import { authorize } from '#policies/resource_policy'
import { ticketTypeProblems } from '#domain/event_status'
import { refuseProblems } from '#services/events/event_rules'
import { checkVenueCapacity } from '#services/events/organizer_event_service'
import { heldByOthers } from '#services/tickets/stock'
import { clearCatalogueCaches } from '#services/catalogue/catalogue_cache'
import { recordChange } from '#services/audit/audit_service'
import { requestOffers } from '#services/waiting_list/offer_trigger'

export interface TicketTypeInput {
  name?: string
  description?: string | null
  price?: number
  maxQuantity?: number
  saleStartDate?: string | null
  saleEndDate?: string | null
  isActive?: boolean
  isHidden?: boolean
  sortOrder?: number
  hasUserLimit?: boolean | null
  maxPerUser?: number | null
}

export interface TicketTypeView {
  ticketType: TicketType
  held: number
}

function instant(value: string | null | undefined): DateTime | null | undefined {
  if (value === undefined || value === null) return value
  const parsed = DateTime.fromISO(value, { setZone: true })
  // The validator checks the form; a day that does not exist (2026-02-30) is caught here.
  if (!parsed.isValid) throw new DomainError('INVALID_DATE_TIME')
  return parsed
}

/** The columns an input changes (undefined = unchanged); prices as exact 2-decimal strings. */
function columnsOf(input: TicketTypeInput) {
  const columns: Record<string, unknown> = {
    name: input.name,
    description: input.description === undefined ? undefined : input.description || null,
    price: input.price === undefined ? undefined : input.price.toFixed(2),
    max_quantity: input.maxQuantity,
    sale_start_date: instant(input.saleStartDate)?.toJSDate() ?? (input.saleStartDate === null ? null : undefined),
    sale_end_date: instant(input.saleEndDate)?.toJSDate() ?? (input.saleEndDate === null ? null : undefined),
    is_active: input.isActive,
    is_hidden: input.isHidden,
    sort_order: input.sortOrder,
    has_user_limit: input.hasUserLimit,
    // No limit, no number: a maxPerUser left behind would surprise when the limit is switched on again.
    max_per_user: input.hasUserLimit === false || input.hasUserLimit === null ? null : input.maxPerUser,
  }
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined))
}

function checkRules(
  event: Event,
  merged: { saleStartDate: unknown; saleEndDate: unknown; hasUserLimit: boolean | null; maxPerUser: number | null }
) {
  const at = (value: unknown) => (value instanceof DateTime ? value.toJSDate() : (value as Date | string | null))
  refuseProblems(
    ticketTypeProblems(
      {
        saleStartDate: at(merged.saleStartDate),
        saleEndDate: at(merged.saleEndDate),
        hasUserLimit: merged.hasUserLimit,
        maxPerUser: merged.maxPerUser,
      },
      event.endDate?.toJSDate()
    )
  )
}

function assertEditable(event: Event) {
  if (event.cancelledAt) throw new DomainError('EVENT_CANCELLED')
}

async function held(id: number, trx: TransactionClientContract): Promise<number> {
  return (await heldByOthers([id], null, trx)).get(id) ?? 0
}

/** POST /api/events/{id}/ticket-types */
export async function createTicketType(viewer: User, eventId: number | null, input: TicketTypeInput): Promise<TicketTypeView> {
  const ticketType = await db.transaction(async (trx) => {
    const event = await authorizeEvent(viewer, eventId, 'edit', trx)
    // Editing the event and creating its ticket types are two grants of the access table: both must hold.
    authorize(viewer, 'ticket-types', 'create', { organizerId: event.organizerId })
    assertEditable(event)
    checkRules(event, {
      saleStartDate: input.saleStartDate ?? null,
      saleEndDate: input.saleEndDate ?? null,
      hasUserLimit: input.hasUserLimit ?? null,
      maxPerUser: input.maxPerUser ?? null,
    })
    await checkVenueCapacity(event, trx, { ticketTypeId: null, maxQuantity: input.maxQuantity! })
    const [row] = await trx
      .insertQuery()
      .table('ticket_types')
      .insert({ event_id: event.id, quantity_sold: 0, version: 0, edit_version: 0, is_active: true, sort_order: 0, ...columnsOf(input) })
      .returning('id')
    return TicketType.query({ client: trx })
      .where('id', row.id ?? row)
      .firstOrFail()
  })
  clearCatalogueCaches()
  return { ticketType, held: 0 }
}

/** PUT /api/ticket-types/{id}: `version` must be the one read; maxQuantity never below sold + held (409 with the numbers). */
export async function updateTicketType(
  viewer: User,
  id: number | null,
  input: TicketTypeInput & { version: number }
): Promise<TicketTypeView> {
  const found = await authorizeTicketType(viewer, id, 'edit')
  const result = await db.transaction(async (trx) => {
    const event = await authorizeEvent(viewer, found.eventId, 'edit', trx)
    assertEditable(event)
    const locked = TicketType.query({ client: trx }).where('id', found.id)
    locked.knexQuery.forNoKeyUpdate('ticket_types')
    const current = await locked.firstOrFail()
    if (current.editVersion !== input.version) throw changedElsewhere(current)
    const seatsHeld = await held(current.id, trx)
    if (input.maxQuantity !== undefined && input.maxQuantity < current.quantitySold + seatsHeld) {
      const minimum = current.quantitySold + seatsHeld
      throw new DomainError('MAX_QUANTITY_BELOW_SOLD_AND_HELD', {
        params: { minimum, sold: current.quantitySold, held: seatsHeld },
        details: { quantitySold: current.quantitySold, reservedQuantity: seatsHeld, minimum },
      })
    }
    const hasUserLimit = input.hasUserLimit !== undefined ? input.hasUserLimit : current.hasUserLimit
    checkRules(event, {
      saleStartDate: input.saleStartDate !== undefined ? input.saleStartDate : current.saleStartDate,
      saleEndDate: input.saleEndDate !== undefined ? input.saleEndDate : current.saleEndDate,
      hasUserLimit,
      maxPerUser: input.maxPerUser !== undefined ? input.maxPerUser : current.maxPerUser,
    })
    if (input.maxQuantity !== undefined) await checkVenueCapacity(event, trx, { ticketTypeId: current.id, maxQuantity: input.maxQuantity })
    const updated = await trx
      .from('ticket_types')
      .where('id', current.id)
      .where('edit_version', input.version)
      .update({ ...columnsOf(input), version: current.version + 1, edit_version: current.editVersion + 1, updated_at: new Date() })
    if (Number(updated) !== 1) throw changedElsewhere(current)
    const saved = await TicketType.query({ client: trx }).where('id', current.id).firstOrFail()
    await recordChange(trx, {
      actorId: viewer.id,
      entityType: 'ticket_type',
      entityId: saved.id,
      action: 'update',
      before: auditFields(current),
      after: auditFields(saved),
    })
    // A raised quantity: the waiting list's next people are offered the new seats.
    if (saved.maxQuantity > current.maxQuantity) trx.after('commit', () => requestOffers([saved.id]))
    return { ticketType: saved, held: seatsHeld }
  })
  clearCatalogueCaches()
  return result
}

/** What a ticket type's audit line compares: what a buyer pays and how much is on sale when. */
function auditFields(type: TicketType): Record<string, unknown> {
  return {
    name: type.name,
    price: type.price,
    maxQuantity: type.maxQuantity,
    isActive: type.isActive,
    saleStartDate: type.saleStartDate?.toISO() ?? null,
    saleEndDate: type.saleEndDate?.toISO() ?? null,
    maxPerUser: type.hasUserLimit ? type.maxPerUser : null,
  }
}

function changedElsewhere(current: TicketType): DomainError {
  return new DomainError('TICKET_TYPE_CHANGED', { details: { currentVersion: current.editVersion } })
}
