/*
 * The whole way: the demo agent (agent@demo.sr) asks Paramaribo Tech Hub (who turned down an earlier
 * request) to sell their tickets; the organizer (techhub@demo.sr) approves it with one event and a commission of
 * 7.5%; the agent's bell shows the approval (one more unread), and clicking it marks it read. The agent then sells a
 * ticket of that event on the sale screen; the commission shows on the agent's dashboard and on the organizer's
 * settlement page, with what the agent now owes.
 */
import { test, expect as baseExpect, type Page } from '@playwright/test'
import { formatSrd } from '../../domain/format'
import { commissionOn } from '../../domain/counter_sale'
import type { AgentBalance, AgentStats } from '../../domain/agent_figures'
import { sharedLogIn, storeSession } from './support/stored_session'
import { addTickets, amount, api, cents, paidType, type Sellable } from './support/counter_helpers'

const expect = baseExpect.configure({ timeout: 15_000 })
const EVENT = 'Caribbean Business Summit Paramaribo'
const REQUEST = 'Wij verkopen graag tickets voor de summit in ons verkooppunt.'

/** The bell's unread count, as its name says it ('Notificaties (3 ongelezen)'; none: 0). */
async function unreadCount(page: Page): Promise<number> {
  const label = (await page.getByTestId('notification-bell').getAttribute('aria-label')) ?? ''
  return Number(/\((\d+)/.exec(label)?.[1] ?? 0)
}

test('an agent asks an organizer, who approves; the bell shows it; the agent sells and the commission shows on both sides', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const agent = await sharedLogIn(request, 'agent@demo.sr')
  const techHub = await sharedLogIn(request, 'techhub@demo.sr')
  await storeSession(page, agent)
  await page.goto('/agent-dashboard#/agent-partnerships')
  await expect(page.getByTestId('notification-bell')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Stichting Kulturu Sranan').first()).toBeVisible()
  const before = await unreadCount(page)

  await page.getByRole('link', { name: 'Partnerschap aanvragen' }).first().click()
  // Each organizer with their town and upcoming events, picked as a choice of its own.
  await page.getByRole('radio', { name: /Paramaribo Tech Hub/ }).check()
  await page.getByLabel('Bericht').fill(REQUEST)
  await page.getByRole('button', { name: 'Opslaan' }).click()
  await expect(page.getByText('Verzoek verstuurd')).toBeVisible()
  const asked = page.locator('tr, li').filter({ hasText: 'Paramaribo Tech Hub' }).filter({ hasText: 'In afwachting' })
  await expect(asked).toHaveCount(1)

  // The organizer answers in their back office (a browser of their own: the session is stored per tab).
  const organizer = await browser.newPage({ baseURL: test.info().project.use.baseURL })
  await storeSession(organizer, techHub)
  await organizer.goto('/organizer-dashboard#/agent-partnerships')
  const row = organizer.locator('tr, li').filter({ hasText: REQUEST })
  await expect(row.getByText('In afwachting')).toBeVisible({ timeout: 30_000 })
  await row.getByRole('button', { name: 'Goedkeuren' }).click()
  const dialog = organizer.getByRole('dialog')
  await dialog.getByLabel('Commissie in procenten (0-100)').fill('7.5')
  await dialog.getByLabel('Mag alle evenementen verkopen (ook latere)').uncheck()
  await dialog.getByRole('checkbox', { name: 'Caribbean Business Summit Paramaribo' }).check()
  await dialog.getByLabel('Bericht aan de agent (optioneel)').fill('Welkom, alleen voor de summit.')
  await dialog.getByRole('button', { name: 'Goedkeuren' }).click()
  await expect(dialog).toBeHidden()
  await expect(row.getByText('Goedgekeurd')).toBeVisible()
  await expect(row).toContainText('7,5 %')
  await expect(row).toContainText('1 evenement(en)')

  // The agent's bell: one more unread, the approval on top ('Nu'), read on click.
  await page.goto('/agent-dashboard')
  const bell = page.getByTestId('notification-bell')
  await expect(bell).toHaveAttribute('aria-label', `Notificaties (${before + 1} ongelezen)`, { timeout: 30_000 })
  await bell.click()
  const newest = page.getByTestId('notification-item').first()
  await expect(newest).toContainText('Partnerschap goedgekeurd')
  await expect(newest).toContainText('Paramaribo Tech Hub')
  await expect(newest).toContainText('Welkom, alleen voor de summit.')
  await expect(newest).toContainText('Nu')
  await expect(newest).toHaveAttribute('data-read', 'false')
  await newest.click()
  await expect(newest).toHaveAttribute('data-read', 'true')
  await expect(bell).toHaveAttribute('aria-label', before === 0 ? 'Notificaties' : `Notificaties (${before} ongelezen)`)

  // The agent sells one ticket of the summit (pin) on the sale screen, within the new permissions.
  const type = paidType(await api<Sellable[]>(request, agent, '/api/agent/sales-events'), EVENT)
  const commission = commissionOn(type.price, '7.50')
  const statsBefore = await api<AgentStats>(request, agent, `/api/agent/${agent.user.id}/stats`)
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('notification-item')).toHaveCount(0)
  await page.goto('/agent-dashboard#/agent-sales/create')
  await expect(page.getByRole('heading', { level: 1, name: 'Verkopen' })).toBeVisible({ timeout: 30_000 })
  await addTickets(page, EVENT, type, 1)
  await page.getByRole('button', { name: 'Pin' }).click()
  await page.getByTestId('sell').click()
  await expect(page.getByTestId('sale-done')).toContainText('Verkocht')
  await expect(page.getByTestId('sale-change')).toHaveCount(0)

  // The agent's side: the commission earned grows by 7.5% of the price, rounded half up to the cent.
  await page.goto('/agent-dashboard')
  const earned = amount(cents(statsBefore.commissionEarned!) + cents(commission))
  await expect(page.getByTestId('kpi-commission')).toContainText(formatSrd(earned), { timeout: 30_000 })

  // The organizer's side: the new partner's row with what was collected, the commission and the balance owed.
  const [balance] = await api<AgentBalance[]>(request, techHub, `/api/agent-settlements/balances?agentId=${agent.user.id}`)
  await organizer.goto('/organizer-dashboard#/agent-settlements')
  const pair = organizer.getByTestId(`balance-${agent.user.id}-${balance.organizerId}`)
  await expect(pair).toContainText(formatSrd(type.price), { timeout: 30_000 })
  await expect(pair).toContainText(formatSrd(commission))
  await expect(pair.getByTestId('balance-amount')).toHaveText(formatSrd(amount(cents(type.price) - cents(commission))))
  await organizer.close()
})
