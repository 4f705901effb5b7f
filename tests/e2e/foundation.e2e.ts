import { test, expect } from '@playwright/test'
import { sharedLogIn, storeSession } from './support/stored_session'
import { statusLine } from './support/status_line'

test.describe('foundation journeys', () => {
  test('the home page renders in Dutch with the header of SPEC §2', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
    await expect(page.getByTestId('hero-title')).toHaveText('Ontdek geweldige evenementen in Suriname')
    const header = page.locator('header')
    for (const label of ['Evenementen', 'Venues', 'Organiseren', 'Ticketswitch', 'Inloggen', 'Registreren']) {
      await expect(header.getByRole('link', { name: label, exact: true }).first()).toBeAttached()
    }
    // Site name comes from the platform settings.
    const settings = await (await page.request.get('/api/platform-settings/public')).json()
    await expect(header).toContainText(settings.data.websiteName)
    await expect(page).toHaveTitle(new RegExp(settings.data.websiteName))
    // Canonical without tracking parameters (SPEC §9).
    await page.goto('/?utm_source=whatsapp&fbclid=abc')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/?]+\/$/)
  })

  test('the hero search offers the seeded categories and all eight districts', async ({ page }) => {
    await page.goto('/')
    const categories = (await (await page.request.get('/api/event-categories')).json()).data as { name: string }[]
    const categoryOptions = await page.locator('select[name="category"] option').allTextContents()
    for (const category of categories) expect(categoryOptions).toContain(category.name)
    const districtOptions = await page.locator('select[name="district"] option').allTextContents()
    for (const district of ['Paramaribo', 'Nickerie', 'Commewijne', 'Wanica', 'Brokopondo', 'Coronie', 'Marowijne', 'Saramacca']) {
      expect(districtOptions).toContain(district)
    }
    await page.locator('input[name="search"]').fill('jazz')
    await page.locator('select[name="district"]').selectOption('paramaribo')
    await page.locator('form[action="/events"] button[type="submit"]').click()
    await expect(page).toHaveURL(/\/events\?search=jazz&district=paramaribo&category=all/)
  })

  test('the language links turn the hero English and the choice survives a reload, with no script', async ({ page, context, baseURL }) => {
    await page.goto('/')
    const switcher = page.getByTestId('language-switcher')
    await expect(switcher.locator('a[aria-current="true"]')).toHaveText('Nederlands')
    await expect(switcher.locator('a[hreflang="en"]')).toHaveText('English')
    await switcher.getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(/[?&]lang=en/)
    await expect(page.getByTestId('hero-title')).toHaveText('Discover Amazing Events in Suriname')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(switcher.locator('a[aria-current="true"]')).toHaveAttribute('hreflang', 'en')
    const cookie = (await context.cookies(baseURL!)).find((c) => c.name === 'lang')
    expect(cookie?.value).toBe('en')
    expect(cookie?.path).toBe('/')
    expect(cookie?.sameSite).toBe('Lax')
    // About a year (SPEC: the choice is kept).
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(360 * 24 * 3600)
    // The home page downloads no script: the choice works through the link and the cookie. (Its one island,
    // the header's login dialog, loads only when 'Inloggen' is touched.)
    expect(await page.locator('script[src]').count()).toBe(0)
    expect(await page.locator('astro-island:not([client="interaction"])').count()).toBe(0)
    await page.goto('/')
    await expect(page.getByTestId('hero-title')).toHaveText('Discover Amazing Events in Suriname')
    await page.reload()
    await expect(page.getByTestId('hero-title')).toHaveText('Discover Amazing Events in Suriname')
    // Back to Dutch for the tests that follow in this browser context.
    await switcher.getByRole('link', { name: 'Nederlands' }).click()
    await expect(page.getByTestId('hero-title')).toHaveText('Ontdek geweldige evenementen in Suriname')
  })

  test('an unknown path shows the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/deze-pagina-bestaat-niet')
    expect(response?.status()).toBe(404)
    await expect(page.locator('main')).toContainText('Pagina niet gevonden')
    await expect(page.locator('main').getByRole('link', { name: /home|start/i })).toHaveAttribute('href', '/')
  })

  test("pages sent with 404 say 'Not Found' in the status line, not 'OK'", async ({ baseURL }) => {
    for (const path of ['/deze-pagina-bestaat-niet', '/404', '/events/2147483000']) {
      expect(await statusLine(new URL(path, baseURL).href), path).toEqual({ status: 404, reason: 'Not Found' })
    }
    expect(await statusLine(new URL('/', baseURL).href)).toEqual({ status: 200, reason: 'OK' })
  })

  test('the API answers health and categories on the same origin', async ({ request }) => {
    const health = await request.get('/api/health')
    expect(health.status()).toBe(200)
    expect((await health.json()).database.status).toBe('ok')
    const categories = await request.get('/api/event-categories')
    const body = await categories.json()
    expect(body.success).toBe(true)
    expect(body.data.length).toBeGreaterThanOrEqual(8)
    for (const c of body.data) expect(c.colorCode).toMatch(/^#[0-9A-Fa-f]{6}$/)
  })

  test('the back office loads and lists the seeded categories from the API', async ({ page }) => {
    const categories = (await (await page.request.get('/api/event-categories')).json()).data as { name: string }[]
    await storeSession(page, await sharedLogIn(page.request, 'admin@demo.sr'))
    await page.goto('/admin/#/event-categories')
    await expect(page.getByText(categories[0].name, { exact: true }).first()).toBeVisible({ timeout: 15_000 })
    await expect(page.locator('table tbody tr')).toHaveCount(Math.min(categories.length, 25))
  })
})
