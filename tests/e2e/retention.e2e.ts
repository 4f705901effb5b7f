/*
 * Journey: the admin opens Bewaartermijnen, shortens the period of raw analytics, sees it saved in the list and
 * in the policy's history (before → after), and runs the policies now (a manual run appears under the latest runs).
 * Screenshots of the list and the form on a phone and a desktop, in Dutch and English. The period is put back
 * through the API afterwards.
 */
import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test'
import { sharedLogIn, storeSession, type Grant } from './support/stored_session'

const ADMIN = 'admin@demo.sr'
const SHOTS = 'test-results/screenshots-retention'
/** The back office's lazy chunks load slowly on a busy machine. */
const expect = baseExpect.configure({ timeout: 20_000 })

interface Policy {
  id: number
  entityType: string
  retentionDays: number
  isActive: boolean
}

async function policies(request: APIRequestContext, grant: Grant): Promise<Policy[]> {
  const response = await request.get('/api/admin/data-retention-policies', { headers: { Authorization: `Bearer ${grant.token}` } })
  expect(response.status()).toBe(200)
  return (await response.json()).data as Policy[]
}

test.describe.serial('retention periods', () => {
  let grant: Grant
  let analytics: Policy

  test.beforeAll(async ({ request }) => {
    grant = await sharedLogIn(request, ADMIN)
    analytics = (await policies(request, grant)).find((policy) => policy.entityType === 'analytics_events')!
  })

  test.afterAll(async ({ request }) => {
    await request.put(`/api/admin/data-retention-policies/${analytics.id}`, {
      headers: { Authorization: `Bearer ${grant.token}` },
      data: { retentionDays: analytics.retentionDays, isActive: analytics.isActive },
    })
  })

  test('the admin changes the period of raw analytics: saved, listed and in its history', async ({ page, request }) => {
    test.slow() // a cold server builds the back office's chunks on first use
    await storeSession(page, grant)
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/dashboard#/data-retention-policies')
    const row = page.getByRole('row').filter({ hasText: 'Ruwe analytics' })
    await expect(row).toContainText('90 dagen')
    await expect(page.getByRole('row').filter({ hasText: 'Gegevens van gastkopers' })).toContainText('2557 dagen (± 7 jaar)')
    await row.click()

    const period = page.getByLabel('Bewaartermijn (dagen)')
    await expect(period).toHaveValue('90')
    await expect(page.getByText('Tussen 1 en 3650 dagen.')).toBeVisible()
    await period.fill('45')
    await page.getByRole('button', { name: 'Opslaan' }).click()

    const history = page.getByTestId('audit-history')
    await expect(history.getByTestId('audit-entry').first()).toContainText('retentionDays')
    await expect(history.getByTestId('audit-entry').first()).toContainText('90')
    await expect(history.getByTestId('audit-entry').first()).toContainText('45')
    expect((await policies(request, grant)).find((policy) => policy.id === analytics.id)?.retentionDays).toBe(45)

    await page.goto('/dashboard#/data-retention-policies')
    await expect(page.getByRole('row').filter({ hasText: 'Ruwe analytics' })).toContainText('45 dagen')
  })

  test('the admin runs the policies now; the run shows under the latest runs', async ({ page }) => {
    test.slow()
    await storeSession(page, grant)
    await page.goto('/dashboard#/data-retention-policies')
    await page.getByRole('button', { name: 'Nu uitvoeren' }).click()
    await expect(page.getByText('De bewaartermijnen zijn toegepast.')).toBeVisible()
    const latest = page.getByTestId('retention-run').first()
    await expect(latest).toContainText('Handmatig')
    await expect(latest).toContainText('Gelukt')
  })

  for (const lang of ['nl', 'en'] as const) {
    for (const [width, height] of [
      [390, 844],
      [1366, 900],
    ] as const) {
      test(`screens in ${lang} at ${width}x${height}`, async ({ page }) => {
        test.slow()
        await page.addInitScript((language) => localStorage.setItem('language', language), lang)
        await storeSession(page, grant)
        await page.setViewportSize({ width, height })
        await page.goto('/dashboard#/data-retention-policies')
        // The list's chunk and texts load first; a busy machine takes a while.
        await expect(page.getByText(lang === 'nl' ? 'Gegevens van gastkopers' : 'Guest buyers’ data').first()).toBeVisible({
          timeout: 60_000,
        })
        await expect(page.getByTestId('retention-run').first()).toBeVisible()
        await page.screenshot({ path: `${SHOTS}/list-${lang}-${width}x${height}.png`, fullPage: true })
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        expect(overflow).toBeLessThanOrEqual(0)

        await page.goto(`/dashboard#/data-retention-policies/${analytics.id}`)
        await expect(page.getByLabel(lang === 'nl' ? 'Bewaartermijn (dagen)' : 'Retention period (days)')).toBeVisible()
        await expect(page.getByTestId('audit-entry').first()).toBeVisible()
        await page.screenshot({ path: `${SHOTS}/edit-${lang}-${width}x${height}.png`, fullPage: true })
      })
    }
  }
})
