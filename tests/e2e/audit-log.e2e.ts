/*
 * Journey: an admin changes the platform fee in /platform-settings, opens the audit log, narrows it by person, kind
 * of record, action and period, reads the change with its value before → after, and downloads the same selection as
 * CSV (its content checked). The audit log is photographed at phone and desktop width in Dutch and English
 * (test-results/screenshots-audit/, for people to look at). The fee is put back through the API afterwards.
 */
import { readFile } from 'node:fs/promises'
import { test, expect as baseExpect, type Browser, type APIRequestContext } from '@playwright/test'
import { sharedLogIn, storeSession, type Grant } from './support/stored_session'
import { pickerDay, typeInPicker } from './support/pickers'

const ADMIN = 'admin@demo.sr'
// The back office loads its views and texts lazily: allow a busy machine some time.
const expect = baseExpect.configure({ timeout: 45_000 })
const SHOTS = 'test-results/screenshots-audit'
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const

/** Today in Suriname (UTC−3 all year), as the log's period filter takes it. */
const surinameToday = () => new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10)

async function settingsOf(request: APIRequestContext, grant: Grant) {
  const response = await request.get('/api/platform-settings', { headers: { Authorization: `Bearer ${grant.token}` } })
  expect(response.status()).toBe(200)
  return (await response.json()).data as Record<string, unknown>
}

async function photograph(browser: Browser, grant: Grant, path: string) {
  for (const lang of ['nl', 'en'] as const) {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({ viewport, locale: lang === 'nl' ? 'nl-NL' : 'en-GB' })
      const page = await context.newPage()
      await page.addInitScript((language) => localStorage.setItem('language', language), lang)
      await storeSession(page, grant)
      await page.goto(path)
      await expect(page.getByTestId('audit-log-change').first()).toBeVisible({ timeout: 90_000 })
      await expect(page.getByTestId('audit-log-export')).toHaveText(lang === 'nl' ? 'CSV downloaden' : 'Download CSV')
      await page.screenshot({ path: `${SHOTS}/audit-log-${lang}-${viewport.name}.png`, fullPage: true })
      await context.close()
    }
  }
}

test.describe.serial('audit log', () => {
  let grant: Grant
  let original: Record<string, unknown>

  test.beforeAll(async ({ request }) => {
    grant = await sharedLogIn(request, ADMIN)
    original = await settingsOf(request, grant)
  })

  test.afterAll(async ({ request }) => {
    const { platformCostPercentage, platformCostFixed, paymentFees } = original
    await request.put('/api/platform-settings', {
      headers: { Authorization: `Bearer ${grant.token}` },
      data: { platformCostPercentage, platformCostFixed, paymentFees },
    })
  })

  test('the admin changes the fee, finds it in the audit log by person, kind, action and period, and downloads it as CSV', async ({
    page,
    request,
  }) => {
    // A cold server builds the back office's chunks on first use, on a machine that may be busy.
    test.setTimeout(300_000)
    const before = String(original.platformCostPercentage)
    const next = Number(before) === 7.5 ? '8' : '7,5'
    await storeSession(page, grant)
    await page.goto('/platform-settings?tab=fees')
    const form = page.getByTestId('settings-form-fees')
    await form.getByLabel('Percentage van de ticketprijs').fill(next)
    await form.getByTestId('settings-save').click()
    await expect(page.getByText('Instellingen opgeslagen; de website gebruikt ze meteen.')).toBeVisible()
    // The values as the settings hold them (and the log shows them).
    const shownNext = String((await settingsOf(request, grant)).platformCostPercentage)

    await page.goto('/dashboard#/audit-changes')
    await expect(page.getByTestId('audit-log-change').first()).toBeVisible({ timeout: 90_000 })
    await page.getByLabel('Persoon (naam of e-mail)').fill(ADMIN)
    await page.getByLabel('Soort').click()
    await page.getByRole('option', { name: 'Platforminstellingen' }).click()
    await page.getByLabel('Wat').click()
    await page.getByRole('option', { name: 'gewijzigd', exact: true }).click()
    await typeInPicker(page, 'day-from', pickerDay(surinameToday()))
    await typeInPicker(page, 'day-to', pickerDay(surinameToday()))
    // The list applies its filters a moment after typing (they land in the address); the export takes them from there.
    await expect(page).toHaveURL(new RegExp(`%22to%22%3A%22${surinameToday()}%22`), { timeout: 15_000 })

    const change = page.getByTestId('audit-log-change').filter({ hasText: 'platformCostPercentage' }).first()
    await expect(change).toContainText(`platformCostPercentage: ${before} → ${shownNext}`)
    const row = page.locator('tr').filter({ has: change })
    await expect(row).toContainText(ADMIN)
    await expect(row.getByRole('link', { name: 'Platforminstellingen' })).toBeVisible()
    // Every row left is the admin's change of the settings.
    const kinds = await page.locator('[data-testid="audit-log"] tbody tr').allInnerTexts()
    expect(kinds.length).toBeGreaterThan(0)
    for (const text of kinds) expect(text).toContain('Platforminstellingen')

    const downloading = page.waitForEvent('download')
    await page.getByTestId('audit-log-export').click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe(`auditlog-${surinameToday()}-${surinameToday()}.csv`)
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '')
    const [header, ...rows] = csv.split('\r\n').filter(Boolean)
    expect(header).toBe('Wanneer (Suriname);Wie;E-mail;Soort;Nummer;Actie;Gewijzigd (oud → nieuw);Reden')
    expect(rows.length).toBe(kinds.length)
    const feeRow = rows.find((line) => line.includes(`platformCostPercentage: ${before} → ${shownNext}`))
    expect(feeRow).toBeDefined()
    expect(feeRow).toMatch(new RegExp(`^${surinameToday()} \\d{2}:\\d{2};[^;]+;${ADMIN.replace('.', '\\.')};platform_settings;;update;`))
  })

  test('the audit log photographed at phone and desktop width, in Dutch and English', async ({ browser }) => {
    test.setTimeout(300_000)
    const filter = { entityType: 'platform_settings', from: surinameToday(), to: surinameToday() }
    await photograph(browser, grant, `/dashboard#/audit-changes?filter=${encodeURIComponent(JSON.stringify(filter))}`)
  })
})
