/*
 * `node scripts/bench/event_page_js.ts`: the gzip JS bytes one event page really loads in Chromium, at
 * first load (until the network is idle) and after a click on the buy button, counted from the responses
 * the browser received (external scripts, module chunks) plus inline scripts. Unlike the static count of
 * scripts/bench/storefront.ts it sees what a lazy island does not fetch. Runs against the built storefront.
 * Next to the gzip count it prints the transfer size: the bytes the browser really received for each
 * response (encoded body plus headers, after the server's own compression), for the scripts and for the
 * whole page (HTML, CSS, images, API calls). Then the same for the home page and the header's login dialog,
 * which loads on the first tap on 'Inloggen'.
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
  /** Per script: its gzip size as counted before, and its transfer size. */
  const scripts = new Map<string, number>()
  const transfers = new Map<string, { type: string; bytes: number; encoding: string }>()
  page.on('response', async (response) => {
    const type = response.request().resourceType()
    try {
      await response.finished()
      const sizes = await response.request().sizes()
      const encoding = (await response.headerValue('content-encoding')) ?? 'identity'
      transfers.set(response.url(), { type, bytes: sizes.responseBodySize + sizes.responseHeadersSize, encoding })
      if (type !== 'script' && !/\.m?js(\?|$)/.test(response.url())) return
      scripts.set(response.url(), gzipSync(await response.body()).length)
    } catch {
      // redirected or aborted
    }
  })
  return { scripts, transfers }
}

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0)
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** Gzip bytes of the page's inline scripts (JSON-LD data left out). */
function inlineScriptBytes(html: string): number {
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].filter(
    (m) => m[1].trim() && !/type="application\/ld\+json"/.test(m[0])
  )
  return sum(inline.map((m) => gzipSync(m[1]).length))
}

try {
  const events = (await (await fetch(`${product.base}/api/events/public`)).json()) as { data: { id: number }[] }
  const id = events.data[0].id
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage()
  const { scripts, transfers } = await track(page)
  await page.goto(`${product.base}/events/${id}`, { waitUntil: 'networkidle' })
  await page.waitForTimeout(1500)
  const inlineBytes = inlineScriptBytes(await page.content())
  const firstLoad = sum(scripts.values()) + inlineBytes
  console.log(
    `/events/${id} first load: ${kb(firstLoad)} gzip JS (${scripts.size} files ${kb(sum(scripts.values()))} + inline ${kb(inlineBytes)})`
  )
  for (const [url, bytes] of scripts) {
    const sent = transfers.get(url)
    console.log(
      `  ${kb(bytes).padStart(9)}  transfer ${kb(sent?.bytes ?? 0).padStart(9)} ${(sent?.encoding ?? '').padEnd(8)} ${new URL(url).pathname}`
    )
  }
  const transferOf = (urls: Iterable<string>) => sum([...urls].map((url) => transfers.get(url)?.bytes ?? 0))
  const pageUrl = page.url()
  console.log(
    `first load transfer: HTML ${kb(transfers.get(pageUrl)?.bytes ?? 0)} (${transfers.get(pageUrl)?.encoding}), ` +
      `JS ${kb(transferOf(scripts.keys()))}, whole page ${kb(transferOf(transfers.keys()))} in ${transfers.size} responses`
  )
  const before = new Set(scripts.keys())
  const beforeAll = new Set(transfers.keys())
  await page.getByTestId('buy-button-bar').click()
  await page.getByTestId('ticket-selection').waitFor()
  await page.waitForLoadState('networkidle')
  const later = [...scripts].filter(([url]) => !before.has(url))
  console.log(
    `after clicking buy: +${kb(sum(later.map(([, b]) => b)))} (${later.length} files), total ${kb(sum(scripts.values()) + inlineBytes)}`
  )
  for (const [url] of later) {
    const sent = transfers.get(url)
    console.log(`  transfer ${kb(sent?.bytes ?? 0).padStart(9)} ${(sent?.encoding ?? '').padEnd(8)} ${new URL(url).pathname}`)
  }
  const laterAll = [...transfers.keys()].filter((url) => !beforeAll.has(url))
  console.log(
    `after clicking buy, transfer: JS +${kb(transferOf(later.map(([url]) => url)))}, everything +${kb(transferOf(laterAll))} in ${laterAll.length} responses`
  )

  // The header's login dialog (client:interaction): the home page fetches no script until 'Inloggen' is tapped.
  const home = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
  const homeLoad = await track(home)
  await home.goto(`${product.base}/`, { waitUntil: 'networkidle' })
  const homeInline = inlineScriptBytes(await home.content())
  console.log(
    `/ first load: ${kb(sum(homeLoad.scripts.values()) + homeInline)} gzip JS (${homeLoad.scripts.size} files + inline ${kb(homeInline)})`
  )
  await home.locator('header [data-login-link]').click()
  await home.getByTestId('login-dialog').locator('form').waitFor()
  await home.waitForLoadState('networkidle')
  const dialogTransfer = sum([...homeLoad.scripts.keys()].map((url) => homeLoad.transfers.get(url)?.bytes ?? 0))
  console.log(
    `after tapping 'Inloggen': +${kb(sum(homeLoad.scripts.values()))} gzip JS in ${homeLoad.scripts.size} files, transfer ${kb(dialogTransfer)}`
  )

  // The review form (client:interaction): a started event's page fetches no script for it until
  // 'Schrijf een review' is tapped (signed out, the form then says to log in).
  const all = (await (await fetch(`${product.base}/api/events/public?includePast=true`)).json()) as {
    data: { id: number; startDate: string }[]
  }
  const started = all.data.find((event) => Date.parse(event.startDate) <= Date.now())
  if (started) {
    const past = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage()
    const pastLoad = await track(past)
    await past.goto(`${product.base}/events/${started.id}`, { waitUntil: 'networkidle' })
    const pastInline = inlineScriptBytes(await past.content())
    console.log(
      `/events/${started.id} (started) first load: ${kb(sum(pastLoad.scripts.values()) + pastInline)} gzip JS (${pastLoad.scripts.size} files + inline ${kb(pastInline)})`
    )
    await past.locator('[data-review-form]').click()
    await past.getByTestId('review-form-refused').waitFor()
    await past.waitForLoadState('networkidle')
    const formTransfer = sum([...pastLoad.scripts.keys()].map((url) => pastLoad.transfers.get(url)?.bytes ?? 0))
    console.log(
      `after tapping 'Schrijf een review': +${kb(sum(pastLoad.scripts.values()))} gzip JS in ${pastLoad.scripts.size} files, transfer ${kb(formTransfer)}`
    )
  }
} finally {
  await browser.close()
  await product.stop()
}
