/*
 * The waiting room's signed tokens (docs/waiting-room.md#tokens): checked with an HMAC of a key derived from APP_KEY,
 * without the database. A queue token names the event and the place (and the place's number once it has one, and
 * whether its admission was picked up); an admission token names the event and the place and runs out.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'
import { appKey } from '#config/app_key'

let signingKey: Buffer | null = null
const key = () => (signingKey ??= Buffer.from(hkdfSync('sha256', appKey.release(), 'suritickets', 'waiting-room-v1', 32)))

const mac = (body: string) => createHmac('sha256', key()).update(body).digest().subarray(0, 16).toString('base64url')

function sign(payload: object): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url')
  return `${body}.${mac(body)}`
}

function open(token: unknown): Record<string, unknown> | null {
  if (typeof token !== 'string' || token.length > 400) return null
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined) return null
  const expected = Buffer.from(mac(body))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const payload: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
    return payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null
  } catch {
    return null
  }
}

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0

export interface QueuePlace {
  eventId: number
  entryId: number
  /** The place's number, once the opening numbered it. */
  number: number | null
  /** The holder asked after admission (the grace period no longer applies). */
  pickedUp: boolean
}

export function queueToken(place: QueuePlace): string {
  return sign({ k: 'q', e: place.eventId, i: place.entryId, n: place.number, p: place.pickedUp ? 1 : 0 })
}

export function readQueueToken(token: unknown): QueuePlace | null {
  const p = open(token)
  if (!p || p.k !== 'q' || !isId(p.e) || !isId(p.i) || !(p.n === null || isId(p.n))) return null
  return { eventId: p.e, entryId: p.i, number: p.n, pickedUp: p.p === 1 }
}

export interface Admission {
  eventId: number
  entryId: number
  /** Epoch milliseconds. */
  expiresAt: number
}

export function admissionToken(admission: Admission): string {
  return sign({ k: 'a', e: admission.eventId, i: admission.entryId, x: admission.expiresAt })
}

/** The admission, when the token is genuine and still valid at now. */
export function readAdmissionToken(token: unknown, now: Date): Admission | null {
  const p = open(token)
  if (!p || p.k !== 'a' || !isId(p.e) || !isId(p.i) || typeof p.x !== 'number') return null
  if (p.x <= now.getTime()) return null
  return { eventId: p.e, entryId: p.i, expiresAt: p.x }
}
