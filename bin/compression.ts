/*
 * Bytes on the wire: Suriname's mobile networks are slow, so every text response goes out
 * compressed when the browser accepts it. Hashed bundles are compressed once at build time (.br and .gz
 * beside each file, scripts/build.ts) and served as they are (negotiatedFiles); HTML, API JSON and
 * anything else compressible is compressed while it is written (compressResponse), Brotli preferred,
 * then gzip, as Accept-Encoding allows (q=0 refuses). Tiny bodies (< 1 KB), images, fonts and bodies
 * already encoded go out as they are. Every compressible answer says `Vary: Accept-Encoding`.
 */
import { existsSync, readFileSync, readdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { extname, join } from 'node:path'
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync, type BrotliCompress, type Gzip } from 'node:zlib'

export type Encoding = 'br' | 'gzip'

/** Below this many bytes compression saves less than it costs (and a few bytes may even grow). */
export const MIN_COMPRESS_BYTES = 1024

/** Quick settings for what is compressed per request; the build uses the slowest, smallest ones. */
const BROTLI_DYNAMIC_QUALITY = 5
const GZIP_DYNAMIC_LEVEL = 6

/** Text-like types worth compressing; images (but SVG), fonts, archives and media are compressed already. */
const COMPRESSIBLE =
  /^(text\/(?!event-stream)[\w.+-]+|application\/([\w.-]+\+)?(json|javascript|ecmascript|xml|wasm|manifest\+json)|image\/svg\+xml|font\/(ttf|otf))\b/i

export function isCompressibleType(contentType: unknown): boolean {
  return typeof contentType === 'string' && COMPRESSIBLE.test(contentType.trim())
}

/** The encodings the browser accepts among ours, best first (Brotli before gzip at equal weight). */
export function acceptedEncodings(header: string | string[] | undefined): Encoding[] {
  const weights = new Map<string, number>()
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    let q = 1
    for (const param of params) {
      const [key, value] = param.trim().split('=')
      if (key === 'q') q = Number.parseFloat(value ?? '')
    }
    if (Number.isNaN(q)) q = 0
    if (!weights.has(name) || q > (weights.get(name) ?? 0)) weights.set(name, q)
  }
  const any = weights.get('*')
  const weightOf = (name: string, ...aliases: string[]) =>
    [name, ...aliases].map((n) => weights.get(n)).find((q) => q !== undefined) ?? any ?? 0
  return (
    [
      ['br', weightOf('br')],
      ['gzip', weightOf('gzip', 'x-gzip')],
    ] as [Encoding, number][]
  )
    .filter(([, q]) => q > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([name]) => name)
}

export function negotiateEncoding(header: string | string[] | undefined): Encoding | null {
  return acceptedEncodings(header)[0] ?? null
}

/** `vary` with Accept-Encoding added once. */
export function withVary(vary: unknown): string {
  const current = Array.isArray(vary) ? vary.join(', ') : typeof vary === 'string' ? vary : ''
  if (/(^|,)\s*(\*|accept-encoding)\s*(,|$)/i.test(current)) return current
  return current.trim() ? `${current}, Accept-Encoding` : 'Accept-Encoding'
}

export function compressSync(body: Buffer, encoding: Encoding, quality: 'dynamic' | 'best' = 'dynamic'): Buffer {
  if (encoding === 'br') {
    return brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality === 'best' ? constants.BROTLI_MAX_QUALITY : BROTLI_DYNAMIC_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    })
  }
  return gzipSync(body, { level: quality === 'best' ? constants.Z_BEST_COMPRESSION : GZIP_DYNAMIC_LEVEL })
}

/** Compressed copies of bodies sent again and again as the same Buffer (the API's cached catalogue lists). */
const compressedBodies = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>()

function compressOnce(body: Buffer, encoding: Encoding): Buffer {
  let copies = compressedBodies.get(body)
  if (!copies) compressedBodies.set(body, (copies = {}))
  return (copies[encoding] ??= compressSync(body, encoding))
}

/** Responses this module compressed, with the encoding it chose (bin/shared_pages.ts keeps plain copies). */
const addedEncodings = new WeakMap<ServerResponse, Encoding>()

export function addedEncoding(res: ServerResponse): Encoding | null {
  return addedEncodings.get(res) ?? null
}

type Chunk = string | Uint8Array
type Callback = (error?: Error | null) => void

function byteLength(chunk: Chunk, encoding?: BufferEncoding): number {
  return typeof chunk === 'string' ? Buffer.byteLength(chunk, encoding) : chunk.byteLength
}

function toBuffer(chunk: Chunk, encoding?: BufferEncoding): Buffer {
  return typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
}

/**
 * Compresses what is written to `res` when worth it. The status line and headers are held back until
 * the first write or end, so the choice sees the whole header set (and, for a body written in one end(),
 * its size: such a body is compressed in one go and keeps a right Content-Length). A body written in
 * parts (Astro's streamed pages) is compressed as a stream and flushed after each burst of writes, so the
 * page still arrives piece by piece. HEAD gets the same headers as GET.
 */
export function compressResponse(req: IncomingMessage, res: ServerResponse): void {
  const accepted = negotiateEncoding(req.headers['accept-encoding'])
  const original = { writeHead: res.writeHead, write: res.write, end: res.end }
  /** writeHead() was called and is held back; its reason phrase, if any. */
  let held = false
  let heldMessage: string | undefined
  let settled = false
  let encoder: { stream: BrotliCompress | Gzip; flushKind: number } | null = null
  let flushing = false

  /** Chooses the encoding for a body of `knownLength` bytes (undefined: streamed, size unknown) and sets the headers. */
  function decide(knownLength?: number): Encoding | null {
    settled = true
    const status = res.statusCode
    const headers = res.getHeaders()
    if (
      headers['content-encoding'] ||
      headers['content-range'] ||
      status < 200 ||
      status === 204 ||
      status === 206 ||
      status === 304 ||
      /\bno-transform\b/i.test(String(headers['cache-control'] ?? '')) ||
      !isCompressibleType(headers['content-type'])
    ) {
      return null
    }
    res.setHeader('Vary', withVary(headers.vary))
    const declared = headers['content-length'] === undefined ? undefined : Number(headers['content-length'])
    const length = knownLength ?? declared
    if (!accepted || (length !== undefined && length < MIN_COMPRESS_BYTES)) return null
    addedEncodings.set(res, accepted)
    res.setHeader('Content-Encoding', accepted)
    res.removeHeader('Content-Length')
    return accepted
  }

  /** Sends the status line and headers, unless Node is left to do it with the first write (then it may add Content-Length itself). */
  function sendHead(chosen: Encoding | null) {
    if (res.headersSent || (!held && !chosen)) return
    Reflect.apply(original.writeHead, res, heldMessage ? [res.statusCode, heldMessage] : [res.statusCode])
  }

  function startEncoder(encoding: Encoding, sizeHint: number) {
    const stream =
      encoding === 'br'
        ? createBrotliCompress({
            params: {
              [constants.BROTLI_PARAM_QUALITY]: BROTLI_DYNAMIC_QUALITY,
              ...(sizeHint ? { [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
            },
          })
        : createGzip({ level: GZIP_DYNAMIC_LEVEL })
    encoder = { stream, flushKind: encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH }
    stream.on('data', (chunk: Buffer) => {
      if (!Reflect.apply(original.write, res, [chunk])) {
        stream.pause()
        res.once('drain', () => stream.resume())
      }
    })
    stream.on('end', () => Reflect.apply(original.end, res, []))
    stream.on('drain', () => res.emit('drain'))
    stream.on('error', (error) => res.destroy(error))
    res.once('close', () => {
      if (!stream.writableFinished) stream.destroy()
    })
  }

  /** Streamed pages: what was written in one turn of the event loop goes out together, at once. */
  function scheduleFlush() {
    if (flushing || !encoder) return
    flushing = true
    const { stream, flushKind } = encoder
    setImmediate(() => {
      flushing = false
      if (!stream.writableEnded && !stream.destroyed) stream.flush(flushKind)
    })
  }

  res.writeHead = function writeHead(this: ServerResponse, status: number, ...rest: unknown[]) {
    if (settled) return Reflect.apply(original.writeHead, res, [status, ...rest]) as ServerResponse
    const headers = rest.find((arg) => arg && typeof arg === 'object') as OutgoingHttpHeaders | unknown[] | undefined
    if (Array.isArray(headers)) {
      // Raw header pairs: sent untouched, and the body as it is.
      settled = true
      return Reflect.apply(original.writeHead, res, [status, ...rest]) as ServerResponse
    }
    if (headers) for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value)
    res.statusCode = status
    heldMessage = typeof rest[0] === 'string' ? rest[0] : undefined
    held = true
    return res
  } as typeof res.writeHead

  res.write = function write(this: ServerResponse, chunk: Chunk, encodingOrCallback?: unknown, callback?: unknown) {
    if (!settled) {
      const sizeHint = Number(res.getHeader('content-length')) || 0
      const chosen = decide()
      sendHead(chosen)
      if (chosen && req.method !== 'HEAD') startEncoder(chosen, sizeHint)
    }
    if (!encoder) return Reflect.apply(original.write, res, [chunk, encodingOrCallback, callback]) as boolean
    const encoding = typeof encodingOrCallback === 'string' ? (encodingOrCallback as BufferEncoding) : undefined
    const done = (typeof encodingOrCallback === 'function' ? encodingOrCallback : callback) as Callback | undefined
    const ok = encoder.stream.write(toBuffer(chunk, encoding), done)
    scheduleFlush()
    return ok
  } as typeof res.write

  res.end = function end(this: ServerResponse, chunk?: unknown, encodingOrCallback?: unknown, callback?: unknown) {
    const body = typeof chunk === 'function' || chunk === null || chunk === undefined ? undefined : (chunk as Chunk)
    const encoding = typeof encodingOrCallback === 'string' ? (encodingOrCallback as BufferEncoding) : undefined
    const done = [chunk, encodingOrCallback, callback].find((arg) => typeof arg === 'function') as Callback | undefined
    if (!settled) {
      // The whole body at once: compressed in one go, with its own Content-Length.
      const chosen = decide(body === undefined ? 0 : byteLength(body, encoding))
      if (chosen && body !== undefined) {
        const compressed = typeof body === 'string' ? compressSync(toBuffer(body, encoding), chosen) : compressOnce(toBuffer(body), chosen)
        res.setHeader('Content-Length', compressed.length)
        sendHead(chosen)
        return Reflect.apply(original.end, res, req.method === 'HEAD' ? [done] : [compressed, done]) as ServerResponse
      }
      sendHead(chosen)
    }
    if (!encoder) return Reflect.apply(original.end, res, [chunk, encodingOrCallback, callback]) as ServerResponse
    if (done) res.once('finish', () => done())
    const { stream } = encoder as { stream: BrotliCompress | Gzip }
    if (body !== undefined) stream.end(toBuffer(body, encoding))
    else stream.end()
    return res
  } as typeof res.end
}

/** Built files worth compressing; images, fonts and media are compressed already. */
const PRECOMPRESSED_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml', '.map', '.wasm'])
const COPIES: [Encoding, string][] = [
  ['br', '.br'],
  ['gzip', '.gz'],
]

/**
 * The build's step (scripts/build.ts): a Brotli (.br) and a gzip (.gz) copy at the best settings beside
 * every compressible file of MIN_COMPRESS_BYTES or more under `dir`, made again when older than the file;
 * copies of files gone are removed. Returns how many files and their bytes before and with Brotli.
 */
export function precompress(dir: string): { files: number; before: number; after: number } {
  const totals = { files: 0, before: 0, after: 0 }
  const walk = (path: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const file = join(path, entry.name)
      if (entry.isDirectory()) {
        walk(file)
        continue
      }
      const suffix = extname(file)
      if (suffix === '.br' || suffix === '.gz') {
        if (!existsSync(file.slice(0, -suffix.length))) unlinkSync(file)
        continue
      }
      if (!PRECOMPRESSED_EXTENSIONS.has(suffix.toLowerCase())) continue
      const stat = statSync(file)
      if (stat.size < MIN_COMPRESS_BYTES) continue
      totals.files++
      totals.before += stat.size
      let body: Buffer | undefined
      for (const [encoding, extension] of COPIES) {
        const copy = file + extension
        if (!existsSync(copy) || statSync(copy).mtimeMs < stat.mtimeMs) {
          body ??= readFileSync(file)
          const compressed = compressSync(body, encoding, 'best')
          // A copy no smaller than the file is of no use (it would still be sent): none then.
          if (compressed.length < body.length) writeFileSync(copy, compressed)
          else if (existsSync(copy)) unlinkSync(copy)
        }
        if (encoding === 'br') totals.after += existsSync(copy) ? statSync(copy).size : stat.size
      }
    }
  }
  if (existsSync(dir)) walk(dir)
  return totals
}
