/*
 * The event funnel (docs/analytics.md): a visitor arrives through a link shared to WhatsApp, opens the ticket dialog
 * and registers for a free event; the page's inline beacon sends its steps when the page is left, the server records
 * the paid step with the same visit id; then the event's organizer opens the event in the back office and the
 * 'Conversie' card shows those steps (equal to the stored rows). Screenshots of the card: phone and desktop, nl and en.
 */
import { mkdirSync } from 'node:fs'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { BUYING_ISLAND_NOT_LOADED, eventId, fillGuest, selectTickets } from './support/buying_helpers'
import { sql } from './support/auth_helpers'
import { sharedLogIn, storeSession } from './support/stored_session'

const SHOTS = 'test-results/screenshots-analytics/'
const EVENT = 'Holi Phagwa Kleurenfestival'

async function organizerTab(browser: Browser, email: string, viewport: { width: number; height: number }, language: 'nl' | 'en') {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport })
  const page = await context.newPage()
  await storeSession(page, await sharedLogIn(page.request, email))
  await page.addInitScript((lang) => localStorage.setItem('language', lang), language)
  return page
}

/** The funnel of the last 30 days as stored, counted apart from the API. */
async function storedCounts(id: number) {
  const { rows } = await sql(
    `SELECT count(*) FILTER (WHERE name = 'page_view')::int AS views,
            count(*) FILTER (WHERE name = 'ticket_dialog_opened')::int AS dialog,
            count(*) FILTER (WHERE name = 'checkout_started')::int AS checkout,
            count(*) FILTER (WHERE name = 'paid')::int AS paid
     FROM analytics_events WHERE event_id = $1 AND occurred_at > now() - interval '28 days'`,
    [id]
  )
  return rows[0] as { views: number; dialog: number; checkout: number; paid: number }
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true })
  await page.getByTestId('conversion-card').scrollIntoViewIfNeeded()
  await page.getByTestId('conversion-card').screenshot({ path: `${SHOTS}${name}.png` })
}

test('a shared link, the ticket dialog and a free registration show up on the organizer’s Conversie card', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000)
  const id = await eventId(request, EVENT)
  const { rows: owner } = await sql('SELECT u.email FROM events e JOIN users u ON u.id = e.organizer_id WHERE e.id = $1', [id])

  // The share buttons tag what they share with their own utm_source.
  await page.goto(`/events/${id}`)
  const whatsapp = await page.locator('[data-network="whatsapp"]').getAttribute('href')
  const shared = new URL(decodeURIComponent(new URL(whatsapp!).searchParams.get('text')!.split(' ').pop()!))
  expect(shared.pathname).toBe(`/events/${id}`)
  expect(shared.searchParams.get('utm_source')).toBe('whatsapp')

  // A new visit through that link: nothing is sent while the page loads and is read.
  await page.context().clearCookies()
  await page.evaluate(() => sessionStorage.clear())
  await page.goto(shared.pathname + shared.search)
  const visit = await page.evaluate(() => sessionStorage.getItem('st-visit'))
  expect(visit).toMatch(/^[A-Za-z0-9-]{8,64}$/)
  const stepsOf = async () =>
    (await sql('SELECT name FROM analytics_events WHERE session_id = $1 ORDER BY id', [visit])).rows.map((r) => r.name)
  expect(await stepsOf()).toEqual([])

  // The island loads on the first touch of a buy button (a busy machine may take a while).
  await page.getByTestId('buy-button').focus()
  await expect(page.locator(BUYING_ISLAND_NOT_LOADED)).toHaveCount(0, { timeout: 30_000 })
  const dialog = await selectTickets(page, 'Gratis toegang', 1)
  await dialog.getByTestId('selection-proceed').click()
  const checkout = await fillGuest(page, `funnel-${Date.now()}@example.sr`)
  await checkout.getByTestId('checkout-submit').click()
  await expect(page).toHaveURL(/\/payment\/success\?type=free/)

  // Left for the success page: the beacon with the browser's steps, and the server's paid step with the same visit.
  await expect
    .poll(stepsOf, { timeout: 15_000 })
    .toEqual(['paid', 'page_view', 'ticket_dialog_opened', 'checkout_started', 'hold_placed', 'payment_started'])
  const { rows: view } = await sql(`SELECT properties FROM analytics_events WHERE session_id = $1 AND name = 'page_view'`, [visit])
  expect(view[0].properties).toEqual({ utmSource: 'whatsapp' })

  // The organizer's Conversie card shows those steps: equal to what is stored, the visit's steps included.
  const counts = await storedCounts(id)
  expect(counts.paid).toBeGreaterThanOrEqual(1)
  for (const [viewport, language] of [
    [{ width: 1366, height: 900 }, 'nl'],
    [{ width: 390, height: 844 }, 'nl'],
    [{ width: 1366, height: 900 }, 'en'],
    [{ width: 390, height: 844 }, 'en'],
  ] as const) {
    const organizer = await organizerTab(browser, owner[0].email, viewport, language)
    await organizer.goto(`/organizer-dashboard#/events/${id}`)
    const card = organizer.getByTestId('conversion-card')
    await expect(card).toBeVisible({ timeout: 45_000 })
    await expect(card.getByRole('heading', { name: language === 'nl' ? 'Conversie' : 'Conversion' })).toBeVisible()
    await expect(card.getByTestId('conversion-count-views')).toHaveText(String(counts.views))
    await expect(card.getByTestId('conversion-count-dialog')).toHaveText(String(counts.dialog))
    await expect(card.getByTestId('conversion-count-checkout')).toHaveText(String(counts.checkout))
    await expect(card.getByTestId('conversion-count-paid')).toHaveText(String(counts.paid))
    await expect(card.getByTestId('conversion-whatsapp')).toContainText(language === 'nl' ? 'Via WhatsApp gedeeld' : 'Shared via WhatsApp')
    await expect(card.getByTestId('conversion-whatsapp')).not.toContainText('–')
    await expect(card.getByTestId('conversion-days')).toBeVisible()
    await shot(organizer, `conversion-${viewport.width < 500 ? 'phone' : 'desktop'}-${language}`)
    await organizer.context().close()
  }
})
