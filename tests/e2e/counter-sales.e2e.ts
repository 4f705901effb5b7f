/*
 * At the counter, through the back office's sale screen: the demo loket seller is refused a sale
 * without a shift (said next to the shift panel), opens a shift in the panel, sells two tickets in cash, sees the
 * change large, opens the receipt with its QR codes and prints it (print media shows only the receipt), and finds
 * the sale in their list. An agent's sale through the same screen: agent-partnerships.e2e.ts.
 */
import { test, expect as baseExpect } from '@playwright/test'
import { formatSrd } from '../../domain/format'
import { changeFor } from '../../domain/counter_sale'
import { sql } from './support/auth_helpers'
import { sharedLogIn, storeSession } from './support/stored_session'
import { addTickets, amount, api, cents, paidType, type Sellable } from './support/counter_helpers'

// The back office loads its views and texts lazily: allow a busy machine some time.
const expect = baseExpect.configure({ timeout: 15_000 })

const EVENT = 'Kaseko Nacht aan de Waterkant'

test('loket: no sale without a shift; open it in the panel, sell in cash, the change large, the receipt printed', async ({ page }) => {
  test.setTimeout(120_000)
  const seller = await sharedLogIn(page.request, 'loket@demo.sr')
  // Another run on this database may have left the seller's shift open: close it as the seller would.
  await sql(
    `UPDATE loket_shifts SET closed_at = now(), closed_by = seller_id, counted_cash = opening_float, expected_cash = opening_float,
       difference = 0, report_number = (SELECT coalesce(max(report_number), 0) + 1 FROM loket_shifts s WHERE s.organizer_id = loket_shifts.organizer_id)
     WHERE seller_id = $1 AND closed_at IS NULL`,
    [seller.user.id]
  )
  const type = paidType(await api<Sellable[]>(page.request, seller, `/api/events/loket-accessible/${seller.user.id}`), EVENT)
  const total = amount(cents(type.price) * 2)
  const tendered = amount(cents(total) + 1250)
  const change = changeFor(total, tendered)
  if (!change.ok) throw new Error('change')

  await storeSession(page, seller)
  await page.goto('/loket-dashboard')
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 })
  await addTickets(page, EVENT, type, 2)
  await expect(page.getByTestId('sale-total')).toHaveText(formatSrd(total))

  // No shift yet: the API's 409 shows next to the panel, nothing sold.
  await page.getByRole('button', { name: 'Pin' }).click()
  await page.getByTestId('sell').click()
  await expect(page.getByTestId('shift-needed')).toContainText('Open eerst je kassadienst')
  await page.getByTestId('opening-float').fill('100')
  await page.getByRole('button', { name: 'Dienst openen' }).click()
  await expect(page.getByTestId('shift-since')).toContainText('Open sinds')
  await expect(page.getByTestId('shift-needed')).toHaveCount(0)

  // Cash: too little keeps the button off; the amount handed over shows the change large.
  await page.getByRole('button', { name: 'Contant' }).click()
  await page.getByTestId('amount-tendered').fill('1')
  await expect(page.getByTestId('sell')).toBeDisabled()
  await page.getByTestId('amount-tendered').fill(tendered)
  await expect(page.getByTestId('live-change')).toHaveText(formatSrd(change.change))
  await page.getByTestId('sell').click()
  await expect(page.getByTestId('sale-change')).toHaveText(formatSrd(change.change))
  const done = await page.getByTestId('sale-done').getByRole('alert').innerText()
  const orderNumber = /bestelling (\S+)/.exec(done)![1]
  // The shift panel's running totals took the sale in (the float plus the cash total).
  await expect(page.getByTestId('running-totals')).toContainText(formatSrd(amount(10000 + cents(total))))

  await page.getByTestId('open-receipt').click()
  const receipt = page.getByTestId('receipt')
  await expect(receipt).toContainText(orderNumber)
  await expect(receipt).toContainText(EVENT)
  await expect(receipt).toContainText(formatSrd(change.change))
  await expect(receipt.getByTestId('receipt-ticket')).toHaveCount(2)
  await expect(receipt.locator('img').first()).toHaveAttribute('src', /^data:image\/svg\+xml/)
  // Printing shows the receipt only, at the thermal printer's width.
  await page.emulateMedia({ media: 'print' })
  await expect(receipt).toBeVisible()
  await expect(page.getByTestId('print')).toBeHidden()
  const width = await receipt.evaluate((node) => node.getBoundingClientRect().width)
  expect(Math.round(width)).toBeLessThan(300)
  await page.emulateMedia({ media: 'screen' })

  // The sale is in the seller's list; its row opens the same receipt.
  await page.goto('/loket-dashboard#/loket-sales')
  const row = page.getByRole('row').filter({ hasText: orderNumber })
  await expect(row).toContainText(formatSrd(total), { timeout: 30_000 })
  await row.click()
  await expect(page.getByTestId('receipt')).toContainText(orderNumber)
})
