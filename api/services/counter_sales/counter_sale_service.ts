/*
 * Counter sales (loket, agents): one service for the door and for ticket points. A sale takes its
 * seats through the same locked stock path as online buying (stock.ts lockTicketTypes + takeStock: the ticket type
 * rows locked FOR NO KEY UPDATE, every web hold counted), so the door, an agent and the web never sell one seat twice.
 * The order is paid at once (cash or pin), carries the channel and the seller, and for an agent sale the commission
 * ledger row is written in the same transaction (rate of the partnership at that moment).
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Order from '#models/order'
import Event from '#models/event'
import TicketType from '#models/ticket_type'
import AgentPartnership from '#models/agent_partnership'
import User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { openShiftFor } from '#services/loket/open_shift'
import { heldByOthers, lockTicketTypes, peekTicketTypes, qrPrefixOf, takeStock } from '#services/tickets/stock'
import { discountColumns, priceCart, pricedLines } from '#services/discount_codes/discount_code_pricing'
import { cartSubtotalAt, issueTickets, normalizeCart, type CartLine } from '#services/orders/order_placement'
import { newOrderNumber } from '#services/orders/order_keys'
import { fieldError, isUniqueViolation } from '#services/accounts/auth_service'
import { writeSaleCommission } from '#services/counter_sales/agent_commission_ledger'
import { checkoutAnswers, storeAnswers } from '#services/questions/answer_service'
import type { AnswerInput } from '#domain/questions'
import ticketDelivery from '#services/tickets/ticket_delivery_service'
import { buyerIdentity } from '#domain/buyer_identity'
import { isE164, isEmail, normalizePhone } from '#domain/auth_rules'
import { centsToAmount } from '#domain/cart_total'
import { employerAgentId, employerOrganizerId } from '#domain/resource_access'
import { normalizeRole } from '#domain/access'
import { saleStatus } from '#domain/sale_status'
import {
  ANONYMOUS_COUNTER_BUYER,
  assignedEventsAllow,
  changeFor,
  moneyText,
  permittedTypes,
  type CounterChannel,
  type CounterPaymentMethod,
  type CounterSaleResult,
  type SellableEvent,
  type SalePermissions,
} from '#domain/counter_sale'
import type { ContactMethod } from '#domain/buyer_info'
import { aggregatesChanged, saleDayOf } from '#services/aggregates/aggregation_dispatch'
import { recordOrderEvent } from '#services/webhooks/webhook_events'

export interface CounterBuyerInfo {
  name?: string | null
  email?: string | null
  phone?: string | null
  contactMethod?: ContactMethod | null
}

export interface CounterSaleInput {
  eventId: number
  tickets: CartLine[]
  paymentMethod: CounterPaymentMethod
  amountTendered?: string | number | null
  buyerInfo?: CounterBuyerInfo | null
  /** The screen's key for one sale attempt: a repeat (double tap, retry) answers the first sale and sells nothing. */
  idempotencyKey?: string | null
  /** A discount or access code the buyer hands the seller. */
  discountCode?: string | null
  /** Answers to the event's checkout questions (docs/questions.md). */
  answers?: AnswerInput[] | null
  /** The seller's reason for selling without the required answers (counter channels only). */
  skipQuestionsReason?: string | null
}

interface Contact {
  name: string
  email: string | null
  phone: string | null
  method: ContactMethod
  deliver: boolean
}

/** The optional buyer: a name, and an e-mail and/or WhatsApp number to send the tickets to. */
function counterBuyer(channel: CounterChannel, info: CounterBuyerInfo | null | undefined): Contact {
  const email = info?.email?.trim().toLowerCase() || null
  const phone = info?.phone?.trim() ? normalizePhone(info.phone) : null
  if (email && !isEmail(email)) throw fieldError('buyerInfo.email', 'BUYER_EMAIL_INVALID')
  if (phone && !isE164(phone)) throw fieldError('buyerInfo.phone', 'PHONE_FORMAT')
  const wanted = info?.contactMethod ?? (email && phone ? 'both' : phone ? 'whatsapp' : 'email')
  if ((wanted === 'email' || wanted === 'both') && !email && (phone || wanted === 'both'))
    throw fieldError('buyerInfo.email', 'COUNTER_CONTACT_NEEDED')
  if ((wanted === 'whatsapp' || wanted === 'both') && !phone) throw fieldError('buyerInfo.phone', 'COUNTER_CONTACT_NEEDED')
  return {
    name: info?.name?.trim() || ANONYMOUS_COUNTER_BUYER[channel],
    email: wanted === 'whatsapp' ? null : email,
    phone: wanted === 'email' ? null : phone,
    method: wanted,
    deliver: !!(email || phone),
  }
}

/** What a seller sells for: the organizer, the permissions, and for agents the partnership and the agent. */
interface SellerRights {
  organizerId: number
  permissions: SalePermissions
  /** Agent staff limited to some events (users.agentAssignedEvents); null = no further limit. */
  assignedEvents: number[] | null
  partnership: AgentPartnership | null
  agentId: number | null
}

const ALL: SalePermissions = { all: true, allowedEventIds: [], allowedTicketTypeIds: [] }
const NONE: SalePermissions = { all: false, allowedEventIds: [], allowedTicketTypeIds: [] }

/** A person's loket rights: organizer and manager all of their organizer's events; loket staff their loketPermissions. */
function loketRights(person: User): SellerRights | null {
  const organizerId = employerOrganizerId(person)
  if (organizerId === null) return null
  const role = normalizeRole(person.role)
  if (role === 'organizer' || role === 'manager')
    return { organizerId, permissions: ALL, assignedEvents: null, partnership: null, agentId: null }
  if (role !== 'loket_medewerker') return { organizerId, permissions: NONE, assignedEvents: null, partnership: null, agentId: null }
  const stored = person.loketPermissions
  // No stored permissions on a loket account is not "everything": nothing is sold until the organizer sets them.
  const permissions = stored
    ? {
        all: stored.canAccessAllEvents,
        allowedEventIds: stored.allowedEventIds ?? [],
        allowedTicketTypeIds: stored.allowedTicketTypeIds ?? [],
      }
    : NONE
  return { organizerId, permissions, assignedEvents: null, partnership: null, agentId: null }
}

/** The agent's staff are limited further by their assigned events; the agent themself is not. */
function assignedEventsOf(person: User): number[] | null {
  return normalizeRole(person.role) === 'agent' ? null : (person.agentAssignedEvents ?? null)
}

function agentRights(person: User, partnership: AgentPartnership): SellerRights {
  const p = partnership.permissions
  return {
    organizerId: partnership.organizerId,
    permissions: {
      all: p?.canSellAllEvents === true,
      allowedEventIds: p?.allowedEventIds ?? [],
      allowedTicketTypeIds: p?.allowedTicketTypeIds ?? [],
    },
    assignedEvents: assignedEventsOf(person),
    partnership,
    agentId: partnership.agentId,
  }
}

/** The approved partnership of the seller's agent with an organizer, locked against a change of rate or status meanwhile. */
function approvedPartnership(agentId: number, organizerId: number, trx: TransactionClientContract) {
  return AgentPartnership.query({ client: trx })
    .where('agent_id', agentId)
    .where('organizer_id', organizerId)
    .where('status', 'approved')
    .forShare()
    .first()
}

/** Published, not cancelled, not ended: what may still be sold at a counter. */
function sellableEventsQuery(organizerIds: number[], client: TransactionClientContract | null = null) {
  const query = client ? Event.query({ client }) : Event.query()
  return query
    .whereIn('organizer_id', organizerIds)
    .where('is_published', true)
    .whereNull('cancelled_at')
    .where('end_date', '>', DateTime.now().toJSDate())
}

/** The seller's rights for one event, or the 403/404 that refuses the sale. */
async function rightsFor(channel: CounterChannel, seller: User, event: Event, trx: TransactionClientContract): Promise<SellerRights> {
  if (channel === 'loket') {
    const rights = loketRights(seller)
    if (!rights || rights.organizerId !== event.organizerId) throw new DomainError('COUNTER_EVENT_NOT_ALLOWED')
    return rights
  }
  const agentId = employerAgentId(seller)
  if (agentId === null) throw new DomainError('COUNTER_NO_PARTNERSHIP')
  const partnership = await approvedPartnership(agentId, event.organizerId, trx)
  if (!partnership) throw new DomainError('COUNTER_NO_PARTNERSHIP')
  return agentRights(seller, partnership)
}

/** Every cart line must be a type of this event that the seller may sell (403 naming the rule, nothing sold). */
async function checkCartAllowed(rights: SellerRights, event: Event, cart: CartLine[], trx: TransactionClientContract) {
  if (!assignedEventsAllow(rights.assignedEvents, event.id)) throw new DomainError('COUNTER_EVENT_NOT_ALLOWED')
  const types = await trx.from('ticket_types').where('event_id', event.id).select('id', 'event_id as eventId')
  const allowed = new Set(permittedTypes(rights.permissions, types as { id: number; eventId: number }[]).map((t) => t.id))
  if (allowed.size === 0) throw new DomainError('COUNTER_EVENT_NOT_ALLOWED')
  const ofEvent = new Set(types.map((t: { id: number }) => t.id))
  for (const line of cart) {
    if (!ofEvent.has(line.ticketTypeId)) throw new DomainError('TICKET_TYPE_NOT_FOUND')
    if (!allowed.has(line.ticketTypeId)) throw new DomainError('COUNTER_TYPE_NOT_ALLOWED')
  }
}

/**
 * Sells at the counter: checks the seller's rights (and for the loket their open shift), takes the seats under the
 * ticket types' lock, writes the paid order and its tickets (and the commission for an agent) in one transaction,
 * then hands delivery to the outbox when the buyer gave a contact. Any refusal sells nothing.
 */
export async function sellAtCounter(channel: CounterChannel, seller: User, input: CounterSaleInput): Promise<CounterSaleResult> {
  const cart = normalizeCart(input.tickets)
  if (cart.length === 0) throw fieldError('tickets', 'CART_EMPTY')
  const buyer = counterBuyer(channel, input.buyerInfo)
  // Scoped to channel and seller, so one seller's key never answers with another's sale (orders.idempotency_key is unique).
  const key = input.idempotencyKey ? `counter:${channel}:${seller.id}:${input.idempotencyKey}` : null
  const earlier = key ? await repeatedSale(key) : null
  if (earlier) return earlier
  try {
    const { order, change, names } = await db.transaction(async (trx) => {
      const event = await Event.find(input.eventId, { client: trx })
      if (!event) throw new DomainError('EVENT_NOT_FOUND')
      const rights = await rightsFor(channel, seller, event, trx)
      if (!event.isPublished || event.cancelledAt || event.endDate < DateTime.now()) throw new DomainError('COUNTER_EVENT_NOT_ON_SALE')
      await checkCartAllowed(rights, event, cart, trx)
      const answers = await checkoutAnswers(event.id, cart, input.answers, input.skipQuestionsReason, trx)
      // The shift is locked before the ticket types (closing a shift takes the same lock, then sums its orders).
      const shift = channel === 'loket' ? await openShiftFor(trx, seller.id) : null
      if (channel === 'loket' && !shift) throw new DomainError('COUNTER_NO_OPEN_SHIFT')

      const ids = cart.map((l) => l.ticketTypeId)
      const counterBuyer = buyerIdentity({ account: null, email: buyer.email, phone: buyer.phone })
      // A code the buyer hands over is locked before the ticket types, and its uses counted, as online.
      const withCode = await priceCart(
        {
          eventId: event.id,
          discountCode: input.discountCode,
          cart,
          types: await peekTicketTypes(ids, trx),
          buyer: counterBuyer,
          atCounter: true,
        },
        trx,
        true
      )
      const types = await lockTicketTypes(ids, trx)
      if (cartSubtotalAt(cart, types, event.id) !== withCode.priced.listSubtotalCents) throw new DomainError('PRICE_CHANGED')
      const total = centsToAmount(withCode.priced.subtotalCents)
      let change: string | null = null
      if (input.paymentMethod === 'cash') {
        const result = changeFor(total, input.amountTendered)
        if (!result.ok)
          throw fieldError('amountTendered', result.reason === 'required' ? 'COUNTER_TENDERED_REQUIRED' : 'COUNTER_TENDERED_TOO_LOW')
        change = result.change
      }
      await takeStock(cart, types, null, counterBuyer, trx)

      const lines = pricedLines(withCode)
      const order = await Order.create(
        {
          orderNumber: newOrderNumber(),
          eventId: event.id,
          buyerUserId: null,
          soldByUserId: seller.id,
          buyerName: buyer.name,
          buyerEmail: buyer.email,
          buyerPhone: buyer.phone,
          contactMethod: buyer.method,
          currency: 'SRD',
          ...discountColumns(withCode),
          channel,
          // The buyer at a counter pays the ticket price only (domain/counter_sale.ts).
          subtotal: total,
          platformFee: '0.00',
          paymentFee: '0.00',
          paymentFeeBtw: '0.00',
          total,
          // A free type sold at the counter is a free order, like online (its actions treat it so).
          status: total === '0.00' ? 'free' : 'paid',
          paymentProvider: channel,
          paymentMethod: input.paymentMethod,
          lines,
          agentId: rights.agentId,
          loketShiftId: shift?.id ?? null,
          amountTendered: input.paymentMethod === 'cash' ? moneyText(input.amountTendered!) : null,
          changeGiven: change,
          paidAt: DateTime.now(),
          // Handed over on paper at the counter: without a contact there is nothing to send.
          ticketsDeliveredAt: buyer.deliver ? null : DateTime.now(),
          idempotencyKey: key,
        },
        { client: trx }
      )
      const prefix = qrPrefixOf(types.get(cart[0].ticketTypeId)!)
      await issueTickets(order, lines, prefix, trx)
      await storeAnswers(order.id, answers, trx)
      // A free order is not a payment (docs/webhooks.md): only a sale with money is order.paid.
      if (order.status === 'paid') await recordOrderEvent(trx, 'order.paid', order.id)
      if (rights.partnership) await writeSaleCommission(order, rights.partnership, seller.id, trx)
      aggregatesChanged(trx, [saleDayOf(order)])
      return { order, change, names: new Map([...types].map(([id, type]) => [id, type.name])) }
    })
    if (buyer.deliver) await ticketDelivery.orderIssued(order.id)
    return {
      orderNumber: order.orderNumber,
      tickets: order.tickets.map((t) => ({
        id: t.id,
        qrCode: t.qrCode,
        ticketTypeName: names.get(t.ticketTypeId) ?? '',
        price: t.purchasePrice,
      })),
      total: order.total,
      change,
    }
  } catch (error) {
    // Two taps at once: the second insert waited on the first's key and was refused; it answers the first sale.
    if (key && isUniqueViolation(error)) {
      const first = await repeatedSale(key)
      if (first) return first
    }
    // The database's last line (CHECK quantity_sold <= max_quantity) refused: sold out, not a crash.
    if ((error as { constraint?: string }).constraint === 'ticket_types_quantity_sold_range') throw new DomainError('TICKETS_JUST_SOLD_OUT')
    throw error
  }
}

/** The sale an idempotency key already made, answered as the first time (change included), or null. */
async function repeatedSale(key: string): Promise<CounterSaleResult | null> {
  const order = await Order.query()
    .where('idempotency_key', key)
    .preload('tickets', (tickets) => tickets.preload('ticketType').orderBy('id'))
    .first()
  if (!order) return null
  return {
    orderNumber: order.orderNumber,
    tickets: order.tickets.map((t) => ({ id: t.id, qrCode: t.qrCode, ticketTypeName: t.ticketType.name, price: t.purchasePrice })),
    total: order.total,
    change: order.changeGiven,
  }
}

/** The events and types the rights allow, with the seats left now (sold and every active hold counted). */
async function sellableFor(rightsList: SellerRights[]): Promise<SellableEvent[]> {
  if (rightsList.length === 0) return []
  const events = await sellableEventsQuery(rightsList.map((r) => r.organizerId))
    .orderBy('start_date')
    .orderBy('id')
  if (events.length === 0) return []
  const types = await TicketType.query()
    .whereIn(
      'event_id',
      events.map((e) => e.id)
    )
    .orderBy('id')
  const held = types.length
    ? await db.transaction((trx) =>
        heldByOthers(
          types.map((t) => t.id),
          null,
          trx
        )
      )
    : new Map<number, number>()
  const rightsOf = new Map(rightsList.map((r) => [r.organizerId, r]))
  const out: SellableEvent[] = []
  for (const event of events) {
    const rights = rightsOf.get(event.organizerId)!
    if (!assignedEventsAllow(rights.assignedEvents, event.id)) continue
    const refs = types.filter((t) => t.eventId === event.id)
    const allowed = permittedTypes(rights.permissions, refs)
    if (allowed.length === 0) continue
    out.push({
      id: event.id,
      title: event.title,
      startDate: event.startDate.toISO()!,
      organizerId: event.organizerId,
      ticketTypes: allowed.map((t) => {
        const reserved = held.get(t.id) ?? 0
        const input = {
          isActive: t.isActive,
          maxQuantity: t.maxQuantity,
          quantitySold: t.quantitySold,
          reservedQuantity: reserved,
          saleStartDate: t.saleStartDate,
          saleEndDate: t.saleEndDate,
        }
        return {
          id: t.id,
          name: t.name,
          price: t.price,
          remaining: Math.max(0, t.maxQuantity - t.quantitySold - reserved),
          status: saleStatus(input),
        }
      }),
    })
  }
  return out
}

/**
 * GET /api/events/loket-accessible/:userId (SPEC §7): what that person may sell at the loket. The viewer must work
 * for the same organizer (the route gate admits organizer, manager and loket staff); 404 for anyone else's person.
 */
export async function loketAccessible(viewer: User, userId: number): Promise<SellableEvent[]> {
  const target = userId === viewer.id ? viewer : await User.find(userId)
  const viewerOrganizer = employerOrganizerId(viewer)
  if (!target || viewerOrganizer === null || employerOrganizerId(target) !== viewerOrganizer) throw new DomainError('USER_NOT_FOUND')
  const rights = loketRights(target)
  return sellableFor(rights ? [rights] : [])
}

/** GET /api/agent/sales-events: what the signed-in agent seller may sell, over every approved partnership. */
export async function agentSellable(seller: User): Promise<SellableEvent[]> {
  const agentId = employerAgentId(seller)
  if (agentId === null) return []
  const partnerships = await AgentPartnership.query().where('agent_id', agentId).where('status', 'approved')
  return sellableFor(partnerships.map((p) => agentRights(seller, p)))
}
