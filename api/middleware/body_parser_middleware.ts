import type { IncomingMessage } from 'node:http'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import app from '@adonisjs/core/services/app'
import string from '@adonisjs/core/helpers/string'
import BodyParserMiddleware from '@adonisjs/core/bodyparser_middleware'
import type { BodyParserConfig } from '@adonisjs/core/types/bodyparser'
import { DomainError } from '#exceptions/domain_error'
import { MAX_JSON_DEPTH, containsUnsafeText, isPrototypeKey, isSafeText, jsonDeeperThan } from '#validators/safe_input'

/**
 * AdonisJS's bodyparser with JSON read here instead: it copies a parsed body recursively (thousands of
 * levels overflow the stack, a 500) and passes NUL bytes and lone surrogates on to queries. Here a JSON
 * body is checked as text first (size, UTF-8, nesting depth) and its strings while parsing; forms and
 * multipart bodies go through AdonisJS's parser and have their fields checked afterwards.
 */
/** Read once: the middleware is instantiated per request, and a GET (the catalogue's hot path) only passes through. */
let config: BodyParserConfig | undefined
let fallback: BodyParserMiddleware | undefined

export default class GuardedBodyParserMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { request } = ctx
    config ??= app.config.get<BodyParserConfig>('bodyparser')
    // A method without a body (GET, HEAD, OPTIONS) has nothing to parse, as in AdonisJS's own parser.
    if (!config.allowedMethods.includes(request.method())) {
      request.__raw_files = {}
      return next()
    }
    const json = config.json
    if (request.hasBody() && request.is(json.types)) {
      const text = await readBody(request.request, string.bytes.parse(json.limit ?? '1mb') ?? 1_048_576)
      request.__raw_files = {}
      request.setInitialBody(parseJsonBody(text, { emptyToNull: json.convertEmptyStringsToNull, trim: json.trimWhitespaces }))
      request.updateRawBody(text)
      request.bodyType = 'json'
      return next()
    }
    fallback ??= await app.container.make(BodyParserMiddleware)
    return fallback.handle(ctx, () => {
      if (containsUnsafeText(request.body())) throw new DomainError('INVALID_CHARACTERS')
      return next()
    })
  }
}

/** The body as UTF-8 text, refused as soon as it is over the limit (by Content-Length or while streaming). */
function readBody(req: IncomingMessage, limit: number): Promise<string> {
  const encoding = (req.headers['content-encoding'] ?? 'identity').toLowerCase()
  if (encoding !== 'identity') return Promise.reject(new DomainError('UNSUPPORTED_MEDIA_TYPE'))
  if (Number(req.headers['content-length'] ?? 0) > limit) return Promise.reject(new DomainError('BODY_TOO_LARGE'))
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const stop = (error?: Error) => {
      req.off('data', onData).off('end', onEnd).off('error', onError)
      // The rest is left for Node to discard after the answer, so the client still reads our 413.
      if (error) return reject(error)
      try {
        resolve(new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks)))
      } catch {
        reject(new DomainError('INVALID_CHARACTERS'))
      }
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) stop(new DomainError('BODY_TOO_LARGE'))
      else chunks.push(chunk)
    }
    const onEnd = () => stop()
    const onError = () => stop(new DomainError('BAD_REQUEST'))
    req.on('data', onData).on('end', onEnd).on('error', onError)
  })
}

interface Normalize {
  emptyToNull?: boolean
  trim?: boolean
}

/** A JSON object or array with prototype keys dropped and strings normalised as the bodyparser config says. */
export function parseJsonBody(text: string, normalize: Normalize = {}): Record<string, unknown> {
  if (text.trim() === '') return {}
  if (!/^\s*[[{]/.test(text)) throw new DomainError('INVALID_JSON')
  if (jsonDeeperThan(text, MAX_JSON_DEPTH)) throw new DomainError('JSON_TOO_DEEP')
  let unsafe = false
  let parsed: Record<string, unknown>
  try {
    parsed = JSON.parse(text, (key, value) => {
      if (!isSafeText(key) || (typeof value === 'string' && !isSafeText(value))) unsafe = true
      if (key !== '' && isPrototypeKey(key)) return undefined
      if (typeof value !== 'string') return value
      const trimmed = normalize.trim ? value.trim() : value
      return normalize.emptyToNull && trimmed === '' ? null : trimmed
    })
  } catch {
    throw new DomainError('INVALID_JSON')
  }
  if (unsafe) throw new DomainError('INVALID_CHARACTERS')
  return parsed
}
