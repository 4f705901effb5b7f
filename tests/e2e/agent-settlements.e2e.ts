import { test, expect, type APIRequestContext } from '@playwright/test'
import { formatSrd } from '../../domain/format'
import type { AgentBalance, AgentStats } from '../../domain/agent_figures'
import { sharedLogIn, storeSession, type Grant } from './support/stored_session'
import { pickerDay, typeInPicker } from './support/pickers'

/*
 * Settlement between an agent and an organizer as both sides meet it: the organizer records a payment
 * from the demo agent, the new balance shows at once on their page, and the agent sees the same balance, the
 * payment in the history and their figures on /agent-dashboard. Figures come from the API (checked against direct
 * counts in tests/functional/agents/); the page must show exactly those.
 */

/** Cents of a two-decimal amount ('890.00' → 89000), to subtract without floats. */
const cents = (amount: string) => Math.round(Number(amount) * 100)
const amount = (value: number) => (value / 100).toFixed(2)

async function api<T>(request: APIRequestContext, grant: Grant, path: string): Promise<T> {
  const response = await request.get(path, { headers: { Authorization: `Bearer ${grant.token}` } })
  expect(response.status(), path).toBe(200)
  return (await response.json()).data as T
}

test('the organizer records an agent’s payment; both sides see the new balance', async ({ page, browser }) => {
  // Two people's pages, two sign-ins (argon2) and a save on a loaded runner: more than the default 30 s.
  test.setTimeout(90_000)
  const organizer = await sharedLogIn(page.request, 'organizer@demo.sr')
  const agent = await sharedLogIn(page.request, 'agent@demo.sr')
  const [before] = await api<AgentBalance[]>(page.request, organizer, `/api/agent-settlements/balances?agentId=${agent.user.id}`)
  const reference = `E2E-${Date.now()}`

  await storeSession(page, organizer)
  await page.goto('/organizer-dashboard#/agent-settlements')
  const row = page.getByTestId(`balance-${before.agentId}-${before.organizerId}`)
  await expect(row.getByTestId('balance-amount')).toHaveText(formatSrd(before.balance), { timeout: 15_000 })
  await row.getByTestId('record-settlement').click()
  // A mistake first: the API's Dutch message shows at the field and nothing is recorded.
  await page.getByTestId('settlement-amount').fill('0')
  await page.getByTestId('settlement-save').click()
  await expect(page.getByText('Het bedrag moet groter zijn dan 0')).toBeVisible()
  await page.getByTestId('settlement-amount').fill('250,50')
  await page.getByTestId('settlement-reference').fill(reference)
  await page.getByTestId('settlement-save').click()
  const after = amount(cents(before.balance) - 25050)
  await expect(row.getByTestId('balance-amount')).toHaveText(formatSrd(after), { timeout: 15_000 })
  await expect(page.getByTestId('settlement-history')).toContainText(reference)
  await expect(page.getByTestId('settlement-history')).toContainText(formatSrd('250.50'))

  // The agent's side, in a tab of their own.
  const agentContext = await browser.newContext()
  const agentPage = await agentContext.newPage()
  await storeSession(agentPage, agent)
  const stats = await api<AgentStats>(agentPage.request, agent, `/api/agent/${agent.user.id}/stats`)
  expect(stats.balances!.find((b) => b.organizerId === before.organizerId)!.balance).toBe(after)
  await agentPage.goto('/agent-dashboard')
  await expect(agentPage.getByTestId('kpi-owed')).toContainText(formatSrd(stats.owedBalance!), { timeout: 15_000 })
  await expect(agentPage.getByTestId('kpi-commission')).toContainText(formatSrd(stats.commissionEarned!))
  await expect(agentPage.getByTestId('kpi-total')).toContainText(String(stats.periods.total.tickets))
  await expect(agentPage.getByTestId(`balance-${agent.user.id}-${before.organizerId}`).getByTestId('balance-amount')).toHaveText(
    formatSrd(after)
  )
  await expect(agentPage.getByRole('link', { name: 'Verkopen' })).toHaveAttribute('href', '#/agent-sales/create')
  await expect(agentPage.getByTestId('sales-chart')).toBeVisible()
  await agentPage.goto('/agent-dashboard#/agent-settlements')
  await expect(agentPage.getByTestId('settlement-history')).toContainText(reference, { timeout: 15_000 })
  await expect(agentPage.getByTestId('record-settlement')).toHaveCount(0)
  await agentContext.close()
})

test('the agent’s sales list filters by payment method', async ({ page }) => {
  const agent = await sharedLogIn(page.request, 'agent@demo.sr')
  const pin = await page.request.get(`/api/analytics/transactions/agent/${agent.user.id}?paymentMethod=pin`, {
    headers: { Authorization: `Bearer ${agent.token}` },
  })
  const expected = (await pin.json()).total as number
  await storeSession(page, agent)
  await page.goto('/agent-dashboard')
  await expect(page.getByTestId('agent-sale-row').first()).toBeVisible({ timeout: 15_000 })
  await page.getByTestId('sales-filter-paymentMethod').getByRole('combobox').click()
  await page.getByRole('option', { name: 'Pin' }).click()
  await expect(page.getByTestId('agent-sale-row')).toHaveCount(Math.min(expected, 10))
  for (const row of await page.getByTestId('agent-sale-row').all()) await expect(row).toContainText('Pin')
})

test('the agent’s sales list filters by day with the date picker, loaded on the first tap', async ({ page }) => {
  const agent = await sharedLogIn(page.request, 'agent@demo.sr')
  const headers = { Authorization: `Bearer ${agent.token}` }
  const base = `/api/analytics/transactions/agent/${agent.user.id}`
  const latest = (await (await page.request.get(`${base}?perPage=1`, { headers })).json()).data[0] as { soldAt: string }
  // The day of the latest sale in Suriname (UTC-3), as the filter reads it.
  const day = new Date(new Date(latest.soldAt).getTime() - 3 * 3600_000).toISOString().slice(0, 10)
  const expected = (await (await page.request.get(`${base}?from=${day}&to=${day}`, { headers })).json()).total as number
  expect(expected).toBeGreaterThan(0)

  const pickerChunks: string[] = []
  page.on('request', (request) => {
    if (/\/Pickers-[^/]+\.js$/.test(request.url())) pickerChunks.push(request.url())
  })
  await storeSession(page, agent)
  await page.goto('/agent-dashboard')
  await expect(page.getByTestId('agent-sale-row').first()).toBeVisible({ timeout: 15_000 })
  expect(pickerChunks, 'the dashboard loads no picker before a date filter is used').toEqual([])

  // A tap opens the calendar; the day is then typed into the picker's sections.
  await page.getByTestId('sales-filter-from').click()
  await expect(page.getByRole('dialog').getByRole('grid')).toBeVisible()
  expect(pickerChunks.length).toBeGreaterThan(0)
  await page.keyboard.press('Escape')
  await typeInPicker(page, 'sales-filter-from', pickerDay(day))
  // From the keyboard: focus lands in the picker, ready for the digits.
  await page.getByTestId('sales-filter-to').getByRole('textbox').focus()
  await expect(page.getByTestId('sales-filter-to').getByRole('spinbutton').first()).toBeFocused()
  await page.keyboard.type(pickerDay(day))

  await expect(page.getByTestId('sales-filter-to').getByRole('spinbutton').nth(2)).toHaveText(day.slice(0, 4))
  await expect(page.getByTestId('agent-sale-row')).toHaveCount(Math.min(expected, 10))
})
