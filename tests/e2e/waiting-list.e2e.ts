/*
 * The waiting list of a sold-out ticket type (docs/buying.md#waiting-list): the demo organizer adds a type of two
 * seats and a buyer pays both through the fake Mollie, so it is sold out. A guest on a phone taps 'Zet me op de
 * wachtlijst', asks for two and is number 1; the mail's link shows the place. The organizer refunds the order in the
 * back office; the waiting-list job offers the two seats at once and the offer mail lands in the sink. The guest
 * follows its link: the checkout opens with exactly those two seats held for them and their details filled in, and
 * they pay. Screenshots at 390 and 1280 wide, in Dutch and English: test-results/shots-i28/.
 */
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { linkTo, sql } from './support/auth_helpers'
import { eventId, hydrated } from './support/buying_helpers'
import { waitForSinkMail } from './support/message_sinks'
import { sharedLogIn, storeSession } from './support/stored_session'

const EVENT = 'Comedy Tour Nickerie'
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }
const SHOTS = fileURLToPath(new URL('../../test-results/shots-i28/', import.meta.url))
const TYPE = `Wachtlijst ${Date.now() % 100_000}`
const GUEST = `wachtlijst-${Date.now() % 100_000}@example.sr`

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}waiting-list-${name}.png`, fullPage: false })
}

async function tab(browser: Browser, viewport: { width: number; height: number }, email: string | null, language: 'nl' | 'en' = 'nl') {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport,
    locale: language === 'nl' ? 'nl-NL' : 'en-GB',
    ignoreHTTPSErrors: true,
  })
  const page = await context.newPage()
  if (email) await storeSession(page, await sharedLogIn(page.request, email))
  return page
}

/** The ticket panel's row of the new type. */
const typeRow = (page: Page) => page.getByTestId('ticket-type').filter({ hasText: TYPE })

test.describe.serial('waiting list', () => {
  test.use({ ignoreHTTPSErrors: true })

  test('a sold-out type: join on a phone, the organizer refunds, the offer mail, buying through its link', async ({ browser }) => {
    test.setTimeout(300_000)

    // The organizer adds a type of two seats (through the API, as the back office does).
    const organizer = await tab(browser, DESKTOP, 'organizer@demo.sr')
    const id = await eventId(organizer.request, EVENT)
    const grant = await sharedLogIn(organizer.request, 'organizer@demo.sr')
    const created = await organizer.request.post(`/api/events/${id}/ticket-types`, {
      headers: { authorization: `Bearer ${grant.token}` },
      data: {
        name: TYPE,
        price: 50,
        maxQuantity: 2,
        hasUserLimit: true,
        maxPerUser: 4,
        saleStartDate: new Date(Date.now() - 86_400_000).toISOString(),
        saleEndDate: null,
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const typeId = Number(((await created.json()) as { data: { id: number } }).data.id)

    // A buyer pays both seats through the fake Mollie: sold out.
    const buyer = await tab(browser, PHONE, 'user@demo.sr')
    await buyer.goto(`/events/${id}`)
    await hydrated(buyer)
    await buyer.getByTestId('buy-button').click()
    const selection = buyer.getByTestId('ticket-selection')
    await expect(selection.getByRole('heading', { name: 'Selecteer Tickets' })).toBeVisible({ timeout: 15_000 })
    for (let i = 0; i < 2; i++) await selection.getByRole('button', { name: `Eén ${TYPE} meer` }).click()
    await selection.getByTestId('selection-proceed').click()
    const paying = buyer.getByTestId('checkout')
    await expect(paying.getByTestId('hold-status')).toHaveAttribute('data-phase', 'reserved')
    await paying.getByRole('radio', { name: /iDEAL/ }).check()
    await paying.getByTestId('checkout-submit').click()
    await expect(buyer.getByRole('heading', { name: 'Fake Mollie' })).toBeVisible()
    await buyer.getByRole('button', { name: 'Pay' }).click()
    await expect(buyer.getByTestId('payment-result')).toHaveAttribute('data-status', 'paid', { timeout: 15_000 })
    const orderNumber = new URL(buyer.url()).searchParams.get('orderNumber')!
    const orderId = Number((await sql('select id from orders where order_number = $1', [orderNumber])).rows[0].id)

    // A guest on a phone: the sold-out type offers 'Zet me op de wachtlijst'; the form answers the place.
    const guest = await tab(browser, PHONE, null)
    await guest.goto(`/events/${id}`)
    const row = typeRow(guest)
    await expect(row).toHaveAttribute('data-status', 'sold_out')
    const join = row.getByTestId('waiting-list-button')
    await expect(join).toHaveText('Zet me op de wachtlijst')
    await join.scrollIntoViewIfNeeded()
    await shot(guest, 'button-phone-nl')
    await join.click()
    const dialog = guest.getByTestId('waiting-list-dialog')
    await expect(dialog.getByRole('heading', { name: `Wachtlijst: ${TYPE}` })).toBeVisible({ timeout: 15_000 })
    await dialog.getByLabel('Aantal tickets').selectOption('2')
    await dialog.getByTestId('waiting-list-submit').click()
    await expect(dialog.locator('.auth-error').first()).toBeVisible()
    await dialog.getByLabel('E-mailadres').fill(GUEST)
    await dialog.getByLabel('Voornaam').fill('Anjali')
    await dialog.getByLabel('Achternaam').fill('Jagessar')
    await shot(guest, 'form-phone-nl')
    await dialog.getByTestId('waiting-list-submit').click()
    const joined = guest.getByTestId('waiting-list-joined')
    await expect(joined.getByTestId('waiting-list-place')).toHaveText(`Je bent nummer 1 op de wachtlijst voor 2 × ${TYPE}.`)
    await shot(guest, 'joined-phone-nl')

    // The confirmation mail links to the entry's page: the place and 'Verlaat de wachtlijst'.
    const confirmation = await waitForSinkMail({ to: GUEST, subject: 'Je staat op de wachtlijst' }, 30_000)
    const entryPath = confirmation.links.map((link) => new URL(link)).find((url) => url.pathname.startsWith('/waiting-list/'))!.pathname
    await guest.goto(entryPath)
    await expect(guest.getByTestId('waiting-list-place')).toHaveText('Je bent nummer 1.')
    await expect(guest.getByTestId('waiting-list-leave')).toHaveText('Verlaat de wachtlijst')
    await shot(guest, 'page-phone-nl')
    const english = await tab(browser, DESKTOP, null, 'en')
    await english.goto(`${entryPath}?lang=en`)
    await expect(english.getByTestId('waiting-list-place')).toHaveText('You are number 1.')
    await shot(english, 'page-desktop-en')
    await english.goto(`/events/${id}?lang=en`)
    await expect(english.getByTestId('ticket-type').first()).toBeVisible()
    await expect(typeRow(english).getByTestId('waiting-list-button')).toHaveText('Put me on the waiting list')
    await typeRow(english).scrollIntoViewIfNeeded()
    await shot(english, 'button-desktop-en')
    await typeRow(english).getByTestId('waiting-list-button').click()
    await expect(english.getByTestId('waiting-list-dialog').getByRole('heading', { name: `Waiting list: ${TYPE}` })).toBeVisible({
      timeout: 15_000,
    })
    await shot(english, 'form-desktop-en')

    // A second person joins and leaves on the entry's page.
    const second = await english.request.post(`/api/ticket-types/${typeId}/waiting-list`, {
      data: { quantity: 1, contactMethod: 'email', email: `tweede-${GUEST}`, firstName: 'Ravi', lastName: 'Ramdin', language: 'en' },
    })
    expect(second.status()).toBe(201)
    const secondEntry = ((await second.json()) as { data: { token: string; place: number } }).data
    expect(secondEntry.place).toBe(2)
    await english.goto(`/waiting-list/${secondEntry.token}?lang=en`)
    await english.getByTestId('waiting-list-leave').click()
    await expect(english.getByTestId('waiting-list-ended')).toHaveText(`You are no longer on the waiting list for ${TYPE} of ${EVENT}.`)
    await shot(english, 'left-desktop-en')

    // The organizer sees the demand, then refunds the whole order in the back office.
    const demand = await organizer.request.get(`/api/events/${id}/waiting-list`, { headers: { authorization: `Bearer ${grant.token}` } })
    const rows = ((await demand.json()) as { data: { ticketTypeId: number; waiting: number; wantedSeats: number }[] }).data
    expect(rows.find((r) => r.ticketTypeId === typeId)).toMatchObject({ waiting: 1, wantedSeats: 2 })
    await organizer.goto(`/organizer-dashboard#/events/${id}`)
    const card = organizer.getByTestId('event-waiting-list')
    await expect(card.getByTestId('event-waiting-list-row').filter({ hasText: TYPE })).toContainText(/1\s*2\s*0/, { timeout: 20_000 })
    await expect(organizer.getByLabel('Aanbodtijd wachtlijst (minuten)')).toHaveValue('120')
    await card.scrollIntoViewIfNeeded()
    await shot(organizer, 'backoffice-card-desktop-nl')
    const organizerEn = await tab(browser, PHONE, 'organizer@demo.sr', 'en')
    await organizerEn.addInitScript(() => localStorage.setItem('language', 'en'))
    await organizerEn.goto(`/organizer-dashboard#/events/${id}`)
    const cardEn = organizerEn.getByTestId('event-waiting-list')
    await expect(cardEn.getByRole('heading', { name: 'Waiting list' })).toBeVisible({ timeout: 15_000 })
    await cardEn.scrollIntoViewIfNeeded()
    await shot(organizerEn, 'backoffice-card-phone-en')
    await organizer.goto(`/organizer-dashboard#/orders/${orderId}/show`)
    await expect(organizer.getByTestId('order-number')).toHaveText(orderNumber, { timeout: 15_000 })
    await organizer.getByRole('button', { name: 'Terugbetalen' }).click()
    const refundDialog = organizer.getByTestId('refund-dialog')
    await refundDialog.getByLabel('Reden').fill('Kan niet komen')
    const refunded = organizer.waitForResponse((r) => r.url().endsWith(`/api/orders/${orderId}/refunds`) && r.request().method() === 'POST')
    await refundDialog.getByTestId('refund-confirm').click()
    expect((await refunded).status()).toBe(201)

    // The offer mail: two seats held for the guest; the link opens the checkout with them.
    const offer = await waitForSinkMail({ to: GUEST, subject: 'Er zijn tickets voor je vrij' }, 60_000)
    expect(offer.text).toContain(`2 × ${TYPE}`)
    const { rows: held } = await sql(
      `select r.quantity, r.session_id from ticket_reservations r join waiting_list_entries w on w.offer_session_id = r.session_id
       where w.email = $1 and r.is_active`,
      [GUEST]
    )
    expect(held).toHaveLength(1)
    expect(Number(held[0].quantity)).toBe(2)
    await guest.goto(linkTo(offer, `/events/${id}`))
    const checkout = guest.getByTestId('checkout')
    await expect(checkout.getByTestId('hold-status')).toHaveAttribute('data-phase', 'reserved', { timeout: 15_000 })
    await expect(checkout).toContainText(TYPE)
    await expect(checkout.getByLabel('Voornaam')).toHaveValue('Anjali')
    await expect(checkout.getByLabel('E-mailadres', { exact: true })).toHaveValue(GUEST)
    await shot(guest, 'offer-checkout-phone-nl')
    // The checkout's hold refresh kept the offer's own hold (same row, not replaced by a 20-minute one).
    const { rows: still } = await sql('select id, quantity, expires_at from ticket_reservations where session_id = $1 and is_active', [
      held[0].session_id,
    ])
    expect(still).toHaveLength(1)
    expect(new Date(still[0].expires_at).getTime() - Date.now()).toBeGreaterThan(60 * 60_000)

    await checkout.getByRole('radio', { name: /iDEAL/ }).check()
    await checkout.getByTestId('checkout-submit').click()
    await expect(guest.getByRole('heading', { name: 'Fake Mollie' })).toBeVisible()
    await guest.getByRole('button', { name: 'Pay' }).click()
    await expect(guest.getByTestId('payment-result')).toHaveAttribute('data-status', 'paid', { timeout: 15_000 })
    const bought = new URL(guest.url()).searchParams.get('orderNumber')!
    const { rows: order } = await sql(
      'select o.session_id, (select count(*) from tickets t where t.order_id = o.id) as tickets from orders o where o.order_number = $1',
      [bought]
    )
    expect(order[0].session_id).toBe(held[0].session_id)
    expect(Number(order[0].tickets)).toBe(2)
    const { rows: sold } = await sql('select quantity_sold from ticket_types where id = $1', [typeId])
    expect(Number(sold[0].quantity_sold)).toBe(2)
  })
})
