import { test } from '@japa/runner'
import { createServer, type Server } from 'node:http'
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createOriginHandler } from '../../bin/one_origin.js'

/* The real dispatcher on a real HTTP server, with small stand-ins for the built front ends. */
test.group('one-origin dispatcher', (group) => {
  let server: Server
  let base = ''
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
    const origin = await createOriginHandler({
      storefrontEntry: pathToFileURL(join(dir, 'storefront/server/entry.mjs')),
      backofficeDir: join(dir, 'backoffice'),
      uploadsDir: join(dir, 'uploads'),
    })
    server = createServer(
      origin((req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ api: req.url }))
      })
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address() as { port: number }
    base = `http://127.0.0.1:${address.port}`
    return async () => {
      await new Promise((resolve) => server.close(resolve))
      rmSync(dir, { recursive: true, force: true })
    }
  })

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

  test('answers every guarded dashboard route and its sub-paths with the back office, never cached', async ({ assert }) => {
    for (const path of [
      '/dashboard',
      '/platform-settings',
      '/organizer-dashboard',
      '/organizer-dashboard/events/3?tab=sales',
      '/ticket-validation',
      '/loket-dashboard',
      '/agent-dashboard/',
      '/venue-dashboard',
      '/user-dashboard',
    ]) {
      const response = await fetch(`${base}${path}`)
      assert.equal(response.status, 200, path)
      assert.equal(await response.text(), '<html>backoffice</html>', path)
      assert.equal(response.headers.get('cache-control'), 'no-store', path)
    }
    // Look-alikes are not guarded routes: the storefront answers them (with its 404).
    assert.equal(await (await fetch(`${base}/dashboards`)).text(), 'storefront /dashboards')
    assert.equal(await (await fetch(`${base}/events/dashboard`)).text(), 'storefront /events/dashboard')
    // /admin/ itself is not cached either; its hashed bundles are.
    assert.equal((await fetch(`${base}/admin/`)).headers.get('cache-control'), 'no-store')
    assert.equal((await fetch(`${base}/admin/assets/index-abc.js`)).headers.get('cache-control'), 'public,max-age=60')
  })

  test('serves uploads and hashed storefront bundles as files', async ({ assert }) => {
    const upload = await fetch(`${base}/uploads/demo/logo.svg`)
    assert.equal(upload.status, 200)
    assert.include(upload.headers.get('content-type') ?? '', 'svg')
    const bundle = await fetch(`${base}/_astro/app.123.js`)
    assert.equal(bundle.status, 200)
    assert.include(bundle.headers.get('cache-control') ?? '', 'immutable')
  })

  test('renders every other path with the storefront', async ({ assert }) => {
    assert.equal(await (await fetch(`${base}/events?search=jazz`)).text(), 'storefront /events?search=jazz')
    assert.equal(await (await fetch(`${base}/uploads/missing.png`)).text(), 'storefront /uploads/missing.png')
  })
})
