import { test } from '@japa/runner'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import type { ApiClient } from '@japa/api-client'
import FileUpload from '#models/file_upload'
import { startOneOrigin } from '#tests/helpers/one_origin_server'
import { createAccount, tokenFor } from '#tests/helpers/accounts'
import type { UserRole } from '#domain/access'

/*
 * POST /api/uploads against the real API, with the files written to a temp uploads folder that the real
 * one-origin dispatcher serves at /uploads/ (as bin/server.ts wires them).
 */

const LIMIT_VARIABLES = ['UPLOADS_DIR', 'UPLOAD_MAX_MB', 'UPLOAD_MAX_MEGAPIXELS', 'UPLOADS_PER_HOUR', 'UPLOAD_MB_PER_DAY']

async function photo(format: 'jpeg' | 'png' | 'webp', width = 1200, height = 900, orientation?: number): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 55, g: 126, b: 63 } } }).composite([
    {
      input: Buffer.from(
        `<svg width="${width}" height="${height}"><rect width="${width / 2}" height="${height / 3}" fill="#B40A2D"/></svg>`
      ),
    },
  ])
  const encoded = format === 'jpeg' ? image.jpeg() : format === 'png' ? image.png() : image.webp()
  // A phone's photo: EXIF with an orientation and a camera model (both must not survive).
  return orientation ? encoded.withMetadata({ orientation, exif: { IFD0: { Model: 'Geheime Camera' } } }).toBuffer() : encoded.toBuffer()
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

async function signedIn(client: ApiClient, role: UserRole) {
  const user = await createAccount({ role })
  return { user, token: await tokenFor(client, user) }
}

function upload(client: ApiClient, token: string | null, bytes: Buffer, filename: string, contentType = 'image/jpeg') {
  const request = client.post('/api/uploads').file('file', bytes, { filename, contentType })
  return token ? request.bearerToken(token) : request
}

test.group('POST /api/uploads', (group) => {
  let base = ''
  let dir = ''
  const saved: Record<string, string | undefined> = {}
  // No test transaction: these tests change the upload limits, and a rate limiter first made inside a transaction
  // keeps its client after the rollback (api/services/accounts/rate_limits.ts prepareRateLimiters). Each test signs in
  // a fresh account; the files go to a temporary folder removed afterwards.

  group.setup(async () => {
    for (const name of LIMIT_VARIABLES) saved[name] = process.env[name]
    dir = mkdtempSync(join(tmpdir(), 'uploads-spec-'))
    const server = await startOneOrigin(dir)
    base = server.base
    return async () => {
      await server.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  group.each.setup(() => {
    process.env.UPLOADS_DIR = join(dir, 'uploads')
    return () => {
      for (const name of LIMIT_VARIABLES) {
        if (saved[name] === undefined) delete process.env[name]
        else process.env[name] = saved[name]
      }
    }
  })

  test('a JPEG, PNG and WebP photo is stored re-encoded with its variants, on disk and served at /uploads', async ({ client, assert }) => {
    const { user, token } = await signedIn(client, 'organizer')
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const response = await upload(client, token, await photo(format, 1600, 1000), `foto.${format}`)
      response.assertStatus(201)
      const data = response.body().data
      assert.isTrue(response.body().success)
      assert.equal(data.mimeType, `image/${format}`)
      assert.deepEqual(Object.keys(data.variants).sort(), ['card', 'original', 'thumb'])
      assert.equal(data.url, data.variants.original)
      assert.deepInclude(data, { width: 1600, height: 1000 })
      for (const [name, url] of Object.entries(data.variants) as [string, string][]) {
        assert.match(url, /^\/uploads\/images\/[0-9a-f]{2}\/[0-9a-f-]{36}-\w+\.(jpeg|jpg|png|webp)$/)
        assert.isTrue(existsSync(join(dir, url)), `${name} on disk`)
        const served = await fetch(base + url)
        assert.equal(served.status, 200, url)
        const bytes = Buffer.from(await served.arrayBuffer())
        const meta = await sharp(bytes).metadata()
        assert.equal(meta.format, name === 'original' ? format : 'webp', url)
        if (name === 'card') assert.equal(meta.width, 800)
        if (name === 'thumb') assert.equal(meta.width, 320)
      }
      const row = await FileUpload.findOrFail(data.id)
      assert.equal(row.uploadedBy, user.id)
      assert.equal(row.url, data.url)
      assert.equal(row.mimeType, `image/${format}`)
      assert.equal(row.size, data.size)
    }
  })

  test('a phone photo is turned upright and loses its EXIF data', async ({ client, assert }) => {
    const { token } = await signedIn(client, 'manager')
    const sent = await photo('jpeg', 1200, 800, 6)
    assert.equal((await sharp(sent).metadata()).orientation, 6)
    const response = await upload(client, token, sent, 'IMG_0001.JPG')
    response.assertStatus(201)
    const { data } = response.body()
    // Orientation 6 is a 90° turn: the stored picture is portrait.
    assert.deepInclude(data, { width: 800, height: 1200 })
    const stored = await sharp(join(dir, data.variants.original)).metadata()
    assert.isUndefined(stored.exif)
    assert.isUndefined(stored.orientation)
    assert.deepInclude(stored, { width: 800, height: 1200 })
  })

  test('{title} is refused with the Dutch message and nothing is stored')
    .with([
      {
        title: 'an SVG image',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        name: 'logo.svg',
        type: 'image/svg+xml',
      },
      {
        title: 'a text file named .jpg',
        bytes: Buffer.from('Dit is geen foto, alleen tekst.\n'.repeat(20)),
        name: 'foto.jpg',
        type: 'image/jpeg',
      },
      {
        title: 'a renamed .exe',
        bytes: Buffer.concat([Buffer.from('MZ\x90\x00\x03'), Buffer.alloc(2000, 7)]),
        name: 'vakantie.jpg',
        type: 'image/jpeg',
      },
      {
        title: 'a GIF',
        bytes: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
        name: 'x.gif',
        type: 'image/gif',
      },
    ])
    .run(async ({ client, assert }, { bytes, name, type }) => {
      const { user, token } = await signedIn(client, 'organizer')
      const before = filesUnder(dir).length
      const response = await upload(client, token, bytes, name, type)
      response.assertStatus(422)
      assert.deepInclude(response.body(), {
        success: false,
        code: 'UPLOAD_TYPE_NOT_ALLOWED',
        message: 'Dit bestand is geen JPEG-, PNG- of WebP-afbeelding. Kies een foto in een van die formaten.',
      })
      assert.equal(filesUnder(dir).length, before)
      assert.lengthOf(await FileUpload.query().where('uploaded_by', user.id), 0)
    })

  test('a JPEG header on a broken body is unreadable, not a 500', async ({ client, assert }) => {
    const { token } = await signedIn(client, 'organizer')
    const broken = (await photo('jpeg')).subarray(0, 600)
    const before = filesUnder(dir).length
    const response = await upload(client, token, broken, 'half.jpg')
    response.assertStatus(422)
    assert.equal(response.body().code, 'UPLOAD_UNREADABLE')
    assert.equal(filesUnder(dir).length, before)
  })

  test('a file over the size limit gets 413 with the limit in Dutch, by header and while streaming', async ({ client, assert }) => {
    process.env.UPLOAD_MAX_MB = '0.5'
    const { token } = await signedIn(client, 'organizer')
    const before = filesUnder(dir).length
    const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0])
    // Far over: refused on Content-Length. Just over (within the multipart allowance): cut off while reading.
    for (const size of [2 * 1024 * 1024, 512 * 1024 + 10]) {
      const response = await upload(client, token, Buffer.concat([jpegStart, Buffer.alloc(size - 4, 1)]), 'groot.jpg')
      response.assertStatus(413)
      assert.deepInclude(response.body(), {
        code: 'UPLOAD_TOO_LARGE',
        message: 'Deze afbeelding is te groot. Een afbeelding mag maximaal 0,5 MB zijn.',
      })
    }
    assert.equal(filesUnder(dir).length, before)
  })

  test('an image that decodes to too many pixels (decompression bomb) is refused', async ({ client, assert }) => {
    process.env.UPLOAD_MAX_MEGAPIXELS = '1'
    const { token } = await signedIn(client, 'organizer')
    // 2000 × 2000 of one colour: a few kB as PNG, 4 megapixels decoded.
    const bomb = await sharp({ create: { width: 2000, height: 2000, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer()
    assert.isBelow(bomb.length, 64 * 1024)
    const response = await upload(client, token, bomb, 'bom.png', 'image/png')
    response.assertStatus(422)
    assert.deepInclude(response.body(), {
      code: 'UPLOAD_TOO_MANY_PIXELS',
      message: 'Deze afbeelding heeft te veel pixels: maximaal 1 megapixel. Verklein de foto en probeer het opnieuw.',
    })
  })

  test('no file field, or a JSON body, is 422 "Kies een afbeelding"', async ({ client, assert }) => {
    const { token } = await signedIn(client, 'organizer')
    const other = await client
      .post('/api/uploads')
      .bearerToken(token)
      .file('foto', await photo('png'), { filename: 'a.png' })
    other.assertStatus(422)
    assert.equal(other.body().message, 'Kies een afbeelding om te uploaden.')
    const json = await client.post('/api/uploads').bearerToken(token).json({ file: 'x' })
    json.assertStatus(422)
    assert.equal(json.body().code, 'UPLOAD_MISSING')
  })

  test('anonymous is 401; a buyer (role user) and a scanner are 403', async ({ client, assert }) => {
    const image = await photo('jpeg', 100, 100)
    const before = filesUnder(dir).length
    ;(await upload(client, null, image, 'a.jpg')).assertStatus(401)
    for (const role of ['user', 'scanner'] as const) {
      const { token } = await signedIn(client, role)
      const response = await upload(client, token, image, 'a.jpg')
      response.assertStatus(403)
      assert.equal(response.body().code, 'FORBIDDEN')
    }
    assert.equal(filesUnder(dir).length, before)
  })

  test('one account may upload UPLOADS_PER_HOUR images per hour, then 429', async ({ client, assert }) => {
    process.env.UPLOADS_PER_HOUR = '2'
    const { token } = await signedIn(client, 'venue_operator')
    const image = await photo('webp', 200, 200)
    for (let i = 0; i < 2; i++) (await upload(client, token, image, 'a.webp', 'image/webp')).assertStatus(201)
    const third = await upload(client, token, image, 'a.webp', 'image/webp')
    third.assertStatus(429)
    assert.match(third.body().message, /^Te veel pogingen\. Probeer het over \d+ minuten? opnieuw\.$/)
    assert.exists(third.header('retry-after'))
  })

  test('past UPLOAD_MB_PER_DAY of stored images, the next upload is refused', async ({ client, assert }) => {
    process.env.UPLOAD_MB_PER_DAY = '0.001'
    const { token } = await signedIn(client, 'organizer')
    ;(await upload(client, token, await photo('png', 300, 300), 'a.png', 'image/png')).assertStatus(201)
    const next = await upload(client, token, await photo('png', 300, 300), 'b.png', 'image/png')
    next.assertStatus(429)
    assert.equal(next.body().code, 'UPLOAD_QUOTA_REACHED')
  })
})
