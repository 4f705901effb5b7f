/*
 * `node scripts/bench/event_page_js.ts`: the gzip JS bytes one event page really loads in Chromium, at
 * first load (until the network is idle) and after a click on the buy button, counted from the responses
 * the browser received (external scripts, module chunks) plus inline scripts. Unlike the static count of
 * scripts/bench/storefront.ts it sees what a lazy island does not fetch. Runs against the built storefront.
 */
import { gzipSync } from 'node:zlib'
import { chromium, type Page } from 'playwright'
import { startProduct } from './server.ts'
import { chromiumExecutable, CHROMIUM_ARGS } from '../chromium.ts'

const product = await startProduct(3604, 54604)
const browser = await chromium.launch({
  executablePath: (await chromiumExecutable()).path,
  args: CHROMIUM_ARGS,
})

async function track(page: Page) {
  const scripts = new Map<string, number>()
  page.on('response', async (response) => {
    const type = response.request().resourceType()
    if (type !== 'script' && !/\.m?js(\?|$)/.test(response.url())) return
    try {
      scripts.set(response.url(), gzipSync(await response.body()).length)
    } catch {
      // redirected or aborted
    }
  })
  return scripts
}

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0)
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

try {
  const events = (await (await fetch(`${product.base}/api/events/public`)).json()) as { data: { id: number }[] }
  const id = events.data[0].id
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage()
  const scripts = await track(page)
  await page.goto(`${product.base}/events/${id}`, { waitUntil: 'networkidle' })
  await page.waitForTimeout(1500)
  const html = await page.content()
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].filter(
    (m) => m[1].trim() && !/type="application\/ld\+json"/.test(m[0])
  )
  const inlineBytes = sum(inline.map((m) => gzipSync(m[1]).length))
  const firstLoad = sum(scripts.values()) + inlineBytes
  console.log(
    `/events/${id} first load: ${kb(firstLoad)} gzip JS (${scripts.size} files ${kb(sum(scripts.values()))} + inline ${kb(inlineBytes)})`
  )
  for (const [url, bytes] of scripts) console.log(`  ${kb(bytes).padStart(9)}  ${new URL(url).pathname}`)
  const before = new Set(scripts.keys())
  await page.getByTestId('buy-button-bar').click()
  await page.getByTestId('ticket-selection').waitFor()
  await page.waitForLoadState('networkidle')
  const later = [...scripts].filter(([url]) => !before.has(url))
  console.log(
    `after clicking buy: +${kb(sum(later.map(([, b]) => b)))} (${later.length} files), total ${kb(sum(scripts.values()) + inlineBytes)}`
  )
} finally {
  await browser.close()
  await product.stop()
}
