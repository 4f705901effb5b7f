import { test, expect, type Page } from '@playwright/test'
import { mkdirSync } from 'node:fs'
import { sharedLogIn, storeSignedInSession, type Grant } from './support/stored_session'
import { sql } from './support/auth_helpers'

/*
 * SPEC §2 and §6 on the storefront: the agents' notification bell in the header (SPEC §2/§6: agents only), the organizer
 * page's review panel for venue operators only and its contact address, the scroll rule of SPEC §2, and /test-auth.
 * Screenshots of each changed page (phone and desktop, Dutch and English) go to SHOTS (default /tmp/shots-storefront).
 */
const SHOTS = process.env.SHOTS_DIR || '/tmp/shots-storefront'
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const

async function shoot(page: Page, name: string, open?: (page: Page) => Promise<void>) {
  mkdirSync(SHOTS, { recursive: true })
  const url = page.url()
  for (const lang of ['nl', 'en'] as const) {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport)
      const target = new URL(url)
      target.searchParams.set('lang', lang)
      await page.goto(target.href)
      if (open) await open(page)
      await page.screenshot({ path: `${SHOTS}/${name}-${lang}-${viewport.name}.png` })
    }
  }
  // Back to Dutch for whatever follows.
  const back = new URL(url)
  back.searchParams.set('lang', 'nl')
  await page.goto(back.href)
}

const auth = (grant: Grant) => ({ Authorization: `Bearer ${grant.token}` })

test.describe('agents’ notification bell in the storefront header', () => {
  test('an agent sees the bell with the unread count, opens it and marks one read; a buyer and an organizer see no bell', async ({
    page,
    request,
    baseURL,
  }) => {
    // Eight screenshots besides the journey.
    test.setTimeout(180_000)
    const agent = await sharedLogIn(request, 'agent@demo.sr')
    const agentId = (agent.user as { agentId?: number }).agentId
    expect(agentId, 'the demo agent works for an agent').toBeTruthy()
    const before = (await (await request.get(`/api/agent-notifications/${agentId}`, { headers: auth(agent) })).json()) as {
      data: { id: number; isRead: boolean; title: string }[]
      unreadCount: number
    }
    expect(before.unreadCount).toBeGreaterThan(0)
    const unreadIds = before.data.filter((item) => !item.isRead).map((item) => item.id)

    try {
      await storeSignedInSession(page, agent, baseURL!)
      await page.goto('/events')
      const bell = page.getByTestId('notification-bell')
      await expect(bell).toBeVisible()
      await expect(page.getByTestId('notification-count')).toHaveText(String(before.unreadCount))
      await expect(bell.locator('summary')).toHaveAttribute('aria-label', `Notificaties (${before.unreadCount} ongelezen)`)

      await bell.locator('summary').click()
      const items = bell.getByTestId('notification-item')
      await expect(items).toHaveCount(before.data.length)
      await expect(bell).toContainText('Partnerschap afgewezen')
      const firstUnread = items.and(page.locator('[data-read="false"]')).first()
      await firstUnread.click()
      await expect(page.getByTestId('notification-count')).toHaveText(String(before.unreadCount - 1))
      const after = await (await request.get(`/api/agent-notifications/${agentId}`, { headers: auth(agent) })).json()
      expect(after.unreadCount).toBe(before.unreadCount - 1)

      // English: the same bell in English, the stored Dutch read back in the reader's language.
      await page.goto('/events?lang=en')
      await page.getByTestId('notification-bell').locator('summary').click()
      await expect(page.getByTestId('notification-bell')).toContainText('Mark all read')
      await expect(page.getByTestId('notification-bell')).toContainText('Partnership rejected')
      await page.goto('/events?lang=nl')

      await shoot(page, 'bell-events', async (p) => {
        await expect(p.getByTestId('notification-count')).toBeVisible()
        await p.getByTestId('notification-bell').locator('summary').click()
        await expect(p.getByTestId('notification-item').first()).toBeVisible()
      })

      // 'Alles gelezen' reads them all.
      await page.getByTestId('notification-bell').locator('summary').click()
      await page.getByRole('button', { name: 'Alles gelezen' }).click()
      await expect(page.getByTestId('notification-count')).toBeHidden()
      await expect(page.getByRole('button', { name: 'Alles gelezen' })).toBeDisabled()
      expect((await (await request.get(`/api/agent-notifications/${agentId}`, { headers: auth(agent) })).json()).unreadCount).toBe(0)
    } finally {
      // Other journeys read the demo agent's unread notifications.
      await sql('UPDATE agent_notifications SET is_read = false WHERE id = ANY($1::int[])', [unreadIds])
    }
  })

  for (const email of ['user@demo.sr', 'organizer@demo.sr']) {
    test(`${email} sees no bell and loads no bell script`, async ({ page, request, baseURL }) => {
      const grant = await sharedLogIn(request, email)
      await storeSignedInSession(page, grant, baseURL!)
      const scripts: string[] = []
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(r.url())
      })
      await page.goto('/events')
      await expect(page.getByTestId('account-menu')).toBeVisible()
      await expect(page.getByTestId('notification-bell')).toHaveCount(0)
      expect(await page.content()).not.toContain('agent-notifications')
      expect(scripts.filter((url) => /bell/i.test(url))).toEqual([])
    })
  }
})

test.describe('organizer page', () => {
  test('only a venue operator gets the review panel; the contact block falls back to the full personal address', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000)
    const organizer = await sharedLogIn(request, 'organizer@demo.sr')
    const path = `/organizer/${organizer.user.id}?eventsTab=upcoming`
    const saved = (
      await sql(
        'SELECT business_street_name, business_house_number, business_neighborhood, business_district, street_name, house_number, neighborhood, city_town, district FROM users WHERE id = $1',
        [organizer.user.id]
      )
    ).rows[0]
    try {
      // Guest: the reviews, no panel.
      await page.goto(path)
      await expect(page.getByTestId('reviews')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Schrijf een review' })).toHaveCount(0)

      // No business address: the personal address in full.
      await sql(
        `UPDATE users SET business_street_name = NULL, business_house_number = NULL, business_neighborhood = NULL, business_district = NULL,
           street_name = 'Gravenstraat', house_number = '21', neighborhood = 'Centrum', city_town = 'Paramaribo', district = 'paramaribo'
         WHERE id = $1`,
        [organizer.user.id]
      )
      await page.goto(path)
      await expect(page.getByTestId('organizer-contact')).toContainText('Gravenstraat 21, Centrum, Paramaribo')

      for (const email of ['user@demo.sr', 'agent@demo.sr']) {
        const context = await page.context().browser()!.newContext({ baseURL })
        const other = await context.newPage()
        await storeSignedInSession(other, await sharedLogIn(request, email), baseURL!)
        await other.goto(path)
        await expect(other.getByTestId('account-menu')).toBeVisible()
        await expect(other.getByTestId('reviews')).toBeVisible()
        await expect(other.getByRole('button', { name: 'Schrijf een review' })).toHaveCount(0)
        await context.close()
      }

      const operatorContext = await page.context().browser()!.newContext({ baseURL })
      const operatorPage = await operatorContext.newPage()
      await storeSignedInSession(operatorPage, await sharedLogIn(request, 'venue@demo.sr'), baseURL!)
      await operatorPage.goto(path)
      await expect(operatorPage.getByRole('button', { name: 'Schrijf een review' })).toBeVisible()
      await shoot(operatorPage, 'organizer-operator', async (p) => {
        await p.getByTestId('organizer-contact').scrollIntoViewIfNeeded()
      })
      await operatorContext.close()
      await shoot(page, 'organizer-guest', async (p) => {
        await p.getByTestId('organizer-contact').scrollIntoViewIfNeeded()
      })

      // The API agrees: an agent (no venue) may not review an organizer.
      const buyer = await sharedLogIn(request, 'agent@demo.sr')
      const refused = await request.post('/api/reviews', {
        headers: auth(buyer),
        data: { reviewType: 'organizer', organizerId: organizer.user.id, rating: 5 },
      })
      expect(refused.status()).toBe(403)
      expect((await refused.json()).code).toBe('REVIEW_VENUE_OPERATORS_ONLY')
    } finally {
      await sql(
        `UPDATE users SET business_street_name = $2, business_house_number = $3, business_neighborhood = $4, business_district = $5,
           street_name = $6, house_number = $7, neighborhood = $8, city_town = $9, district = $10 WHERE id = $1`,
        [
          organizer.user.id,
          saved.business_street_name,
          saved.business_house_number,
          saved.business_neighborhood,
          saved.business_district,
          saved.street_name,
          saved.house_number,
          saved.neighborhood,
          saved.city_town,
          saved.district,
        ]
      )
    }
  })
})

test.describe('scroll on route change (SPEC §2)', () => {
  test('paging a list with a page parameter keeps the position; a plain link lands at the top', async ({ page, request }) => {
    const organizer = await sharedLogIn(request, 'organizer@demo.sr')
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`/organizer/${organizer.user.id}?eventsTab=upcoming`)
    const pastTab = page.getByTestId('tab-past')
    // The tab in the lower part of the screen: a position of the visitor's own, not the list's anchor.
    await page.evaluate(() => {
      const tab = document.querySelector('[data-testid="tab-past"]')!
      window.scrollTo(0, tab.getBoundingClientRect().top + window.scrollY - 400)
    })
    const y = await page.evaluate(() => Math.round(window.scrollY))
    expect(y).toBeGreaterThan(100)
    await pastTab.click()
    await page.waitForURL(/eventsTab=past/)
    await expect(page.getByTestId('tab-past')).toHaveAttribute('aria-current', 'page')
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y)
    expect(new URL(page.url()).hash).toBe('')

    // A plain link to another page starts at the top.
    const home = page.locator('a.brand')
    await home.click()
    await page.waitForURL((url) => url.pathname === '/')
    expect(await page.evaluate(() => window.scrollY)).toBe(0)

    // An event card link from a scrolled page: the event page starts at the top.
    await page.goto(`/organizer/${organizer.user.id}?eventsTab=upcoming`)
    const card = page.getByTestId('events-block').locator('a[href^="/events/"]').first()
    await card.scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
    await card.click()
    await page.waitForURL(/\/events\/\d+/)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test.describe('/test-auth', () => {
  test('signed out shows Niet ingelogd; an organizer sees the role and an expiry in the future, never the token', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000)
    await page.goto('/test-auth')
    await expect(page.getByRole('heading', { name: 'Jouw sessie' })).toBeVisible()
    await expect(page.getByTestId('session-status')).toHaveText('Niet ingelogd')
    await expect(page.getByRole('button', { name: 'Nu valideren' })).toBeHidden()
    await shoot(page, 'test-auth-signed-out', async (p) => {
      await expect(p.getByTestId('session-status')).not.toHaveText(/…/)
    })

    const organizer = await sharedLogIn(request, 'organizer@demo.sr')
    const context = await page.context().browser()!.newContext({ baseURL })
    const signedIn = await context.newPage()
    await storeSignedInSession(signedIn, organizer, baseURL!)
    await signedIn.goto('/test-auth')
    await expect(signedIn.getByTestId('session-status')).toHaveText('Ingelogd')
    await expect(signedIn.getByTestId('session-role')).toHaveText('Organisator (organizer)')
    const expires = await signedIn.getByTestId('session-expires').getAttribute('datetime')
    expect(Date.parse(expires!)).toBeGreaterThan(Date.now())
    await expect(signedIn.getByTestId('session-validated')).toHaveText('Nog niet in deze browser')
    await signedIn.getByRole('button', { name: 'Nu valideren' }).click()
    await expect(signedIn.getByText('De API heeft je sessie bevestigd.')).toBeVisible()
    const validated = await signedIn.getByTestId('session-validated').getAttribute('datetime')
    expect(Math.abs(Date.parse(validated!) - Date.now())).toBeLessThan(60_000)
    expect(await signedIn.content()).not.toContain(organizer.token)
    await shoot(signedIn, 'test-auth-organizer', async (p) => {
      await expect(p.getByTestId('session-status')).toHaveText(/Ingelogd|Signed in/)
    })
    await context.close()
  })
})
