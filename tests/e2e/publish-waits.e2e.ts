import { mkdirSync } from 'node:fs'
import { test, expect } from '@playwright/test'
import { sharedLogIn, storeSession } from './support/stored_session'
import { sql } from './support/auth_helpers'

/*
 * A draft at a venue someone else runs, whose day the operator has not confirmed yet (the demo's 'Kaseko Nacht
 * Deel 2 (concept)' at the Waterkant): the event card and the wizard's review keep the publish button off and say
 * why, in Dutch and English, on a phone and a desktop. Screenshots go to test-results/i26/.
 */
const SHOTS = 'test-results/i26'
const TEXTS = {
  nl: { reason: 'Publiceren kan zodra de venue je datum bevestigt; je aanvraag wacht nog op antwoord.', publish: 'Publiceren' },
  en: { reason: 'You can publish once the venue confirms your date; your request is still waiting for an answer.', publish: 'Publish' },
} as const

for (const language of ['nl', 'en'] as const) {
  test(`publishing waits for the venue (${language})`, async ({ page }) => {
    test.slow()
    mkdirSync(SHOTS, { recursive: true })
    const { rows } = await sql(`SELECT id FROM events WHERE title = 'Kaseko Nacht Deel 2 (concept)'`)
    const eventId = Number(rows[0].id)
    await storeSession(page, await sharedLogIn(page.request, 'organizer@demo.sr'))
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language)
    for (const [name, size] of [
      ['desktop', { width: 1366, height: 900 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(size)
      await page.goto('/organizer-dashboard#/events')
      const card = page.getByTestId('event-card').filter({ hasText: 'Kaseko Nacht Deel 2 (concept)' })
      await expect(card.getByTestId('event-publish-blocked')).toHaveText(TEXTS[language].reason, { timeout: 20_000 })
      await expect(card.getByTestId('event-publish')).toBeDisabled()
      await card.scrollIntoViewIfNeeded()
      await card.screenshot({ path: `${SHOTS}/event-card-blocked-${language}-${name}.png` })

      await page.goto(`/create-event/step3?event=${eventId}&review=1`)
      await expect(page.getByTestId('wizard-publish-blocked')).toHaveText(TEXTS[language].reason, { timeout: 20_000 })
      await expect(page.getByTestId('wizard-publish')).toBeDisabled()
      await page.screenshot({ path: `${SHOTS}/wizard-review-blocked-${language}-${name}.png`, fullPage: true })
    }
  })
}
