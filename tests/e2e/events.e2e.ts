import { test, expect, type Page, type APIRequestContext } from '@playwright/test'

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

  test('category and district filters match the API and survive a reload', async ({ page, request }) => {
    const all = await publicEvents(request)
    const sample = all.find((e) => e.category && e.venue?.district)!
    const query = `?category=${encodeURIComponent(sample.category!)}&district=${sample.venue!.district}`
    const expected = await publicEvents(request, query)
    await page.goto('/events')
    await page.locator('#events-category').selectOption(sample.category!)
    await page.locator('#events-district').selectOption(sample.venue!.district!)
    await page.getByRole('button', { name: 'Toepassen' }).click()
    await expect(page).toHaveURL(/category=.+&district=/)
    await expect(page.getByTestId('events-count')).toHaveText(countText(expected.length))
    await page.reload()
    await expect(page.locator('#events-category')).toHaveValue(sample.category!)
    await expect(page.locator('#events-district')).toHaveValue(sample.venue!.district!)
    for (const card of await page.getByTestId('event-card').all()) {
      await expect(card.getByTestId('category-badge')).toBeVisible()
    }
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
