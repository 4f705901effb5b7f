/*
 * My tickets (/user-dashboard) and the success page's tickets, on a phone: a signed-in buyer
 * registers for a free event, the success page shows the event, the ticket type with its QR and 'Zet in agenda'
 * (the .ics downloads), and My tickets has the order with its QR full screen (screen kept awake, closed by
 * Escape and by the back button); sending it again by e-mail reaches the mailbox; a guest's success page offers
 * the PDF; an account without tickets gets the empty state.
 */
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { eventId, hydrated, selectTickets } from './support/buying_helpers'
import { sharedLogIn, storeSession } from './support/stored_session'
import { waitForSinkMail } from './support/message_sinks'
import { seriousViolations } from './support/axe'

const PHONE = { width: 390, height: 844 }
const EVENT = 'Kunstmarkt Nieuw-Amsterdam'

/** Counts screen wake lock requests and releases: headless Chromium refuses the real one. */
async function recordWakeLock(page: Page) {
  await page.addInitScript(() => {
    const record = { requested: 0, released: 0 }
    Object.assign(window, { wakeLockRecord: record })
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: async () => {
          record.requested++
          const sentinel = new EventTarget() as EventTarget & { release(): Promise<void>; released: boolean }
          sentinel.released = false
          sentinel.release = async () => {
            if (sentinel.released) return
            sentinel.released = true
            record.released++
            sentinel.dispatchEvent(new Event('release'))
          }
          return sentinel
        },
      },
    })
  })
}

const wakeLock = (page: Page) =>
  page.evaluate(() => (window as unknown as { wakeLockRecord: { requested: number; released: number } }).wakeLockRecord)

test.describe('My tickets on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true })

  test('a signed-in buyer registers, sees event, ticket, QR and calendar on the success page, and finds the ticket on My tickets full screen', async ({
    page,
    request,
  }) => {
    // A whole journey with three axe runs: longer than one step's 30 s on a busy machine.
    test.setTimeout(90_000)
    await recordWakeLock(page)
    await storeSession(page, await sharedLogIn(request, 'user@demo.sr'))
    const id = await eventId(request, EVENT)
    await page.goto(`/events/${id}`)
    await hydrated(page)
    const dialog = await selectTickets(page, 'Gratis toegang', 2)
    await dialog.getByTestId('selection-proceed').click()
    const checkout = page.getByTestId('checkout')
    await expect(checkout.getByTestId('hold-status')).toHaveAttribute('data-phase', 'reserved')
    await checkout.getByTestId('checkout-submit').click()

    // The success page: the order's key is in the address, so it shows the tickets themselves.
    await expect(page).toHaveURL(/\/payment\/success\?type=free&orderNumber=ST-[A-Z2-9]{10}&eventId=\d+&key=[0-9a-f]{32}$/)
    const orderNumber = new URL(page.url()).searchParams.get('orderNumber')!
    const event = page.getByTestId('order-event')
    await expect(event.getByRole('heading', { name: EVENT })).toBeVisible()
    // Weekday and date, and start time, in Suriname's time (UTC-3), as the event's start says.
    const { startDate } = ((await (await request.get(`/api/events/${id}`)).json()) as { data: { startDate: string } }).data
    const inSuriname = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('nl-NL', { ...options, timeZone: 'America/Paramaribo' }).format(new Date(startDate))
    await expect(event.getByTestId('ticket-event-date')).toHaveText(inSuriname({ dateStyle: 'full' }))
    expect(inSuriname({ dateStyle: 'full' })).toMatch(/^[a-z]+dag \d{1,2} [a-z]+ \d{4}$/)
    await expect(event.getByTestId('ticket-event-time')).toHaveText(
      `Aanvang ${inSuriname({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })}`
    )
    await expect(event.getByTestId('ticket-event-venue')).not.toBeEmpty()
    await expect(page.getByTestId('tickets-sent')).toHaveText('We hebben je tickets naar us•••@demo.sr gestuurd.')
    const tickets = page.getByTestId('order-ticket')
    await expect(tickets).toHaveCount(2)
    await expect(tickets.first()).toContainText('Gratis toegang')
    await expect(tickets.first()).toContainText('Ticket 1 van 2')
    const successQr = tickets.first().getByRole('img', { name: 'QR-code van ticket 1, Gratis toegang' }).first()
    await expect(successQr).toBeVisible()
    expect((await successQr.boundingBox())!.width).toBeGreaterThanOrEqual(220)
    await expect(page.getByTestId('order-pdf')).toHaveCount(0)
    expect(await seriousViolations(page)).toEqual([])

    // 'Zet in agenda' downloads the event's calendar file.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('order-calendar').click()])
    expect(download.suggestedFilename()).toBe('kunstmarkt-nieuw-amsterdam.ics')
    const ics = readFileSync((await download.path())!, 'utf8')
    expect(ics).toContain('BEGIN:VCALENDAR\r\n')
    expect(ics.replace(/\r\n /g, '')).toContain(`SUMMARY:${EVENT}\r\n`)
    expect(ics).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/)

    // On to My tickets: the order is under 'Aankomend' with both QR codes.
    await page.getByTestId('my-tickets-link').click()
    await expect(page).toHaveURL(/\/user-dashboard$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn tickets' })).toBeVisible()
    const order = page.getByTestId('my-tickets-upcoming').locator(`[data-order-number="${orderNumber}"]`)
    await expect(order).toBeVisible()
    await expect(order.getByTestId('ticket-order-number')).toHaveText(orderNumber)
    await expect(order.getByRole('heading', { name: EVENT })).toBeVisible()
    await expect(order.getByTestId('ticket-qr')).toHaveCount(2)
    await expect(order.getByTestId('ticket-calendar')).toHaveAttribute('href', `/api/events/${id}/calendar.ics`)
    expect(await seriousViolations(page)).toEqual([])
    // Fits the phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)

    // Tap → full screen, as large as the screen allows, with the screen kept awake.
    await order.getByTestId('ticket-qr').first().getByRole('button').tap()
    const full = page.locator('[data-testid="qr-full"]:popover-open')
    await expect(full).toHaveCount(1)
    const image = full.locator('img')
    await expect(image).toBeVisible()
    expect((await image.boundingBox())!.width).toBeGreaterThanOrEqual(340)
    await expect(full).toContainText('Gratis toegang')
    await expect(full.getByRole('button', { name: 'Sluiten' })).toBeFocused()
    await expect.poll(() => wakeLock(page)).toEqual({ requested: 1, released: 0 })
    expect(await seriousViolations(page)).toEqual([])
    // Escape closes it and lets the screen sleep.
    await page.keyboard.press('Escape')
    await expect(full).toHaveCount(0)
    await expect.poll(() => wakeLock(page)).toEqual({ requested: 1, released: 1 })
    expect(new URL(page.url()).pathname).toBe('/user-dashboard')

    // The back button closes it too, without leaving the page.
    await order.getByTestId('ticket-qr').nth(1).getByRole('button').tap()
    await expect(full).toHaveCount(1)
    // The popover's toggle event (which adds the history entry) comes a task after it opens; a person is slower.
    await expect.poll(() => page.evaluate(() => (history.state as { qrViewer?: string } | null)?.qrViewer ?? null)).not.toBeNull()
    await page.goBack()
    await expect(full).toHaveCount(0)
    expect(new URL(page.url()).pathname).toBe('/user-dashboard')
    await expect(order).toBeVisible()
    await expect.poll(() => wakeLock(page)).toEqual({ requested: 2, released: 2 })
  })

  test('sending an order again by e-mail from My tickets reaches the mailbox', async ({ page, request }) => {
    await storeSession(page, await sharedLogIn(request, 'user@demo.sr'))
    await page.goto('/user-dashboard')
    const order = page.getByTestId('my-tickets-upcoming').getByTestId('ticket-order').first()
    const orderNumber = (await order.getAttribute('data-order-number'))!
    const since = Date.now()
    await order.getByTestId('resend-email').click()
    await expect(order.getByTestId('resend-status')).toHaveText('Verstuurd naar us•••@demo.sr.')
    // The order's first delivery is in the mailbox already: wait for a newer one.
    const resent = async () => {
      const mail = await waitForSinkMail({ to: 'user@demo.sr', subject: orderNumber }, 500).catch(() => null)
      return mail && Date.parse(mail.receivedAt) >= since - 1000 ? mail : null
    }
    await expect.poll(resent, { timeout: 30_000 }).not.toBeNull()
    expect((await resent())!.links.some((link) => new URL(link).pathname === '/download')).toBe(true)
  })

  test('a guest’s success page offers the PDF instead of My tickets', async ({ page, request }) => {
    const id = await eventId(request, EVENT)
    await page.goto(`/events/${id}`)
    const dialog = await selectTickets(page, 'Gratis toegang', 1)
    await dialog.getByTestId('selection-proceed').click()
    const checkout = page.getByTestId('checkout')
    await expect(checkout.getByTestId('hold-status')).toHaveAttribute('data-phase', 'reserved')
    const email = `gast-tickets-${Date.now()}@example.sr`
    await checkout.getByLabel('Voornaam').fill('Anika')
    await checkout.getByLabel('Achternaam').fill('Sewdien')
    await checkout.getByLabel('E-mailadres', { exact: true }).fill(email)
    await checkout.getByLabel('Bevestig e-mailadres').fill(email)
    await checkout.getByTestId('checkout-submit').click()

    await expect(page).toHaveURL(/\/payment\/success\?type=free&/)
    await expect(page.getByTestId('order-ticket')).toHaveCount(1)
    await expect(page.getByTestId('tickets-sent')).toHaveText(`We hebben je tickets naar ${email.slice(0, 2)}•••@example.sr gestuurd.`)
    await expect(page.getByTestId('my-tickets-link')).toHaveCount(0)
    const pdf = await request.get((await page.getByTestId('order-pdf').getAttribute('href'))!)
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
  })

  test('an account without tickets gets the empty state with a way to the events', async ({ page, request }) => {
    const email = `leeg-${Date.now()}@example.sr`
    const registered = await request.post('/api/auth/register', {
      data: { email, password: 'Geheim-1234', firstName: 'Lege', lastName: 'Lijst', role: 'user', acceptTerms: true },
    })
    expect(registered.status()).toBe(201)
    const { token, user } = (await registered.json()) as { token: string; user: Record<string, unknown> }
    await storeSession(page, { token, role: 'user', user: user as never })
    await page.goto('/user-dashboard')
    const empty = page.getByTestId('my-tickets-empty')
    await expect(empty).toContainText('Je hebt nog geen tickets')
    await empty.getByRole('link', { name: 'Bekijk evenementen' }).click()
    await expect(page).toHaveURL(/\/events$/)
  })
})
