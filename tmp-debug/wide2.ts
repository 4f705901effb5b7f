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
  const out: string[] = [`scrollWidth ${document.documentElement.scrollWidth}`]
  let el: Element | null = document.querySelector('.RaList-main')
  while (el) { const cs = getComputedStyle(el); out.push(`anc ${el.tagName}.${String(el.className).slice(0, 60)} w=${Math.round(el.getBoundingClientRect().width)} display=${cs.display} gtc=${cs.gridTemplateColumns} minw=${cs.minWidth}`); el = el.parentElement }
  for (const el of Array.from(document.querySelectorAll('main *'))) {
    const r = el.getBoundingClientRect()
    if (r.right > 395) out.push(`${el.tagName}.${String(el.className).slice(0, 80)} w=${Math.round(r.width)} testid=${el.getAttribute('data-testid')}`)
  }
  return out.slice(0, 16).join('\n')
}))
await browser.close()
