import { expect, type APIRequestContext, type Page } from '@playwright/test'

/*
 * The storefront's /login form as the account journeys use it: a fresh account made through the API, the page
 * settled (every island hydrated), and the form filled and sent.
 */

let counter = 0

/** An address no other run of the journey has used. */
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${counter++}@e2e.sr`

/** The network quiet and every island but the interaction-only ones hydrated. */
export async function settled(page: Page) {
  await page.waitForLoadState('networkidle')
  await expect(page.locator('astro-island[ssr]:not([client="interaction"])')).toHaveCount(0)
}

/** A buyer account registered through the API (Ravi Sewdien), with this address and password. */
export async function registerThroughApi(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/register', {
    data: { firstName: 'Ravi', lastName: 'Sewdien', email, password, acceptTerms: true },
  })
  expect(response.status(), await response.text()).toBe(201)
}

/** The /login form (inline, no dialog): fills it and presses 'Inloggen'. */
export async function submitLogin(page: Page, email: string, password: string) {
  await page.goto('/login')
  await settled(page)
  await page.getByLabel('E-mailadres').fill(email)
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Inloggen' }).click()
}
