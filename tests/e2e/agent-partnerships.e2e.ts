/*
 * Issue 14 §3: the demo agent (agent@demo.sr) asks Paramaribo Tech Hub (who turned down an earlier request) to sell
 * their tickets; the organizer (techhub@demo.sr) approves it with one event and a commission of 7.5%; the agent's
 * bell shows the approval (one more unread), and clicking it marks it read.
 */
import { test, expect as baseExpect, type Page } from '@playwright/test'
import { sharedLogIn, storeSession } from './stored_session'

const expect = baseExpect.configure({ timeout: 15_000 })
const REQUEST = 'Wij verkopen graag tickets voor de summit in ons verkooppunt.'

/** The bell's unread count, as its name says it ('Notificaties (3 ongelezen)'; none: 0). */
async function unreadCount(page: Page): Promise<number> {
  const label = (await page.getByTestId('notification-bell').getAttribute('aria-label')) ?? ''
  return Number(/\((\d+)/.exec(label)?.[1] ?? 0)
}

test('an agent asks an organizer, the organizer approves with permissions, the bell shows it and it is read', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  await storeSession(page, await sharedLogIn(request, 'agent@demo.sr'))
  await page.goto('/agent-dashboard#/agent-partnerships')
  await expect(page.getByTestId('notification-bell')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Stichting Kulturu Sranan').first()).toBeVisible()
  const before = await unreadCount(page)

  await page.getByRole('link', { name: 'Partnerschap aanvragen' }).first().click()
  await page.getByRole('combobox', { name: 'Organisator' }).click()
  await page.getByRole('option', { name: 'Paramaribo Tech Hub' }).click()
  await page.getByLabel('Bericht').fill(REQUEST)
  await page.getByRole('button', { name: 'Opslaan' }).click()
  await expect(page.getByText('Verzoek verstuurd')).toBeVisible()
  const asked = page.locator('tr, li').filter({ hasText: 'Paramaribo Tech Hub' }).filter({ hasText: 'In afwachting' })
  await expect(asked).toHaveCount(1)

  // The organizer answers in their back office (a browser of their own: the session is stored per tab).
  const organizer = await browser.newPage({ baseURL: test.info().project.use.baseURL })
  await storeSession(organizer, await sharedLogIn(request, 'techhub@demo.sr'))
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
  await expect(row).toContainText('7.50')
  await expect(row).toContainText('1 evenement(en)')

  await organizer.close()

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
})
