/*
 * Helpers for the account journeys on top of ./message_sinks.ts: the path of a mailed link, the
 * newest WhatsApp code, and a direct statement against the e2e database (to switch a platform
 * setting for one test and put it back).
 */
import pg from 'pg'
import { expect, type Page } from '@playwright/test'
import { waitForSinkMail, waitForSinkWhatsApp, type SinkMail } from './message_sinks'

/** The path and query of the mailed link to `path` (its host is the server's own). */
export function linkTo(mail: SinkMail, path: string): string {
  const link = mail.links.map((l) => new URL(l)).find((url) => url.pathname === path)
  if (!link) throw new Error(`no ${path} link in mail "${mail.subject}": ${mail.links.join(', ')}`)
  return link.pathname + link.search
}

/** The 6-digit code of the newest mail to `to` whose subject contains `subject`. */
export async function mailedCode(to: string, subject: string): Promise<string> {
  const mail = await waitForSinkMail({ to, subject }, 30_000)
  const code = mail.text.match(/\b(\d{6})\b/)?.[1]
  if (!code) throw new Error(`no code in mail "${mail.subject}"`)
  return code
}

/** The 6-digit code of the newest WhatsApp message to `phone` (E.164). */
export async function whatsAppCode(phone: string): Promise<string> {
  const message = await waitForSinkWhatsApp(phone, 30_000)
  const code = message.text.match(/\b(\d{6})\b/)?.[1]
  if (!code) throw new Error(`no code in WhatsApp message to ${phone}`)
  return code
}

export async function sql(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({
    connectionString: `postgres://postgres:postgres@127.0.0.1:${process.env.E2E_PG_PORT || '54359'}/suritickets`,
  })
  await client.connect()
  try {
    return await client.query(text, values)
  } finally {
    await client.end()
  }
}

/** Signs in on /login with e-mail and password, and waits for the page the role lands on (SPEC §4). */
export async function signInOnLoginPage(page: Page, email: string, password: string, landing: string) {
  await page.goto('/login')
  await page.waitForLoadState('networkidle')
  // The header's login dialog loads only when touched (client:interaction); the page's form at once.
  await expect(page.locator('astro-island[ssr]:not([client="interaction"])')).toHaveCount(0)
  await page.getByLabel('E-mailadres').fill(email)
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Inloggen' }).click()
  await page.waitForURL((url) => url.pathname === landing)
}
