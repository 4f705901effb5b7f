/*
 * In the back office: a review held by auto-moderation (it carries a link) waits in the admin's queue;
 * the admin approves it and rejects another with a reason; the approved one is on the organizer's public page, and
 * the organizer answers it once from their respond view: the answer shows under the review on the public list.
 */
import { randomUUID } from 'node:crypto'
import { test, expect, type Page } from '@playwright/test'
import { sharedLogIn, storeSession } from './support/stored_session'
import { sql } from './support/auth_helpers'

async function heldReview(organizerId: number, comment: string): Promise<number> {
  const result = await sql(
    `INSERT INTO reviews (review_type, organizer_id, rating, comment, is_guest, guest_name, guest_email, review_status, held_for)
     VALUES ('organizer', $1, 4, $2, true, 'Playwright Gast', 'gast@example.sr', 'pending', 'link') RETURNING id`,
    [organizerId, comment]
  )
  return result.rows[0].id as number
}

function card(page: Page, comment: string) {
  return page.getByTestId('review-card').filter({ hasText: comment })
}

test('the admin approves and rejects held reviews; the organizer answers the approved one once', async ({ page, browser, request }) => {
  test.setTimeout(120_000)
  const organizer = await sql(`SELECT id FROM users WHERE email = 'organizer@demo.sr'`)
  const organizerId = organizer.rows[0].id as number
  const tag = randomUUID().slice(0, 8)
  const approveText = `Top avond ${tag}, foto's op www.voorbeeld.sr`
  const rejectText = `Reclame ${tag} op www.spam.sr`
  await heldReview(organizerId, approveText)
  await heldReview(organizerId, rejectText)

  await storeSession(page, await sharedLogIn(request, 'admin@demo.sr'))
  await page.goto('/dashboard#/review-moderation')
  const toApprove = card(page, approveText)
  await expect(toApprove).toBeVisible({ timeout: 20_000 })
  await expect(toApprove).toContainText('Tegengehouden: bevat een link')
  await toApprove.getByTestId('review-approve').click()
  await expect(page.getByText('Review gepubliceerd')).toBeVisible()
  await expect(toApprove).toHaveCount(0)

  await card(page, rejectText).getByTestId('review-reject').click()
  const dialog = page.getByRole('dialog', { name: 'Review afwijzen' })
  await expect(dialog.getByTestId('review-dialog-confirm')).toBeDisabled()
  await dialog.getByTestId('review-dialog-text').fill('Reclame')
  await dialog.getByTestId('review-dialog-confirm').click()
  await expect(page.getByText('Review afgewezen')).toBeVisible()
  await expect(card(page, rejectText)).toHaveCount(0)

  const shown = async () => {
    const answer = await request.get(`/api/users/${organizerId}/reviews?perPage=50`)
    return ((await answer.json()) as { reviews: { comment: string; response: { text: string } | null }[] }).reviews
  }
  expect((await shown()).map((review) => review.comment)).toContain(approveText)
  expect((await shown()).map((review) => review.comment)).not.toContain(rejectText)

  // The organizer in a browser of their own (the admin's session stays in the first one).
  const theirs = await browser.newContext()
  const organizerPage = await theirs.newPage()
  await storeSession(organizerPage, await sharedLogIn(request, 'organizer@demo.sr'))
  await organizerPage.goto('/organizer-dashboard#/review-responses')
  const mine = card(organizerPage, approveText)
  await expect(mine).toBeVisible({ timeout: 20_000 })
  await expect(mine).toContainText('Reageren kan tot')
  await mine.getByTestId('review-respond').click()
  const answerDialog = organizerPage.getByRole('dialog', { name: 'Reageren op Playwright Gast' })
  await answerDialog.getByTestId('review-dialog-text').fill(`Dank je wel ${tag}!`)
  await answerDialog.getByTestId('review-dialog-confirm').click()
  await expect(organizerPage.getByText('Reactie geplaatst')).toBeVisible()
  await expect(mine.getByTestId('review-response')).toContainText(`Dank je wel ${tag}!`)
  await expect(mine.getByTestId('review-respond')).toHaveCount(0)
  await theirs.close()

  const published = (await shown()).find((review) => review.comment === approveText)
  expect(published?.response?.text).toBe(`Dank je wel ${tag}!`)
})
