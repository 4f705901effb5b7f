/*
 * The demo venue operator (venue@demo.sr) opens /venue-dashboard, sees the requests waiting for an
 * answer (two of them for the Waterkant on one day), declines one with a message and confirms the other; the list
 * shows the new statuses and each organizer finds the answer in their mail (the server's mail sink).
 */
import { test, expect as baseExpect } from '@playwright/test'
import { waitForSinkMail } from './support/message_sinks'
import { sharedLogIn, storeSession } from './support/stored_session'

// Each answer reloads the request and the back office loads its views lazily: allow a busy machine some time.
const expect = baseExpect.configure({ timeout: 15_000 })

const REASON = 'Op die avond speelt er een orkest; kies gerust een andere datum.'
const WELCOME = 'Welkom! Opbouw kan vanaf 14:00 uur.'

test('the venue operator declines one of two requests for a day with a message and confirms the other', async ({ page, request }) => {
  // Two answers, four page loads and two mails through the outbox's job.
  test.setTimeout(120_000)
  await storeSession(page, await sharedLogIn(request, 'venue@demo.sr'))
  await page.goto('/venue-dashboard')

  const waiting = page.getByTestId('pending-bookings')
  // Other journeys may have asked this operator's venues too: count from what is there.
  const pendingCount = async () => Number((await page.getByTestId('kpi-pending').locator('p').nth(1).innerText()).replace(/\D/g, ''))
  // The first load brings the back office, its dictionary and the dashboard's chunk: on a busy machine, seconds.
  await expect(page.getByTestId('kpi-pending')).toBeVisible({ timeout: 30_000 })
  const pendingBefore = await pendingCount()
  expect(pendingBefore).toBeGreaterThanOrEqual(4)
  for (const title of ['Symfonie aan de Surinamerivier', 'Aanvraag zonder evenement']) {
    await expect(waiting.getByRole('link', { name: new RegExp(title) }).getByTestId('booking-conflict')).toBeVisible()
  }
  await expect(page.getByTestId('venue-card').filter({ hasText: 'Waterkant Podium' })).toContainText('Goedgekeurd')

  // The party without an event shares the orchestra's day: decline it, which needs a reason.
  await waiting.getByRole('link', { name: /Aanvraag zonder evenement/ }).click()
  await expect(page.getByTestId('booking-title')).toHaveText('Aanvraag zonder evenement')
  await expect(page.getByTestId('booking-conflicts')).toContainText('Symfonie aan de Surinamerivier')
  await page.getByRole('button', { name: 'Afwijzen' }).click()
  const decline = page.getByRole('dialog')
  await decline.getByRole('button', { name: 'Afwijzen' }).click()
  await expect(decline.getByText('Geef de organisator een reden voor het afwijzen')).toBeVisible()
  await decline.getByLabel('Bericht aan de organisator').fill(REASON)
  await decline.getByRole('button', { name: 'Afwijzen' }).click()
  await expect(decline).toBeHidden()
  await expect(page.getByTestId('booking-status').first()).toHaveText('Afgewezen')
  await expect(page.getByTestId('booking-answer')).toHaveText(REASON)
  // A declined request holds no day: the double is gone.
  await expect(page.getByTestId('booking-conflicts')).toHaveCount(0)

  await page.getByRole('link', { name: 'Terug naar aanvragen' }).click()
  const orchestra = page.getByTestId('booking-row').filter({ hasText: 'Symfonie aan de Surinamerivier' })
  await expect(orchestra).toContainText('Wacht op antwoord')
  await expect(orchestra.getByTestId('booking-conflict')).toHaveCount(0)
  await orchestra.click()
  await page.getByRole('button', { name: 'Bevestigen' }).click()
  const confirm = page.getByRole('dialog')
  await confirm.getByLabel('Bericht aan de organisator (optioneel)').fill(WELCOME)
  await confirm.getByRole('button', { name: 'Bevestigen' }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByTestId('booking-status').first()).toHaveText('Bevestigd')
  // Confirmed can still be withdrawn (with a message), not confirmed twice.
  await expect(page.getByRole('button', { name: 'Bevestiging intrekken' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Bevestigen' })).toHaveCount(0)

  await page.getByRole('link', { name: 'Terug naar aanvragen' }).click()
  await expect(page.getByTestId('booking-row').filter({ hasText: 'Symfonie aan de Surinamerivier' })).toContainText('Bevestigd')
  const party = page.getByTestId('booking-row').filter({ hasText: 'Paramaribo Tech Hub' }).filter({ hasText: 'Aanvraag zonder evenement' })
  await expect(party).toContainText('Afgewezen')

  const declined = await waitForSinkMail({ to: 'techhub@demo.sr', subject: 'kan je aanvraag' }, 30_000)
  expect(declined.subject).toContain('Waterkant Podium')
  expect(declined.text).toContain(REASON)
  const confirmed = await waitForSinkMail({ to: 'kulturu@demo.sr', subject: 'heeft je aanvraag' }, 30_000)
  expect(confirmed.text).toContain('Symfonie aan de Surinamerivier')
  expect(confirmed.text).toContain(WELCOME)

  await page.goto('/venue-dashboard')
  await expect(page.getByTestId('kpi-pending').locator('p').nth(1)).toHaveText(String(pendingBefore - 2))
})
