/*
 * Cash shifts: the demo loket seller (loket@demo.sr) opens a shift with a float, sells (the counter's
 * orders are written here as the loket sale leaves them: the counter sale has journeys of its own), sees the running
 * totals, counts SRD 10 short, must give a note, closes and sees the numbered report; the demo organizer then finds
 * the report among their sellers' shifts.
 */
import { randomUUID } from 'node:crypto'
import { test, expect as baseExpect, type Page } from '@playwright/test'
import { sql } from './support/auth_helpers'
import { sharedLogIn, storeSession } from './support/stored_session'

// The back office loads its views and texts lazily: allow a busy machine some time.
const expect = baseExpect.configure({ timeout: 15_000 })

const NOTE = 'Tien SRD teruggegeven aan een klant zonder bon'

/** A loket order of the seller's open shift with its tickets (cash or pin), as the counter sale writes it. */
async function counterSale(shiftId: number, sellerId: number, method: 'cash' | 'pin', quantity: number) {
  const { rows } = await sql(
    `SELECT tt.id, tt.event_id, tt.price FROM ticket_types tt JOIN events e ON e.id = tt.event_id
     WHERE e.title = 'Kaseko Nacht aan de Waterkant' ORDER BY tt.id LIMIT 1`
  )
  const type = rows[0] as { id: number; event_id: number; price: string }
  const total = (Number(type.price) * quantity).toFixed(2)
  const { rows: orders } = await sql(
    `INSERT INTO orders (order_number, event_id, buyer_name, subtotal, total, status, payment_provider, payment_method, channel,
       loket_shift_id, sold_by_user_id, paid_at, tickets_delivered_at, lines)
     VALUES ($1, $2, 'Loket Koper', $3, $3, 'paid', 'loket', $4, 'loket', $5, $6, now(), now(),
       jsonb_build_array(jsonb_build_object('ticketTypeId', $7::int, 'quantity', $8::int))) RETURNING id`,
    [`LKT-${randomUUID().slice(0, 8)}`, type.event_id, total, method, shiftId, sellerId, type.id, quantity]
  )
  for (let n = 0; n < quantity; n++) {
    await sql(`INSERT INTO tickets (order_id, event_id, ticket_type_id, qr_code, purchase_price) VALUES ($1, $2, $3, $4, $5)`, [
      orders[0].id,
      type.event_id,
      type.id,
      `LKT-${randomUUID()}`,
      type.price,
    ])
  }
  return Number(total)
}

const srd = (amount: number) =>
  Number.isInteger(amount)
    ? `SRD ${amount.toLocaleString('nl-NL')},-`
    : `SRD ${amount.toLocaleString('nl-NL', { minimumFractionDigits: 2 })}`

async function openShiftPage(page: Page) {
  await page.goto('/loket-dashboard#/loket-shifts/create')
  await expect(page.getByTestId('shift-panel')).toBeVisible({ timeout: 30_000 })
}

test('a seller opens a shift, closes it SRD 10 short with a note and sees the report; the organizer sees it too', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const { rows: sellers } = await sql(`SELECT id FROM users WHERE email = 'loket@demo.sr'`)
  const sellerId = sellers[0].id as number
  // Another run on this database may have left the seller's shift open: close it as the seller would.
  await sql(
    `UPDATE loket_shifts SET closed_at = now(), closed_by = seller_id, counted_cash = opening_float, expected_cash = opening_float,
       difference = 0, report_number = (SELECT coalesce(max(report_number), 0) + 1 FROM loket_shifts s WHERE s.organizer_id = loket_shifts.organizer_id)
     WHERE seller_id = $1 AND closed_at IS NULL`,
    [sellerId]
  )

  await storeSession(page, await sharedLogIn(request, 'loket@demo.sr'))
  await openShiftPage(page)
  await page.getByTestId('opening-float').fill('150')
  await page.getByRole('button', { name: 'Dienst openen' }).click()
  await expect(page.getByTestId('shift-since')).toContainText('Open sinds')
  await expect(page.getByTestId('running-totals')).toContainText(srd(150))

  const { rows: shifts } = await sql(`SELECT id FROM loket_shifts WHERE seller_id = $1 AND closed_at IS NULL`, [sellerId])
  const shiftId = shifts[0].id as number
  const cash = await counterSale(shiftId, sellerId, 'cash', 2)
  const pin = await counterSale(shiftId, sellerId, 'pin', 1)
  const expected = 150 + cash

  // The app bar has its own 'Vernieuwen': the panel's reloads the shift.
  await page.getByTestId('shift-panel').getByRole('button', { name: 'Vernieuwen' }).click()
  await expect(page.getByTestId('running-totals')).toContainText(srd(expected))
  await expect(page.getByTestId('method-pin')).toContainText(srd(pin))

  // Counting: the difference shows while typing; a difference needs a note before the shift closes.
  const close = page.getByRole('button', { name: 'Dienst afsluiten' })
  await page.getByTestId('counted-cash').fill(String(expected))
  await expect(page.getByTestId('live-difference')).toContainText('Klopt precies')
  await page.getByTestId('counted-cash').fill(String(expected - 10))
  await expect(page.getByTestId('live-difference')).toContainText(`${srd(10)} te weinig`)
  await expect(close).toBeDisabled()
  await page.getByTestId('shift-note').fill(NOTE)
  await close.click()

  await expect(page.getByText(/Kassadienst afgesloten: rapport \d+/)).toBeVisible()
  const report = page.getByTestId('shift-report')
  await expect(report.getByRole('heading', { name: /Kassarapport \d+/ })).toBeVisible()
  const reportTitle = await report.getByRole('heading', { name: /Kassarapport \d+/ }).innerText()
  await expect(report.getByTestId('report-note')).toContainText(NOTE)
  await expect(report).toContainText(`${srd(10)} te weinig`)
  await expect(report.getByTestId('type-line')).toContainText('Kaseko Nacht aan de Waterkant')
  await expect(report.getByRole('button', { name: 'Print bon (80 mm)' })).toBeVisible()

  // The organizer finds the report among their sellers' shifts.
  const organizerContext = await browser.newContext({ locale: 'nl-NL' })
  const organizerPage = await organizerContext.newPage()
  await storeSession(organizerPage, await sharedLogIn(request, 'organizer@demo.sr'))
  await organizerPage.goto('/organizer-dashboard#/loket-shifts')
  const number = reportTitle.replace(/\D/g, '')
  const row = organizerPage.getByRole('row').filter({ hasText: `#${number}` })
  await expect(row).toContainText('Jerry Amatstam', { timeout: 30_000 })
  await expect(row).toContainText(`${srd(10)} te weinig`)
  await row.click()
  const organizerReport = organizerPage.getByTestId('shift-report')
  await expect(organizerReport.getByRole('heading', { name: reportTitle })).toBeVisible()
  await expect(organizerReport.getByTestId('report-note')).toContainText(NOTE)
  await organizerContext.close()
})
