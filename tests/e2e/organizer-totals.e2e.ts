import { test, expect, type Page } from '@playwright/test'
import { mkdirSync } from 'node:fs'
import { sharedLogIn, storeSignedInSession } from './support/stored_session'
import { sql } from './support/auth_helpers'

/*
 * /test-organizer-totals (SPEC §2, a support page: content not shown there). An admin picks the demo organizer and sees 'Alles klopt'; a stored total
 * changed in the database shows as one difference in red; 'Opnieuw berekenen' brings back 'Alles klopt'. A buyer and
 * a signed-out visitor get the 404 page. Screenshots (phone and desktop, Dutch and English) go to SHOTS.
 */
const SHOTS = process.env.SHOTS_DIR || '/tmp/shots-totals'
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const

async function pick(page: Page, search: string, label: string) {
  await page.getByLabel(/Organisator zoeken|Find an organizer/).fill(search)
  await page.getByRole('button', { name: /^(Zoeken|Search)$/ }).click()
  await page.locator('[data-found]').getByRole('button', { name: label, exact: true }).click()
}

test('an admin reconciles the demo organizer, sees a difference made by hand and fixes it', async ({ page, request, baseURL }) => {
  test.setTimeout(180_000)
  const admin = await sharedLogIn(request, 'admin@demo.sr')
  const organizer = await sharedLogIn(request, 'organizer@demo.sr')
  const organizerId = Number(organizer.user.id)
  const search = String(organizer.user.lastName || organizer.user.firstName)
  const label = String(
    (organizer.user as { organizationName?: string }).organizationName || `${organizer.user.firstName} ${organizer.user.lastName}`
  )
  // Other journeys sell on this server: start from an aggregation of the current figures.
  const fresh = await request.post(`/api/admin/organizer-totals/${organizerId}/rebuild`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  })
  expect(fresh.status()).toBe(200)

  await storeSignedInSession(page, admin, baseURL!)
  await page.goto('/test-organizer-totals')
  await expect(page.getByRole('heading', { name: 'Totalen van een organisator controleren' })).toBeVisible()
  await pick(page, search, label)
  const summary = page.getByTestId('totals-summary')
  await expect(summary).toHaveText('Alles klopt')
  await expect(page.getByTestId('difference')).toHaveCount(0)

  const { rows } = await sql('SELECT total_tickets_sold FROM organizer_totals WHERE organizer_id = $1', [organizerId])
  const sold = Number(rows[0].total_tickets_sold)
  await sql('UPDATE organizer_totals SET total_tickets_sold = total_tickets_sold + 3 WHERE organizer_id = $1', [organizerId])
  await page.reload()
  await pick(page, search, label)
  await expect(summary).toHaveText('1 verschil')
  const difference = page.getByTestId('difference')
  await expect(difference).toHaveCount(1)
  await expect(difference).toContainText(String(sold + 3))
  await expect(difference).toContainText(String(sold))
  await expect(difference).toContainText('+3')
  await expect(difference.locator('td').first()).toHaveCSS('color', 'rgb(179, 38, 30)')

  mkdirSync(SHOTS, { recursive: true })
  for (const lang of ['nl', 'en'] as const) {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport)
      await page.goto(`/test-organizer-totals?lang=${lang}`)
      await pick(page, search, label)
      await expect(summary).toHaveText(lang === 'nl' ? '1 verschil' : '1 difference')
      await page.screenshot({ path: `${SHOTS}/totals-difference-${lang}-${viewport.name}.png`, fullPage: true })
    }
  }

  await page.goto('/test-organizer-totals?lang=nl')
  await pick(page, search, label)
  await page.getByRole('button', { name: 'Opnieuw berekenen' }).click()
  await expect(summary).toHaveText('Alles klopt')
  await expect(page.getByText('Opnieuw berekend.')).toBeVisible()
  await expect(page.getByTestId('difference')).toHaveCount(0)
  await page.setViewportSize(VIEWPORTS[1])
  await page.screenshot({ path: `${SHOTS}/totals-fixed-nl-desktop.png`, fullPage: true })
})

test('a buyer and a signed-out visitor get the 404 page', async ({ page, request, baseURL }) => {
  const signedOut = await page.goto('/test-organizer-totals')
  expect(signedOut?.status()).toBe(404)
  await storeSignedInSession(page, await sharedLogIn(request, 'user@demo.sr'), baseURL!)
  const buyer = await page.goto('/test-organizer-totals')
  expect(buyer?.status()).toBe(404)
  await expect(page.getByText('Pagina niet gevonden')).toBeVisible()
})
