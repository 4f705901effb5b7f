/*
 * Passing a ticket on and lost tickets sent again, end to end: a signed-in buyer passes one of their two tickets on
 * from My tickets to a friend by e-mail; the friend's mail arrives with a link to the new ticket; at the gate the
 * scanner answers 'Overgedragen' for the old code and 'Geldig' for the new one. A guest asks for their tickets again
 * on the event page and the mail arrives. Screenshots of the forms and answers, phone and desktop, Dutch and English.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { eventId, ticketTypes } from './support/buying_helpers'
import { linkTo, sql } from './support/auth_helpers'
import { waitForSinkMail } from './support/message_sinks'
import { sharedLogIn, storeSession } from './support/stored_session'
import { signedIn } from './support/ticketswitch_helpers'

/** An event of the demo scanner's organizer, with paid tickets, days ahead. */
const EVENT = 'Kawina & Bigi Pokoe Avond'
const SHOTS = 'test-results/screenshots/transfer'
const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]

/** `quantity` paid tickets of EVENT through the Uni5Pay+ sandbox, for the signed-in buyer (token) or a guest. */
async function paidTickets(request: APIRequestContext, buyer: { email: string; token?: string }, quantity: number) {
  const id = await eventId(request, EVENT)
  const type = (await ticketTypes(request, id)).find((row) => row.name === 'Regulier')!
  const created = await request.post('/api/payments/create', {
    headers: buyer.token ? { authorization: `Bearer ${buyer.token}` } : {},
    data: {
      eventId: id,
      tickets: [{ ticketTypeId: type.id, quantity }],
      buyerInfo: { contactMethod: 'email', firstName: 'Ravi', lastName: 'Koper', email: buyer.email, confirmEmail: buyer.email },
      reservationId: `transfer-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      paymentProvider: 'uni5pay',
      paymentMethod: 'uni5pay',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { checkoutUrl, orderNumber } = (await created.json()) as { checkoutUrl: string; orderNumber: string }
  const link = new URL(checkoutUrl)
  const approved = await request.post(`/api/payments/uni5pay/sandbox/${link.searchParams.get('paymentId')}/approve`, {
    form: { key: link.searchParams.get('key')! },
    maxRedirects: 0,
  })
  expect(approved.status()).toBe(303)
  const { rows } = await sql(
    'SELECT t.id, t.qr_code FROM tickets t JOIN orders o ON o.id = t.order_id WHERE o.order_number = $1 ORDER BY t.id',
    [orderNumber]
  )
  expect(rows).toHaveLength(quantity)
  return { eventId: id, orderNumber, tickets: rows.map((row) => ({ id: row.id as number, qrCode: row.qr_code as string })) }
}

async function registeredBuyer(request: APIRequestContext) {
  const email = `doorgever-${Date.now()}@example.sr`
  const registered = await request.post('/api/auth/register', {
    data: { email, password: 'Geheim-1234', firstName: 'Ravi', lastName: 'Koper', role: 'user', acceptTerms: true },
  })
  expect(registered.status()).toBe(201)
  const { token, user } = (await registered.json()) as { token: string; user: Record<string, unknown> }
  return { email, token, grant: { token, role: 'user', user: user as never } }
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false })
}

/** The transfer form of one ticket on the page, opened. */
async function openTransfer(page: Page, ticketId: number) {
  const card = page.locator(`[data-testid="ticket-qr"][data-ticket-id="${ticketId}"]`).locator('xpath=..')
  const details = card.getByTestId('ticket-transfer')
  await details.locator('summary').click()
  return details
}

test.describe('Passing a ticket on, and lost tickets sent again', () => {
  test('a buyer passes a ticket on from My tickets; the friend’s mail arrives; the gate says Overgedragen and Geldig', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000)
    const buyer = await registeredBuyer(request)
    const bought = await paidTickets(request, buyer, 2)
    const [given, kept] = bought.tickets
    const friendEmail = `vriendin-${Date.now()}@example.sr`

    await page.setViewportSize(SIZES[0])
    await signedIn(page, buyer.grant)
    await page.goto('/user-dashboard')
    const form = await openTransfer(page, given.id)
    await expect(form.getByText('Geef dit ticket gratis door aan een vriend(in)')).toBeVisible()
    await form.getByLabel('Voornaam').fill('Anjali')
    await form.getByLabel('Achternaam').fill('Vriendin')
    // Without the confirmation, or with a bad address, the browser's own check stops it: nothing is sent.
    await form.getByLabel('E-mailadres').fill(friendEmail)
    await form.getByTestId('transfer-submit').click()
    expect(await form.getByTestId('transfer-confirm').evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false)
    await form.getByTestId('transfer-confirm').check()
    await form.getByLabel('E-mailadres').fill('geen-adres')
    await form.getByTestId('transfer-submit').click()
    expect(await form.getByLabel('E-mailadres').evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false)
    await expect(form.getByTestId('transfer-status')).toBeEmpty()
    expect((await sql('SELECT count(*)::int AS n FROM ticket_transfers WHERE from_ticket_id = $1', [given.id])).rows[0].n).toBe(0)
    await form.getByLabel('E-mailadres').fill(friendEmail)
    await shoot(page, 'transfer-form-nl-390')
    await form.getByTestId('transfer-submit').click()

    // The answer: the page says where it went, the ticket shows as passed on without its code; the other stays.
    await expect(page.getByTestId('transfer-done')).toHaveText(
      'Je ticket is doorgegeven aan Anjali Vriendin. Het nieuwe ticket is naar hem of haar verstuurd.'
    )
    await expect(page.locator(`[data-testid="ticket-passed-on"][data-ticket-id="${given.id}"]`)).toContainText(
      'Doorgegeven aan Anjali Vriendin'
    )
    await expect(page.locator(`[data-testid="ticket-qr"][data-ticket-id="${given.id}"]`)).toHaveCount(0)
    await expect(page.locator(`[data-testid="ticket-qr"][data-ticket-id="${kept.id}"]`)).toBeVisible()
    await shoot(page, 'transfer-done-nl-390')
    await page.setViewportSize(SIZES[1])
    await shoot(page, 'transfer-done-nl-1366')

    // The friend's mail, with the link to the new ticket and its new code.
    const mail = await waitForSinkMail({ to: friendEmail, subject: 'geeft je een ticket' }, 30_000)
    expect(mail.subject).toContain('Ravi Koper geeft je een ticket voor')
    const friendPage = await page.context().browser()!.newPage()
    await friendPage.goto(linkTo(mail, '/download'))
    await expect(friendPage.getByTestId('download-ticket')).toHaveCount(1)
    const { rows } = await sql('SELECT qr_code FROM tickets WHERE transferred_from_ticket_id = $1', [given.id])
    const fresh = rows[0].qr_code as string
    expect(fresh).not.toBe(given.qrCode)
    await expect(friendPage.getByTestId('download-ticket')).toContainText(fresh)
    await expect(friendPage.getByTestId('download-ticket')).toContainText('Anjali Vriendin')
    await friendPage.close()

    // At the gate: the old code is transferred, the new one lets the friend in.
    const door = await page.context().browser()!.newContext({ locale: 'nl-NL' })
    const gate = await door.newPage()
    await storeSession(gate, await sharedLogIn(request, 'scanner@demo.sr'))
    await gate.goto('/ticket-validation')
    await gate.getByRole('combobox', { name: 'Evenement' }).click()
    await gate
      .getByTestId('scanner-event-option')
      .filter({ has: gate.getByText(EVENT, { exact: true }) })
      .click()
    await gate.getByLabel('Ingang').fill('Hoofdingang')
    await expect(gate.getByTestId('scanner-online')).toHaveAttribute('data-online', 'true')
    const answer = gate.getByTestId('scan-answer')
    await gate.getByTestId('scanner-code').fill(given.qrCode)
    await gate.getByTestId('scanner-code').press('Enter')
    await expect(answer).toHaveAttribute('data-status', 'transferred')
    await expect(answer).toContainText('Overgedragen')
    await gate.getByTestId('scanner-code').fill(fresh)
    await gate.getByTestId('scanner-code').press('Enter')
    await expect(answer).toHaveAttribute('data-status', 'valid')
    await expect(answer).toContainText('Geldig')
    await door.close()
  })

  test('the transfer form and its answer in English, on a phone and a desktop', async ({ page, request }) => {
    test.setTimeout(120_000)
    const buyer = await registeredBuyer(request)
    const bought = await paidTickets(request, buyer, 1)
    await signedIn(page, buyer.grant)
    for (const size of SIZES) {
      await page.setViewportSize(size)
      await page.goto('/user-dashboard?lang=en')
      const form = await openTransfer(page, bought.tickets[0].id)
      await expect(form.getByText('Pass this ticket on to a friend, free')).toBeVisible()
      await form.getByLabel('First name').fill('Maya')
      await form.getByLabel('Last name').fill('Friend')
      await form.getByLabel('E-mail address').fill(`friend-${size.width}-${Date.now()}@example.sr`)
      await form.getByTestId('transfer-confirm').check()
      await shoot(page, `transfer-form-en-${size.width}`)
    }
    await page.setViewportSize(SIZES[0])
    const form = page.getByTestId('ticket-transfer')
    await form.getByTestId('transfer-submit').click()
    await expect(page.getByTestId('transfer-done')).toContainText('Your ticket has been passed on to Maya Friend.')
    await shoot(page, 'transfer-done-en-390')
    await page.goto('/user-dashboard?lang=nl')
    await page.setViewportSize(SIZES[1])
    await shoot(page, 'transfer-done-nl-1366-list')
  })

  test('a guest asks for their tickets again on the event page; only their address gets them', async ({ page, request }) => {
    test.setTimeout(120_000)
    const guestEmail = `kwijt-${Date.now()}@example.sr`
    const bought = await paidTickets(request, { email: guestEmail }, 1)
    const first = await waitForSinkMail({ to: guestEmail, subject: bought.orderNumber }, 30_000)
    const firstLink = linkTo(first, '/download')

    for (const lang of ['en', 'nl']) {
      for (const size of SIZES) {
        await page.setViewportSize(size)
        await page.goto(`/events/${bought.eventId}?lang=${lang}`)
        const box = page.getByTestId('lost-tickets')
        await box.scrollIntoViewIfNeeded()
        await shoot(page, `resend-form-${lang}-${size.width}`)
      }
    }
    const box = page.getByTestId('lost-tickets')
    await expect(box.getByRole('heading', { name: 'Tickets kwijt?' })).toBeVisible()
    await box.getByLabel('E-mailadres of WhatsApp-nummer').fill(guestEmail)
    await box.getByRole('button', { name: 'Stuur mijn tickets opnieuw' }).click()
    await expect(box.getByTestId('lost-tickets-status')).toHaveText(
      'Als er bij dit adres of nummer tickets horen, hebben we ze er opnieuw naartoe gestuurd.'
    )
    await shoot(page, 'resend-answer-nl-1366')

    // A second tickets mail, with a link of its own, reaches the buyer's address.
    await expect
      .poll(async () => linkTo(await waitForSinkMail({ to: guestEmail, subject: bought.orderNumber }, 30_000), '/download'), {
        timeout: 30_000,
      })
      .not.toBe(firstLink)
    const again = await waitForSinkMail({ to: guestEmail, subject: bought.orderNumber })
    await page.goto(linkTo(again, '/download'))
    await expect(page.getByTestId('download-ticket')).toContainText(bought.tickets[0].qrCode)

    // An address that bought nothing gets the very same answer (and no mail).
    await page.goto(`/events/${bought.eventId}`)
    const other = page.getByTestId('lost-tickets')
    await other.getByLabel('E-mailadres of WhatsApp-nummer').fill(`niemand-${Date.now()}@example.sr`)
    await other.getByRole('button', { name: 'Stuur mijn tickets opnieuw' }).click()
    await expect(other.getByTestId('lost-tickets-status')).toHaveText(
      'Als er bij dit adres of nummer tickets horen, hebben we ze er opnieuw naartoe gestuurd.'
    )
    await page.setViewportSize(SIZES[0])
    await shoot(page, 'resend-answer-nl-390')
  })
})
