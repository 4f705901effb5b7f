/*
 * `npm run bench:catalog`: autocannon on GET /api/events/public of the real product and on a bare
 * node:http server answering the same bytes, in one run; prints both and their ratio (goal >= 0.6).
 */
import { createServer } from 'node:http'
import autocannon from 'autocannon'
import { startProduct } from './server.ts'

const CONNECTIONS = 10
const SECONDS = 10
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS || 10)

async function load(url: string, duration: number) {
  return autocannon({ url, connections: CONNECTIONS, duration })
}

const product = await startProduct(3601, 54601)
try {
  const path = '/api/events/public'
  const body = Buffer.from(await (await fetch(product.base + path)).arrayBuffer())
  const bare = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length })
    res.end(body)
  })
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve))
  const bareUrl = `http://127.0.0.1:${(bare.address() as { port: number }).port}${path}`

  // Warm-up: the product reaches its steady pace only after some seconds under load (V8's optimising tiers, the
  // heap grown to its working size); 2 s measured part of that climb as the pipeline's cost.
  await load(product.base + path, WARM_UP_SECONDS)
  await load(bareUrl, WARM_UP_SECONDS)
  const api = await load(product.base + path, SECONDS)
  const raw = await load(bareUrl, SECONDS)
  bare.close()

  const row = (name: string, r: autocannon.Result) =>
    `${name.padEnd(26)} ${r.requests.average.toFixed(0).padStart(8)} ${String(r.latency.p50).padStart(8)} ${String(r.latency.p99).padStart(8)} ${(r.throughput.average / 1024).toFixed(0).padStart(10)} ${String(r.non2xx + r.errors).padStart(7)}`
  console.log(`\nGET ${path}: ${body.length} bytes, ${CONNECTIONS} connections, ${SECONDS} s each\n`)
  console.log(
    `${'target'.padEnd(26)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'KB/s'.padStart(10)} ${'errors'.padStart(7)}`
  )
  console.log(row('API /api/events/public', api))
  console.log(row('bare node:http, same body', raw))
  console.log(`\nratio api/bare = ${(api.requests.average / raw.requests.average).toFixed(2)} (goal >= 0.6)`)
} finally {
  await product.stop()
}
