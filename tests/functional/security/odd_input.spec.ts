/*
 * Finding 8: odd input answered 500. Each is now a 4xx JSON error before any query runs,
 * and framework errors never echo their internal text.
 */
import { test } from '@japa/runner'
import net from 'node:net'
import { randomUUID } from 'node:crypto'
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { send } from '#tests/helpers/routes'

interface Answer {
  status: number
  body: { success?: boolean; message?: string; code?: string }
}

async function answer(path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(`http://${process.env.HOST}:${process.env.PORT}${path}`, init)
  return { status: response.status, body: (await response.json()) as Answer['body'] }
}

/** A request line written by hand: fetch would re-encode bytes that are not valid UTF-8. */
function rawGet(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(process.env.PORT), process.env.HOST!, () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`)
    })
    let text = ''
    socket.on('data', (chunk) => (text += chunk.toString('latin1')))
    socket.on('end', () => resolve(text))
    socket.on('error', reject)
  })
}

const json = (body: string): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body })

test.group('Odd input is a 4xx JSON error, never a 500', () => {
  test('a NUL byte in a path parameter or the query', async ({ assert }) => {
    for (const path of ['/api/payments/uni5pay/sandbox/%00', '/api/events/1%00', '/api/events/public?search=%00', '/api/health%00']) {
      const { status, body } = await answer(path)
      assert.equal(status, 400, path)
      assert.deepInclude(body, { success: false, code: 'INVALID_CHARACTERS', message: 'Het verzoek bevat ongeldige tekens.' })
    }
  })

  test('a path that is not UTF-8 gets the JSON error too', async ({ assert }) => {
    for (const path of ['/api/events/%FF', '/api/events/%ED%A0%80', '/api/events/%E0%A4%A']) {
      const text = await rawGet(path)
      assert.match(text, /^HTTP\/1\.1 400/, path)
      assert.include(text, '"code":"INVALID_CHARACTERS"', path)
      assert.match(text, /content-type: application\/json/i)
    }
  })

  test('a lone surrogate or NUL in a JSON string, or invalid UTF-8 bytes in the body', async ({ assert }) => {
    for (const body of ['{"email":"\\ud800@example.sr"}', '{"email":"a\\u0000@example.sr"}', '{"e\\udc00":"x"}']) {
      const result = await answer('/api/auth/email-check', json(body))
      assert.equal(result.status, 400, body)
      assert.equal(result.body.code, 'INVALID_CHARACTERS')
    }
    const bytes = Buffer.concat([Buffer.from('{"email":"'), Buffer.from([0xff, 0xc0, 0x80]), Buffer.from('@x.sr"}')])
    assert.equal((await answer('/api/auth/email-check', json(bytes as unknown as string))).body.code, 'INVALID_CHARACTERS')
    const form = await answer('/api/auth/email-check', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%00b%40x.sr',
    })
    assert.equal(form.body.code, 'INVALID_CHARACTERS')
  })

  test('JSON nested thousands of levels deep is refused before it is copied', async ({ assert }) => {
    for (const body of ['['.repeat(10_000) + ']'.repeat(10_000), '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)]) {
      const result = await answer('/api/auth/email-check', json(body))
      assert.equal(result.status, 400)
      assert.deepInclude(result.body, { code: 'JSON_TOO_DEEP', message: 'Het verzoek is te diep genest.' })
    }
  })

  test('a 10 MB JSON body is a 413', async ({ assert }) => {
    const result = await answer('/api/auth/email-check', json(`{"email":"${'a'.repeat(10 * 1024 * 1024)}"}`))
    assert.equal(result.status, 413)
    assert.deepInclude(result.body, { success: false, code: 'BODY_TOO_LARGE', message: 'Het verzoek is te groot.' })
  })

  test('framework errors get fixed Dutch messages, never their own text', async ({ assert }) => {
    const broken = await send('/api/auth/email-check', { method: 'POST', raw: '{"email": "a@b.sr",', contentType: 'application/json' })
    assert.equal(broken.status, 400)
    assert.deepInclude(JSON.parse(broken.text), { code: 'INVALID_JSON', message: 'Het verzoek bevat geen geldige JSON.' })

    const gzip = await send('/api/auth/email-check', {
      method: 'POST',
      raw: 'not gzip',
      contentType: 'application/json',
      headers: { 'content-encoding': 'gzip' },
    })
    assert.equal(gzip.status, 415)

    // Multipart without a boundary: the bodyparser's own error text must not come through.
    const multipart = await send('/api/auth/email-check', { method: 'POST', raw: '--x\r\n', contentType: 'multipart/form-data' })
    assert.isBelow(multipart.status, 500)
    assert.notMatch(multipart.text, /boundary|multipart|stream/i)
    assert.equal(JSON.parse(multipart.text).success, false)

    const method = await answer('/api/health', { method: 'PATCH' })
    assert.equal(method.status, 404)
    assert.deepInclude(method.body, { message: 'Deze API-route bestaat niet' })
    assert.notInclude(JSON.stringify(method.body), 'PATCH')
  })

  test('a file sent to a route that takes none is never written to the temp folder', async ({ assert }) => {
    const marker = `upload-${randomUUID()}`
    const started = Date.now()
    const body = ['--XYZ', 'Content-Disposition: form-data; name="file"; filename="x.svg"', '', marker, '--XYZ--', ''].join('\r\n')
    const result = await send('/api/auth/email-check', { method: 'POST', raw: body, contentType: 'multipart/form-data; boundary=XYZ' })
    assert.equal(result.status, 422)
    // Other programs share the temp folder: only a small recent file holding our marker counts.
    const holdsMarker = (path: string) => {
      try {
        const stat = statSync(path)
        return stat.isFile() && stat.mtimeMs >= started - 1000 && stat.size < 1024 && readFileSync(path, 'utf8').includes(marker)
      } catch {
        return false
      }
    }
    assert.deepEqual(
      readdirSync(tmpdir())
        .map((name) => join(tmpdir(), name))
        .filter(holdsMarker),
      []
    )
  })
})
