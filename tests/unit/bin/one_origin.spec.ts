import { test } from '@japa/runner'
import { createServer, type Server } from 'node:http'
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createOriginHandler } from '../../../bin/one_origin.js'

/* The real dispatcher on a real HTTP server, with small stand-ins for the built front ends. */
test.group('one-origin dispatcher', (group) => {
  let server: Server
  let base = ''
  let proxied: Server
  let proxiedBase = ''
  let dir = ''

  group.setup(async () => {
    dir = mkdtempSync(join(tmpdir(), 'origin-'))
    mkdirSync(join(dir, 'storefront/server'), { recursive: true })
    mkdirSync(join(dir, 'storefront/client/_astro'), { recursive: true })
    mkdirSync(join(dir, 'backoffice'), { recursive: true })
    mkdirSync(join(dir, 'uploads/demo'), { recursive: true })
    writeFileSync(
      join(dir, 'storefront/server/entry.mjs'),
      `export function handler(req, res) { res.writeHead(200, { 'content-type': 'text/html' }); res.end('storefront ' + req.url) }`
    )
    writeFileSync(join(dir, 'storefront/client/_astro/app.123.js'), 'console.log(1)')
    writeFileSync(join(dir, 'backoffice/index.html'), '<html>backoffice</html>')
    mkdirSync(join(dir, 'backoffice/assets'), { recursive: true })
    writeFileSync(join(dir, 'backoffice/assets/index-abc.js'), 'console.log(2)')
    writeFileSync(join(dir, 'uploads/demo/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    writeFileSync(join(dir, 'uploads/demo/photo.png'), Buffer.from('89504e470d0a1a0a', 'hex'))
    writeFileSync(join(dir, 'uploads/demo/page.html'), '<script>alert(1)</script>')
    writeFileSync(join(dir, 'uploads/.env'), 'APP_KEY=secret')
    mkdirSync(join(dir, 'uploads/.git'), { recursive: true })
    writeFileSync(join(dir, 'uploads/.git/config.png'), 'secret')
    ;[server, base] = await serve({})
    ;[proxied, proxiedBase] = await serve({ trustedProxies: '10.0.0.0/8, 127.0.0.1' })
    return async () => {
      await new Promise((resolve) => server.close(resolve))
      await new Promise((resolve) => proxied.close(resolve))
      rmSync(dir, { recursive: true, force: true })
    }
  })

  async function serve(extra: { trustedProxies?: string }): Promise<[Server, string]> {
    const origin = await createOriginHandler({
      storefrontEntry: pathToFileURL(join(dir, 'storefront/server/entry.mjs')),
      backofficeDir: join(dir, 'backoffice'),
      uploadsDir: join(dir, 'uploads'),
      trustedProxies: '',
      ...extra,
    })
    const instance = createServer(
      origin((req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ api: req.url }))
      })
    )
    await new Promise<void>((resolve) => instance.listen(0, '127.0.0.1', resolve))
    return [instance, `http://127.0.0.1:${(instance.address() as { port: number }).port}`]
  }

  test('sends /api/* to the API with the path intact', async ({ assert }) => {
    const body = await (await fetch(`${base}/api/health?x=1`)).json()
    assert.deepEqual(body, { api: '/api/health?x=1' })
  })

  test('serves the back office under /admin/ with an index fallback', async ({ assert }) => {
    assert.include(await (await fetch(`${base}/admin/`)).text(), 'backoffice')
    assert.include(await (await fetch(`${base}/admin/some/deep/route`)).text(), 'backoffice')
    const redirect = await fetch(`${base}/admin`, { redirect: 'manual' })
    assert.equal(redirect.status, 301)
    assert.equal(redirect.headers.get('location'), '/admin/')
  })

  test('answers every back-office dashboard route and its sub-paths with the back office, never cached', async ({ assert }) => {
    for (const path of [
      '/dashboard',
      '/platform-settings',
      '/organizer-dashboard',
      '/organizer-dashboard/events/3?tab=sales',
      '/ticket-validation',
      '/loket-dashboard',
      '/agent-dashboard/',
      '/venue-dashboard',
    ]) {
      const response = await fetch(`${base}${path}`)
      assert.equal(response.status, 200, path)
      assert.equal(await response.text(), '<html>backoffice</html>', path)
      assert.equal(response.headers.get('cache-control'), 'no-store', path)
    }
    // My tickets is the storefront's: it applies the same guard itself.
    assert.equal(await (await fetch(`${base}/user-dashboard`)).text(), 'storefront /user-dashboard')
    // Look-alikes are not guarded routes: the storefront answers them (with its 404).
    assert.equal(await (await fetch(`${base}/dashboards`)).text(), 'storefront /dashboards')
    assert.equal(await (await fetch(`${base}/events/dashboard`)).text(), 'storefront /events/dashboard')
    // /admin/ itself is not cached either; its hashed bundles are, for a year.
    assert.equal((await fetch(`${base}/admin/`)).headers.get('cache-control'), 'no-store')
    assert.equal((await fetch(`${base}/admin/assets/index-abc.js`)).headers.get('cache-control'), 'public, max-age=31536000, immutable')
  })

  test('serves uploads and hashed storefront bundles as files', async ({ assert }) => {
    const upload = await fetch(`${base}/uploads/demo/photo.png`)
    assert.equal(upload.status, 200)
    assert.equal(upload.headers.get('content-type'), 'image/png')
    assert.equal(upload.headers.get('x-content-type-options'), 'nosniff')
    assert.include(upload.headers.get('content-security-policy') ?? '', 'sandbox')
    assert.isNull(upload.headers.get('content-disposition'))
    const bundle = await fetch(`${base}/_astro/app.123.js`)
    assert.equal(bundle.status, 200)
    assert.include(bundle.headers.get('cache-control') ?? '', 'immutable')
  })

  test('renders every other path with the storefront', async ({ assert }) => {
    assert.equal(await (await fetch(`${base}/events?search=jazz`)).text(), 'storefront /events?search=jazz')
    assert.equal(await (await fetch(`${base}/uploads/missing.png`)).text(), 'storefront /uploads/missing.png')
  })

  test('uploads: an SVG is a sandboxed download; dotfiles and non-images are not served', async ({ assert }) => {
    const svg = await fetch(`${base}/uploads/demo/logo.svg`)
    assert.equal(svg.status, 200)
    assert.include(svg.headers.get('content-type') ?? '', 'svg')
    assert.equal(svg.headers.get('content-disposition'), 'attachment')
    assert.include(svg.headers.get('content-security-policy') ?? '', 'sandbox')
    for (const path of [
      '/uploads/.env',
      '/uploads/%2eenv',
      '/uploads/.git/config.png',
      '/uploads/demo/page.html',
      '/uploads/demo/../.env',
    ]) {
      const response = await fetch(`${base}${path}`)
      const text = await response.text()
      assert.notInclude(text, 'secret', path)
      assert.notInclude(text, '<script>', path)
      assert.match(text, /^storefront /, path)
    }
  })

  test('every part outside /api carries its security headers; HSTS only over TLS from a trusted proxy', async ({ assert }) => {
    for (const [path, policy] of [
      // A response the page renderer leaves alone keeps the fallback: our origin's scripts only.
      ['/', "script-src 'self'; script-src-attr 'none';"],
      ['/events/12', "form-action 'self'"],
      ['/admin/', "script-src 'self' 'wasm-unsafe-eval';"],
      ['/organizer-dashboard/events', "script-src 'self' 'wasm-unsafe-eval';"],
    ]) {
      const response = await fetch(`${base}${path}`)
      assert.include(response.headers.get('content-security-policy') ?? '', policy, path)
      assert.include(response.headers.get('content-security-policy') ?? '', "frame-ancestors 'none'", path)
      assert.equal(response.headers.get('x-frame-options'), 'DENY', path)
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', path)
      assert.isNull(response.headers.get('strict-transport-security'), path)
    }
    // X-Forwarded-Proto from anyone is not believed; from a listed proxy it is.
    const spoofed = await fetch(`${base}/`, { headers: { 'x-forwarded-proto': 'https' } })
    assert.isNull(spoofed.headers.get('strict-transport-security'))
    const behindProxy = await fetch(`${proxiedBase}/`, { headers: { 'x-forwarded-proto': 'https' } })
    assert.include(behindProxy.headers.get('strict-transport-security') ?? '', 'max-age=31536000')
    const plainBehindProxy = await fetch(`${proxiedBase}/`, { headers: { 'x-forwarded-proto': 'http' } })
    assert.isNull(plainBehindProxy.headers.get('strict-transport-security'))
    // The API sets its own headers; the dispatcher leaves them alone.
    assert.isNull((await fetch(`${base}/api/health`)).headers.get('content-security-policy'))
  })
})
