/*
 * Refunding tickets: a signed-in buyer pays three tickets through the fake Mollie; the demo organizer opens the order
 * in the back office, refunds ONE ticket with a reason (the amount is shown before confirming and is what the server
 * refunds), and sees the refund succeeded in the order's 'Terugbetalingen'. The buyer's mail names the amount, the
 * scanner at the door answers 'Terugbetaald' with the date for that ticket (another one still gets in), the seat is on
 * sale again (the public availability rises by one), and My tickets shows the ticket as refunded instead of its QR
 * code. Opened again, the dialog refuses the refunded and the checked-in ticket, each with its reason.
 * Screenshots of each screen at 390×844 and 1366×900, in Dutch and English: test-results/screenshots/refunds/.
 */
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import { formatSrd } from '../../domain/format'
import { sql } from './support/auth_helpers'
import { eventId, hydrated, selectTickets, ticketTypes } from './support/buying_helpers'
import { waitForSinkMail } from './support/message_sinks'
import { sharedLogIn, storeSession } from './support/stored_session'

const EVENT = 'Comedy Tour Nickerie'
const TYPE = 'Regulier'
const BUYER = 'user@demo.sr'
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1366, height: 900 }
const VIEWPORTS = { phone: PHONE, desktop: DESKTOP } as const
const SHOTS = fileURLToPath(new URL('../../test-results/screenshots/refunds/', import.meta.url))

type Language = 'nl' | 'en'

interface Bought {
  eventId: number
  orderId: number
  orderNumber: string
  tickets: { id: number; qrCode: string }[]
}

/** Shared by the journey and the screenshots that follow it (serial: one browser, one order). */
const state: { bought?: Bought; refundedAt?: string } = {}

/** Scrolls `locator` to the middle of the screen (not under a sticky header) for a screenshot. */
const centre = (locator: Locator) => locator.evaluate((element) => element.scrollIntoView({ block: 'center' }))

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: false })
}

/** A new browser tab signed in as `email`, at a viewport and in a language (back office and storefront alike). */
async function tabAs(browser: Browser, email: string, viewport: { width: number; height: number }, language: Language = 'nl') {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport,
    locale: language === 'nl' ? 'nl-NL' : 'en-GB',
    ignoreHTTPSErrors: true,
  })
  const page = await context.newPage()
  await storeSession(page, await sharedLogIn(page.request, email))
  if (language === 'en') await page.addInitScript(() => localStorage.setItem('language', 'en'))
  return page
}

const available = async (page: Page, id: number) => (await ticketTypes(page.request, id)).find((type) => type.name === TYPE)!.availableNow

/** The amount as a mail may write it: 'SRD 100,-' / 'SRD 103,45' (formatSrd), or plain '103.45' / '103,45'. */
const amountPattern = (amount: string) =>
  new RegExp(`${formatSrd(amount).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}|${amount.replace('.', '[.,]')}`)

async function openOrder(page: Page, orderId: number) {
  await page.goto(`/organizer-dashboard#/orders/${orderId}/show`)
  await expect(page.getByTestId('order-number')).toBeVisible({ timeout: 15_000 })
}

async function openScanner(page: Page, eventTitle: string, language: Language) {
  await page.goto('/ticket-validation')
  await page.getByRole('combobox', { name: language === 'nl' ? 'Evenement' : 'Event' }).click()
  await page
    .getByTestId('scanner-event-option')
    .filter({ has: page.getByText(eventTitle, { exact: true }) })
    .click()
  await expect(page.getByTestId('scanner-online')).toHaveAttribute('data-online', 'true')
}

async function scan(page: Page, code: string) {
  await page.getByTestId('scanner-code').fill(code)
  await page.getByTestId('scanner-code').press('Enter')
}

test.describe.serial('refunding tickets', () => {
  test.use({ ignoreHTTPSErrors: true })

  test('the organizer refunds one ticket of a paid order: mail, scanner, stock and My tickets follow', async ({ browser }) => {
    test.setTimeout(240_000)

    // The buyer pays two tickets through the fake Mollie.
    const buyer = await tabAs(browser, BUYER, PHONE)
    const id = await eventId(buyer.request, EVENT)
    await buyer.goto(`/events/${id}`)
    await hydrated(buyer)
    const dialog = await selectTickets(buyer, TYPE, 3)
    await dialog.getByTestId('selection-proceed').click()
    const checkout = buyer.getByTestId('checkout')
    await expect(checkout.getByTestId('hold-status')).toHaveAttribute('data-phase', 'reserved')
    await checkout.getByRole('radio', { name: /iDEAL/ }).check()
    await checkout.getByTestId('checkout-submit').click()
    await expect(buyer.getByRole('heading', { name: 'Fake Mollie' })).toBeVisible()
    await buyer.getByRole('button', { name: 'Pay' }).click()
    await expect(buyer).toHaveURL(/\/payment\/success\?orderNumber=ST-/)
    await expect(buyer.getByTestId('payment-result')).toHaveAttribute('data-status', 'paid', { timeout: 15_000 })
    const orderNumber = new URL(buyer.url()).searchParams.get('orderNumber')!
    const { rows: orders } = await sql('select id from orders where order_number = $1', [orderNumber])
    const orderId = Number(orders[0].id)
    const { rows: tickets } = await sql('select id, qr_code from tickets where order_id = $1 order by id', [orderId])
    expect(tickets).toHaveLength(3)
    const bought: Bought = {
      eventId: id,
      orderId,
      orderNumber,
      tickets: tickets.map((row) => ({ id: Number(row.id), qrCode: String(row.qr_code) })),
    }
    state.bought = bought
    const [refunded, used, kept] = bought.tickets
    const availableBefore = await available(buyer, id)

    // The organizer opens the order and refunds the first ticket.
    const organizer = await tabAs(browser, 'organizer@demo.sr', DESKTOP)
    await openOrder(organizer, orderId)
    await expect(organizer.getByTestId('order-number')).toHaveText(orderNumber)
    await expect(organizer.getByTestId('order-refunds')).toContainText('Nog geen terugbetalingen.')
    await organizer.getByRole('button', { name: 'Terugbetalen' }).click()
    const refundDialog = organizer.getByTestId('refund-dialog')
    await expect(refundDialog.getByRole('heading', { name: `Bestelling ${orderNumber} terugbetalen` })).toBeVisible()
    await expect(refundDialog.getByRole('radio', { name: /Hele bestelling \(3 tickets\)/ })).toBeChecked()
    const confirm = refundDialog.getByTestId('refund-confirm')
    const wholeTotal = await refundDialog.getByTestId('refund-total').textContent()
    await refundDialog.getByRole('radio', { name: 'Gekozen tickets' }).check()
    await expect(refundDialog.getByTestId('refund-amount')).toHaveText('Kies minstens één ticket.')
    await expect(confirm).toBeDisabled()
    await refundDialog.getByRole('checkbox', { name: new RegExp(refunded.qrCode) }).check()
    const oneTotal = (await refundDialog.getByTestId('refund-total').textContent())!
    expect(oneTotal).toMatch(/^SRD [\d.]+,(\d{2}|-)$/)
    expect(oneTotal).not.toBe(wholeTotal)
    // The reason is required.
    await expect(confirm).toBeDisabled()
    await refundDialog.getByLabel('Reden').fill('Koper kan niet komen (ziek)')
    await expect(confirm).toBeEnabled()
    await expect(confirm).toHaveText(`${oneTotal} terugbetalen`)
    await shot(organizer, 'dialog-desktop-nl')

    const answered = organizer.waitForResponse(
      (response) => response.url().endsWith(`/api/orders/${orderId}/refunds`) && response.request().method() === 'POST'
    )
    await confirm.click()
    const response = await answered
    expect(response.status()).toBe(201)
    const refund = ((await response.json()) as { data: { amount: string; status: string; ticketIds: number[] } }).data
    expect(refund.status).toBe('succeeded')
    expect(refund.ticketIds).toEqual([refunded.id])
    // What the dialog showed is what the server refunded.
    expect(oneTotal).toBe(formatSrd(refund.amount))
    const outcome = refundDialog.getByTestId('refund-outcome')
    await expect(outcome).toHaveAttribute('data-status', 'succeeded')
    await expect(outcome).toContainText('Terugbetaald')
    await expect(outcome).toContainText(oneTotal)
    await shot(organizer, 'dialog-answer-desktop-nl')
    await refundDialog.getByRole('button', { name: 'Sluiten' }).click()

    // The order's refunds list: amount, the ticket, status, method, reference, reason, who.
    const row = organizer.getByTestId('refund-row')
    await expect(row).toHaveCount(1)
    await expect(row).toHaveAttribute('data-status', 'succeeded')
    await expect(row.getByTestId('refund-row-amount')).toHaveText(oneTotal)
    await expect(row).toContainText(refunded.qrCode)
    await expect(row).not.toContainText(kept.qrCode)
    await expect(row).not.toContainText(used.qrCode)
    await expect(row).toContainText('Mollie')
    await expect(row.getByTestId('refund-reference')).not.toBeEmpty()
    await expect(row).toContainText('Koper kan niet komen (ziek)')
    await expect(organizer.getByTestId('order-ticket').filter({ hasText: refunded.qrCode }).getByTestId('ticket-refunded')).toBeVisible()
    await centre(row)
    await shot(organizer, 'order-refunds-desktop-nl')

    // The buyer's mail names the amount.
    const mail = await waitForSinkMail({ to: BUYER, subject: /terugbeta/i }, 30_000)
    expect(mail.text).toContain(orderNumber)
    expect(mail.text).toMatch(amountPattern(refund.amount))

    // At the door: the refunded ticket is refused with the date; the other still gets in.
    const scanner = await tabAs(browser, 'scanner@demo.sr', PHONE)
    await openScanner(scanner, EVENT, 'nl')
    await scan(scanner, refunded.qrCode)
    const answer = scanner.getByTestId('scan-answer')
    await expect(answer).toHaveAttribute('data-status', 'refunded')
    await expect(answer).toContainText('Terugbetaald')
    await expect(answer.getByTestId('scan-details')).toContainText(/Dit ticket is terugbetaald op \d{2} \w+ \d{4}/)
    await shot(scanner, 'scanner-phone-nl')

    // The seat is on sale again.
    await expect.poll(() => available(buyer, id)).toBe(availableBefore + 1)

    // My tickets: the refunded ticket without its QR code, the other with it and still for resale.
    await buyer.goto('/user-dashboard')
    const card = buyer.locator(`[data-testid="ticket-order"][data-order-number="${orderNumber}"]`)
    await expect(card.getByTestId('ticket-refunded')).toHaveCount(1)
    await expect(card.getByTestId('ticket-refunded')).toHaveAttribute('data-ticket-id', String(refunded.id))
    await expect(card.getByTestId('ticket-refunded')).toContainText(/Terugbetaald op \d{2} \w+ \d{4}/)
    await expect(card.locator(`[data-testid="ticket-qr"][data-ticket-id="${refunded.id}"]`)).toHaveCount(0)
    await expect(card.locator(`[data-testid="ticket-qr"][data-ticket-id="${kept.id}"]`).getByTestId('ticket-resell')).toBeVisible()
    await centre(card.getByTestId('ticket-refunded'))
    await shot(buyer, 'my-tickets-phone-nl')

    // The other tickets still get in: one is used now (the dialog then refuses it, with the reason).
    await scan(scanner, used.qrCode)
    await expect(answer).toHaveAttribute('data-status', 'valid')
    for (const page of [buyer, organizer, scanner]) await page.context().close()
  })

  for (const language of ['nl', 'en'] as const) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      test(`the screens in ${language === 'nl' ? 'Dutch' : 'English'} on a ${size}`, async ({ browser }) => {
        test.setTimeout(150_000)
        const bought = state.bought
        test.skip(!bought, 'needs the refund of the journey above')
        const [refunded, used, kept] = bought!.tickets
        const organizer = await tabAs(browser, 'organizer@demo.sr', viewport, language)
        await openOrder(organizer, bought!.orderId)
        const row = organizer.getByTestId('refund-row')
        await expect(row).toHaveCount(1)
        await expect(row.getByTestId('refund-status')).toHaveText(language === 'nl' ? 'Terugbetaald' : 'Refunded')
        await centre(row)
        await shot(organizer, `order-refunds-${size}-${language}`)
        // The dialog for the ticket that is left (not sent): the refunded and the checked-in ticket say why not.
        await organizer.getByRole('button', { name: language === 'nl' ? 'Terugbetalen' : 'Refund', exact: true }).click()
        const dialog = organizer.getByTestId('refund-dialog')
        await expect(dialog.getByRole('radio', { name: language === 'nl' ? /Hele bestelling/ : /Whole order/ })).toBeDisabled()
        await expect(dialog.getByRole('checkbox', { name: new RegExp(refunded.qrCode) })).toBeDisabled()
        await expect(dialog.getByRole('checkbox', { name: new RegExp(used.qrCode) })).toBeDisabled()
        await expect(dialog.locator('[data-refusal="checked_in"]')).toHaveText(
          language === 'nl' ? 'Al ingecheckt: kan niet worden terugbetaald' : 'Already checked in: cannot be refunded'
        )
        await dialog.getByRole('checkbox', { name: new RegExp(kept.qrCode) }).check()
        await dialog.getByLabel(language === 'nl' ? 'Reden' : 'Reason').fill(language === 'nl' ? 'Dubbel besteld' : 'Ordered twice')
        // The amount as the page's language writes it: 'SRD 150,-' / 'SRD 12,50' in Dutch, 'SRD 150' / 'SRD 12.50' in English.
        await expect(dialog.getByTestId('refund-total')).toHaveText(
          language === 'nl' ? /^SRD \d{1,3}(\.\d{3})*,(\d{2}|-)$/ : /^SRD \d{1,3}(,\d{3})*(\.\d{2})?$/
        )
        await shot(organizer, `dialog-${size}-${language}`)
        await organizer.context().close()

        const scanner = await tabAs(browser, 'scanner@demo.sr', viewport, language)
        await openScanner(scanner, EVENT, language)
        await scan(scanner, refunded.qrCode)
        const answer = scanner.getByTestId('scan-answer')
        await expect(answer).toHaveAttribute('data-status', 'refunded')
        await expect(answer).toContainText(language === 'nl' ? 'Dit ticket is terugbetaald op' : 'This ticket was refunded on')
        await shot(scanner, `scanner-${size}-${language}`)
        await scanner.context().close()

        const buyer = await tabAs(browser, BUYER, viewport, language)
        await buyer.goto(`/user-dashboard?lang=${language}`)
        const card = buyer.locator(`[data-testid="ticket-order"][data-order-number="${bought!.orderNumber}"]`)
        await expect(card.getByTestId('ticket-refunded')).toContainText(language === 'nl' ? 'Terugbetaald op' : 'Refunded on')
        await centre(card.getByTestId('ticket-refunded'))
        await shot(buyer, `my-tickets-${size}-${language}`)
        await buyer.context().close()
      })
    }
  }
})
