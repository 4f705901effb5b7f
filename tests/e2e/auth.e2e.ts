import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { test, expect, type Page, type APIRequestContext, type Locator } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { waitForSinkMail } from './support/message_sinks'
import { linkTo, mailedCode, signInOnLoginPage, sql, whatsAppCode } from './support/auth_helpers'

/*
 * Accounts in the storefront (SPEC §2 login dialog and role sign-ins, §4 session and redirects,
 * §5 validation, §8 login toasts): real API, real database, mail and WhatsApp read from the sinks.
 */

const DEMO_PASSWORD = 'Demo1234!'
/** Each password check costs the server a hash (~2 s here): a failed sign-in twice (SPEC §7 login-user fallback), a password change two. */
const FAILED_LOGIN_MS = 15_000
/** An answer that hashes or checks one password (registration, sign-in): seconds on a loaded 2-core runner, more than expect's 5. */
const PASSWORD_ANSWER_MS = 15_000

/** Wait until every island that loads at once has hydrated (the header's login dialog waits for a touch). */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle')
  await expect(page.locator('astro-island[ssr]:not([client="interaction"])')).toHaveCount(0)
}

let counter = 0
function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${counter++}@e2e.sr`
}
function uniquePhone() {
  return `+5978${String(Date.now() + counter++).slice(-6)}`
}

async function registerByApi(request: APIRequestContext, body: Record<string, unknown>) {
  const response = await request.post('/api/auth/register', {
    data: { firstName: 'Test', lastName: 'Persoon', password: 'Geheim123!', acceptTerms: true, ...body },
  })
  expect(response.status(), await response.text()).toBe(201)
  return response.json()
}

async function signInThroughDialog(page: Page, email: string, password: string) {
  await page.getByTestId('open-login').click()
  const dialog = page.getByRole('dialog', { name: 'Inloggen' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('E-mailadres').fill(email)
  await dialog.getByLabel('Wachtwoord', { exact: true }).fill(password)
  await dialog.getByRole('button', { name: 'Inloggen' }).click()
}

/** A fresh account through the API, signed in through the dialog from the guard's redirect, on /account-settings. */
async function openSettingsAsNewAccount(page: Page, request: APIRequestContext, email: string) {
  await registerByApi(request, { email })
  await page.goto('/user-login?redirect=%2Faccount-settings')
  await settled(page)
  await signInThroughDialog(page, email, 'Geheim123!')
  await page.waitForURL((url) => url.pathname === '/account-settings')
  await settled(page)
}

async function registerAnna(form: Locator, email: string) {
  await form.getByLabel('Voornaam').fill('Anna')
  await form.getByLabel('Achternaam').fill('Kromodikoro')
  await form.getByLabel('E-mailadres').fill(email)
  await form.getByLabel('Wachtwoord', { exact: true }).fill('Geheim123!')
  await form.getByLabel('Herhaal wachtwoord').fill('Geheim123!')
  await form.getByTestId('register-consent').check()
  await form.getByRole('button', { name: 'Account aanmaken' }).click()
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)
}

test.describe('accounts', () => {
  test('register, confirm the e-mail from the mailed link, sign out, sign in through the dialog, header menu, log out', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const email = uniqueEmail('anna')
    await page.goto('/register-user')
    await settled(page)
    await expect(page).toHaveTitle(/Account aanmaken \| /)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')

    // Client validation mirrors the server's rules (SPEC §5).
    const form = page.getByTestId('register-form')
    await form.getByRole('button', { name: 'Account aanmaken' }).click()
    await expect(form.getByText('Voornaam is verplicht')).toBeVisible()
    await expect(form.getByText('Password must be at least 8 characters')).toBeVisible()
    // The terms and the privacy statement are linked and must be agreed to.
    await expect(form.getByRole('link', { name: 'algemene voorwaarden' })).toHaveAttribute('href', '/pages/algemene-voorwaarden')
    await expect(form.getByRole('link', { name: 'privacyverklaring' })).toHaveAttribute('href', '/pages/privacyverklaring')
    await form.getByLabel('Voornaam').fill('Anna')
    await form.getByLabel('Achternaam').fill('Kromodikoro')
    await form.getByLabel('E-mailadres').fill(uniqueEmail('zonder-akkoord'))
    await form.getByLabel('Wachtwoord', { exact: true }).fill('Geheim123!')
    await form.getByLabel('Herhaal wachtwoord').fill('Geheim123!')
    await form.getByRole('button', { name: 'Account aanmaken' }).click()
    await expect(
      form.getByText('Ga akkoord met de algemene voorwaarden en de privacyverklaring om een account aan te maken.')
    ).toBeVisible()
    await expect(page.getByTestId('register-done')).toHaveCount(0)

    await registerAnna(form, email)
    await expect(page.getByTestId('register-done')).toContainText(email, { timeout: PASSWORD_ANSWER_MS })
    // Signed in at once: the header shows the account menu without a new page load.
    const freshHeader = page.locator('header')
    await expect(freshHeader.getByTestId('account-menu')).toBeVisible()
    await expect(freshHeader.getByTestId('account-menu')).toContainText('Anna')
    await expect(freshHeader.getByRole('link', { name: 'Inloggen' })).toHaveCount(0)
    await freshHeader.getByTestId('account-menu').locator('summary').click()
    await expect(freshHeader.getByRole('link', { name: 'Uitloggen' })).toBeVisible()

    // A taken address comes back from the server as a field error (422).
    await page.context().clearCookies()
    await page.evaluate(() => localStorage.clear())
    await page.goto('/register-user')
    await settled(page)
    await registerAnna(form, email)
    await expect(form.getByText('Dit e-mailadres is al geregistreerd.')).toBeVisible({ timeout: PASSWORD_ANSWER_MS })

    const mail = await waitForSinkMail({ to: email, subject: 'Bevestig je e-mailadres' }, 30_000)
    // The page posts its token once: a second POST would answer 400 next to the success.
    const verifyPosts: number[] = []
    page.on('response', (response) => {
      if (response.url().endsWith('/api/auth/verify-email') && response.request().method() === 'POST') verifyPosts.push(response.status())
    })
    await page.goto(linkTo(mail, '/verify-email'))
    await expect(page.getByTestId('verify-email')).toContainText('Je e-mailadres is bevestigd.')
    await page.waitForLoadState('networkidle')
    expect(verifyPosts).toEqual([200])
    // The same link a second time is no longer valid.
    await page.goto(linkTo(mail, '/verify-email'))
    await expect(page.getByTestId('verify-email')).toHaveAttribute('data-state', /invalid|expired/)
    await page.waitForLoadState('networkidle')
    expect(verifyPosts).toHaveLength(2)

    // Signed out: the header offers 'Inloggen' with the way back, and 'Registreren'.
    await page.goto('/events')
    const header = page.locator('header')
    await expect(header.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/user-login?redirect=%2Fevents')
    await expect(header.getByRole('link', { name: 'Registreren' })).toHaveAttribute('href', '/register-user')

    await page.goto('/user-login')
    await settled(page)
    await expect(page.getByRole('link', { name: 'Account aanmaken' })).toHaveAttribute('href', '/register-user')
    await expect(page.getByRole('link', { name: 'Terug naar de startpagina' })).toHaveAttribute('href', '/')
    await signInThroughDialog(page, email, 'Geheim123!')
    // The toast shows until the redirect home 700 ms later: caught as it appears (waitFor polls every frame;
    // expect's retries, up to a second apart, could miss it on a slow runner), title and text in one look.
    await page
      .getByTestId('toast')
      .filter({ hasText: /Succesvol ingelogd[\s\S]*Welkom terug!/ })
      .waitFor({ timeout: PASSWORD_ANSWER_MS })
    // A user stays on (goes to) the home page (SPEC §4).
    await page.waitForURL((url) => url.pathname === '/')

    // The header is server-rendered from the session hint: name and the menu, no JavaScript needed.
    const menu = page.getByTestId('account-menu')
    await expect(menu).toContainText('Anna Kromodikoro')
    await page.setViewportSize({ width: 1280, height: 900 })
    await menu.locator('summary').click()
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/user-dashboard')
    await expect(menu.getByRole('link', { name: 'Instellingen' })).toHaveAttribute('href', '/account-settings')
    const hint = (await page.context().cookies()).find((c) => c.name === 'session_hint')
    expect(hint?.value).toBeTruthy()
    expect(Buffer.from(hint!.value, 'base64url').toString()).not.toContain('token')
    await expect(page.locator('header astro-island, header script')).toHaveCount(0)

    await menu.getByRole('link', { name: 'Uitloggen' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await expect(page.locator('header').getByRole('link', { name: 'Inloggen' })).toBeVisible()
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null])
    expect((await page.context().cookies()).find((c) => c.name === 'session_hint')).toBeUndefined()
  })

  test('the registration form with its consent line fits a phone screen (no sideways scrolling); after sending, the confirmation is in view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/register-user')
    await settled(page)
    await expect(page.getByTestId('register-consent')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    // Registered from the bottom of the form: the confirmation is in view, not only the footer.
    const email = uniqueEmail('telefoon')
    await registerAnna(page.getByTestId('register-form'), email)
    await expect(page.getByTestId('register-done')).toContainText(email, { timeout: PASSWORD_ANSWER_MS })
    await expect(page.getByTestId('register-done').getByRole('heading')).toBeInViewport()
    await expect(page.getByTestId('register-done')).toBeFocused()
  })

  test('a failed sign-in shows the SPEC toast; validation messages come first', async ({ page }) => {
    await page.goto('/login')
    await settled(page)
    const form = page.getByTestId('login-form')
    await form.getByLabel('E-mailadres').fill('geen-email')
    await form.getByLabel('Wachtwoord', { exact: true }).fill('123')
    await form.getByRole('button', { name: 'Inloggen' }).click()
    await expect(form.getByText('Voer een geldig e-mailadres in')).toBeVisible()
    await expect(form.getByText('Wachtwoord moet minimaal 6 karakters zijn')).toBeVisible()

    await form.getByLabel('E-mailadres').fill('user@demo.sr')
    await form.getByLabel('Wachtwoord', { exact: true }).fill('VerkeerdWachtwoord')
    await form.getByRole('button', { name: 'Inloggen' }).click()
    // SPEC §8's message as a toast; said once: the form shows it only once the toast is gone.
    const toast = page.getByTestId('toast')
    await expect(toast).toHaveAttribute('role', 'alert')
    await expect(toast).toContainText('Inloggen mislukt', { timeout: FAILED_LOGIN_MS })
    await expect(toast).toContainText('Controleer je inloggegevens en probeer opnieuw')
    const failure = form.getByTestId('login-failure')
    await expect(failure).toHaveCount(0)
    await expect(page.getByText('Controleer je inloggegevens en probeer opnieuw')).toHaveCount(1)
    // SPEC §9: the toast is removed after 5000 ms; the form keeps the message until the next try.
    await expect(toast).toHaveCount(0, { timeout: 8_000 })
    await expect(failure).toContainText('Controleer je inloggegevens en probeer opnieuw')
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  })

  test('WhatsApp sign-in: the tab is there only while whatsappFeatures.checkoutEnabled is on', async ({ page }) => {
    const [{ whatsapp_features: original }] = (await sql('SELECT whatsapp_features FROM platform_settings LIMIT 1')).rows
    try {
      await sql(
        `UPDATE platform_settings SET whatsapp_features = whatsapp_features || '{"checkoutEnabled": true, "defaultContactMethod": "email"}'::jsonb`
      )
      await page.goto('/login')
      await settled(page)
      const tabs = page.getByRole('tablist', { name: 'Inlogmethode' })
      await expect(tabs).toBeVisible()
      await expect(tabs.getByRole('tab', { name: 'E-mail' })).toHaveAttribute('aria-selected', 'true')
      await tabs.getByRole('tab', { name: 'WhatsApp' }).click()
      const phone = page.getByLabel('WhatsApp-nummer')
      // SPEC §5: only digits and spaces, a forced leading plus.
      await phone.fill('')
      await phone.pressSequentially('ab597 81+00011')
      await expect(phone).toHaveValue('+597 8100011')
      await page.getByLabel('Wachtwoord', { exact: true }).fill(DEMO_PASSWORD)
      await page.getByRole('button', { name: 'Inloggen' }).click()
      await page.waitForURL((url) => url.pathname === '/')
      await expect(page.getByTestId('account-menu')).toBeVisible()
      await page.goto('/logout')
      await page.waitForURL((url) => url.pathname === '/')

      await sql(`UPDATE platform_settings SET whatsapp_features = whatsapp_features || '{"checkoutEnabled": false}'::jsonb`)
      await page.goto('/login')
      await settled(page)
      await expect(page.getByRole('tablist')).toHaveCount(0)
      await expect(page.getByLabel('E-mailadres')).toBeVisible()
      await expect(page.getByLabel('WhatsApp-nummer')).toHaveCount(0)
    } finally {
      await sql('UPDATE platform_settings SET whatsapp_features = $1', [JSON.stringify(original)])
    }
  })

  test("WhatsApp sign-in in the dialog: the field starts with '+597 ' and a local '8100011' signs in as +5978100011", async ({ page }) => {
    const [{ whatsapp_features: original }] = (await sql('SELECT whatsapp_features FROM platform_settings LIMIT 1')).rows
    try {
      await sql(
        `UPDATE platform_settings SET whatsapp_features = whatsapp_features || '{"checkoutEnabled": true, "defaultContactMethod": "email"}'::jsonb`
      )
      await page.goto('/user-login')
      await settled(page)
      await page.getByTestId('open-login').click()
      const dialog = page.getByRole('dialog', { name: 'Inloggen' })
      await dialog.getByRole('tab', { name: 'WhatsApp' }).click()
      const phone = dialog.getByLabel('WhatsApp-nummer')
      await expect(phone).toHaveValue('+597 ')
      // Typed as a local number in an emptied field: the field forces its plus, the number is still Surinamese.
      await phone.fill('')
      await phone.pressSequentially('8100011')
      await expect(phone).toHaveValue('+8100011')
      await dialog.getByLabel('Wachtwoord', { exact: true }).fill(DEMO_PASSWORD)
      const login = page.waitForRequest((req) => req.url().endsWith('/api/auth/login-whatsapp'))
      await dialog.getByRole('button', { name: 'Inloggen' }).click()
      const sent = await login
      expect(sent.postDataJSON().phone).toBe('+5978100011')
      expect((await sent.response())?.status()).toBe(200)
      await expect(page.getByTestId('account-menu')).toBeVisible()
      await page.goto('/logout')
      await page.waitForURL((url) => url.pathname === '/')
    } finally {
      await sql('UPDATE platform_settings SET whatsapp_features = $1', [JSON.stringify(original)])
    }
  })

  test('an account registered by WhatsApp with an unverified phone is told to verify it, and can after the code', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000)
    const email = uniqueEmail('wa')
    const phone = uniquePhone()
    await registerByApi(request, { email, phone, registrationMethod: 'whatsapp' })

    await page.goto('/login')
    await settled(page)
    const form = page.getByTestId('login-form')
    await form.getByLabel('E-mailadres').fill(email)
    await form.getByLabel('Wachtwoord', { exact: true }).fill('Geheim123!')
    await form.getByRole('button', { name: 'Inloggen' }).click()
    const toast = page.getByTestId('toast')
    await expect(toast).toContainText('Telefoonnummer niet geverifieerd', { timeout: FAILED_LOGIN_MS })
    await expect(toast).toContainText('Je telefoonnummer moet eerst geverifieerd worden voordat je kunt inloggen.')
    await expect(toast.getByRole('link')).toHaveAttribute('href', '/verify-whatsapp')

    const code = await whatsAppCode(phone)
    await page.goto(`/verify-whatsapp?phone=${encodeURIComponent(phone)}`)
    await settled(page)
    const wrong = code === '000000' ? '111111' : '000000'
    await page.getByLabel('Code (6 cijfers)').fill(wrong)
    await page.getByRole('button', { name: 'Bevestigen' }).click()
    await expect(page.getByTestId('verify-whatsapp-status')).toContainText('Nog 2 poging(en) over')
    await page.getByLabel('Code (6 cijfers)').fill(code)
    await page.getByRole('button', { name: 'Bevestigen' }).click()
    await expect(page.getByTestId('verify-whatsapp')).toContainText('Je telefoonnummer is bevestigd.')

    await page.goto('/login')
    await settled(page)
    await form.getByLabel('E-mailadres').fill(email)
    await form.getByLabel('Wachtwoord', { exact: true }).fill('Geheim123!')
    await form.getByRole('button', { name: 'Inloggen' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await expect(page.getByTestId('account-menu')).toContainText('Test Persoon')
  })

  test('forgot password → mailed link → new password → sign in with it', async ({ page, request }) => {
    test.setTimeout(60_000)
    const email = uniqueEmail('vergeten')
    await registerByApi(request, { email })
    await page.goto('/forgot-password')
    await settled(page)
    await page.getByLabel('E-mailadres').fill(email)
    await page.getByRole('button', { name: 'Verstuur link' }).click()
    await expect(page.getByTestId('forgot-sent')).toContainText('Als dit e-mailadres bij ons bekend is')

    const mail = await waitForSinkMail({ to: email, subject: 'Wachtwoord herstellen' }, 30_000)
    await page.goto(linkTo(mail, '/reset-password'))
    await settled(page)
    await page.getByLabel('Nieuw wachtwoord').fill('kort')
    await page.getByLabel('Herhaal wachtwoord').fill('kort')
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click()
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible()
    await page.getByLabel('Nieuw wachtwoord').fill('NieuwGeheim456')
    await page.getByLabel('Herhaal wachtwoord').fill('NieuwGeheim456')
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click()
    await expect(page.getByTestId('reset-done')).toContainText('Je wachtwoord is gewijzigd')

    await page.getByRole('link', { name: 'Naar inloggen' }).click()
    await settled(page)
    await signInThroughDialog(page, email, 'Geheim123!')
    await expect(page.getByTestId('toast')).toContainText('Inloggen mislukt', { timeout: FAILED_LOGIN_MS })
    await page.getByRole('dialog').getByLabel('Wachtwoord', { exact: true }).fill('NieuwGeheim456')
    await page.getByRole('dialog').getByRole('button', { name: 'Inloggen' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await expect(page.getByTestId('account-menu')).toBeVisible()
  })

  test('guarded pages send a signed-out visitor to sign in and back; roles go to their own page', async ({ page }) => {
    await page.goto('/account-settings')
    await expect(page).toHaveURL(/\/user-login\?redirect=%2Faccount-settings$/)
    await settled(page)
    await signInThroughDialog(page, 'user@demo.sr', DEMO_PASSWORD)
    await page.waitForURL((url) => url.pathname === '/account-settings')
    await settled(page)
    await expect(page.getByTestId('account-settings')).toContainText('user@demo.sr')
    await expect(page.getByLabel('Voornaam')).toHaveValue('Sharon')
    await page.goto('/logout')
    await page.waitForURL((url) => url.pathname === '/')

    // An organizer signing in goes to the organizer dashboard (SPEC §4); a redirect the role may not open is ignored.
    await page.goto('/organizer-auth?redirect=%2Fdashboard')
    await settled(page)
    await page.getByLabel('E-mailadres').fill('organizer@demo.sr')
    await page.getByLabel('Wachtwoord', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Inloggen' }).click()
    await page.waitForURL((url) => url.pathname === '/organizer-dashboard')
  })

  test('/logout opened from another site asks first; only the button signs out', async ({ page, baseURL }) => {
    await signInOnLoginPage(page, 'user@demo.sr', DEMO_PASSWORD, '/')
    const token = await page.evaluate(() => localStorage.getItem('token'))
    expect(token).toBeTruthy()

    // Another site links to our /logout (a bare server of the test's own: a cross-site navigation).
    const other = createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end(`<a id="out" href="${new URL('/logout', baseURL).href}">uit</a>`)
    )
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
    try {
      await page.goto(`http://localhost:${(other.address() as AddressInfo).port}/`)
      await page.click('#out')
      await page.waitForURL((url) => url.pathname === '/logout')
    } finally {
      other.close()
    }
    await settled(page)
    const confirm = page.getByTestId('logout-confirm')
    await expect(confirm).toContainText('Wil je uitloggen?')
    await page.waitForTimeout(500)
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token)
    expect((await page.request.get('/api/auth/validate-status', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200)

    await confirm.getByRole('button', { name: 'Uitloggen' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
    expect((await page.request.get('/api/auth/validate-status', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401)
  })

  test('a session the API no longer accepts is signed out on the next page with an island', async ({ page, request }) => {
    await signInOnLoginPage(page, 'venue@demo.sr', DEMO_PASSWORD, '/venue-dashboard')
    const token = await page.evaluate(() => localStorage.getItem('token'))
    // Leave the back office first: once the session is revoked its own check sends it to the login, and that
    // navigation aborted the next goto.
    await page.goto('about:blank')
    // Revoked elsewhere (e.g. logout in another browser): validate-status answers 401.
    expect((await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200)
    // The page may send itself to the login before its load event.
    await page.goto('/register-venue/step2', { waitUntil: 'commit' })
    await page.waitForURL((url) => url.pathname === '/venue-login')
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  })

  test('a venue operator registers (step 1), then submits a venue that waits for approval (step 2)', async ({ page }) => {
    test.setTimeout(60_000)
    const email = uniqueEmail('venue')
    await page.goto('/register-venue')
    await settled(page)
    await expect(page.getByText('Stap 1 van 2: je account')).toBeVisible()
    const form = page.getByTestId('register-form')
    await form.getByLabel('Voornaam', { exact: true }).fill('Ravi')
    await form.getByLabel('Achternaam', { exact: true }).fill('Ramdin')
    await form.getByLabel('E-mailadres').fill(email)
    // The number starts as '+597 ' (the platform's phone hint); left like that it is no number.
    const phoneField = form.getByLabel('WhatsApp-nummer')
    await expect(phoneField).toHaveValue('+597 ')
    await form.getByRole('button', { name: 'Account aanmaken' }).click()
    await expect(form.getByText('Telefoonnummer is verplicht')).toBeVisible()
    await expect(form.getByText('Naam van de organisatie is verplicht')).toBeVisible()
    // A local number typed after it is a Surinamese one.
    const phone = uniquePhone()
    await phoneField.press('End')
    await phoneField.pressSequentially(phone.slice('+597'.length))
    await form.getByLabel('Bedrijfsnaam').fill('Ramdin Zalen N.V.')
    await form.getByLabel('Wachtwoord', { exact: true }).fill('Geheim123!')
    await form.getByLabel('Herhaal wachtwoord').fill('Geheim123!')
    await form.getByTestId('register-consent').check()
    await form.getByRole('button', { name: 'Account aanmaken' }).click()
    await expect(page.getByTestId('register-done')).toContainText('code van 6 cijfers')
    await expect(page.getByTestId('register-done')).toContainText(phone)
    await page.getByRole('link', { name: 'Verder naar stap 2' }).click()
    await page.waitForURL((url) => url.pathname === '/register-venue/step2')
    await settled(page)

    const venue = page.getByTestId('venue-form')
    await venue.getByLabel('Naam van de venue').fill('Ramdin Feestzaal')
    await venue.getByLabel('Maximale capaciteit (personen)').fill('350')
    await venue.getByLabel('Straat').fill('Indira Gandhiweg')
    await venue.getByLabel('District').selectOption('wanica')
    await venue.getByLabel('Prijs (SRD)').fill('2500')
    await venue.getByLabel('Per', { exact: true }).selectOption('dag')
    await venue.getByLabel('Parkeren').check()
    await venue.getByLabel('Airconditioning').check()
    await venue.getByLabel('Extra voorzieningen').fill('Podium')
    await venue.getByRole('button', { name: 'Toevoegen' }).click()
    await expect(venue.getByRole('button', { name: 'Podium verwijderen' })).toBeVisible()
    await venue.getByRole('button', { name: 'Venue aanmelden' }).click()
    await expect(page.getByTestId('venue-done')).toContainText('Je venue is aangemeld en wacht op goedkeuring door een beheerder.')
    const [row] = (await sql('SELECT name, is_approved, max_capacity, district FROM venues WHERE name = $1', ['Ramdin Feestzaal'])).rows
    expect(row).toMatchObject({ is_approved: false, max_capacity: 350, district: 'wanica' })
  })

  test('account settings: e-mail change with a code to the current and then the new address; password change keeps me signed in', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const email = uniqueEmail('wissel')
    const newEmail = uniqueEmail('nieuw')
    await openSettingsAsNewAccount(page, request, email)

    const change = page.getByTestId('email-change')
    await change.getByLabel('Nieuw e-mailadres').fill(newEmail)
    await change.getByLabel('Wachtwoord ter bevestiging').fill('Geheim123!')
    await change.getByRole('button', { name: 'Wijziging starten' }).click()
    await expect(change).toHaveAttribute('data-status', 'pending_current_verification')
    await change.getByLabel('Code (6 cijfers)').fill('12345')
    await change.getByRole('button', { name: 'Bevestigen' }).click()
    await expect(change.getByText('De code bestaat uit precies 6 cijfers')).toBeVisible()
    await change.getByLabel('Code (6 cijfers)').fill(await mailedCode(email, 'verificatiecode'))
    await change.getByRole('button', { name: 'Bevestigen' }).click()
    await expect(change).toHaveAttribute('data-status', 'current_verified')
    await change.getByLabel('Code (6 cijfers)').fill(await mailedCode(newEmail, 'verificatiecode'))
    await change.getByRole('button', { name: 'Bevestigen' }).click()
    await expect(page.getByTestId('account-settings')).toContainText(newEmail)

    const password = page.getByTestId('password-form')
    await password.getByLabel('Huidig wachtwoord').fill('FoutWachtwoord')
    await password.getByLabel('Nieuw wachtwoord').fill('NogGeheimer789')
    await password.getByLabel('Herhaal wachtwoord').fill('NogGeheimer789')
    await password.getByRole('button', { name: 'Opslaan' }).click()
    await expect(password.getByText('Huidig wachtwoord is onjuist')).toBeVisible({ timeout: FAILED_LOGIN_MS })
    await password.getByLabel('Huidig wachtwoord').fill('Geheim123!')
    await password.getByRole('button', { name: 'Opslaan' }).click()
    await expect(password.getByText('Je wachtwoord is gewijzigd.')).toBeVisible({ timeout: FAILED_LOGIN_MS })
    // The new token replaced the old one: the session survives a reload and the API's check.
    await page.reload()
    await settled(page)
    await expect(page.getByTestId('account-settings')).toContainText(newEmail)
  })

  test('account settings: phone change confirmed with the password, then the 6-digit code sent to the new number', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000)
    const email = uniqueEmail('telefoon')
    const newPhone = uniquePhone()
    await openSettingsAsNewAccount(page, request, email)

    const change = page.getByTestId('phone-change')
    await expect(change.getByLabel('Nieuw nummer')).toHaveValue('+597 ')
    await change.getByLabel('Nieuw nummer').fill('0597')
    await change.getByRole('button', { name: 'Wijziging starten' }).click()
    await expect(change.getByText('Gebruik internationaal formaat zoals +5978123456')).toBeVisible()
    await change.getByLabel('Nieuw nummer').fill(newPhone)
    await change.getByLabel('Wachtwoord ter bevestiging').fill('Geheim123!')
    await change.getByRole('button', { name: 'Wijziging starten' }).click()
    await expect(change).toHaveAttribute('data-status', 'pending_new_verification', { timeout: FAILED_LOGIN_MS })
    const code = await whatsAppCode(newPhone)
    await change.getByLabel('Code (6 cijfers)').fill(code === '999999' ? '888888' : '999999')
    await change.getByRole('button', { name: 'Bevestigen' }).click()
    await expect(change.getByText('Onjuiste code. Nog 2 poging(en) over.')).toBeVisible()
    await change.getByLabel('Code (6 cijfers)').fill(code)
    await change.getByRole('button', { name: 'Bevestigen' }).click()
    await expect(change).toHaveAttribute('data-status', 'completed')
    await expect(change).toContainText(`Je nummer is gewijzigd naar ${newPhone}.`)
  })

  test('axe: the open login dialog and the account settings have no serious violations', async ({ page }) => {
    await page.goto('/user-login')
    await settled(page)
    await page.getByTestId('open-login').click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    // Escape closes the dialog and focus returns to the button that opened it.
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByTestId('open-login')).toBeFocused()

    await signInThroughDialog(page, 'user@demo.sr', DEMO_PASSWORD)
    await page.waitForURL((url) => url.pathname === '/')
    await page.goto('/account-settings')
    await settled(page)
    await expect(page.getByTestId('email-change')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
})
