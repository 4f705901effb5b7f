import { test } from '@japa/runner'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { startOneOrigin } from '#tests/helpers/one_origin_server'
import { makeEvent, makeVenue, rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  raw: Buffer
  body: Buffer
}

function get(base: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const raw = Buffer.concat(chunks)
        const encoding = res.headers['content-encoding']
        const body = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw
        resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, body })
      })
    })
    req.on('error', reject)
    req.end()
  })
}

/* The real AdonisJS API behind the real one-origin dispatcher (as bin/server.ts wires them), no front ends built. */
test.group('API answers compressed on the one origin', (group) => {
  let base = ''
  rollbackEachTest(group)

  group.setup(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'compression-api-'))
    const server = await startOneOrigin(dir)
    base = server.base
    return async () => {
      await server.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  test('the public event list goes out as Brotli or gzip when accepted, plain otherwise, the same JSON', async ({ assert }) => {
    const venue = await makeVenue()
    for (let i = 0; i < 8; i++) await makeEvent({ venueId: venue.id, description: `Een avond vol muziek, nummer ${i}` })
    const plain = await get(base, '/api/events/public')
    assert.equal(plain.status, 200)
    assert.isUndefined(plain.headers['content-encoding'])
    assert.isAbove(plain.raw.length, 1024)
    assert.equal(plain.headers['content-length'], String(plain.raw.length))
    assert.include(plain.headers.vary ?? '', 'Accept-Encoding')
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ]) {
      const answer = await get(base, '/api/events/public', { 'accept-encoding': accept })
      assert.equal(answer.status, 200, accept)
      assert.equal(answer.headers['content-encoding'], encoding, accept)
      assert.equal(answer.headers['content-length'], String(answer.raw.length), accept)
      assert.isBelow(answer.raw.length, plain.raw.length / 2, accept)
      assert.include(answer.headers.vary ?? '', 'Accept-Encoding', accept)
      assert.include(answer.headers['content-type'] ?? '', 'application/json', accept)
      assert.deepEqual(JSON.parse(answer.body.toString()), JSON.parse(plain.raw.toString()), accept)
    }
  })

  test('a small answer (health) is sent as it is', async ({ assert }) => {
    const health = await get(base, '/api/health', { 'accept-encoding': 'br, gzip' })
    assert.oneOf(health.status, [200, 503])
    assert.isBelow(health.raw.length, 1024)
    assert.isUndefined(health.headers['content-encoding'])
    assert.isObject(JSON.parse(health.raw.toString()))
  })
})
