/*
 * In the back office: the admin's Ticketswitch. The demo's resale of a ticket for an event still to come is
 * owed but cannot be paid yet (the button says why); a resale of a ticket for an event that is over is found by the
 * seller's name, marked paid out with the transfer's reference, and the detail then shows it paid, by whom, and the
 * history line.
 */
import { randomUUID } from 'node:crypto'
import { test, expect } from '@playwright/test'
import { sharedLogIn, storeSession } from './support/stored_session'
import { sql } from './support/auth_helpers'

/** A ticket of an event that is over, resold for SRD 150 (fee 7.50, payout 142.50 owed), as the sale leaves it. */
async function resoldAfterTheEvent(sellerName: string): Promise<number> {
  const { rows: events } = await sql(
    `SELECT e.id, tt.id AS type_id FROM events e JOIN ticket_types tt ON tt.event_id = e.id
     WHERE e.end_date < now() ORDER BY e.end_date DESC, tt.id LIMIT 1`
  )
  const { id: eventId, type_id: typeId } = events[0] as { id: number; type_id: number }
  const line = JSON.stringify([{ ticketTypeId: typeId, quantity: 1, price: '150.00' }])
  const order = async (name: string, email: string, channel: string, listingId: number | null) =>
    (
      await sql(
        `INSERT INTO orders (order_number, event_id, buyer_name, buyer_email, contact_method, subtotal, total, status, payment_provider,
           paid_at, tickets_delivered_at, lines, channel, ticketswitch_listing_id)
         VALUES ($1, $2, $3, $4, 'email', 150, 150, 'paid', 'uni5pay', now() - interval '10 days', now(), $5::jsonb, $6, $7) RETURNING id`,
        [`E2E-${randomUUID().slice(0, 8).toUpperCase()}`, eventId, name, email, line, channel, listingId]
      )
    ).rows[0].id as number
  const ticket = async (orderId: number, name: string, email: string) =>
    (
      await sql(
        `INSERT INTO tickets (order_id, event_id, ticket_type_id, buyer_name, buyer_email, contact_method, qr_code, purchase_price)
         VALUES ($1, $2, $3, $4, $5, 'email', $6, 150) RETURNING id`,
        [orderId, eventId, typeId, name, email, `E2E-${randomUUID()}`]
      )
    ).rows[0].id as number
  const sellerEmail = `verkoper-${randomUUID().slice(0, 6)}@example.sr`
  const old = await ticket(await order(sellerName, sellerEmail, 'online', null), sellerName, sellerEmail)
  const { rows: listings } = await sql(
    `INSERT INTO ticketswitch_listings (original_ticket_id, event_id, ticket_type_id, seller_email, seller_name, original_price,
       listing_price, resale_fee, payout_amount, payout_details, listed_at)
     VALUES ($1, $2, $3, $4, $5, 150, 150, 7.50, 142.50, 'DSB 4455667', now() - interval '12 days') RETURNING id`,
    [old, eventId, typeId, sellerEmail, sellerName]
  )
  const listingId = listings[0].id as number
  const sale = await order('Naomi Koper', 'naomi@example.sr', 'ticketswitch', listingId)
  const fresh = await ticket(sale, 'Naomi Koper', 'naomi@example.sr')
  await sql(`UPDATE tickets SET is_valid = false, transferred_to_ticketswitch = true WHERE id = $1`, [old])
  await sql(
    `UPDATE ticketswitch_listings SET is_active = false, is_sold = true, sold_at = now() - interval '10 days', order_id = $2,
       new_ticket_id = $3, buyer_email = 'naomi@example.sr', buyer_name = 'Naomi Koper', payout_status = 'owed' WHERE id = $1`,
    [listingId, sale, fresh]
  )
  return listingId
}

test('the admin sees why a payout must wait, and pays out one whose event is over', async ({ page, request }) => {
  const sellerName = `Ravi Verkoper ${randomUUID().slice(0, 4)}`
  const listingId = await resoldAfterTheEvent(sellerName)
  await storeSession(page, await sharedLogIn(request, 'admin@demo.sr'))

  // The demo's resale: its event is still to come.
  await page.goto('/dashboard#/ticketswitch-listings')
  await expect(page.getByTestId('ticketswitch-payoutsOwed')).toBeVisible({ timeout: 20_000 })
  await page.getByTestId('ticketswitch-tab-owed').click()
  const demo = page.getByRole('row').filter({ hasText: 'Familie Biharie' })
  // The family's other listing (still for sale) leaves the list once the tab applies.
  await expect(demo).toHaveCount(1)
  await expect(demo).toContainText('Te betalen · vanaf')
  await demo.getByText('SRD 150,-').first().click()
  await expect(page.getByTestId('payout-mark')).toBeDisabled()
  await expect(page.getByTestId('payout-refusal')).toContainText('Uitbetalen kan pas na afloop van het evenement')

  // The one whose event is over: found by the seller's name, paid out from its detail.
  await page.goto('/dashboard#/ticketswitch-listings')
  await page.getByPlaceholder('Evenement, verkoper, koper of bestelnummer').fill(sellerName)
  const row = page.getByRole('row').filter({ hasText: sellerName })
  await expect(row).toContainText('Te betalen · nu betaalbaar')
  await expect(page.getByRole('row')).toHaveCount(2) // the header and the one match
  await row.getByText('SRD 150,-').first().click()
  await expect(page).toHaveURL(new RegExp(`/ticketswitch-listings/${listingId}/show`))
  await expect(page.getByTestId('listing-payout-details')).toHaveText('DSB 4455667')
  await page.getByTestId('payout-mark').click()
  const dialog = page.getByRole('dialog', { name: 'Uitbetaling markeren als betaald' })
  await expect(dialog).toContainText(`Heb je SRD 142,50 aan ${sellerName} overgemaakt?`)
  await dialog.getByTestId('payout-reference').fill('DSB-TRF-2026-001')
  await dialog.getByTestId('payout-confirm').click()
  await expect(page.getByText('Uitbetaling van SRD 142,50 gemarkeerd als betaald.')).toBeVisible()
  await expect(page.getByTestId('listing-payout')).toHaveText('Uitbetaald')
  await expect(page.getByTestId('payout-mark')).toHaveCount(0)
  const history = page.getByTestId('audit-history')
  await expect(history).toContainText('uitbetaald aan de verkoper')
  await expect(history).toContainText('DSB-TRF-2026-001')
  expect((await sql(`SELECT payout_status FROM ticketswitch_listings WHERE id = $1`, [listingId])).rows[0].payout_status).toBe('paid')
})
