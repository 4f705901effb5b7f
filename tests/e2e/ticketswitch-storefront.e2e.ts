/*
 * Ticketswitch in the storefront: a signed-in holder lists a ticket from My tickets' link (the fee and
 * what they get shown as they type, a price above what they paid refused with the API's message), finds it on
 * /ticketswitch at its price with the face value, and withdraws it; a guest does the same through the download
 * link of their tickets mail; the event page counts the listings. A free listing is bought through the checkout in
 * listing mode; a listing someone else holds gets the API's 409 message and the way to the other listings. Buying
 * a paid listing through the Uni5Pay+ sandbox is the lead's journey (it reuses ./ticketswitch_helpers.ts).
 */
import { expect, test } from '@playwright/test'
import { sharedLogIn } from './support/stored_session'
import { fillGuest } from './support/buying_helpers'
import { seriousViolations } from './support/axe'
import {
  RESALE_EVENT,
  listTicketViaUi,
  mailedDownloadToken,
  openListingCheckout,
  publicListing,
  resaleTicket,
  sellRow,
  signedIn,
} from './support/ticketswitch_helpers'

test.describe('Ticketswitch: selling', () => {
  test('a signed-in holder lists a ticket below what they paid, sees it offered at face value, and withdraws it', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const grant = await sharedLogIn(request, 'user@demo.sr')
    const ticket = await resaleTicket(request, { email: grant.user.email, token: grant.token }, '150.00')
    await signedIn(page, grant)

    // My tickets offers it for resale.
    await page.goto('/user-dashboard')
    const resell = page.locator(`[data-testid="ticket-qr"][data-ticket-id="${ticket.ticketId}"] [data-testid="ticket-resell"]`)
    await expect(resell).toHaveAttribute('href', `/ticketswitch?ticket=${ticket.ticketId}`)
    await resell.click()
    await expect(page).toHaveURL(new RegExp(`/ticketswitch\\?ticket=${ticket.ticketId}$`))

    // The form opens by itself, prefilled with what was paid; the fee and the payout follow the price.
    const row = await sellRow(page, ticket.ticketId)
    const form = row.getByTestId('sell-form')
    await expect(form.getByTestId('sell-price')).toHaveValue('150.00')
    await form.getByTestId('sell-price').fill('120')
    await expect(form.getByTestId('sell-figures')).toContainText('SRD 6,-')
    await expect(form.getByTestId('sell-payout-amount')).toHaveText('SRD 114,-')
    expect(await seriousViolations(page)).toEqual([])

    // Above what was paid: the API refuses with its message, nothing listed.
    await form.getByTestId('sell-price').fill('200')
    await form.getByTestId('sell-payout').fill('DSB 123456789 t.n.v. Demo Gebruiker')
    await form.getByTestId('sell-submit').click()
    await expect(form.getByTestId('sell-price-error')).toHaveText(
      'De prijs mag niet hoger zijn dan wat je voor het ticket betaalde (SRD 150,-).'
    )
    await expect(page.locator(`[data-testid="seller-listing"][data-ticket-id="${ticket.ticketId}"]`)).toHaveCount(0)

    // A price within the cap is listed.
    const listingId = await listTicketViaUi(page, ticket.ticketId, { price: '120', payout: 'DSB 123456789 t.n.v. Demo Gebruiker' })
    await expect(page.getByTestId('sell-notice')).toContainText('Je ticket staat op Ticketswitch.')
    await expect(await sellRow(page, ticket.ticketId)).toContainText('Staat op Ticketswitch')

    // Offered on /ticketswitch under its event, at its price, with the face value.
    await page.goto(`/ticketswitch?eventId=${ticket.eventId}`)
    const offered = publicListing(page, listingId)
    await expect(offered.getByTestId('ts-listing-price')).toHaveText('SRD 120,-')
    await expect(offered).toContainText('Originele prijs SRD 150,-')
    await expect(offered).toContainText('SRD 30,- onder de originele prijs')
    await expect(page.locator(`[data-testid="ts-filter"] a[data-event-id="${ticket.eventId}"]`)).toHaveAttribute('aria-current', 'page')
    expect(await seriousViolations(page)).toEqual([])

    // Their own listing is refused when they reach for it.
    await offered.getByTestId('ts-buy').click()
    await expect(page.getByTestId('reserve-failed')).toContainText('Je kunt je eigen ticket niet terugkopen')

    // The event page counts it and links here.
    await page.goto(`/events/${ticket.eventId}`)
    await expect(page.getByTestId('event-ticketswitch').first()).toHaveAttribute('href', `/ticketswitch?eventId=${ticket.eventId}#kopen`)

    // Withdrawn: off the page, the ticket sellable again.
    await page.goto(`/ticketswitch?ticket=${ticket.ticketId}`)
    const mine = page.locator(`[data-testid="seller-listing"][data-listing-id="${listingId}"]`)
    await mine.getByTestId('withdraw-listing').click()
    await expect(page.getByTestId('sell-notice')).toContainText('Je ticket is van Ticketswitch gehaald.')
    await expect(mine).toHaveAttribute('data-status', 'withdrawn')
    await page.goto(`/ticketswitch?eventId=${ticket.eventId}`)
    await expect(publicListing(page, listingId)).toHaveCount(0)
  })

  test('a guest lists a free ticket through the download link of the tickets mail and withdraws it', async ({ page, request }) => {
    test.setTimeout(90_000)
    const email = `ts-gast-${Date.now()}@example.sr`
    const ticket = await resaleTicket(request, { email })
    const token = await mailedDownloadToken(email, ticket.orderNumber)

    await page.goto(`/download?token=${token}`)
    const resell = page.getByTestId('download-resell')
    await expect(resell).toHaveText('Doorverkopen via Ticketswitch')
    await resell.click()
    await expect(page).toHaveURL(/\/ticketswitch\?ticket=\d+&token=[0-9a-f]{64}#verkopen$/)

    // Free: no payout details asked, nothing to pay out.
    const form = (await sellRow(page, ticket.ticketId)).getByTestId('sell-form')
    await expect(form.getByTestId('sell-price')).toHaveValue('0.00')
    await expect(form.getByTestId('sell-payout')).toHaveCount(0)
    const listingId = await listTicketViaUi(page, ticket.ticketId, { price: '0', downloadToken: token })

    await page.goto(`/ticketswitch?eventId=${ticket.eventId}`)
    await expect(publicListing(page, listingId).getByTestId('ts-listing-price')).toHaveText('Gratis')

    await page.goto(`/ticketswitch?ticket=${ticket.ticketId}&token=${token}`)
    const mine = page.locator(`[data-testid="seller-listing"][data-listing-id="${listingId}"]`)
    await mine.getByTestId('withdraw-listing').click()
    await expect(mine).toHaveAttribute('data-status', 'withdrawn')
  })

  test('a signed-out visitor reads how to sell', async ({ page }) => {
    await page.goto('/ticketswitch')
    const sell = page.getByTestId('ts-sell')
    await expect(sell.getByTestId('ts-sell-login')).toHaveAttribute('href', '/user-login?redirect=%2Fticketswitch%23verkopen')
    await expect(sell).toContainText('Open de downloadlink uit je e-mail of WhatsApp-bericht')
    await expect(page.getByTestId('ts-how')).toContainText('De oude code werkt niet meer')
  })
})

test.describe('Ticketswitch: buying', () => {
  test('a guest buys a free listing through the checkout and lands on the success page', async ({ page, request }) => {
    test.setTimeout(90_000)
    const seller = `ts-verkoper-${Date.now()}@example.sr`
    const ticket = await resaleTicket(request, { email: seller })
    const token = await mailedDownloadToken(seller, ticket.orderNumber)
    const listingId = await listTicketViaUi(page, ticket.ticketId, { price: '0', downloadToken: token })

    const checkout = await openListingCheckout(page, listingId, ticket.eventId)
    await expect(checkout.getByTestId('checkout-listing')).toContainText(RESALE_EVENT)
    await expect(checkout.getByTestId('checkout-total')).toHaveText('Gratis')
    expect(await seriousViolations(page)).toEqual([])
    await fillGuest(page, `ts-koper-${Date.now()}@example.sr`)
    const purchase = page.waitForRequest((req) => req.url().endsWith('/api/tickets/purchase'))
    await checkout.getByTestId('checkout-submit').click()
    const body = (await purchase).postDataJSON() as { listingId: number; tickets?: unknown }
    expect(body.listingId).toBe(listingId)
    expect(body.tickets).toBeUndefined()
    await expect(page).toHaveURL(/\/payment\/success\?type=free&orderNumber=ST-[A-Z2-9]{10}&eventId=\d+&key=[0-9a-f]{32}$/)

    // Sold: no longer offered; the seller's listing says so.
    await page.goto(`/ticketswitch?eventId=${ticket.eventId}`)
    await expect(publicListing(page, listingId)).toHaveCount(0)
    await page.goto(`/ticketswitch?ticket=${ticket.ticketId}&token=${token}`)
    await expect(page.locator(`[data-testid="seller-listing"][data-listing-id="${listingId}"]`)).toHaveAttribute('data-status', 'sold')
  })

  test('a listing someone else holds: the API says so and the buyer is offered the other listings', async ({ page, request }) => {
    test.setTimeout(90_000)
    const seller = `ts-verkoper-${Date.now()}@example.sr`
    const ticket = await resaleTicket(request, { email: seller })
    const token = await mailedDownloadToken(seller, ticket.orderNumber)
    const listingId = await listTicketViaUi(page, ticket.ticketId, { price: '0', downloadToken: token })

    await page.goto(`/ticketswitch?eventId=${ticket.eventId}`)
    await expect(publicListing(page, listingId)).toBeVisible()
    // Another buyer takes it while this page is open.
    const held = await request.post('/api/tickets/reserve', { data: { listingId, sessionId: `cs_ander-${Date.now()}` } })
    expect(held.status()).toBe(201)

    await publicListing(page, listingId).getByTestId('ts-buy').click()
    const failed = page.getByTestId('checkout').getByTestId('reserve-failed')
    await expect(failed).toContainText('Iemand is dit ticket nu aan het kopen. Probeer het over 20 minuten opnieuw.')
    await failed.getByTestId('other-listings').click()
    await expect(page).toHaveURL(new RegExp(`/ticketswitch\\?eventId=${ticket.eventId}$`))
    await expect(publicListing(page, listingId)).toHaveCount(0)
  })

  test("a paid listing whose Uni5Pay+ payment was cancelled resumes its checkout from the event page's retry", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const seller = `ts-verkoper-${Date.now()}@example.sr`
    const ticket = await resaleTicket(request, { email: seller }, '150.00')
    const token = await mailedDownloadToken(seller, ticket.orderNumber)
    const listingId = await listTicketViaUi(page, ticket.ticketId, { price: '100', payout: 'Uni5Pay+ 8123456', downloadToken: token })

    const checkout = await openListingCheckout(page, listingId, ticket.eventId)
    await expect(checkout.getByTestId('checkout-listing')).toContainText('Originele prijs SRD 150,-')
    await fillGuest(page, `ts-koper-${Date.now()}@example.sr`)
    await expect(checkout.getByRole('radio', { name: /Uni5Pay\+/ })).toBeChecked()
    const payment = page.waitForRequest((req) => req.url().endsWith('/api/payments/create'))
    await checkout.getByTestId('checkout-submit').click()
    const body = (await payment).postDataJSON() as { listingId: number; sessionId: string; tickets?: unknown; paymentProvider: string }
    expect(body).toMatchObject({ listingId, eventId: ticket.eventId, paymentProvider: 'uni5pay' })
    expect(body.tickets).toBeUndefined()
    await expect(page).toHaveURL(/\/mock-uni5pay-checkout\?paymentId=u5p_/)
    await expect(page.getByTestId('sandbox-amount')).toContainText('100')
    await page.getByTestId('sandbox-cancel').click()

    await expect(page).toHaveURL(new RegExp(`/payment/cancelled\\?eventId=${ticket.eventId}$`), { timeout: 15_000 })
    await page.getByTestId('payment-retry').click()
    // The event page hands a listing's checkout over to /ticketswitch, which holds it again for the same session.
    await expect(page).toHaveURL(new RegExp(`/ticketswitch\\?listing=${listingId}&retry=true$`))
    const resumed = page.getByTestId('checkout')
    await expect(resumed.getByTestId('hold-status')).toHaveAttribute('data-phase', 'reserved')
    await expect(resumed.getByTestId('checkout-listing')).toBeVisible()
    await expect(resumed.getByLabel('Voornaam')).toHaveValue('Anika')
    await expect(resumed.getByTestId('checkout-timer')).toContainText(/1\d:\d\d/)
  })
})
