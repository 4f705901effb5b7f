/*
 * Journeys, in a real Chromium against the real server: the admin raises the platform fee in
 * /platform-settings and a visitor's checkout of a paid ticket shows it; the admin edits the tickets mail, sends a
 * test (the sink holds the new words) and the next free purchase's mail uses them; the history under each shows
 * both changes with before and after. Everything is put back through the API afterwards (other journeys expect the
 * demo's fees and mails).
 */
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test'
import { BUYING_ISLAND_NOT_LOADED, eventId, fillGuest, selectTickets } from './support/buying_helpers'
import { waitForSinkMail } from './support/message_sinks'
import { sharedLogIn, storeSession, type Grant } from './support/stored_session'

const ADMIN = 'admin@demo.sr'
/** The back office's lazy chunks and the buying island load slowly on a busy machine: wait longer than 5 s for them. */
const expect = baseExpect.configure({ timeout: 20_000 })

/** A visitor on an event page with the buying island loaded (the helpers' dialog waits are short). */
async function eventPageReady(page: Page, id: number) {
  await page.goto(`/events/${id}`)
  await page.getByTestId('buy-button').focus()
  await expect(page.locator(BUYING_ISLAND_NOT_LOADED)).toHaveCount(0)
}

async function settingsOf(request: APIRequestContext, grant: Grant) {
  const response = await request.get('/api/platform-settings', { headers: { Authorization: `Bearer ${grant.token}` } })
  expect(response.status()).toBe(200)
  return (await response.json()).data as Record<string, unknown>
}

test.describe.serial('platform settings', () => {
  let grant: Grant
  let original: Record<string, unknown>

  test.beforeAll(async ({ request }) => {
    grant = await sharedLogIn(request, ADMIN)
    original = await settingsOf(request, grant)
  })

  test.afterAll(async ({ request }) => {
    const headers = { Authorization: `Bearer ${grant.token}` }
    const { platformCostPercentage, platformCostFixed, paymentFees } = original
    await request.put('/api/platform-settings', { headers, data: { platformCostPercentage, platformCostFixed, paymentFees } })
    await request.delete('/api/platform-settings/email-templates/tickets/nl', { headers })
  })

  test('the admin raises the platform fee; a visitor’s checkout of a paid ticket shows the new fee', async ({ page, browser, request }) => {
    test.slow() // a cold server builds the back office's chunks on first use
    await storeSession(page, grant)
    await page.goto('/platform-settings?tab=fees')
    const form = page.getByTestId('settings-form-fees')
    await form.getByLabel('Percentage van de ticketprijs').fill('10')
    await form.getByLabel('Vast bedrag per bestelling (SRD)').fill('5')
    // The live example is domain/fees.ts on the form's values: 100 + 10 % + 5.
    await expect(page.getByTestId('fee-example-total-0')).toHaveText('SRD 115,-')
    await expect(page.getByTestId('fee-example-platformFee-1')).toHaveText('SRD 105,-')
    await form.getByTestId('settings-save').click()
    await expect(page.getByText('Instellingen opgeslagen; de website gebruikt ze meteen.')).toBeVisible()

    // A visitor, in a browser of their own.
    const visitor = await browser.newPage()
    await eventPageReady(visitor, await eventId(request, 'Sranan Toneel: Mi Gudu'))
    const dialog = await selectTickets(visitor, 'Regulier', 1)
    await dialog.getByTestId('selection-proceed').click()
    const checkout = await fillGuest(visitor, `fee-${Date.now()}@example.sr`)
    const fees = checkout.getByTestId('fee-breakdown')
    await expect(fees.getByText('Servicekosten')).toBeVisible()
    // 175 + (10 % of 175 + 5) = 197,50
    await expect(fees).toContainText('SRD 22,50')
    await expect(checkout.getByTestId('checkout-total')).toHaveText('SRD 197,50')
    await visitor.close()
  })

  test('the admin edits the tickets mail and sends a test; the next free purchase’s mail uses it', async ({ page, browser, request }) => {
    test.slow()
    const stamp = Date.now()
    const subject = `Toegang tot {event} (${stamp})`
    await storeSession(page, grant)
    await page.goto('/platform-settings?tab=templates&mail=tickets')
    const templates = page.getByTestId('email-templates')
    await expect(templates.getByTestId('template-status')).toContainText('Standaardtekst')
    await templates.getByRole('textbox', { name: /^Onderwerp/ }).fill(subject)
    const body = templates.getByRole('textbox', { name: /^Tekst/ })
    await body.fill('Beste {name}, tot ziens bij {event}!\n\nDatum: {date}')
    // The preview follows the draft with sample data.
    await expect(templates.getByTestId('template-preview-subject')).toHaveText(`Onderwerp: Toegang tot Kawina Night (${stamp})`)
    // An unknown placeholder is marked at once, and the save refused by the API is never reached.
    await body.fill('Beste {naam}')
    await expect(templates.getByText('Deze e-mail kent {naam} niet')).toBeVisible()
    await body.fill('Beste {name}, tot ziens bij {event}!\n\nDatum: {date}')

    await templates.getByTestId('template-send-test').click()
    await expect(page.getByText(`Testmail verstuurd naar ${ADMIN}.`)).toBeVisible()
    const testMail = await waitForSinkMail({ to: ADMIN, subject: `[Test] Toegang tot Kawina Night (${stamp})` }, 30_000)
    expect(testMail.text).toContain('Beste Anna, tot ziens bij Kawina Night!')

    await templates.getByTestId('template-save').click()
    await expect(page.getByText('Sjabloon opgeslagen: de volgende e-mail van deze soort gebruikt het.')).toBeVisible()
    await expect(templates.getByTestId('template-status')).toContainText('Aangepast: Onderwerp')

    // The next free purchase, by a visitor.
    const visitor = await browser.newPage()
    await eventPageReady(visitor, await eventId(request, 'Holi Phagwa Kleurenfestival'))
    const dialog = await selectTickets(visitor, 'Gratis toegang', 1)
    await dialog.getByTestId('selection-proceed').click()
    const email = `sjabloon-${stamp}@example.sr`
    const checkout = await fillGuest(visitor, email)
    await checkout.getByTestId('checkout-submit').click()
    await expect(visitor).toHaveURL(/\/payment\/success\?type=free/)
    const mail = await waitForSinkMail({ to: email }, 30_000)
    expect(mail.subject).toBe(`Toegang tot Holi Phagwa Kleurenfestival (${stamp})`)
    expect(mail.text).toContain('Beste Anika, tot ziens bij Holi Phagwa Kleurenfestival!')
    expect(mail.attachments.some((a) => a.contentType === 'application/pdf')).toBe(true)
    await visitor.close()
  })

  test('the history shows both changes with before and after', async ({ page }) => {
    await storeSession(page, grant)
    await page.goto('/platform-settings?tab=fees')
    // The history sits under the form and loads when scrolled to, as a person reads down to it.
    await expect(page.getByTestId('settings-form-fees')).toBeVisible()
    await page.getByTestId('audit-history-place').scrollIntoViewIfNeeded()
    const feeChange = page.getByTestId('audit-entry').filter({ hasText: 'platformCostPercentage' }).first()
    await expect(feeChange).toContainText('gewijzigd')
    await expect(feeChange).toContainText('platformCostPercentage: 0.00 → 10.00')
    await expect(feeChange).toContainText('platformCostFixed: 0.00 → 5.00')

    await page.getByTestId('settings-tab-templates').click()
    const templateChange = page.getByTestId('audit-entry').filter({ hasText: 'tickets.nl.subject' }).first()
    await expect(templateChange).toContainText('tickets.nl.subject: Je tickets voor {event} ({orderNumber}) → Toegang tot {event}')
    await expect(templateChange).toContainText('tickets.nl.body')
  })
})
