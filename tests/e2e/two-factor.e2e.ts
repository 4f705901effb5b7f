import { test, expect, type Page } from '@playwright/test'
import { registerThroughApi, settled, submitLogin, uniqueEmail } from './support/sign_in_form'
import { Secret, TOTP } from 'otpauth'
import { sql } from './support/auth_helpers'
import { DEMO_PASSWORD } from './support/stored_session'

/*
 * Two-factor sign-in (docs/accounts.md#two-factor-sign-in): a person sets it up in /account-settings (reading the
 * secret from the page, as someone typing it into their app would), signs out and signs in with a code; an admin
 * without it is sent to its setup at once and the API refuses everything else meanwhile; the sessions list signs
 * another session out. Screenshots of the sections at phone and desktop width, in Dutch and English.
 */

const PASSWORD = 'Geheim123!'
/** Each password check costs the server a hash (seconds on a loaded 2-core runner). */
const PASSWORD_ANSWER_MS = 15_000
const SHOTS = process.env.TWO_FACTOR_SHOTS_DIR ?? '/tmp/shots-two-factor'
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'

/** The code of the step `offset` steps from now, as an authenticator app shows it. */
function codeAt(secret: string, offset = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + offset * 30_000 })
}

/** The header's 'Uitloggen' link: /logout signs out and goes home. */
async function signOut(page: Page) {
  await page.goto('/logout')
  await page.waitForURL((url) => url.pathname === '/')
  await settled(page)
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
}

/** Sets two-factor up in the open /account-settings; answers the secret read from the page. */
async function setUpTwoFactor(page: Page, shots?: string): Promise<string> {
  const section = page.getByRole('region', { name: 'Tweestapsverificatie' })
  await section.getByRole('button', { name: 'Tweestapsverificatie instellen' }).click()
  await expect(section.getByRole('img', { name: 'QR-code voor je authenticator-app' })).toBeVisible()
  if (shots) await section.screenshot({ path: `${SHOTS}/${shots}-setup.png` })
  const secret = (await section.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '')
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  await section.getByLabel('Code uit je authenticator-app').fill(codeAt(secret))
  await section.getByRole('button', { name: 'Bevestigen en aanzetten' }).click()
  await expect(section.getByTestId('two-factor-codes')).toContainText('Je herstelcodes')
  await expect(section.getByTestId('two-factor-codes').getByRole('listitem')).toHaveCount(10)
  if (shots) await section.screenshot({ path: `${SHOTS}/${shots}-recovery-codes.png` })
  return secret
}

test.describe('Tweestapsverificatie', () => {
  test('a person sets it up in account settings, signs out and signs in with a code from the app', async ({ page, request }) => {
    test.setTimeout(120_000)
    const email = uniqueEmail('tweestaps')
    await registerThroughApi(request, email, PASSWORD)
    await submitLogin(page, email, PASSWORD)
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: PASSWORD_ANSWER_MS })

    await page.goto('/account-settings')
    await settled(page)
    const secret = await setUpTwoFactor(page)
    const section = page.getByRole('region', { name: 'Tweestapsverificatie' })
    await section.getByRole('button', { name: 'Ik heb ze bewaard' }).click()
    await expect(section.getByTestId('two-factor-on')).toContainText('Je hebt nog 10 ongebruikte herstelcodes.')

    await signOut(page)

    await submitLogin(page, email, PASSWORD)
    const code = page.getByLabel('Code uit je authenticator-app')
    await expect(code).toBeVisible({ timeout: PASSWORD_ANSWER_MS })
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
    // A wrong code is refused in the form; the next step's code signs in.
    await code.fill(codeAt(secret) === '000000' ? '111111' : '000000')
    await page.getByRole('button', { name: 'Inloggen' }).click()
    await expect(page.getByTestId('login-form')).toContainText('De code is onjuist of al gebruikt', { timeout: PASSWORD_ANSWER_MS })
    await code.fill(codeAt(secret, 1))
    await page.getByLabel('Dit apparaat 30 dagen onthouden').check()
    await page.getByRole('button', { name: 'Inloggen' }).click()
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: PASSWORD_ANSWER_MS })
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy()

    // Remembered: the next sign-in on this browser asks no code.
    await signOut(page)
    await submitLogin(page, email, PASSWORD)
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: PASSWORD_ANSWER_MS })
  })

  test('an admin without two-factor is sent to its setup at once; the API allows nothing else until it is on', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const email = uniqueEmail('nieuwe-admin')
    await sql(
      `INSERT INTO users (email, password, role, first_name, last_name, is_email_verified, is_sub_admin, registration_method, country)
       SELECT $1, password, 'admin', 'Nieuwe', 'Beheerder', true, false, 'email', 'Suriname' FROM users WHERE email = 'admin@demo.sr'`,
      [email]
    )
    await submitLogin(page, email, DEMO_PASSWORD)
    await page.waitForURL((url) => url.pathname === '/account-settings' && url.searchParams.get('twoFactor') === 'setup', {
      timeout: PASSWORD_ANSWER_MS,
    })
    await settled(page)
    await expect(page.getByText('Voor beheerders is tweestapsverificatie verplicht.')).toBeVisible()
    // Only the setup is shown, and the API refuses the back office meanwhile.
    await expect(page.getByRole('region', { name: 'Recente activiteit' })).toHaveCount(0)
    const token = await page.evaluate(() => localStorage.getItem('token'))
    const refused = await request.get('/api/admin/users', { headers: { authorization: `Bearer ${token}` } })
    expect(refused.status()).toBe(403)
    expect((await refused.json()).code).toBe('TWO_FACTOR_SETUP_REQUIRED')

    for (const [width, height] of [
      [390, 844],
      [1280, 900],
    ]) {
      await page.setViewportSize({ width, height })
      await page.getByRole('region', { name: 'Tweestapsverificatie' }).screenshot({ path: `${SHOTS}/required-nl-${width}.png` })
    }
    await setUpTwoFactor(page, 'admin-nl-1280')
    await page.getByRole('button', { name: 'Ik heb ze bewaard' }).click()
    await expect(page.getByRole('region', { name: 'Recente activiteit' })).toBeVisible()
    const allowed = await request.get('/api/admin/users', { headers: { authorization: `Bearer ${token}` } })
    expect(allowed.status()).toBe(200)
  })

  test('the sessions list shows this device and another, and signs the other one out', async ({ page, request }) => {
    test.setTimeout(120_000)
    const email = uniqueEmail('sessies')
    await registerThroughApi(request, email, PASSWORD)
    const other = await request.post('/api/auth/login', { data: { email, password: PASSWORD }, headers: { 'user-agent': ANDROID } })
    expect(other.status()).toBe(200)
    const otherToken = ((await other.json()) as { token: string }).token

    await submitLogin(page, email, PASSWORD)
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: PASSWORD_ANSWER_MS })
    await page.goto('/account-settings')
    await settled(page)
    const section = page.getByRole('region', { name: 'Ingelogde apparaten' })
    const lines = section.getByTestId('session-line')
    // Registering signed in too: that session, the phone and this browser.
    await expect(lines).toHaveCount(3)
    await expect(lines.filter({ hasText: 'Dit apparaat' })).toHaveCount(1)
    await expect(lines.filter({ hasText: 'Dit apparaat' })).toContainText(/Chrome op (Windows|Linux|macOS)/)
    await expect(lines.filter({ hasText: 'Dit apparaat' })).toContainText('Netwerk 127.0.0.x')
    const phone = lines.filter({ hasText: 'Chrome op Android' })

    for (const lang of ['nl', 'en'] as const) {
      if (lang === 'en') await page.context().addCookies([{ name: 'lang', value: 'en', url: page.url() }])
      for (const [width, height] of [
        [390, 844],
        [1280, 900],
      ]) {
        await page.setViewportSize({ width, height })
        await page.reload()
        await settled(page)
        const sessions = page.getByRole('region', { name: lang === 'nl' ? 'Ingelogde apparaten' : 'Signed-in devices' })
        await expect(sessions.getByTestId('session-line').first()).toBeVisible()
        await sessions.scrollIntoViewIfNeeded()
        await sessions.screenshot({ path: `${SHOTS}/sessions-${lang}-${width}.png` })
        const twoFactor = page.getByRole('region', { name: lang === 'nl' ? 'Tweestapsverificatie' : 'Two-factor authentication' })
        await twoFactor.screenshot({ path: `${SHOTS}/two-factor-off-${lang}-${width}.png` })
        if (width === 390) {
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
          expect(overflow).toBeLessThanOrEqual(0)
        }
      }
    }
    await page.context().addCookies([{ name: 'lang', value: 'nl', url: page.url() }])
    await page.reload()
    await settled(page)

    await phone.getByRole('button', { name: 'Afmelden' }).click()
    await expect(section).toContainText('De sessie is afgemeld.')
    await expect(lines).toHaveCount(2)
    const refused = await request.get('/api/auth/validate-status', { headers: { authorization: `Bearer ${otherToken}` } })
    expect(refused.status()).toBe(401)

    await section.getByRole('button', { name: 'Overal afmelden' }).click()
    await expect(section).toContainText('Je bent op alle andere apparaten afgemeld.')
    await expect(lines).toHaveCount(1)
    await expect(lines.first()).toContainText('Dit apparaat')
  })

  test('the code step of the sign-in form, at phone and desktop width, in Dutch and English', async ({ page, request }) => {
    test.setTimeout(120_000)
    const email = uniqueEmail('tweestaps-form')
    await registerThroughApi(request, email, PASSWORD)
    const grant = await request.post('/api/auth/login', { data: { email, password: PASSWORD } })
    const token = ((await grant.json()) as { token: string }).token
    const setup = await request.post('/api/auth/two-factor/setup', { headers: { authorization: `Bearer ${token}` } })
    const { secret } = (await setup.json()) as { secret: string }
    const enabled = await request.post('/api/auth/two-factor/enable', {
      headers: { authorization: `Bearer ${token}` },
      data: { code: codeAt(secret) },
    })
    expect(enabled.status()).toBe(200)
    for (const lang of ['nl', 'en'] as const) {
      await page.context().addCookies([{ name: 'lang', value: lang, url: `${test.info().project.use.baseURL}/` }])
      for (const [width, height] of [
        [390, 844],
        [1280, 900],
      ]) {
        await page.setViewportSize({ width, height })
        await page.goto('/login')
        await settled(page)
        await page.getByLabel(lang === 'nl' ? 'E-mailadres' : 'Email address').fill(email)
        await page.getByLabel(lang === 'nl' ? 'Wachtwoord' : 'Password', { exact: true }).fill(PASSWORD)
        await page.getByRole('button', { name: lang === 'nl' ? 'Inloggen' : 'Log in' }).click()
        await expect(page.getByTestId('login-two-factor')).toBeVisible({ timeout: PASSWORD_ANSWER_MS })
        await page.getByTestId('login-form').screenshot({ path: `${SHOTS}/login-code-${lang}-${width}.png` })
      }
    }
  })
})
