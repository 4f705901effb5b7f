import { chromium } from '@playwright/test'
import { chromiumExecutable, CHROMIUM_ARGS } from '/work/wt-b/scripts/chromium.ts'
const base = 'http://localhost:3450'
const login = await (await fetch(base + '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: process.argv[3] ?? 'admin@demo.sr', password: 'Demo1234!' }) })).json()
const browser = await chromium.launch({ executablePath: (await chromiumExecutable()).path, args: CHROMIUM_ARGS })
const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
await context.addInitScript(([t, u]) => { localStorage.setItem('token', t); localStorage.setItem('user', u) }, [login.token, JSON.stringify(login.user)])
const page = await context.newPage()
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)))
page.on('response', (r) => { if (r.status() >= 400) console.log('bad', r.status(), r.url()) })
page.on('pageerror', (e) => console.log('pageerror', e.message))
await page.goto(base + process.argv[2], { waitUntil: 'networkidle' })
await page.waitForTimeout(2000)
await page.screenshot({ path: '/tmp/b-debug.png' })
await browser.close()
