/*
 * The on-sale waiting room (docs/waiting-room.md), end to end on 'Rommelmarkt & Foodtrucks Totness' of the demo
 * organizer, with a free and a paid ticket type added for it:
 * - before the on-sale the event page names the moment and the buy button opens a ticking countdown (no place yet);
 * - the organizer opens the room in the back office (on-sale moment just past, from 20 down to 10 admissions per
 *   minute, no random window) and the live panel shows the rate;
 * - a hold without an admission is refused (403 ADMISSION_REQUIRED) while the room is on;
 * - five other devices (through the API) and an English visitor queue first, so the Dutch visitor on a phone sees 'Je staat in de
 *   wachtrij' with a place above 1; a second tab of the same browser shows that same place (the queue did not grow);
 *   the visitor is admitted, holds and registers a free ticket; a second visitor is admitted and pays one through the
 *   Uni5Pay+ sandbox; the live panel counts them;
 * - once the event sells out, a visitor in the queue is told so and led to the waiting-list sign-up.
 * Screenshots at 390 and 1280 wide, in Dutch and English: test-results/shots-i30-room/.
 */
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { sql } from './support/auth_helpers'
import { BUYING_ISLAND_NOT_LOADED, eventId, fillGuest } from './support/buying_helpers'
import { pickerDay, typeInPicker } from './support/pickers'
import { sharedLogIn, storeSession } from './support/stored_session'
import { paramariboParts } from '../../domain/event_status'

const EVENT = 'Rommelmarkt & Foodtrucks Totness'
const ORGANIZER = 'organizer@demo.sr'
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }
const SHOTS = fileURLToPath(new URL('../../test-results/shots-i30-room/', import.meta.url))
const RUN = Date.now() % 100_000
const FREE = `Wachtrij gratis ${RUN}`
const PAID = `Wachtrij regulier ${RUN}`
const ADMISSION_TEXT = 'Je bent nog niet aan de beurt. Wacht in de wachtrij tot je wordt toegelaten.'

let id = 0
let token = ''
const typeIds: Record<string, number> = {}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: false })
}

async function visitor(browser: Browser, viewport: { width: number; height: number }, language: 'nl' | 'en' = 'nl') {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport,
    locale: language === 'nl' ? 'nl-NL' : 'en-GB',
  })
  return { context, page: await context.newPage() }
}

const auth = () => ({ authorization: `Bearer ${token}` })

async function saveRoom(request: APIRequestContext, room: Record<string, unknown>) {
  const saved = await request.put(`/api/events/${id}/waiting-room`, { headers: auth(), data: room })
  expect(saved.status(), await saved.text()).toBe(200)
}

async function queueEntries(): Promise<number> {
  const { rows } = await sql('select count(*)::int as n from waiting_room_entries where event_id = $1', [id])
  return Number(rows[0].n)
}

/** The event page with ?lang= (a render of its own, never the shared copy of a second ago), then the room's dialog. */
async function openRoom(page: Page, language: 'nl' | 'en' = 'nl') {
  await page.goto(`/events/${id}?lang=${language}`)
  await page.getByTestId('buy-button').click()
  const room = page.getByTestId('waiting-room')
  await expect(room).toBeVisible({ timeout: 15_000 })
  return room
}

/** The browser and the queue entry a stored place names (the token's signed payload carries the entry's id). */
function placeIn(stored: string | null): { deviceId: string; entry: number } {
  const { deviceId, queueToken } = JSON.parse(stored ?? '{}') as { deviceId: string; queueToken: string }
  const payload = JSON.parse(Buffer.from(queueToken.split('.')[0], 'base64url').toString('utf8')) as { i: number }
  return { deviceId, entry: payload.i }
}

test.describe.serial('waiting room', () => {
  test.afterAll(async ({ request }) => {
    // Other journeys use the same server: the room goes off again.
    if (id && token)
      await saveRoom(request, { enabled: false, opensAt: new Date().toISOString(), admitPerMinute: 'auto', randomWindowMinutes: 10 })
  })

  test('before the on-sale: the page names the moment and the dialog counts down, without taking a place', async ({ browser, request }) => {
    test.setTimeout(120_000)
    id = await eventId(request, EVENT)
    token = (await sharedLogIn(request, ORGANIZER)).token
    for (const [name, price] of [
      [FREE, 0],
      [PAID, 25],
    ] as const) {
      const created = await request.post(`/api/events/${id}/ticket-types`, {
        headers: auth(),
        data: {
          name,
          price,
          maxQuantity: 50,
          hasUserLimit: true,
          maxPerUser: 4,
          saleStartDate: new Date(Date.now() - 86_400_000).toISOString(),
          saleEndDate: null,
        },
      })
      expect(created.status(), await created.text()).toBe(201)
      typeIds[name] = Number(((await created.json()) as { data: { id: number } }).data.id)
    }
    const opensAt = new Date(Date.now() + 2 * 3_600_000)
    await saveRoom(request, { enabled: true, opensAt: opensAt.toISOString(), admitPerMinute: 20, randomWindowMinutes: 10 })

    const { context, page } = await visitor(browser, PHONE)
    await page.goto(`/events/${id}?lang=nl`)
    const note = page.getByTestId('ticket-panel-room')
    await expect(note).toContainText('Wachtrij bij de verkoopstart')
    await expect(note).toContainText('De verkoop begint op')
    const room = await openRoom(page)
    await expect(room.getByRole('heading', { name: 'Wachtrij bij de verkoopstart' })).toBeVisible()
    await expect(room.getByTestId('room-opens-at')).toContainText('De verkoop begint op')
    const countdown = room.getByTestId('room-countdown').locator('strong')
    await expect(countdown).toHaveText(/^1:5\d:\d\d$/)
    const first = await countdown.textContent()
    await expect(countdown).not.toHaveText(first!)
    await shot(page, 'countdown-phone-nl')
    await page.setViewportSize(DESKTOP)
    await shot(page, 'countdown-desktop-nl')
    // No place is taken before the random window: nothing to poll, nobody queued.
    expect(await queueEntries()).toBe(0)
    await context.close()

    const english = await visitor(browser, PHONE, 'en')
    const roomEn = await openRoom(english.page, 'en')
    await expect(roomEn.getByRole('heading', { name: 'On-sale waiting room' })).toBeVisible()
    await expect(roomEn.getByTestId('room-opens-at')).toContainText('Sales start on')
    await shot(english.page, 'countdown-phone-en')
    await english.page.setViewportSize(DESKTOP)
    await shot(english.page, 'countdown-desktop-en')
    await english.context.close()
  })

  test('the organizer opens the room in the back office: on-sale just past, 10 per minute, no random window', async ({ browser }) => {
    test.setTimeout(120_000)
    const { context, page } = await visitor(browser, DESKTOP)
    await storeSession(page, await sharedLogIn(page.request, ORGANIZER))
    await page.goto(`/organizer-dashboard#/events/${id}`)
    const card = page.getByTestId('event-waiting-room')
    await expect(card.getByRole('heading', { name: 'Wachtrij bij de verkoopstart' })).toBeVisible({ timeout: 20_000 })
    await expect(card.getByTestId('room-enabled')).toBeChecked()
    await expect(card.getByTestId('room-admit-per-minute')).toHaveValue('20')
    // The moment a minute ago, in Suriname time as the fields show it.
    const moment = paramariboParts(new Date(Date.now() - 60_000).toISOString())!
    await typeInPicker(page, 'day-room-opens-at', pickerDay(moment.date))
    await typeInPicker(page, 'time-room-opens-at', moment.time.replace(':', ''))
    await card.getByTestId('room-admit-per-minute').fill('10')
    await card.getByTestId('room-random-window').fill('0')
    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/events/${id}/waiting-room`) && r.request().method() === 'PUT')
    await card.getByTestId('room-save').click()
    expect((await saved).status()).toBe(200)
    await expect(page.getByText('Wachtrij opgeslagen')).toBeVisible()

    const answer = await page.request.get(`/api/events/${id}/waiting-room`, { headers: auth() })
    const room = (
      (await answer.json()) as { data: { enabled: boolean; opensAt: string; admitPerMinute: number; randomWindowMinutes: number } }
    ).data
    expect(room).toMatchObject({ enabled: true, admitPerMinute: 10, randomWindowMinutes: 0 })
    expect(paramariboParts(room.opensAt)).toEqual(moment)
    expect(Date.parse(room.opensAt)).toBeLessThanOrEqual(Date.now())

    const live = card.getByTestId('room-live')
    await expect(live.getByTestId('room-live-rate')).toHaveText('10')
    await expect(live.getByTestId('room-live-queued')).toHaveText('0')
    await card.scrollIntoViewIfNeeded()
    await shot(page, 'backoffice-settings-desktop-nl')
    await context.close()
  })

  test('a hold without an admission is refused while the room is on', async ({ request }) => {
    const hold = (extra: Record<string, unknown>) =>
      request.post('/api/tickets/reserve', {
        data: {
          ticketTypeId: typeIds[FREE],
          quantity: 1,
          sessionId: `cs_${crypto.randomUUID()}`,
          buyerEmail: 'reservering@suritickets.sr',
          contactMethod: 'email',
          ...extra,
        },
      })
    for (const extra of [{}, { admissionToken: 'forged.token' }]) {
      const refused = await hold(extra)
      expect(refused.status()).toBe(403)
      const body = (await refused.json()) as { code: string; message: string }
      expect(body.code).toBe('ADMISSION_REQUIRED')
      expect(body.message).toBe(ADMISSION_TEXT)
    }
    const { rows } = await sql('select count(*)::int as n from ticket_reservations where ticket_type_id = $1 and is_active', [
      typeIds[FREE],
    ])
    expect(Number(rows[0].n)).toBe(0)
  })

  test('a visitor waits with a visible place, a second tab shares it, then is admitted and registers a free ticket', async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000)
    // Five other devices queue first (the first of them takes whatever the counter had in hand), then an English
    // visitor on a desktop (screenshots).
    for (let i = 1; i <= 5; i++) {
      const joined = await request.post(`/api/events/${id}/queue`, { data: { deviceId: `e2e-other-device-${RUN}-${i}` } })
      expect(joined.status(), await joined.text()).toBe(201)
    }
    const english = await visitor(browser, DESKTOP, 'en')
    const roomEn = await openRoom(english.page, 'en')
    await expect(roomEn.getByTestId('room-queued')).toHaveText('You are in the queue')
    await expect(roomEn.getByTestId('room-place')).toHaveText(/^Your place: \d+$/)
    await expect(roomEn.getByTestId('room-keep-open')).toContainText('Refreshing does not cost you your place')
    await shot(english.page, 'queue-desktop-en')
    await english.page.setViewportSize(PHONE)
    await shot(english.page, 'queue-phone-en')

    const { context, page } = await visitor(browser, PHONE)
    const room = await openRoom(page)
    await expect(room.getByTestId('room-queued')).toHaveText('Je staat in de wachtrij')
    const place = room.getByTestId('room-place')
    await expect(place).toHaveText(/^Je plek: \d+$/)
    // A new place is numbered at the room's next refresh (within a second); the island shows the number from its next poll.
    await expect.poll(async () => Number(await place.getAttribute('data-position'))).toBeGreaterThan(1)
    const position = Number(await place.getAttribute('data-position'))
    await expect(room.getByTestId('room-wait')).toContainText('Geschatte wachttijd')
    await expect(room.getByTestId('room-keep-open')).toContainText('Verversen kost je je plek niet')
    await shot(page, 'queue-phone-nl')
    const entries = await queueEntries()
    expect(entries).toBe(7)
    const stored = await page.evaluate((key) => localStorage.getItem(key), `waiting-room:${id}`)
    expect(JSON.parse(stored!).queueToken).toBeTruthy()

    // A second tab of the same browser: the island opens the room at once, on the same place; nobody new queued.
    const second = await context.newPage()
    await second.setViewportSize(DESKTOP)
    await second.goto(`/events/${id}?lang=nl`)
    const secondRoom = second.getByTestId('waiting-room')
    const secondPlace = secondRoom.getByTestId('room-place').or(second.getByTestId('ticket-selection'))
    await expect(secondPlace).toBeVisible({ timeout: 15_000 })
    if (await secondRoom.getByTestId('room-place').isVisible()) {
      expect(Number(await secondRoom.getByTestId('room-place').getAttribute('data-position'))).toBeLessThanOrEqual(position)
      await shot(second, 'queue-second-tab-desktop-nl')
    }
    // The same place: the same browser and the same entry (a poll hands a refreshed token back once the place has its number).
    expect(placeIn(await second.evaluate((key) => localStorage.getItem(key), `waiting-room:${id}`))).toEqual(placeIn(stored))
    expect(await queueEntries()).toBe(entries)
    await second.close()
    await page.bringToFront()

    // Admitted after the ones ahead (10 a minute): the selection replaces the room; the hold carries the admission.
    const selection = page.getByTestId('ticket-selection')
    await expect(selection.getByRole('heading', { name: 'Selecteer Tickets' })).toBeVisible({ timeout: 120_000 })
    await expect(page.getByText('Je bent aan de beurt: kies je tickets.')).toBeVisible()
    await shot(page, 'admitted-phone-nl')
    await selection.getByRole('button', { name: `Eén ${FREE} meer` }).click()
    await expect(selection.getByTestId('selection-proceed')).toHaveText('Registreren')
    const held = page.waitForResponse((r) => r.url().endsWith('/api/tickets/reserve') && r.request().method() === 'POST')
    await selection.getByTestId('selection-proceed').click()
    const hold = await held
    expect(hold.status()).toBe(201)
    expect((hold.request().postDataJSON() as { admissionToken?: string }).admissionToken).toBeTruthy()
    const email = `wachtrij-${RUN}@example.sr`
    const checkout = await fillGuest(page, email)
    await checkout.getByTestId('checkout-submit').click()
    await expect(page).toHaveURL(/\/payment\/success\?type=free&orderNumber=ST-/, { timeout: 20_000 })
    await expect(page.getByTestId('payment-title')).toHaveText('Je registratie is gelukt!')
    // The admission is this buyer's now.
    const { rows } = await sql('select count(*)::int as n from waiting_room_entries where event_id = $1 and buyer_key = $2', [
      id,
      `e:${email}`,
    ])
    expect(Number(rows[0].n)).toBe(1)
    await english.context.close()
    await context.close()
  })

  test('a second visitor is admitted and pays through the Uni5Pay+ sandbox; the live panel counts the sales', async ({ browser }) => {
    test.setTimeout(180_000)
    const { context, page } = await visitor(browser, PHONE)
    await openRoom(page)
    const selection = page.getByTestId('ticket-selection')
    await expect(selection.getByRole('heading', { name: 'Selecteer Tickets' })).toBeVisible({ timeout: 120_000 })
    await selection.getByRole('button', { name: `Eén ${PAID} meer` }).click()
    await expect(selection.getByTestId('selection-proceed')).toHaveText('Doorgaan naar Betaling')
    await selection.getByTestId('selection-proceed').click()
    const checkout = await fillGuest(page, `wachtrij-betaald-${RUN}@example.sr`)
    await expect(checkout.getByRole('radio', { name: /Uni5Pay\+/ })).toBeChecked()
    await checkout.getByTestId('checkout-submit').click()
    await expect(page).toHaveURL(/\/mock-uni5pay-checkout\?paymentId=u5p_/)
    await page.getByTestId('sandbox-pay').click()
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-status', 'paid', { timeout: 15_000 })
    await context.close()

    const organizer = await visitor(browser, DESKTOP)
    await storeSession(organizer.page, await sharedLogIn(organizer.page.request, ORGANIZER))
    await organizer.page.goto(`/organizer-dashboard#/events/${id}`)
    const live = organizer.page.getByTestId('room-live')
    await expect(live.getByTestId('room-live-admitted')).not.toHaveText('0', { timeout: 20_000 })
    const { rows } = await sql('select coalesce(sum(quantity_sold), 0)::int as n from ticket_types where event_id = $1', [id])
    await expect(live.getByTestId('room-live-sold')).toHaveText(String(rows[0].n), { timeout: 20_000 })
    await expect(live.getByTestId('room-live-rate')).toHaveText('10')
    await live.scrollIntoViewIfNeeded()
    await shot(organizer.page, 'backoffice-live-desktop-nl')
    await organizer.context.close()

    const english = await visitor(browser, PHONE, 'en')
    await english.page.addInitScript(() => localStorage.setItem('language', 'en'))
    await storeSession(english.page, await sharedLogIn(english.page.request, ORGANIZER))
    await english.page.goto(`/organizer-dashboard#/events/${id}`)
    const liveEn = english.page.getByTestId('room-live')
    // The event page's cards load after its form (lazy chunks and their API reads): a busy machine takes a while.
    await expect(liveEn).toBeVisible({ timeout: 40_000 })
    await expect(english.page.getByTestId('event-waiting-room').getByRole('heading', { name: 'On-sale waiting room' })).toBeVisible()
    await expect(liveEn.getByText('Admitted per minute')).toBeVisible()
    await liveEn.scrollIntoViewIfNeeded()
    await shot(english.page, 'backoffice-live-phone-en')
    await english.context.close()
  })

  test('sold out while waiting: the room says so and leads to the waiting list', async ({ browser, request }) => {
    test.setTimeout(150_000)
    // One admission a minute and three devices ahead: the visitor is still waiting when the last seats go.
    await saveRoom(request, {
      enabled: true,
      opensAt: new Date(Date.now() - 60_000).toISOString(),
      admitPerMinute: 1,
      randomWindowMinutes: 0,
    })
    for (let i = 1; i <= 3; i++) {
      const joined = await request.post(`/api/events/${id}/queue`, { data: { deviceId: `e2e-late-device-${RUN}-${i}` } })
      expect(joined.status(), await joined.text()).toBe(201)
    }
    const { context, page } = await visitor(browser, PHONE)
    const room = await openRoom(page)
    await expect(room.getByTestId('room-place')).toBeVisible()
    // Every seat of both types is taken (the room's counters read the stock within a second).
    await sql('update ticket_types set max_quantity = quantity_sold where event_id = $1', [id])
    const soldOut = room.getByTestId('room-sold-out')
    await expect(soldOut).toContainText('Uitverkocht', { timeout: 30_000 })
    await expect(soldOut).toContainText('Zet je op de wachtlijst')
    await shot(page, 'sold-out-phone-nl')
    await soldOut.getByTestId('room-waiting-list').click()
    await expect(page).toHaveURL(/#tickets$/)
    await expect(page.getByTestId('ticket-panel-closed')).toHaveText('Uitverkocht')
    // The island loads at once for a browser with a place, but the page says nothing is left: the room stays shut.
    await expect(page.locator(BUYING_ISLAND_NOT_LOADED)).toHaveCount(0)
    const join = page.getByTestId('ticket-type').filter({ hasText: FREE }).getByTestId('waiting-list-button')
    await expect(join).toHaveText('Zet me op de wachtlijst')
    await join.click()
    await expect(page.getByTestId('waiting-list-dialog')).toBeVisible({ timeout: 15_000 })
    await expect(page.getByTestId('waiting-room')).toHaveCount(0)
    await context.close()
  })
})
