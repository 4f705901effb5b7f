/*
 * Counter sales (loket, agents): who may sell which ticket types, the cash arithmetic and the
 * agent's commission. Pure and shared by the API (api/services/counter_sales/) and the back office's sale screen.
 *
 * Fees: the buyer at a counter pays the ticket price and nothing more (a box office has no online surcharge):
 * the order's platform and payment fees are 0 and its total is the subtotal. The platform's share of counter
 * sales is not charged to the buyer; it is settled with the organizer outside the order.
 */
import { compare, parseDecimal, percentOf, toFixedDecimal, type Fraction } from './exact_decimal.js'
import type { SaleStatus } from './sale_status.js'
import type { Seller } from './invoices.js'

export const COUNTER_CHANNELS = ['loket', 'agent'] as const
export type CounterChannel = (typeof COUNTER_CHANNELS)[number]

/**
 * The name stored on a counter sale's order when the buyer gave none. Stored in Dutch (the records' language); every
 * screen shows it in the reader's language instead (isAnonymousCounterBuyer).
 */
export const ANONYMOUS_COUNTER_BUYER: Record<CounterChannel, string> = { loket: 'Loketverkoop', agent: 'Verkooppunt' }

/** Which counter's stand-in a stored buyer name is, if it is one (see ANONYMOUS_COUNTER_BUYER). */
export function anonymousCounterBuyer(name: string | null | undefined): CounterChannel | null {
  const entry = Object.entries(ANONYMOUS_COUNTER_BUYER).find(([, standIn]) => standIn === name)
  return entry ? (entry[0] as CounterChannel) : null
}

export const COUNTER_PAYMENT_METHODS = ['cash', 'pin'] as const
export type CounterPaymentMethod = (typeof COUNTER_PAYMENT_METHODS)[number]

/** Sale permissions as SPEC §3 stores them (users.loketPermissions; agent_partnerships.permissions with canSellAllEvents). */
export interface SalePermissions {
  all: boolean
  allowedEventIds: readonly number[]
  allowedTicketTypeIds: readonly number[]
}

export interface TypeRef {
  id: number
  eventId: number
}

/**
 * Whether the permissions allow selling one ticket type. All events: every type. Otherwise a type named in
 * allowedTicketTypeIds is allowed, and so is every type of an event in allowedEventIds for which the list names
 * none of its types (naming some types of an allowed event narrows that event to those types).
 */
export function permitsType(permissions: SalePermissions, type: TypeRef, typesOfEvent: readonly TypeRef[]): boolean {
  if (permissions.all) return true
  if (permissions.allowedTicketTypeIds.includes(type.id)) return true
  if (!permissions.allowedEventIds.includes(type.eventId)) return false
  return !typesOfEvent.some((other) => other.eventId === type.eventId && permissions.allowedTicketTypeIds.includes(other.id))
}

/** The types among `types` (of any events) the permissions allow. */
export function permittedTypes<T extends TypeRef>(permissions: SalePermissions, types: readonly T[]): T[] {
  return types.filter((type) => permitsType(permissions, type, types))
}

/** Whether an event may be sold at all: some of its types are allowed. */
export function permitsEvent(permissions: SalePermissions, eventId: number, types: readonly TypeRef[]): boolean {
  return (
    permittedTypes(
      permissions,
      types.filter((type) => type.eventId === eventId)
    ).length > 0
  )
}

/**
 * Agent staff (agent_loket_medewerker, agent_manager) may be limited to some events (users.agentAssignedEvents);
 * an empty list means no further limit.
 */
export function assignedEventsAllow(assigned: readonly number[] | null | undefined, eventId: number): boolean {
  return !assigned || assigned.length === 0 || assigned.includes(eventId)
}

const money = (value: string | number): Fraction => {
  const parsed = parseDecimal(value)
  if (!parsed) throw new RangeError(`Not an amount: ${value}`)
  return parsed
}

export type ChangeResult = { ok: true; change: string } | { ok: false; reason: 'required' | 'too_low' }

/** Cash: what to give back, exact to the cent; refused when nothing or too little was handed over. */
export function changeFor(total: string, tendered: string | number | null | undefined): ChangeResult {
  if (tendered === null || tendered === undefined || tendered === '') return { ok: false, reason: 'required' }
  const given = money(tendered)
  const due = money(total)
  if (compare(given, due) < 0) return { ok: false, reason: 'too_low' }
  return { ok: true, change: toFixedDecimal({ n: given.n * due.d - due.n * given.d, d: given.d * due.d }, 2) }
}

/** The agent's commission on a sale: total × rate / 100, rounded half up to cents, exact ('33.35' at 10 % → '3.34'). */
export function commissionOn(total: string, percentage: string): string {
  return toFixedDecimal(percentOf(money(total), money(percentage)), 2)
}

/** An amount as the database stores it ('12.5' → '12.50'). */
export const moneyText = (value: string | number): string => toFixedDecimal(money(value), 2)

/** The negative of an amount, for a reversal entry ('3.34' → '-3.34'; '0.00' stays '0.00'). */
export function negated(amount: string): string {
  const value = money(amount)
  return toFixedDecimal({ n: -value.n, d: value.d }, 2)
}

/** Quick amounts for the tendered field: the total itself and the next round notes above it (SRD). */
export function quickAmounts(total: string, notes: readonly number[] = [5, 10, 20, 50, 100, 200, 500]): string[] {
  const due = money(total)
  const out = new Set<string>([toFixedDecimal(due, 2)])
  for (const note of notes) {
    const rounded = toFixedDecimal({ n: ((due.n + due.d * BigInt(note) - 1n) / (due.d * BigInt(note))) * BigInt(note), d: 1n }, 2)
    if (compare(money(rounded), due) >= 0) out.add(rounded)
    if (out.size >= 4) break
  }
  return [...out]
}

/* The answers' shapes, shared by the API (api/services/counter_sales/) and the back office (backoffice/src/resources/loket-sales/). */

/** A sale's answer (201, and the same again for a repeat of its idempotency key). */
export interface CounterSaleResult {
  orderNumber: string
  tickets: { id: number; qrCode: string; ticketTypeName: string; price: string }[]
  total: string
  change: string | null
}

export interface SellableType {
  id: number
  name: string
  price: string
  remaining: number
  status: SaleStatus
}

/** What a person may sell, with the seats left now (GET /api/events/loket-accessible/{userId}, GET /api/agent/sales-events). */
export interface SellableEvent {
  id: number
  title: string
  startDate: string
  organizerId: number
  ticketTypes: SellableType[]
}

/** A row of GET /api/{loket|agent}/sales: id is the order number, so a row opens its receipt. */
export interface ListedCounterSale {
  id: string
  orderNumber: string
  eventId: number
  eventTitle: string
  buyerName: string
  sellerName: string
  paymentMethod: string | null
  total: string
  ticketCount: number
  status: string
  createdAt: string
}

/** GET /api/{loket|agent}/sales/{orderNumber}/receipt: every ticket with its QR code as an SVG data URL. */
export interface CounterReceipt {
  id: string
  orderNumber: string
  channel: CounterChannel
  status: string
  eventTitle: string
  startDate: string
  venueName: string | null
  venueAddress: string | null
  buyerName: string
  /** The staff member who made the sale. */
  sellerName: string
  /** Who sells the tickets: the event's organizer as its invoices name it (domain/invoices.ts; empty fields are null). */
  issuer: Seller
  /** The agent's name for a sale at an agent's point of sale; null at the organizer's own box office. */
  agentName: string | null
  /** The sale's number in its organizer's invoice sequence ('F-000042'); null until it has one. */
  invoiceNumber: string | null
  paymentMethod: string | null
  total: string
  amountTendered: string | null
  changeGiven: string | null
  createdAt: string
  tickets: { id: number; qrCode: string; qrImage: string; ticketTypeName: string; price: string; isValid: boolean }[]
}
