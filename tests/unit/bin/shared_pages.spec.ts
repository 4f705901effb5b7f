import { test } from '@japa/runner'
import { createServer, get as httpGet, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { createSharedPages, sharedAnswerKey, sharedPageKey, SHARED_PAGE_TTL_MS } from '../../../bin/shared_pages.js'
import { bumpCatalogueGeneration, catalogueGeneration } from '#domain/catalogue_generation'

/* The shared event page (bin/shared_pages.ts) on a real HTTP server, in front of a stand-in renderer that streams its page as Astro does. */
test.group('shared event pages', (group) => {
  let server: Server
  let base = ''
  let renders = 0
  let status = 200
  let setCookie = false
  let padding = ''
  /** How long the stand-in renderer takes before it answers. */
  let renderMs = 50

  function render(req: IncomingMessage, res: ServerResponse) {
    renders++
    const n = renders
    setTimeout(() => {
      res.writeHead(status, {
        'content-type': 'text/html; charset=utf-8',
        vary: 'Cookie',
        ...(setCookie ? { 'set-cookie': 'lang=en' } : {}),
      })
      res.write(`<html>render ${n} of ${req.url} ${padding}`)
      res.write(Buffer.from('één '))
      res.end('</html>')
    }, renderMs)
  }

  group.setup(async () => {
    const serve = createSharedPages()
    server = createServer((req, res) => {
      const key = sharedPageKey(req)
      if (key) return serve(key, req, res, () => render(req, res))
      render(req, res)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`
    return () => new Promise<void>((resolve) => server.close(() => resolve()))
  })
  group.each.setup(() => {
    renders = 0
    status = 200
    setCookie = false
    padding = ''
    renderMs = 50
  })

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(base + path, { headers })
    return { status: response.status, body: await response.text(), headers: response.headers }
  }

  test('visitors at the same moment share one render of an event page, with its headers', async ({ assert }) => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => get('/events/7')))
    const later = await get('/events/7')
    assert.equal(renders, 1)
    for (const answer of [...answers, later]) {
      assert.equal(answer.status, 200)
      assert.equal(answer.body, '<html>render 1 of /events/7 één </html>')
      assert.equal(answer.headers.get('content-type'), 'text/html; charset=utf-8')
      assert.include(answer.headers.get('vary'), 'Cookie')
    }
    // Without Accept-Encoding (fetch() asks for gzip itself): the plain copy, with its length.
    const plain = await new Promise<IncomingMessage>((resolve) => httpGet(`${base}/events/7`, resolve))
    plain.resume()
    assert.isUndefined(plain.headers['content-encoding'])
    assert.equal(plain.headers['content-length'], String(Buffer.byteLength(later.body)))
  })

  test('a browser that accepts Brotli or gzip gets the shared copy compressed (1 KB or more)', async ({ assert }) => {
    padding = 'ticket '.repeat(400)
    await get('/events/15')
    const expected = `<html>render 1 of /events/15 ${padding}één </html>`
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
      ['gzip, br;q=0', 'gzip', gunzipSync],
    ] as const) {
      const response = await new Promise<IncomingMessage>((resolve) =>
        httpGet(`${base}/events/15`, { headers: { 'accept-encoding': accept } }, resolve)
      )
      const chunks: Buffer[] = []
      for await (const chunk of response) chunks.push(chunk as Buffer)
      assert.equal(response.headers['content-encoding'], encoding, accept)
      assert.equal(response.headers.vary, 'Cookie, Accept-Encoding')
      assert.equal(response.headers['content-length'], String(Buffer.concat(chunks).length))
      assert.equal(decode(Buffer.concat(chunks)).toString(), expected)
    }
    assert.equal(renders, 1)
  })

  test('a shared copy under 1 KB is sent as it is', async ({ assert }) => {
    await get('/events/16')
    const response = await new Promise<IncomingMessage>((resolve) =>
      httpGet(`${base}/events/16`, { headers: { 'accept-encoding': 'br, gzip' } }, resolve)
    )
    response.resume()
    assert.isUndefined(response.headers['content-encoding'])
    assert.equal(response.headers.vary, 'Cookie, Accept-Encoding')
    assert.equal(renders, 1)
  })

  test(`renders again once the copy is ${SHARED_PAGE_TTL_MS} ms old`, async ({ assert }) => {
    await get('/events/8')
    await new Promise((resolve) => setTimeout(resolve, SHARED_PAGE_TTL_MS + 50))
    assert.include((await get('/events/8')).body, 'render 2')
  })

  test('while the next copy renders, other visitors get the last one at once', async ({ assert }) => {
    await get('/events/14')
    await new Promise((resolve) => setTimeout(resolve, SHARED_PAGE_TTL_MS + 50))
    // The next copy takes a second to render and the other visitor asks once it has begun, so on a loaded machine too
    // the second request arrives while the render is under way.
    renderMs = 1_000
    const rendering = get('/events/14')
    while (renders < 2) await new Promise((resolve) => setTimeout(resolve, 5))
    const meanwhile = await get('/events/14')
    const renderer = await rendering
    assert.include(renderer.body, 'render 2')
    assert.include(meanwhile.body, 'render 1')
    assert.equal(renders, 2)
  })

  test('each language, host and event has its own copy', async ({ assert }) => {
    await get('/events/9')
    await get('/events/9', { cookie: 'lang=en' })
    // fetch() sets Host itself: another Host header through node:http.
    await new Promise((resolve) =>
      httpGet(`${base}/events/9`, { headers: { host: 'other.example' } }, (res) => res.resume().on('end', resolve))
    )
    await get('/events/10')
    await get('/en/events/9')
    assert.equal(renders, 5)
  })

  test('a personal request renders for itself: other cookies, a query string, another page, not GET', async ({ assert }) => {
    await get('/events/11')
    await get('/events/11', { cookie: 'session_hint=abc' })
    await get('/events/11', { cookie: 'lang=nl; reviewsPerPage=20' })
    await get('/events/11?retry=true')
    await get('/events/11/extra')
    await get('/venues/11')
    await fetch(`${base}/events/11`, { method: 'HEAD' })
    assert.equal(renders, 7)
  })

  test('an error page or a page that sets a cookie is never shared', async ({ assert }) => {
    status = 503
    await get('/events/12')
    status = 200
    assert.include((await get('/events/12')).body, 'render 2')
    setCookie = true
    await get('/events/13')
    assert.include((await get('/events/13')).body, 'render 4')
  })

  test('only the event detail path takes part', ({ assert }) => {
    const request = (url: string, cookie?: string) =>
      ({ method: 'GET', url, headers: { host: 'h', ...(cookie ? { cookie } : {}) } }) as IncomingMessage
    assert.equal(sharedPageKey(request('/events/5')), 'h/events/5|')
    assert.equal(sharedPageKey(request('/fr/events/5/', 'lang=fr')), 'h/fr/events/5/|fr')
    assert.isNull(sharedPageKey(request('/events')))
    assert.isNull(sharedPageKey(request('/events/abc')))
    assert.isNull(sharedPageKey(request('/events/5?t=1')))
    assert.isNull(sharedPageKey(request('/events/5', 'lang=en; token=x')))
  })
})

/* The public catalogue lists of the API (bin/one_origin.ts shares them the same way, keyed by the catalogue generation). */
test.group('shared catalogue answers', (group) => {
  let server: Server
  let base = ''
  let answers = 0
  let compressedWhileWritten = 0

  group.setup(async () => {
    const serve = createSharedPages()
    server = createServer((req, res) => {
      const api = () => {
        answers++
        const body = JSON.stringify({ success: true, data: [{ id: answers, title: 'Kaseko '.repeat(300) }] })
        res.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'public, max-age=30',
          'x-content-type-options': 'nosniff',
          'x-request-id': `api-${answers}`,
        })
        res.end(body)
      }
      const key = sharedAnswerKey(req, req.headers['x-forwarded-proto'] === 'https')
      if (key) return serve(key, req, res, api, () => compressedWhileWritten++)
      api()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`
    return () => new Promise<void>((resolve) => server.close(() => resolve()))
  })
  group.each.setup(() => {
    answers = 0
    compressedWhileWritten = 0
    bumpCatalogueGeneration()
  })

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(base + path, { headers })
    return { body: await response.text(), headers: response.headers }
  }

  test('anonymous callers share one answer with its headers, each with a request id of their own', async ({ assert }) => {
    const first = await get('/api/events/public')
    const second = await get('/api/events/public')
    assert.equal(answers, 1)
    assert.equal(compressedWhileWritten, 1, 'only the rendered answer is prepared for compression while written')
    assert.equal(second.body, first.body)
    for (const name of ['content-type', 'cache-control', 'x-content-type-options']) {
      assert.equal(second.headers.get(name), first.headers.get(name), name)
    }
    assert.equal(first.headers.get('x-request-id'), 'api-1')
    assert.notEqual(second.headers.get('x-request-id'), 'api-1')
    assert.match(second.headers.get('x-request-id')!, /^[0-9a-f-]{36}$/)
  })

  test('a change to the catalogue (a new generation) is answered anew at once', async ({ assert }) => {
    await get('/api/events/public')
    bumpCatalogueGeneration()
    assert.include((await get('/api/events/public')).body, '"id":2')
    assert.equal(answers, 2)
  })

  test('credentials, a cross-origin caller, a query string or HTTPS get their own answer', async ({ assert }) => {
    await get('/api/events/public')
    await get('/api/events/public', { authorization: 'Bearer x' })
    await get('/api/events/public', { cookie: 'lang=en' })
    await get('/api/events/public', { origin: 'https://partner.example' })
    await get('/api/events/public?category=music')
    assert.equal(answers, 5)
    await get('/api/events/public', { 'x-forwarded-proto': 'https' })
    await get('/api/events/public', { 'x-forwarded-proto': 'https' })
    assert.equal(answers, 6)
  })

  test('only the public event and venue lists take part', ({ assert }) => {
    const request = (url: string, method = 'GET') => ({ method, url, headers: {} }) as IncomingMessage
    const generation = catalogueGeneration()
    assert.equal(sharedAnswerKey(request('/api/events/public'), false), `/api/events/public|http|${generation}`)
    assert.equal(sharedAnswerKey(request('/api/venues/public'), true), `/api/venues/public|https|${generation}`)
    assert.isNull(sharedAnswerKey(request('/api/events/public', 'HEAD'), false))
    assert.isNull(sharedAnswerKey(request('/api/events/public/'), false))
    assert.isNull(sharedAnswerKey(request('/api/events/12'), false))
    assert.isNull(sharedAnswerKey(request('/api/events/public?page=2'), false))
  })
})
