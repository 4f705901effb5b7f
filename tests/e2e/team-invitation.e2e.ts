import { mkdirSync } from 'node:fs'
import { test, expect, type Page } from '@playwright/test'
import { sharedLogIn, storeSession } from './support/stored_session'
import { waitForSinkMail } from './support/message_sinks'

/*
 * An organizer's team as they meet it: the new-member form says where the member will sign in (a full link to
 * the organizer sign-in), and a member who has not taken up the invitation gets it again with 'Uitnodiging
 * opnieuw sturen' in the team list: a new mail whose links are the fresh password link and /organizer-auth.
 * Screenshots (phone and desktop, nl and en) go to test-results/i26/.
 */
const SHOTS = 'test-results/i26'
const suffix = Date.now().toString(36).slice(-5)

async function signedInOrganizer(page: Page, language: 'nl' | 'en') {
  const grant = await sharedLogIn(page.request, 'organizer@demo.sr')
  await storeSession(page, grant)
  await page.addInitScript((lang) => localStorage.setItem('language', lang), language)
  return grant
}

/** A new scanner of the demo organizer, invited and not yet accepted. */
async function invitedMember(page: Page, grant: Awaited<ReturnType<typeof sharedLogIn>>, email: string) {
  const created = await page.request.post(`/api/team-members/${grant.user.id}`, {
    headers: { authorization: `Bearer ${grant.token}` },
    data: { firstName: 'Wendy', lastName: 'Pinas', email, role: 'scanner' },
  })
  expect(created.status()).toBe(201)
}

test.describe('team invitation', () => {
  test('the organizer sends a pending member the invitation again from the team list', async ({ page }) => {
    test.slow()
    mkdirSync(SHOTS, { recursive: true })
    const grant = await signedInOrganizer(page, 'nl')
    const email = `uitnodiging-${suffix}@example.sr`
    await invitedMember(page, grant, email)
    const first = await waitForSinkMail({ to: email, subject: 'nodigt je uit' })

    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/organizer-dashboard#/team-members/create')
    const hint = page.getByTestId('team-invite-hint')
    await expect(hint).toContainText('logt daarna in op:', { timeout: 20_000 })
    await expect(hint.getByRole('link')).toHaveAttribute('href', '/organizer-auth')
    await expect(hint.getByRole('link')).toHaveText(/^https?:\/\/[^/]+\/organizer-auth$/)
    await page.screenshot({ path: `${SHOTS}/team-create-nl-desktop.png` })

    await page.goto('/organizer-dashboard#/team-members')
    const row = page.getByRole('row').filter({ hasText: email })
    await expect(row.getByTestId('resend-invitation')).toHaveText('Uitnodiging opnieuw sturen', { timeout: 20_000 })
    await page.screenshot({ path: `${SHOTS}/team-list-nl-desktop.png` })
    await row.getByTestId('resend-invitation').click()
    await expect(page.getByText(`Nieuwe uitnodiging verstuurd naar ${email}; de vorige link werkt niet meer.`)).toBeVisible()
    // The row stays on the list page (the click does not open the member's form).
    expect(new URL(page.url()).hash).toBe('#/team-members')

    await expect
      .poll(async () => (await waitForSinkMail({ to: email, subject: 'nodigt je uit' })).receivedAt, { timeout: 15_000 })
      .not.toBe(first.receivedAt)
    const again = await waitForSinkMail({ to: email, subject: 'nodigt je uit' })
    expect(again.links.some((link) => /^https?:\/\/[^/]+\/organizer-auth$/.test(link))).toBe(true)
    expect(again.links.find((link) => link.includes('/reset-password?token='))).not.toBe(
      first.links.find((link) => link.includes('/reset-password?token='))
    )

    // A member who already signed in offers no such button.
    const active = page.getByRole('row').filter({ hasText: 'manager@demo.sr' })
    await expect(active).toBeVisible()
    await expect(active.getByTestId('resend-invitation')).toHaveCount(0)

    await page.setViewportSize({ width: 390, height: 844 })
    await page.reload()
    await expect(page.getByText(email)).toBeVisible({ timeout: 20_000 })
    await page.screenshot({ path: `${SHOTS}/team-list-nl-phone.png`, fullPage: true })
    await page.goto('/organizer-dashboard#/team-members/create')
    await expect(page.getByTestId('team-invite-hint')).toBeVisible({ timeout: 20_000 })
    await page.screenshot({ path: `${SHOTS}/team-create-nl-phone.png`, fullPage: true })
  })

  test('in English: the hint and the button', async ({ page }) => {
    test.slow()
    mkdirSync(SHOTS, { recursive: true })
    const grant = await signedInOrganizer(page, 'en')
    await invitedMember(page, grant, `invitation-${suffix}@example.sr`)
    for (const [name, size] of [
      ['desktop', { width: 1366, height: 900 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(size)
      await page.goto('/organizer-dashboard#/team-members')
      // On a phone react-admin shows the icon alone, labelled (aria-label) with the text.
      await expect(page.getByTestId('resend-invitation').first()).toHaveAttribute('aria-label', 'Send invitation again', {
        timeout: 20_000,
      })
      await page.screenshot({ path: `${SHOTS}/team-list-en-${name}.png`, fullPage: name === 'phone' })
      await page.goto('/organizer-dashboard#/team-members/create')
      await expect(page.getByTestId('team-invite-hint')).toContainText('then signs in at:', { timeout: 20_000 })
      await page.screenshot({ path: `${SHOTS}/team-create-en-${name}.png`, fullPage: name === 'phone' })
    }
  })
})
