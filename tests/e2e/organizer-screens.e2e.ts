/*
 * The organizer's screens as a person meets them on a phone (390×844) and a desktop (1366×900): the wizard counts
 * its steps the same way at both widths, checks step 1 before posting and orders ticket types without a 'Volgorde'
 * field; 'Voorbeeld' shows a draft's public page to its own team only; 'Kopiëren' makes a draft with the ticket
 * types; the orders page fits the phone and opens on an event with orders; a cancelled event's order offers no
 * resend; the dashboard's figures follow a sale by themselves. Screenshots (nl and en, both widths) go to
 * test-results/i26/.
 */
import { randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { test, expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test'
import { sql } from './support/auth_helpers'
import { sharedLogIn, storeSession, type Grant } from './support/stored_session'

/** The back office's first load can take a while on a busy machine: a person waits, so the journey does too. */
const expect = baseExpect.configure({ timeout: 30_000 })
const SHOTS = 'test-results/i26'
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1366, height: 900 }
const WIDTHS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const

/** Paramaribo time, days ahead, as the back office sends it. */
function ahead(days: number, hour: number): string {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
  return `${day}T${String(hour).padStart(2, '0')}:00:00-03:00`
}

async function api(request: APIRequestContext, grant: Grant, method: 'post' | 'put' | 'get', url: string, data?: object) {
  const response = await request[method](url, { headers: { authorization: `Bearer ${grant.token}` }, data })
  return { status: response.status(), body: (await response.json().catch(() => ({}))) as Record<string, any> }
}

/** A dated draft of the signed-in organizer with two ticket types (Staanplaats, VIP); returns its id. */
async function datedDraft(request: APIRequestContext, grant: Grant, title: string): Promise<number> {
  const created = await api(request, grant, 'post', '/api/events', {
    title,
    description: 'Live kaseko aan de Waterkant.',
    startDate: ahead(25, 20),
    endDate: ahead(25, 23),
    wizardStep: 2,
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const id = created.body.data.id as number
  for (const [name, price, sortOrder] of [
    ['Staanplaats', 150, 0],
    ['VIP', 350, 1],
  ] as const) {
    const type = await api(request, grant, 'post', `/api/events/${id}/ticket-types`, {
      name,
      price,
      maxQuantity: 40,
      sortOrder,
      hasUserLimit: false,
    })
    expect(type.status, JSON.stringify(type.body)).toBe(201)
  }
  return id
}

/** A paid order of two tickets for an event, written as the payment flow leaves it. */
async function paidOrder(eventId: number, buyerName: string) {
  const { rows: types } = await sql('SELECT id FROM ticket_types WHERE event_id = $1 ORDER BY sort_order, id LIMIT 1', [eventId])
  const typeId = types[0].id as number
  const orderNumber = `E2E-${randomUUID().slice(0, 8).toUpperCase()}`
  const { rows } = await sql(
    `INSERT INTO orders (order_number, event_id, buyer_name, buyer_email, buyer_phone, contact_method, subtotal, total, status,
       payment_provider, paid_at, lines)
     VALUES ($1, $2, $3, 'sabitri@example.sr', '+5978123456', 'email', 300, 312.29, 'paid', 'mollie', now(),
       jsonb_build_array(jsonb_build_object('ticketTypeId', $4::int, 'quantity', 2, 'price', '150.00'))) RETURNING id`,
    [orderNumber, eventId, buyerName, typeId]
  )
  for (let i = 0; i < 2; i++) {
    await sql(
      `INSERT INTO tickets (order_id, event_id, ticket_type_id, buyer_name, buyer_email, contact_method, qr_code, purchase_price)
       VALUES ($1, $2, $3, $4, 'sabitri@example.sr', 'email', $5, 150)`,
      [rows[0].id, eventId, typeId, buyerName, `E2E-${randomUUID()}`]
    )
  }
  await sql('UPDATE ticket_types SET quantity_sold = quantity_sold + 2 WHERE id = $1', [typeId])
  return { id: rows[0].id as number, orderNumber }
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

/** The page's width beyond the window, with the outermost elements that stick out (named in a failure). */
async function overflow(page: Page): Promise<{ width: number; sticking: string[] }> {
  return page.evaluate(() => {
    const sticking = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .filter((element) => !(element.parentElement && element.parentElement.getBoundingClientRect().right > window.innerWidth + 1))
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join('.')} (${Math.round(element.getBoundingClientRect().right)}px)`
      )
    return { width: document.documentElement.scrollWidth, sticking }
  })
}

async function inEnglish(page: Page) {
  await page.addInitScript(() => localStorage.setItem('language', 'en'))
}

test.describe('organizer screens', () => {
  test.describe.configure({ timeout: 240_000 })

  test('the wizard: the same four steps at both widths, step 1 checked before posting, ticket types ordered by arrows', async ({
    page,
    request,
  }) => {
    const grant = await sharedLogIn(request, 'organizer@demo.sr')
    await storeSession(page, grant)
    const posts: string[] = []
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/events') posts.push(sent.url())
    })

    await page.setViewportSize(DESKTOP)
    await page.goto('/create-event/step1?new=1')
    await expect(page.getByTestId('create-event-step-1')).toBeVisible({ timeout: 45_000 })
    const stepper = page.getByTestId('wizard-step')
    await expect(stepper.locator('.MuiStep-root')).toHaveCount(4)
    await expect(stepper).toContainText('Controleren')
    await shoot(page, 'wizard-step1-desktop-nl')

    await page.setViewportSize(PHONE)
    await expect(page.getByTestId('wizard-step')).toHaveText('Stap 1 van 4 · Wat')
    // An empty step 1 is answered by the form itself: nothing is posted.
    await page.getByTestId('wizard-next').click()
    await expect(page.getByText('Geef het evenement een titel.')).toBeVisible()
    await expect(page.getByTestId('wizard-error')).toHaveText('Controleer de gemarkeerde velden.')
    await page.getByTestId('event-title').fill('Ka')
    await page.getByTestId('wizard-next').click()
    await expect(page.getByText('De titel is minimaal 3 tekens.')).toBeVisible()
    await shoot(page, 'wizard-step1-errors-phone-nl')
    expect(posts).toHaveLength(0)
    const title = `Wizard ${randomUUID().slice(0, 6)}`
    await page.getByTestId('event-title').fill(title)
    await page.getByTestId('wizard-next').click()
    await expect(page.getByTestId('create-event-step-2')).toBeVisible()
    await expect(page.getByTestId('wizard-step')).toHaveText('Stap 2 van 4 · Wanneer en waar')
    expect(posts).toHaveLength(1)

    // Step 3 of a draft with two ticket types: no 'Volgorde' field, the arrows change the order buyers see.
    const id = await datedDraft(request, grant, `Volgorde ${randomUUID().slice(0, 6)}`)
    await page.goto(`/create-event/step3?event=${id}`)
    await expect(page.getByTestId('create-event-step-3')).toBeVisible({ timeout: 45_000 })
    await expect(page.getByTestId('wizard-step')).toHaveText('Stap 3 van 4 · Tickets')
    await expect(page.getByLabel('Volgorde')).toHaveCount(0)
    const names = page
      .getByTestId('ticket-type-card')
      .locator('p.MuiTypography-root')
      .filter({ hasText: /^(Staanplaats|VIP)$/ })
    await expect(names).toHaveText(['Staanplaats', 'VIP'])
    await page.getByTestId('ticket-type-card').first().getByTestId('ticket-type-down').click()
    await expect(names).toHaveText(['VIP', 'Staanplaats'], { timeout: 45_000 })
    const publicOrder = await api(request, grant, 'get', `/api/events/${id}/manage`)
    expect(publicOrder.body.data.ticketTypes.map((type: { name: string }) => type.name)).toEqual(['VIP', 'Staanplaats'])

    // A save is confirmed inside its card, beside its button: no toast over the form.
    const card = page.getByTestId('ticket-type-card').filter({ hasText: 'Staanplaats' })
    await card.getByTestId('ticket-price').fill('175')
    await card.getByTestId('save-ticket-type').click()
    const saved = page.getByTestId('ticket-type-card').filter({ hasText: 'SRD 175' })
    await expect(saved.getByTestId('ticket-type-saved')).toHaveText('Tickettype opgeslagen', { timeout: 45_000 })
    await expect(page.locator('.MuiSnackbar-root')).toHaveCount(0)
    await expect(saved.getByTestId('save-ticket-type')).toBeInViewport()
    await shoot(page, 'wizard-step3-saved-phone-nl')
    await page.setViewportSize(DESKTOP)
    await shoot(page, 'wizard-step3-desktop-nl')
    await page.getByTestId('wizard-review').click()
    await expect(page.getByTestId('wizard-step').locator('.MuiStep-root')).toHaveCount(4)
    await expect(page.getByTestId('event-preview')).toBeVisible()
    await shoot(page, 'wizard-review-desktop-nl')
  })

  test('the wizard in English at both widths', async ({ page, request }) => {
    await storeSession(page, await sharedLogIn(request, 'organizer@demo.sr'))
    await inEnglish(page)
    for (const [name, size] of WIDTHS) {
      await page.setViewportSize(size)
      await page.goto('/create-event/step1?new=1')
      await expect(page.getByTestId('create-event-step-1')).toBeVisible({ timeout: 45_000 })
      if (name === 'phone') await expect(page.getByTestId('wizard-step')).toHaveText('Step 1 of 4 · What')
      else await expect(page.getByTestId('wizard-step').locator('.MuiStep-root')).toHaveCount(4)
      await page.getByTestId('wizard-next').click()
      await expect(page.getByText('Give the event a title.')).toBeVisible()
      await shoot(page, `wizard-step1-errors-${name}-en`)
    }
  })

  test('Voorbeeld: the draft’s page with the banner and nothing to buy; another organizer cannot open it', async ({
    page,
    request,
    browser,
  }) => {
    const grant = await sharedLogIn(request, 'organizer@demo.sr')
    const title = `Voorbeeld ${randomUUID().slice(0, 6)}`
    const id = await datedDraft(request, grant, title)

    // From the back office: the draft's card opens the preview in a new tab.
    await storeSession(page, grant)
    await page.setViewportSize(DESKTOP)
    await page.goto('/organizer-dashboard#/events')
    const card = page.getByTestId('event-card').filter({ hasText: title })
    const opening = page.waitForEvent('popup')
    await card.getByTestId('event-preview').click()
    const preview = await opening
    await preview.waitForURL(new RegExp(`/events/${id}\\?preview=`), { timeout: 45_000 })
    await expect(preview.getByTestId('event-preview-banner')).toContainText('Voorbeeld — nog niet gepubliceerd')
    await expect(preview.getByTestId('event-title')).toHaveText(title)
    await expect(preview.getByTestId('ticket-type')).toHaveCount(2)
    await expect(preview.getByTestId('buy-button')).toHaveCount(0)
    await expect(preview.getByTestId('buy-button-bar')).toHaveCount(0)
    await expect(preview.getByTestId('preview-no-sale')).toBeVisible()
    await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    const link = preview.url()
    await shoot(preview, 'preview-desktop-nl')
    for (const [name, size] of WIDTHS) {
      const visitor = await browser.newPage({ viewport: size })
      await visitor.goto(`${link}&lang=en`)
      await expect(visitor.getByTestId('event-preview-banner')).toContainText('Preview — not published yet')
      await shoot(visitor, `preview-${name}-en`)
      if (name === 'phone') {
        await visitor.goto(`${link}&lang=nl`)
        await expect(visitor.getByTestId('buy-button-bar')).toHaveCount(0)
        await shoot(visitor, 'preview-phone-nl')
      }
      await visitor.close()
    }

    // Without the token the draft is not there; another organizer gets no link.
    const stranger = await browser.newPage()
    const plain = await stranger.goto(`/events/${id}`)
    expect(plain?.status()).toBe(404)
    await expect(stranger.getByTestId('event-not-found')).toBeVisible()
    const forged = await stranger.goto(`/events/${id}?preview=${'1'.repeat(10)}.${'0'.repeat(32)}`)
    expect(forged?.status()).toBe(404)
    await stranger.close()
    const other = await sharedLogIn(request, 'kulturu@demo.sr')
    const refused = await api(request, other, 'post', `/api/events/${id}/preview`)
    expect(refused.status).toBe(404)
    expect(refused.body.data).toBeUndefined()
  })

  test('Kopiëren on an event card makes a draft with the ticket types and opens it in the wizard', async ({ page, request }) => {
    const grant = await sharedLogIn(request, 'organizer@demo.sr')
    const title = `Kopie ${randomUUID().slice(0, 6)}`
    const id = await datedDraft(request, grant, title)
    await sql('UPDATE events SET is_published = true WHERE id = $1', [id])
    await paidOrder(id, 'Kopie Koper')

    await storeSession(page, grant)
    await page.setViewportSize(PHONE)
    await page.goto('/organizer-dashboard#/events')
    const card = page.getByTestId('event-card').filter({ hasText: title }).filter({ hasText: 'Gepubliceerd' })
    await expect(card.getByTestId('event-copy')).toHaveText('Kopiëren')
    await shoot(page, 'events-copy-phone-nl')
    await card.getByTestId('event-copy').click()
    await page.waitForURL(/\/create-event\/step2\?event=\d+/, { timeout: 45_000 })
    const copyId = Number(new URL(page.url()).searchParams.get('event'))
    expect(copyId).not.toBe(id)
    await expect(page.getByTestId('create-event-step-2')).toBeVisible()
    await expect(page.getByTestId('event-start-day').locator('input')).toHaveValue('')

    const copy = await api(request, grant, 'get', `/api/events/${copyId}/manage`)
    expect(copy.body.data).toMatchObject({ title, status: 'draft', startDate: null, endDate: null })
    expect(copy.body.data.ticketTypes.map((type: { name: string; quantitySold: number }) => [type.name, type.quantitySold])).toEqual([
      ['Staanplaats', 0],
      ['VIP', 0],
    ])
    await page.goto(`/create-event/step3?event=${copyId}`)
    await expect(page.getByTestId('ticket-type-card')).toHaveCount(2, { timeout: 45_000 })

    await page.setViewportSize(DESKTOP)
    await inEnglish(page)
    await page.goto('/organizer-dashboard#/events')
    await expect(page.getByTestId('event-card').filter({ hasText: title }).first().getByTestId('event-copy')).toHaveText('Copy')
    await shoot(page, 'events-copy-desktop-en')
  })

  test('orders on a phone fit the screen and open on the next event with orders', async ({ page, request }) => {
    const grant = await sharedLogIn(request, 'organizer@demo.sr')
    // The rule as the page applies it: the soonest running or upcoming event with orders, else the latest past one.
    const { rows } = await sql(
      `SELECT e.id FROM events e JOIN users u ON u.id = e.organizer_id
       WHERE u.email = 'organizer@demo.sr' AND e.start_date IS NOT NULL AND EXISTS (SELECT 1 FROM orders o WHERE o.event_id = e.id)
       ORDER BY coalesce(e.end_date, e.start_date) >= now() DESC,
                CASE WHEN coalesce(e.end_date, e.start_date) >= now() THEN e.start_date END ASC,
                e.start_date DESC
       LIMIT 1`
    )
    const expected = rows[0].id as number
    await storeSession(page, grant)
    await page.setViewportSize(PHONE)
    await page.goto('/organizer-dashboard#/orders')
    await expect.poll(() => decodeURIComponent(page.url())).toContain(`"eventId":${expected}`)
    await expect(page.getByRole('button', { name: 'Bestellingen (CSV)' })).toBeInViewport()
    await expect(page.getByRole('button', { name: 'Deelnemers (CSV)' })).toBeInViewport()
    await page.waitForLoadState('networkidle')
    await shoot(page, 'orders-phone-nl')
    const phone = await overflow(page)
    expect(phone.width, phone.sticking.join(', ')).toBeLessThanOrEqual(PHONE.width)
    await page.setViewportSize(DESKTOP)
    await shoot(page, 'orders-desktop-nl')
    await inEnglish(page)
    for (const [name, size] of WIDTHS) {
      await page.setViewportSize(size)
      // A new document each time (a change of the address's hash alone would not load the page again).
      await page.goto('about:blank')
      await page.goto('/organizer-dashboard#/orders')
      await expect(page.getByRole('button', { name: 'Orders (CSV)' })).toBeInViewport({ timeout: 45_000 })
      await page.waitForLoadState('networkidle')
      await shoot(page, `orders-${name}-en`)
      const seen = await overflow(page)
      expect(seen.width, seen.sticking.join(', ')).toBeLessThanOrEqual(size.width)
    }
  })

  test('a cancelled event’s order: no resend, and the list counts its tickets as the order does', async ({ page, request }) => {
    const grant = await sharedLogIn(request, 'organizer@demo.sr')
    const id = await datedDraft(request, grant, `Geannuleerd ${randomUUID().slice(0, 6)}`)
    await sql('UPDATE events SET is_published = true WHERE id = $1', [id])
    const order = await paidOrder(id, 'Sabitri Geannuleerd')
    expect((await api(request, grant, 'post', `/api/events/${id}/cancel`)).status).toBe(200)

    await storeSession(page, grant)
    await page.setViewportSize(DESKTOP)
    await page.goto(`/organizer-dashboard#/orders?filter=${encodeURIComponent(JSON.stringify({ eventId: id }))}`)
    const row = page.getByRole('row', { name: new RegExp(order.orderNumber) })
    await expect(row).toContainText('2 (0 geldig)', { timeout: 45_000 })
    await shoot(page, 'orders-cancelled-list-desktop-nl')
    await row.click()
    await expect(page.getByTestId('order-number')).toHaveText(order.orderNumber)
    await expect(page.getByText('Tickets (2, waarvan 0 geldig)')).toBeVisible()
    await expect(page.getByTestId('order-event-cancelled')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Tickets opnieuw sturen' })).toHaveCount(0)
    await shoot(page, 'order-cancelled-desktop-nl')
    await page.setViewportSize(PHONE)
    await shoot(page, 'order-cancelled-phone-nl')
    const phone = await overflow(page)
    expect(phone.width, phone.sticking.join(', ')).toBeLessThanOrEqual(PHONE.width)
    const refused = await api(request, grant, 'post', `/api/orders/${order.id}/resend`, { channels: ['email'] })
    expect(refused.status).toBe(409)
  })

  test('the dashboard follows a sale by itself and says when it was updated', async ({ page, request }) => {
    const grant = await sharedLogIn(request, 'organizer@demo.sr')
    const id = await datedDraft(request, grant, `Voorverkoop ${randomUUID().slice(0, 6)}`)
    await sql('UPDATE events SET is_published = true WHERE id = $1', [id])
    await page.clock.install()
    await storeSession(page, grant)
    await page.setViewportSize(DESKTOP)
    await page.goto('/organizer-dashboard')
    const updated = page.getByTestId('stats-updated')
    await expect(updated).toHaveText(/^Bijgewerkt om \d{2}:\d{2}$/, { timeout: 45_000 })
    const before = await updated.innerText()
    const total = page.getByTestId('kpi-total')
    const soldBefore = await total.innerText()
    await paidOrder(id, 'Voorverkoop Koper')
    // Two refresh rounds later (30 s each), without a reload: a new time and the sale counted.
    await page.clock.fastForward('01:05')
    await expect(updated).not.toHaveText(before, { timeout: 45_000 })
    await expect(total).not.toHaveText(soldBefore)
    await shoot(page, 'dashboard-desktop-nl')
    await page.setViewportSize(PHONE)
    await shoot(page, 'dashboard-phone-nl')
    // A hidden tab asks nothing.
    const asked: string[] = []
    page.on('request', (sent) => {
      if (sent.url().includes('/stats')) asked.push(sent.url())
    })
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await page.clock.fastForward('02:00')
    expect(asked).toHaveLength(0)
  })

  test('the dashboard in English', async ({ page, request }) => {
    await storeSession(page, await sharedLogIn(request, 'organizer@demo.sr'))
    await inEnglish(page)
    for (const [name, size] of WIDTHS) {
      await page.setViewportSize(size)
      await page.goto('/organizer-dashboard')
      await expect(page.getByTestId('stats-updated')).toHaveText(/^Updated at \d{2}:\d{2}$/, { timeout: 45_000 })
      await shoot(page, `dashboard-${name}-en`)
    }
  })
})
