/*
 * Checkout questions (docs/questions.md): the organizer adds two questions to an event in the back office ('Vragen' on
 * the event's page), a buyer on a phone answers them in the storefront's checkout (refused first while one is
 * missing), the organizer sees the answers on the order page and downloads the attendees CSV with a column per
 * question. Screenshots of the new screens at 390 and 1280 wide, in Dutch and English, go to test-results/shots-i28/.
 */
import { mkdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { test, expect, type Page } from '@playwright/test'
import { sql } from './support/auth_helpers'
import { sharedLogIn, storeSession } from './support/stored_session'
import { eventId, fillGuest, selectTickets } from './support/buying_helpers'

const SHOTS = 'test-results/shots-i28'
const EVENT = 'Holi Phagwa Kleurenfestival'
const ORGANIZER = 'kulturu@demo.sr'
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

mkdirSync(SHOTS, { recursive: true })

/**
 * A back-office section as a person sees it: scrolled to its heading, the window's picture (an element's own picture
 * would slide under the fixed app bar).
 */
async function shoot(page: Page, section: ReturnType<Page['getByTestId']>, name: string) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await section.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 72))
  await page.screenshot({ path: `${SHOTS}/${name}.png` })
}

/** Picks an option of a MUI select inside the card. */
async function choose(page: Page, card: ReturnType<Page['getByTestId']>, select: string, option: string) {
  await card.getByTestId(select).click()
  await page.getByTestId(option).click()
}

test.describe('checkout questions', () => {
  let id: number
  test.beforeAll(async ({ request }) => {
    id = await eventId(request, EVENT)
  })
  // Other journeys buy this event too: its questions and their answers go again afterwards.
  test.afterAll(async () => {
    await sql('DELETE FROM question_answers WHERE question_id IN (SELECT id FROM event_questions WHERE event_id = $1)', [id])
    await sql('DELETE FROM event_questions WHERE event_id = $1', [id])
  })

  test('the organizer asks, a buyer on a phone answers, the organizer reads the answers in the CSV', async ({ page, request }) => {
    test.setTimeout(300_000)
    await storeSession(page, await sharedLogIn(request, ORGANIZER))

    // The organizer: 'Vragen' on the event's page.
    await page.setViewportSize(DESKTOP)
    await page.goto(`/organizer-dashboard#/events/${id}`)
    await expect(page.getByTestId('event-edit-page')).toBeVisible({ timeout: 20_000 })
    const editor = page.getByTestId('event-questions')
    await expect(editor.getByRole('heading', { name: 'Vragen' })).toBeVisible({ timeout: 15_000 })
    await expect(editor).toContainText('Dit evenement stelt nog geen vragen.')

    await editor.getByTestId('question-add').click()
    let card = editor.getByTestId('question-card-new')
    await card.getByTestId('question-label').fill('Naam deelnemer')
    await choose(page, card, 'question-scope', 'question-scope-ticket')
    await card.getByLabel('Verplicht').check()
    await card.getByLabel('Op het ticket afdrukken').check()
    await card.getByTestId('question-translations-toggle').click()
    await card.getByTestId('question-label-en').fill('Attendee name')
    await card.getByTestId('question-save').click()
    await expect(page.getByText('Vraag opgeslagen')).toBeVisible()
    await expect(editor.getByTestId(/^question-card-\d+$/)).toHaveCount(1)

    await editor.getByTestId('question-add').click()
    card = editor.getByTestId('question-card-new')
    await card.getByTestId('question-label').fill('T-shirtmaat')
    await choose(page, card, 'question-type', 'question-type-choice')
    // A choice without two options is refused with the API's Dutch message next to the field.
    await card.getByTestId('question-options').fill('S')
    await card.getByTestId('question-save').click()
    await expect(card).toContainText('Geef minstens twee opties, geen lege')
    await card.getByTestId('question-options').fill('S\nM\nL')
    await card.getByLabel('Verplicht').check()
    await card.getByTestId('question-translations-toggle').click()
    await card.getByTestId('question-label-en').fill('T-shirt size')
    await card.getByTestId('question-save').click()
    await expect(editor.getByTestId(/^question-card-\d+$/)).toHaveCount(2)
    await shoot(page, editor, 'backoffice-questions-nl-1280')
    await page.setViewportSize(PHONE)
    await shoot(page, editor, 'backoffice-questions-nl-390')

    // A buyer on a phone: the questions come after their details.
    const buyer = await page.context().browser()!.newContext({ viewport: PHONE, baseURL: test.info().project.use.baseURL })
    const phone = await buyer.newPage()
    await phone.goto(`/events/${id}?vragen=1`)
    const dialog = await selectTickets(phone, 'Gratis toegang', 2)
    await dialog.getByTestId('selection-proceed').click()
    const email = `vragen-${Date.now()}@example.sr`
    const checkout = await fillGuest(phone, email)
    const questions = checkout.getByTestId('checkout-questions')
    await expect(questions.getByText('Vragen van de organisator')).toBeVisible()
    await expect(questions.getByTestId('questions-ticket-0')).toContainText('Ticket 1: Gratis toegang')
    await expect(questions.getByTestId('questions-ticket-1')).toContainText('Ticket 2: Gratis toegang')

    // Nothing answered: the checkout stays, the first missing answer says so.
    await checkout.getByTestId('checkout-submit').click()
    await expect(questions.getByText('Beantwoord deze vraag.').first()).toBeVisible()
    await expect(phone).toHaveURL(new RegExp(`/events/${id}`))

    await questions.getByRole('radio', { name: 'M', exact: true }).check()
    await questions
      .getByTestId('questions-ticket-0')
      .getByLabel(/Naam deelnemer/)
      .fill('Anjali Sewdien')
    await questions
      .getByTestId('questions-ticket-1')
      .getByLabel(/Naam deelnemer/)
      .fill('Ravi Ramdin')
    await expect(questions.getByText('Beantwoord deze vraag.')).toHaveCount(0)
    await questions.scrollIntoViewIfNeeded()
    await questions.screenshot({ path: `${SHOTS}/storefront-questions-nl-390.png` })
    await checkout.getByTestId('checkout-submit').click()
    await expect(phone).toHaveURL(/\/payment\/success\?type=free&orderNumber=ST-/)
    const orderNumber = new URL(phone.url()).searchParams.get('orderNumber')!
    expect(await phone.evaluate(() => localStorage.getItem('checkoutAnswers'))).toBeNull()

    // The same step in English, on a phone and on a desktop (nothing bought).
    await phone.goto(`/events/${id}?lang=en&vragen=2`)
    await phone.getByTestId('buy-button').click()
    const english = phone.getByTestId('ticket-selection')
    await english
      .getByRole('button', { name: /Gratis toegang/ })
      .last()
      .click()
    await english.getByTestId('selection-proceed').click()
    const englishQuestions = phone.getByTestId('checkout-questions')
    await expect(englishQuestions.getByText('Questions from the organizer')).toBeVisible()
    await expect(englishQuestions).toContainText('T-shirt size')
    await expect(englishQuestions).toContainText('Attendee name')
    await englishQuestions.screenshot({ path: `${SHOTS}/storefront-questions-en-390.png` })
    await phone.setViewportSize(DESKTOP)
    await englishQuestions.screenshot({ path: `${SHOTS}/storefront-questions-en-1280.png` })
    await phone.goto(`/events/${id}?vragen=3`)
    await buyer.close()

    // The organizer: the order page shows the answers, the attendees CSV has a column per question.
    await page.setViewportSize(DESKTOP)
    const { rows } = await sql('SELECT id FROM orders WHERE order_number = $1', [orderNumber])
    await page.goto(`/organizer-dashboard#/orders/${rows[0].id}/show`)
    await expect(page.getByTestId('order-number')).toHaveText(orderNumber, { timeout: 20_000 })
    const answers = page.getByTestId('order-answers')
    await expect(answers).toContainText('T-shirtmaat', { timeout: 15_000 })
    await expect(answers).toContainText('Anjali Sewdien')
    await expect(answers).toContainText('Ticket 2')
    await shoot(page, answers, 'backoffice-order-answers-nl-1280')
    await page.evaluate(() => localStorage.setItem('language', 'en'))
    await page.goto(`/organizer-dashboard?lang=en#/orders/${rows[0].id}/show`)
    await page.setViewportSize(PHONE)
    await expect(page.getByTestId('order-answers')).toContainText('Answers', { timeout: 20_000 })
    await shoot(page, page.getByTestId('order-answers'), 'backoffice-order-answers-en-390')
    await page.goto(`/organizer-dashboard?lang=en#/events/${id}`)
    await expect(page.getByTestId('event-questions').getByRole('heading', { name: 'Questions' })).toBeVisible({ timeout: 20_000 })
    await page.setViewportSize(DESKTOP)
    await shoot(page, page.getByTestId('event-questions'), 'backoffice-questions-en-1280')
    await page.evaluate(() => localStorage.setItem('language', 'nl'))

    await page.goto(`/organizer-dashboard#/orders?filter=${encodeURIComponent(JSON.stringify({ eventId: id }))}`)
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: /Deelnemers \(CSV\)|Attendees \(CSV\)/ }).click()
    const text = await readFile((await (await downloading).path())!, 'utf8')
    const [header, ...lines] = text.slice(1).split('\r\n')
    expect(header.split(';').slice(-2)).toEqual(['Naam deelnemer', 'T-shirtmaat'])
    const mine = lines.filter((line) => line.startsWith(`${orderNumber};`)).map((line) => line.split(';').slice(-2))
    expect(mine).toEqual([
      ['Anjali Sewdien', 'M'],
      ['Ravi Ramdin', 'M'],
    ])
  })
})
