/*
 * A buyer cancelling their own order within the organizer's policy. The organizer switches cancelling on in the event's
 * form (until 48 hours before, 10 % kept). A signed-in buyer pays two orders through the fake Mollie and cancels the
 * first from My tickets: the form says what comes back, the refund goes through, the page says so and shows the tickets
 * refunded, the buyer's mail names the amount, the seats are on sale again, and the organizer's order page shows the
 * buyer's refund with what was kept. A guest cancels from the link in the ticket mail, on the order page it opens.
 * Screenshots at 390×844 and 1366×900, in Dutch and English: test-results/screenshots/buyer-cancellation/.
 */
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import { sql } from './support/auth_helpers'
import { eventId, fillGuest, hydrated, selectTickets, ticketTypes } from './support/buying_helpers'
import { waitForSinkMail } from './support/message_sinks'
import { sharedLogIn, storeSession } from './support/stored_session'

const EVENT = 'Lachen in de Loft: Stand-up Paramaribo'
const TYPE = 'Regulier'
const BUYER = 'user@demo.sr'
const ORGANIZER = 'organizer@demo.sr'
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1366, height: 900 }
const VIEWPORTS = { phone: PHONE, desktop: DESKTOP } as const
const SHOTS = fileURLToPath(new URL('../../test-results/screenshots/buyer-cancellation/', import.meta.url))

type Language = 'nl' | 'en'

/** The order kept for the screenshots (not cancelled): its number and the order page's link from the ticket mail. */
const state: { kept?: { orderNumber: string; link: string } } = {}

const centre = (locator: Locator) => locator.evaluate((element) => element.scrollIntoView({ block: 'center' }))

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: false })
}

async function tab(browser: Browser, viewport: { width: number; height: number }, language: Language = 'nl', email?: string) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport,
    locale: language === 'nl' ? 'nl-NL' : 'en-GB',
    ignoreHTTPSErrors: true,
  })
  const page = await context.newPage()
  if (email) await storeSession(page, await sharedLogIn(page.request, email))
  if (language === 'en') await page.addInitScript(() => localStorage.setItem('language', 'en'))
  return page
}

const available = async (page: Page, id: number) => (await ticketTypes(page.request, id)).find((type) => type.name === TYPE)!.availableNow

/** Through the event page and the fake Mollie to the success page; the order's number. */
async function payWithMollie(page: Page, id: number, count: number, guestEmail?: string): Promise<string> {
  await page.goto(`/events/${id}`)
  await hydrated(page)
  const dialog = await selectTickets(page, TYPE, count)
  await dialog.getByTestId('selection-proceed').click()
  const checkout = guestEmail ? await fillGuest(page, guestEmail) : page.getByTestId('checkout')
  await expect(checkout.getByTestId('hold-status')).toHaveAttribute('data-phase', 'reserved')
  await checkout.getByRole('radio', { name: /iDEAL/ }).check()
  await checkout.getByTestId('checkout-submit').click()
  await expect(page.getByRole('heading', { name: 'Fake Mollie' })).toBeVisible()
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(/\/payment\/success\?orderNumber=ST-/)
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-status', 'paid', { timeout: 15_000 })
  return new URL(page.url()).searchParams.get('orderNumber')!
}

/** The order page's link ('Bestelling bekijken of annuleren') from the order's ticket mail. */
async function orderPageLink(email: string, orderNumber: string): Promise<string> {
  const mail = await waitForSinkMail({ to: email, subject: orderNumber }, 30_000)
  expect(mail.text).toContain('Bestelling bekijken of annuleren')
  const link = mail.links.find((url) => url.includes('/payment/success') && url.includes(orderNumber) && url.includes('key='))
  expect(link, 'the ticket mail links the order page').toBeTruthy()
  return link!
}

test.describe.serial('a buyer cancels within the organizer’s policy', () => {
  test.use({ ignoreHTTPSErrors: true })

  test('the organizer allows it; a signed-in buyer cancels from My tickets and gets the money back', async ({ browser }) => {
    test.setTimeout(300_000)
    const organizer = await tab(browser, DESKTOP, 'nl', ORGANIZER)
    const id = await eventId(organizer.request, EVENT)

    // The event's form: buyers may cancel until 48 hours before the start; 10 % of the price is kept.
    await organizer.goto(`/organizer-dashboard#/events/${id}`)
    await expect(organizer.getByTestId('event-edit-page')).toBeVisible({ timeout: 15_000 })
    await organizer.getByTestId('event-cancellation-allowed').check()
    await organizer.getByTestId('event-cancellation-hours').fill('48')
    await organizer.getByTestId('event-cancellation-keep').fill('10')
    await centre(organizer.getByTestId('event-buyer-cancellation'))
    await shot(organizer, 'event-form-desktop-nl')
    const saved = organizer.waitForResponse((r) => r.url().endsWith(`/api/events/${id}`) && r.request().method() === 'PUT')
    await organizer.getByTestId('event-save').click()
    expect((await saved).status()).toBe(200)
    await expect(organizer.getByText('Evenement opgeslagen')).toBeVisible()
    const { rows: policy } = await sql(
      'select buyer_cancellation_allowed, buyer_cancellation_hours_before, buyer_cancellation_keep_percent from events where id = $1',
      [id]
    )
    expect(policy[0]).toEqual({
      buyer_cancellation_allowed: true,
      buyer_cancellation_hours_before: 48,
      buyer_cancellation_keep_percent: '10.00',
    })

    // The event page says so before anyone buys.
    const buyer = await tab(browser, PHONE, 'nl', BUYER)
    await buyer.goto(`/events/${id}`)
    await expect(buyer.getByTestId('cancellation-policy')).toHaveText(
      'Annuleren kan tot 48 uur voor aanvang; de organisator houdt 10% van de ticketprijs in.'
    )
    await centre(buyer.getByTestId('cancellation-policy'))
    await shot(buyer, 'event-page-policy-phone-nl')

    // The buyer pays two tickets, and one more in a second order (kept for the screenshots).
    const cancelled = await payWithMollie(buyer, id, 2)
    const kept = await payWithMollie(buyer, id, 1)
    state.kept = { orderNumber: kept, link: await orderPageLink(BUYER, kept) }
    const availableBefore = await available(buyer, id)

    // My tickets offers it, with what comes back: 2 × SRD 150 less 10 %, the fees kept.
    await buyer.goto('/user-dashboard')
    const card = buyer.locator(`[data-testid="ticket-order"][data-order-number="${cancelled}"]`)
    const cancel = card.getByTestId('order-cancel')
    await cancel.locator('summary').click()
    await expect(cancel.getByTestId('cancel-amount')).toHaveText('Je krijgt SRD 270,- terug, op dezelfde manier als je hebt betaald.')
    await expect(cancel).toContainText('De organisator houdt 10% van de ticketprijs in.')
    await expect(cancel).toContainText('De servicekosten worden niet terugbetaald.')
    await expect(cancel.getByTestId('cancel-deadline')).toContainText(/Annuleren kan tot \d{2} \w+ \d{4}/)
    await cancel.getByTestId('cancel-reason').fill('Ik ben die avond op reis')
    await centre(cancel.getByTestId('cancel-submit'))
    await shot(buyer, 'my-tickets-form-phone-nl')
    // The confirmation is required: without it nothing is sent.
    await cancel.getByTestId('cancel-submit').click()
    expect(await cancel.getByTestId('cancel-confirm').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true)
    await expect(cancel.getByTestId('cancel-status')).toBeEmpty()
    await cancel.getByTestId('cancel-confirm').check()
    const answered = buyer.waitForResponse((r) => r.url().includes(`/api/orders/${cancelled}/cancel-request`))
    await cancel.getByTestId('cancel-submit').click()
    const response = await answered
    expect(response.status()).toBe(201)
    // (The page loads again at once, so the refund is read where it is kept.)
    const { rows: refunds } = await sql(
      `select r.amount, r.retained_amount, r.status, r.initiator from refunds r join orders o on o.id = r.order_id where o.order_number = $1`,
      [cancelled]
    )
    expect(refunds).toEqual([{ amount: '270.00', retained_amount: '30.00', status: 'succeeded', initiator: 'buyer' }])

    // The page loads again and says so; both tickets show as refunded, the other order is untouched.
    await expect(buyer).toHaveURL(/geannuleerd=/)
    const after = buyer.locator(`[data-testid="ticket-order"][data-order-number="${cancelled}"]`)
    await expect(after.getByTestId('cancel-notice')).toHaveText(
      'Je bestelling is geannuleerd. Het geld wordt teruggestort; je krijgt er een bericht over.'
    )
    await expect(after.getByTestId('ticket-refunded')).toHaveCount(2)
    await expect(after.getByTestId('order-cancel')).toHaveCount(0)
    await expect(buyer.locator(`[data-testid="ticket-order"][data-order-number="${kept}"]`).getByTestId('order-cancel')).toHaveCount(1)
    await centre(after.getByTestId('cancel-notice'))
    await shot(buyer, 'my-tickets-cancelled-phone-nl')

    // The mail names the amount; the seats are on sale again.
    const mail = await waitForSinkMail({ to: BUYER, subject: /terugbeta/i }, 30_000)
    expect(mail.text).toContain(cancelled)
    expect(mail.text).toContain('SRD 270,-')
    await expect.poll(() => available(buyer, id)).toBe(availableBefore + 2)

    // The organizer's order page: the buyer's own refund, what was kept.
    const { rows } = await sql('select id from orders where order_number = $1', [cancelled])
    await organizer.goto(`/organizer-dashboard#/orders/${rows[0].id}/show`)
    const row = organizer.getByTestId('refund-row')
    await expect(row).toHaveCount(1, { timeout: 15_000 })
    await expect(row.getByTestId('refund-row-amount')).toHaveText('SRD 270,-')
    await expect(row.getByTestId('refund-row-retained')).toHaveText('SRD 30,- ingehouden volgens het annuleringsbeleid')
    await expect(row).toContainText('Koper')
    await expect(row).toContainText('Ik ben die avond op reis')
    await expect(organizer.getByTestId('order-invoice-number')).toHaveText(/^F-\d{6}$/)
    await centre(row)
    await shot(organizer, 'order-refund-desktop-nl')
    for (const page of [buyer, organizer]) await page.context().close()
  })

  test('a guest cancels from the link in the ticket mail', async ({ browser }) => {
    test.setTimeout(240_000)
    const guest = await tab(browser, PHONE)
    const id = await eventId(guest.request, EVENT)
    const email = `gast-${Date.now()}@example.sr`
    const orderNumber = await payWithMollie(guest, id, 1, email)
    const link = await orderPageLink(email, orderNumber)
    await guest.context().close()

    // Another browser, no account: only the link.
    const page = await tab(browser, PHONE)
    await page.goto(link)
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-status', 'paid')
    await expect(page.getByTestId('order-invoice')).toBeVisible()
    const cancel = page.getByTestId('order-cancel')
    await cancel.locator('summary').click()
    await expect(cancel.getByTestId('cancel-amount')).toHaveText('Je krijgt SRD 135,- terug, op dezelfde manier als je hebt betaald.')
    await cancel.getByTestId('cancel-confirm').check()
    await centre(cancel.getByTestId('cancel-submit'))
    await shot(page, 'order-page-form-phone-nl')
    await cancel.getByTestId('cancel-submit').click()

    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-status', 'refunded', { timeout: 15_000 })
    await expect(page.getByTestId('payment-title')).toHaveText('Bestelling terugbetaald')
    await expect(page.getByTestId('order-refunded-text')).toHaveText(
      'SRD 135,- is teruggestort. De tickets van deze bestelling zijn niet meer geldig.'
    )
    await expect(page.getByTestId('cancel-notice')).toBeVisible()
    await expect(page.getByTestId('order-cancel')).toHaveCount(0)
    await expect(page.getByTestId('order-invoice')).toBeVisible()
    await shot(page, 'order-page-cancelled-phone-nl')
    const mail = await waitForSinkMail({ to: email, subject: /terugbeta/i }, 30_000)
    expect(mail.text).toContain('SRD 135,-')

    // The same link again: nothing more to cancel, said in English too.
    await page.goto(`${link}&lang=en`)
    await expect(page.getByTestId('payment-title')).toHaveText('Order refunded')
    await page.setViewportSize(DESKTOP)
    await shot(page, 'order-page-cancelled-desktop-en')
    await page.context().close()
  })

  for (const language of ['nl', 'en'] as const) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      test(`the cancel forms in ${language === 'nl' ? 'Dutch' : 'English'} on a ${size}`, async ({ browser }) => {
        test.setTimeout(120_000)
        const kept = state.kept
        test.skip(!kept, 'needs the kept order of the journey above')
        const buyer = await tab(browser, viewport, language, BUYER)
        await buyer.goto(`/user-dashboard?lang=${language}`)
        const cancel = buyer.locator(`[data-testid="ticket-order"][data-order-number="${kept!.orderNumber}"]`).getByTestId('order-cancel')
        await cancel.locator('summary').click()
        await expect(cancel.getByTestId('cancel-amount')).toHaveText(
          language === 'nl'
            ? 'Je krijgt SRD 135,- terug, op dezelfde manier als je hebt betaald.'
            : 'You get SRD 135,- back, the same way you paid.'
        )
        await centre(cancel.getByTestId('cancel-submit'))
        await shot(buyer, `my-tickets-form-${size}-${language}`)
        await buyer.context().close()

        const page = await tab(browser, viewport, language)
        await page.goto(`${kept!.link}&lang=${language}`)
        const form = page.getByTestId('order-cancel')
        await form.locator('summary').click()
        await expect(form.getByTestId('cancel-submit')).toHaveText(
          language === 'nl' ? 'Ja, annuleer mijn bestelling' : 'Yes, cancel my order'
        )
        await centre(form.getByTestId('cancel-submit'))
        await shot(page, `order-page-form-${size}-${language}`)
        await page.context().close()
      })
    }
  }
})
