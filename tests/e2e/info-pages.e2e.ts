import { test, expect } from '@playwright/test'
import pg from 'pg'

/* SPEC §2: the eleven info pages under /pages/, in Dutch and translated into en, es, fr and de. */
const INFO_PAGES: [slug: string, dutchHeading: string][] = [
  ['algemene-voorwaarden', 'Algemene voorwaarden'],
  ['privacyverklaring', 'Privacyverklaring'],
  ['merchant-agreement', 'Overeenkomst voor organisatoren'],
  ['hoe-het-werkt-voor-venues', 'Hoe het werkt voor venues'],
  ['hoe-het-werkt-voor-evenementen', 'Hoe het werkt voor evenementen'],
  ['hoe-het-werkt-voor-ticketpoints', 'Hoe het werkt voor ticketpoints'],
  ['agent-agreement', 'Overeenkomst voor agents'],
  ['venue-operator-agreement', 'Overeenkomst voor venue-operators'],
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

  test('each language shows its own translation of the document, with no Dutch-only notice', async ({ page }) => {
    const expected = {
      en: ['Privacy statement', '1. Who is responsible'],
      es: ['Declaración de privacidad', '1. Quién es el responsable'],
      fr: ['Déclaration de confidentialité', '1. Qui est responsable'],
      de: ['Datenschutzerklärung', '1. Wer verantwortlich ist'],
    }
    for (const [lang, [title, firstSection]] of Object.entries(expected)) {
      await page.goto(`/pages/privacyverklaring?lang=${lang}`)
      await expect(page.locator('main h1')).toHaveText(title)
      await expect(page.locator('main article h2').first()).toHaveText(firstSection)
      await expect(page.locator('main article')).not.toHaveAttribute('lang', /./)
      await expect(page.locator('main [role="note"]')).toHaveCount(0)
      // The table of contents follows the translated headings.
      await expect(page.locator('nav.info-toc a').first()).toHaveText(firstSection)
    }
    await page.goto('/pages/help-center?lang=de')
    await expect(page.locator('main article')).toContainText('Wie kaufe ich ein Ticket?')
    await page.goto('/pages/privacyverklaring?lang=nl')
    await expect(page.locator('main article h2').first()).toHaveText('1. Wie is verantwoordelijk')
  })

  test('a new page starts at the top; tab and paging links land on their section', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 700 })
    // Every page ships without a scroll script: a full page load starts at the top (SPEC §2).
    await page.goto('/pages/algemene-voorwaarden?lang=nl')
    // (Only the header's login dialog is there, loaded when 'Inloggen' is touched.)
    expect(await page.locator('script[src]').count()).toBe(0)
    expect(await page.locator('astro-island:not([client="interaction"])').count()).toBe(0)
    await page.evaluate(() => window.scrollTo(0, 1500))
    await page.locator('footer a[href="/pages/privacyverklaring"]').click()
    await expect(page).toHaveURL(/\/pages\/privacyverklaring$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

    // A tab link keeps the visitor's place (SPEC §2: no scroll to the top with a tab or page parameter; KeepScroll.astro,
    // and #events when scripts are off), so the visitor stays at the events card instead of the top.
    const venueId = (await (await request.get('/api/venues/public')).json()).data[0].id
    await page.goto(`/venues/${venueId}`)
    await page.getByTestId('tab-past').click()
    await expect(page).toHaveURL(/eventsTab=past(#events)?$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
    await expect(page.locator('#events')).toBeInViewport()
  })

  test('platform header and body tags are rendered by the server, scripts included', async ({ page }) => {
    const db = new pg.Client({
      connectionString: `postgres://postgres:postgres@127.0.0.1:${process.env.E2E_PG_PORT || '54359'}/suritickets`,
    })
    await db.connect()
    try {
      await db.query('UPDATE platform_settings SET header_tag = $1, body_tag = $2', [
        '<meta name="e2e-header-tag" content="1"><script>window.e2eHeaderTag = true</script>',
        '<div id="e2e-body-tag"></div>',
      ])
      // The storefront keeps the tags a few seconds (lib/api/platform.ts).
      await expect(async () => {
        await page.goto('/pages/contact')
        await expect(page.locator('head meta[name="e2e-header-tag"]')).toHaveCount(1, { timeout: 500 })
      }).toPass({ timeout: 15_000 })
      expect(await page.evaluate(() => (window as unknown as { e2eHeaderTag?: boolean }).e2eHeaderTag)).toBe(true)
      await expect(page.locator('body > #e2e-body-tag')).toHaveCount(1)
      // In the HTML itself, not added by a script after load.
      const html = await (await page.request.get('/pages/contact')).text()
      expect(html).toContain('<meta name="e2e-header-tag" content="1">')
      expect(html.indexOf('id="e2e-body-tag"')).toBeGreaterThan(html.indexOf('</footer>'))
    } finally {
      await db.query('UPDATE platform_settings SET header_tag = NULL, body_tag = NULL')
      await db.end()
    }
  })
})
