import { test } from '@japa/runner'
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http'
import { existsSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { createOriginHandler } from '../../../bin/one_origin.js'
import { acceptedEncodings, negotiateEncoding, precompress, withVary } from '../../../bin/compression.js'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Text that compresses like a bundle or a page would (repetitive, but not a single repeated byte). */
function text(bytes: number, seed = 'x'): string {
  let out = ''
  for (let i = 0; out.length < bytes; i++) out += `function f${i % 97}(${seed}){return ${seed}*${i % 13}+"${seed}${i}"}\n`
  return out.slice(0, bytes)
}

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  /** The bytes as they came over the wire. */
  raw: Buffer
  /** Decoded by its Content-Encoding. */
  body: Buffer
}

/** node:http rather than fetch(): fetch asks for gzip itself and hides what was really sent. */
function get(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const raw = Buffer.concat(chunks)
        const encoding = res.headers['content-encoding']
        const body = !raw.length ? raw : encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw
        resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, body })
      })
    })
    req.on('error', reject)
    req.end()
  })
}

test.group('Accept-Encoding negotiation', () => {
  test('Brotli before gzip, q-values honoured, q=0 refuses, * counts, identity only gets nothing', ({ assert }) => {
    assert.equal(negotiateEncoding('gzip, deflate, br, zstd'), 'br')
    assert.equal(negotiateEncoding('gzip'), 'gzip')
    assert.equal(negotiateEncoding('gzip, br;q=0'), 'gzip')
    assert.equal(negotiateEncoding('br;q=0.5, gzip;q=0.8'), 'gzip')
    assert.equal(negotiateEncoding('*'), 'br')
    assert.equal(negotiateEncoding('*;q=0, gzip'), 'gzip')
    assert.equal(negotiateEncoding('BR'), 'br')
    assert.isNull(negotiateEncoding('identity'))
    assert.isNull(negotiateEncoding(''))
    assert.isNull(negotiateEncoding(undefined))
    assert.isNull(negotiateEncoding('gzip;q=0, br;q=0'))
    assert.isNull(negotiateEncoding('deflate'))
    assert.deepEqual(acceptedEncodings('gzip, br'), ['br', 'gzip'])
    assert.equal(withVary(undefined), 'Accept-Encoding')
    assert.equal(withVary('Cookie'), 'Cookie, Accept-Encoding')
    assert.equal(withVary('Cookie, accept-encoding'), 'Cookie, accept-encoding')
  })
})

/* The real dispatcher (bin/one_origin.ts) on a real HTTP server, with stand-ins for the built front ends and the API. */
test.group('compression on the one origin', (group) => {
  let server: Server
  let base = ''
  let dir = ''
  const bundle = text(40_000, 'a')
  const adminBundle = text(30_000, 'b')
  const page = text(20_000, 'p')
  const list = JSON.stringify({ success: true, data: Array.from({ length: 60 }, (_, id) => ({ id, title: `Event ${id}` })) })
  let listBuffer: Buffer

  group.setup(async () => {
    dir = mkdtempSync(join(tmpdir(), 'compression-'))
    mkdirSync(join(dir, 'storefront/server'), { recursive: true })
    mkdirSync(join(dir, 'storefront/client/_astro'), { recursive: true })
    mkdirSync(join(dir, 'backoffice/assets'), { recursive: true })
    mkdirSync(join(dir, 'uploads'), { recursive: true })
    // The storefront streams its pages in parts as Astro does; /boom fails halfway, /tiny is small.
    writeFileSync(
      join(dir, 'storefront/server/entry.mjs'),
      `const page = ${JSON.stringify(page)}
      export function handler(req, res) {
        if (req.url === '/tiny') { res.writeHead(200, { 'content-type': 'text/html' }); return res.end('<p>tiny</p>') }
        if (req.url === '/unavailable') {
          const body = JSON.stringify({ success: false, code: 'DATABASE_UNAVAILABLE', message: 'x'.repeat(2000) })
          res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '5' })
          return res.end(body)
        }
        res.writeHead(req.url === '/boom' ? 500 : 200, { 'content-type': 'text/html; charset=utf-8', vary: 'Cookie' })
        const parts = [page.slice(0, 5000), page.slice(5000, 12000), page.slice(12000)]
        let i = 0
        const next = () => {
          if (i < parts.length) { res.write(parts[i++]); setTimeout(next, 5) } else res.end()
        }
        next()
      }`
    )
    writeFileSync(join(dir, 'storefront/client/_astro/app.Ab12Cd.js'), bundle)
    writeFileSync(join(dir, 'storefront/client/_astro/small.Ef34Gh.js'), 'console.log(1)')
    writeFileSync(join(dir, 'storefront/client/photo.png'), Buffer.alloc(5000, 1))
    writeFileSync(join(dir, 'storefront/client/prices.csv'), text(3000, 'r'))
    writeFileSync(join(dir, 'backoffice/index.html'), '<html>backoffice</html>')
    writeFileSync(join(dir, 'backoffice/assets/index-Xy98Zw.js'), adminBundle)
    // What the build does after Astro and Vite (scripts/build.ts).
    precompress(join(dir, 'storefront/client'))
    precompress(join(dir, 'backoffice'))

    listBuffer = Buffer.from(list)
    const origin = await createOriginHandler({
      storefrontEntry: pathToFileURL(join(dir, 'storefront/server/entry.mjs')),
      backofficeDir: join(dir, 'backoffice'),
      uploadsDir: join(dir, 'uploads'),
      trustedProxies: '',
    })
    // An API that writes as AdonisJS does: writeHead with its headers and Content-Length, then end(body).
    server = createServer(
      origin((req, res) => {
        const body = req.url === '/api/health' ? Buffer.from('{"status":"ok"}') : listBuffer
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length })
        res.end(body)
      })
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`
    return async () => {
      await new Promise((resolve) => server.close(resolve))
      rmSync(dir, { recursive: true, force: true })
    }
  })

  test('the build writes .br and .gz copies beside text files of 1 KB or more only', ({ assert }) => {
    const client = join(dir, 'storefront/client')
    assert.isTrue(existsSync(join(client, '_astro/app.Ab12Cd.js.br')))
    assert.isTrue(existsSync(join(client, '_astro/app.Ab12Cd.js.gz')))
    assert.isFalse(existsSync(join(client, '_astro/small.Ef34Gh.js.br')))
    assert.isFalse(existsSync(join(client, 'photo.png.br')))
    assert.deepEqual(brotliDecompressSync(readFileSync(join(client, '_astro/app.Ab12Cd.js.br'))).toString(), bundle)
  })

  test('a hashed bundle: Brotli or gzip as accepted, the same bytes decoded, immutable for a year', async ({ assert }) => {
    for (const [path, content] of [
      ['/_astro/app.Ab12Cd.js', bundle],
      ['/admin/assets/index-Xy98Zw.js', adminBundle],
    ]) {
      const br = await get(base, path, { 'accept-encoding': 'gzip, deflate, br' })
      assert.equal(br.status, 200, path)
      assert.equal(br.headers['content-encoding'], 'br', path)
      assert.equal(br.body.toString(), content, path)
      assert.isBelow(br.raw.length, content.length / 3, path)
      assert.equal(br.headers['content-length'], String(br.raw.length), path)
      assert.include(br.headers['content-type'] ?? '', 'javascript', path)
      assert.include(br.headers.vary ?? '', 'Accept-Encoding', path)
      assert.equal(br.headers['cache-control'], IMMUTABLE, path)

      const gzip = await get(base, path, { 'accept-encoding': 'gzip' })
      assert.equal(gzip.headers['content-encoding'], 'gzip', path)
      assert.equal(gzip.body.toString(), content, path)
      assert.equal(gzip.headers['content-length'], String(gzip.raw.length), path)
      assert.equal(gzip.headers['cache-control'], IMMUTABLE, path)

      const refusals: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }]
      for (const refused of refusals) {
        const plain = await get(base, path, refused)
        assert.isUndefined(plain.headers['content-encoding'], path)
        assert.equal(plain.raw.toString(), content, path)
        assert.equal(plain.headers['content-length'], String(content.length), path)
        assert.include(plain.headers.vary ?? '', 'Accept-Encoding', path)
      }
      assert.equal((await get(base, path, { 'accept-encoding': 'gzip, br;q=0' })).headers['content-encoding'], 'gzip', path)
    }
  })

  test('HEAD of a bundle: the same headers as GET, no body', async ({ assert }) => {
    const head = await get(base, '/_astro/app.Ab12Cd.js', { 'accept-encoding': 'br' }, 'HEAD')
    const full = await get(base, '/_astro/app.Ab12Cd.js', { 'accept-encoding': 'br' })
    assert.equal(head.status, 200)
    assert.equal(head.raw.length, 0)
    assert.equal(head.headers['content-encoding'], 'br')
    assert.equal(head.headers['content-length'], full.headers['content-length'])
  })

  test('the precompressed copies are not addressable themselves', async ({ assert }) => {
    // The storefront renders the path instead (here its stand-in page), as for any unknown file.
    const copy = await get(base, '/_astro/app.Ab12Cd.js.br')
    assert.isUndefined(copy.headers['content-encoding'])
    assert.equal(copy.raw.toString(), page)
    assert.notEqual(copy.headers['cache-control'], IMMUTABLE)
  })

  test('small files and images go out as they are', async ({ assert }) => {
    const small = await get(base, '/_astro/small.Ef34Gh.js', { 'accept-encoding': 'br, gzip' })
    assert.isUndefined(small.headers['content-encoding'])
    assert.equal(small.raw.toString(), 'console.log(1)')
    const image = await get(base, '/photo.png', { 'accept-encoding': 'br, gzip' })
    assert.isUndefined(image.headers['content-encoding'])
    assert.equal(image.raw.length, 5000)
    assert.notEqual(image.headers['cache-control'], IMMUTABLE)
    // A text file the build leaves without copies is compressed on the fly.
    assert.isFalse(existsSync(join(dir, 'storefront/client/prices.csv.br')))
    const csv = await get(base, '/prices.csv', { 'accept-encoding': 'br' })
    assert.equal(csv.headers['content-encoding'], 'br')
    assert.equal(csv.body.toString(), readFileSync(join(dir, 'storefront/client/prices.csv'), 'utf8'))
    assert.include(csv.headers.vary ?? '', 'Accept-Encoding')
    assert.notEqual(csv.headers['cache-control'], IMMUTABLE)
  })

  test('an API JSON list is compressed when accepted, with its Content-Length; small answers are not', async ({ assert }) => {
    for (const encoding of ['br', 'gzip'] as const) {
      const answer = await get(base, '/api/events/public', { 'accept-encoding': encoding })
      assert.equal(answer.headers['content-encoding'], encoding)
      assert.equal(answer.headers['content-length'], String(answer.raw.length))
      assert.isBelow(answer.raw.length, list.length / 2)
      assert.deepEqual(JSON.parse(answer.body.toString()), JSON.parse(list))
      assert.include(answer.headers.vary ?? '', 'Accept-Encoding')
      assert.include(answer.headers['content-type'] ?? '', 'application/json')
    }
    const plain = await get(base, '/api/events/public')
    assert.isUndefined(plain.headers['content-encoding'])
    assert.equal(plain.raw.toString(), list)
    assert.equal(plain.headers['content-length'], String(list.length))
    const small = await get(base, '/api/health', { 'accept-encoding': 'br, gzip' })
    assert.isUndefined(small.headers['content-encoding'])
    assert.equal(small.raw.toString(), '{"status":"ok"}')
    assert.equal(small.headers['content-length'], '15')
    const head = await get(base, '/api/events/public', { 'accept-encoding': 'br' }, 'HEAD')
    assert.equal(head.raw.length, 0)
    assert.equal(head.headers['content-encoding'], 'br')
    assert.equal(
      head.headers['content-length'],
      (await get(base, '/api/events/public', { 'accept-encoding': 'br' })).headers['content-length']
    )
  })

  test('streamed pages are compressed as they stream, error pages too; HTML is not immutable', async ({ assert }) => {
    for (const [path, status] of [
      ['/events', 200],
      ['/boom', 500],
    ] as const) {
      const br = await get(base, path, { 'accept-encoding': 'br' })
      assert.equal(br.status, status, path)
      assert.equal(br.headers['content-encoding'], 'br', path)
      assert.equal(br.body.toString(), page, path)
      assert.equal(br.headers.vary, 'Cookie, Accept-Encoding', path)
      assert.notInclude(br.headers['cache-control'] ?? '', 'immutable', path)
      assert.include(br.headers['content-security-policy'] ?? '', "frame-ancestors 'none'", path)
      const gzip = await get(base, path, { 'accept-encoding': 'gzip' })
      assert.equal(gzip.headers['content-encoding'], 'gzip', path)
      assert.equal(gzip.body.toString(), page, path)
      const plain = await get(base, path)
      assert.isUndefined(plain.headers['content-encoding'], path)
      assert.equal(plain.raw.toString(), page, path)
    }
    const tiny = await get(base, '/tiny', { 'accept-encoding': 'br' })
    assert.isUndefined(tiny.headers['content-encoding'])
    assert.equal(tiny.raw.toString(), '<p>tiny</p>')
  })

  test('a 503 JSON answer keeps its status and headers, compressed or not', async ({ assert }) => {
    const br = await get(base, '/unavailable', { 'accept-encoding': 'br' })
    assert.equal(br.status, 503)
    assert.equal(br.headers['retry-after'], '5')
    assert.equal(br.headers['content-encoding'], 'br')
    assert.equal(JSON.parse(br.body.toString()).code, 'DATABASE_UNAVAILABLE')
    const plain = await get(base, '/unavailable')
    assert.equal(plain.status, 503)
    assert.equal(JSON.parse(plain.raw.toString()).code, 'DATABASE_UNAVAILABLE')
  })

  test('shared event pages: Brotli for one visitor, gzip for another, plain for a third, from one render', async ({ assert }) => {
    const first = await get(base, '/events/5', { 'accept-encoding': 'br' })
    const [gzip, plain] = await Promise.all([get(base, '/events/5', { 'accept-encoding': 'gzip' }), get(base, '/events/5')])
    assert.equal(first.headers['content-encoding'], 'br')
    assert.equal(first.body.toString(), page)
    assert.equal(gzip.headers['content-encoding'], 'gzip')
    assert.equal(gzip.body.toString(), page)
    assert.equal(gzip.headers['content-length'], String(gzip.raw.length))
    assert.isUndefined(plain.headers['content-encoding'])
    assert.equal(plain.raw.toString(), page)
    for (const answer of [first, gzip, plain]) assert.equal(answer.headers.vary, 'Cookie, Accept-Encoding')
    const again = await get(base, '/events/5', { 'accept-encoding': 'br' })
    assert.equal(again.headers['content-encoding'], 'br')
    assert.equal(again.body.toString(), page)
  })
})
