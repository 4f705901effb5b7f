/*
 * Shared steps of the Ticketswitch journeys: a ticket to resell (a free demo ticket bought through the
 * API, signed in or as a guest, optionally given a paid price so the fee and payout show), listing it through the
 * sell form of /ticketswitch, and opening a listing's checkout from the page.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { eventId, ticketTypes } from './buying_helpers'
import { linkTo, sql } from './auth_helpers'
import { waitForSinkMail } from './message_sinks'
import { storeSession, type Grant } from './stored_session'
import { encodeSessionHint } from '../../../storefront/src/lib/session_hint'

/** A demo event with free tickets, weeks ahead: its tickets may be resold. */
export const RESALE_EVENT = 'Kunstmarkt Nieuw-Amsterdam'

export interface ResaleTicket {
  ticketId: number
  eventId: number
  orderNumber: string
}

/**
 * One free ticket of RESALE_EVENT, bought through the API: for the signed-in holder when `token` is given, else
 * for a guest at `email`. `paidPrice` then records it as paid for that much (a fixture shortcut: buying paid
 * tickets is the buying journeys' subject), so the sell form has a cap above 0.
 */
export async function resaleTicket(
  request: APIRequestContext,
  buyer: { email: string; token?: string; firstName?: string; lastName?: string },
  paidPrice?: string
): Promise<ResaleTicket> {
  const id = await eventId(request, RESALE_EVENT)
  const [type] = await ticketTypes(request, id)
  const response = await request.post('/api/tickets/purchase', {
    headers: buyer.token ? { authorization: `Bearer ${buyer.token}` } : {},
    data: {
      eventId: id,
      tickets: [{ ticketTypeId: type.id, quantity: 1 }],
      buyerInfo: {
        contactMethod: 'email',
        firstName: buyer.firstName ?? 'Anika',
        lastName: buyer.lastName ?? 'Sewdien',
        email: buyer.email,
        confirmEmail: buyer.email,
      },
      isAllFree: true,
      reservationId: `ts-e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  const order = (await response.json()) as { orderNumber: string; tickets: { id: number }[] }
  const ticketId = order.tickets[0].id
  if (paidPrice) await sql('UPDATE tickets SET purchase_price = $1 WHERE id = $2', [paidPrice, ticketId])
  return { ticketId, eventId: id, orderNumber: order.orderNumber }
}

/**
 * Signed in as `grant` for the page's first load, with the display-only hint the login form writes: the server
 * renders /ticketswitch's sell part for a signed-in visitor from it.
 */
export async function signedIn(page: Page, grant: Grant) {
  await storeSession(page, grant)
  const base = new URL(test.info().project.use.baseURL!)
  const hint = encodeSessionHint({ firstName: grant.user.firstName ?? '', lastName: grant.user.lastName ?? '', role: grant.user.role })
  await page.context().addCookies([{ name: 'session_hint', value: hint, url: base.origin }])
}

/** The download link's token from the tickets mail a guest got for `orderNumber`. */
export async function mailedDownloadToken(email: string, orderNumber: string): Promise<string> {
  const mail = await waitForSinkMail({ to: email, subject: orderNumber }, 30_000)
  const token = new URL(linkTo(mail, '/download'), 'http://local.invalid').searchParams.get('token')
  if (!token) throw new Error(`no download token in the mail for ${orderNumber}`)
  return token
}

/**
 * The 'Deze tickets in je account bewaren' link of the tickets mail a guest got for `orderNumber`: followed while signed
 * in as that address, it joins the order to the account (docs/buying.md).
 */
export async function mailedClaimLink(email: string, orderNumber: string): Promise<string> {
  const mail = await waitForSinkMail({ to: email, subject: orderNumber }, 30_000)
  const link = linkTo(mail, '/user-dashboard')
  if (!link.includes('claimKey=')) throw new Error(`no claim link in the mail for ${orderNumber}`)
  return link
}

/** The sell island has loaded the holder's tickets; the row of `ticketId`. */
export async function sellRow(page: Page, ticketId: number): Promise<Locator> {
  const row = page.locator(`[data-testid="sell-ticket"][data-ticket-id="${ticketId}"]`)
  await expect(row).toBeVisible()
  return row
}

/**
 * Lists `ticketId` through /ticketswitch?ticket= (its form opens by itself; a guest's download token goes along),
 * and answers the new listing's id from 'Je aanbod'.
 */
export async function listTicketViaUi(
  page: Page,
  ticketId: number,
  options: { price: string; payout?: string; downloadToken?: string }
): Promise<number> {
  const token = options.downloadToken ? `&token=${options.downloadToken}` : ''
  await page.goto(`/ticketswitch?ticket=${ticketId}${token}`)
  const form = (await sellRow(page, ticketId)).getByTestId('sell-form')
  await form.getByTestId('sell-price').fill(options.price)
  if (options.payout !== undefined) await form.getByTestId('sell-payout').fill(options.payout)
  await form.getByTestId('sell-submit').click()
  await expect(page.getByTestId('sell-notice')).toBeVisible()
  const listing = page.locator(`[data-testid="seller-listing"][data-ticket-id="${ticketId}"][data-status="active"]`)
  await expect(listing).toBeVisible()
  return Number(await listing.getAttribute('data-listing-id'))
}

/** A listing as /ticketswitch offers it. */
export const publicListing = (page: Page, listingId: number) => page.locator(`[data-testid="ts-listing"][data-listing-id="${listingId}"]`)

/** Opens the checkout of `listingId` from /ticketswitch?eventId= and waits until the listing is held. */
export async function openListingCheckout(page: Page, listingId: number, forEventId: number): Promise<Locator> {
  await page.goto(`/ticketswitch?eventId=${forEventId}`)
  await publicListing(page, listingId).getByTestId('ts-buy').click()
  const checkout = page.getByTestId('checkout')
  await expect(checkout.getByTestId('checkout-listing')).toBeVisible()
  await expect(checkout.getByTestId('hold-status')).toHaveAttribute('data-phase', 'reserved')
  return checkout
}
