/*
 * The organizer's orders in the back office: the demo organizer opens an event's orders,
 * searches a buyer, opens the order with its tickets and QR codes, and downloads the attendee CSV (fetched with
 * the session's bearer token, saved from a blob).
 */
import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { test, expect } from '@playwright/test'
import { sql } from './support/auth_helpers'
import { sharedLogIn, storeSession } from './support/stored_session'

/** A paid order of two tickets for the demo organizer's first event, written as the payment flow leaves it. */
async function seedOrder(buyerName: string) {
  const { rows: events } = await sql(
    `SELECT e.id, tt.id AS type_id, tt.name AS type_name FROM events e
     JOIN users u ON u.id = e.organizer_id JOIN ticket_types tt ON tt.event_id = e.id
     WHERE u.email = 'organizer@demo.sr' ORDER BY e.start_date, tt.id LIMIT 1`
  )
  const event = events[0] as { id: number; type_id: number; type_name: string }
  const orderNumber = `E2E-${randomUUID().slice(0, 8).toUpperCase()}`
  const { rows } = await sql(
    `INSERT INTO orders (order_number, event_id, buyer_name, buyer_email, buyer_phone, contact_method, subtotal, total, status,
       payment_provider, paid_at, lines)
     VALUES ($1, $2, $3, 'anoeska@example.sr', '+5978123456', 'email', 300, 312.29, 'paid', 'mollie', now(),
       jsonb_build_array(jsonb_build_object('ticketTypeId', $4::int, 'quantity', 2, 'price', '150.00'))) RETURNING id`,
    [orderNumber, event.id, buyerName, event.type_id]
  )
  const codes = [`E2E-${randomUUID()}`, `E2E-${randomUUID()}`]
  for (const code of codes) {
    await sql(
      `INSERT INTO tickets (order_id, event_id, ticket_type_id, buyer_name, buyer_email, contact_method, qr_code, purchase_price)
       VALUES ($1, $2, $3, $4, 'anoeska@example.sr', 'email', $5, 150)`,
      [rows[0].id, event.id, event.type_id, buyerName, code]
    )
  }
  return { eventId: event.id, typeName: event.type_name, orderNumber, codes }
}

test('the demo organizer finds an order, opens it and downloads the attendee CSV', async ({ page, request }) => {
  const buyer = `Anoeska Playwright ${randomUUID().slice(0, 4)}`
  const seeded = await seedOrder(buyer)
  await storeSession(page, await sharedLogIn(request, 'organizer@demo.sr'))

  await page.goto(`/organizer-dashboard#/orders?filter=${encodeURIComponent(JSON.stringify({ eventId: seeded.eventId }))}`)
  await expect(page.getByRole('heading', { name: 'Bestellingen' }).or(page.getByText('Bestellingen').first())).toBeVisible()
  const search = buyer.split(' ').slice(1).join(' ')
  await page.getByPlaceholder('Naam, e-mail, telefoon, bestelnummer of ticketcode').fill(search)
  // react-admin writes the search into the address after its debounce; a row clicked before that is taken back to
  // the list when it lands, so wait for it as a person's eye waits for the list to settle.
  await expect.poll(() => decodeURIComponent(page.url())).toContain(search)
  const row = page.getByRole('row', { name: new RegExp(seeded.orderNumber) })
  await expect(row).toBeVisible()
  await expect(page.getByRole('row')).toHaveCount(2) // the header and the one match
  await expect(row).toContainText('SRD 312,29')
  await expect(row).toContainText('Betaald')

  await row.click()
  await expect(page.getByTestId('order-number')).toHaveText(seeded.orderNumber)
  const tickets = page.getByTestId('order-ticket')
  await expect(tickets).toHaveCount(2)
  await expect(tickets.first().getByRole('img')).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/)
  await expect(tickets.first()).toContainText(seeded.codes[0])
  await expect(tickets.first()).toContainText('Niet ingecheckt')
  await expect(page.getByRole('button', { name: 'Tickets opnieuw sturen' })).toBeVisible()
  // A paid order is not cancelled here (its money must go back first).
  await expect(page.getByRole('button', { name: 'Bestelling annuleren' })).toHaveCount(0)

  await page.getByRole('link', { name: 'Terug naar bestellingen' }).click()
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Deelnemers (CSV)' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^deelnemers-.+\.csv$/)
  const text = await readFile((await download.path())!, 'utf8')
  expect(text.charCodeAt(0)).toBe(0xfeff)
  // A back office in Dutch gets the Dutch spreadsheet format: ';' between cells and a decimal comma.
  expect(text.slice(1).split('\r\n')[0]).toBe('Bestelnummer;Koper;E-mail;Telefoon;Tickettype;Prijs;QR-code;Ingecheckt;Ingecheckt op')
  const lines = text.split('\r\n').filter((line) => line.startsWith(`${seeded.orderNumber};`))
  expect(lines).toHaveLength(2)
  for (const [index, code] of seeded.codes.entries()) {
    expect(lines[index]).toBe(`${seeded.orderNumber};${buyer};anoeska@example.sr;+5978123456;${seeded.typeName};150,00;${code};nee;`)
  }
})
