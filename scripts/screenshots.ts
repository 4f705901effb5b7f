/*
 * `npm run screenshots [baseURL]`: PNGs of each page at phone and desktop width, in Dutch and
 * English, into test-results/screenshots/ — for people to look at (no assertions here).
 */
import { chromium } from '@playwright/test'
import { existsSync, mkdirSync } from 'node:fs'

const base = process.argv[2] || 'http://localhost:3333'
const out = 'test-results/screenshots'
mkdirSync(out, { recursive: true })

const pages = [
  { name: 'home', path: '/' },
  { name: '404', path: '/bestaat-niet' },
  { name: 'admin-categories', path: '/admin/#/event-categories' },
]
const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
]

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
for (const lang of ['nl', 'en']) {
  for (const size of widths) {
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height } })
    await context.addCookies([{ name: 'lang', value: lang, url: base }])
    await context.addInitScript((l) => localStorage.setItem('language', l), lang)
    const page = await context.newPage()
    for (const p of pages) {
      await page.goto(base + p.path, { waitUntil: 'networkidle' })
      await page.waitForTimeout(300)
      const file = `${out}/${p.name}-${lang}-${size.name}.png`
      await page.screenshot({ path: file, fullPage: true })
      console.log(file)
    }
    await context.close()
  }
}
await browser.close()
