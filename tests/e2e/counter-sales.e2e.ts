/*
 * Issue 14 §1 and §3 at the counter, through the back office's sale screen: the demo loket seller is refused a sale
 * without a shift (said next to the shift panel), opens a shift in the panel, sells two tickets in cash, sees the
 * change large, opens the receipt with its QR codes and prints it (print media shows only the receipt), and finds
 * the sale in their list. The demo agent sells through '#/agent-sales/create'; the commission then shows on the
 * agent dashboard and the balance on the organizer's settlement page.
 */
import { test, expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test'
import { formatSrd } from '../../domain/format'
import { changeFor, commissionOn } from '../../domain/counter_sale'
import type { AgentBalance, AgentStats } from '../../domain/agent_figures'
import { sql } from './auth_helpers'
import { sharedLogIn, storeSession, type Grant } from './stored_session'

// The back office loads its views and texts lazily: allow a busy machine some time.
const expect = baseExpect.configure({ timeout: 15_000 })

const EVENT = 'Kaseko Nacht aan de Waterkant'

interface Sellable {
  id: number
  title: string
  ticketTypes: { id: number; name: string; price: string; remaining: number; status: string }[]
}

async function api<T>(request: APIRequestContext, grant: Grant, path: string): Promise<T> {
  const response = await request.get(path, { headers: { Authorization: `Bearer ${grant.token}` } })
  expect(response.status(), path).toBe(200)
  return (await response.json()).data as T
}

const cents = (amount: string) => Math.round(Number(amount) * 100)
const amount = (value: number) => (value / 100).toFixed(2)

/** The event's first paid type on sale with seats left, as the seller's own list gives it. */
function paidType(events: Sellable[]) {
  const event = events.find((e) => e.title === EVENT)!
  return event.ticketTypes.find((t) => cents(t.price) > 0 && t.status === 'available' && t.remaining >= 2)!
}

async function addTickets(page: Page, type: { id: number; name: string }, quantity: number) {
  await page.getByRole('button', { name: new RegExp(EVENT) }).click()
  for (let n = 0; n < quantity; n++)
    await page
      .getByTestId(`type-${type.id}`)
      .getByRole('button', { name: `Eén ${type.name} meer` })
      .click()
  await expect(page.getByTestId(`quantity-${type.id}`)).toHaveText(String(quantity))
}

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
  const type = paidType(await api<Sellable[]>(page.request, seller, `/api/events/loket-accessible/${seller.user.id}`))
  const total = amount(cents(type.price) * 2)
  const tendered = amount(cents(total) + 1250)
  const change = changeFor(total, tendered)
  if (!change.ok) throw new Error('change')

  await storeSession(page, seller)
  await page.goto('/loket-dashboard')
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 })
  await addTickets(page, type, 2)
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

test('agent: a sale through #/agent-sales/create; the commission on the agent dashboard and the organizer’s settlement page', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const agent = await sharedLogIn(page.request, 'agent@demo.sr')
  const organizer = await sharedLogIn(page.request, 'organizer@demo.sr')
  const type = paidType(await api<Sellable[]>(page.request, agent, '/api/agent/sales-events'))
  const statsBefore = await api<AgentStats>(page.request, agent, `/api/agent/${agent.user.id}/stats`)
  const [balanceBefore] = await api<AgentBalance[]>(page.request, organizer, `/api/agent-settlements/balances?agentId=${agent.user.id}`)
  const commission = commissionOn(type.price, '10.00')

  await storeSession(page, agent)
  await page.goto('/agent-dashboard#/agent-sales/create')
  await expect(page.getByRole('heading', { level: 1, name: 'Verkopen' })).toBeVisible({ timeout: 30_000 })
  await addTickets(page, type, 1)
  await page.getByRole('button', { name: 'Pin' }).click()
  await page.getByTestId('sell').click()
  await expect(page.getByTestId('sale-done')).toContainText('Verkocht')
  await expect(page.getByTestId('sale-change')).toHaveCount(0)

  await page.goto('/agent-dashboard')
  const earned = amount(cents(statsBefore.commissionEarned!) + cents(commission))
  await expect(page.getByTestId('kpi-commission')).toContainText(formatSrd(earned), { timeout: 30_000 })

  const organizerContext = await browser.newContext({ locale: 'nl-NL' })
  const organizerPage = await organizerContext.newPage()
  await storeSession(organizerPage, organizer)
  await organizerPage.goto('/organizer-dashboard#/agent-settlements')
  const owed = amount(cents(balanceBefore.balance) + cents(type.price) - cents(commission))
  await expect(
    organizerPage.getByTestId(`balance-${balanceBefore.agentId}-${balanceBefore.organizerId}`).getByTestId('balance-amount')
  ).toHaveText(formatSrd(owed), { timeout: 30_000 })
  await organizerContext.close()
})
