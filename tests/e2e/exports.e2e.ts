import { readFileSync } from 'node:fs'
import ExcelJS from 'exceljs'
import { test, expect, type APIRequestContext, type Page } from '@playwright/test'
import type { OrganizerStatement } from '../../domain/organizer_statement'
import { sharedLogIn, storeSession, type Grant } from './support/stored_session'
import { waitForSinkMail } from './support/message_sinks'

/*
 * 'Exports' as people use it: the demo organizer runs 'attendees of an event' as CSV and downloads it at once; an
 * admin runs 'BTW per month' as XLSX over every month (a long period, so the server's job makes it), gets the mail
 * with the link, follows it and downloads the workbook. The figures themselves are checked against their sources in
 * tests/functional/exports/.
 */

const SHOTS = 'test-results/screenshots-exports'

async function api<T>(request: APIRequestContext, grant: Grant, path: string): Promise<T> {
  const response = await request.get(path, { headers: { Authorization: `Bearer ${grant.token}` } })
  expect(response.status(), path).toBe(200)
  return (await response.json()).data as T
}

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test('an organizer runs the attendees of an event as CSV and downloads it', async ({ page }) => {
  test.setTimeout(90_000)
  const organizer = await sharedLogIn(page.request, 'organizer@demo.sr')
  // An event of the organizer with tickets sold: the statement lists those with money in them.
  const statement = await api<OrganizerStatement>(page.request, organizer, `/api/organizers/${organizer.user.id}/statement`)
  const event = statement.events[0]
  expect(event, 'the demo organizer sold tickets').toBeTruthy()

  await storeSession(page, organizer)
  await page.goto('/organizer-dashboard#/exports')
  await expect(page.getByRole('heading', { name: 'Exports', level: 1 })).toBeVisible({ timeout: 15_000 })
  await choose(page, 'Sjabloon', 'Bezoekers van een evenement')
  await choose(page, 'Evenement', event.title)
  await page.getByTestId('export-run').click()
  await expect(page.getByText('De export is klaar: download hem hieronder.')).toBeVisible({ timeout: 15_000 })

  const runs = page.getByTestId('export-runs')
  const newest = runs.locator('tbody tr').first()
  await expect(newest).toContainText('Bezoekers van een evenement')
  await expect(newest).toContainText('Klaar')
  const [download] = await Promise.all([page.waitForEvent('download'), newest.getByRole('button', { name: 'Downloaden' }).click()])
  expect(download.suggestedFilename()).toMatch(/^event-attendees-event-\d+\.csv$/)
  const csv = readFileSync((await download.path())!)
  expect(csv.subarray(0, 3).toString('hex'), 'UTF-8 byte order mark').toBe('efbbbf')
  const lines = csv
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
  expect(lines[0]).toBe('Bestelnummer;Koper;E-mail;Telefoon;Tickettype;Prijs;QR-code;Ingecheckt;Ingecheckt op')
  const rowCount = Number((await newest.locator('td').nth(3).innerText()).trim())
  expect(lines.length - 1).toBe(rowCount)
  expect(rowCount).toBeGreaterThan(0)
  // Prices in Dutch notation.
  expect(lines[1]).toMatch(/;\d+,\d{2};/)
})

test('an admin runs BTW per month as XLSX in the background, gets the mail and downloads the workbook', async ({ page }) => {
  test.setTimeout(120_000)
  const admin = await sharedLogIn(page.request, 'admin@demo.sr')
  await storeSession(page, admin)
  await page.goto('/dashboard#/exports')
  await expect(page.getByRole('heading', { name: 'Exports', level: 1 })).toBeVisible({ timeout: 15_000 })
  await choose(page, 'Sjabloon', 'Btw per maand')
  await page.getByLabel('XLSX (Excel-werkmap)').check()
  // No period: every month, made in the background.
  await page.getByTestId('export-run').click()
  await expect(page.getByText('De export wordt op de achtergrond gemaakt.', { exact: false })).toBeVisible({ timeout: 15_000 })

  const mail = await waitForSinkMail({ to: admin.user.email, subject: 'Je export "Btw per maand" is klaar' }, 60_000)
  const link = mail.links.find((url) => url.includes('#/exports?run='))
  expect(link, 'the mail links to the exports page').toBeTruthy()
  await page.goto(new URL(link!).pathname + new URL(link!).hash)
  const newest = page.getByTestId('export-runs').locator('tbody tr').first()
  await expect(newest).toContainText('Btw per maand', { timeout: 15_000 })
  // The mail's run is the one marked.
  const runId = new URL(link!).hash.match(/run=(\d+)/)![1]
  await expect(page.getByTestId(`export-run-${runId}`)).toHaveAttribute('aria-current', 'true')
  await expect(page.locator('[data-testid="export-runs"] tbody tr[aria-current="true"]')).toHaveCount(1)
  await expect(newest).toContainText('Klaar')
  const [download] = await Promise.all([page.waitForEvent('download'), newest.getByRole('button', { name: 'Downloaden' }).click()])
  expect(download.suggestedFilename()).toMatch(/^btw-per-month\.xlsx$/)

  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer)
  const sheet = workbook.worksheets[0]
  expect(sheet.getRow(1).getCell(1).value).toBe('Maand')
  expect(sheet.getRow(1).getCell(3).value).toBe('Platformkosten')
  expect(sheet.rowCount).toBeGreaterThan(1)
  expect(sheet.getRow(2).getCell(1).value).toBeInstanceOf(Date)
  expect(typeof sheet.getRow(2).getCell(3).value).toBe('number')
})

test('screenshots of the exports page', async ({ browser }) => {
  // Eight pages on a loaded runner.
  test.setTimeout(300_000)
  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ]) {
    for (const language of ['nl', 'en']) {
      for (const [who, path] of [
        ['organizer@demo.sr', '/organizer-dashboard#/exports'],
        ['admin@demo.sr', '/dashboard#/exports'],
      ]) {
        const context = await browser.newContext({ viewport: { width, height }, locale: language === 'nl' ? 'nl-NL' : 'en-GB' })
        const page = await context.newPage()
        await page.addInitScript((lang) => localStorage.setItem('language', lang), language)
        await storeSession(page, await sharedLogIn(page.request, who))
        await page.goto(path)
        await expect(page.getByTestId('export-run')).toBeVisible({ timeout: 15_000 })
        await expect(page.getByTestId('export-runs')).toBeVisible()
        await page.screenshot({ path: `${SHOTS}/${who.split('@')[0]}-${language}-${width}.png`, fullPage: true })
        await context.close()
      }
    }
  }
})
