import { mkdirSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import { expect as baseExpect, test, type Page } from '@playwright/test'
import { sharedLogIn, storeSession, type Grant } from './support/stored_session'
import { typeInPicker } from './support/pickers'

/*
 * Numbers and dates as each reader writes them, on the organizer's event page in the back office: a Dutch price
 * typed as '150,50' is stored as 150.50 and shown as '150,50' (the English page shows '150.50'); a day and a time
 * chosen in the date picker are stored as that moment in Suriname time (UTC-3). Screenshots of the forms at phone
 * and desktop width, Dutch and English, go to test-results/i26/.
 */
const SHOTS = 'test-results/i26'
/** The back office's lazy chunks (the pickers among them) load slowly on a busy machine. */
const expect = baseExpect.configure({ timeout: 20_000 })

async function draftEvent(page: Page, grant: Grant): Promise<number> {
  const created = await page.request.post('/api/events', {
    headers: { authorization: `Bearer ${grant.token}` },
    data: { title: `Getallen ${randomUUID().slice(0, 5)}` },
  })
  expect(created.status()).toBe(201)
  return (await created.json()).data.id as number
}

async function managed(page: Page, grant: Grant, id: number) {
  const response = await page.request.get(`/api/events/${id}/manage`, { headers: { authorization: `Bearer ${grant.token}` } })
  expect(response.status()).toBe(200)
  return (await response.json()).data as { startDate: string | null; ticketTypes: { name: string; price: string }[] }
}

test.describe('numbers and dates in the reader’s format', () => {
  test('a Dutch price 150,50 is stored as 150.50 and reads 150,50; the English form reads 150.50; a picked day is stored in Suriname time', async ({
    page,
    request,
  }) => {
    test.setTimeout(420_000) // four saves and the back office's lazy chunks on a busy machine
    mkdirSync(SHOTS, { recursive: true })
    const grant = await sharedLogIn(request, 'organizer@demo.sr')
    const id = await draftEvent(page, grant)
    await storeSession(page, grant)
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto(`/organizer-dashboard#/events/${id}`)
    await expect(page.getByTestId('event-edit-page')).toBeVisible({ timeout: 60_000 })

    // The event's day and start time through the picker: 15-06-2027 20:00 in Paramaribo is 23:00 UTC.
    const year = new Date().getUTCFullYear() + 1
    await typeInPicker(page, 'event-start-day', `1506${year}`)
    await expect(page.getByTestId('event-start-day').locator('input')).toHaveValue(`15-06-${year}`)
    await typeInPicker(page, 'event-start-time', '2000')
    await typeInPicker(page, 'event-end-time', '2330')
    await page.getByTestId('event-save').click()
    await expect
      .poll(async () => new Date((await managed(page, grant, id)).startDate ?? 0).toISOString())
      .toBe(`${year}-06-15T23:00:00.000Z`)

    // The calendar opens in Dutch with the week from Monday.
    await page.getByTestId('event-start-day').getByRole('button').click()
    const calendar = page.getByRole('dialog').or(page.getByRole('grid').locator('..')).first()
    await expect(page.getByRole('grid')).toBeVisible()
    const weekdays = await page.getByRole('grid').getByRole('columnheader').allTextContents()
    expect(weekdays[0].toLowerCase()).toMatch(/^m/)
    await expect(calendar).toContainText(`juni ${year}`)
    await page.keyboard.press('Escape')

    // A ticket type priced the Dutch way.
    const card = page.getByTestId('ticket-type-card').last()
    await card.getByTestId('ticket-name').fill('Staanplaats')
    const price = card.getByTestId('ticket-price')
    await price.fill('abc')
    await price.blur()
    await expect(card.getByText('Vul een bedrag in, bijvoorbeeld 150,50')).toBeVisible()
    await price.fill('150,50')
    await card.getByTestId('ticket-max-quantity').fill('40')
    await card.getByTestId('save-ticket-type').click()
    await expect.poll(async () => (await managed(page, grant, id)).ticketTypes.map((type) => type.price)).toEqual(['150.50'])
    const saved = page.getByTestId('ticket-type-card').filter({ hasText: 'Staanplaats' })
    await expect(saved.getByTestId('ticket-price')).toHaveValue('150,50')
    await page.screenshot({ path: `${SHOTS}/event-edit-nl-desktop.png`, fullPage: true })
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(saved.getByTestId('ticket-price')).toBeVisible()
    await page.screenshot({ path: `${SHOTS}/event-edit-nl-phone.png`, fullPage: true })

    // A thousands separator and the other decimal mark are read too; the stored value is the exact decimal.
    const priceField = saved.getByTestId('ticket-price')
    await priceField.fill('1.234,5')
    await saved.getByTestId('save-ticket-type').click()
    await expect.poll(async () => (await managed(page, grant, id)).ticketTypes.map((type) => type.price)).toEqual(['1234.50'])
    await expect(page.getByTestId('ticket-type-card').filter({ hasText: 'Staanplaats' }).getByTestId('ticket-price')).toHaveValue(
      '1.234,50'
    )

    // English: the same price reads the English way, and the day as the English write it.
    await page.setViewportSize({ width: 1366, height: 900 })
    // The app bar hides while the page is scrolled down (the save above scrolled it); a person scrolls up to reach it.
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.getByRole('button', { name: /taal/i }).click()
    await page.getByRole('menuitem', { name: 'English' }).click()
    const english = page.getByTestId('ticket-type-card').filter({ hasText: 'Staanplaats' })
    await expect(english.getByTestId('ticket-price')).toHaveValue('1,234.50')
    await expect(page.getByTestId('event-start-day').locator('input')).toHaveValue(`15/06/${year}`)
    await english.getByTestId('ticket-price').fill('150.50')
    await english.getByTestId('save-ticket-type').click()
    await expect.poll(async () => (await managed(page, grant, id)).ticketTypes.map((type) => type.price)).toEqual(['150.50'])
    await expect(page.getByTestId('ticket-type-card').filter({ hasText: 'Staanplaats' }).getByTestId('ticket-price')).toHaveValue('150.50')
    await page.screenshot({ path: `${SHOTS}/event-edit-en-desktop.png`, fullPage: true })
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(page.getByTestId('ticket-type-card').filter({ hasText: 'Staanplaats' }).getByTestId('ticket-price')).toBeVisible()
    await page.screenshot({ path: `${SHOTS}/event-edit-en-phone.png`, fullPage: true })
  })
})
