/*
 * Staff sign-in on a slow phone network: the page's scripts arrive seconds after its HTML, and the person types and
 * taps 'Inloggen' at once. What was typed stays, the tap is kept, the sign-in completes on the role's dashboard, and
 * the password never appears in an address (the form is never sent as a GET). Screenshot of the held form:
 * test-results/screenshots/slow-sign-in/.
 */
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, test, type Page } from '@playwright/test'

const DEMO_PASSWORD = 'Demo1234!'
const SCRIPT_DELAY_MS = 4_000
const SHOTS = fileURLToPath(new URL('../../test-results/screenshots/slow-sign-in/', import.meta.url))

/** Every script of the site held back SCRIPT_DELAY_MS, as on a slow network; the addresses the page went to. */
async function slowScripts(page: Page): Promise<string[]> {
  await page.route(
    (url) => url.pathname.endsWith('.js') || url.pathname.endsWith('.mjs'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS))
      await route.continue()
    }
  )
  const visited: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url())
  })
  page.on('request', (request) => visited.push(request.url()))
  return visited
}

for (const { path, email, landing, language } of [
  { path: '/login', email: 'organizer@demo.sr', landing: '/organizer-dashboard', language: 'nl' },
  { path: '/venue-login', email: 'venue@demo.sr', landing: '/venue-dashboard', language: 'nl' },
  { path: '/agent-login?lang=en', email: 'agent@demo.sr', landing: '/agent-dashboard', language: 'en' },
] as const) {
  test(`${path}: typed and tapped before the scripts arrive, the sign-in still completes`, async ({ page }) => {
    test.setTimeout(60_000)
    const visited = await slowScripts(page)
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    const form = page.getByTestId('login-form')
    // The island has not loaded: the server's HTML form is what the person types into.
    await expect(form).not.toHaveAttribute('data-ready', 'true')
    await form.getByLabel(language === 'nl' ? 'E-mailadres' : 'Email address').fill(email)
    await form.getByLabel(language === 'nl' ? 'Wachtwoord' : 'Password', { exact: true }).fill(DEMO_PASSWORD)
    await form.getByRole('button', { name: language === 'nl' ? 'Inloggen' : 'Log in' }).click()
    // Held, not sent: the page stays, the values stay.
    await expect(page).toHaveURL(new RegExp(`${path.split('?')[0]}(\\?lang=en)?$`))
    await expect(form.getByLabel(language === 'nl' ? 'E-mailadres' : 'Email address')).toHaveValue(email)
    if (path === '/login') {
      mkdirSync(SHOTS, { recursive: true })
      await page.setViewportSize({ width: 390, height: 844 })
      await page.screenshot({ path: `${SHOTS}held-phone-nl.png` })
    }

    await page.waitForURL((url) => url.pathname === landing, { timeout: 30_000 })
    expect(visited.filter((url) => /password|wachtwoord/i.test(url))).toEqual([])
    expect(visited.some((url) => url.includes(encodeURIComponent(email)) || url.includes(email))).toBe(false)
  })
}

test('without any script the form is posted, never sent as a GET with the password in the address', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: false, ignoreHTTPSErrors: true })
  const page = await context.newPage()
  await page.goto('/login')
  const form = page.getByTestId('login-form')
  await expect(form).toHaveAttribute('method', 'post')
  await form.getByLabel('E-mailadres').fill('organizer@demo.sr')
  await form.getByLabel('Wachtwoord', { exact: true }).fill(DEMO_PASSWORD)
  await form.getByRole('button', { name: 'Inloggen' }).click()
  await page.waitForLoadState('domcontentloaded')
  expect(page.url()).not.toMatch(/password|email=/)
  await context.close()
})
