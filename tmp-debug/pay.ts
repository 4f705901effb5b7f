import { chromium } from '@playwright/test'
import { chromiumExecutable, CHROMIUM_ARGS } from '/work/wt-b/scripts/chromium.ts'
const base = 'http://localhost:3450'
const login = await (await fetch(base + '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.sr', password: 'Demo1234!' }) })).json()
const browser = await chromium.launch({ executablePath: (await chromiumExecutable()).path, args: CHROMIUM_ARGS })
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
await context.addInitScript(([t, u]) => { localStorage.setItem('token', t); localStorage.setItem('user', u) }, [login.token, JSON.stringify(login.user)])
const page = await context.newPage()
await page.goto(base + '/dashboard#/ticketswitch-listings/7/show', { waitUntil: 'networkidle' })
await page.locator('[data-testid="payout-mark"]').click()
await page.locator('[data-testid="payout-reference"]').fill('HKB-2026-1124')
await page.locator('[data-testid="payout-confirm"]').click()
await page.waitForTimeout(2500)
await page.screenshot({ path: '/work/wt-b/test-results/screenshots/ticketswitch-paid-check.png', fullPage: true })
await browser.close()
