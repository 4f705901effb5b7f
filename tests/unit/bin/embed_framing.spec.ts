import { test } from '@japa/runner'
import { createServer, type Server } from 'node:http'
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createOriginHandler } from '../../../bin/one_origin.js'
import { EMBED_FRAME_ANCESTORS_HEADER } from '#domain/embed_origins'

/*
 * The embed page's headers (docs/embed.md): the one-origin dispatcher writes the origins the page names into its
 * frame-ancestors and drops X-Frame-Options there only; every other page keeps refusing to be framed.
 */
test.group('one-origin dispatcher: the embed page may be framed by its registered websites only', (group) => {
  let server: Server
  let base = ''
  let dir = ''

  group.setup(async () => {
    dir = mkdtempSync(join(tmpdir(), 'embed-origin-'))
    mkdirSync(join(dir, 'storefront/server'), { recursive: true })
    // A stand-in storefront that, like every page, may name framing origins; only /embed/ pages get them.
    writeFileSync(
      join(dir, 'storefront/server/entry.mjs'),
      `export function handler(req, res) {
        const named = new URL(req.url, 'http://x').searchParams.get('origins') ?? ''
        res.writeHead(200, { 'content-type': 'text/html', '${EMBED_FRAME_ANCESTORS_HEADER}': named })
        res.end('page ' + req.url)
      }`
    )
    const origin = await createOriginHandler({
      storefrontEntry: pathToFileURL(join(dir, 'storefront/server/entry.mjs')),
      backofficeDir: join(dir, 'backoffice'),
      uploadsDir: join(dir, 'uploads'),
      trustedProxies: '',
    })
    server = createServer(origin((_req, res) => res.end('{}')))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`
    return async () => {
      await new Promise((resolve) => server.close(resolve))
      rmSync(dir, { recursive: true, force: true })
    }
  })

  const frameAncestors = (response: Response) =>
    (response.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter((d) => d.startsWith('frame-ancestors'))

  test('the embed page names its origins: they alone (and our own) may frame it', async ({ assert }) => {
    const response = await fetch(`${base}/embed/events/7?origins=${encodeURIComponent('https://www.club.sr http://127.0.0.1:4100')}`)
    assert.deepEqual(frameAncestors(response), ["frame-ancestors 'self' https://www.club.sr http://127.0.0.1:4100"])
    assert.isNull(response.headers.get('x-frame-options'))
    assert.isNull(response.headers.get(EMBED_FRAME_ANCESTORS_HEADER))
    // The rest of the storefront's policy is kept.
    assert.include(response.headers.get('content-security-policy')!, "object-src 'none'")
    assert.include(response.headers.get('content-security-policy')!, "base-uri 'self'")
  })

  test('no registered website: nobody else may frame it', async ({ assert }) => {
    const response = await fetch(`${base}/embed/events/7`)
    assert.deepEqual(frameAncestors(response), ["frame-ancestors 'self'"])
    assert.isNull(response.headers.get(EMBED_FRAME_ANCESTORS_HEADER))
  })

  test('a value that is not a plain origin never reaches the policy', async ({ assert }) => {
    const response = await fetch(
      `${base}/embed/events/7?origins=${encodeURIComponent("* 'unsafe-inline' https://a.sr;script-src https://ok.sr")}`
    )
    assert.deepEqual(frameAncestors(response), ["frame-ancestors 'self' https://ok.sr"])
  })

  test('every other page keeps refusing to be framed, whatever it names', async ({ assert }) => {
    for (const path of [
      '/events/7?origins=https://www.club.sr',
      '/embedded?origins=https://www.club.sr',
      '/?origins=https://www.club.sr',
    ]) {
      const response = await fetch(`${base}${path}`)
      assert.deepEqual(frameAncestors(response), ["frame-ancestors 'none'"], path)
      assert.equal(response.headers.get('x-frame-options'), 'DENY', path)
    }
  })
})
