/*
 * Every registered route (from the router, so a route added later is fuzzed without edits) gets bad input:
 * wrong types, missing and extra fields, huge strings and numbers, deep nesting, prototype keys, invalid
 * UTF-8, lone surrogates, NUL bytes, wrong content types, a 10 MB body and odd path parameters; sent
 * anonymously and with the token of a role the route table admits (so it reaches validation). Each answer
 * must be below 500, a 4xx must be the API's JSON error, and a refused request must change no application
 * table (a generated request the route accepts may write, as it should).
 * Fixed seed (FUZZ_SEED to explore another); FUZZ_RUNS (default 25) generated requests per route and caller.
 */
import { test } from '@japa/runner'
import fc from 'fast-check'
import type User from '#models/user'
import { admittedRoles, isApiScopeAccess } from '#domain/route_access'
import { API_SCOPES } from '#domain/api_tokens'
import { createApiToken } from '#services/api_tokens/api_token_service'
import { clearRateLimits, createAccount } from '#tests/helpers/accounts'
import {
  freshToken,
  rawPath,
  registeredRoutes,
  samplePath,
  send,
  withProvidersConfigured,
  type RegisteredRoute,
  type SendOptions,
} from '#tests/helpers/routes'
import { WriteWatch } from '#tests/helpers/table_checksums'

const SEED = Number(process.env.FUZZ_SEED ?? 20261123)
const RUNS = Number(process.env.FUZZ_RUNS ?? 25)
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/* ---------- generated input ---------- */

/** A JSON-ish value written out by hand, so prototype keys, lone surrogates and raw number tokens survive. */
type Json = string | number | boolean | null | { raw: string } | Json[] | { pairs: [string, Json][] }

function jsonText(value: Json): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null'
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`
  if ('raw' in value) return value.raw
  return `{${value.pairs.map(([key, child]) => `${JSON.stringify(key)}:${jsonText(child)}`).join(',')}}`
}

/** Field names our forms use, so generated bodies hit real fields with the wrong things. */
const FIELD_NAMES = [
  'email',
  'password',
  'newPassword',
  'currentPassword',
  'firstName',
  'lastName',
  'name',
  'phone',
  'whatsappNumber',
  'code',
  'token',
  'role',
  'id',
  'eventId',
  'ticketTypeId',
  'quantity',
  'tickets',
  'sessionId',
  'reservationId',
  'buyerInfo',
  'contactMethod',
  'paymentProvider',
  'paymentMethod',
  'amount',
  'fromCurrency',
  'toCurrency',
  'orderNumber',
  'key',
  'page',
  'perPage',
  'search',
  'district',
  'capacity',
  'center',
  'zoom',
  'size',
  'filter',
  'sort',
  'range',
  'newEmail',
  'state',
  'address',
  'maxCapacity',
]

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code))

const oddString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.tuple(fc.string({ maxLength: 5 }), loneSurrogate, fc.string({ maxLength: 5 })).map((parts) => parts.join('')),
  fc.constantFrom(
    '',
    '   ',
    '\u0000',
    'a\u0000b',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
    '%00',
    'null',
    'true',
    '-1',
    'NaN',
    'user@demo.sr',
    '2026-13-45T99:99:99Z'
  ),
  fc.integer({ min: 1_000, max: 200_000 }).map((length) => 'x'.repeat(length))
)

const oddNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53 + 1, 1e308, -1e308, 5e-324, 1.5)
)

const rawNumber = fc.constantFrom('1e999', '-1e999', '123456789012345678901234567890', '-0', '1E-999').map((raw) => ({ raw }))

const oddKey = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FIELD_NAMES) },
  { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype') },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  { weight: 1, arbitrary: loneSurrogate }
)

const { value: oddValue } = fc.letrec<{ value: Json }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 4 },
    oddString,
    oddNumber,
    rawNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.array(fc.tuple(oddKey, tie('value')), { maxLength: 4 }).map((pairs) => ({ pairs }))
  ),
}))

/** Mostly objects with known and unknown fields (or none: missing fields), sometimes not an object at all. */
const oddBody: fc.Arbitrary<Json> = fc.oneof(
  { weight: 5, arbitrary: fc.array(fc.tuple(oddKey, oddValue), { maxLength: 8 }).map((pairs) => ({ pairs })) },
  { weight: 1, arbitrary: oddValue }
)

/** Query text; a lone surrogate cannot be percent-encoded, so it goes as the bytes of one (invalid UTF-8). */
function queryText(pairs: [string, string][]): string {
  const encode = (text: string) => encodeURIComponent(text.toWellFormed()) + (text.isWellFormed() ? '' : '%ED%A0%80')
  return pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&')
}

/** Short values: Node itself refuses a request line over 16 KB (431, before the app), so long text goes in bodies. */
const oddQuery = fc
  .array(
    fc.tuple(
      oddKey,
      oddString.filter((text) => text.length < 300)
    ),
    { maxLength: 6 }
  )
  .map(queryText)

/* ---------- fixed cases ---------- */

interface Case extends Omit<SendOptions, 'token'> {
  label: string
  path: string
}

const TEN_MB = `{"x":"${'a'.repeat(10 * 1024 * 1024)}"}`

const ODD_PARAMS = [
  '%00',
  'a%00b',
  '..%2f..%2fetc%2fpasswd',
  '99999999999999999999999999',
  '2147483648',
  '-1',
  '0',
  '1.5',
  '1e3',
  '%F0%9F%98%80',
  '%C3%A9t%C3%A9',
  '%FF',
  '%ED%A0%80',
  '%25',
  '%20',
  'null',
  '%3Cscript%3E',
  'a'.repeat(5000),
]

/** react-admin's simple-rest list dialect gone wrong (api/http/list_dialect.ts): every route, with its marker header. */
const DIALECT_QUERIES = [
  'range=%5B5%2C2%5D',
  'range=nope&sort=%5B%22name%22',
  'range=%5B0%2C9%5D&filter=%7B',
  'range=%5B0%2C100000%5D',
  'range=%5B0%2C9007199254740993%5D',
  'range=%5B-1%2C0.5%5D&sort=%5B1%2C2%5D',
  'sort=%5B%22id%22%2C%22SIDEWAYS%22%5D&filter=%5B%5D',
  'range=%5B0%2C9%5D&sort=%5B%22__proto__%22%2C%22ASC%22%5D&filter=%7B%22id%22%3A%5B%22x%22%2Cnull%5D%7D',
]

const MULTIPART = [
  '--XYZ',
  'Content-Disposition: form-data; name="email"',
  '',
  'a\u0000b',
  '--XYZ',
  'Content-Disposition: form-data; name="file"; filename="../../.env.svg"',
  'Content-Type: image/svg+xml',
  '',
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  '--XYZ--',
  '',
].join('\r\n')

function fixedCases(route: RegisteredRoute): Case[] {
  const path = samplePath(route)
  const cases: Case[] = []
  for (const param of route.params) {
    for (const raw of ODD_PARAMS)
      cases.push({ label: `:${param} = ${raw.slice(0, 30)}`, path: rawPath(route, param, raw), method: route.method })
  }
  cases.push(
    { label: 'NUL in the query', path, method: route.method, query: 'search=%00&id=1%002' },
    { label: 'lone surrogate in the query', path, method: route.method, query: 'search=%ED%A0%80&email=a%ED%B0%80' },
    {
      label: 'prototype keys in the query',
      path,
      method: route.method,
      query: '__proto__[admin]=1&constructor[prototype][x]=1&a[b][c][d][e][f][g][h]=1',
    }
  )
  for (const query of DIALECT_QUERIES) {
    const label = `simple-rest dialect: ${decodeURIComponent(query).slice(0, 40)}`
    cases.push({ label, path, method: route.method, query, headers: { 'x-data-dialect': 'simple-rest' } })
  }
  if (!BODY_METHODS.has(route.method)) return cases
  const body = (label: string, raw: string | Uint8Array, contentType = 'application/json'): Case => ({
    label,
    path,
    method: route.method,
    raw,
    contentType,
  })
  cases.push(
    body('JSON nested 5000 levels (arrays)', '['.repeat(5000) + ']'.repeat(5000)),
    body('JSON nested 5000 levels (objects)', '{"a":'.repeat(5000) + '1' + '}'.repeat(5000)),
    body('prototype keys', '{"__proto__":{"role":"admin","isAdmin":true},"constructor":{"prototype":{"role":"admin"}}}'),
    body('invalid UTF-8 bytes', Buffer.concat([Buffer.from('{"email":"'), Buffer.from([0xff, 0xfe, 0xc0, 0x80]), Buffer.from('"}')])),
    body('lone surrogate', '{"email":"\\ud800@example.sr","name":"\\udfff"}'),
    body('NUL byte', '{"email":"a\\u0000@example.sr","name":"x\\u0000y","password":"\\u0000"}'),
    body('malformed JSON', '{"email": "a@example.sr",'),
    body('top-level string', '"just a string"'),
    body('top-level null', 'null'),
    body('empty JSON body', ''),
    body('huge number literals', '{"quantity":1e999,"amount":123456789012345678901234567890,"id":-1e999}'),
    body('not JSON as text/plain', 'hello world', 'text/plain'),
    body('XML', '<?xml version="1.0"?><email>a@example.sr</email>', 'application/xml'),
    body('form with NUL', 'email=a%00b&a[b][c][d][e][f][g][h]=1&__proto__[x]=1', 'application/x-www-form-urlencoded'),
    body('multipart with NUL and an SVG file', MULTIPART, 'multipart/form-data; boundary=XYZ'),
    body('multipart without boundary', MULTIPART, 'multipart/form-data'),
    body('JSON declared as UTF-16', '{"a":1}', 'application/json; charset=utf-16'),
    { ...body('gzip claimed, not gzip', '{"a":1}'), headers: { 'content-encoding': 'gzip' } },
    body('10 MB JSON body', TEN_MB)
  )
  return cases
}

/* ---------- checks ---------- */

/** Below 500, and a 4xx is `{ success: false, message: string, ... }` as JSON. */
function problem(status: number, contentType: string, text: string): string | null {
  if (status >= 500) return `status ${status}`
  if (status < 400) return null
  if (!contentType.includes('application/json')) return `${status} with content-type ${contentType}`
  try {
    const body = JSON.parse(text) as { success?: unknown; message?: unknown }
    if (body.success !== false || typeof body.message !== 'string') return `${status} without success:false and a message`
  } catch {
    return `${status} with a body that is not JSON`
  }
  return null
}

let sent = 0
const watch = new WriteWatch()

/** Set for an /api/v1 route: its token's rate limit is reset before each request, so every one reaches the route. */
let apiRoute = false

async function sendChecked(options: Case, token: string | null): Promise<void> {
  sent++
  if (apiRoute) await clearRateLimits()
  const { status, contentType, text } = await send(options.path, { ...options, token })
  const written = await watch.changes()
  const found =
    problem(status, contentType, text) ??
    (status >= 400 && written.length > 0 ? `refused (${status}) but wrote ${written.join('; ')}` : null)
  if (found) {
    throw new Error(
      `${options.method} ${options.path.slice(0, 120)} [${options.label}] ${token ? 'signed in' : 'anonymous'}: ${found}: ${text.slice(0, 300)}`
    )
  }
}

/** A role the route admits (user for public and signed-in routes), so input gets past the gate. */
function admittedRole(route: RegisteredRoute): string {
  const admitted = admittedRoles(route.rule!.access)
  return admitted === 'public' || admitted === null ? 'user' : admitted[0]
}

const ROUTES = registeredRoutes()

test.group('Fuzz: every route answers bad input with a 4xx JSON error and a refused request writes nothing', (group) => {
  const accounts = new Map<string, User>()
  group.setup(async () => {
    for (const role of new Set(ROUTES.map(admittedRole))) accounts.set(role, await createAccount({ role: role as User['role'] }))
    const stopProviders = await withProvidersConfigured()
    return async () => {
      await watch.stop()
      await stopProviders()
      await clearRateLimits()
      console.log(`  fuzz: ${sent} requests over ${ROUTES.length} routes`)
    }
  })

  for (const route of ROUTES) {
    test(route.key, async () => {
      // /api/v1 takes an organizer's API token with every scope; every other route a session.
      apiRoute = isApiScopeAccess(route.rule!.access)
      const caller = accounts.get(admittedRole(route))!
      const token = apiRoute ? (await createApiToken(caller, { name: 'Fuzz', scopes: [...API_SCOPES] })).token : await freshToken(caller)
      await watch.start()
      for (const fixed of fixedCases(route)) {
        await sendChecked(fixed, null)
        await sendChecked(fixed, token)
      }
      const path = samplePath(route)
      const generated = BODY_METHODS.has(route.method)
        ? fc.record({ body: oddBody, query: oddQuery, type: fc.constantFrom('application/json', 'text/plain', 'application/vnd.api+json') })
        : fc.record({ body: fc.constant(null), query: oddQuery, type: fc.constant('') })
      await fc.assert(
        fc.asyncProperty(generated, async ({ body, query, type }) => {
          const request: Case = { label: 'generated', path, method: route.method, query }
          if (body !== null) Object.assign(request, { raw: jsonText(body), contentType: type })
          await sendChecked(request, null)
          await sendChecked(request, token)
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true }
      )
    })
  }
})
