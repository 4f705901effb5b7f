/*
 * A cancelled event's refunds as its organizer follows them: the demo organizer's event with a loket cash sale is
 * cancelled; the server's background job (pg-boss) pays the sale back at the counter, and the event's page in the back
 * office shows it done ('Terugbetalingen: 1 van 1 gedaan, 0 mislukt').
 */
import { randomUUID } from 'node:crypto'
import { test, expect } from '@playwright/test'
import { sql } from './support/auth_helpers'
import { sharedLogIn, storeSession } from './support/stored_session'

test('cancelling an event: the job refunds its cash sale, the event page shows the refunds done', async ({ page, request }) => {
  const grant = await sharedLogIn(request, 'organizer@demo.sr')
  const headers = { authorization: `Bearer ${grant.token}` }
  const created = await request.post('/api/events', { headers, data: { title: `Afgelast ${randomUUID().slice(0, 5)}` } })
  expect(created.status()).toBe(201)
  const eventId = (await created.json()).data.id as number
  const { rows: types } = await sql(
    `INSERT INTO ticket_types (event_id, name, price, max_quantity, quantity_sold) VALUES ($1, 'Staanplaats', 150, 50, 1) RETURNING id`,
    [eventId]
  )
  const { rows: orders } = await sql(
    `INSERT INTO orders (order_number, event_id, buyer_name, buyer_email, contact_method, subtotal, total, status, channel,
       payment_provider, payment_method, paid_at, lines)
     VALUES ($1, $2, 'Kiran Loket', 'kiran@example.sr', 'email', 150, 150, 'paid', 'loket', 'loket', 'cash', now(),
       jsonb_build_array(jsonb_build_object('ticketTypeId', $3::int, 'quantity', 1, 'price', '150.00'))) RETURNING id`,
    [`E2E-${randomUUID().slice(0, 8).toUpperCase()}`, eventId, types[0].id]
  )
  await sql(
    `INSERT INTO tickets (order_id, event_id, ticket_type_id, buyer_name, buyer_email, contact_method, qr_code, purchase_price)
     VALUES ($1, $2, $3, 'Kiran Loket', 'kiran@example.sr', 'email', $4, 150)`,
    [orders[0].id, eventId, types[0].id, `E2E-${randomUUID()}`]
  )

  const cancelled = await request.post(`/api/events/${eventId}/cancel`, { headers })
  expect(cancelled.status()).toBe(200)
  expect((await cancelled.json()).data.cancellationRefunds).toMatchObject({ total: 1, manual: 0 })

  // The job runs after the cancellation commits (queued at once; the minute sweep would catch it otherwise).
  await expect
    .poll(async () => (await sql('SELECT status FROM orders WHERE id = $1', [orders[0].id])).rows[0].status, { timeout: 90_000 })
    .toBe('refunded')
  const { rows: refunds } = await sql('SELECT status, method, initiator, amount FROM refunds WHERE order_id = $1', [orders[0].id])
  expect(refunds).toEqual([{ status: 'succeeded', method: 'cash', initiator: 'event_cancelled', amount: '150.00' }])

  await storeSession(page, grant)
  await page.goto(`/organizer-dashboard#/events/${eventId}`)
  await expect(page.getByTestId('event-edit-page')).toBeVisible({ timeout: 15_000 })
  await expect(page.getByTestId('event-refunds-progress')).toHaveText('Terugbetalingen: 1 van 1 gedaan, 0 mislukt')
})
