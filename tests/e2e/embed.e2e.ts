/*
 * The ticket button on the organizer's own website (docs/embed.md): a page on another origin (a node:http server on
 * localhost, while the product runs on 127.0.0.1) includes the snippet; a buyer completes a free and a paid
 * (Uni5Pay+ sandbox) purchase inside it and ends on that page. A page on an origin the organizer did not register
 * cannot frame the checkout; the loader is small, cached and loads nothing until used; the organizer registers the
 * website and copies the snippet in the back office.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test, type FrameLocator, type Request } from '@playwright/test'
import { eventId } from './support/buying_helpers'
import { sql } from './support/auth_helpers'
import { sharedLogIn, storeSession } from './support/stored_session'

const FREE_EVENT = 'Holi Phagwa Kleurenfestival'
const PAID_EVENT = 'Sranan Toneel: Mi Gudu'

interface HostSite {
  server: Server
  origin: string
}

/** A small website on another origin: /shop (button), /inline (a block far down the page), /framed (a bare iframe), /thanks. */
async function startHostSite(product: string): Promise<HostSite> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const id = url.searchParams.get('event') ?? ''
    const lang = url.searchParams.get('lang')
    const back = url.searchParams.get('back')
    const langAttribute = lang ? ` data-lang="${lang}"` : ''
    const returnAttribute = back ? ` data-return-url="${back}"` : ''
    const loader = `<script src="${product}/embed.js" async></script>`
    const pages: Record<string, string> = {
      '/shop': `<h1>Club Tropical</h1>${loader}<a id="buy" href="${product}/events/${id}" data-suritickets-event="${id}"${langAttribute}${returnAttribute}>Tickets kopen</a>`,
      '/inline': `<h1>Agenda</h1>${loader}<div style="height:3000px">Lees verder</div><div id="block" data-suritickets-event="${id}" data-suritickets-inline${langAttribute}></div>`,
      '/framed': `<h1>Vreemde site</h1><iframe id="direct" src="${product}/embed/events/${id}" style="width:600px;height:600px"></iframe>`,
      '/thanks': '<h1 id="thanks">Bedankt voor je bestelling!</h1>',
    }
    const body = pages[url.pathname]
    res.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' })
    res.end(`<!doctype html><html lang="nl"><meta charset="utf-8"><title>Club</title><body>${body ?? 'niet gevonden'}</body></html>`)
  })
  // Every interface: the browser reaches it as localhost, another site than the product's 127.0.0.1.
  await new Promise<void>((resolve) => server.listen(0, resolve))
  return { server, origin: `http://localhost:${(server.address() as AddressInfo).port}` }
}

async function registerWebsite(eventId: number, origin: string) {
  await sql(
    `INSERT INTO organizer_embed_domains (organizer_id, origin)
     SELECT organizer_id, $2 FROM events WHERE id = $1 ON CONFLICT DO NOTHING`,
    [eventId, origin]
  )
}

/** The guest form inside the frame, once the holds are placed. */
async function fillGuestIn(frame: FrameLocator, email: string) {
  const checkout = frame.getByTestId('checkout')
  await expect(checkout.getByTestId('hold-status')).toHaveAttribute('data-phase', 'reserved')
  await checkout.getByLabel('Voornaam').fill('Anika')
  await checkout.getByLabel('Achternaam').fill('Sewdien')
  await checkout.getByLabel('E-mailadres', { exact: true }).fill(email)
  await checkout.getByLabel('Bevestig e-mailadres').fill(email)
  return checkout
}

async function orderOf(email: string): Promise<{ status: string; total: string } | undefined> {
  const rows = await sql('SELECT status, total FROM orders WHERE buyer_email = $1 ORDER BY id DESC LIMIT 1', [email])
  return rows.rows[0]
}

test.describe('the ticket button on another website', () => {
  let host: HostSite
  let stranger: HostSite
  let freeId = 0
  let paidId = 0

  test.beforeAll(async ({ request, baseURL }) => {
    host = await startHostSite(baseURL!)
    stranger = await startHostSite(baseURL!)
    freeId = await eventId(request, FREE_EVENT)
    paidId = await eventId(request, PAID_EVENT)
    await registerWebsite(freeId, host.origin)
    await registerWebsite(paidId, host.origin)
  })

  test.afterAll(async () => {
    await sql('DELETE FROM organizer_embed_domains WHERE origin = ANY($1)', [[host.origin, stranger.origin]])
    await new Promise((resolve) => host.server.close(resolve))
    await new Promise((resolve) => stranger.server.close(resolve))
  })

  test('a free purchase inside the button’s frame ends on the organizer’s page', async ({ page, baseURL }) => {
    const ours: string[] = []
    page.on('request', (request: Request) => {
      if (request.url().startsWith(baseURL!)) ours.push(new URL(request.url()).pathname)
    })
    await page.goto(`${host.origin}/shop?event=${freeId}&back=${encodeURIComponent(`${host.origin}/thanks`)}`)
    await page.waitForLoadState('networkidle')
    // Until the button is used: the loader only, no frame.
    expect(ours).toEqual(['/embed.js'])
    await expect(page.locator('iframe')).toHaveCount(0)

    await page.locator('#buy').click()
    const frame = page.frameLocator('iframe[data-suritickets-frame]')
    const dialog = frame.getByTestId('ticket-selection')
    await expect(dialog.getByRole('heading', { name: 'Selecteer Tickets' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Eén Gratis toegang meer' }).click()
    await dialog.getByTestId('selection-proceed').click()
    const email = `embed-gratis-${Date.now()}@example.sr`
    const checkout = await fillGuestIn(frame, email)
    await checkout.getByTestId('checkout-submit').click()

    await expect(page).toHaveURL(`${host.origin}/thanks`)
    await expect(page.locator('#thanks')).toBeVisible()
    await expect.poll(async () => (await orderOf(email))?.total).toBe('0.00')
  })

  test('a paid purchase goes to the Uni5Pay+ sandbox in the whole tab and comes back to the organizer’s page', async ({ page }) => {
    await page.goto(`${host.origin}/shop?event=${paidId}&back=${encodeURIComponent(`${host.origin}/thanks`)}`)
    await page.locator('#buy').click()
    const frame = page.frameLocator('iframe[data-suritickets-frame]')
    const dialog = frame.getByTestId('ticket-selection')
    await dialog.getByRole('button', { name: 'Eén Regulier meer' }).click()
    await expect(dialog.getByTestId('selection-proceed')).toHaveText('Doorgaan naar Betaling')
    await dialog.getByTestId('selection-proceed').click()
    const email = `embed-betaald-${Date.now()}@example.sr`
    const checkout = await fillGuestIn(frame, email)
    // Same fees and methods as the storefront.
    await expect(checkout.getByRole('radio', { name: /Uni5Pay\+/ })).toBeChecked()
    await expect(checkout.getByTestId('checkout-total')).toContainText('175')
    await checkout.getByTestId('checkout-submit').click()

    await expect(page).toHaveURL(/\/mock-uni5pay-checkout\?paymentId=u5p_/)
    await page.getByTestId('sandbox-pay').click()
    await expect(page).toHaveURL(`${host.origin}/thanks`, { timeout: 20_000 })
    await expect.poll(async () => (await orderOf(email))?.status).toBe('paid')
  })

  test('a return address on a website the organizer did not register falls back to our order page', async ({ page }) => {
    await page.goto(`${host.origin}/shop?event=${freeId}&back=${encodeURIComponent('https://evil.example/thanks')}`)
    await page.locator('#buy').click()
    const frame = page.frameLocator('iframe[data-suritickets-frame]')
    const dialog = frame.getByTestId('ticket-selection')
    await dialog.getByRole('button', { name: 'Eén Gratis toegang meer' }).click()
    await dialog.getByTestId('selection-proceed').click()
    const checkout = await fillGuestIn(frame, `embed-terug-${Date.now()}@example.sr`)
    await checkout.getByTestId('checkout-submit').click()
    await expect(page).toHaveURL(/\/payment\/success\?type=free&orderNumber=ST-/)
    await expect(page.getByTestId('payment-title')).toHaveText('Je registratie is gelukt!')
  })

  test('an origin the organizer did not register cannot frame the checkout', async ({ page, request }) => {
    const answer = await request.get(`/embed/events/${freeId}`)
    const policy = answer.headers()['content-security-policy'] ?? ''
    const ancestors = policy
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('frame-ancestors'))
    expect(ancestors).toBe(`frame-ancestors 'self' ${host.origin}`)
    expect(answer.headers()['x-frame-options']).toBeUndefined()
    // Every other page still refuses every frame.
    const eventPage = await request.get(`/events/${freeId}`)
    expect(eventPage.headers()['x-frame-options']).toBe('DENY')
    expect(eventPage.headers()['content-security-policy']).toContain("frame-ancestors 'none'")

    // The browser refuses: the stranger's frame never shows the embed page, through the loader or a bare iframe.
    const refused = page.waitForEvent('console', (message) => message.text().includes('frame-ancestors'))
    await page.goto(`${stranger.origin}/framed?event=${freeId}`)
    await refused
    const direct = page.frames().find((f) => f !== page.mainFrame())!
    expect(await direct.locator('[data-testid="embed-page"]').count()).toBe(0)

    await page.goto(`${stranger.origin}/shop?event=${freeId}`)
    await page.locator('#buy').click()
    await expect(page.locator('iframe[data-suritickets-frame]')).toHaveCount(1)
    const viaLoader = page.frames().find((f) => f !== page.mainFrame())!
    await expect.poll(async () => viaLoader.url()).not.toBe('about:blank')
    expect(await viaLoader.locator('[data-testid="embed-page"]').count()).toBe(0)
    // The overlay keeps its own close button (no message came from the frame) and closes.
    await page.getByRole('button', { name: 'Sluiten / Close' }).click()
    await expect(page.locator('iframe')).toHaveCount(0)
  })

  test('the loader is a few KB, revalidated by its ETag and cached', async ({ request }) => {
    const answer = await request.get('/embed.js')
    expect(answer.status()).toBe(200)
    expect(answer.headers()['content-type']).toContain('javascript')
    expect((await answer.body()).length).toBeLessThan(6 * 1024)
    expect(answer.headers()['cache-control']).toContain('max-age=86400')
    const etag = answer.headers()['etag']
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await request.get('/embed.js', { headers: { 'if-none-match': etag } })
    expect(again.status()).toBe(304)
  })

  test('an inline block loads only when it comes into view, in the visitor’s language, and on a phone fills its frame', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${host.origin}/inline?event=${freeId}&lang=en`)
    await page.waitForLoadState('networkidle')
    await expect(page.locator('iframe')).toHaveCount(0)
    await page.locator('#block').scrollIntoViewIfNeeded()
    const frame = page.frameLocator('#block iframe')
    await expect(frame.getByRole('heading', { name: 'Select Tickets' })).toBeVisible()
    // The block grows to its content through the frame's size messages.
    await expect.poll(async () => (await page.locator('#block iframe').boundingBox())?.height ?? 0).toBeGreaterThan(300)
  })

  test('on a phone the button’s checkout fills the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${host.origin}/shop?event=${freeId}`)
    await page.locator('#buy').click()
    const frame = page.frameLocator('iframe[data-suritickets-frame]')
    await expect(frame.getByTestId('ticket-selection').getByRole('heading', { name: 'Selecteer Tickets' })).toBeVisible()
    const box = await page.locator('iframe[data-suritickets-frame]').boundingBox()
    expect(box).toEqual({ x: 0, y: 0, width: 390, height: 844 })
    // Closing the dialog closes the overlay.
    await frame.getByTestId('ticket-selection').getByRole('button', { name: 'Sluiten' }).first().click()
    await expect(page.locator('iframe')).toHaveCount(0)
  })

  test('the organizer registers the website and copies the snippet in the back office', async ({ page, request }) => {
    const organizer = await sql('SELECT u.email FROM users u JOIN events e ON e.organizer_id = u.id WHERE e.id = $1', [paidId])
    await storeSession(page, await sharedLogIn(request, organizer.rows[0].email))
    await page.goto(`/organizer-dashboard#/events/${paidId}`)
    await expect(page.getByTestId('event-edit-page')).toBeVisible({ timeout: 20_000 })
    const card = page.getByTestId('event-embed')
    await expect(card.getByRole('heading', { name: 'Op je eigen website' })).toBeVisible({ timeout: 15_000 })
    await expect(card.getByTestId('embed-snippet')).toHaveValue(
      new RegExp(`/embed.js" async></script>\\n<a href="[^"]+/events/${paidId}" data-suritickets-event="${paidId}">Tickets kopen</a>`)
    )
    await card.getByTestId('embed-kind-inline').click()
    await expect(card.getByTestId('embed-snippet')).toHaveValue(new RegExp(`data-suritickets-event="${paidId}" data-suritickets-inline`))
    await card.getByTestId('embed-origin').fill('www.club.sr/agenda')
    await card.getByTestId('embed-add').click()
    await expect(card.getByText('Geef het adres van je website als https://www.voorbeeld.sr')).toBeVisible()
    await card.getByTestId('embed-origin').fill('https://www.club-embed.sr')
    await card.getByTestId('embed-add').click()
    await expect(card.getByTestId('embed-domain').filter({ hasText: 'https://www.club-embed.sr' })).toBeVisible()
    await card.getByTestId('embed-domain').filter({ hasText: 'https://www.club-embed.sr' }).locator('svg').click()
    await expect(card.getByTestId('embed-domain').filter({ hasText: 'https://www.club-embed.sr' })).toHaveCount(0)
  })
})
