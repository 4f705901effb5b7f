import { readFileSync } from 'node:fs'
import { test, expect, type APIRequestContext } from '@playwright/test'
import { formatSrd } from '../../domain/format'
import type { OrganizerStatement, PayoutView } from '../../domain/organizer_statement'
import { sharedLogIn, storeSession, type Grant } from './support/stored_session'
import { waitForSinkMail } from './support/message_sinks'

/*
 * 'Uitbetalingen' as the two sides meet it: the demo organizer reads the balance the platform owes and downloads
 * the statement as PDF; an admin marks part of it paid with the bank's reference; the organizer's page shows the
 * payout in the history and the lower balance, and the organizer's mail arrives in the sink. The figures are the
 * API's (checked against direct counts in tests/functional/payouts/); the pages must show exactly those.
 */

const SHOTS = 'test-results/screenshots/payouts'
const cents = (amount: string) => Math.round(Number(amount) * 100)
const amount = (value: number) => (value / 100).toFixed(2)

async function api<T>(request: APIRequestContext, grant: Grant, path: string): Promise<T> {
  const response = await request.get(path, { headers: { Authorization: `Bearer ${grant.token}` } })
  expect(response.status(), path).toBe(200)
  return (await response.json()).data as T
}

test('the organizer reads the balance and the PDF; an admin marks a payout paid; the organizer sees it and is told', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const organizer = await sharedLogIn(page.request, 'organizer@demo.sr')
  const admin = await sharedLogIn(page.request, 'admin@demo.sr')
  const before = await api<OrganizerStatement>(page.request, organizer, `/api/organizers/${organizer.user.id}/statement`)
  expect(cents(before.balance), 'the demo organizer sold online, so the platform owes them something').toBeGreaterThan(0)

  await storeSession(page, organizer)
  await page.goto('/organizer-dashboard#/organizer-payouts')
  await expect(page.getByTestId('payout-balance-amount')).toHaveText(formatSrd(before.balance), { timeout: 15_000 })
  await expect(page.getByTestId('statement-owedByPlatform')).toContainText(formatSrd(before.total.owedByPlatform))
  await expect(page.getByTestId('statement-channels')).toContainText('Online · Uni5Pay+')

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('statement-pdf').click()])
  expect(download.suggestedFilename()).toMatch(/^afrekening-.*\.pdf$/)
  const pdf = readFileSync((await download.path())!)
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  expect(pdf.length).toBeGreaterThan(1500)
  expect(pdf.toString('latin1')).toContain(`Afrekening ${before.organizerName}`)

  // The admin pays part of the balance (at most SRD 25) with a bank reference.
  const paid = Math.min(cents(before.balance), 2500)
  const reference = `E2E-${Date.now()}`
  const adminContext = await browser.newContext()
  const adminPage = await adminContext.newPage()
  await storeSession(adminPage, admin)
  await adminPage.goto('/dashboard#/organizer-payouts')
  await adminPage.getByTestId('payouts-search').fill(before.organizerName)
  const row = adminPage.getByTestId(`payout-row-${organizer.user.id}`)
  await expect(row).toContainText(formatSrd(before.balance), { timeout: 15_000 })
  await row.getByTestId('mark-paid').click()
  // Shown as a Dutch reader writes it ('1.395,00').
  const dutch = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(before.balance))
  await expect(adminPage.getByTestId('payout-amount')).toHaveValue(dutch)
  // A mistake first: the API's Dutch message shows at the field and nothing is paid.
  await adminPage.getByTestId('payout-save').click()
  await expect(adminPage.getByText('Vul de referentie van de bankoverboeking in')).toBeVisible()
  await adminPage.getByTestId('payout-amount').fill(amount(paid).replace('.', ','))
  await adminPage.getByTestId('payout-reference').fill(reference)
  await adminPage.getByTestId('payout-save').click()
  const after = amount(cents(before.balance) - paid)
  await expect(row).toContainText(formatSrd(after), { timeout: 15_000 })
  await adminContext.close()

  await page.reload()
  await expect(page.getByTestId('payout-balance-amount')).toHaveText(formatSrd(after), { timeout: 15_000 })
  await expect(page.getByTestId('payout-history')).toContainText(reference)
  await expect(page.getByTestId('payout-history')).toContainText(formatSrd(amount(paid)))
  const history = await api<PayoutView[]>(page.request, organizer, `/api/organizers/${organizer.user.id}/payouts`)
  expect(history[0]).toMatchObject({ amount: amount(paid), reference })

  const mail = await waitForSinkMail({ to: organizer.user.email, subject: `Uitbetaling van ${formatSrd(amount(paid))}` }, 30_000)
  expect(mail.subject).toContain(formatSrd(amount(paid)))
})

/** The organizer's page and the admin's list and dialog, phone and desktop, Dutch and English. */
test('screenshots of the payouts pages', async ({ browser }) => {
  // Eight pages and four dialogs on a loaded runner.
  test.setTimeout(240_000)
  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ]) {
    for (const language of ['nl', 'en']) {
      const context = await browser.newContext({ viewport: { width, height }, locale: language === 'nl' ? 'nl-NL' : 'en-GB' })
      const page = await context.newPage()
      await page.addInitScript((lang) => localStorage.setItem('language', lang), language)
      await storeSession(page, await sharedLogIn(page.request, 'organizer@demo.sr'))
      await page.goto('/organizer-dashboard#/organizer-payouts')
      await expect(page.getByTestId('payout-balance-amount')).toBeVisible({ timeout: 15_000 })
      await expect(page.getByTestId('payout-history')).toBeVisible()
      await page.screenshot({ path: `${SHOTS}/organizer-${language}-${width}.png`, fullPage: true })
      await context.close()

      const adminContext = await browser.newContext({ viewport: { width, height }, locale: language === 'nl' ? 'nl-NL' : 'en-GB' })
      const adminPage = await adminContext.newPage()
      await adminPage.addInitScript((lang) => localStorage.setItem('language', lang), language)
      await storeSession(adminPage, await sharedLogIn(adminPage.request, 'admin@demo.sr'))
      await adminPage.goto('/dashboard#/organizer-payouts')
      await expect(adminPage.getByTestId('admin-payouts')).toBeVisible({ timeout: 15_000 })
      await adminPage.screenshot({ path: `${SHOTS}/admin-${language}-${width}.png`, fullPage: true })
      const payable = adminPage.locator('[data-testid^="mark-paid"]:not([disabled]):visible').first()
      if (await payable.count()) {
        await payable.click()
        await expect(adminPage.getByTestId('payout-reference')).toBeVisible()
        await adminPage.screenshot({ path: `${SHOTS}/admin-dialog-${language}-${width}.png` })
      }
      await adminContext.close()
    }
  }
})
