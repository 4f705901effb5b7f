import { test, expect, type APIRequestContext } from '@playwright/test'
import { seriousViolations } from './support/axe'

/*
 * axe on every public page and state: no violation of impact serious or critical,
 * in Dutch on a phone and in English on a desktop.
 */

const INFO_PAGES = [
  'algemene-voorwaarden',
  'privacyverklaring',
  'merchant-agreement',
  'hoe-het-werkt-voor-venues',
  'hoe-het-werkt-voor-evenementen',
  'hoe-het-werkt-voor-ticketpoints',
  'agent-agreement',
  'venue-operator-agreement',
  'cookiepolicy',
  'help-center',
  'contact',
]

/** Sign-in, registration and recovery pages as a signed-out visitor sees them (the dialog: auth.e2e.ts). */
const AUTH_PAGES = [
  '/user-login',
  '/login',
  '/organizer-auth',
  '/agent-login',
  '/venue-login',
  '/register-user',
  '/register-organizer',
  '/register-agent',
  '/register-venue-operator',
  '/register-venue',
  '/verify-email',
  '/verify-email?token=ongeldig',
  '/verify-whatsapp',
  '/forgot-password',
  '/reset-password?token=ongeldig',
]

async function firstId(request: APIRequestContext, path: string): Promise<number> {
  const body = await (await request.get(path)).json()
  return body.data[0].id
}

async function venueIdWithStatus(request: APIRequestContext, status: number): Promise<number> {
  for (let id = 1; id <= 60; id++) {
    if ((await request.get(`/api/venues/${id}`)).status() === status) return id
  }
  throw new Error(`no venue answers ${status}`)
}

/** Every public page and state, in three groups (each its own journey, so a slow machine times out no group). */
async function publicPathGroups(request: APIRequestContext): Promise<Record<string, string[]>> {
  const eventId = await firstId(request, '/api/events/public')
  const venueId = await firstId(request, '/api/venues/public')
  const event = (await (await request.get(`/api/events/${eventId}`)).json()).data
  return {
    catalogue: [
      '/',
      '/events',
      '/events?search=zzzz-geen-resultaat',
      `/events/${eventId}`,
      '/events/999999',
      '/venues',
      `/venues/${venueId}`,
      `/venues/${await venueIdWithStatus(request, 403)}`,
      '/venues/999999',
      `/organizer/${event.organizer.id}`,
      '/organizer/999999',
      // Ticketswitch, all listings and one event's (empty or not), and its sell part for signed-out visitors.
      '/ticketswitch',
      `/ticketswitch?eventId=${eventId}`,
    ],
    information: [...INFO_PAGES.map((slug) => `/pages/${slug}`), '/deze-pagina-bestaat-niet'],
    'sign-in and payment': [...AUTH_PAGES, ...paymentPaths(eventId)],
  }
}

/** The payment pages (buying issue) in their states without an order behind them; a real order: buying.e2e.ts. */
function paymentPaths(eventId: number): string[] {
  return [
    `/payment/success?type=free&orderNumber=ST-ABCDEFGH23&eventId=${eventId}`,
    `/payment-success?type=free&orderNumber=ST-ABCDEFGH23&eventId=${eventId}`,
    `/payment/success?orderNumber=ST-ABCDEFGH23&key=${'0'.repeat(32)}&eventId=${eventId}`,
    `/payment/cancelled?eventId=${eventId}`,
    `/mock-uni5pay-checkout?paymentId=u5p_${'0'.repeat(24)}`,
  ]
}

// Dutch on a phone and English on a desktop: both languages and both layouts within CI's time.
for (const { lang, viewport } of [
  { lang: 'nl', viewport: { name: 'phone', width: 390, height: 844 } },
  { lang: 'en', viewport: { name: 'desktop', width: 1280, height: 900 } },
]) {
  for (const group of ['catalogue', 'information', 'sign-in and payment']) {
    test(`axe: no serious or critical violations on the public pages (${lang}, ${viewport.name}, ${group})`, async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      // About twenty pages with axe each: half a minute on an idle 2-core machine, several times that under load.
      test.setTimeout(180_000)
      await page.setViewportSize({ width: viewport.width, height: viewport.height })
      await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }])
      const paths = (await publicPathGroups(request))[group]
      expect(paths.length, `pages in the group ${group}`).toBeGreaterThan(0)
      const problems: string[] = []
      for (const path of paths) {
        await page.goto(path)
        await page.waitForLoadState('networkidle')
        for (const violation of await seriousViolations(page)) problems.push(`${path}: ${violation}`)
      }
      expect(problems, problems.join('\n')).toEqual([])
    })
  }
}

test('axe: the ticket selection and checkout dialogs (nl, phone)', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const events = (await (await request.get('/api/events/public')).json()).data as { id: number; title: string }[]
  const event = events.find((e) => e.title === 'Sranan Toneel: Mi Gudu')!
  await page.goto(`/events/${event.id}`)
  // The click loads the buying island (client:interaction) and still opens the dialog.
  await page.getByTestId('buy-button-bar').click()
  const selection = page.getByTestId('ticket-selection')
  await expect(selection).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await selection.getByRole('button', { name: 'Eén Regulier meer' }).click()
  await selection.getByTestId('selection-proceed').click()
  await expect(page.getByTestId('checkout').getByTestId('hold-status')).toHaveAttribute('data-phase', 'reserved')
  await expect(page.getByTestId('payment-methods').getByRole('radio').first()).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.getByTestId('checkout-back').click()
  await page.getByTestId('leave-confirm-yes').click()
})

test('the language choice persists across pages; pages with scripts mirror it in localStorage', async ({ page, request }) => {
  const eventId = await firstId(request, '/api/events/public')
  const venueId = await firstId(request, '/api/venues/public')
  await page.goto('/')
  await page.getByTestId('language-switcher').getByRole('link', { name: 'Deutsch' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  for (const path of ['/events', `/events/${eventId}`, '/venues', `/venues/${venueId}`, '/pages/help-center']) {
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByTestId('language-switcher').locator('a[aria-current="true"]')).toHaveText('Deutsch')
  }
  // SPEC §1: kept under `language` and announced with `languageChanged` (event page has client scripts).
  await page.addInitScript(() => {
    const w = window as unknown as { languageEvents: string[] }
    w.languageEvents = []
    addEventListener('languageChanged', (e) => w.languageEvents.push((e as CustomEvent<{ language: string }>).detail.language))
  })
  await page.goto(`/events/${eventId}?lang=fr`)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('fr')
  expect(await page.evaluate(() => (window as unknown as { languageEvents: string[] }).languageEvents)).toEqual(['fr'])
  await page.goto(`/venues/${venueId}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await page.waitForLoadState('load')
  // Unchanged language: no new announcement.
  expect(await page.evaluate(() => (window as unknown as { languageEvents: string[] }).languageEvents)).toEqual([])
  await page.goto('/?lang=nl')
})
