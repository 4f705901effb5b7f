/*
 * In the back office: the demo admin finds a person by e-mail, deactivates them with a reason, and the
 * person's open session ends at once (their next check is refused and their page asks them to sign in again); the
 * account's history shows the deactivation with who, the reason and the field before and after.
 */
import { randomUUID } from 'node:crypto'
import { test, expect } from '@playwright/test'
import { sharedLogIn, storeSession } from './support/stored_session'

test('the admin finds a user by e-mail, deactivates them (their session ends) and the history shows it', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers and a registration: more than the default 30 s on a busy 2-core machine.
  test.setTimeout(120_000)
  // A fresh account (a demo account deactivated here would fail other journeys), signed in in its own browser.
  const email = `deactiveer-${randomUUID().slice(0, 8)}@example.sr`
  const registered = await request.post('/api/auth/register', {
    data: { email, password: 'Geheim-1234', firstName: 'Dewi', lastName: 'Playwright', role: 'user', acceptTerms: true },
  })
  expect(registered.status()).toBe(201)
  const grant = (await registered.json()) as { token: string; user: Record<string, unknown> }
  const theirs = await browser.newContext()
  const theirPage = await theirs.newPage()
  await storeSession(theirPage, { token: grant.token, role: 'user', user: grant.user as never })
  await theirPage.goto('/user-dashboard')
  await expect(theirPage).toHaveURL(/\/user-dashboard/)

  await storeSession(page, await sharedLogIn(request, 'admin@demo.sr'))
  await page.goto('/dashboard#/users')
  // The list (a lazily loaded view) is there before it is searched.
  await expect(page.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 })
  await page.getByPlaceholder('Naam, e-mail of telefoon').fill(email.toUpperCase())
  // react-admin writes the search into the address after its debounce; wait for the list to settle.
  await expect.poll(() => decodeURIComponent(page.url()).toLowerCase(), { timeout: 15_000 }).toContain(email)
  const row = page.getByRole('row', { name: new RegExp(email) })
  await expect(row).toBeVisible()
  await expect(page.getByRole('row')).toHaveCount(2) // the header and the one match
  await row.click()

  await expect(page.getByTestId('user-name')).toHaveText('Dewi Playwright')
  await page.getByTestId('deactivate').click()
  const dialog = page.getByRole('dialog', { name: 'Dewi Playwright deactiveren?' })
  await dialog.getByLabel('Reden (optioneel, komt in de geschiedenis)').fill('Spam-bestellingen')
  await dialog.getByTestId('deactivate-confirm').click()
  await expect(page.getByText('Account gedeactiveerd; alle sessies zijn beëindigd')).toBeVisible()
  await expect(page.getByTestId('user-deactivated')).toContainText('door ')
  await expect(page.getByTestId('reactivate')).toBeVisible()

  // Their session ended at once: the API refuses the old token, and their page sends them to sign in.
  const check = await request.get('/api/auth/validate-status', { headers: { Authorization: `Bearer ${grant.token}` } })
  expect([401, 403]).toContain(check.status())
  await theirPage.reload()
  await expect(theirPage.getByText('Je sessie is verlopen. Log opnieuw in om je tickets te zien.')).toBeVisible()
  await expect(theirPage.getByRole('banner').getByRole('link', { name: 'Inloggen' })).toBeVisible()
  await theirs.close()

  const history = page.getByTestId('audit-history')
  const entry = history.getByTestId('audit-entry').first()
  await expect(entry).toContainText('gedeactiveerd')
  await expect(entry).toContainText('Reden: Spam-bestellingen')
  await expect(entry).toContainText('deactivatedAt')
})
