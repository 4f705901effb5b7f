/*
 * What a counter seller sees of their sales: the list and the receipt with the QR codes. Loket
 * staff and an agent's counter staff see the sales they made; organizer and manager every loket sale of their
 * organizer; an agent and agent manager every sale made for the agent.
 */
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Order from '#models/order'
import User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { ticketDetailsOfOrder } from '#services/tickets/ticket_details'
import { qrSvgDataUrl } from '#services/tickets/ticket_qr'
import { employerAgentId, employerOrganizerId } from '#domain/resource_access'
import { normalizeRole } from '#domain/access'
import type { CounterChannel, CounterReceipt, ListedCounterSale } from '#domain/counter_sale'
import { invoiceNumberLabel, sellerOf } from '#domain/invoices'
import { organizerDisplayName } from '#domain/format'

type OrderQuery = ModelQueryBuilderContract<typeof Order>

/** The orders of a channel this person may see (an empty result for someone without an employer). */
function visibleSales(channel: CounterChannel, viewer: User): OrderQuery {
  const query = Order.query().where('channel', channel)
  const role = normalizeRole(viewer.role)
  if (role === 'loket_medewerker' || role === 'agent_loket_medewerker') return query.where('sold_by_user_id', viewer.id)
  if (channel === 'agent') return query.where('agent_id', employerAgentId(viewer) ?? -1)
  const organizerId = employerOrganizerId(viewer) ?? -1
  return query.whereIn('event_id', (events) => events.from('events').select('id').where('organizer_id', organizerId))
}

export interface CounterSaleListInput {
  page: number
  perPage: number
  sort: 'createdAt' | 'total'
  order: 'asc' | 'desc'
}

function sellerName(order: Order): string {
  const seller = order.soldBy
  return seller ? `${seller.firstName ?? ''} ${seller.lastName ?? ''}`.trim() || seller.email : ''
}

/** react-admin's list: id is the order number, so a row opens its receipt. */
export async function listCounterSales(
  channel: CounterChannel,
  viewer: User,
  input: CounterSaleListInput
): Promise<{ rows: ListedCounterSale[]; total: number }> {
  const column = input.sort === 'total' ? 'total' : 'created_at'
  const page = await visibleSales(channel, viewer)
    .preload('event')
    .preload('soldBy')
    .withCount('tickets')
    .orderBy(column, input.order)
    .orderBy('id', input.order)
    .paginate(input.page, input.perPage)
  return {
    total: page.total,
    rows: page.all().map((order) => ({
      id: order.orderNumber,
      orderNumber: order.orderNumber,
      eventId: order.eventId,
      eventTitle: order.event.title,
      buyerName: order.buyerName,
      sellerName: sellerName(order),
      paymentMethod: order.paymentMethod,
      total: order.total,
      ticketCount: Number(order.$extras.tickets_count ?? 0),
      status: order.status,
      createdAt: order.createdAt.toISO()!,
    })),
  }
}

/**
 * One sale as its receipt prints it: who sells (the event's organizer with its KKF and BTW numbers when filled) and
 * where (the box office, or the agent's point of sale), the invoice number, every ticket with its QR code as an SVG
 * image. 404 outside what the viewer sees.
 */
export async function counterReceipt(channel: CounterChannel, viewer: User, orderNumber: string): Promise<CounterReceipt> {
  const order = await visibleSales(channel, viewer)
    .where('order_number', orderNumber)
    .preload('soldBy')
    .preload('event', (event) => event.preload('organizer'))
    .first()
  if (!order) throw new DomainError('COUNTER_SALE_NOT_FOUND')
  const agent = channel === 'agent' && order.agentId ? await User.find(order.agentId) : null
  const tickets = await ticketDetailsOfOrder(order.id)
  const first = tickets[0]
  return {
    id: order.orderNumber,
    orderNumber: order.orderNumber,
    channel,
    status: order.status,
    eventTitle: first?.eventTitle ?? '',
    startDate: first?.startDate.toISO() ?? '',
    venueName: first?.venueName ?? null,
    venueAddress: first?.venueAddress ?? null,
    buyerName: order.buyerName,
    sellerName: sellerName(order),
    issuer: sellerOf(order.event.organizer),
    agentName: agent ? organizerDisplayName(agent) : null,
    invoiceNumber: order.invoiceNumber !== null ? invoiceNumberLabel(order.invoiceNumber) : null,
    paymentMethod: order.paymentMethod,
    total: order.total,
    amountTendered: order.amountTendered,
    changeGiven: order.changeGiven,
    createdAt: order.createdAt.toISO()!,
    tickets: await Promise.all(
      tickets.map(async (t) => ({
        id: t.id,
        qrCode: t.qrCode,
        qrImage: await qrSvgDataUrl(t.qrCode),
        ticketTypeName: t.ticketTypeName,
        price: t.price,
        isValid: t.isValid,
      }))
    ),
  }
}
