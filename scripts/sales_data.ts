/*
 * Data for the fault suite and the benches, written straight into the database the product runs on (no
 * demo data needed), and the stock and money invariants they check there afterwards.
 */
import { randomUUID } from 'node:crypto'
import type pg from 'pg'

export interface TicketTypeSpec {
  name: string
  price: string
  maxQuantity: number
}

export interface FaultEvent {
  eventId: number
  /** Ticket type ids in the order of the specs. */
  types: number[]
}

/** A published event, on sale now, by an organizer made for the suite. */
export async function createEvent(db: pg.Pool, title: string, specs: TicketTypeSpec[]): Promise<FaultEvent> {
  const organizer = await db.query(
    `INSERT INTO users (email, password, first_name, last_name, role, is_verified, is_email_verified)
     VALUES ($1, 'not-a-hash: nobody signs in', 'Test', 'Organisator', 'organizer', true, true) RETURNING id`,
    [`organizer-${randomUUID().slice(0, 8)}@example.sr`]
  )
  const event = await db.query(
    `INSERT INTO events (organizer_id, title, description, category, start_date, end_date, is_published, qr_code_prefix)
     VALUES ($1, $2, 'fault suite and benches', 'Muziek', now() + interval '30 days', now() + interval '30 days 4 hours', true, 'TEST') RETURNING id`,
    [organizer.rows[0].id, title]
  )
  const types: number[] = []
  for (const [index, spec] of specs.entries()) {
    const row = await db.query(
      `INSERT INTO ticket_types (event_id, name, price, max_quantity, quantity_sold, is_active, sort_order, has_user_limit)
       VALUES ($1, $2, $3, $4, 0, true, $5, false) RETURNING id`,
      [event.rows[0].id, spec.name, spec.price, spec.maxQuantity, index]
    )
    types.push(row.rows[0].id)
  }
  return { eventId: event.rows[0].id, types }
}

export interface Violation {
  invariant: string
  detail: string
}

/**
 * What must hold for the given events whatever fails (the fault suite's invariants). A pending order holds its seats (quantity_sold
 * counts them) but has no tickets yet; an issued order (paid, free) has exactly one ticket per seat.
 */
export async function invariantViolations(db: pg.Pool, eventIds: number[]): Promise<Violation[]> {
  const violations: Violation[] = []
  const add = (invariant: string, rows: unknown[]) => {
    for (const row of rows.slice(0, 5)) violations.push({ invariant, detail: JSON.stringify(row) })
    if (rows.length > 5) violations.push({ invariant, detail: `… and ${rows.length - 5} more` })
  }
  const orders = await db.query(
    `SELECT o.id, o.order_number, o.status, o.refund_required,
            (SELECT count(*)::int FROM tickets t WHERE t.order_id = o.id) AS tickets,
            (SELECT coalesce(sum((l->>'quantity')::int), 0)::int FROM jsonb_array_elements(o.lines) l) AS seats
     FROM orders o WHERE o.event_id = ANY($1)`,
    [eventIds]
  )
  add(
    "every issued order's tickets equal its quantities",
    orders.rows.filter((o) => ['paid', 'free'].includes(o.status) && (o.tickets !== o.seats || o.seats === 0))
  )
  add(
    'no tickets on an order that is not paid or free',
    orders.rows.filter((o) => !['paid', 'free'].includes(o.status) && o.tickets > 0)
  )
  const stray = await db.query(
    `SELECT t.id, t.order_id, o.status FROM tickets t LEFT JOIN orders o ON o.id = t.order_id
     WHERE t.event_id = ANY($1) AND (o.id IS NULL OR o.status NOT IN ('paid', 'free'))`,
    [eventIds]
  )
  add('no ticket without a paid or free order', stray.rows)
  const types = await db.query(
    `SELECT tt.id, tt.quantity_sold, tt.max_quantity,
            (SELECT count(*)::int FROM tickets t JOIN orders o ON o.id = t.order_id
              WHERE t.ticket_type_id = tt.id AND o.status IN ('paid', 'free')) AS issued,
            (SELECT coalesce(sum((l->>'quantity')::int), 0)::int FROM orders o, jsonb_array_elements(o.lines) l
              WHERE o.status = 'pending' AND (l->>'ticketTypeId')::int = tt.id) AS pending
     FROM ticket_types tt WHERE tt.event_id = ANY($1)`,
    [eventIds]
  )
  add(
    'quantity_sold equals the tickets sold (plus the seats of pending orders) per type',
    types.rows.filter((t) => t.quantity_sold !== t.issued + t.pending || t.quantity_sold > t.max_quantity)
  )
  const orphans = await db.query(
    `SELECT p.id, p.status, p.order_number FROM uni5pay_sandbox_payments p
     WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.order_number = p.order_number)`
  )
  add('no payment without its order', orphans.rows)
  const unpaid = await db.query(
    `SELECT o.order_number, o.provider_payment_id, p.status AS payment_status FROM orders o
     LEFT JOIN uni5pay_sandbox_payments p ON p.id = o.provider_payment_id
     WHERE o.event_id = ANY($1) AND o.payment_provider = 'uni5pay' AND o.status = 'paid' AND p.status IS DISTINCT FROM 'paid'`,
    [eventIds]
  )
  add('no tickets without a payment (Uni5Pay+ sandbox)', unpaid.rows)
  return violations
}

/**
 * Sandbox payments of these events that were paid but whose order is still pending (the server died
 * before or during the webhook), and open ones the buyer never got to: the provider would deliver the
 * webhook again, the buyer would still pay.
 */
export async function unsettledSandboxPayments(db: pg.Pool, eventIds: number[]): Promise<{ id: string; status: string }[]> {
  const result = await db.query(
    `SELECT p.id, p.status FROM uni5pay_sandbox_payments p JOIN orders o ON o.order_number = p.order_number
     WHERE o.event_id = ANY($1) AND o.status = 'pending' AND p.status IN ('open', 'paid')`,
    [eventIds]
  )
  return result.rows
}

/** Sandbox payments that are paid while their order has no tickets and is not marked for a refund. */
export async function paidWithoutTickets(db: pg.Pool, eventIds: number[]): Promise<unknown[]> {
  const result = await db.query(
    `SELECT p.id, o.order_number, o.status FROM uni5pay_sandbox_payments p JOIN orders o ON o.order_number = p.order_number
     WHERE o.event_id = ANY($1) AND p.status = 'paid' AND o.status <> 'paid' AND NOT o.refund_required`,
    [eventIds]
  )
  return result.rows
}
