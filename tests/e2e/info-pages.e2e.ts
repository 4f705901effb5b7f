import { test, expect } from '@playwright/test'

/* SPEC §2: the eleven info pages under /pages/, Dutch documents with a title per language. */
const INFO_PAGES: [slug: string, dutchHeading: string][] = [
  ['algemene-voorwaarden', 'Algemene voorwaarden'],
  ['privacyverklaring', 'Privacyverklaring'],
  ['merchant-agreement', 'Merchant agreement'],
  ['hoe-het-werkt-voor-venues', 'Hoe het werkt voor venues'],
  ['hoe-het-werkt-voor-evenementen', 'Hoe het werkt voor evenementen'],
  ['hoe-het-werkt-voor-ticketpoints', 'Hoe het werkt voor ticketpoints'],
  ['agent-agreement', 'Agent agreement'],
  ['venue-operator-agreement', 'Venue operator agreement'],
  ['cookiepolicy', 'Cookiebeleid'],
  ['help-center', 'Helpcentrum'],
  ['contact', 'Contact'],
]

test.describe('info pages', () => {
  for (const [slug, heading] of INFO_PAGES) {
    test(`/pages/${slug} answers 200 with its Dutch heading`, async ({ page }) => {
      const response = await page.goto(`/pages/${slug}?lang=nl`)
      expect(response?.status()).toBe(200)
      await expect(page.locator('main h1')).toHaveText(heading)
      await expect(page.locator('main')).toContainText('Laatst bijgewerkt:')
      await expect(page).toHaveTitle(new RegExp(`^${heading} \\|`))
    })
  }

  test('an unknown info page is the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/pages/bestaat-niet')
    expect(response?.status()).toBe(404)
    await expect(page.locator('main')).toContainText('Pagina niet gevonden')
  })

  test('the footer links to all eleven info pages', async ({ page }) => {
    await page.goto('/?lang=nl')
    const hrefs = await page.locator('footer a[href^="/pages/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs.sort()).toEqual(INFO_PAGES.map(([slug]) => `/pages/${slug}`).sort())
  })

  test('the table of contents points at headings that exist', async ({ page }) => {
    await page.goto('/pages/algemene-voorwaarden?lang=nl')
    const targets = await page.locator('nav.info-toc a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(targets.length).toBeGreaterThan(5)
    for (const target of targets) await expect(page.locator(`main [id="${target?.slice(1)}"]`)).toHaveCount(1)
  })

  test('other languages show a translated title and a Dutch-only notice', async ({ page }) => {
    await page.goto('/pages/privacyverklaring?lang=en')
    await expect(page.locator('main h1')).toHaveText('Privacy statement')
    await expect(page.locator('main')).toContainText('This document is only available in Dutch.')
    await expect(page.locator('main article')).toHaveAttribute('lang', 'nl')
    await page.goto('/pages/privacyverklaring?lang=nl')
    await expect(page.locator('main')).not.toContainText('alleen beschikbaar in het Nederlands')
  })

  test('a reload starts at the top unless a page, ticketsPage, upcomingPage or tab parameter exists', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 })
    await page.goto('/pages/algemene-voorwaarden?lang=nl')
    await page.evaluate(() => window.scrollTo(0, 1500))
    await page.reload()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

    await page.goto('/pages/algemene-voorwaarden?lang=nl&page=2')
    await page.evaluate(() => window.scrollTo(0, 1500))
    await page.reload()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  })

  test('platform header and body tags are injected after load, scripts included', async ({ page }) => {
    await page.route('**/api/platform/tags', (route) =>
      route.fulfill({
        json: {
          success: true,
          data: {
            headerTag: '<meta name="e2e-header-tag" content="1"><script>window.e2eHeaderTag = true</script>',
            bodyTag: '<div id="e2e-body-tag"></div>',
          },
        },
      })
    )
    await page.goto('/pages/contact')
    await expect(page.locator('head meta[name="e2e-header-tag"]')).toHaveCount(1)
    await expect.poll(() => page.evaluate(() => (window as unknown as { e2eHeaderTag?: boolean }).e2eHeaderTag)).toBe(true)
    await expect(page.locator('body > #e2e-body-tag')).toHaveCount(1)
  })
})
