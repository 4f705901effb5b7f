/*
 * `npm run screenshots [baseURL]`: PNGs of each page at phone and desktop width, in Dutch and
 * English, into test-results/screenshots/ — for people to look at (no assertions here).
 * Back-office pages are taken signed in as a demo account (password Demo1234!); storefront pages
 * marked signedIn are taken after signing in through the real login form as the demo user.
 */
import { chromium, request, type BrowserContext, type Page } from '@playwright/test'
import { mkdirSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { chromiumExecutable, CHROMIUM_ARGS } from './chromium.ts'

const base = process.argv[2] || 'http://localhost:3333'
const out = 'test-results/screenshots'
mkdirSync(out, { recursive: true })

interface Shot {
  name: string
  path: string
  /** Runs after loading, before the picture (e.g. open a dialog). */
  then?: (page: Page) => Promise<void>
  /** A selector to wait for before the picture (a lazily loaded view's content). */
  ready?: string
  /** Back office: the demo account whose token is put in localStorage. */
  account?: string
  /** Storefront: signed in as the demo user through the login form first. */
  signedIn?: boolean
  /** The whole page even with `then` (default: only the viewport then, e.g. for a dialog). */
  fullPage?: boolean
  /** Waits for this selector before the picture (a lazily loaded back-office form). */
  waitFor?: string
  /** Runs after the picture (e.g. give back a hold the next shot needs). */
  after?: (page: Page) => Promise<void>
}

const openLoginDialog = async (page: Page) => {
  await page.locator('[data-testid="open-login"]').click()
  await page.locator('dialog[open] input').first().waitFor()
}
/** The buying dialogs (SPEC §2) on an event with paid tickets: 'Selecteer Tickets', then checkout with a hold. */
const openTicketSelection = async (page: Page) => {
  await page
    .locator('astro-island[ssr][component-url*="/BuyTickets."]')
    .waitFor({ state: 'detached' })
    .catch(() => undefined)
  await page.locator('[data-buy-tickets]:visible').first().click()
  await page.locator('[data-testid="ticket-selection"] [data-testid="select-type"]').first().waitFor()
}
const openCheckout = async (page: Page) => {
  await openTicketSelection(page)
  await page.locator('[data-testid="select-type"][data-status="available"] button').nth(1).click()
  await page.locator('[data-testid="selection-proceed"]').click()
  await page.locator('[data-testid="hold-status"][data-phase="reserved"]').waitFor()
  await page.locator('[data-testid="payment-methods"] input[type="radio"]').first().waitFor()
}
const openAccountMenu = async (page: Page) => {
  // Phones: the account menu sits inside the header's 'Menu' panel.
  const toggle = page.locator('.menu-toggle')
  if (await toggle.isVisible()) await toggle.click()
  await page.locator('[data-testid="account-menu"] > summary').click()
}

/** Platform settings: a tab's form is loaded (its chunk and the settings arrive after the page's own load). */
const settingsForm = async (page: Page) => {
  await page.locator('[data-testid="settings-save"]').waitFor()
}
/** Platform settings, e-mail tab: the tickets mail's preview is drawn (scrolled to once, so a phone paints it). */
const templatePreview = async (page: Page) => {
  await page.locator('[data-testid="template-preview-subject"]').waitFor()
  await page.locator('[data-testid="template-preview"] iframe').scrollIntoViewIfNeeded()
  await page.waitForTimeout(300)
}

/** Team: a new loket member limited to chosen events. */
const chooseLoketEvents = async (page: Page) => {
  await page.getByRole('combobox').first().click()
  await page.locator('li[data-value="loket_medewerker"]').click()
  await page.locator('input[type="checkbox"]').first().click()
  await page.waitForTimeout(500)
  const events = page.getByRole('combobox').nth(1)
  if ((await events.count()) === 0) return // no events API on this branch: the form says so
  await events.click()
  await page.locator('[role="option"]').first().click()
  await page.keyboard.press('Escape')
}
const openDeactivate = async (page: Page) => {
  const button = page.getByRole('button', { name: /^(Deactiveren|Deactivate)$/i }).first()
  // Phones: the list has no row buttons; the member's edit page has it.
  if (!(await button.isVisible())) await page.locator('a[href*="team-members/"]:not([href$="/create"])').first().click()
  await button.click()
  await page.locator('[role="dialog"]').waitFor()
  await page.waitForTimeout(500) // the dialog fades in
}

/** The agent team's form with a partnered event chosen. */
const chooseAssignedEvent = async (page: Page) => {
  const events = page.getByRole('combobox').nth(1)
  await events.click()
  await page.locator('[role="option"]').first().click()
  await page.keyboard.press('Escape')
}
const openDemoSeller = async (page: Page) => {
  await page.getByText('Marlon Doelwijt').first().click()
  await page.locator('input[name="firstName"]').waitFor()
  await page.waitForTimeout(800) // the partnered events load into the chips
}

/** Counter: the sale screen with an event chosen and one ticket of its first type on sale. */
const startSale = async (page: Page) => {
  await page.locator('[data-testid="sale-screen"] button[aria-pressed]').first().click()
  const more = page.locator('[data-testid^="type-"] button[aria-label^="Eén"], [data-testid^="type-"] button[aria-label^="One"]')
  await more.first().waitFor()
  if (await more.first().isEnabled()) await more.first().click()
  await page.waitForTimeout(300)
}
/** A counter sale's receipt: the first sale of the seller's list. */
const openFirstSale = async (page: Page) => {
  await page
    .getByText(/DEMO-\d+/)
    .first()
    .click()
  await page.locator('[data-testid="receipt-ticket"]').first().waitFor()
}

/** A back-office list's rows (table, phone list or event cards), or its empty text. */
const ROWS = '.RaDataTable-row, .RaList-content li, [data-testid="event-card"]'
const ROWS_OR_EMPTY = `${ROWS}, [data-testid="refunds-empty"]`

/** The admin's refund queue: the mark-refunded dialog of the first order (when one needs a refund). */
const openRefundMark = async (page: Page) => {
  const mark = page.locator('[data-testid="refund-mark"]').first()
  if ((await mark.count()) === 0) return
  await mark.click()
  await page.locator('[role="dialog"]').waitFor()
  await page.waitForTimeout(500)
}
/** A Ticketswitch listing's detail, opened from the list's first row whose payout chip matches. */
const openListing = (chip: RegExp) => async (page: Page) => {
  const row = page.locator(ROWS).filter({ has: page.locator('[data-testid="listing-payout"]', { hasText: chip }) })
  if ((await row.count()) === 0) return
  await row.first().locator('strong').first().click()
  await page.locator('[data-testid="listing-payout-details"]').waitFor()
  await page.locator('[data-testid="audit-history"]').waitFor()
}
/** The admin takes a published event offline: the reason dialog. */
const openUnpublishReason = async (page: Page) => {
  const unpublish = page.locator('[data-testid="event-unpublish"]').first()
  if ((await unpublish.count()) === 0) return
  await unpublish.click()
  await page.locator('[data-testid="unpublish-reason"]').waitFor()
  await page.waitForTimeout(500)
}

/** Another site linking to our /logout: a cross-site navigation, which asks before signing out. */
const otherSite = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html' }).end(`<a id="out" href="${base}/logout">Uitloggen bij SuriTickets</a>`)
})
await new Promise<void>((resolve) => otherSite.listen(0, '127.0.0.1', resolve))
const crossSiteLogout = async (page: Page) => {
  await page.goto(`http://127.0.0.1:${(otherSite.address() as AddressInfo).port}/`)
  await page.locator('#out').click()
  await page.locator('[data-testid="logout-confirm"]').waitFor()
}

/** A demo event with paid ticket types for the buying screenshots. */
const catalogue = await request.newContext({ baseURL: base })
const demoEvents = ((await (await catalogue.get('/api/events/public')).json()) as { data: { id: number; title: string }[] }).data
const buyEventId = (demoEvents.find((e) => e.title === 'Sranan Toneel: Mi Gudu') ?? demoEvents[0]).id
/** An event of organizer@demo.sr, for its edit page. */
const ownEventId = (demoEvents.find((e) => e.title === 'Kaseko Nacht aan de Waterkant') ?? demoEvents[0]).id
const demoVenues = ((await (await catalogue.get('/api/venues/public')).json()) as { data: { id: number }[] }).data
/** The first venue that answers 403 to a visitor: the demo's unapproved venue. */
let unapprovedVenueId = 0
for (let id = 1; id <= 60 && !unapprovedVenueId; id++)
  if ((await catalogue.get(`/api/venues/${id}`)).status() === 403) unapprovedVenueId = id
const organizerId = ((await (await catalogue.get(`/api/events/${buyEventId}`)).json()) as { data: { organizer: { id: number } } }).data
  .organizer.id
/** Reference data: a category and a facility to open in their forms. */
const firstCategoryId = ((await (await catalogue.get('/api/event-categories')).json()) as { data: { id: number }[] }).data[0]?.id ?? 1
const firstFacilityId = ((await (await catalogue.get('/api/venue-facilities')).json()) as { data: { id: number }[] }).data[0]?.id ?? 1
await catalogue.dispose()
/** A currency rate's page (with its pair's history), opened from the list. */
const openFirstRate = async (page: Page) => {
  await page
    .getByText(/^1 EUR = /)
    .first()
    .click()
  await page.waitForURL(/currency-rates\/\d+\/show$/)
  await page.locator('[data-testid="audit-history"]').waitFor()
  await page.waitForTimeout(500)
}

/**
 * My tickets and the success pages need orders. The demo user has some (database/demo/business.ts): the signed-in
 * success page is the one of their first upcoming order, reached by its key as the PDF link carries it (a free
 * order is bought only when they have none). A guest's success page (PDF instead of My tickets) needs a guest order:
 * one free ticket per run.
 */
const wantsOrders = (process.env.SCREENSHOTS_ONLY ?? '') === '' || /ticket|success/.test(process.env.SCREENSHOTS_ONLY ?? '')
let signedInSuccessPath = ''
let guestSuccessPath = ''
if (wantsOrders) {
  const shop = await request.newContext({ baseURL: base })
  const login = (await (await shop.post('/api/auth/login', { data: { email: 'user@demo.sr', password: 'Demo1234!' } })).json()) as {
    token: string
  }
  const auth = { Authorization: `Bearer ${login.token}` }
  const freeEventId = (demoEvents.find((e) => e.title === 'Holi Phagwa Kleurenfestival') ?? demoEvents[0]).id
  const buy = async (buyerInfo: Record<string, string>, headers: Record<string, string> = {}) => {
    const types = ((await (await shop.get(`/api/events/${freeEventId}/ticket-types`)).json()) as { data: { id: number }[] }).data
    const response = await shop.post('/api/tickets/purchase', {
      headers,
      data: {
        eventId: freeEventId,
        tickets: [{ ticketTypeId: types[0].id, quantity: 1 }],
        buyerInfo,
        isAllFree: true,
        reservationId: `screenshots-${Date.now()}`,
      },
    })
    if (!response.ok()) throw new Error(`screenshot order: ${response.status()} ${await response.text()}`)
    const body = (await response.json()) as { orderNumber: string; statusKey: string }
    return `/payment/success?type=free&orderNumber=${body.orderNumber}&eventId=${freeEventId}&key=${body.statusKey}`
  }
  type Mine = { qrImage: string | null; pdfUrl: string; event: { id: number } }
  const mine = ((await (await shop.get('/api/users/me/tickets', { headers: auth })).json()) as { data: Mine[] }).data
  const upcoming = mine.find((ticket) => ticket.qrImage)
  if (upcoming) {
    const link = new URL(upcoming.pdfUrl, base).searchParams
    signedInSuccessPath = `/payment/success?orderNumber=${link.get('orderNumber')}&key=${link.get('key')}&eventId=${upcoming.event.id}`
  } else {
    signedInSuccessPath = await buy(
      { contactMethod: 'email', firstName: 'Demo', lastName: 'Gebruiker', email: 'user@demo.sr', confirmEmail: 'user@demo.sr' },
      auth
    )
  }
  const guestEmail = `gast.${Date.now()}@example.sr`
  guestSuccessPath = await buy({
    contactMethod: 'email',
    firstName: 'Anika',
    lastName: 'Sewdien',
    email: guestEmail,
    confirmEmail: guestEmail,
  })
  await shop.dispose()
}
/** My tickets with the first QR code full screen. */
const openQrFullScreen = async (page: Page) => {
  await page.locator('[data-testid="ticket-qr"] button').first().click()
  await page.locator('[data-testid="qr-full"]:popover-open').waitFor()
}

/**
 * Ticketswitch needs listings: the demo user lists one of their paid tickets below face value (keeping the
 * other for the sell form's picture), and another demo visitor lists two free tickets of their own (bought free).
 * Shots: the listings, an event without listings (the empty state), the sell form and the seller's listings signed
 * in, and the checkout of the paid listing in listing mode (its hold given back after each picture).
 */
const wantsResale = (process.env.SCREENSHOTS_ONLY ?? '') === '' || /ticketswitch/.test(process.env.SCREENSHOTS_ONLY ?? '')
let sellTicketId = 0
let listedTicketId = 0
let resaleEmptyEventId = 0
if (wantsResale) {
  const shop = await request.newContext({ baseURL: base })
  const bearer = async (email: string) => {
    const login = await shop.post('/api/auth/login', { data: { email, password: 'Demo1234!' } })
    if (!login.ok()) throw new Error(`login ${email}: ${login.status()}`)
    return { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` }
  }
  type Sellable = { ticketId: number; eventId: number; purchasePrice: string; refusal: string | null; listingId: number | null }
  const sellable = async (headers: Record<string, string>) =>
    ((await (await shop.get('/api/ticketswitch/my-tickets', { headers })).json()) as { data: Sellable[] }).data
  const list = async (headers: Record<string, string>, ticket: Sellable, listingPrice: string) => {
    const body = { ticketId: ticket.ticketId, listingPrice, payoutDetails: 'DSB 123456789 t.n.v. Demo Gebruiker' }
    const response = await shop.post('/api/ticketswitch/listings', { headers, data: body })
    if (!response.ok()) throw new Error(`screenshot listing: ${response.status()} ${await response.text()}`)
  }
  const user = await bearer('user@demo.sr')
  const paid = (await sellable(user)).filter((t) => Number(t.purchasePrice) > 0 && (t.refusal === null || t.listingId !== null))
  const listed = paid.find((t) => t.listingId !== null) ?? paid[0]
  if (listed && listed.listingId === null) await list(user, listed, String(Math.round(Number(listed.purchasePrice) * 0.8)))
  listedTicketId = listed?.ticketId ?? 0
  sellTicketId = paid.find((t) => t !== listed && t.refusal === null)?.ticketId ?? 0

  const visitor = await bearer('priya.ramdin@demo.sr')
  const freeEvent = demoEvents.find((e) => e.title === 'Kunstmarkt Nieuw-Amsterdam') ?? demoEvents[0]
  if ((await sellable(visitor)).filter((t) => t.listingId !== null).length < 2) {
    const types = ((await (await shop.get(`/api/events/${freeEvent.id}/ticket-types`)).json()) as { data: { id: number }[] }).data
    const buyer = {
      contactMethod: 'email',
      firstName: 'Priya',
      lastName: 'Ramdin',
      email: 'priya.ramdin@demo.sr',
      confirmEmail: 'priya.ramdin@demo.sr',
    }
    const data = { eventId: freeEvent.id, tickets: [{ ticketTypeId: types[0].id, quantity: 2 }], buyerInfo: buyer, isAllFree: true }
    const bought = await shop.post('/api/tickets/purchase', {
      headers: visitor,
      data: { ...data, reservationId: `screenshots-${Date.now()}` },
    })
    if (!bought.ok()) throw new Error(`screenshot resale order: ${bought.status()} ${await bought.text()}`)
    for (const ticket of (await sellable(visitor)).filter((t) => t.eventId === freeEvent.id && t.refusal === null).slice(0, 2))
      await list(visitor, ticket, '0')
  }
  const withListings = new Set(
    ((await (await shop.get('/api/ticketswitch/listings')).json()) as { events: { id: number }[] }).events.map((e) => e.id)
  )
  resaleEmptyEventId = demoEvents.find((e) => !withListings.has(e.id))?.id ?? 0
  await shop.dispose()
}
/** The checkout session of the listing held for a picture, given back after it. */
let heldListingSession: string | null = null
const openListingCheckout = async (page: Page) => {
  page.on('request', (req) => {
    if (req.url().endsWith('/api/tickets/reserve') && req.method() === 'POST') heldListingSession = req.postDataJSON().sessionId
  })
  await page.locator('[data-testid="ts-listing"]:not(:has-text("Gratis")):not(:has-text("Free")) [data-buy-listing]').first().click()
  await page.locator('[data-testid="hold-status"][data-phase="reserved"]').waitFor()
  await page.locator('[data-testid="payment-methods"] input[type="radio"]').first().waitFor()
}
const releaseListing = async (page: Page) => {
  if (heldListingSession) await page.request.delete(`${base}/api/tickets/reserve/${encodeURIComponent(heldListingSession)}`)
  heldListingSession = null
}
/** The sell form with a price typed: the fee and what the seller gets. */
const typeResalePrice = async (page: Page) => {
  const price = page.locator('[data-testid="sell-price"]').first()
  await price.waitFor()
  await price.fill('120')
  await price.scrollIntoViewIfNeeded()
  await page.waitForTimeout(300)
}
const showSellerListings = async (page: Page) => {
  await page.locator('[data-testid="seller-listing"]').first().waitFor()
  await page.locator('[data-testid="seller-listing"]').first().scrollIntoViewIfNeeded()
  await page.waitForTimeout(300)
}

/** Venue bookings: the demo operator's first request that shares its day with another, and its decline dialog. */
const openDoubleBooking = async (page: Page) => {
  await page.locator('[data-testid="booking-row"]:has([data-testid="booking-conflict"])').first().click()
  await page.locator('[data-testid="booking-title"]').waitFor()
}
const openDecline = async (page: Page) => {
  await openDoubleBooking(page)
  await page.getByRole('button', { name: /^(Afwijzen|Decline)$/ }).click()
  await page.getByRole('dialog').waitFor()
}

const allPages: Shot[] = [
  { name: 'home', path: '/' },
  { name: '404', path: '/bestaat-niet' },
  { name: 'events', path: '/events' },
  { name: 'event-detail', path: `/events/${buyEventId}` },
  { name: 'venues', path: '/venues' },
  { name: 'venue-detail', path: `/venues/${demoVenues[0]?.id ?? 1}` },
  { name: 'venue-unapproved-visitor', path: `/venues/${unapprovedVenueId}` },
  { name: 'venue-unapproved-owner', path: `/venues/${unapprovedVenueId}`, account: 'venue@demo.sr' },
  { name: 'organizer', path: `/organizer/${organizerId}` },
  { name: 'admin-categories', path: '/admin/#/event-categories', account: 'admin@demo.sr' },
  {
    name: 'refdata-categories',
    path: '/dashboard#/event-categories',
    account: 'admin@demo.sr',
    waitFor: '[data-testid="category-badge-preview"]',
  },
  {
    name: 'refdata-category-edit',
    path: `/dashboard#/event-categories/${firstCategoryId}`,
    account: 'admin@demo.sr',
    waitFor: '[data-testid="category-badge-preview"]',
  },
  {
    name: 'refdata-category-create',
    path: '/dashboard#/event-categories/create',
    account: 'admin@demo.sr',
    waitFor: '[data-testid="category-badge-preview"]',
  },
  {
    name: 'refdata-facilities',
    path: '/dashboard#/venue-facilities',
    account: 'admin@demo.sr',
    waitFor: '[data-testid="facility-tile-preview"]',
  },
  {
    name: 'refdata-facility-edit',
    path: `/dashboard#/venue-facilities/${firstFacilityId}`,
    account: 'admin@demo.sr',
    waitFor: '[data-testid="facility-tile-preview"]',
  },
  { name: 'refdata-currency-rates', path: '/dashboard#/currency-rates', account: 'admin@demo.sr', waitFor: 'text=/^1 EUR = /' },
  {
    name: 'refdata-currency-rate-create',
    path: '/dashboard#/currency-rates/create',
    account: 'admin@demo.sr',
    waitFor: '[data-testid="rate-pair-now"] .MuiAlert-root',
  },
  { name: 'refdata-currency-rate-show', path: '/dashboard#/currency-rates', account: 'admin@demo.sr', then: openFirstRate },
  { name: 'dashboard-admin', path: '/dashboard', account: 'admin@demo.sr' },
  // Each tab of /platform-settings (the e-mail tab once its preview is drawn).
  ...['site', 'fees', 'currency', 'reviews', 'whatsapp', 'tags'].map((tab) => ({
    name: `platform-settings-${tab}`,
    path: `/platform-settings?tab=${tab}`,
    account: 'admin@demo.sr',
    then: settingsForm,
    fullPage: true,
  })),
  {
    name: 'platform-settings-templates',
    path: '/platform-settings?tab=templates',
    account: 'admin@demo.sr',
    then: templatePreview,
    fullPage: true,
  },
  { name: 'dashboard-organizer', path: '/organizer-dashboard', account: 'organizer@demo.sr' },
  { name: 'dashboard-organizer-scanner', path: '/organizer-dashboard', account: 'scanner@demo.sr' },
  { name: 'team', path: '/organizer-dashboard#/team-members', account: 'organizer@demo.sr' },
  { name: 'team-manager-read-only', path: '/organizer-dashboard#/team-members', account: 'manager@demo.sr' },
  { name: 'team-create-loket', path: '/organizer-dashboard#/team-members/create', account: 'organizer@demo.sr', then: chooseLoketEvents },
  { name: 'team-deactivate', path: '/organizer-dashboard#/team-members', account: 'organizer@demo.sr', then: openDeactivate },
  // Accounts, the refund queue, the admin's event list.
  { name: 'admin-users', path: '/dashboard#/users', account: 'admin@demo.sr', ready: ROWS },
  {
    name: 'admin-user-organizer',
    path: `/dashboard#/users/${organizerId}/show`,
    account: 'admin@demo.sr',
    ready: '[data-testid="audit-history"]',
  },
  { name: 'admin-user-edit', path: `/dashboard#/users/${organizerId}`, account: 'admin@demo.sr', ready: 'input[name="firstName"]' },
  { name: 'admin-user-create', path: '/dashboard#/users/create', account: 'admin@demo.sr', ready: 'input[name="email"]' },
  { name: 'admin-refunds', path: '/dashboard#/refunds', account: 'admin@demo.sr', ready: ROWS_OR_EMPTY },
  { name: 'admin-refund-mark', path: '/dashboard#/refunds', account: 'admin@demo.sr', ready: ROWS_OR_EMPTY, then: openRefundMark },
  { name: 'admin-events', path: '/dashboard#/events', account: 'admin@demo.sr', ready: ROWS },
  { name: 'admin-event-unpublish', path: '/dashboard#/events', account: 'admin@demo.sr', ready: ROWS, then: openUnpublishReason },
  // The admin's Ticketswitch (figures, tabs, a listing's detail) and the organizer's switch per event.
  { name: 'ticketswitch-listings', path: '/dashboard#/ticketswitch-listings', account: 'admin@demo.sr', ready: ROWS },
  {
    name: 'ticketswitch-owed',
    path: `/dashboard#/ticketswitch-listings?filter=${encodeURIComponent('{"payoutStatus":"owed"}')}`,
    account: 'admin@demo.sr',
    ready: ROWS,
  },
  // The demo's sold listing (its event is still to come: the payout button says why not yet).
  {
    name: 'ticketswitch-show',
    path: '/dashboard#/ticketswitch-listings',
    account: 'admin@demo.sr',
    ready: ROWS,
    then: openListing(/Te betalen|Owed/),
    fullPage: true,
  },
  {
    name: 'event-edit-ticketswitch',
    path: `/organizer-dashboard#/events/${ownEventId}`,
    account: 'organizer@demo.sr',
    then: async (page) => {
      await page.locator('[data-testid="event-ticketswitch"]').scrollIntoViewIfNeeded()
      await page.waitForTimeout(300)
    },
  },
  { name: 'venue-dashboard', path: '/venue-dashboard', account: 'venue@demo.sr', ready: '[data-testid="venue-card"]' },
  { name: 'venue-bookings', path: '/venue-dashboard#/venue-bookings', account: 'venue@demo.sr', ready: '[data-testid="booking-row"]' },
  { name: 'venue-booking-detail', path: '/venue-dashboard#/venue-bookings', account: 'venue@demo.sr', then: openDoubleBooking },
  { name: 'venue-booking-decline', path: '/venue-dashboard#/venue-bookings', account: 'venue@demo.sr', then: openDecline },
  // Agent team: the agent's team, the manager's read-only view, a new seller, the demo seller's events.
  { name: 'agent-team', path: '/agent-dashboard#/agent-team-members', account: 'agent@demo.sr', ready: ROWS },
  { name: 'agent-team-manager-read-only', path: '/agent-dashboard#/agent-team-members', account: 'agent-manager@demo.sr', ready: ROWS },
  { name: 'agent-team-create', path: '/agent-dashboard#/agent-team-members/create', account: 'agent@demo.sr', then: chooseAssignedEvent },
  { name: 'agent-team-edit', path: '/agent-dashboard#/agent-team-members', account: 'agent@demo.sr', ready: ROWS, then: openDemoSeller },
  // Settlement and figures: the agent's dashboard, a cashier's own view, the organizer's settlements.
  // -§2: the loket counter (sale screen and shift panel), its sales and a receipt, the agents' sale
  // screen and sales, the shift reports, and the scanner.
  { name: 'loket-dashboard', path: '/loket-dashboard', account: 'loket@demo.sr', waitFor: '[data-testid="shift-panel"]' },
  {
    name: 'loket-sale',
    path: '/loket-dashboard',
    account: 'loket@demo.sr',
    waitFor: '[data-testid="sale-screen"]',
    then: startSale,
    fullPage: true,
  },
  { name: 'loket-sales', path: '/loket-dashboard#/loket-sales', account: 'loket@demo.sr', ready: ROWS },
  {
    name: 'loket-receipt',
    path: '/loket-dashboard#/loket-sales',
    account: 'loket@demo.sr',
    ready: ROWS,
    then: openFirstSale,
    fullPage: true,
  },
  {
    name: 'agent-sale',
    path: '/agent-dashboard#/agent-sales/create',
    account: 'agent@demo.sr',
    waitFor: '[data-testid="sale-screen"]',
    then: startSale,
    fullPage: true,
  },
  { name: 'agent-sales', path: '/agent-dashboard#/agent-sales', account: 'agent@demo.sr', ready: ROWS },
  { name: 'loket-shifts', path: '/organizer-dashboard#/loket-shifts', account: 'organizer@demo.sr', ready: ROWS_OR_EMPTY },
  { name: 'ticket-validation', path: '/ticket-validation', account: 'scanner@demo.sr', waitFor: 'main h1' },
  { name: 'agent-dashboard', path: '/agent-dashboard', account: 'agent@demo.sr', ready: '[data-testid="agent-sale-row"]' },
  { name: 'agent-dashboard-cashier', path: '/agent-dashboard', account: 'agent-loket@demo.sr', ready: '[data-testid="agent-sale-row"]' },
  {
    name: 'agent-settlements',
    path: '/organizer-dashboard#/agent-settlements',
    account: 'organizer@demo.sr',
    ready: '[data-testid="agent-balances"]',
  },
  {
    name: 'agent-settlement-record',
    path: '/organizer-dashboard#/agent-settlements',
    account: 'organizer@demo.sr',
    ready: '[data-testid="record-settlement"]',
    then: (page) => page.locator('[data-testid="record-settlement"]').first().click(),
  },
  { name: 'user-login', path: '/user-login' },
  { name: 'login-dialog', path: '/user-login', then: openLoginDialog },
  { name: 'organizer-login', path: '/login' },
  { name: 'register-user', path: '/register-user' },
  { name: 'register-organizer', path: '/register-organizer' },
  { name: 'register-venue', path: '/register-venue' },
  { name: 'verify-whatsapp', path: '/verify-whatsapp' },
  { name: 'verify-email-invalid', path: '/verify-email?token=ongeldig' },
  { name: 'forgot-password', path: '/forgot-password' },
  { name: 'reset-password', path: '/reset-password?token=voorbeeld' },
  { name: 'header-signed-in', path: '/', then: openAccountMenu, signedIn: true },
  { name: 'account-settings', path: '/account-settings', signedIn: true },
  { name: 'logout-from-another-site', path: '/', then: crossSiteLogout, signedIn: true },
  { name: 'ticket-selection', path: `/events/${buyEventId}`, then: openTicketSelection },
  { name: 'checkout', path: `/events/${buyEventId}`, then: openCheckout },
  { name: 'payment-success-free', path: `/payment/success?type=free&orderNumber=ST-ABCDEFGH23&eventId=${buyEventId}` },
  { name: 'payment-success-tickets-signed-in', path: signedInSuccessPath, signedIn: true },
  { name: 'payment-success-tickets-guest', path: guestSuccessPath },
  { name: 'my-tickets', path: '/user-dashboard', signedIn: true },
  { name: 'my-tickets-qr-full', path: '/user-dashboard', signedIn: true, then: openQrFullScreen },
  { name: 'payment-cancelled', path: `/payment/cancelled?eventId=${buyEventId}` },
  { name: 'ticketswitch', path: '/ticketswitch' },
  { name: 'ticketswitch-empty', path: resaleEmptyEventId ? `/ticketswitch?eventId=${resaleEmptyEventId}` : '' },
  { name: 'ticketswitch-sell', path: sellTicketId ? `/ticketswitch?ticket=${sellTicketId}` : '', signedIn: true, then: typeResalePrice },
  {
    name: 'ticketswitch-sell-listings',
    path: listedTicketId ? `/ticketswitch?ticket=${listedTicketId}` : '',
    signedIn: true,
    then: showSellerListings,
  },
  { name: 'ticketswitch-checkout', path: '/ticketswitch', then: openListingCheckout, after: releaseListing },
]
/** SCREENSHOTS_ONLY=checkout,ticket takes only the shots whose name contains one of the words. */
const only = (process.env.SCREENSHOTS_ONLY ?? '').split(',').filter(Boolean)
const pages = (only.length ? allPages.filter((p) => only.some((word) => p.name.includes(word))) : allPages).filter((p) => p.path)
const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
]

/** One login per back-office account, as the storefront's sign-in stores it: token and user in localStorage. */
const api = await request.newContext({ baseURL: base })
const sessions = new Map<string, { token: string; user: unknown }>()
for (const account of new Set(pages.map((p) => p.account).filter((a): a is string => Boolean(a)))) {
  const response = await api.post('/api/auth/login', { data: { email: account, password: 'Demo1234!' } })
  if (!response.ok()) throw new Error(`login ${account}: ${response.status()}`)
  sessions.set(account, await response.json())
}
await api.dispose()

/** Signs in as the demo user through the real form (the header then reads the session hint cookie). */
async function signIn(page: Page) {
  await page.goto(base + '/login', { waitUntil: 'networkidle' })
  await page.locator('input[type="email"]').fill('user@demo.sr')
  await page.locator('input[type="password"]').fill('Demo1234!')
  await page.locator('form[data-testid="login-form"] button[type="submit"]').click()
  await page.waitForURL((url) => url.pathname === '/')
}

async function withSession(context: BrowserContext, account: string | undefined) {
  const session = account ? sessions.get(account) : undefined
  if (!session) return
  await context.addInitScript(
    ([token, user]) => {
      localStorage.setItem('token', token)
      localStorage.setItem('user', user)
    },
    [session.token, JSON.stringify(session.user)] as const
  )
}

const browser = await chromium.launch({
  executablePath: (await chromiumExecutable()).path,
  args: CHROMIUM_ARGS,
})
for (const lang of ['nl', 'en']) {
  for (const size of widths) {
    for (const p of pages) {
      const context = await browser.newContext({ viewport: { width: size.width, height: size.height } })
      await context.addCookies([{ name: 'lang', value: lang, url: base }])
      await context.addInitScript((l) => localStorage.setItem('language', l), lang)
      await withSession(context, p.account)
      const page = await context.newPage()
      if (p.signedIn) await signIn(page)
      await page.goto(base + p.path, { waitUntil: 'networkidle' })
      // My tickets reloads once to hand the token to the server (components/tickets/TicketsHandover.astro).
      if (p.path.startsWith('/user-dashboard')) await page.locator('[data-testid="my-tickets"]').waitFor()
      if (p.waitFor) await page.locator(p.waitFor).first().waitFor()
      if (p.ready) await page.locator(p.ready).first().waitFor({ timeout: 15_000 })
      if (p.ready) await page.locator(p.ready).first().waitFor()
      await page.waitForTimeout(300)
      if (p.then) await p.then(page)
      const file = `${out}/${p.name}-${lang}-${size.name}.png`
      await page.screenshot({ path: file, fullPage: p.fullPage ?? !p.then })
      console.log(file)
      if (p.after) await p.after(page)
      if (p.signedIn) await page.goto(base + '/logout', { waitUntil: 'networkidle' })
      await context.close()
    }
  }
}
await browser.close()
otherSite.close()
