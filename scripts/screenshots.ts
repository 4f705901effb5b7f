/*
 * `npm run screenshots [baseURL]`: PNGs of each page at phone and desktop width, in Dutch and
 * English, into test-results/screenshots/ — for people to look at (no assertions here).
 * Back-office pages are taken signed in as a demo account (password Demo1234!).
 */
import { chromium, request } from '@playwright/test'
import { existsSync, mkdirSync } from 'node:fs'

const base = process.argv[2] || 'http://localhost:3333'
const out = 'test-results/screenshots'
mkdirSync(out, { recursive: true })

const pages = [
  { name: 'home', path: '/' },
  { name: '404', path: '/bestaat-niet' },
  { name: 'admin-categories', path: '/admin/#/event-categories', account: 'admin@demo.sr' },
  { name: 'dashboard-admin', path: '/dashboard', account: 'admin@demo.sr' },
  { name: 'dashboard-organizer', path: '/organizer-dashboard', account: 'organizer@demo.sr' },
]
const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
]

/** One login per account, as the storefront's sign-in stores it: token and user in localStorage. */
const api = await request.newContext({ baseURL: base })
const sessions = new Map<string, { token: string; user: unknown }>()
for (const account of new Set(pages.map((p) => p.account).filter((a): a is string => Boolean(a)))) {
  const response = await api.post('/api/auth/login', { data: { email: account, password: 'Demo1234!' } })
  if (!response.ok()) throw new Error(`login ${account}: ${response.status()}`)
  sessions.set(account, await response.json())
}
await api.dispose()

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
for (const lang of ['nl', 'en']) {
  for (const size of widths) {
    for (const p of pages) {
      const context = await browser.newContext({ viewport: { width: size.width, height: size.height } })
      await context.addCookies([{ name: 'lang', value: lang, url: base }])
      await context.addInitScript((l) => localStorage.setItem('language', l), lang)
      const session = p.account ? sessions.get(p.account) : undefined
      if (session) {
        await context.addInitScript(
          ([token, user]) => {
            localStorage.setItem('token', token)
            localStorage.setItem('user', user)
          },
          [session.token, JSON.stringify(session.user)] as const
        )
      }
      const page = await context.newPage()
      await page.goto(base + p.path, { waitUntil: 'networkidle' })
      await page.waitForTimeout(300)
      const file = `${out}/${p.name}-${lang}-${size.name}.png`
      await page.screenshot({ path: file, fullPage: true })
      console.log(file)
      await context.close()
    }
  }
}
await browser.close()
