import { createHash } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { test, expect, type Page } from '@playwright/test'
import { signInOnLoginPage, sql } from './support/auth_helpers'

/*
 * Finding 7: every part of the one origin carries its security headers, and the pages satisfy
 * their Content Security Policy (any violation the browser reports fails the test): the storefront with
 * its islands, inline scripts, the interactive map and an admin's header/body snippets; the back office;
 * demo pictures stored as SVG downloads still show in an <img>.
 */

/** Records every CSP violation from before the page's first script (init scripts are not subject to the CSP). */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { cspViolations: seen })
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`))
  })
}

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
}

/** Loaded, with every island that loads by itself hydrated (the buy island waits for a touch: client:interaction). */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle')
  await expect(page.locator('astro-island[ssr]:not([client="interaction"])')).toHaveCount(0)
}

const FAKE_GOOGLE_MAPS = `(() => {
  const ns = window.google.maps
  class Map { constructor(el) { el.dataset.fakeMap = 'yes' } }
  class Marker { constructor() {} }
  ns.importLibrary = async (name) => (name === 'maps' ? { Map } : name === 'marker' ? { Marker } : {})
  ns.__ib__()
})()`

test.describe('security headers outside /api', () => {
  test('storefront pages, an event page, the back office and an upload carry their headers', async ({ request }) => {
    const event = (await (await request.get('/api/events/public')).json()).data[0]
    for (const path of ['/', `/events/${event.id}`, '/admin/', '/organizer-dashboard']) {
      const response = await request.get(path)
      const headers = response.headers()
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
      expect(headers['content-security-policy'], path).toContain("object-src 'none'")
      expect(headers['x-frame-options'], path).toBe('DENY')
      expect(headers['x-content-type-options'], path).toBe('nosniff')
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
      // Plain http here, and X-Forwarded-Proto from a client that is not a trusted proxy means nothing.
      expect(headers['strict-transport-security'], path).toBeUndefined()
    }
    expect((await request.get('/admin/')).headers()['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval';")
    const spoofed = await request.get('/', { headers: { 'x-forwarded-proto': 'https' } })
    expect(spoofed.headers()['strict-transport-security']).toBeUndefined()

    const { logoUrl } = (await (await request.get('/api/platform-settings/public')).json()).data
    expect(logoUrl).toMatch(/^\/uploads\/.+\.svg$/)
    const upload = await request.get(logoUrl)
    expect(upload.status()).toBe(200)
    expect(upload.headers()['content-disposition']).toBe('attachment')
    expect(upload.headers()['content-security-policy']).toContain('sandbox')
    expect(upload.headers()['x-content-type-options']).toBe('nosniff')
    expect((await request.get('/uploads/demo/.hidden.svg')).headers()['content-type']).toContain('text/html')
  })

  test('storefront pages run under their CSP without a violation, demo SVG pictures included', async ({ page, request }) => {
    await recordViolations(page)
    const event = (await (await request.get('/api/events/public')).json()).data[0]
    const venue = (await (await request.get('/api/venues/public')).json()).data[0]
    for (const path of [
      '/',
      '/events',
      `/events/${event.id}`,
      '/venues',
      `/venues/${venue.id}`,
      '/login',
      '/pages/help-center',
      '/ticketswitch',
    ]) {
      await page.goto(path)
      await settled(page)
      expect(await violations(page), path).toEqual([])
    }
    // Stored as SVG downloads (Content-Disposition: attachment), the demo pictures still render.
    await page.goto('/')
    await settled(page)
    const pictures = page.locator('img[src^="/uploads/"]')
    expect(await pictures.count()).toBeGreaterThan(0)
    for (const picture of await pictures.all()) {
      await picture.scrollIntoViewIfNeeded()
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    }
  })

  test("every inline script a storefront page serves carries its hash or the response's nonce; nothing else inline runs", async ({
    request,
  }) => {
    const event = (await (await request.get('/api/events/public')).json()).data[0]
    const venue = (await (await request.get('/api/venues/public')).json()).data[0]
    const paths = [
      '/',
      '/events',
      `/events/${event.id}`,
      '/venues',
      `/venues/${venue.id}`,
      '/login',
      '/pages/contact',
      '/user-dashboard',
      '/ticketswitch',
    ]
    for (const path of [...paths, `/embed/events/${event.id}`, '/no-such-page']) {
      const response = await request.get(path)
      const policy = response.headers()['content-security-policy'] ?? ''
      const scriptSrc = (policy.split(';').find((part) => part.trim().startsWith('script-src ')) ?? '').trim().split(/\s+/).slice(1)
      expect(scriptSrc, path).toContain("'self'")
      // The e2e server has a maps key and no reCAPTCHA key (playwright.config.ts); no admin tags are set here.
      expect(scriptSrc, path).toContain('https://*.googleapis.com')
      expect(
        scriptSrc.filter((source) => ["'unsafe-inline'", 'https:', 'http:', '*', 'data:'].includes(source)),
        path
      ).toEqual([])
      expect(
        scriptSrc.some((source) => source.includes('recaptcha')),
        path
      ).toBe(false)
      const nonces = scriptSrc.filter((source) => source.startsWith("'nonce-")).map((source) => source.slice(7, -1))
      expect(nonces, path).toHaveLength(1)
      const html = await response.text()
      let inline = 0
      for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
        const type = /\stype="([^"]*)"/i.exec(attributes)?.[1] ?? ''
        if (/\ssrc=/i.test(attributes) || !['', 'module', 'text/javascript'].includes(type)) continue
        inline++
        const nonce = /\snonce="([^"]*)"/i.exec(attributes)?.[1]
        const hash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`
        expect(nonce === nonces[0] || scriptSrc.includes(hash), `${path}: <script${attributes}>${body.slice(0, 80)}`).toBe(true)
      }
      if (path !== '/no-such-page') expect(inline, path).toBeGreaterThan(0)
    }
    // A new nonce for each response.
    const nonceOf = async () => /'nonce-([^']+)'/.exec((await request.get('/login')).headers()['content-security-policy'] ?? '')?.[1]
    expect(await nonceOf()).not.toBe(await nonceOf())
  })

  test("an inline script without the nonce or a hash is refused by the browser; the page's own still run", async ({ page, request }) => {
    const event = (await (await request.get('/api/events/public')).json()).data[0]
    await recordViolations(page)
    await page.route(
      (url) => url.pathname === `/events/${event.id}`,
      async (route) => {
        const response = await route.fetch()
        const html = (await response.text()).replace('</body>', '<script>window.injectedRan = true</script></body>')
        await route.fulfill({ response, body: html })
      }
    )
    await page.goto(`/events/${event.id}`)
    await settled(page)
    expect(await page.evaluate(() => Object.hasOwn(window, 'injectedRan'))).toBe(false)
    expect((await violations(page)).filter((violation) => violation.startsWith('script-src'))).toEqual(['script-src-elem inline'])
    // LanguageSync (an is:inline script with the nonce) ran, and the islands hydrated (Astro's hashed script).
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('nl')
  })

  test('the interactive map and the buy dialog run under the CSP', async ({ page, request }) => {
    await recordViolations(page)
    await page.route('**/api/internal/maps/api-key', (route) => route.fulfill({ json: { success: true, apiKey: 'test-browser-key' } }))
    await page.route('https://maps.googleapis.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_GOOGLE_MAPS }))
    const venues = (await (await request.get('/api/venues/public')).json()).data as { id: number }[]
    let mapped: number | undefined
    for (const venue of venues) {
      const data = (await (await request.get(`/api/venues/${venue.id}/map-data`)).json()).data
      if (data.coordinates) mapped = venue.id
      if (mapped) break
    }
    await page.goto(`/venues/${mapped}`)
    const map = page.getByTestId('venue-map')
    await map.scrollIntoViewIfNeeded()
    await expect(map.locator('.map-frame')).toHaveAttribute('data-map-state', 'interactive', { timeout: 10_000 })
    expect(await violations(page)).toEqual([])

    const event = (await (await request.get('/api/events/public')).json()).data[0]
    await page.goto(`/events/${event.id}`)
    await settled(page)
    await page.getByTestId('buy-button').click()
    await expect(page.getByTestId('ticket-selection').getByRole('heading', { name: 'Selecteer Tickets' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(await violations(page)).toEqual([])
  })

  test("an admin's header and body snippets (inline and https: scripts) run; the page stays violation-free", async ({ page }) => {
    const [{ header_tag: header, body_tag: body }] = (await sql('SELECT header_tag, body_tag FROM platform_settings WHERE id = 1')).rows
    try {
      await sql('UPDATE platform_settings SET header_tag = $1, body_tag = $2 WHERE id = 1', [
        '<script>window.headerSnippetRan = true</script><script async src="https://analytics.example/tag.js"></script>',
        '<script>window.bodySnippetRan = true</script>',
      ])
      await page.route('https://analytics.example/**', (route) =>
        route.fulfill({ contentType: 'text/javascript', body: 'window.externalSnippetRan = true' })
      )
      await recordViolations(page)
      // The storefront keeps the tags 5 s (lib/api/platform.ts).
      await expect
        .poll(
          async () => {
            await page.goto('/pages/contact')
            return page.evaluate(() => Object.hasOwn(window, 'bodySnippetRan'))
          },
          { timeout: 15_000 }
        )
        .toBe(true)
      await page.waitForLoadState('networkidle')
      expect(await page.evaluate(() => [Object.hasOwn(window, 'headerSnippetRan'), Object.hasOwn(window, 'externalSnippetRan')])).toEqual([
        true,
        true,
      ])
      expect(await violations(page)).toEqual([])
      // The one exception while tags are set: https: scripts and the nonce on the tags' scripts, never 'unsafe-inline'.
      const tagged = await page.request.get('/pages/contact')
      const scriptSrc = /script-src ([^;]*)/.exec(tagged.headers()['content-security-policy'] ?? '')?.[1].split(' ') ?? []
      expect(scriptSrc).toContain('https:')
      expect(scriptSrc).not.toContain("'unsafe-inline'")
      const nonce = scriptSrc.find((source) => source.startsWith("'nonce-"))?.slice(7, -1)
      expect(await tagged.text()).toContain(`<script nonce="${nonce}">window.bodySnippetRan = true</script>`)
    } finally {
      await sql('UPDATE platform_settings SET header_tag = $1, body_tag = $2 WHERE id = 1', [header, body])
    }
  })

  test('the back office runs under its CSP without a violation', async ({ page }) => {
    await recordViolations(page)
    await signInOnLoginPage(page, 'admin@demo.sr', 'Demo1234!', '/dashboard')
    await page.waitForLoadState('networkidle')
    await expect(page.locator('#root')).not.toBeEmpty()
    expect(await violations(page)).toEqual([])
  })

  test('no page of ours can be framed by another site', async ({ page, baseURL }) => {
    // Another site: a bare server of the test's own on a free port, framing our pages.
    const other = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>other</body></html>'))
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
    try {
      await page.goto(`http://localhost:${(other.address() as AddressInfo).port}/`)
      for (const path of ['/', '/admin/', '/logout']) {
        const src = new URL(path, baseURL).href
        await page.evaluate(async (url) => {
          const iframe = document.createElement('iframe')
          iframe.src = url
          document.body.append(iframe)
          await new Promise((resolve) => iframe.addEventListener('load', resolve))
        }, src)
        // A refused frame shows the browser's error page instead of ours.
        const framed = page.frames().filter((frame) => frame !== page.mainFrame())
        expect(
          framed.map((frame) => frame.url()),
          path
        ).toEqual(['chrome-error://chromewebdata/'])
        await page.evaluate(() => document.querySelectorAll('iframe').forEach((iframe) => iframe.remove()))
      }
    } finally {
      other.close()
    }
  })
})
