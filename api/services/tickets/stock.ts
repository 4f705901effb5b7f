/*
 * Stock, decided late and once inside the buyer's transaction (as pretix and alf.io do): the ticket type
 * rows are locked (SELECT … FOR NO KEY UPDATE, in id order so two carts never deadlock), then
 * available = maxQuantity − quantitySold − active unexpired holds of other sessions. Never a cached count.
 *
 * The lock is the queue every buyer of a hot ticket type waits in, so what happens while it is held is
 * kept short. The hot paths (a plain hold, a free purchase) are single calls to the functions of migration
 * 0046. Here, for the paid flows and the full checks: the lock query reads the event's columns in the same
 * query, and sellSeats() counts the holds, checks every line and, only when all fit, raises quantitySold
 * and consumes the session's holds in one statement. The holds are counted in a statement that starts
 * after the lock was granted, so it sees every hold committed by whoever held the lock before.
 */
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { RawQueryBindings } from '@adonisjs/lucid/types/querybuilder'
import TicketType from '#models/ticket_type'
import ticketsConfig from '#config/tickets'
import { DomainError } from '#exceptions/domain_error'
import { text } from '#exceptions/messages'
import { SALE_STATUS_TEXT } from '#exceptions/domain_texts'
import { saleStatus } from '#domain/sale_status'
import type { BuyerIdentity } from '#domain/buyer_identity'

export interface StockLine {
  ticketTypeId: number
  quantity: number
}

/** Who buys: whose tickets and pending orders count for maxPerUser (account, e-mail keys, phone keys). */
export type StockBuyer = BuyerIdentity

/** The ticket types with their event's columns; `lock`: locked for this transaction (unless a test's control run switched locking off). */
async function readTicketTypes(ids: number[], trx: QueryClientContract, lock: boolean): Promise<Map<number, TicketType>> {
  const unique = [...new Set(ids)].sort((a, b) => a - b)
  const query = TicketType.query({ client: trx })
    .select('ticket_types.*', 'events.is_published as event_is_published', 'events.qr_code_prefix as event_qr_code_prefix')
    .innerJoin('events', 'events.id', 'ticket_types.event_id')
    .whereIn('ticket_types.id', unique)
    .orderBy('ticket_types.id')
  // Only the ticket type rows (not the event's), and FOR NO KEY UPDATE: exclusive among everyone who
  // decides stock, like FOR UPDATE, without blocking the foreign-key checks (FOR KEY SHARE) of ticket and
  // hold inserts. The same lock as the functions of migration 0046.
  if (lock && ticketsConfig.stockLocking) query.knexQuery.forNoKeyUpdate('ticket_types')
  const rows = await query
  const found = new Map(rows.map((row) => [row.id, row]))
  for (const id of unique) if (!found.has(id)) throw new DomainError('TICKET_TYPE_NOT_FOUND')
  return found
}

/** The ticket types, locked for this transaction: what stock is decided on. */
export function lockTicketTypes(ids: number[], trx: TransactionClientContract): Promise<Map<number, TicketType>> {
  return readTicketTypes(ids, trx, true)
}

/** The ticket types as they are now, unlocked: for what may be prepared before the lock (an order's prices, checked again under it). */
export function peekTicketTypes(ids: number[], trx: QueryClientContract): Promise<Map<number, TicketType>> {
  return readTicketTypes(ids, trx, false)
}

/** Whether the type's event is published (read along by lockTicketTypes). */
export function eventIsPublished(ticketType: TicketType): boolean {
  return ticketType.$extras.event_is_published === true
}

/** The event's QR code prefix (read along by lockTicketTypes). */
export function qrPrefixOf(ticketType: TicketType): string | null {
  return (ticketType.$extras.event_qr_code_prefix as string | null | undefined) ?? null
}

function saleInput(ticketType: TicketType, held: number) {
  return {
    isActive: ticketType.isActive,
    maxQuantity: ticketType.maxQuantity,
    quantitySold: ticketType.quantitySold,
    reservedQuantity: held,
    saleStartDate: ticketType.saleStartDate,
    saleEndDate: ticketType.saleEndDate,
  }
}

/** Published, active and inside its sale dates: only the number of seats left can still refuse it. */
export function onSale(ticketType: TicketType): boolean {
  return eventIsPublished(ticketType) && saleStatus({ ...saleInput(ticketType, 0), availableNow: 1 }) === 'available'
}

/** A Postgres array literal of ids or base64url strings (nothing there that needs quoting). */
export function pgArray(values: (number | string)[]): string {
  return `{${values.join(',')}}`
}

/** A Postgres text[] literal with every element quoted (e-mail addresses may hold commas, quotes or braces). */
export function pgTextArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`
}

/** Tickets of this type the buyer already has or is paying for (tickets_taken_by_buyer, migration 0050). */
async function ticketsTakenBy(buyer: StockBuyer, ticketTypeId: number, trx: TransactionClientContract): Promise<number> {
  const result = await trx.rawQuery('SELECT tickets_taken_by_buyer(?, ?, ?, ?, ?) AS taken', [
    ticketTypeId,
    buyer.userId,
    pgTextArray(buyer.emailKeys),
    pgTextArray(buyer.phoneKeys),
    new Date(),
  ] as RawQueryBindings)
  return Number(result.rows[0]?.taken ?? 0)
}

/** Seats held by active, unexpired holds per ticket type, other than the given session's own (seats_held_by_others, migration 0046). */
export async function heldByOthers(ids: number[], sessionId: string | null, trx: TransactionClientContract): Promise<Map<number, number>> {
  const result = await trx.rawQuery(
    'SELECT id, seats_held_by_others(id, :sessionId, :now) AS held FROM unnest(CAST(:ids AS int[])) AS id',
    {
      ids: pgArray(ids),
      sessionId,
      now: new Date(),
    } as RawQueryBindings
  )
  const rows: { id: number; held: number }[] = result.rows
  return new Map(rows.map((row) => [row.id, row.held]))
}

/** What this buyer can still get of a locked type, given the seats others hold; throws when it is not on sale (SPEC §4 order of checks). */
export function availableFor(ticketType: TicketType, held: number): number {
  if (!eventIsPublished(ticketType)) throw new DomainError('TICKET_TYPE_NOT_FOUND')
  const status = saleStatus(saleInput(ticketType, held))
  if (status !== 'available' && status !== 'sold_out') {
    throw new DomainError('TICKET_TYPE_NOT_ON_SALE', {
      params: { ticketType: ticketType.name, saleStatus: text(SALE_STATUS_TEXT[status]) },
      details: { saleStatus: status },
    })
  }
  return Math.max(0, ticketType.maxQuantity - ticketType.quantitySold - held)
}

/** SPEC §5 alert text: 'name (slechts N beschikbaar, M geselecteerd)'. */
export function unavailable(ticketType: Pick<TicketType, 'id' | 'name'>, available: number, wanted: number): DomainError {
  return new DomainError('TICKETS_TOO_FEW_LEFT', {
    params: { ticketType: ticketType.name, available, wanted },
    details: { ticketTypeId: ticketType.id, availableNow: available },
  })
}

/** A per-person limit (maxPerUser): the buyer's tickets and pending orders are counted under the lock. */
export function hasUserLimit(ticketType: TicketType): boolean {
  return ticketType.hasUserLimit === true && ticketType.maxPerUser !== null
}

function quantityLimit(ticketType: TicketType): DomainError {
  return new DomainError('QUANTITY_PER_PERSON', {
    params: { ticketType: ticketType.name, max: String(ticketType.maxPerUser) },
    details: { ticketTypeId: ticketType.id, maxPerUser: ticketType.maxPerUser },
  })
}

/** hasUserLimit true → at most maxPerUser per buyer (SPEC §5). */
export function assertWithinUserLimit(ticketType: TicketType, quantity: number) {
  if (hasUserLimit(ticketType) && quantity > ticketType.maxPerUser!) throw quantityLimit(ticketType)
}

/** Every line in SPEC §4/§5 order (sale status, seats left, per-person limit counted after the type's lock); throws the first refusal. */
async function checkLines(
  lines: StockLine[],
  types: Map<number, TicketType>,
  held: Map<number, number>,
  buyer: StockBuyer,
  trx: TransactionClientContract
) {
  for (const line of lines) {
    const type = types.get(line.ticketTypeId)!
    const available = availableFor(type, held.get(type.id) ?? 0)
    if (line.quantity > available) throw unavailable(type, available, line.quantity)
    if (hasUserLimit(type) && (await ticketsTakenBy(buyer, type.id, trx)) + line.quantity > type.maxPerUser!) throw quantityLimit(type)
  }
}

/** The full stock checks for a cart of locked types, in SPEC order; throws the first refusal. */
export async function checkStock(
  lines: StockLine[],
  types: Map<number, TicketType>,
  sessionId: string | null,
  buyer: StockBuyer,
  trx: TransactionClientContract
) {
  const held = await heldByOthers(
    lines.map((l) => l.ticketTypeId),
    sessionId,
    trx
  )
  await checkLines(lines, types, held, buyer, trx)
}

const SELL_SQL = `
WITH cart AS (
  SELECT * FROM unnest(CAST(:typeIds AS int[]), CAST(:quantities AS int[])) AS c(ticket_type_id, quantity)
), held AS (
  SELECT c.ticket_type_id, c.quantity, seats_held_by_others(c.ticket_type_id, :sessionId, :now) AS held FROM cart c
), lines AS (
  SELECT h.ticket_type_id, h.quantity, h.held, t.max_quantity - t.quantity_sold - h.held AS available
  FROM held h JOIN ticket_types t ON t.id = h.ticket_type_id
), verdict AS (
  SELECT bool_and(quantity <= available) AS fits FROM lines
), sold AS (
  UPDATE ticket_types t SET quantity_sold = t.quantity_sold + l.quantity, version = t.version + 1
  FROM lines l, verdict v
  WHERE v.fits AND t.id = l.ticket_type_id
  RETURNING t.id
), consumed AS (
  UPDATE ticket_reservations SET is_active = false, updated_at = :now
  WHERE session_id = :sessionId AND ticket_type_id IN (SELECT ticket_type_id FROM cart) AND is_active AND (SELECT fits FROM verdict)
  RETURNING id
)
SELECT l.ticket_type_id, l.held, v.fits FROM lines l, verdict v`

/**
 * One statement under the lock: the seats others hold, and when every line fits, quantitySold raised
 * and the session's holds of these types consumed. Returns whether it sold and the holds it counted.
 */
async function sellSeats(lines: StockLine[], sessionId: string | null, trx: TransactionClientContract) {
  const result = await trx.rawQuery(SELL_SQL, {
    typeIds: pgArray(lines.map((l) => l.ticketTypeId)),
    quantities: pgArray(lines.map((l) => l.quantity)),
    now: new Date(),
    sessionId,
    // sessionId is null when a confirmed payment takes its seats again: every hold counts, none is consumed.
  } as RawQueryBindings)
  const rows: { ticket_type_id: number; held: number; fits: boolean }[] = result.rows
  return { sold: rows[0]?.fits === true, held: new Map(rows.map((row) => [row.ticket_type_id, row.held])) }
}

/**
 * Takes the seats inside the caller's transaction (types locked): stock check in which the session's own
 * holds count for it, per-person limits, quantitySold raised, the session's holds consumed.
 */
export async function takeStock(
  lines: StockLine[],
  types: Map<number, TicketType>,
  sessionId: string | null,
  buyer: StockBuyer,
  trx: TransactionClientContract
) {
  // A type off sale or with a per-person limit is checked in full first (that is where most refusals come from).
  if (!lines.every((line) => onSale(types.get(line.ticketTypeId)!) && !hasUserLimit(types.get(line.ticketTypeId)!))) {
    await checkStock(lines, types, sessionId, buyer, trx)
  }
  const { sold, held } = await sellSeats(lines, sessionId, trx)
  if (sold) return
  // Not every line fitted: the SPEC §5 refusal for the first that did not, from the same count.
  await checkLines(lines, types, held, buyer, trx)
  throw new DomainError('TICKETS_JUST_SOLD_OUT')
}
