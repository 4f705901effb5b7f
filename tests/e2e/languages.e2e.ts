/*
 * A buyer who shops in English gets English tickets, and category names follow the page's
 * language on badges and filters (Dutch stays the key in the address).
 */
import { expect, test } from '@playwright/test'
import { eventId, fillGuest } from './support/buying_helpers'
import { waitForSinkMail } from './support/message_sinks'

test.describe('languages', () => {
  test('an English buyer registers for a free event and gets an English ticket e-mail', async ({ page, request }) => {
    const id = await eventId(request, 'Holi Phagwa Kleurenfestival')
    await page.goto(`/events/${id}?lang=en`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.getByTestId('buy-button').click()
    const dialog = page.getByTestId('ticket-selection')
    await expect(dialog.getByRole('heading', { name: 'Select Tickets' })).toBeVisible()
    await dialog.getByRole('button', { name: 'One Gratis toegang more' }).click()
    await dialog.getByTestId('selection-proceed').click()

    const email = `english-${Date.now()}@example.sr`
    const labels = { firstName: 'First name', lastName: 'Last name', email: 'Email address', confirmEmail: 'Confirm email address' }
    const checkout = await fillGuest(page, email, labels, ['Emma', 'Jones'])
    const purchase = page.waitForRequest((req) => req.url().endsWith('/api/tickets/purchase'))
    await checkout.getByTestId('checkout-submit').click()
    expect((await purchase).postDataJSON().language).toBe('en')
    await expect(page).toHaveURL(/\/payment\/success\?type=free&orderNumber=ST-[A-Z2-9]{10}/)
    const orderNumber = new URL(page.url()).searchParams.get('orderNumber')!

    const mail = await waitForSinkMail({ to: email }, 30_000)
    expect(mail.subject).toBe(`Your tickets for Holi Phagwa Kleurenfestival (${orderNumber})`)
    expect(mail.text).toContain('Hello Emma, thank you for your order!')
    expect(mail.text).toContain(`Order number: ${orderNumber}`)
    expect(mail.text).toContain('Download tickets')
    expect(mail.text).not.toContain('Bestelnummer')
  })

  for (const methodsCall of ['answers', 'fails'] as const) {
    test(`a German buyer sees the payment methods described in German (the methods call ${methodsCall})`, async ({ page, request }) => {
      // When it fails the checkout falls back to its built-in list (SPEC §8): that list is German too.
      if (methodsCall === 'fails')
        await page.route('**/api/payments/methods?**', (route) => route.fulfill({ status: 500, json: { success: false } }))
      const id = await eventId(request, 'Sranan Toneel: Mi Gudu')
      await page.goto(`/events/${id}?lang=de`)
      await page.getByTestId('buy-button').click()
      const dialog = page.getByTestId('ticket-selection')
      await dialog.getByRole('button', { name: 'Ein Regulier mehr' }).click()
      await dialog.getByTestId('selection-proceed').click()
      const checkout = page.getByTestId('checkout')
      await expect(checkout.getByTestId('hold-status')).toHaveAttribute('data-phase', 'reserved')
      await expect(checkout.getByText('Bezahle direkt mit der Uni5Pay+ App, in SRD, USD oder EUR.')).toBeVisible()
      await expect(checkout.getByText('Betaal direct met de Uni5Pay+ app')).toHaveCount(0)
      // Give the hold back.
      await page.getByTestId('checkout-back').click()
      await page.getByTestId('leave-confirm-yes').click()
    })
  }

  test('category badges and the category filter are in the page’s language; the address keeps the Dutch key', async ({ page }) => {
    await page.goto('/events?lang=en&category=Muziek')
    const badges = page.locator('main [data-testid="category-badge"]')
    await expect(badges.first()).toHaveText('Music')
    expect(new Set(await badges.allTextContents())).toEqual(new Set(['Music']))
    await expect(page.locator('#events-category option:checked')).toHaveText('Music')
    await expect(page.locator('#events-category option[value="Exposities"]')).toHaveText('Exhibitions')

    await page.goto('/events?lang=de')
    const labels = new Set(await page.locator('main [data-testid="category-badge"]').allTextContents())
    expect(labels.has('Musik')).toBe(true)
    expect(labels.has('Ausstellungen')).toBe(true)
    for (const dutch of ['Muziek', 'Exposities', 'Zakelijk', 'Overig']) expect(labels.has(dutch)).toBe(false)
    await expect(page.locator('#events-category option[value="Zakelijk"]')).toHaveText('Business')

    // A venue page's event cards read the categories themselves.
    const events = (await (await page.request.get('/api/events/public')).json()).data as {
      category: string
      venue: { id: number } | null
    }[]
    const music = events.find((event) => event.category === 'Muziek' && event.venue)!
    await page.goto(`/venues/${music.venue!.id}?lang=es`)
    await expect(page.locator('#events [data-testid="category-badge"]').filter({ hasText: 'Música' }).first()).toBeVisible()
    await expect(page.locator('#events [data-testid="category-badge"]').filter({ hasText: 'Muziek' })).toHaveCount(0)

    // The home page's search too.
    await page.goto('/?lang=fr')
    await expect(page.locator('#hero-search-category option[value="Muziek"]')).toHaveText('Musique')
    await page.goto('/events?lang=nl&category=Muziek')
    await expect(page.locator('main [data-testid="category-badge"]').first()).toHaveText('Muziek')
  })
})
