/*
 * Cash shifts at the loket: a seller opens a shift with a cash float, sells (the loket sale records the
 * shift on each order through openShiftFor), and closes it with the counted cash. The money rules are pure
 * (domain/loket_shift.ts: which orders count, expected cash, the difference and its note).
 *
 * Closing is exact against concurrent sales: it takes the shift row FOR UPDATE, the same lock a sale takes through
 * openShiftFor, so a sale either committed before (and is in the report) or waits and then finds no open shift.
 * Report numbers are per organizer: a transaction-scoped advisory lock on the organizer makes two closes of one
 * organizer take the next number one after the other; the unique index (organizer_id, report_number) is the last word.
 * Once closed, the database trigger of migration 0072 refuses every change to the row.
 */
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import LoketShift from '#models/loket_shift'
import User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { authorize, scopeOf } from '#policies/resource_policy'
import { authorizeShift } from '#policies/loket_shift_policy'
import { employerOrganizerId } from '#domain/resource_access'
import { calendarDay, surinameMidnight } from '#domain/event_date_filter'
import { cashDifference, noteRequired, shiftTotals, type ShiftOrder, type ShiftReport, type ShiftTotals } from '#domain/loket_shift'
import { formatSrd } from '#domain/format'
import { recordChange } from '#services/audit/audit_service'

export const SHIFT_SORT_COLUMNS = { openedAt: 's.opened_at', closedAt: 's.closed_at', reportNumber: 's.report_number' } as const
export type ShiftSort = keyof typeof SHIFT_SORT_COLUMNS

export interface ShiftListQuery {
  page: number
  perPage: number
  sort: ShiftSort
  order: 'asc' | 'desc'
  filter: { sellerId?: number; status?: 'open' | 'closed'; from?: string; to?: string }
}

/** A shift with the names the views show, and its figures: the frozen report once closed, live totals while open. */
export interface ShiftView {
  shift: LoketShift
  sellerName: string
  closedByName: string | null
  totals: ShiftTotals | ShiftReport | null
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const pgError = error as { code?: string; constraint?: string }
  return pgError?.code === '23505' && pgError.constraint === constraint
}

/** POST /api/loket/shifts: the seller's own shift with its float; a second open shift is a 409. */
export async function openShift(seller: User, openingFloat: string): Promise<ShiftView> {
  const organizerId = employerOrganizerId(seller)
  if (organizerId === null) throw new DomainError('LOKET_SHIFT_NO_ORGANIZER')
  authorize(seller, 'loket-shifts', 'create', { userId: seller.id, organizerId })
  const open = await LoketShift.query().where('sellerId', seller.id).whereNull('closedAt').first()
  if (open) throw alreadyOpen(open)
  try {
    const shift = await LoketShift.create({ organizerId, sellerId: seller.id, openingFloat, openedAt: DateTime.now() })
    return shiftView(shift)
  } catch (error) {
    // Two opens at the same instant: the partial unique index lets one through.
    if (!isUniqueViolation(error, 'loket_shifts_one_open_per_seller')) throw error
    const winner = await LoketShift.query().where('sellerId', seller.id).whereNull('closedAt').first()
    throw alreadyOpen(winner)
  }
}

function alreadyOpen(open: LoketShift | null): DomainError {
  return new DomainError('LOKET_SHIFT_ALREADY_OPEN', { details: open ? { openShiftId: open.id } : {} })
}

/** GET /api/loket/shifts/current: the viewer's own open shift with its running totals, or null. */
export async function currentShift(seller: User): Promise<ShiftView | null> {
  const shift = await LoketShift.query().where('sellerId', seller.id).whereNull('closedAt').first()
  return shift ? shiftView(shift) : null
}

/** The shift's orders with their tickets (ticket type and event names), as the rules of domain/loket_shift.ts read them. */
async function shiftOrders(shiftId: number, client: TransactionClientContract | typeof db = db): Promise<ShiftOrder[]> {
  const orders: {
    id: number
    payment_method: string | null
    status: string
    paid: boolean
    total: string
    refunded_amount: string | null
  }[] = await client
    .from('orders')
    .where('loket_shift_id', shiftId)
    .orderBy('id')
    .select(
      'id',
      'payment_method',
      'status',
      client.raw('paid_at IS NOT NULL AS paid'),
      'total',
      // Cash and pin refunds counted in this shift (refund_service.ts records them on the sale's open shift).
      client.raw(
        `(SELECT sum(r.amount) FROM refunds r WHERE r.order_id = orders.id AND r.loket_shift_id = ? AND r.status = 'succeeded') AS refunded_amount`,
        [shiftId]
      )
    )
  if (orders.length === 0) return []
  const tickets: {
    order_id: number
    ticket_type_id: number
    ticket_type_name: string
    event_id: number
    event_title: string
    purchase_price: string
    refunded: boolean
  }[] = await client
    .from('tickets as t')
    .join('ticket_types as tt', 'tt.id', 't.ticket_type_id')
    .join('events as e', 'e.id', 't.event_id')
    .whereIn(
      't.order_id',
      orders.map((order) => order.id)
    )
    .orderBy('t.id')
    .select(
      't.order_id',
      't.ticket_type_id',
      'tt.name as ticket_type_name',
      't.event_id',
      'e.title as event_title',
      't.purchase_price',
      client.raw('t.refunded_at IS NOT NULL AS refunded')
    )
  return orders.map((order) => ({
    paymentMethod: order.payment_method,
    status: order.status,
    paid: order.paid,
    total: order.total,
    ...(order.refunded_amount === null ? {} : { refundedAmount: order.refunded_amount }),
    tickets: tickets
      .filter((ticket) => ticket.order_id === order.id)
      .map((ticket) => ({
        ticketTypeId: ticket.ticket_type_id,
        ticketTypeName: ticket.ticket_type_name,
        eventId: ticket.event_id,
        eventTitle: ticket.event_title,
        purchasePrice: ticket.purchase_price,
        ...(ticket.refunded ? { refunded: true } : {}),
      })),
  }))
}

export interface CloseShiftInput {
  countedCash: string
  note?: string | null
}

/**
 * POST /api/loket/shifts/{id}/close: the counted cash against the expected, the numbered report, frozen. The caller
 * (controller) has authorized the shift; here it is locked again and re-checked inside the transaction.
 */
export async function closeShift(viewer: User, shiftId: number, input: CloseShiftInput): Promise<ShiftView> {
  const closed = await db.transaction(async (trx) => closeShiftIn(trx, await authorizeShift(viewer, shiftId, 'edit', trx), viewer, input))
  return shiftView(closed)
}

/** Closes a locked, authorized shift inside the caller's transaction (also the demo data's one closed shift). */
export async function closeShiftIn(
  trx: TransactionClientContract,
  shift: LoketShift,
  closer: User,
  input: CloseShiftInput,
  closedAt: DateTime = DateTime.now()
): Promise<LoketShift> {
  if (shift.closedAt) throw new DomainError('LOKET_SHIFT_CLOSED')
  const totals = shiftTotals(shift.openingFloat, await shiftOrders(shift.id, trx))
  const difference = cashDifference(input.countedCash, totals.expectedCash)!
  const note = input.note?.trim() || null
  if (noteRequired(difference) && !note) throw noteMissing(difference, totals.expectedCash)

  await trx.rawQuery('SELECT pg_advisory_xact_lock(hashtext(?), ?)', ['suritickets.loket_shift_report_number', shift.organizerId])
  const last = await trx.from('loket_shifts').where('organizer_id', shift.organizerId).max('report_number as last').first()
  const reportNumber = Number(last?.last ?? 0) + 1
  const seller = await User.findOrFail(shift.sellerId, { client: trx })
  const report: ShiftReport = {
    ...totals,
    reportNumber,
    shiftId: shift.id,
    organizerId: shift.organizerId,
    seller: { id: seller.id, name: seller.displayName },
    closedBy: { id: closer.id, name: closer.displayName },
    openedAt: shift.openedAt.toISO()!,
    closedAt: closedAt.toISO()!,
    countedCash: input.countedCash,
    difference,
    note,
  }
  shift.useTransaction(trx)
  shift.merge({
    closedAt,
    closedBy: closer.id,
    countedCash: input.countedCash,
    expectedCash: totals.expectedCash,
    difference,
    note,
    reportNumber,
    report: report as unknown as Record<string, unknown>,
  })
  await shift.save()
  await recordChange(trx, {
    actorId: closer.id,
    entityType: 'loket_shift',
    entityId: shift.id,
    action: 'close',
    before: { closedAt: null },
    after: { closedAt: closedAt.toISO(), expectedCash: totals.expectedCash, countedCash: input.countedCash, difference, reportNumber },
    reason: note,
  })
  return shift
}

/** The expected cash of an open shift, from its orders (the demo data counts exactly). */
export async function expectedCashOf(trx: TransactionClientContract, shift: LoketShift): Promise<string> {
  return shiftTotals(shift.openingFloat, await shiftOrders(shift.id, trx)).expectedCash
}

/** 422 naming the difference, so the seller sees how much is over or short before writing the note. */
function noteMissing(difference: string, expected: string): DomainError {
  const short = difference.startsWith('-')
  const amount = formatSrd(short ? difference.slice(1) : difference)
  return new DomainError(short ? 'LOKET_SHIFT_COUNTED_SHORT' : 'LOKET_SHIFT_COUNTED_OVER', {
    params: { amount, expected: formatSrd(expected) },
    field: 'note',
    details: { difference, expectedCash: expected },
  })
}

/** GET /api/loket/shifts/{id}: the authorized shift with its report (closed) or running totals (open). */
export async function shiftView(shift: LoketShift): Promise<ShiftView> {
  const [view] = await shiftViews([shift], true)
  return view
}

/** Shifts with their people's names; live totals for open shifts only when asked (one shift's page, not a list). */
async function shiftViews(shifts: LoketShift[], withLiveTotals: boolean): Promise<ShiftView[]> {
  const ids = [...new Set(shifts.flatMap((shift) => [shift.sellerId, shift.closedBy ?? shift.sellerId]))]
  const people = new Map((await User.query().whereIn('id', ids)).map((user) => [user.id, user.displayName]))
  return Promise.all(
    shifts.map(async (shift) => ({
      shift,
      sellerName: people.get(shift.sellerId) ?? '',
      closedByName: shift.closedBy ? (people.get(shift.closedBy) ?? null) : null,
      totals: shift.closedAt
        ? (shift.report as unknown as ShiftReport)
        : withLiveTotals
          ? shiftTotals(shift.openingFloat, await shiftOrders(shift.id))
          : null,
    }))
  )
}

/** GET /api/loket/shifts: the viewer's own (seller) or their organizer's (team) shifts, newest first by default. */
export async function listShifts(viewer: User, query: ShiftListQuery): Promise<{ rows: ShiftView[]; total: number }> {
  const scope = scopeOf(viewer, 'loket-shifts')
  const matching = () => {
    const builder = db.from('loket_shifts as s')
    if (!scope.all) {
      const { userId, organizerId } = scope.owner
      if (userId !== undefined && userId !== null) builder.where('s.seller_id', userId)
      else if (organizerId !== undefined && organizerId !== null) builder.where('s.organizer_id', organizerId)
      else throw new DomainError('FORBIDDEN')
    }
    const { sellerId, status, from, to } = query.filter
    if (sellerId) builder.where('s.seller_id', sellerId)
    if (status === 'open') builder.whereNull('s.closed_at')
    if (status === 'closed') builder.whereNotNull('s.closed_at')
    if (from) builder.where('s.opened_at', '>=', surinameMidnight(calendarDay(from)!))
    if (to) builder.where('s.opened_at', '<', surinameMidnight(calendarDay(to)! + 1))
    return builder
  }
  const [countRow, idRows] = await Promise.all([
    matching().count('* as total').first(),
    matching()
      .select('s.id')
      .orderByRaw(`${SHIFT_SORT_COLUMNS[query.sort]} ${query.order} NULLS ${query.order === 'desc' ? 'FIRST' : 'LAST'}`)
      .orderBy('s.id', query.order)
      .offset((query.page - 1) * query.perPage)
      .limit(query.perPage),
  ])
  const ids = idRows.map((row: { id: number }) => row.id)
  const shifts = new Map((await LoketShift.query().whereIn('id', ids)).map((shift) => [shift.id, shift]))
  const rows = await shiftViews(
    ids.map((id: number) => shifts.get(id)!),
    false
  )
  return { rows, total: Number(countRow?.total ?? 0) }
}
