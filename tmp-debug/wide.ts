import { chromium } from '@playwright/test'
import { chromiumExecutable, CHROMIUM_ARGS } from '/work/wt-b/scripts/chromium.ts'
const base = 'http://localhost:3450'
const login = await (await fetch(base + '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: process.argv[3] ?? 'admin@demo.sr', password: 'Demo1234!' }) })).json()
const browser = await chromium.launch({ executablePath: (await chromiumExecutable()).path, args: CHROMIUM_ARGS })
const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
await context.addInitScript(([t, u]) => { localStorage.setItem('token', t); localStorage.setItem('user', u) }, [login.token, JSON.stringify(login.user)])
const page = await context.newPage()
await page.goto(base + process.argv[2], { waitUntil: 'networkidle' })
await page.waitForTimeout(2500)
console.log(await page.evaluate(() => {
  const sw = document.querySelector('[data-testid="event-ticketswitch"]')?.closest('.MuiBox-root') as HTMLElement | null
  const stack = document.querySelector('[data-testid="event-title"]')!.closest('.MuiStack-root') as HTMLElement
  const before = stack.getBoundingClientRect().width
  if (sw) sw.style.display = 'none'
  const after = stack.getBoundingClientRect().width
  const venue = document.querySelector('[data-testid="event-venue"]') as HTMLElement | null
  if (venue) venue.style.display = 'none'
  return `with switch ${before}, without ${after}, without venue too ${stack.getBoundingClientRect().width}`
}))
console.log(await page.evaluate(() => {
  const out: string[] = [`scrollWidth ${document.documentElement.scrollWidth}`]
  for (const el of Array.from(document.querySelectorAll('main *'))) {
    const r = el.getBoundingClientRect()
    if (r.width > 380 && r.right > 395) out.push(`${el.tagName}.${String(el.className).slice(0, 80)} w=${Math.round(r.width)} testid=${el.getAttribute('data-testid')}`)
  }
  return out.slice(0, 25).join('\n')
}))
await browser.close()
