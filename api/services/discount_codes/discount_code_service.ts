/*
 * An event's discount and access codes as its organizer (and their managers, admins) keep them, and the checkout's
 * live check of a code (GET /api/events/{id}/discount-codes/check). Pricing an order with a code is
 * discount_code_pricing.ts.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import DiscountCode from '#models/discount_code'
import { DomainError } from '#exceptions/domain_error'
import { authorizeEvent } from '#policies/events_policy'
import { authorize } from '#policies/resource_policy'
import { isUniqueViolation } from '#services/accounts/auth_service'
import { countQuietly, limitReached } from '#services/accounts/rate_limits'
import { usableCode } from '#services/discount_codes/discount_code_pricing'
import { DISCOUNT_CODE_PATTERN, discountedTypeIds, unlockedTypeIds, type DiscountCodeKind } from '#domain/discount_codes'
import type { DiscountCodeRefusal } from '#domain/discount_codes'

export interface DiscountCodeInput {
  code?: string
  kind?: DiscountCodeKind
  value?: number
  ticketTypeIds?: number[] | null
  unlocksTicketTypeIds?: number[] | null
  maxUses?: number | null
  maxUsesPerBuyer?: number | null
  validFrom?: string | null
  validUntil?: string | null
  isActive?: boolean
}

/** A code with how often it was used and what its orders brought in. */
export interface DiscountCodeView {
  code: DiscountCode
  uses: number
  revenue: string
  discountGiven: string
}

function instant(value: string | null | undefined): DateTime | null | undefined {
  if (value === undefined || value === null) return value
  const parsed = DateTime.fromISO(value, { setZone: true })
  if (!parsed.isValid) throw new DomainError('INVALID_DATE_TIME')
  return parsed
}

/** The merged code must make sense: its format, a value that fits its kind, the event's own types, a window in order. */
async function checkCode(eventId: number, code: DiscountCode) {
  if (!DISCOUNT_CODE_PATTERN.test(code.code)) throw new DomainError('DISCOUNT_CODE_FORMAT', { field: 'code' })
  const value = Number(code.value)
  if (code.kind !== 'fixed' && value > 100) throw new DomainError('DISCOUNT_CODE_VALUE_RANGE', { field: 'value' })
  if (code.kind !== 'access' && !(value > 0)) throw new DomainError('DISCOUNT_CODE_VALUE_REQUIRED', { field: 'value' })
  if (code.kind === 'access' && !code.unlocksTicketTypeIds?.length)
    throw new DomainError('DISCOUNT_CODE_UNLOCKS_REQUIRED', { field: 'unlocksTicketTypeIds' })
  const named = [...(code.ticketTypeIds ?? []), ...(code.unlocksTicketTypeIds ?? [])]
  if (named.length > 0) {
    const found = await db.from('ticket_types').where('event_id', eventId).whereIn('id', named).count('* as total').first()
    if (Number(found?.total ?? 0) !== new Set(named).size) throw new DomainError('DISCOUNT_CODE_TYPES_OF_EVENT', { field: 'ticketTypeIds' })
  }
  if (code.validFrom && code.validUntil && code.validUntil <= code.validFrom)
    throw new DomainError('DISCOUNT_CODE_WINDOW', { field: 'validUntil' })
}

function merge(code: DiscountCode, input: DiscountCodeInput) {
  const list = (ids: number[] | null | undefined) => (ids === undefined ? undefined : ids && ids.length > 0 ? [...new Set(ids)] : null)
  const changes = {
    code: input.code?.trim(),
    kind: input.kind,
    value: input.value === undefined ? undefined : input.value.toFixed(2),
    ticketTypeIds: list(input.ticketTypeIds),
    unlocksTicketTypeIds: list(input.unlocksTicketTypeIds),
    maxUses: input.maxUses,
    maxUsesPerBuyer: input.maxUsesPerBuyer,
    validFrom: instant(input.validFrom),
    validUntil: instant(input.validUntil),
    isActive: input.isActive,
  }
  code.merge(Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)))
  // Only an access code unlocks types.
  if (code.kind !== 'access') code.unlocksTicketTypeIds = null
}

async function save(eventId: number, code: DiscountCode): Promise<DiscountCode> {
  await checkCode(eventId, code)
  try {
    await code.save()
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('DISCOUNT_CODE_TAKEN', { field: 'code' })
    throw error
  }
  return code
}

/** The event, when the person may take the action on its codes (another organizer's: 403/404, asked before the body). */
export async function authorizeEventCodes(viewer: User, eventId: number | null, action: 'list' | 'create') {
  const event = await authorizeEvent(viewer, eventId, 'show')
  authorize(viewer, 'discount-codes', action, { organizerId: event.organizerId })
  return event
}

/** The code, when the person may take the action on it. */
export async function authorizeCode(viewer: User, id: number | null, action: 'show' | 'edit' | 'delete'): Promise<DiscountCode> {
  const code = id === null ? null : await DiscountCode.query().where('id', id).preload('event').first()
  if (!code) throw new DomainError('DISCOUNT_CODE_NOT_FOUND')
  authorize(viewer, 'discount-codes', action, { organizerId: code.event.organizerId })
  return code
}

/** Uses (orders still holding their seats), revenue (paid and free orders' totals) and the discount given, per code. */
async function figures(codes: DiscountCode[]): Promise<DiscountCodeView[]> {
  if (codes.length === 0) return []
  const rows: { id: number; uses: number; revenue: string; given: string }[] = await db
    .from('orders')
    .whereIn(
      'discount_code_id',
      codes.map((c) => c.id)
    )
    .whereRaw("status::text IN ('pending', 'paid', 'free')")
    .groupBy('discount_code_id')
    .select(
      'discount_code_id as id',
      db.raw('count(*)::int AS uses'),
      db.raw("coalesce(sum(total) FILTER (WHERE status::text IN ('paid', 'free')), 0)::numeric(14,2)::text AS revenue"),
      db.raw("coalesce(sum(discount_amount) FILTER (WHERE status::text IN ('paid', 'free')), 0)::numeric(14,2)::text AS given")
    )
  const byId = new Map(rows.map((row) => [row.id, row]))
  return codes.map((code) => {
    const row = byId.get(code.id)
    return { code, uses: row?.uses ?? 0, revenue: row?.revenue ?? '0.00', discountGiven: row?.given ?? '0.00' }
  })
}

/** GET /api/events/{id}/discount-codes */
export async function listDiscountCodes(viewer: User, eventId: number | null): Promise<DiscountCodeView[]> {
  const event = await authorizeEventCodes(viewer, eventId, 'list')
  return figures(await DiscountCode.query().where('event_id', event.id).orderBy('id', 'asc'))
}

/** GET /api/discount-codes/{id} */
export async function showDiscountCode(viewer: User, id: number | null): Promise<DiscountCodeView> {
  const [view] = await figures([await authorizeCode(viewer, id, 'show')])
  return view
}

/** POST /api/events/{id}/discount-codes */
export async function createDiscountCode(viewer: User, eventId: number | null, input: DiscountCodeInput): Promise<DiscountCodeView> {
  const event = await authorizeEventCodes(viewer, eventId, 'create')
  const code = new DiscountCode()
  code.merge({ eventId: event.id, createdBy: viewer.id, value: '0.00', isActive: true })
  merge(code, input)
  const [view] = await figures([await save(event.id, code)])
  return view
}

/** PUT /api/discount-codes/{id} */
export async function updateDiscountCode(viewer: User, id: number | null, input: DiscountCodeInput): Promise<DiscountCodeView> {
  const code = await authorizeCode(viewer, id, 'edit')
  merge(code, input)
  const [view] = await figures([await save(code.eventId, code)])
  return view
}

/** DELETE /api/discount-codes/{id}: orders keep the code as typed and their discount. */
export async function deleteDiscountCode(viewer: User, id: number | null): Promise<void> {
  const code = await authorizeCode(viewer, id, 'delete')
  await code.delete()
}

export type CodeCheck =
  | { valid: true; code: string; kind: DiscountCodeKind; value: string; ticketTypeIds: number[]; unlocksTicketTypeIds: number[] }
  | { valid: false; reason: DiscountCodeRefusal; message: string }

/**
 * GET /api/events/{id}/discount-codes/check?code=: valid or not and what it does (the types it lowers and unlocks),
 * never its limits or uses. Only a published event's codes answer.
 */
export async function checkDiscountCode(eventId: number | null, typed: string): Promise<CodeCheck> {
  const event = eventId === null ? null : await db.from('events').where('id', eventId).where('is_published', true).select('id').first()
  if (!event) throw new DomainError('EVENT_NOT_FOUND')
  try {
    const code = await usableCode(event.id, typed, null, db.connection(), false)
    const typeIds: number[] = (await db.from('ticket_types').where('event_id', event.id).select('id')).map((row: { id: number }) => row.id)
    return {
      valid: true,
      code: code.code,
      kind: code.kind,
      value: code.value,
      ticketTypeIds: discountedTypeIds(code.terms, typeIds),
      unlocksTicketTypeIds: unlockedTypeIds(code.terms),
    }
  } catch (error) {
    if (error instanceof DomainError && typeof error.details.reason === 'string') {
      return { valid: false, reason: error.details.reason as DiscountCodeRefusal, message: error.message }
    }
    throw error
  }
}

/**
 * The hidden types a code typed on the event page reveals; none for an unusable code (the page then lists the public
 * ones). Guessing codes here counts against the same per-network limit as the live check: an unknown code is a guess,
 * and a network past its limit gets the public list whatever it sends (never a 429: the storefront's own server asks
 * this for every visitor's ?code= link).
 */
export async function unlockedByCode(eventId: number | null, typed: string | undefined, clientIp: string): Promise<number[]> {
  if (eventId === null || !typed?.trim()) return []
  if (await limitReached('discountCodeChecksPerNetwork', clientIp)) return []
  try {
    return unlockedTypeIds((await usableCode(eventId, typed, null, db.connection(), false)).terms)
  } catch (error) {
    if (!(error instanceof DomainError) || !error.details.reason) throw error
    if (error.details.reason === 'unknown') await countQuietly('discountCodeChecksPerNetwork', clientIp)
    return []
  }
}
