/*
 * `npm run bench:backoffice-js`: the gzip JS one first load of each back-office dashboard route costs
 * (budget 300 KB), in Chromium, signed in as the demo account of the route's role. Counts every script
 * response the page received until the network was idle (gzip of its body, as the static server would send it),
 * so a lazy chunk that was not fetched does not count. Builds the back office first when it is stale.
 */
import { execFileSync } from 'node:child_process'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { DEMO_ACCOUNTS } from '../../database/demo/accounts.ts'
import { startProduct } from './server.ts'
import { chromiumExecutable, CHROMIUM_ARGS } from '../chromium.ts'

const BUDGET_KB = 300
const ROUTES: { path: string; role: string }[] = [
  { path: '/dashboard', role: 'admin' },
  { path: '/organizer-dashboard', role: 'organizer' },
  { path: '/ticket-validation', role: 'scanner' },
  { path: '/loket-dashboard', role: 'loket_medewerker' },
  { path: '/agent-dashboard', role: 'agent' },
  { path: '/venue-dashboard', role: 'venue_operator' },
  { path: '/platform-settings', role: 'admin' },
]

execFileSync(process.execPath, ['scripts/build.ts', '--if-stale'], { stdio: 'inherit' })
const product = await startProduct(3438, 54438)
const browser = await chromium.launch({ executablePath: (await chromiumExecutable()).path, args: CHROMIUM_ARGS })
const kb = (bytes: number) => (bytes / 1024).toFixed(1)
let over = 0
try {
  console.log(`\n${'route'.padEnd(22)} ${'role'.padEnd(18)} ${'files'.padStart(5)} ${'gzip KB'.padStart(8)}  budget ${BUDGET_KB} KB`)
  for (const { path, role } of ROUTES) {
    const account = DEMO_ACCOUNTS.find((demo) => demo.role === role)!
    const login = await fetch(`${product.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    })
    if (!login.ok) throw new Error(`login as ${account.email}: ${login.status}`)
    const { token, user } = (await login.json()) as { token: string; user: unknown }
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    await context.addInitScript(
      ([t, u]) => {
        localStorage.setItem('token', t)
        localStorage.setItem('user', u)
      },
      [token, JSON.stringify(user)]
    )
    const page = await context.newPage()
    const scripts = new Map<string, number>()
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script' && !/\.m?js(\?|$)/.test(response.url())) return
      try {
        scripts.set(new URL(response.url()).pathname, gzipSync(await response.body()).length)
      } catch {
        // redirected or aborted
      }
    })
    await page.goto(product.base + path, { waitUntil: 'networkidle' })
    await page.waitForTimeout(1000)
    const landed = new URL(page.url()).pathname
    const total = [...scripts.values()].reduce((a, b) => a + b, 0)
    const verdict = total / 1024 <= BUDGET_KB ? 'OK' : 'OVER'
    if (verdict === 'OVER') over++
    console.log(
      `${path.padEnd(22)} ${role.padEnd(18)} ${String(scripts.size).padStart(5)} ${kb(total).padStart(8)}  ${verdict}${landed === path ? '' : ` (landed on ${landed})`}`
    )
    if (process.env.BENCH_VERBOSE)
      for (const [file, bytes] of [...scripts].sort((a, b) => b[1] - a[1]))
        console.log(`${''.padEnd(42)} ${kb(bytes).padStart(8)}  ${file}`)
    await context.close()
  }
  console.log(over ? `\n${over} route(s) over the ${BUDGET_KB} KB budget` : `\nevery route within the ${BUDGET_KB} KB budget`)
} finally {
  await browser.close()
  await product.stop()
}
