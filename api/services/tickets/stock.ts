/*
 * Stock, decided late and once inside the buyer's transaction (as pretix and alf.io do): the ticket type
 * rows are locked (SELECT … FOR UPDATE, in id order so two carts never deadlock), then
 * available = maxQuantity − quantitySold − active unexpired holds of other sessions. Never a cached count.
 */
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import TicketType from '#models/ticket_type'
import ticketsConfig from '#config/tickets'
import { DomainError } from '#exceptions/domain_error'
import { SALE_STATUS_LABELS, saleStatus } from '#domain/sale_status'

/** The ticket types, locked for this transaction (unless a test's control run switched locking off). */
export async function lockTicketTypes(ids: number[], trx: TransactionClientContract): Promise<Map<number, TicketType>> {
  const unique = [...new Set(ids)].sort((a, b) => a - b)
  const query = TicketType.query({ client: trx }).whereIn('id', unique).orderBy('id').preload('event')
  if (ticketsConfig.stockLocking) query.forUpdate()
  const rows = await query
  const found = new Map(rows.map((row) => [row.id, row]))
  for (const id of unique) if (!found.has(id)) throw new DomainError('TICKET_TYPE_NOT_FOUND')
  return found
}

/** Seats held by active, unexpired holds, other than the given session's own. */
export async function heldByOthers(ticketTypeId: number, sessionId: string | null, trx: TransactionClientContract): Promise<number> {
  const query = trx
    .from('ticket_reservations')
    .where('ticket_type_id', ticketTypeId)
    .where('is_active', true)
    .where('expires_at', '>', DateTime.now().toJSDate())
  if (sessionId) query.whereNot('session_id', sessionId)
  const [row] = await query.sum('quantity as held')
  return Number(row?.held ?? 0)
}

/** What this buyer can still get of a locked type; throws when it is not on sale (SPEC §4 order of checks). */
export async function availableFor(ticketType: TicketType, sessionId: string | null, trx: TransactionClientContract): Promise<number> {
  if (!ticketType.event?.isPublished) throw new DomainError('TICKET_TYPE_NOT_FOUND')
  const held = await heldByOthers(ticketType.id, sessionId, trx)
  const input = {
    isActive: ticketType.isActive,
    maxQuantity: ticketType.maxQuantity,
    quantitySold: ticketType.quantitySold,
    reservedQuantity: held,
    saleStartDate: ticketType.saleStartDate,
    saleEndDate: ticketType.saleEndDate,
  }
  const status = saleStatus(input)
  if (status !== 'available' && status !== 'sold_out') {
    throw new DomainError('SALE_NOT_OPEN', `${ticketType.name}: ${SALE_STATUS_LABELS[status]}`, { saleStatus: status })
  }
  return Math.max(0, ticketType.maxQuantity - ticketType.quantitySold - held)
}

/** SPEC §5 alert text: 'name (slechts N beschikbaar, M geselecteerd)'. */
export function unavailable(ticketType: TicketType, available: number, wanted: number): DomainError {
  return new DomainError('TICKETS_UNAVAILABLE', `${ticketType.name} (slechts ${available} beschikbaar, ${wanted} geselecteerd)`, {
    ticketTypeId: ticketType.id,
    availableNow: available,
  })
}

/** hasUserLimit true → at most maxPerUser per buyer (SPEC §5). */
export function assertWithinUserLimit(ticketType: TicketType, quantity: number) {
  if (ticketType.hasUserLimit === true && ticketType.maxPerUser !== null && quantity > ticketType.maxPerUser) {
    throw new DomainError('QUANTITY_LIMIT', `${ticketType.name}: maximaal ${ticketType.maxPerUser} per persoon`, {
      ticketTypeId: ticketType.id,
      maxPerUser: ticketType.maxPerUser,
    })
  }
}
