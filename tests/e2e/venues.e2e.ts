import { sql } from './support/auth_helpers'
import { test, expect, type APIRequestContext } from '@playwright/test'
import { sharedLogIn, storeSession } from './support/stored_session'
import { statusLine } from './support/status_line'

/*
 * Venue and organizer journeys (SPEC §2 Venue overview, Venue detail, Organizer detail) against
 * the demo data of a fresh server. Ids are looked up through the API, never assumed.
 */

interface VenueRow {
  id: number
  name: string
  maxCapacity: number | null
  customAmenities: string[]
  images: string[]
  district: string | null
}

async function publicVenues(request: APIRequestContext, query = ''): Promise<VenueRow[]> {
  const body = await (await request.get(`/api/venues/public${query}`)).json()
  return body.data as VenueRow[]
}

/** The first id the API answers with the given status (e.g. 403 for an unapproved venue). */
async function venueIdWithStatus(request: APIRequestContext, status: number): Promise<number> {
  for (let id = 1; id <= 60; id++) {
    if ((await request.get(`/api/venues/${id}`)).status() === status) return id
  }
  throw new Error(`no venue answers ${status}`)
}

test.describe('venue journeys', () => {
  test('the overview counts the venues and keeps its filters in the address', async ({ page, request }) => {
    const all = await publicVenues(request)
    const response = await page.goto('/venues')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Venue Overzicht')
    await expect(page.getByTestId('venue-count')).toHaveText(`${all.length} venues gevonden`)
    await expect(page.getByTestId('venue-card')).toHaveCount(all.length)

    // Size filter, SPEC §9 bands: extra large is above 1000.
    const large = all.filter((venue) => (venue.maxCapacity ?? 0) > 1000)
    await page.locator('select[name="capacity"]').selectOption('extra_large')
    await page.getByTestId('venue-filters').locator('button[type="submit"]').click()
    await expect(page).toHaveURL(/capacity=extra_large/)
    await expect(page.getByTestId('venue-count')).toHaveText(`${large.length} venues gevonden`)
    await page.reload()
    await expect(page.locator('select[name="capacity"]')).toHaveValue('extra_large')
    await expect(page.getByTestId('venue-card')).toHaveCount(large.length)

    // District filter.
    const wanica = all.filter((venue) => venue.district === 'wanica')
    await page.goto('/venues?district=wanica')
    await expect(page.getByTestId('venue-count')).toHaveText(`${wanica.length} venues gevonden`)
  })

  test('cards show at most 3 custom amenities then "+N meer"', async ({ page, request }) => {
    const venue = (await publicVenues(request)).find((v) => v.customAmenities.length > 3)
    test.skip(!venue, 'no demo venue with more than 3 custom amenities')
    await page.goto('/venues')
    const card = page.locator(`[data-testid="venue-card"][data-venue-id="${venue!.id}"]`)
    const chips = card.getByTestId('venue-card-amenities').locator('li')
    await expect(chips).toHaveCount(4)
    await expect(chips.last()).toHaveText(`+${venue!.customAmenities.length - 3} meer`)
  })

  test('a search without results shows the empty state and "Reset filters" clears it', async ({ page }) => {
    await page.goto('/venues?search=geen-venue-heet-zo-xyz')
    await expect(page.getByTestId('venue-count')).toHaveText('0 venues gevonden')
    await expect(page.getByTestId('venues-empty')).toBeVisible()
    await page.getByRole('link', { name: 'Reset filters' }).click()
    await expect(page).toHaveURL(/\/venues$/)
    await expect(page.getByTestId('venue-card').first()).toBeVisible()
  })

  test('the venue page shows its blocks', async ({ page, request }) => {
    const venue = (await publicVenues(request)).find((v) => v.images.length >= 2)!
    const response = await page.goto(`/venues/${venue.id}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(venue.name)
    await expect(page).toHaveTitle(new RegExp(`^${venue.name} \\| `))
    await expect(page.getByTestId('venue-gallery')).toBeVisible()
    await expect(page.getByTestId('venue-facilities')).toContainText('Faciliteiten')
    await expect(page.getByTestId('venue-side')).toBeVisible()
    await expect(page.getByTestId('venue-price')).not.toBeEmpty()
    await expect(page.getByTestId('stats')).toContainText('Statistieken')
    await expect(page.getByTestId('tab-upcoming')).toHaveText(/^Aankomende \(\d+\)$/)
    await expect(page.getByTestId('tab-past')).toHaveText(/^Afgelopen \(\d+\)$/)
    await expect(page.getByTestId('reviews')).toBeVisible()
    // The map card loads lazily and ends in one of its SPEC states.
    const map = page.getByTestId('venue-map')
    await map.scrollIntoViewIfNeeded()
    await expect(map.locator('.map-frame')).not.toHaveAttribute('data-map-state', 'loading', { timeout: 10_000 })

    // eventsTab: past is written to the address, the default (upcoming) is not.
    await page.getByTestId('tab-past').click()
    await expect(page).toHaveURL(/eventsTab=past/)
    await page.getByTestId('tab-upcoming').click()
    await expect(page).not.toHaveURL(/eventsTab/)
  })

  test('an unapproved venue shows "Toegang Geweigerd"', async ({ page, request, baseURL }) => {
    const id = await venueIdWithStatus(request, 403)
    const response = await page.goto(`/venues/${id}`)
    expect(response?.status()).toBe(403)
    // The status line says 'Forbidden', not 'OK'.
    expect(await statusLine(new URL(`/venues/${id}`, baseURL).href)).toEqual({ status: 403, reason: 'Forbidden' })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toegang Geweigerd')
    await expect(page.locator('main')).toContainText('nog niet goedgekeurd voor openbare weergave')
  })

  test('the owner and an admin see their unapproved venue; another signed-in visitor does not', async ({ browser, request }) => {
    const id = await venueIdWithStatus(request, 403)
    const viewAs = async (email: string) => {
      const context = await browser.newContext()
      const page = await context.newPage()
      await storeSession(page, await sharedLogIn(page.request, email))
      const response = await page.goto(`/venues/${id}`)
      return { context, page, response }
    }

    // A review of the hidden venue: visitors cannot read it through the API; its owner sees it on the page.
    const [{ id: reviewId }] = (
      await sql(
        `INSERT INTO reviews (review_type, venue_id, rating, comment, review_status, is_verified, responded_at)
         VALUES ('venue', $1, 5, 'Mooie zaal, nog niet openbaar', 'approved', true, now()) RETURNING id`,
        [id]
      )
    ).rows
    expect((await request.get(`/api/venues/${id}/reviews`)).status()).toBe(403)

    // The owner: the token is handed over once, the page reloads and shows the venue with a notice.
    const owner = await viewAs('venue@demo.sr')
    await expect(owner.page.getByTestId('venue-detail')).toBeVisible()
    await expect(owner.page.getByTestId('venue-pending')).toContainText('Nog niet goedgekeurd')
    await expect(owner.page.getByTestId('reviews')).toContainText('Mooie zaal, nog niet openbaar')
    await sql('DELETE FROM reviews WHERE id = $1', [reviewId])
    await expect(owner.page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    // Tabs and other links on the page keep working without another round of hand-over.
    await owner.page.getByTestId('tab-past').click()
    await expect(owner.page).toHaveURL(/eventsTab=past/)
    await expect(owner.page.getByTestId('venue-detail')).toBeVisible()
    await owner.context.close()

    const admin = await viewAs('admin@demo.sr')
    await expect(admin.page.getByTestId('venue-detail')).toBeVisible()
    await admin.context.close()

    // A signed-in visitor who is neither: one try, then 'Toegang Geweigerd' stays (no reload loop).
    const visitor = await viewAs('user@demo.sr')
    await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText('Toegang Geweigerd')
    await expect(visitor.page.getByTestId('detail-state-forbidden')).toBeVisible()
    const navigations: string[] = []
    visitor.page.on('framenavigated', (frame) => navigations.push(frame.url()))
    await visitor.page.waitForTimeout(1500)
    expect(navigations).toEqual([])
    await visitor.context.close()
  })

  test('an unknown or invalid venue id shows "Venue niet gevonden" with a way back', async ({ page }) => {
    for (const path of ['/venues/987654', '/venues/abc']) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Venue niet gevonden')
      await expect(page.locator('main').getByRole('link', { name: 'Terug naar venues' })).toHaveAttribute('href', '/venues')
    }
  })

  test('the gallery opens full screen and wraps around with the arrow keys; Escape closes it', async ({ page, request }) => {
    const venue = (await publicVenues(request)).find((v) => v.images.length >= 3)!
    const total = venue.images.length
    await page.goto(`/venues/${venue.id}`)
    await page.waitForLoadState('networkidle')
    await page.getByTestId('venue-gallery').locator('.gallery-hero').click()
    const viewer = page.getByTestId('gallery-viewer')
    await expect(viewer).toBeVisible()
    const counter = page.getByTestId('gallery-counter')
    await expect(counter).toHaveText(`1 / ${total}`)
    await page.keyboard.press('ArrowRight')
    await expect(counter).toHaveText(`2 / ${total}`)
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect(counter).toHaveText(`${total} / ${total}`)
    await page.keyboard.press('ArrowRight')
    await expect(counter).toHaveText(`1 / ${total}`)
    await page.keyboard.press('Escape')
    await expect(viewer).toBeHidden()
  })
})

test.describe('organizer journeys', () => {
  test('the organizer page shows name, badge, since-date, events tab in the address, reviews and contact', async ({ page, request }) => {
    const events = (await (await request.get('/api/events/public')).json()).data as { organizer: { id: number; name: string } }[]
    const organizer = events[0].organizer
    const profile = (await (await request.get(`/api/users/${organizer.id}`)).json()).data
    await page.goto(`/organizer/${organizer.id}`)
    // SPEC §2: eventsTab is always written to the address on the organizer page.
    await expect(page).toHaveURL(/eventsTab=upcoming/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(profile.name)
    await expect(page).toHaveTitle(new RegExp(`^${profile.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `))
    if (profile.isVerified) await expect(page.getByTestId('organizer-verified')).toHaveText('Geverifieerde Organisator')
    await expect(page.getByTestId('organizer-since')).toHaveText(/^Actief sinds \d{1,2} [a-z]+ \d{4}$/)
    await expect(page.getByTestId('events-block')).toBeVisible()
    await expect(page.getByTestId('reviews')).toBeVisible()
    await expect(page.getByTestId('organizer-contact')).toContainText('Contactgegevens')
    await page.getByTestId('tab-past').click()
    await expect(page).toHaveURL(/eventsTab=past/)
  })

  test('an address ending in #reviews scrolls to the reviews on event, venue and organizer pages', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 700 })
    const event = ((await (await request.get('/api/events/public')).json()).data as { id: number; organizer: { id: number } }[])[0]
    const venue = (await publicVenues(request))[0]
    // Timers under the test's control: the browser's own jump to the anchor is undone first, so only the
    // page's 500 ms scroll (SPEC §2) can bring the reviews into view.
    await page.clock.install()
    for (const path of [`/events/${event.id}`, `/venues/${venue.id}`, `/organizer/${event.organizer.id}`]) {
      await page.goto(`${path}#reviews`)
      // The browser jumps to the anchor as the page loads (later on a busy machine): undo it only after that.
      await page.waitForLoadState('load')
      await page.evaluate(() => scrollTo(0, 0))
      await page.clock.runFor(100)
      // Not at the reviews yet (a late layout shift may nudge the page by a pixel or two; the reviews are > 300 px down).
      expect(await page.evaluate(() => scrollY), path).toBeLessThan(50)
      await page.clock.runFor(500)
      await expect
        .poll(async () => page.locator('#reviews').evaluate((el) => Math.round(el.getBoundingClientRect().top)), {
          message: path,
          timeout: 5_000,
        })
        .toBeLessThan(200)
      expect(await page.evaluate(() => scrollY), path).toBeGreaterThan(300)
    }
  })

  test('an unknown organizer shows "Organisator niet gevonden"', async ({ page }) => {
    for (const path of ['/organizer/987654', '/organizer/x1']) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Organisator niet gevonden')
    }
  })
})
