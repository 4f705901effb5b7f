import { test, expect } from '@playwright/test'
import { registerThroughApi, settled, submitLogin, uniqueEmail } from './support/sign_in_form'
import { waitForSinkMail } from './support/message_sinks'
import { sharedLogIn, storeSession } from './support/stored_session'

/*
 * Recent account activity (SPEC §3 user_activity_logs) in /account-settings: a failed sign-in and a sign-in show as
 * lines with the device and the network; 'Dit was ik niet', confirmed, signs the person out everywhere and mails a
 * link to choose a new password. Screenshots of the section at phone and desktop size, in Dutch and English.
 */

const PASSWORD = 'Geheim123!'
/** Each password check costs the server a hash (seconds on a loaded 2-core runner). */
const PASSWORD_ANSWER_MS = 15_000
const SHOTS = process.env.ACTIVITY_SHOTS_DIR ?? '/tmp/shots-activity'

test.describe('Recente activiteit', () => {
  test('a failed sign-in and a sign-in show; ‘Dit was ik niet’ signs out everywhere and mails a reset link', async ({ page, request }) => {
    test.setTimeout(120_000)
    const email = uniqueEmail('activiteit')
    await registerThroughApi(request, email, PASSWORD)

    await submitLogin(page, email, 'Verkeerd-wachtwoord-1')
    await expect(page.getByTestId('toast')).toContainText('Inloggen mislukt', { timeout: PASSWORD_ANSWER_MS })

    await submitLogin(page, email, PASSWORD)
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: PASSWORD_ANSWER_MS })
    const oldToken = await page.evaluate(() => localStorage.getItem('token'))
    expect(oldToken).toBeTruthy()

    await page.goto('/account-settings')
    await settled(page)
    const section = page.getByRole('region', { name: 'Recente activiteit' })
    await expect(section).toBeVisible()
    const lines = section.getByRole('listitem')
    await expect(lines.first()).toContainText('Ingelogd met e-mail en wachtwoord')
    await expect(lines.first()).toContainText(/Chrome op (Windows|Linux|macOS)/)
    await expect(lines.first()).toContainText('Netwerk 127.0.0.0')
    await expect(section.getByRole('listitem').filter({ hasText: 'Inloggen mislukt' }).first()).toBeVisible()

    for (const lang of ['nl', 'en'] as const) {
      if (lang === 'en') {
        await page.context().addCookies([{ name: 'lang', value: 'en', url: page.url() }])
      }
      for (const [width, height] of [
        [390, 844],
        [1366, 900],
      ]) {
        await page.setViewportSize({ width, height })
        await page.reload()
        await settled(page)
        const region = page.getByRole('region', { name: lang === 'nl' ? 'Recente activiteit' : 'Recent activity' })
        await expect(region.getByRole('listitem').first()).toBeVisible()
        await region.scrollIntoViewIfNeeded()
        await region.screenshot({ path: `${SHOTS}/activity-${lang}-${width}x${height}.png` })
        if (width === 390) {
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
          expect(overflow).toBeLessThanOrEqual(0)
        }
      }
    }
    await page.context().addCookies([{ name: 'lang', value: 'nl', url: page.url() }])
    await page.reload()
    await settled(page)

    await section.getByRole('button', { name: 'Dit was ik niet' }).click()
    const confirm = section.getByTestId('not-me-confirm')
    await expect(confirm).toContainText('We loggen je overal uit')
    await page.setViewportSize({ width: 390, height: 844 })
    await confirm.screenshot({ path: `${SHOTS}/activity-nl-confirm-390x844.png` })
    await confirm.getByRole('button', { name: 'Ja, overal uitloggen' }).click()

    const done = page.getByTestId('not-me-done')
    await expect(done).toContainText(`We hebben een link om een nieuw wachtwoord te kiezen gestuurd naar ${email}`)
    await done.screenshot({ path: `${SHOTS}/activity-nl-done-390x844.png` })
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
    const refused = await request.get('/api/auth/validate-status', { headers: { authorization: `Bearer ${oldToken}` } })
    expect(refused.status()).toBe(401)
    const mail = await waitForSinkMail({ to: email, subject: 'Wachtwoord herstellen' })
    expect(mail.links.some((link) => link.includes('/reset-password?token='))).toBe(true)

    await done.getByRole('link', { name: 'Opnieuw inloggen' }).click()
    await page.waitForURL((url) => url.pathname === '/user-login')
  })

  test('the admin sees a person’s recent activity on their user page', async ({ page, request }) => {
    test.setTimeout(90_000)
    const email = uniqueEmail('activiteit-admin')
    await registerThroughApi(request, email, PASSWORD)
    expect((await request.post('/api/auth/login', { data: { email, password: 'Verkeerd-wachtwoord-1' } })).status()).toBe(401)
    const signedIn = await request.post('/api/auth/login', { data: { email, password: PASSWORD } })
    expect(signedIn.status()).toBe(200)
    const { user } = (await signedIn.json()) as { user: { id: number } }

    await storeSession(page, await sharedLogIn(request, 'admin@demo.sr'))
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto(`/dashboard#/users/${user.id}/show`)
    const card = page.getByTestId('user-activity')
    await expect(card).toContainText('Recente activiteit', { timeout: 20_000 })
    const lines = card.getByTestId('user-activity-line')
    // Newest first: the sign-in, the failed one, and registering (which signs the person in).
    await expect(lines).toHaveCount(3)
    await expect(lines.nth(0)).toContainText('Ingelogd · e-mail en wachtwoord')
    await expect(lines.nth(1)).toContainText('Inloggen mislukt · e-mail en wachtwoord · onjuist wachtwoord')
    await expect(lines.nth(1)).toContainText('netwerk 127.0.0.0')
    await expect(lines.nth(2)).toContainText('Ingelogd')
    await card.screenshot({ path: `${SHOTS}/backoffice-activity-nl-1366x900.png` })
  })
})
