/*
 * The seller's invoice from My tickets: a buyer with a paid order opens My tickets, taps 'Factuur' on the order and
 * gets a PDF that names the organizer who sold the tickets (with its KKF number) and the invoice's number in that
 * organizer's sequence. Screenshots of My tickets with the link, on a phone and a desktop, in Dutch and English, and
 * a drawing of the invoice's page, into test-results/screenshots/invoices/.
 */
import { expect, test, type Page } from '@playwright/test'
import { sharedLogIn, storeSession } from './support/stored_session'
import { pdfText } from '../helpers/pdf_text'
import { pdfPageSvg } from './support/pdf_drawing'

const ORDER = 'DEMO-1001'
const SHOTS = 'test-results/screenshots/invoices'
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const

async function myTicketsOrder(page: Page, lang: 'nl' | 'en') {
  await page.goto(`/user-dashboard${lang === 'en' ? '?lang=en' : ''}`)
  const order = page.locator(`[data-order-number="${ORDER}"]`)
  await expect(order).toBeVisible()
  return order
}

test('a buyer opens My tickets, taps ‘Factuur’ and gets the organizer’s invoice as a PDF', async ({ page, request }) => {
  test.setTimeout(90_000)
  await storeSession(page, await sharedLogIn(request, 'user@demo.sr'))
  const order = await myTicketsOrder(page, 'nl')
  const link = order.getByTestId('ticket-invoice')
  await expect(link).toHaveText('Factuur')

  // The link opens the PDF in a new tab (headless Chromium downloads it: it has no PDF viewer).
  const opened = page.context().waitForEvent('response', (r) => r.url().includes('/invoice.pdf'))
  await link.click()
  const answer = await opened
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-type']).toBe('application/pdf')
  const url = answer.url()
  expect(url).toMatch(new RegExp(`/api/orders/${ORDER}/invoice\\.pdf\\?key=[0-9a-f]{32}$`))

  const response = await request.get(url)
  expect(response.status()).toBe(200)
  const body = await response.body()
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  const text = pdfText(body)
  expect(text).toContain('Factuur')
  expect(text).toContain('Sranan Events N.V.')
  expect(text).toContain('KKF-nummer: 61234')
  expect(text).toMatch(/FactuurnummerF-\d{6}/)
  expect(text).toContain(ORDER)
  expect(text).toContain('Sharon Wijngaarde')
  expect(text).toContain('Regulier')
  expect(text).toContain('SRD 150,00')

  // Nobody else gets it by the order number alone.
  expect((await request.get(`/api/orders/${ORDER}/invoice.pdf`)).status()).toBe(404)

  // The invoice's layout as a person would see it, drawn from the PDF.
  const drawing = await page.context().newPage()
  await drawing.setViewportSize({ width: 595, height: 842 })
  await drawing.setContent(`<body style="margin:0">${pdfPageSvg(body)}</body>`)
  await drawing.screenshot({ path: `${SHOTS}/invoice-pdf-nl.png` })
  await drawing.close()
})

for (const viewport of VIEWPORTS) {
  for (const lang of ['nl', 'en'] as const) {
    test(`screenshot: My tickets with the invoice link, ${viewport.name}, ${lang}`, async ({ page, request }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height })
      await storeSession(page, await sharedLogIn(request, 'user@demo.sr'))
      const order = await myTicketsOrder(page, lang)
      const link = order.getByTestId('ticket-invoice')
      await expect(link).toHaveText(lang === 'nl' ? 'Factuur' : 'Invoice')
      await link.scrollIntoViewIfNeeded()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
      await page.screenshot({ path: `${SHOTS}/my-tickets-${viewport.name}-${lang}.png` })
    })
  }
}

test('the loket receipt names the seller: the organizer with its KKF and BTW numbers, the box office and the invoice number', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await storeSession(page, await sharedLogIn(page.request, 'loket@demo.sr'))
  await page.goto('/loket-dashboard#/loket-sales/DEMO-1004/show')
  const receipt = page.getByTestId('receipt')
  await expect(receipt).toContainText('DEMO-1004', { timeout: 30_000 })
  const issuer = receipt.getByTestId('receipt-issuer')
  await expect(issuer).toContainText('Sranan Events N.V.')
  await expect(issuer).toContainText('KKF-nummer: 61234')
  await expect(issuer).toContainText('Btw-nummer:')
  await expect(receipt).toContainText('VerkooppuntLoket')
  await expect(receipt).toContainText(/FactuurnummerF-\d{6}/)
  await receipt.screenshot({ path: `${SHOTS}/loket-receipt-nl.png` })
})
