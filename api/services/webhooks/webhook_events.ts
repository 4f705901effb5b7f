/*
 * Recording webhook events (docs/webhooks.md): the service that makes a change calls recordWebhookEvent inside its
 * own transaction, which writes one delivery row per switched-on endpoint of the organizer that wants the event type
 * (the outbox pattern). The rows are handed to the sender only after the transaction commits; a rollback leaves none.
 * The data is the object as it is at that moment, read through the same transaction.
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { webhookOrderKey, WEBHOOK_MAX_ATTEMPTS, type WebhookEventType } from '#domain/webhooks'
import { dispatchWebhookDelivery } from '#services/webhooks/webhook_dispatch'

type Row = Record<string, unknown>

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value === null || value === undefined ? null : String(value))

async function eventSummary(trx: TransactionClientContract, eventId: number): Promise<Row | null> {
  const event = await trx
    .from('events')
    .where('id', eventId)
    .select('id', 'organizer_id', 'title', 'start_date', 'end_date', 'is_published', 'cancelled_at', 'venue_id')
    .first()
  if (!event) return null
  return {
    id: event.id,
    organizerId: event.organizer_id,
    title: event.title,
    startDate: iso(event.start_date),
    endDate: iso(event.end_date),
    isPublished: event.is_published,
    cancelledAt: iso(event.cancelled_at),
    venueId: event.venue_id,
  }
}

function ticketRecord(t: Row): Row {
  return {
    id: t.id,
    orderId: t.order_id,
    eventId: t.event_id,
    ticketTypeId: t.ticket_type_id,
    ticketTypeName: t.ticket_type_name ?? null,
    holderName: t.buyer_name,
    holderEmail: t.buyer_email,
    holderPhone: t.buyer_phone,
    price: t.purchase_price,
    isValid: t.is_valid,
    isCheckedIn: t.is_checked_in,
    checkedInAt: iso(t.checked_in_at),
    refundedAt: iso(t.refunded_at),
    transferredAt: iso(t.transferred_at),
    transferredFromTicketId: t.transferred_from_ticket_id,
  }
}

const TICKET_COLUMNS = [
  'tickets.id',
  'tickets.order_id',
  'tickets.event_id',
  'tickets.ticket_type_id',
  'ticket_types.name as ticket_type_name',
  'tickets.buyer_name',
  'tickets.buyer_email',
  'tickets.buyer_phone',
  'tickets.purchase_price',
  'tickets.is_valid',
  'tickets.is_checked_in',
  'tickets.checked_in_at',
  'tickets.refunded_at',
  'tickets.transferred_at',
  'tickets.transferred_from_ticket_id',
]

/** An order with its tickets and its event, as a webhook carries it. */
export async function orderData(trx: TransactionClientContract, orderId: number): Promise<Row | null> {
  const order = await trx.from('orders').where('id', orderId).first()
  if (!order) return null
  const tickets = await trx
    .from('tickets')
    .leftJoin('ticket_types', 'ticket_types.id', 'tickets.ticket_type_id')
    .where('tickets.order_id', orderId)
    .orderBy('tickets.id')
    .select(TICKET_COLUMNS)
  return {
    order: {
      id: order.id,
      orderNumber: order.order_number,
      status: order.status,
      channel: order.channel,
      eventId: order.event_id,
      buyerName: order.buyer_name,
      buyerEmail: order.buyer_email,
      buyerPhone: order.buyer_phone,
      currency: order.currency,
      subtotal: order.subtotal,
      total: order.total,
      paymentProvider: order.payment_provider,
      paymentMethod: order.payment_method,
      createdAt: iso(order.created_at),
      paidAt: iso(order.paid_at),
      cancelledAt: iso(order.cancelled_at),
      refundedAt: iso(order.refunded_at),
      tickets: tickets.map(ticketRecord),
    },
    event: await eventSummary(trx, order.event_id),
  }
}

/** A ticket with its order number and event. */
export async function ticketData(trx: TransactionClientContract, ticketId: number): Promise<Row | null> {
  const ticket = await trx
    .from('tickets')
    .leftJoin('ticket_types', 'ticket_types.id', 'tickets.ticket_type_id')
    .join('orders', 'orders.id', 'tickets.order_id')
    .where('tickets.id', ticketId)
    .select([...TICKET_COLUMNS, 'orders.order_number'])
    .first()
  if (!ticket) return null
  return { ticket: { ...ticketRecord(ticket), orderNumber: ticket.order_number }, event: await eventSummary(trx, ticket.event_id) }
}

/** Whose event it is: an organizer, or the organizer of an order's or a ticket's event (looked up in the same query). */
export type WebhookOwner = number | { orderId: number } | { ticketId: number }

const ORGANIZER_OF = {
  order: '(SELECT e.organizer_id FROM orders o JOIN events e ON e.id = o.event_id WHERE o.id = ?)',
  ticket: '(SELECT e.organizer_id FROM tickets t JOIN events e ON e.id = t.event_id WHERE t.id = ?)',
}

/**
 * The organizer's switched-on endpoints that want this type: the hot path's one indexed lookup (the organizer of an
 * order or ticket found inside it), and nothing else when there are none.
 */
async function endpointsFor(trx: TransactionClientContract, owner: WebhookOwner, type: WebhookEventType): Promise<number[]> {
  const [organizer, key] =
    typeof owner === 'number'
      ? ['?', owner]
      : 'orderId' in owner
        ? [ORGANIZER_OF.order, owner.orderId]
        : [ORGANIZER_OF.ticket, owner.ticketId]
  const result = await trx.rawQuery(
    `SELECT id FROM webhook_endpoints WHERE organizer_id = ${organizer} AND is_active AND events @> ARRAY[?]::text[]`,
    [key, type]
  )
  return result.rows.map((row: { id: number }) => row.id)
}

/**
 * Writes the event's deliveries in the caller's transaction and sends them once it commits. `data` (and the order
 * the deliveries keep their turn in) is only read when some endpoint wants the event.
 */
export async function recordWebhookEvent(
  trx: TransactionClientContract,
  owner: WebhookOwner,
  type: WebhookEventType,
  data: () => Promise<Row | null>,
  orderId: number | null | (() => Promise<number | null>) = null
): Promise<void> {
  const endpoints = await endpointsFor(trx, owner, type)
  if (endpoints.length === 0) return
  const payload = await data()
  if (!payload) return
  const orderKey = webhookOrderKey(typeof orderId === 'function' ? await orderId() : orderId)
  const rows: { id: number }[] = await trx
    .insertQuery()
    .table('webhook_deliveries')
    .multiInsert(
      endpoints.map((endpointId) => ({
        endpoint_id: endpointId,
        event_type: type,
        order_key: orderKey,
        payload: JSON.stringify(payload),
        status: 'pending',
        attempts: 0,
        max_attempts: WEBHOOK_MAX_ATTEMPTS,
        next_attempt_at: new Date(),
      }))
    )
    .returning('id')
  const ids = rows.map((row) => (typeof row === 'object' ? row.id : (row as number)))
  trx.after('commit', async () => {
    for (const id of ids) await dispatchWebhookDelivery(id)
  })
}

/** The order a ticket belongs to (its events keep their turn with the order's). */
async function orderOfTicket(trx: TransactionClientContract, ticketId: number): Promise<number | null> {
  const row = await trx.from('tickets').where('id', ticketId).select('order_id').first()
  return row?.order_id ?? null
}

/** order.paid / order.refunded / order.cancelled for one order (`extra`: e.g. the refund that was made). */
export async function recordOrderEvent(
  trx: TransactionClientContract,
  type: WebhookEventType,
  orderId: number,
  extra: Row = {}
): Promise<void> {
  await recordWebhookEvent(
    trx,
    { orderId },
    type,
    async () => {
      const data = await orderData(trx, orderId)
      return data ? { ...data, ...extra } : null
    },
    orderId
  )
}

/**
 * ticket.transferred: the ticket passed to a friend ('transfer') or sold on Ticketswitch ('ticketswitch'): the old
 * ticket (no longer valid) and the new one. Kept in order with the original order's events.
 */
export async function recordTransferEvent(
  trx: TransactionClientContract,
  fromTicketId: number,
  toTicketId: number,
  via: 'transfer' | 'ticketswitch'
): Promise<void> {
  await recordWebhookEvent(
    trx,
    { ticketId: fromTicketId },
    'ticket.transferred',
    async () => {
      const to = await ticketData(trx, toTicketId)
      const from = await ticketData(trx, fromTicketId)
      return to && from ? { ticket: to.ticket, previousTicket: from.ticket, via, event: to.event } : null
    },
    () => orderOfTicket(trx, fromTicketId)
  )
}

/** ticket.checked_in for one ticket (its order's events stay in order with it). */
export async function recordTicketEvent(trx: TransactionClientContract, type: WebhookEventType, ticketId: number): Promise<void> {
  await recordWebhookEvent(
    trx,
    { ticketId },
    type,
    () => ticketData(trx, ticketId),
    () => orderOfTicket(trx, ticketId)
  )
}

/** event.published / event.cancelled. */
export async function recordEventEvent(
  trx: TransactionClientContract,
  type: WebhookEventType,
  event: { id: number; organizerId: number }
): Promise<void> {
  await recordWebhookEvent(trx, event.organizerId, type, async () => {
    const summary = await eventSummary(trx, event.id)
    return summary ? { event: summary } : null
  })
}
