import { chromium } from 'playwright-core'
import argon2 from 'argon2'
import pg from 'pg'
import { chromiumExecutable, CHROMIUM_ARGS } from './scripts/chromium.ts'
const base = 'http://localhost:3439'
const db = new pg.Pool({ connectionString: 'postgres://postgres:postgres@127.0.0.1:54439/suritickets' })
const hash = await argon2.hash('Nieuw-org-1', { type: argon2.argon2id })
await db.query(`INSERT INTO users (email, password, first_name, last_name, role, is_verified, is_email_verified)
  VALUES ('nieuw-org@example.sr', $1, 'Nieuwe', 'Organisator', 'organizer', true, true) ON CONFLICT DO NOTHING`, [hash])
await db.end()
const browser = await chromium.launch({ executablePath: (await chromiumExecutable()).path, args: CHROMIUM_ARGS })
const shots: [string, string, string, number, string][] = [
  ['organizer', 'organizer@demo.sr', 'Demo1234!', 390, 'nl'],
  ['organizer', 'organizer@demo.sr', 'Demo1234!', 1280, 'nl'],
  ['organizer', 'organizer@demo.sr', 'Demo1234!', 390, 'en'],
  ['organizer', 'organizer@demo.sr', 'Demo1234!', 1280, 'en'],
  ['scanner', 'scanner@demo.sr', 'Demo1234!', 390, 'nl'],
  ['loket', 'loket@demo.sr', 'Demo1234!', 1280, 'en'],
  ['new-organizer', 'nieuw-org@example.sr', 'Nieuw-org-1', 390, 'nl'],
  ['new-organizer', 'nieuw-org@example.sr', 'Nieuw-org-1', 1280, 'en'],
]
for (const [name, email, password, width, lang] of shots) {
  const login = await (await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })).json()
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  await context.addInitScript(([t, u, l]) => { localStorage.setItem('token', t); localStorage.setItem('user', u); localStorage.setItem('language', l) }, [login.token, JSON.stringify(login.user), lang])
  const page = await context.newPage()
  page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text()) })
  await page.goto(`${base}/organizer-dashboard`, { waitUntil: 'networkidle' })
  await page.waitForTimeout(1500)
  const file = `/tmp/c-shot-${name}-${width}-${lang}.png`
  await page.screenshot({ path: file, fullPage: true })
  console.log(file, page.url())
  await context.close()
}
await browser.close()
