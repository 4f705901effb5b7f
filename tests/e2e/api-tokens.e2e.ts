/*
 * 'API-sleutels': the demo organizer makes a token in the back office (name, scopes, expiry), sees it once with the
 * warning, copies it, calls GET /api/v1/events with it (the organizer's own events, the RateLimit headers), revokes
 * it, and the same call is a 401. Screenshots at phone and desktop width, in Dutch and English.
 */
import { mkdirSync } from 'node:fs'
import { test, expect, type Page } from '@playwright/test'
import { sql } from './support/auth_helpers'
import { sharedLogIn, storeSession } from './support/stored_session'

const SHOTS = '/work/shots/tokens/'

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true })
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ]) {
    await page.setViewportSize({ width, height })
    await page.evaluate(() => {
      ;(document.activeElement as HTMLElement | null)?.blur()
      window.scrollTo(0, 0)
    })
    const box = (await page.getByTestId('api-tokens-page').boundingBox())!
    await page.setViewportSize({ width, height: Math.max(height, Math.ceil(box.y + box.height + 24)) })
    await page.screenshot({ path: `${SHOTS}api-tokens-${name}-${width}.png` })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test.describe.configure({ timeout: 240_000 })

test('the organizer makes an API token, it works on /api/v1/events, and once revoked it is refused', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  await storeSession(page, await sharedLogIn(request, 'organizer@demo.sr'))
  await page.goto('/organizer-dashboard')
  await page.getByRole('menuitem', { name: 'API-sleutels' }).click()
  await expect(page.getByTestId('api-tokens-page')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Met een API-sleutel leest je eigen software')).toBeVisible()

  const name = `Kassa ${Date.now()}`
  await page.getByTestId('api-token-name').fill(name)
  await page.getByRole('checkbox', { name: /orders:read/ }).check()
  const nextYear = new Date().getFullYear() + 1
  await page.getByTestId('api-token-expires').fill(`${nextYear}-12-31`)
  await shoot(page, 'form-nl')
  await page.getByTestId('api-token-create').click()

  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('Kopieer deze sleutel nu: hij wordt niet meer getoond.')
  const shown = await page.getByTestId('new-api-token').inputValue()
  expect(shown).toMatch(/^sut_[A-Za-z0-9_-]{43}$/)
  await page.getByTestId('api-token-copy').click()
  await expect(page.getByTestId('api-token-copy')).toHaveText('Gekopieerd')
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toBe(shown)
  mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}api-tokens-shown-nl-1280.png` })
  await dialog.getByRole('button', { name: 'Klaar' }).click()

  const row = page.getByTestId('api-token-row').filter({ hasText: name })
  await expect(row).toContainText(shown.slice(0, 12))
  await expect(row).toContainText('events:read')
  await expect(row).toContainText('orders:read')
  await expect(row).toContainText('nooit')
  // The token is not on the page any more.
  await expect(page.getByText(shown)).toHaveCount(0)

  const answer = await request.get('/api/v1/events?limit=200', { headers: { Authorization: `Bearer ${copied}` } })
  expect(answer.status()).toBe(200)
  expect(answer.headers()['ratelimit-limit']).toBe('120')
  const body = await answer.json()
  const { rows: own } = await sql(
    `SELECT count(*)::int AS n FROM events e JOIN users u ON u.id = e.organizer_id WHERE u.email = 'organizer@demo.sr'`
  )
  expect(body.data.length).toBe(Math.min(own[0].n, 200))
  // A session token is no API token.
  const session = await sharedLogIn(request, 'organizer@demo.sr')
  expect((await request.get('/api/v1/events', { headers: { Authorization: `Bearer ${session.token}` } })).status()).toBe(401)

  await page.reload()
  await expect(page.getByTestId('api-tokens-page')).toBeVisible({ timeout: 30_000 })
  await expect(row).toHaveCount(1, { timeout: 15_000 })
  await expect(row).not.toContainText('nooit')
  await shoot(page, 'list-nl')

  await page.evaluate(() => localStorage.setItem('language', 'en'))
  await page.reload()
  await expect(page.getByText('With an API key your own software reads')).toBeVisible({ timeout: 20_000 })
  await expect(row.getByTestId('api-token-revoke')).toHaveText('Revoke')
  await shoot(page, 'list-en')
  await page.evaluate(() => localStorage.setItem('language', 'nl'))
  await page.reload()
  await expect(page.getByText('Met een API-sleutel leest je eigen software')).toBeVisible({ timeout: 30_000 })
  await expect(row).toHaveCount(1, { timeout: 15_000 })

  await row.getByTestId('api-token-revoke').click()
  await expect(page.getByRole('dialog')).toContainText(`Sleutel ‘${name}’ intrekken?`)
  await page.getByTestId('api-token-revoke-confirm').click()
  await expect(page.getByText('Sleutel ingetrokken')).toBeVisible()
  await expect(row).toHaveCount(0)
  const refused = await request.get('/api/v1/events', { headers: { Authorization: `Bearer ${copied}` } })
  expect(refused.status()).toBe(401)
  expect((await refused.json()).code).toBe('API_TOKEN_INVALID')
})
