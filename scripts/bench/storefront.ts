/*
 * `npm run bench:storefront`: Lighthouse (mobile, median of 3) and the gzip JS bytes of `/`,
 * `/events`, one event page and one venue page of the real product, printed as a table, next to the
 * bytes the phone really downloads (transfer size as Chromium counted it in the last Lighthouse run,
 * headers included, after whatever compression the server applied): the HTML document, its scripts,
 * and the whole page.
 */
import { gzipSync } from 'node:zlib'
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import { startProduct } from './server.ts'
import { chromiumExecutable, CHROMIUM_ARGS } from '../chromium.ts'

const RUNS = 3
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

/**
 * Gzip bytes of every script the page ships at first load: external files, module islands and inline scripts.
 * Islands that wait for an interaction (client:interaction) load nothing until then and are not counted; their
 * bytes after a click show with scripts/bench/event_page_js.ts.
 */
async function jsBytes(base: string, path: string): Promise<number> {
  const html = await (await fetch(base + path)).text()
  const urls = new Set<string>()
  for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) urls.add(m[1])
  for (const island of html.matchAll(/<astro-island\s[^>]*>/g)) {
    if (/\sclient="interaction"/.test(island[0])) continue
    for (const m of island[0].matchAll(/(?:component-url|renderer-url)="([^"]+)"/g)) urls.add(m[1])
  }
  let total = 0
  for (const m of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    if (m[1].trim() && !/type="application\/ld\+json"/.test(m[0])) total += gzipSync(m[1]).length
  }
  for (const url of urls) total += gzipSync(Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer())).length
  return total
}

interface NetworkRequest {
  url: string
  resourceType?: string
  transferSize?: number
}

/** Transfer sizes (encoded body plus headers) of the page's document, its scripts and all its requests. */
function transfer(lhr: { audits: Record<string, { details?: unknown }> }, path: string): string {
  const items = ((lhr.audits['network-requests'].details as { items?: NetworkRequest[] } | undefined)?.items ?? []).filter(
    (item) => !item.url.startsWith('data:')
  )
  const sumOf = (list: NetworkRequest[]) => list.reduce((total, item) => total + (item.transferSize ?? 0), 0)
  const kb = (bytes: number) => (bytes / 1024).toFixed(1)
  const html = items.filter((item) => item.resourceType === 'Document' && new URL(item.url).pathname === path)
  const scripts = items.filter((item) => item.resourceType === 'Script')
  return [kb(sumOf(html)).padStart(6), kb(sumOf(scripts)).padStart(6), `${kb(sumOf(items)).padStart(6)} (${items.length})`].join(' | ')
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const product = await startProduct(3602, 54602)
const chrome = await chromeLauncher.launch({
  chromePath: (await chromiumExecutable()).path,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
})
try {
  const firstId = async (path: string) => ((await (await fetch(product.base + path)).json()) as { data: { id: number }[] }).data[0].id
  const eventId = await firstId('/api/events/public')
  const venueId = await firstId('/api/venues/public')
  const pages = ['/', '/events', `/events/${eventId}`, `/venues/${venueId}`]
  const rows: string[] = []
  const transferRows: string[] = []
  const failing: string[] = []
  for (const path of pages) {
    const scores: Record<string, number[]> = Object.fromEntries(CATEGORIES.map((c) => [c, []]))
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(product.base + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      })
      const lhr = result!.lhr
      for (const c of CATEGORIES) scores[c].push(Math.round((lhr.categories[c].score ?? 0) * 100))
      if (run === RUNS - 1) {
        transferRows.push(`| ${path.padEnd(12)} | ${transfer(lhr, path)} |`)
        for (const c of CATEGORIES) {
          for (const ref of lhr.categories[c].auditRefs) {
            const audit = lhr.audits[ref.id]
            if (ref.weight > 0 && audit.score !== null && audit.score < 1)
              failing.push(`${path} [${c}] ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`)
          }
        }
      }
    }
    const kb = ((await jsBytes(product.base, path)) / 1024).toFixed(1)
    rows.push(`| ${path.padEnd(12)} | ${kb.padStart(6)} | ${CATEGORIES.map((c) => String(median(scores[c])).padStart(4)).join(' | ')} |`)
  }
  console.log('\n| page         | JS gzip KB | perf | a11y |   bp |  seo |')
  console.log('|---|---|---|---|---|---|')
  for (const row of rows) console.log(row)
  console.log('\n| page         | HTML transfer KB | JS transfer KB | page transfer KB (requests) |')
  console.log('|---|---|---|---|')
  for (const row of transferRows) console.log(row)
  if (failing.length) console.log(`\nAudits below full score (last run):\n${[...new Set(failing)].map((f) => `- ${f}`).join('\n')}`)
} finally {
  await chrome.kill()
  await product.stop()
}
