import { expect, test, type Page } from '@playwright/test'
import { eventId } from './support/buying_helpers'

/*
 * The header's 'Inloggen' (SPEC §2: the header's login button opens the login dialog): on every
 * page, with no JavaScript fetched until it is touched (client:interaction); a tap made while the dialog's
 * code is still loading is kept and shown busy; a failed sign-in is told inside the dialog (SPEC §8) and its
 * toast sits above the dialog's backdrop. Without JavaScript the link still leads to the sign-in pages.
 */

/** Each failed password check costs the server a hash, twice (SPEC §7 login → login-user fallback). */
const FAILED_LOGIN_MS = 15_000
const LOGIN_DIALOG_JS = /\/_astro\/LoginDialog\.[\w-]+\.js/

/** Every script file the page fetches from now on. */
function scriptRequests(page: Page) {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url())
  })
  return urls
}

/** Holds the dialog's code back until `release()`: a slow network, made deterministic. */
async function holdDialogCode(page: Page) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(LOGIN_DIALOG_JS, async (route) => {
    await released
    await route.continue()
  })
  return release
}

const headerLogin = (page: Page, name = 'Inloggen') => page.locator('header').getByRole('link', { name })

/** Phones: 'Inloggen' sits in the header's collapsed 'Menu'. */
async function openPhoneMenu(page: Page) {
  await page.locator('header .menu-toggle').tap()
  await expect(headerLogin(page)).toBeVisible()
}

test.describe('the header opens the login dialog', () => {
  for (const where of ['/', '/events', 'an event page']) {
    test(`on ${where}: no JavaScript until 'Inloggen' is touched, then the dialog opens on the page`, async ({ page, request }) => {
      const path = where === 'an event page' ? `/events/${await eventId(request, 'Holi Phagwa Kleurenfestival')}` : where
      const scripts = scriptRequests(page)
      // Every script a page loads by itself is requested before its load event.
      await page.goto(path, { waitUntil: 'load' })
      expect(scripts).toEqual([])
      const login = headerLogin(page)
      await expect(login).toHaveAttribute('href', path === '/' ? '/user-login' : `/user-login?redirect=${encodeURIComponent(path)}`)

      await login.click()
      const dialog = page.getByRole('dialog', { name: 'Inloggen' })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByLabel('E-mailadres')).toBeFocused()
      expect(new URL(page.url()).pathname).toBe(path)
      expect(scripts.some((url) => LOGIN_DIALOG_JS.test(url))).toBe(true)
      // Styled although the page itself carries no auth styles: a modal panel, not an inline form.
      expect(await dialog.evaluate((el) => getComputedStyle(el).borderRadius)).not.toBe('0px')

      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(login).toBeFocused()
      // Opens again with one tap once loaded.
      await login.click()
      await expect(dialog).toBeVisible()
    })
  }

  test.describe('on a slow phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

    test('taps while the code loads are kept: the button shows it is busy, then the dialog opens once', async ({ page }) => {
      const release = await holdDialogCode(page)
      await page.goto('/events')
      await page.waitForLoadState('networkidle')
      await openPhoneMenu(page)
      const login = headerLogin(page)
      await login.tap()
      await expect(login).toHaveAttribute('aria-busy', 'true')
      // A visible spinner, not only the attribute.
      expect(await login.evaluate((el) => getComputedStyle(el, '::after').animationName)).toBe('busy-spin')
      // Impatient taps stay on the page too (the link's href is only the way in without JavaScript).
      await login.tap()
      await login.tap()
      await page.waitForTimeout(300)
      expect(new URL(page.url()).pathname).toBe('/events')
      await expect(page.getByRole('dialog')).toHaveCount(0)

      release()
      const dialog = page.getByRole('dialog', { name: 'Inloggen' })
      await expect(dialog).toBeVisible()
      await expect(login).not.toHaveAttribute('aria-busy')
      expect(new URL(page.url()).pathname).toBe('/events')
    })

    test('when the code cannot be downloaded, the tap still leads to the sign-in page', async ({ page }) => {
      await page.route(LOGIN_DIALOG_JS, (route) => route.abort('internetdisconnected'))
      await page.goto('/events')
      await page.waitForLoadState('networkidle')
      await openPhoneMenu(page)
      await headerLogin(page).tap()
      await page.waitForURL((url) => url.pathname === '/user-login')
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/events')
    })
  })

  test('a wrong password: SPEC §8 message as a toast above the dialog’s backdrop, then kept inside the dialog', async ({ page }) => {
    test.setTimeout(45_000)
    await page.goto('/events')
    await headerLogin(page).click()
    const dialog = page.getByRole('dialog', { name: 'Inloggen' })
    await dialog.getByLabel('E-mailadres').fill('user@demo.sr')
    await dialog.getByLabel('Wachtwoord', { exact: true }).fill('VerkeerdWachtwoord')
    await dialog.getByRole('button', { name: 'Inloggen' }).click()

    const failure = dialog.getByTestId('login-failure')
    const toast = page.getByTestId('toast')
    await expect(toast).toContainText('Inloggen mislukt', { timeout: FAILED_LOGIN_MS })
    await expect(toast).toContainText('Controleer je inloggegevens en probeer opnieuw')
    await expect(toast).toHaveCount(1)
    // Said once: the dialog keeps the message for when the toast is gone, not beside it.
    await expect(failure).toHaveCount(0)
    // On top: the point at the toast's centre hits the toast, not the backdrop.
    const box = (await toast.boundingBox())!
    const hit = await page.evaluate(({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('[data-testid="toast"]')), {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    })
    expect(hit).toBe(true)
    // And usable (not inert behind the modal): its close button works while the dialog stays open.
    await toast.getByRole('button', { name: 'Melding sluiten' }).click()
    await expect(toast).toHaveCount(0)
    await expect(dialog).toBeVisible()
    // Next to the form's button, inside the form.
    await expect(dialog.getByTestId('login-form').getByTestId('login-failure')).toContainText(
      'Controleer je inloggegevens en probeer opnieuw'
    )
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()

    // Another try clears the old message while it runs.
    await dialog.getByLabel('Wachtwoord', { exact: true }).fill('Demo1234!')
    await dialog.getByRole('button', { name: 'Inloggen' }).click()
    await expect(failure).toHaveCount(0)
    // Shown until the page moves on 700 ms later: waitFor catches it as it appears (see auth.e2e.ts).
    await page.getByTestId('toast').filter({ hasText: 'Succesvol ingelogd' }).waitFor({ timeout: 15_000 })
  })

  test('in English: the header and the dialog speak English', async ({ page }) => {
    test.setTimeout(45_000)
    await page.goto('/events?lang=en')
    await headerLogin(page, 'Log in').click()
    const dialog = page.getByRole('dialog', { name: 'Log in' })
    await expect(dialog).toBeVisible()
    await dialog.getByLabel('Email address').fill('user@demo.sr')
    await dialog.getByLabel('Password', { exact: true }).fill('WrongPassword')
    await dialog.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByTestId('toast')).toContainText('Login failed', { timeout: FAILED_LOGIN_MS })
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test("'Inloggen' leads to the sign-in page, and its button to the sign-in form, with the way back", async ({ page }) => {
    await page.goto('/events')
    await headerLogin(page).click()
    await page.waitForURL((url) => url.pathname === '/user-login')
    await page.getByTestId('open-login').click()
    await page.waitForURL((url) => url.pathname === '/login')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/events')
  })
})
