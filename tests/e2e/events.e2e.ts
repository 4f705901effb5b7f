import { test, expect, type Page, type APIRequestContext } from '@playwright/test'
import { sql } from './support/auth_helpers'

/*
 * Journeys over the public event pages (SPEC §2 /, /events, /events/{id}) against the demo data.
 * Expected values come from the API itself, so the journeys do not depend on seed details.
 */
interface EventItem {
  id: number
  title: string
  startDate: string
  endDate: string
  category: string | null
  images: string[]
  venue: {
    id: number
    name: string
    district: string | null
    isApproved: boolean
  } | null
  organizer: { id: number; name: string }
}

async function publicEvents(request: APIRequestContext, query = ''): Promise<EventItem[]> {
  const response = await request.get(`/api/events/public${query}`)
  expect(response.status()).toBe(200)
  return (await response.json()).data as EventItem[]
}

function countText(n: number) {
  return n === 1 ? '1 evenement gevonden' : `${n} evenementen gevonden`
}

/* Wait until scripts have run: clicks before that are silently lost. Islands that load on interaction
 * (client:interaction, the event page's buying island) stay unhydrated until then. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle')
  await expect(page.locator('astro-island[ssr]:not([client="interaction"])')).toHaveCount(0)
}

test.describe('event journeys', () => {
  test('the home page shows at most 3 featured events and 3 venues between hero and audience cards', async ({ page, request }) => {
    const events = await publicEvents(request)
    await page.goto('/')
    const featured = page.getByTestId('featured-events')
    if (events.length === 0) {
      await expect(featured).toHaveCount(0)
      return
    }
    await expect(featured.getByTestId('event-card')).toHaveCount(Math.min(3, events.length))
    await expect(featured.getByTestId('event-card').first()).toContainText(events[0].title)
    const venueCards = page.getByTestId('featured-venues').getByTestId('venue-card')
    expect(await venueCards.count()).toBeLessThanOrEqual(3)
  })

  test('the list filters by search, keeps the filters in the address and after a reload', async ({ page, request }) => {
    const all = await publicEvents(request)
    await page.goto('/events')
    await expect(page.getByTestId('events-count')).toHaveText(countText(all.length))
    await expect(page.getByTestId('event-card')).toHaveCount(all.length)

    const word = all[0].title.split(/\s+/).find((w) => w.length >= 4) ?? all[0].title
    const expected = await publicEvents(request, `?search=${encodeURIComponent(word)}`)
    await page.locator('#events-search').fill(word)
    await page.locator('#events-search').press('Enter')
    await expect(page).toHaveURL(new RegExp(`/events\\?search=${encodeURIComponent(word).replace(/%20/g, '\\+')}`))
    await expect(page.getByTestId('events-count')).toHaveText(countText(expected.length))
    await expect(page.getByTestId('event-card').first()).toBeVisible()

    await page.reload()
    await expect(page.locator('#events-search')).toHaveValue(word)
    await expect(page.getByTestId('events-count')).toHaveText(countText(expected.length))
  })

  test('category and district filters apply as they change, in the address, and survive a reload', async ({ page, request }) => {
    const all = await publicEvents(request)
    const sample = all.find((e) => e.category && e.venue?.district)!
    const query = `?category=${encodeURIComponent(sample.category!)}&district=${sample.venue!.district}`
    const expected = await publicEvents(request, query)
    await page.goto('/events')
    await settled(page)
    // With JavaScript there is nothing to press: 'Toepassen' is for visitors without it.
    await expect(page.getByRole('button', { name: 'Toepassen' })).toBeHidden()
    await page.locator('#events-category').selectOption(sample.category!)
    await expect(page).toHaveURL(/\/events\?category=[^&]+$/)
    await page.locator('#events-district').selectOption(sample.venue!.district!)
    await expect(page).toHaveURL(/category=.+&district=/)
    await expect(page.getByTestId('events-count')).toHaveText(countText(expected.length))
    await expect(page.getByTestId('event-card')).toHaveCount(expected.length)
    await expect(page.getByTestId('filters-reset')).toBeVisible()
    await page.reload()
    await expect(page.locator('#events-category')).toHaveValue(sample.category!)
    await expect(page.locator('#events-district')).toHaveValue(sample.venue!.district!)
    for (const card of await page.getByTestId('event-card').all()) {
      await expect(card.getByTestId('category-badge')).toBeVisible()
    }
  })

  test('date presets, a date range and the sort apply without pressing Toepassen', async ({ page, request }) => {
    await page.goto('/events')
    await settled(page)
    const cards = page.getByTestId('event-card')
    const titles = async () => (await cards.locator('.listing-card-title').allTextContents()).map((t) => t.trim())

    for (const [label, when] of [
      ['Dit weekend', 'weekend'],
      ['Deze week', 'week'],
      ['Vandaag', 'today'],
    ] as const) {
      const expected = await publicEvents(request, `?when=${when}`)
      await page.getByRole('radio', { name: label, exact: true }).check()
      await expect(page).toHaveURL(new RegExp(`/events\\?when=${when}$`))
      await expect(page.getByTestId('events-count')).toHaveText(countText(expected.length))
      await expect(cards).toHaveCount(expected.length)
    }

    // A range replaces the preset (the two would narrow each other).
    const all = await publicEvents(request)
    const day = new Date(new Date(all[all.length - 1].startDate).getTime() - 3 * 3600_000).toISOString().slice(0, 10)
    const inRange = await publicEvents(request, `?from=${day}`)
    await page.locator('#events-from').fill(day)
    await expect(page).toHaveURL(new RegExp(`/events\\?from=${day}$`))
    await expect(page.getByTestId('filter-when').locator('input[value=""]')).toBeChecked()
    await expect(page.getByTestId('events-count')).toHaveText(countText(inRange.length))

    // The sort sits beside the results and joins the same form.
    await page.goto('/events')
    await settled(page)
    const byPrice = await publicEvents(request, '?sort=price_desc')
    await page.getByTestId('events-sort').selectOption('price_desc')
    await expect(page).toHaveURL(/\/events\?sort=price_desc$/)
    await expect.poll(titles).toEqual(byPrice.map((e) => e.title))
    await page.reload()
    await expect(page.getByTestId('events-sort')).toHaveValue('price_desc')
    expect(await titles()).toEqual(byPrice.map((e) => e.title))
  })

  test('without JavaScript the form still filters through Toepassen', async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const expected = await publicEvents(request, '?when=week&sort=price_asc')
    await page.goto('/events')
    await page.getByRole('radio', { name: 'Deze week', exact: true }).check()
    await page.locator('#events-sort').selectOption('price_asc')
    await page.getByRole('button', { name: 'Toepassen' }).first().click()
    await expect(page).toHaveURL(/when=week/)
    await expect(page).toHaveURL(/sort=price_asc/)
    await expect(page.getByTestId('events-count')).toHaveText(countText(expected.length))
    await expect(page.getByTestId('event-card').first()).toContainText(expected[0].title)
    await context.close()
  })

  test('desktop: the ticket panel keeps the price and Tickets Kopen in view down to the bottom of the page', async ({ page, request }) => {
    // The event with the most ticket types has the tallest panel.
    let target = { id: 0, types: 0 }
    for (const event of await publicEvents(request)) {
      const types = (await (await request.get(`/api/events/${event.id}/ticket-types`)).json()).data.length
      if (types > target.types) target = { id: event.id, types }
    }
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(`/events/${target.id}`)
    await settled(page)
    const buy = page.getByTestId('buy-button')
    const price = page.getByTestId('price-range')
    // The whole panel is taller than the window: it is its summary that stays.
    expect((await page.getByTestId('ticket-panel').boundingBox())!.height).toBeGreaterThan(800)
    await expect(buy).toBeInViewport({ ratio: 1 })
    await expect(price).toBeInViewport({ ratio: 1 })
    for (const y of [600, 1200, 99_999]) {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      await expect(buy).toBeInViewport({ ratio: 1 })
      await expect(price).toBeInViewport({ ratio: 1 })
    }
    // Scrolled to the bottom: the footer is in view, and the bar for phones is not shown.
    await expect(page.locator('footer.site-footer')).toBeInViewport()
    await expect(page.getByTestId('ticket-bar')).toBeHidden()
    // Every ticket type can still be read: scrolled to, it shows in full below the summary.
    const summary = page.getByTestId('ticket-summary')
    for (const type of await page.getByTestId('ticket-type').all()) {
      await type.evaluate((el) => el.scrollIntoView({ block: 'center' }))
      await expect(type).toBeInViewport({ ratio: 1 })
      const [typeBox, summaryBox] = [(await type.boundingBox())!, (await summary.boundingBox())!]
      expect(typeBox.y).toBeGreaterThanOrEqual(summaryBox.y + summaryBox.height)
    }
  })

  test('phone: the bottom bar keeps the buy button in reach without covering the end of the page', async ({ page, request }) => {
    const [event] = await publicEvents(request)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`/events/${event.id}`)
    await settled(page)
    const bar = page.getByTestId('ticket-bar')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect(bar).toBeInViewport({ ratio: 1 })
    const barBox = (await bar.boundingBox())!
    const footerContentBottom = await page
      .locator('footer.site-footer')
      .evaluate((footer) => footer.getBoundingClientRect().bottom - parseFloat(getComputedStyle(footer).paddingBottom))
    expect(footerContentBottom).toBeLessThanOrEqual(barBox.y + 1)
  })

  test('the empty state resets the filters', async ({ page, request }) => {
    const all = await publicEvents(request)
    await page.goto('/events?search=zzzqqq-geen-resultaat&district=all&category=all')
    await expect(page.getByTestId('events-count')).toHaveText('0 evenementen gevonden')
    await expect(page.getByTestId('events-empty')).toContainText('Geen evenementen gevonden')
    await page.getByTestId('empty-reset').click()
    await expect(page).toHaveURL(/\/events$/)
    await expect(page.getByTestId('events-count')).toHaveText(countText(all.length))
  })

  test('the filter panel toggles on small screens', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto('/events')
    await expect(page.locator('#events-search')).toBeHidden()
    const toggle = page.locator('summary.event-filters-toggle')
    await expect(toggle).toHaveText('Filters tonen', { useInnerText: true })
    await toggle.click()
    await expect(page.locator('#events-search')).toBeVisible()
    // Open, it says what a tap does now.
    await expect(toggle).toHaveText('Filters verbergen', { useInnerText: true })
    await toggle.click()
    await expect(page.locator('#events-search')).toBeHidden()
    await expect(toggle).toHaveText('Filters tonen', { useInnerText: true })
  })

  test('event cards show the weekday and start time, also for multi-day and overnight events', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const events = await publicEvents(request)
    await page.goto('/events')
    const first = page.getByTestId('event-card').first()
    const label = (await first.locator('time').textContent())?.trim() ?? ''
    // 'za 28 nov 20:00', optionally with the year and the last day of a multi-day event.
    expect(label).toMatch(
      /^(ma|di|wo|do|vr|za|zo) \d{1,2} [a-z]{3}( \d{4})? \d{2}:\d{2}( – (ma|di|wo|do|vr|za|zo) \d{1,2} [a-z]{3}( \d{4})?)?$/
    )
    const multiDay = events.find((e) => new Date(e.endDate).getTime() - new Date(e.startDate).getTime() > 24 * 3600_000)
    if (multiDay) {
      const card = page.getByTestId('event-card').filter({ hasText: multiDay.title }).first()
      await expect(card.locator('time')).toHaveText(/\d{2}:\d{2} – /)
    }
    await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }])
    await page.goto('/events')
    await expect(page.getByTestId('event-card').first().locator('time')).toHaveText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}/)
  })

  test('an event page shows its blocks, price panel and a title with the site suffix', async ({ page, request }) => {
    const events = await publicEvents(request)
    const event = events.find((e) => e.venue && e.images.length > 1) ?? events[0]
    const settings = (await (await request.get('/api/platform-settings/public')).json()).data
    const response = await page.goto(`/events/${event.id}`)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(`${event.title} | ${settings.websiteName}`)
    await expect(page.getByTestId('event-title')).toHaveText(event.title)
    if (event.category) await expect(page.getByTestId('event-detail').getByTestId('category-badge').first()).toBeVisible()
    await expect(page.getByTestId('event-dates')).toHaveAttribute('data-layout', /single-day|multi-day/)
    const organizer = page.getByTestId('event-organizer').getByRole('link', { name: event.organizer.name })
    await expect(organizer).toHaveAttribute('href', `/organizer/${event.organizer.id}`)
    if (event.venue) {
      const venue = page.getByTestId('event-venue')
      await expect(venue).toContainText(event.venue.name)
      if (event.venue.isApproved) await expect(venue.getByRole('link')).toHaveAttribute('href', `/venues/${event.venue.id}`)
      else await expect(venue.getByRole('link')).toHaveCount(0)
      await expect(page.getByTestId('event-venue-card')).toBeVisible()
    }
    await expect(page.getByTestId('ticket-panel')).toContainText('Tickets')
    await expect(page.getByTestId('price-range')).not.toBeEmpty()
    await expect(page.locator('#reviews')).toBeAttached()
    // The buy button opens 'Selecteer Tickets' (journeys: buying.e2e.ts).
    await expect(page.getByTestId('ticket-panel').getByRole('button', { name: 'Tickets Kopen' })).toBeVisible()
  })

  test('a past event says it is over, with no price and no buy button; the range counts only types still on sale', async ({ page }) => {
    const idOf = async (title: string) => Number((await sql('select id from events where title = $1', [title])).rows[0].id)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`/events/${await idOf('Comedy Night aan de Waterkant')}`)
    await expect(page.getByTestId('ticket-panel-closed')).toHaveText('Dit evenement is voorbij.')
    await expect(page.getByTestId('price-range')).toHaveCount(0)
    await expect(page.getByTestId('buy-button')).toHaveCount(0)
    await expect(page.getByTestId('buy-button-bar')).toHaveCount(0)
    await expect(page.getByTestId('ticket-types')).toHaveCount(0)
    await expect(page.getByTestId('ticket-bar')).toContainText('Dit evenement is voorbij.')
    await page.getByTestId('ticket-panel').scrollIntoViewIfNeeded()
    await page.screenshot({ path: 'test-results/screenshots/event-panel/past-phone-nl.png' })
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto(`${page.url()}?lang=en`)
    await expect(page.getByTestId('ticket-panel-closed')).toHaveText('This event is over.')
    await page.screenshot({ path: 'test-results/screenshots/event-panel/past-desktop-en.png' })
    await page.setViewportSize({ width: 390, height: 844 })

    // Kaseko Nacht: its Early Bird (SRD 100) sale has ended, so the range starts at Regulier; the phone's bar keeps it on one line.
    await page.goto(`/events/${await idOf('Kaseko Nacht aan de Waterkant')}`)
    await expect(page.getByTestId('price-range')).toHaveText(/^SRD 150,-( - SRD 350,-)?$/)
    const bar = page.getByTestId('ticket-bar')
    const lineHeight = await bar.locator('strong').evaluate((el) => parseFloat(getComputedStyle(el).lineHeight))
    const height = await bar.locator('strong').evaluate((el) => el.getBoundingClientRect().height)
    expect(height).toBeLessThan(lineHeight * 1.5)
    await expect(page.getByTestId('buy-button-bar')).toBeVisible()
    await page.screenshot({ path: 'test-results/screenshots/event-panel/range-phone-nl.png' })
  })

  test('the gallery opens, moves with the arrow keys (wrapping) and closes with Escape', async ({ page, request }) => {
    const events = await publicEvents(request)
    const event = events.find((e) => e.images.length > 2)
    test.skip(!event, 'no demo event with three or more images')
    await page.goto(`/events/${event!.id}`)
    await settled(page)
    const total = event!.images.length
    await page.getByTestId('gallery').locator('a').first().click()
    const dialog = page.locator('dialog[data-gallery-dialog]')
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('[data-gallery-counter]')).toHaveText(`1 / ${total}`)
    await page.keyboard.press('ArrowRight')
    await expect(dialog.locator('[data-gallery-counter]')).toHaveText(`2 / ${total}`)
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect(dialog.locator('[data-gallery-counter]')).toHaveText(`${total} / ${total}`)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('without native share the page offers the five networks and copy link, with Kopiëren mislukt on failure', async ({
    page,
    request,
  }) => {
    const [event] = await publicEvents(request)
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        value: undefined,
        configurable: true,
      })
      Object.defineProperty(Navigator.prototype, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
        configurable: true,
      })
    })
    await page.goto(`/events/${event.id}`)
    await settled(page)
    const links = page.getByTestId('share-links')
    await expect(links).toBeVisible()
    const url = encodeURIComponent(new URL(`/events/${event.id}`, page.url()).href)
    await expect(links.locator('[data-network="facebook"]')).toHaveAttribute('href', new RegExp(`facebook\\.com/.*${escape(url)}`))
    await expect(links.locator('[data-network="whatsapp"]')).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/)
    await expect(links.locator('[data-network="x"]')).toHaveAttribute(
      'href',
      new RegExp(`twitter\\.com/intent/tweet\\?text=.*&url=${escape(url)}`)
    )
    await expect(links.locator('[data-network="telegram"]')).toHaveAttribute('href', new RegExp(`t\\.me/share/url\\?url=${escape(url)}`))
    await expect(links.locator('[data-network="linkedin"]')).toHaveAttribute('href', new RegExp(`linkedin\\.com/.*${escape(url)}`))
    // The share text is cut at 150 characters.
    const xHref = (await links.locator('[data-network="x"]').getAttribute('href'))!
    expect(decodeURIComponent(new URL(xHref).searchParams.get('text')!).length).toBeLessThanOrEqual(150)
    await page.locator('[data-share-copy]').click()
    await expect(page.getByTestId('share-status')).toHaveText('Kopiëren mislukt')
  })

  test('with native share one share button replaces the links', async ({ page, request }) => {
    const [event] = await publicEvents(request)
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        value: () => Promise.resolve(),
        configurable: true,
      })
    })
    await page.goto(`/events/${event.id}`)
    await settled(page)
    await expect(page.locator('[data-share-native]')).toBeVisible()
    await expect(page.getByTestId('share-links')).toBeHidden()
  })

  test('the home search lands on /events with the query and matching results', async ({ page, request }) => {
    const [first] = await publicEvents(request)
    const word = first.title.split(/\s+/).find((w) => w.length >= 4) ?? first.title
    const expected = await publicEvents(request, `?search=${encodeURIComponent(word)}`)
    await page.goto('/')
    await page.locator('#hero-search-text').fill(word)
    await page.locator('form[action="/events"] button[type="submit"]').click()
    await expect(page).toHaveURL(/\/events\?search=/)
    await expect(page.locator('#events-search')).toHaveValue(word)
    await expect(page.getByTestId('events-count')).toHaveText(countText(expected.length))
    await expect(page.getByTestId('event-card').first()).toContainText(expected[0].title)
  })

  test('an event with reviews shows its average with the verified count and the reviews block', async ({ page, request }) => {
    const events = await publicEvents(request, '?includePast=true')
    let target: { id: number; summary: { totalReviews: number; verifiedReviews: number } } | undefined
    for (const event of events) {
      const summary = (await (await request.get(`/api/events/${event.id}/reviews/summary`)).json()).data
      if (summary?.hasReviews && summary.totalReviews > 0) {
        target = { id: event.id, summary }
        break
      }
    }
    test.skip(!target, 'no demo event with reviews')
    await page.goto(`/events/${target!.id}`)
    const rating = page.getByTestId('event-rating')
    await expect(rating).toContainText(`${target!.summary.verifiedReviews} geverifieerd`)
    await expect(rating).toHaveAttribute('href', '#reviews')
    await expect(page.locator('#reviews').getByTestId('review').first()).toBeVisible()
  })

  test('unknown and malformed event ids show Event niet gevonden with status 404 and a link home', async ({ page }) => {
    for (const path of ['/events/99999999', '/events/abc', '/events/0']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Event niet gevonden')
      await expect(page.getByTestId('event-not-found').getByRole('link')).toHaveAttribute('href', '/')
    }
  })

  test('the event pages follow the language choice', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }])
    await page.goto('/events?search=zzzqqq-geen-resultaat')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByTestId('events-empty')).toContainText('No events found')
    await page.goto('/events/abc')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Event not found')
  })
})

/** A literal string inside a RegExp. */
function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
