import { chromium, request } from '@playwright/test'
import { chromiumExecutable, CHROMIUM_ARGS } from './chromium.ts'
const base = 'http://localhost:3468'
const api = await request.newContext({ baseURL: base })
const session = await (await api.post('/api/auth/login', { data: { email: 'admin@demo.sr', password: 'Demo1234!' } })).json()
const browser = await chromium.launch({ executablePath: (await chromiumExecutable()).path, args: CHROMIUM_ARGS })
const context = await browser.newContext({ viewport: { width: 1280, height: 844 } })
await context.addInitScript(
  ([t, u]) => {
    localStorage.setItem('token', t)
    localStorage.setItem('user', u)
  },
  [session.token, JSON.stringify(session.user)]
)
const page = await context.newPage()
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 400)))
page.on('pageerror', (e) => console.log('pageerror', e.message))
await page.goto(base + '/platform-settings?tab=' + (process.argv[2] ?? 'whatsapp'), { waitUntil: 'networkidle' })
await page.waitForTimeout(1000)
console.log((await page.locator('main').innerText()).slice(0, 500))
await browser.close()
