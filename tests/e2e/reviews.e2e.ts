/*
 * Reviews from real attendees, in the storefront: a buyer whose ticket was scanned at the door
 * reviews the event on its page (the form loads when 'Schrijf een review' is touched and asks the API), an admin
 * approves it, the organizer responds, and the review shows as verified with the response under it; a guest
 * reviews through an invitation link (/review?token=, the token written as the invitation job writes it).
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { test, expect, type APIRequestContext, type Page } from '@playwright/test'
import { sql } from './support/auth_helpers'
import { seriousViolations } from './support/axe'
import { sharedLogIn, storeSession } from './support/stored_session'

/** The demo organizer's event that ended five days ago; its scanner works for that organizer. */
const PAST_EVENT = 'Comedy Night aan de Waterkant'

/** The review form's island has not loaded yet (the header's login dialog is another client:interaction island). */
const FORM_NOT_LOADED = 'astro-island[ssr][component-url*="/ReviewForm."]'

async function pastEvent(): Promise<{ id: number; typeId: number }> {
  const { rows } = await sql(
    `SELECT e.id, tt.id AS type_id FROM events e JOIN ticket_types tt ON tt.event_id = e.id WHERE e.title = $1 ORDER BY tt.id LIMIT 1`,
    [PAST_EVENT]
  )
  if (!rows[0]) throw new Error(`demo event '${PAST_EVENT}' missing`)
  return { id: rows[0].id, typeId: rows[0].type_id }
}

/** A new buyer account (register as the storefront does) holding one paid ticket for the past event, as checkout leaves it. */
async function buyerWithTicket(request: APIRequestContext, event: { id: number; typeId: number }) {
  const email = `reviewer-${randomUUID().slice(0, 8)}@example.sr`
  const registered = await request.post('/api/auth/register', {
    data: { email, password: 'Geheim-1234', firstName: 'Renske', lastName: 'Playwright', role: 'user', acceptTerms: true },
  })
  expect(registered.status()).toBe(201)
  const grant = (await registered.json()) as { token: string; user: { id: number } & Record<string, unknown> }
  const { rows } = await sql(
    `INSERT INTO orders (order_number, event_id, buyer_user_id, buyer_name, buyer_email, contact_method, subtotal, total, status,
       payment_provider, paid_at, lines)
     VALUES ($1, $2, $3, 'Renske Playwright', $4, 'email', 120, 120, 'paid', 'mollie', now() - interval '6 days',
       jsonb_build_array(jsonb_build_object('ticketTypeId', $5::int, 'quantity', 1, 'price', '120.00'))) RETURNING id`,
    [`E2E-${randomUUID().slice(0, 8).toUpperCase()}`, event.id, grant.user.id, email, event.typeId]
  )
  const qrCode = `E2E-${randomUUID()}`
  await sql(
    `INSERT INTO tickets (order_id, event_id, ticket_type_id, buyer_name, buyer_email, buyer_identifier, contact_method, qr_code, purchase_price)
     VALUES ($1, $2, $3, 'Renske Playwright', $4, $4, 'email', $5, 120)`,
    [rows[0].id, event.id, event.typeId, email, qrCode]
  )
  return { email, qrCode, userId: grant.user.id, grant: { token: grant.token, role: 'user', user: grant.user as never } }
}

/** The 'Schrijf een review' button, tapped before the island has loaded: the tap loads it and still opens the form. */
async function openReviewForm(page: Page) {
  await expect(page.locator(FORM_NOT_LOADED)).toHaveCount(1)
  await page.getByRole('button', { name: 'Schrijf een review' }).click()
  return page.getByTestId('review-form')
}

test.describe('Reviews in the storefront', () => {
  test('a signed-out visitor is told to log in, and the login button opens the login dialog', async ({ page }) => {
    const event = await pastEvent()
    await page.goto(`/events/${event.id}`)
    const form = await openReviewForm(page)
    await expect(form.getByTestId('review-form-refused')).toContainText('Log in om een review te schrijven.')
    await form.getByRole('button', { name: 'Inloggen' }).click()
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Inloggen' })).toBeVisible()
  })

  test('a buyer whose ticket was scanned reviews the event; approved and answered, it shows as verified', async ({ page, request }) => {
    const event = await pastEvent()
    const buyer = await buyerWithTicket(request, event)
    const scanner = await sharedLogIn(request, 'scanner@demo.sr')
    const scan = await request.post('/api/tickets/validate', {
      headers: { authorization: `Bearer ${scanner.token}` },
      data: { eventId: event.id, qrCode: buyer.qrCode, nonce: randomUUID().replaceAll('-', '') },
    })
    expect(scan.status()).toBe(200)
    expect(((await scan.json()) as { status: string }).status).toBe('valid')

    // Moderation by hand for this test, so the review waits for the admin.
    const [{ auto_moderation_enabled: autoModeration }] = (await sql('SELECT auto_moderation_enabled FROM platform_settings LIMIT 1')).rows
    await sql('UPDATE platform_settings SET auto_moderation_enabled = false')
    try {
      await storeSession(page, buyer.grant)
      await page.goto(`/events/${event.id}`)
      const form = await openReviewForm(page)
      await expect(form.getByRole('heading', { name: 'Beoordeel dit evenement' })).toBeVisible()
      await expect(form.getByText('Je ticket is gescand: je review krijgt het label Geverifieerd.')).toBeVisible()
      await expect(form.getByRole('button', { name: '1 van 5 sterren' })).toHaveAttribute('aria-pressed', 'true')

      // SPEC §5: the stars start at 1; cleared to 0 the review is not sent.
      await form.getByRole('button', { name: '1 van 5 sterren' }).click()
      await form.getByRole('button', { name: 'Review Indienen' }).click()
      await expect(form.getByTestId('review-rating-error')).toContainText('Beoordeling Vereist')
      await expect(page.getByTestId('toast')).toContainText('Beoordeling Vereist')
      await expect(page.getByTestId('toast')).toContainText('Selecteer alsjeblieft een beoordeling van 1 tot 5 sterren')
      expect(await seriousViolations(page), 'axe on the open form with its error').toEqual([])
      const { rows: none } = await sql('SELECT count(*)::int AS n FROM reviews WHERE reviewer_id = $1', [buyer.userId])
      expect(none[0].n).toBe(0)

      const comment = `Heerlijk gelachen aan de rivier ${randomUUID().slice(0, 6)}`
      await form.getByRole('button', { name: '4 van 5 sterren' }).click()
      await form.getByLabel('Opmerking (optioneel)').fill(comment)
      await form.getByRole('button', { name: 'Review Indienen' }).click()
      await expect(page.getByTestId('toast')).toContainText('Review Ingediend')
      await expect(form.getByTestId('review-form-sent')).toContainText('Je review wordt eerst bekeken')

      const { rows } = await sql('SELECT id, is_verified, review_status, rating FROM reviews WHERE reviewer_id = $1', [buyer.userId])
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({ is_verified: true, review_status: 'pending', rating: 4 })
      const reviewId = rows[0].id as number

      // Waiting for the admin: not on the page.
      await page.reload()
      await expect(page.getByTestId('review').filter({ hasText: comment })).toHaveCount(0)

      const admin = await sharedLogIn(request, 'admin@demo.sr')
      const approved = await request.put(`/api/admin/review-moderation/${reviewId}`, {
        headers: { authorization: `Bearer ${admin.token}` },
        data: { action: 'approve' },
      })
      expect(approved.status()).toBe(200)
      const organizer = await sharedLogIn(request, 'organizer@demo.sr')
      const answer = 'Dank je wel, graag tot de volgende keer!'
      const responded = await request.put(`/api/review-responses/${reviewId}`, {
        headers: { authorization: `Bearer ${organizer.token}` },
        data: { response: answer },
      })
      expect(responded.status()).toBe(200)

      // The storefront keeps review lists for STOREFRONT_REVIEWS_TTL_MS (1 s here): reload until the approved one shows.
      const review = page.getByTestId('review').filter({ hasText: comment })
      await expect(async () => {
        await page.reload()
        await expect(review).toBeVisible({ timeout: 1_000 })
      }).toPass({ timeout: 15_000 })
      await expect(review.getByTestId('review-verified')).toHaveText(/Geverifieerd/)
      await expect(review).toContainText('Renske Playwright')
      await expect(review.getByTestId('review-response')).toContainText(answer)
      await expect(review.getByTestId('review-response')).toContainText('Reactie van')

      // One review per person per target: the form now says so instead of opening.
      const again = await openReviewForm(page)
      await expect(again.getByTestId('review-form-refused')).toContainText('Je hebt dit al beoordeeld.')
    } finally {
      await sql('UPDATE platform_settings SET auto_moderation_enabled = $1', [autoModeration])
    }
  })

  test("a guest reviews through an invitation link and sees 'Review Ingediend'; the link then is used", async ({ page }) => {
    const event = await pastEvent()
    const token = randomBytes(32).toString('hex')
    const email = `gast-${randomUUID().slice(0, 8)}@example.sr`
    await sql(
      `INSERT INTO review_invite_tokens (token, invitee_email, invitee_key, invitee_name, contact_method, review_type, event_id,
         expires_at, email_sent, email_sent_at, delivery_attempts)
       VALUES ($1, $2, $2, 'Gerda Gast', 'email', 'event', $3, now() + interval '30 days', true, now(), 1)`,
      [token, email, event.id]
    )

    await page.goto(`/review?token=${token}`)
    await expect(page.getByRole('heading', { name: 'Review schrijven' })).toBeVisible()
    await expect(page.getByTestId('review-page')).toContainText(`Je beoordeelt het evenement ${PAST_EVENT}`)
    const form = page.getByTestId('review-form')
    await expect(form.getByLabel('Je naam (optioneel)')).toHaveValue('Gerda Gast')
    // The form loads at once here (the header's login dialog still waits for a touch).
    await expect(page.locator('astro-island[ssr]:not([client="interaction"])')).toHaveCount(0)
    expect(await seriousViolations(page), 'axe on /review').toEqual([])
    await form.getByRole('button', { name: '5 van 5 sterren' }).click()
    await form.getByLabel('Opmerking (optioneel)').fill('Mooie avond, goed geregeld.')
    await form.getByRole('button', { name: 'Review Indienen' }).click()
    await expect(page.getByTestId('toast')).toContainText('Review Ingediend')
    await expect(page.getByTestId('toast')).toContainText('Bedankt voor je feedback!')
    await expect(form.getByRole('link', { name: `Naar ${PAST_EVENT}` })).toHaveAttribute('href', `/events/${event.id}`)

    const { rows } = await sql('SELECT is_guest, guest_name, rating, reviewer_id FROM reviews WHERE invite_token = $1', [token])
    expect(rows).toEqual([{ is_guest: true, guest_name: 'Gerda Gast', rating: 5, reviewer_id: null }])

    const reopened = await page.goto(`/review?token=${token}`)
    expect(reopened?.status()).toBe(410)
    await expect(page.getByTestId('review-page-note')).toHaveText('Met deze reviewlink is al een review geschreven.')
  })
})
