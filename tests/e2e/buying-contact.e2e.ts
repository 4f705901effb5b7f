/*
 * Buying journeys around contact methods and payment state (SPEC §4 "Buying flow", §5 "Checkout buyer"):
 * tickets by WhatsApp and by e-mail and WhatsApp ('both' only while whatsappFeatures.bothOptionEnabled is on,
 * switching the method clears the other channel), the 'payment-completed' flag closing the dialogs of another
 * tab, a failing POST /api/payment-state/create that does not stop the payment, a submit after the timer ran
 * out that stops after saving, and the event page loading no island JavaScript until a buy button is touched.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { sql } from './support/auth_helpers'
import { BUYING_ISLAND_NOT_LOADED, eventId, fillGuest, selectTickets, ticketTypes } from './support/buying_helpers'
import { waitForSinkMail, waitForSinkWhatsApp } from './support/message_sinks'

/** A Surinamese mobile number nobody else in this run uses, as typed (with a space) and as sent (E.164). */
function uniquePhone() {
  const digits = String(Date.now() % 1_000_000).padStart(6, '0')
  return { typed: `+597 8${digits}`, e164: `+5978${digits}` }
}

/**
 * Runs `run` with these whatsappFeatures in platform_settings, restored afterwards. The storefront keeps public
 * settings for up to 60 s (lib/api/platform.ts), so this waits until the event page's island carries the new values.
 */
async function withWhatsappFeatures(
  request: APIRequestContext,
  id: number,
  features: { checkoutEnabled: boolean; bothOptionEnabled: boolean },
  run: () => Promise<void>
) {
  const [{ whatsapp_features: original }] = (await sql('SELECT whatsapp_features FROM platform_settings LIMIT 1')).rows
  try {
    await sql('UPDATE platform_settings SET whatsapp_features = whatsapp_features || $1::jsonb', [JSON.stringify(features)])
    const wanted = Object.entries(features).map(([key, value]) => `&quot;${key}&quot;:[0,${value}]`)
    const inEffect = async () => {
      const html = await (await request.get(`/events/${id}`)).text()
      return wanted.every((part) => html.includes(part))
    }
    await expect.poll(inEffect, { timeout: 75_000, intervals: [250, 500, 1000] }).toBe(true)
    await run()
  } finally {
    await sql('UPDATE platform_settings SET whatsapp_features = $1', [JSON.stringify(original)])
  }
}

/** Pays on the Uni5Pay+ sandbox page and waits for the paid order on /payment/success; its order number. */
async function payOnSandbox(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/mock-uni5pay-checkout\?paymentId=u5p_/)
  await page.getByTestId('sandbox-pay').click()
  await expect(page).toHaveURL(/\/payment\/success\?orderNumber=ST-/)
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-status', 'paid', { timeout: 15_000 })
  return new URL(page.url()).searchParams.get('orderNumber')!
}

/** The /download link in a message text, as path and query. */
function downloadPath(text: string): string {
  const link = text.match(/https?:\/\/\S+\/download\?\S+/)?.[0]
  expect(link, text).toBeTruthy()
  const url = new URL(link!)
  return url.pathname + url.search
}

test.describe('buying: contact methods', () => {
  test("'E-mail en WhatsApp': both channels are asked and checked, a paid order sends the mail and the WhatsApp link", async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000)
    const id = await eventId(request, 'Sranan Toneel: Mi Gudu')
    await withWhatsappFeatures(request, id, { checkoutEnabled: true, bothOptionEnabled: true }, async () => {
      await page.goto(`/events/${id}`)
      const dialog = await selectTickets(page, 'Regulier', 1)
      await dialog.getByTestId('selection-proceed').click()
      const email = `both-${Date.now()}@example.sr`
      const checkout = await fillGuest(page, email)
      const methods = checkout.getByRole('radiogroup', {
        name: 'Hoe wil je je tickets ontvangen?',
      })
      await expect(methods.getByRole('radio')).toHaveCount(3)
      await methods.getByRole('radio', { name: 'E-mail en WhatsApp' }).check()
      // 'both' keeps the e-mail and adds the phone fields.
      await expect(checkout.getByLabel('E-mailadres', { exact: true })).toHaveValue(email)
      const phone = uniquePhone()
      await checkout.getByLabel('WhatsApp-nummer', { exact: true }).fill(phone.typed)
      await checkout.getByLabel('Bevestig WhatsApp-nummer').fill(phone.typed)
      // Switching to e-mail only clears the phone; back to 'both' it is empty again.
      await methods.getByRole('radio', { name: 'E-mail', exact: true }).check()
      await expect(checkout.getByLabel('WhatsApp-nummer', { exact: true })).toHaveCount(0)
      await methods.getByRole('radio', { name: 'E-mail en WhatsApp' }).check()
      await expect(checkout.getByLabel('WhatsApp-nummer', { exact: true })).toHaveValue('+')
      await expect(checkout.getByLabel('E-mailadres', { exact: true })).toHaveValue(email)

      await checkout.getByLabel('Bevestig e-mailadres').fill(`x${email}`)
      await checkout.getByTestId('checkout-submit').click()
      await expect(checkout.getByText('E-mailadressen komen niet overeen')).toBeVisible()
      await expect(checkout.getByText('Gebruik internationaal formaat zoals +5978123456')).toBeVisible()
      await checkout.getByLabel('Bevestig e-mailadres').fill(email)
      await checkout.getByLabel('WhatsApp-nummer', { exact: true }).fill(phone.typed)
      await checkout.getByLabel('Bevestig WhatsApp-nummer').fill(phone.typed)
      await checkout.getByTestId('checkout-submit').click()

      const orderNumber = await payOnSandbox(page)
      const mail = await waitForSinkMail({ to: email }, 30_000)
      expect(mail.text + (mail.html ?? '')).toContain(orderNumber)
      expect(mail.links.some((l) => new URL(l).pathname === '/download')).toBe(true)
      const message = await waitForSinkWhatsApp(phone.e164, 30_000)
      expect(message.text).toContain(orderNumber)
      await page.goto(downloadPath(message.text))
      await expect(page.getByTestId('download-ticket')).toHaveCount(1)
    })
  })

  test('a field error goes as soon as the buyer corrects the field, without a new submit; other fields wait for the submit', async ({
    page,
    request,
  }) => {
    const id = await eventId(request, 'Workshop Ondernemen voor Jongeren')
    await withWhatsappFeatures(request, id, { checkoutEnabled: true, bothOptionEnabled: false }, async () => {
      await page.goto(`/events/${id}`)
      const dialog = await selectTickets(page, 'Gratis toegang', 1)
      await dialog.getByTestId('selection-proceed').click()
      const email = `fix-${Date.now()}@example.sr`
      const checkout = await fillGuest(page, email)
      await checkout.getByLabel('Voornaam').fill('')
      await checkout.getByLabel('Bevestig e-mailadres').fill(`x${email}`)
      await checkout.getByTestId('checkout-submit').click()
      const mismatch = checkout.getByText('E-mailadressen komen niet overeen')
      const firstName = checkout.getByText('Voornaam is verplicht')
      await expect(mismatch).toBeVisible()
      await expect(firstName).toBeVisible()
      // Still wrong: the message stays; right: it goes, the other field's stays until that one is right too.
      await checkout.getByLabel('Bevestig e-mailadres').fill(`y${email}`)
      await expect(mismatch).toBeVisible()
      await checkout.getByLabel('Bevestig e-mailadres').fill(email)
      await expect(mismatch).toHaveCount(0)
      await expect(firstName).toBeVisible()
      await checkout.getByLabel('Voornaam').fill('Anika')
      await expect(firstName).toHaveCount(0)
      // A field that showed no error gets none before the next submit.
      await checkout.getByLabel('Achternaam').fill('')
      await expect(checkout.getByText('Achternaam is verplicht')).toHaveCount(0)
      await checkout.getByTestId('checkout-submit').click()
      await expect(checkout.getByText('Achternaam is verplicht')).toBeVisible()
    })
  })

  test("WhatsApp: without 'both' the form offers e-mail and WhatsApp, switching clears the other channel, the link arrives by WhatsApp", async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000)
    const id = await eventId(request, 'Workshop Ondernemen voor Jongeren')
    await withWhatsappFeatures(request, id, { checkoutEnabled: true, bothOptionEnabled: false }, async () => {
      await page.goto(`/events/${id}`)
      const dialog = await selectTickets(page, 'Gratis toegang', 1)
      await dialog.getByTestId('selection-proceed').click()
      const checkout = await fillGuest(page, `wa-${Date.now()}@example.sr`)
      const methods = checkout.getByRole('radiogroup', {
        name: 'Hoe wil je je tickets ontvangen?',
      })
      await expect(methods.getByRole('radio')).toHaveCount(2)
      await expect(methods.getByRole('radio', { name: 'E-mail', exact: true })).toBeChecked()
      await expect(methods.getByRole('radio', { name: 'E-mail en WhatsApp' })).toHaveCount(0)

      // To WhatsApp: the e-mail fields go, the phone fields come; back to e-mail: the address was cleared.
      await methods.getByRole('radio', { name: 'WhatsApp', exact: true }).check()
      await expect(checkout.getByLabel('E-mailadres', { exact: true })).toHaveCount(0)
      await expect(checkout.getByLabel('WhatsApp-nummer', { exact: true })).toBeVisible()
      await methods.getByRole('radio', { name: 'E-mail', exact: true }).check()
      await expect(checkout.getByLabel('E-mailadres', { exact: true })).toHaveValue('')
      await expect(checkout.getByLabel('Bevestig e-mailadres')).toHaveValue('')
      await expect(checkout.getByLabel('WhatsApp-nummer', { exact: true })).toHaveCount(0)

      await methods.getByRole('radio', { name: 'WhatsApp', exact: true }).check()
      const phone = uniquePhone()
      await checkout.getByLabel('WhatsApp-nummer', { exact: true }).fill(phone.typed)
      await checkout.getByLabel('Bevestig WhatsApp-nummer').fill('+597 8000000')
      await checkout.getByTestId('checkout-submit').click()
      await expect(checkout.getByText('Telefoonnummers komen niet overeen')).toBeVisible()
      await expect(checkout.getByLabel('Bevestig WhatsApp-nummer')).toBeFocused()
      await checkout.getByLabel('WhatsApp-nummer', { exact: true }).fill('0 8123456')
      await checkout.getByTestId('checkout-submit').click()
      await expect(checkout.getByText('Gebruik internationaal formaat zoals +5978123456')).toBeVisible()
      await checkout.getByLabel('WhatsApp-nummer', { exact: true }).fill(phone.typed)
      await checkout.getByLabel('Bevestig WhatsApp-nummer').fill(phone.typed)
      await checkout.getByTestId('checkout-submit').click()

      await expect(page).toHaveURL(/\/payment\/success\?type=free&orderNumber=ST-/)
      const orderNumber = new URL(page.url()).searchParams.get('orderNumber')!
      const message = await waitForSinkWhatsApp(phone.e164, 30_000)
      expect(message.text).toContain(orderNumber)
      await page.goto(downloadPath(message.text))
      await expect(page.getByTestId('download-ticket')).toHaveCount(1)
    })
  })
})

test.describe('buying: payment state', () => {
  test("completing the payment in one tab closes the dialogs in another tab ('payment-completed')", async ({ page, context, request }) => {
    const id = await eventId(request, 'Sranan Toneel: Mi Gudu')
    const stock = async () => (await ticketTypes(request, id)).find((t) => t.name === 'Regulier')!.availableNow
    const before = await stock()
    const other = await context.newPage()
    await other.goto(`/events/${id}`)
    const otherDialog = await selectTickets(other, 'Regulier', 1)
    await otherDialog.getByTestId('selection-proceed').click()
    await expect(other.getByTestId('checkout').getByTestId('hold-status')).toHaveAttribute('data-phase', 'reserved')

    await page.goto(`/events/${id}`)
    const dialog = await selectTickets(page, 'Regulier', 1)
    await dialog.getByTestId('selection-proceed').click()
    const checkout = await fillGuest(page, `tabs-${Date.now()}@example.sr`)
    await checkout.getByTestId('checkout-submit').click()
    await payOnSandbox(page)

    // The other tab saw the flag (storage event): its checkout is gone, and so is the saved state.
    await expect(other.getByTestId('checkout')).toHaveCount(0)
    await expect(other.getByTestId('ticket-selection')).toHaveCount(0)
    expect(await other.evaluate(() => localStorage.getItem('paymentState'))).toBeNull()
    // Its held ticket went back: only the one sold is gone.
    await expect.poll(stock).toBe(before - 1)
    // Its buy button opens a fresh selection again.
    await other.getByTestId('buy-button').click()
    await expect(other.getByTestId('ticket-selection').getByTestId('selection-total')).not.toContainText('175')
    await other.close()
  })

  test("a 'payment-completed' flag from an earlier purchase does not close a later checkout on window focus", async ({ page, request }) => {
    await page.goto('/')
    await page.evaluate(() => localStorage.setItem('payment-completed', String(Date.now() - 60_000)))
    const id = await eventId(request, 'Kawina & Bigi Pokoe Avond')
    await page.goto(`/events/${id}`)
    const dialog = await selectTickets(page, 'Regulier', 1)
    await dialog.getByTestId('selection-proceed').click()
    const checkout = await fillGuest(page, `focus-${Date.now()}@example.sr`)
    // The buyer switches to another app and back.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await expect(checkout.getByLabel('Voornaam')).toHaveValue('Anika')
    await expect(checkout.getByTestId('hold-status')).toHaveAttribute('data-phase', 'reserved')
    expect(await page.evaluate(() => localStorage.getItem('payment-completed'))).toBeNull()
    await page.getByTestId('checkout-back').click()
    await page.getByTestId('leave-confirm-yes').click()
  })

  for (const failure of ['500', 'network'] as const) {
    test(`saving the payment state to the server fails (${failure}): the buyer still pays and gets tickets`, async ({ page, request }) => {
      let attempts = 0
      await page.route('**/api/payment-state/create', (route) => {
        attempts++
        return failure === '500'
          ? route.fulfill({
              status: 500,
              json: { success: false, message: 'kapot' },
            })
          : route.abort('failed')
      })
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      const id = await eventId(request, 'Suriname Open Tennis')
      await page.goto(`/events/${id}`)
      const dialog = await selectTickets(page, 'Dagkaart', 1)
      await dialog.getByTestId('selection-proceed').click()
      const email = `state-${failure}-${Date.now()}@example.sr`
      const checkout = await fillGuest(page, email)
      await checkout.getByRole('radio', { name: /Uni5Pay\+/ }).check()
      await checkout.getByTestId('checkout-submit').click()

      await expect(page).toHaveURL(/\/mock-uni5pay-checkout\?paymentId=u5p_/)
      expect(attempts).toBe(1)
      if (failure === '500') expect(errors).toContain('Failed to save payment state to server')
      // The browser copy is there, without a server token.
      const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('paymentState') ?? 'null'))
      expect(saved).toMatchObject({
        eventId: id,
        token: null,
        status: 'active',
      })
      expect(saved.checkoutData.buyerInfo.email).toBe(email)

      const orderNumber = await payOnSandbox(page)
      await expect(page.getByTestId('order-ticket')).toHaveCount(1)
      const mail = await waitForSinkMail({ to: email }, 30_000)
      expect(mail.text + (mail.html ?? '')).toContain(orderNumber)
    })
  }

  test('a phone whose clock runs 30 minutes ahead still gets the whole 20 minutes', async ({ page, request }) => {
    const id = await eventId(request, 'Sranan Toneel: Mi Gudu')
    const sessions: string[] = []
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().endsWith('/api/tickets/reserve')) sessions.push(req.postDataJSON().sessionId)
    })
    await page.clock.install({ time: Date.now() + 30 * 60_000 })
    await page.goto(`/events/${id}`)
    await (await selectTickets(page, 'Regulier', 1)).getByTestId('selection-proceed').click()
    const checkout = page.getByTestId('checkout')
    await expect(checkout.getByTestId('hold-status')).toHaveAttribute('data-phase', 'reserved')
    await expect(checkout.getByTestId('checkout-timer')).toContainText(/1[89]:\d\d|20:00/)
    await expect(page.getByTestId('session-expired')).toHaveCount(0)
    expect((await request.delete(`/api/tickets/reserve/${sessions[0]}`)).ok()).toBe(true)
  })

  test('the timer counts down from the hold the server gave (30 minutes with TICKET_HOLD_SECONDS=1800), not a fixed 20', async ({
    page,
    request,
  }) => {
    const id = await eventId(request, 'Sranan Toneel: Mi Gudu')
    const sessions: string[] = []
    // The server's answer as a server with 30-minute holds gives it.
    await page.route('**/api/tickets/reserve', async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      sessions.push(route.request().postDataJSON().sessionId)
      const response = await route.fetch()
      const body = await response.json()
      body.data.expiresInSeconds = 1800
      body.data.expiresAt = new Date(Date.now() + 1_800_000).toISOString()
      return route.fulfill({ response, json: body })
    })
    await page.goto(`/events/${id}`)
    await (await selectTickets(page, 'Regulier', 1)).getByTestId('selection-proceed').click()
    const checkout = page.getByTestId('checkout')
    await expect(checkout.getByTestId('hold-status')).toHaveAttribute('data-phase', 'reserved')
    await expect(checkout.getByTestId('checkout-timer')).toContainText(/(29:\d\d|30:00)/)
    expect((await request.delete(`/api/tickets/reserve/${sessions[0]}`)).ok()).toBe(true)
  })

  test('a submit after the timer ran out saves the state, stops before the payment and lets the buyer choose again', async ({
    page,
    request,
  }) => {
    const id = await eventId(request, 'Kawina & Bigi Pokoe Avond')
    const before = (await ticketTypes(request, id)).find((t) => t.name === 'Regulier')!.availableNow
    const saves: { timeLeftSeconds: number }[] = []
    page.on('request', (req) => {
      if (req.url().endsWith('/api/payment-state/create')) saves.push(req.postDataJSON())
    })
    let paymentsCreated = 0
    await page.route('**/api/payments/create', (route) => {
      paymentsCreated++
      return route.continue()
    })
    await page.clock.install()
    await page.goto(`/events/${id}`)
    const dialog = await selectTickets(page, 'Regulier', 1)
    await dialog.getByTestId('selection-proceed').click()
    const email = `late-${Date.now()}@example.sr`
    const checkout = await fillGuest(page, email)
    // Time stands still (the countdown cannot tick), then the clock jumps past the hold's 20 minutes:
    // the buyer presses 'Betalen' before the dialog noticed.
    await page.clock.pauseAt(Date.now() + 1000)
    const now = await page.evaluate(() => Date.now())
    await page.clock.setSystemTime(now + 20 * 60_000 + 5000)
    await expect(checkout.getByTestId('checkout-submit')).toBeEnabled()
    await checkout.getByTestId('checkout-submit').click()

    const expired = page.getByTestId('session-expired')
    await expect(expired.getByRole('heading', { name: 'Sessie Verlopen' })).toBeVisible()
    await expect(expired.getByText('Je gegevens zijn bewaard. Kies je tickets opnieuw om het nog eens te proberen.')).toBeVisible()
    expect(saves).toHaveLength(1)
    expect(saves[0].timeLeftSeconds).toBe(0)
    expect(paymentsCreated).toBe(0)
    await expect(page).toHaveURL(new RegExp(`/events/${id}$`))
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('paymentState') ?? 'null'))
    expect(saved).toMatchObject({
      eventId: id,
      status: 'expired',
      originalTimeLeft: 0,
    })
    expect(saved.checkoutData.buyerInfo.email).toBe(email)

    // The held ticket went back, and 'Opnieuw tickets kiezen' returns to the selection with the same choice.
    await expect.poll(async () => (await ticketTypes(request, id)).find((t) => t.name === 'Regulier')!.availableNow).toBe(before)
    await expired.getByRole('button', { name: 'Opnieuw tickets kiezen' }).click()
    const again = page.getByTestId('ticket-selection')
    await expect(again.getByRole('heading', { name: 'Selecteer Tickets' })).toBeVisible()
    await expect(again.getByTestId('select-type').filter({ hasText: 'Regulier' }).getByTestId('quantity')).toHaveText('1')

    // 'Je gegevens zijn bewaard': the fresh checkout has the details of the one that ran out.
    await page.clock.setSystemTime(Date.now())
    await page.clock.resume()
    await again.getByTestId('selection-proceed').click()
    const fresh = page.getByTestId('checkout')
    await expect(fresh.getByTestId('hold-status')).toHaveAttribute('data-phase', 'reserved')
    await expect(fresh.getByLabel('E-mailadres', { exact: true })).toHaveValue(email)
    await expect(fresh.getByLabel('Voornaam')).toHaveValue('Anika')
    expect(await page.evaluate(() => localStorage.getItem('paymentState'))).toBeNull()
  })
})

test.describe('buying: the island loads on interaction', () => {
  /** Every module script the page fetched from /_astro/. */
  function islandScripts(page: Page) {
    const urls: string[] = []
    page.on('request', (req) => {
      if (req.resourceType() === 'script' && new URL(req.url()).pathname.startsWith('/_astro/')) urls.push(req.url())
    })
    return urls
  }

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

    test('no island JavaScript before a buy button is touched; the first tap on the bottom bar opens the dialog', async ({
      page,
      request,
    }) => {
      const scripts = islandScripts(page)
      // A slow phone network: every script takes a second and a half.
      await page.route('**/_astro/**', async (route) => {
        if (route.request().resourceType() === 'script') await new Promise((resolve) => setTimeout(resolve, 1500))
        await route.continue()
      })
      const id = await eventId(request, 'Sranan Toneel: Mi Gudu')
      await page.goto(`/events/${id}`)
      await page.waitForLoadState('networkidle')
      await page.mouse.wheel(0, 600)
      await page.waitForTimeout(500)
      expect(scripts).toEqual([])
      await expect(page.locator(BUYING_ISLAND_NOT_LOADED)).toHaveCount(1)

      const bar = page.getByTestId('buy-button-bar')
      await bar.tap()
      // While the island loads the tapped button shows it is busy; then the dialog opens without a second tap.
      await expect(bar).toHaveAttribute('aria-busy', 'true')
      await expect(page.getByTestId('ticket-selection').getByRole('heading', { name: 'Selecteer Tickets' })).toBeVisible({
        timeout: 15_000,
      })
      await expect(bar).not.toHaveAttribute('aria-busy')
      expect(scripts.some((url) => /\/BuyTickets\.[\w-]+\.js$/.test(url))).toBe(true)
    })
  })

  // Astro tries a failed island download once more by itself (?astro-retry=); both attempts fail here.
  test('a failed download of the island is tried again on the next touch, without opening the failed click', async ({ page, request }) => {
    let failing = true
    await page.route(/\/_astro\/BuyTickets\.[\w-]+\.js/, (route) => (failing ? route.abort('internetdisconnected') : route.continue()))
    const id = await eventId(request, 'Holi Phagwa Kleurenfestival')
    await page.goto(`/events/${id}`)
    const button = page.getByTestId('buy-button')
    await button.click()
    await expect(button).not.toHaveAttribute('aria-busy', 'true')
    await expect(page.getByTestId('ticket-selection')).toHaveCount(0)
    failing = false
    // A later hover loads the island but does not open the dialog of the click that failed.
    await page.mouse.move(0, 0)
    await button.hover()
    await expect(page.locator(BUYING_ISLAND_NOT_LOADED)).toHaveCount(0)
    await page.waitForTimeout(300)
    await expect(page.getByTestId('ticket-selection')).toHaveCount(0)
    await button.click()
    await expect(page.getByTestId('ticket-selection').getByRole('heading', { name: 'Selecteer Tickets' })).toBeVisible()
  })

  test('the keyboard: focusing the buy button loads the island, Enter opens the dialog', async ({ page, request }) => {
    const scripts = islandScripts(page)
    const id = await eventId(request, 'Holi Phagwa Kleurenfestival')
    await page.goto(`/events/${id}`)
    await page.waitForLoadState('networkidle')
    expect(scripts).toEqual([])
    await page.getByTestId('buy-button').focus()
    await expect(page.locator(BUYING_ISLAND_NOT_LOADED)).toHaveCount(0)
    await expect(page.getByTestId('ticket-selection')).toHaveCount(0)
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('ticket-selection').getByRole('heading', { name: 'Selecteer Tickets' })).toBeVisible()
  })

  test('a saved checkout of this event loads the island at once; one of another event or run out does not', async ({ page, request }) => {
    const id = await eventId(request, 'Holi Phagwa Kleurenfestival')
    const state = (eventId: number, expiresInMs: number) => ({
      id: 'cs_test',
      eventId,
      sessionId: 'cs_test',
      paymentStartTime: new Date().toISOString(),
      originalTimeLeft: 600,
      checkoutData: {
        buyerInfo: { contactMethod: 'email' },
        paymentMethod: null,
      },
      reservationIds: [],
      status: 'active',
      selections: [],
      token: null,
      expiresAt: new Date(Date.now() + expiresInMs).toISOString(),
    })
    await page.goto('/')
    for (const [saved, eager] of [
      [state(id + 1000, 600_000), false],
      [state(id, -60_000), false],
      [state(id, 600_000), true],
    ] as const) {
      await page.evaluate((value) => localStorage.setItem('paymentState', JSON.stringify(value)), saved)
      await page.goto(`/events/${id}`)
      await page.waitForLoadState('networkidle')
      if (eager) await expect(page.locator(BUYING_ISLAND_NOT_LOADED)).toHaveCount(0)
      else await expect(page.locator(BUYING_ISLAND_NOT_LOADED)).toHaveCount(1)
    }
    await page.evaluate(() => localStorage.removeItem('paymentState'))
    await page.goto(`/events/${id}?retry=true`)
    await expect(page.locator(BUYING_ISLAND_NOT_LOADED)).toHaveCount(0)
  })
})
