/*
 * Ticketswitch end to end: a holder who paid for a ticket lists it through the download link of their
 * tickets mail; a second buyer, signed in, buys it on /ticketswitch through the Uni5Pay+ sandbox; the buyer's My
 * tickets shows the new ticket; at the gate the scanner answers `resold` for the old code and `valid` for the new.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'
import { eventId, ticketTypes } from './support/buying_helpers'
import { sql } from './support/auth_helpers'
import { sharedLogIn, storeSession } from './support/stored_session'
import { listTicketViaUi, mailedClaimLink, mailedDownloadToken, openListingCheckout, signedIn } from './support/ticketswitch_helpers'

/** An event of the demo scanner's organizer, with paid tickets, days ahead. */
const EVENT = 'Kawina & Bigi Pokoe Avond'

/** A guest's paid ticket: bought through the API and paid on the Uni5Pay+ sandbox, as the buying journeys do by hand. */
async function paidTicket(request: APIRequestContext, email: string) {
  const id = await eventId(request, EVENT)
  const type = (await ticketTypes(request, id)).find((row) => row.name === 'Regulier')!
  const created = await request.post('/api/payments/create', {
    data: {
      eventId: id,
      tickets: [{ ticketTypeId: type.id, quantity: 1 }],
      buyerInfo: { contactMethod: 'email', firstName: 'Ravi', lastName: 'Verkoper', email, confirmEmail: email },
      reservationId: `ts-resale-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      paymentProvider: 'uni5pay',
      paymentMethod: 'uni5pay',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { checkoutUrl, orderNumber } = (await created.json()) as { checkoutUrl: string; orderNumber: string }
  const link = new URL(checkoutUrl)
  const approved = await request.post(`/api/payments/uni5pay/sandbox/${link.searchParams.get('paymentId')}/approve`, {
    form: { key: link.searchParams.get('key')! },
    maxRedirects: 0,
  })
  expect(approved.status()).toBe(303)
  const { rows } = await sql(
    'SELECT t.id, t.qr_code, t.purchase_price FROM tickets t JOIN orders o ON o.id = t.order_id WHERE o.order_number = $1',
    [orderNumber]
  )
  expect(rows).toHaveLength(1)
  return {
    eventId: id,
    orderNumber,
    ticketId: rows[0].id as number,
    qrCode: rows[0].qr_code as string,
    price: rows[0].purchase_price as string,
  }
}

async function registeredBuyer(request: APIRequestContext, email = `ts-koper-${Date.now()}@example.sr`) {
  const registered = await request.post('/api/auth/register', {
    data: { email, password: 'Geheim-1234', firstName: 'Mira', lastName: 'Koper', role: 'user', acceptTerms: true },
  })
  expect(registered.status()).toBe(201)
  const { token, user } = (await registered.json()) as { token: string; user: Record<string, unknown> }
  return { email, grant: { token, role: 'user', user: user as never } }
}

test.describe('Ticketswitch: a resale end to end', () => {
  test('listed by its holder, bought by a second buyer through Uni5Pay+, the old code resold and the new one valid at the gate', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(150_000)
    const sellerEmail = `ts-verkoper-${Date.now()}@example.sr`
    const sold = await paidTicket(request, sellerEmail)
    expect(sold.price).toBe('125.00')
    const token = await mailedDownloadToken(sellerEmail, sold.orderNumber)

    // The holder lists it at face value from the link in their mail.
    const listingId = await listTicketViaUi(page, sold.ticketId, {
      price: '125',
      payout: 'Uni5Pay+ 8123456 t.n.v. Ravi Verkoper',
      downloadToken: token,
    })

    // A second buyer, signed in, buys it on /ticketswitch and pays on the Uni5Pay+ sandbox.
    const buyer = await registeredBuyer(request)
    const buyerContext = await browser.newContext({ locale: 'nl-NL' })
    const buyerPage = await buyerContext.newPage()
    await signedIn(buyerPage, buyer.grant)
    const checkout = await openListingCheckout(buyerPage, listingId, sold.eventId)
    await expect(checkout.getByTestId('checkout-listing')).toContainText(EVENT)
    // Signed in: the account's details, no form to fill.
    await expect(checkout.getByTestId('buyer-account')).toContainText(buyer.email)
    await expect(checkout.getByRole('radio', { name: /Uni5Pay\+/ })).toBeChecked()
    await checkout.getByTestId('checkout-submit').click()
    await expect(buyerPage).toHaveURL(/\/mock-uni5pay-checkout\?paymentId=u5p_/)
    await expect(buyerPage.getByTestId('sandbox-amount')).toContainText('125')
    await buyerPage.getByTestId('sandbox-pay').click()
    await expect(buyerPage).toHaveURL(/\/payment\/success\?orderNumber=ST-/)
    await expect(buyerPage.getByTestId('payment-result')).toHaveAttribute('data-status', 'paid', { timeout: 15_000 })
    await expect(buyerPage.getByTestId('order-ticket')).toHaveCount(1)

    // The new ticket, with a new code, on the buyer's My tickets.
    const { rows } = await sql(
      `SELECT t.id, t.qr_code FROM tickets t JOIN ticketswitch_listings l ON l.new_ticket_id = t.id WHERE l.id = $1`,
      [listingId]
    )
    expect(rows).toHaveLength(1)
    const fresh = { id: rows[0].id as number, qrCode: rows[0].qr_code as string }
    expect(fresh.qrCode).not.toBe(sold.qrCode)
    await buyerPage.goto('/user-dashboard')
    await expect(buyerPage.locator(`[data-testid="ticket-qr"][data-ticket-id="${fresh.id}"]`)).toBeVisible()
    await expect(buyerPage.getByTestId('ticket-qr')).toHaveCount(1)
    await buyerContext.close()

    // The seller makes an account on the address the ticket was bought with and keeps the guest order in it through
    // the ticket mail's link; My tickets then shows the ticket sold, what they receive (SRD 125 less the 5 % resale
    // fee) and from when it is paid (after the event).
    const seller = await registeredBuyer(request, sellerEmail)
    await sql('UPDATE users SET is_email_verified = true WHERE email = $1', [sellerEmail])
    const sellerContext = await browser.newContext({ locale: 'nl-NL', viewport: { width: 390, height: 844 } })
    const sellerPage = await sellerContext.newPage()
    await signedIn(sellerPage, seller.grant)
    await sellerPage.goto(await mailedClaimLink(sellerEmail, sold.orderNumber))
    const resold = sellerPage.locator(`[data-testid="ticket-resold"][data-ticket-id="${sold.ticketId}"]`)
    await expect(resold).toContainText('Verkocht via Ticketswitch · je ontvangt SRD 118,75')
    await expect(resold).toContainText('Wordt na het evenement uitbetaald, vanaf')
    await expect(sellerPage.getByTestId('ticket-qr')).toHaveCount(0)
    await resold.scrollIntoViewIfNeeded()
    await sellerPage.screenshot({ path: 'test-results/screenshots/ticketswitch-seller-my-tickets-phone-nl.png' })
    await sellerPage.goto('/user-dashboard?lang=en')
    await expect(resold).toContainText('Sold on Ticketswitch · you receive SRD 118,75')
    await sellerContext.close()

    // At the gate: the old code is resold, the new one lets the buyer in.
    await storeSession(page, await sharedLogIn(request, 'scanner@demo.sr'))
    await page.goto('/ticket-validation')
    await page.getByRole('combobox', { name: 'Evenement' }).click()
    await page
      .getByTestId('scanner-event-option')
      .filter({ has: page.getByText(EVENT, { exact: true }) })
      .click()
    await page.getByLabel('Ingang').fill('Hoofdingang')
    await expect(page.getByTestId('scanner-online')).toHaveAttribute('data-online', 'true')
    const answer = page.getByTestId('scan-answer')
    await page.getByTestId('scanner-code').fill(sold.qrCode)
    await page.getByTestId('scanner-code').press('Enter')
    await expect(answer).toHaveAttribute('data-status', 'resold')
    await expect(answer).toContainText('Doorverkocht')
    await page.getByTestId('scanner-code').fill(fresh.qrCode)
    await page.getByTestId('scanner-code').press('Enter')
    await expect(answer).toHaveAttribute('data-status', 'valid')
  })
})
