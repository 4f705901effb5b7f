/*
 * Buying journeys (SPEC §4 "Buying flow", §6 who may buy, §7 "Purchase and payment"): a guest registers for a
 * free event and gets the mail with QR codes and a working download link; paid purchases through the Uni5Pay+
 * sandbox and through the fake Mollie end on /payment/success with the order paid; a hold runs out ('Sessie
 * Verlopen') and frees the stock; a cancelled payment resumes through ?retry=true; a non-user role is refused.
 */
import { expect, test } from '@playwright/test'
import { eventId, fillGuest, hydrated, selectTickets, ticketTypes } from './support/buying_helpers'
import { waitForSinkMail } from './support/message_sinks'
import { logIn, storeSession } from './support/stored_session'
import { sql } from './support/auth_helpers'

test.describe('buying tickets', () => {
  test('a guest registers for a free event end to end: success page, mail with QR codes, download link and PDF', async ({
    page,
    request,
  }) => {
    const id = await eventId(request, 'Holi Phagwa Kleurenfestival')
    await page.goto(`/events/${id}`)
    const dialog = await selectTickets(page, 'Gratis toegang', 2)
    await expect(dialog.getByTestId('selection-proceed')).toHaveText('Registreren')
    await dialog.getByTestId('selection-proceed').click()

    const email = `gast-${Date.now()}@example.sr`
    const checkout = await fillGuest(page, email)
    await expect(checkout.getByTestId('checkout-timer')).toContainText(/1[89]:\d\d|20:00/)
    // The free cart's payment state (paymentMethod null) gets its server copy: no 422, no console error.
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/payment-state/create'))
    await checkout.getByTestId('checkout-submit').click()
    expect((await saved).status()).toBe(201)

    await expect(page).toHaveURL(/\/payment\/success\?type=free&orderNumber=ST-[A-Z2-9]{10}&eventId=\d+/)
    expect(errors.filter((text) => text.includes('payment state'))).toEqual([])
    await expect(page.getByTestId('payment-title')).toHaveText('Je registratie is gelukt!')
    const orderNumber = new URL(page.url()).searchParams.get('orderNumber')!
    await expect(page.getByTestId('order-number')).toHaveText(orderNumber)
    await expect(page.getByTestId('tickets-sent')).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('payment-completed'))).not.toBeNull()

    const mail = await waitForSinkMail({ to: email }, 30_000)
    expect(mail.text + (mail.html ?? '')).toContain(orderNumber)
    expect(mail.attachments.filter((a) => a.contentType.startsWith('image/') && a.cid).length).toBeGreaterThanOrEqual(2)
    expect(mail.attachments.some((a) => a.contentType === 'application/pdf')).toBe(true)
    const download = mail.links.map((l) => new URL(l)).find((url) => url.pathname === '/download')
    expect(download, mail.links.join(', ')).toBeTruthy()
    await page.goto(download!.pathname + download!.search)
    await expect(page.getByTestId('download-ticket')).toHaveCount(2)
    const pdfHref = await page.getByTestId('download-pdf').getAttribute('href')
    const pdf = await request.get(pdfHref!)
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toContain('application/pdf')
  })

  test('a type that cannot be chosen online (hasUserLimit null) says so on the panel and in the dialog, not only on hover', async ({
    page,
    request,
  }) => {
    const id = await eventId(request, 'Sranan Toneel: Mi Gudu')
    const inserted = await sql(
      `INSERT INTO ticket_types (event_id, name, price, max_quantity, quantity_sold, is_active, sort_order, has_user_limit, created_at, updated_at)
       VALUES ($1, 'Deurverkoop', '75.00', 50, 0, true, 99, NULL, now(), now()) RETURNING id`,
      [id]
    )
    try {
      await page.setViewportSize({ width: 390, height: 844 })
      // A query string gets a render of its own (not the shared copy of the page from before the insert).
      await page.goto(`/events/${id}?deur=1`)
      const row = page.getByTestId('ticket-type').filter({ hasText: 'Deurverkoop' })
      await expect(row.getByTestId('door-only')).toHaveText('Alleen aan de deur te koop')
      const dialog = await selectTickets(page, 'Deurverkoop', 0)
      const type = dialog.getByTestId('select-type').filter({ hasText: 'Deurverkoop' })
      await expect(type.getByTestId('door-only')).toBeVisible()
      await expect(type.getByRole('button', { name: 'Eén Deurverkoop meer' })).toBeDisabled()
    } finally {
      await sql('DELETE FROM ticket_types WHERE id = $1', [inserted.rows[0].id])
    }
  })

  test('a paid purchase through the Uni5Pay+ sandbox ends paid on /payment/success', async ({ page, request }) => {
    const id = await eventId(request, 'Sranan Toneel: Mi Gudu')
    await page.goto(`/events/${id}`)
    const dialog = await selectTickets(page, 'Regulier', 1)
    await expect(dialog.getByTestId('selection-proceed')).toHaveText('Doorgaan naar Betaling')
    await dialog.getByTestId('selection-proceed').click()
    const checkout = await fillGuest(page, `uni5pay-${Date.now()}@example.sr`)
    await expect(checkout.getByRole('radio', { name: /Uni5Pay\+/ })).toBeChecked()
    await expect(checkout.getByTestId('checkout-total')).toContainText('175')
    await checkout.getByTestId('checkout-submit').click()

    await expect(page).toHaveURL(/\/mock-uni5pay-checkout\?paymentId=u5p_/)
    await expect(page.getByText('Dit is de testomgeving van Uni5Pay+.')).toBeVisible()
    await expect(page.getByTestId('sandbox-amount')).toContainText('175')
    await page.getByTestId('sandbox-pay').click()

    await expect(page).toHaveURL(/\/payment\/success\?orderNumber=ST-/)
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-status', 'paid', { timeout: 15_000 })
    await expect(page.getByTestId('payment-title')).toHaveText('Bedankt voor je betaling!')
    await expect(page.getByTestId('order-ticket')).toHaveCount(1)
  })

  test.describe('through the fake Mollie', () => {
    test.use({ ignoreHTTPSErrors: true })

    test('a paid purchase with iDEAL ends paid on /payment/success', async ({ page, request }) => {
      const id = await eventId(request, 'Suriname Open Tennis')
      await page.goto(`/events/${id}`)
      const dialog = await selectTickets(page, 'Dagkaart', 2)
      await dialog.getByTestId('selection-proceed').click()
      const checkout = await fillGuest(page, `mollie-${Date.now()}@example.sr`)
      await checkout.getByRole('radio', { name: /iDEAL/ }).check()
      await checkout.getByTestId('checkout-submit').click()

      await expect(page.getByRole('heading', { name: 'Fake Mollie' })).toBeVisible()
      await page.getByRole('button', { name: 'Pay' }).click()
      await expect(page).toHaveURL(/\/payment\/success\?orderNumber=ST-/)
      await expect(page.getByTestId('payment-result')).toHaveAttribute('data-status', 'paid', { timeout: 15_000 })
      await expect(page.getByTestId('order-ticket')).toHaveCount(2)
    })

    test('a cancelled payment resumes through ?retry=true with the time that is left', async ({ page, request }) => {
      const id = await eventId(request, 'Suriname Open Tennis')
      await page.goto(`/events/${id}`)
      const dialog = await selectTickets(page, 'Tweedaagse pas', 1)
      await dialog.getByTestId('selection-proceed').click()
      const checkout = await fillGuest(page, `retry-${Date.now()}@example.sr`)
      await checkout.getByRole('radio', { name: /iDEAL/ }).check()
      await checkout.getByTestId('checkout-submit').click()
      await page.getByRole('button', { name: 'Cancel' }).click()

      // Not a success page saying it failed: /payment/cancelled, with the way back.
      await expect(page).toHaveURL(new RegExp(`/payment/cancelled\\?eventId=${id}$`), { timeout: 15_000 })
      await expect(page.getByTestId('payment-cancelled')).toContainText('Betaling geannuleerd')
      await page.getByTestId('payment-retry').click()
      await expect(page).toHaveURL(new RegExp(`/events/${id}\\?retry=true`))
      const resumed = page.getByTestId('checkout')
      await expect(resumed.getByTestId('hold-status')).toHaveAttribute('data-phase', 'reserved')
      await expect(resumed.getByLabel('Voornaam')).toHaveValue('Anika')
      await expect(resumed.getByText('1 × Tweedaagse pas')).toBeVisible()
      await expect(resumed.getByTestId('checkout-timer')).toContainText(/1\d:\d\d/)
    })
  })

  test('a checkout reopened without ?retry=true resumes the saved one; other tickets start afresh with the details kept', async ({
    page,
    request,
  }) => {
    const id = await eventId(request, 'Sranan Toneel: Mi Gudu')
    const holds: { sessionId: string; quantity: number }[] = []
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().endsWith('/api/tickets/reserve')) holds.push(req.postDataJSON())
    })
    await page.goto(`/events/${id}`)
    await (await selectTickets(page, 'Regulier', 1)).getByTestId('selection-proceed').click()
    const checkout = await fillGuest(page, `terug-${Date.now()}@example.sr`)
    await checkout.getByTestId('checkout-submit').click()
    await expect(page).toHaveURL(/\/mock-uni5pay-checkout\?paymentId=u5p_/)
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('paymentState') ?? 'null'))
    expect(saved.sessionId).toBe(holds[0].sessionId)

    // Back on the event page by a plain link (no ?retry=true): the same tickets resume the saved checkout.
    await page.goto(`/events/${id}`)
    await (await selectTickets(page, 'Regulier', 1)).getByTestId('selection-proceed').click()
    const resumed = page.getByTestId('checkout')
    await expect(resumed.getByTestId('hold-status')).toHaveAttribute('data-phase', 'reserved')
    expect(holds.at(-1)).toMatchObject({ sessionId: saved.sessionId, quantity: 1 })
    await expect(resumed.getByLabel('Voornaam')).toHaveValue('Anika')
    await expect(resumed.getByLabel('E-mailadres', { exact: true })).toHaveValue(saved.checkoutData.buyerInfo.email)

    // Other tickets: a fresh checkout session, the saved state cleared, the details still filled in.
    await page.goto(`/events/${id}`)
    await (await selectTickets(page, 'Regulier', 2)).getByTestId('selection-proceed').click()
    const fresh = page.getByTestId('checkout')
    await expect(fresh.getByTestId('hold-status')).toHaveAttribute('data-phase', 'reserved')
    expect(holds.at(-1)!.sessionId).not.toBe(saved.sessionId)
    expect(holds.at(-1)!.quantity).toBe(2)
    await expect(fresh.getByLabel('Achternaam')).toHaveValue('Sewdien')
    await expect(fresh.getByTestId('checkout-timer')).toContainText(/1[89]:\d\d|20:00/)
    expect(await page.evaluate(() => localStorage.getItem('paymentState'))).toBeNull()
  })

  test("a hold that runs out shows 'Sessie Verlopen' and frees the stock", async ({ page, request }) => {
    const id = await eventId(request, 'Kawina & Bigi Pokoe Avond')
    const before = (await ticketTypes(request, id)).find((t) => t.name === 'Regulier')!.availableNow
    await page.clock.install()
    await page.goto(`/events/${id}`)
    const dialog = await selectTickets(page, 'Regulier', 3)
    await dialog.getByTestId('selection-proceed').click()
    await expect(page.getByTestId('checkout').getByTestId('hold-status')).toHaveAttribute('data-phase', 'reserved')
    expect((await ticketTypes(request, id)).find((t) => t.name === 'Regulier')!.availableNow).toBe(before - 3)

    await page.clock.fastForward('20:05')
    await expect(page.getByTestId('session-expired').getByRole('heading', { name: 'Sessie Verlopen' })).toBeVisible()
    await expect.poll(async () => (await ticketTypes(request, id)).find((t) => t.name === 'Regulier')!.availableNow).toBe(before)
  })

  test("leaving a held checkout asks 'Weet je het zeker?' and releases the tickets", async ({ page, request }) => {
    const id = await eventId(request, 'Kawina & Bigi Pokoe Avond')
    const before = (await ticketTypes(request, id)).find((t) => t.name === 'Regulier')!.availableNow
    await page.goto(`/events/${id}`)
    const dialog = await selectTickets(page, 'Regulier', 1)
    await dialog.getByTestId('selection-proceed').click()
    await expect(page.getByTestId('checkout').getByTestId('hold-status')).toHaveAttribute('data-phase', 'reserved')
    await page.getByTestId('checkout-back').click()
    await expect(page.getByTestId('leave-confirm').getByRole('heading', { name: 'Weet je het zeker?' })).toBeVisible()
    await page.getByTestId('leave-confirm-yes').click()
    await expect(page.getByTestId('ticket-selection')).toBeVisible()
    await expect.poll(async () => (await ticketTypes(request, id)).find((t) => t.name === 'Regulier')!.availableNow).toBe(before)
  })

  test('a hidden tab gives its holds back and takes them again when shown; leaving the page gives them back', async ({ page, request }) => {
    const id = await eventId(request, 'Kawina & Bigi Pokoe Avond')
    const regulier = async () => (await ticketTypes(request, id)).find((t) => t.name === 'Regulier')!.availableNow
    const before = await regulier()
    // The tab really stays visible: 'hidden' is pretended, 'visible' drops the pretence (so leaving the page
    // later reports the browser's own 'hidden').
    const setVisibility = (state: 'hidden' | 'visible') =>
      page.evaluate((value) => {
        if (value === 'hidden') Object.defineProperty(document, 'visibilityState', { value, configurable: true })
        else delete (document as { visibilityState?: string }).visibilityState
        document.dispatchEvent(new Event('visibilitychange'))
      }, state)
    await page.goto(`/events/${id}`)
    await (await selectTickets(page, 'Regulier', 2)).getByTestId('selection-proceed').click()
    const checkout = page.getByTestId('checkout')
    await expect(checkout.getByTestId('hold-status')).toHaveAttribute('data-phase', 'reserved')
    await expect.poll(regulier).toBe(before - 2)

    // The buyer switches apps: the seats go back (sendBeacon) ...
    await setVisibility('hidden')
    await expect.poll(regulier).toBe(before)
    // ... and are held again, with the countdown going on, when the tab is shown again.
    const held = page.waitForResponse(
      (response) => response.url().endsWith('/api/tickets/reserve') && response.request().method() === 'POST'
    )
    await setVisibility('visible')
    expect((await held).status()).toBe(201)
    await expect(checkout.getByTestId('hold-status')).toHaveAttribute('data-phase', 'reserved')
    await expect(checkout.getByTestId('checkout-timer')).toContainText(/1[89]:\d\d/)
    await expect.poll(regulier).toBe(before - 2)

    // Hidden again while the holds are still on their way (a slow network): they are given back once they land.
    await page.route('**/api/tickets/reserve', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await setVisibility('hidden')
    await expect.poll(regulier).toBe(before)
    const slowHold = page.waitForResponse(
      (response) => response.url().endsWith('/api/tickets/reserve') && response.request().method() === 'POST'
    )
    await setVisibility('visible')
    await setVisibility('hidden')
    expect((await slowHold).status()).toBe(201)
    await expect.poll(regulier).toBe(before)
    await page.unroute('**/api/tickets/reserve')
    await setVisibility('visible')
    await expect.poll(regulier).toBe(before - 2)

    // Leaving the page by a plain link (no dialog) gives them back too (pagehide).
    await page.goto('/events')
    await expect.poll(regulier).toBe(before)
  })

  test("checkout: the 'al geregistreerd' hint, the login panel and the built-in payment methods", async ({ page, request }) => {
    // user@demo.sr has an account (POST /api/auth/email-check); the built-in list is used when the methods call fails.
    await page.route('**/api/payments/methods?**', (route) =>
      route.fulfill({
        status: 500,
        json: { success: false, message: 'kapot' },
      })
    )
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    const id = await eventId(request, 'Sranan Toneel: Mi Gudu')
    await page.goto(`/events/${id}`)
    const dialog = await selectTickets(page, 'Regulier', 1)
    await dialog.getByTestId('selection-proceed').click()
    const checkout = await fillGuest(page, 'user@demo.sr')
    await checkout.getByLabel('Voornaam').focus()
    await expect(checkout.getByTestId('email-registered')).toContainText('Dit e-mailadres is al geregistreerd.')
    await checkout.getByTestId('email-registered').getByRole('button', { name: 'Log in' }).click()
    const login = checkout.getByTestId('checkout-login')
    await login.getByRole('button', { name: 'Inloggen' }).click()
    await expect(login.getByTestId('login-form-error')).toHaveText('Vul alle velden in')
    await expect(checkout.getByRole('radio', { name: /Uni5Pay\+/ })).toBeChecked()
    await expect(checkout.getByText('Aanbevolen')).toBeVisible()
    expect(errors).toContain('Failed to load payment methods')
    await page.getByTestId('checkout-back').click()
    await page.getByTestId('leave-confirm-yes').click()
  })

  test('a signed-in user buys with the account details: the form is prefilled and hidden', async ({ page, request }) => {
    await storeSession(page, await logIn(request, 'user@demo.sr'))
    const id = await eventId(request, 'Workshop Ondernemen voor Jongeren')
    await page.goto(`/events/${id}`)
    await hydrated(page)
    await expect(page.getByTestId('buy-button')).toHaveText('Tickets Kopen')
    const dialog = await selectTickets(page, 'Gratis toegang', 1)
    await dialog.getByTestId('selection-proceed').click()
    const checkout = page.getByTestId('checkout')
    await expect(checkout.getByTestId('hold-status')).toHaveAttribute('data-phase', 'reserved')
    await expect(checkout.getByTestId('buyer-account')).toContainText('user@demo.sr')
    await expect(checkout.getByTestId('buyer-form')).toHaveCount(0)
    await checkout.getByTestId('checkout-submit').click()
    await expect(page).toHaveURL(/\/payment\/success\?type=free&orderNumber=ST-/)
  })

  test("a signed-in organizer sees 'Tickets Bekijken' and 'Alleen voor bezoekers', and may buy after signing out", async ({
    page,
    request,
  }) => {
    const grant = await logIn(request, 'organizer@demo.sr')
    await storeSession(page, grant)
    const id = await eventId(request, 'Holi Phagwa Kleurenfestival')
    await page.goto(`/events/${id}`)
    await hydrated(page)
    await expect(page.getByTestId('buy-button')).toHaveText('Tickets Bekijken')
    await page.getByTestId('buy-button').click()
    const dialog = page.getByTestId('ticket-selection')
    await expect(dialog.getByTestId('visitors-only')).toHaveText('Alleen voor bezoekers')
    await expect(dialog.getByRole('button', { name: 'Eén Gratis toegang meer' })).toBeDisabled()
    await dialog.getByTestId('selection-proceed').click()
    const denied = page.getByTestId('access-denied')
    await expect(denied.getByRole('heading', { name: 'Toegang Geweigerd' })).toBeVisible()
    await denied.getByRole('button', { name: 'Uitloggen en Kopen als Gast' }).click()
    await expect(page.getByTestId('ticket-selection').getByRole('button', { name: 'Eén Gratis toegang meer' })).toBeEnabled()
    await expect(page.getByTestId('buy-button')).toHaveText('Tickets Kopen')
  })
})
