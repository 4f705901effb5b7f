/*
 * Sessions: a signed three-part token for the browser plus a row in auth_sessions, so a token can be
 * revoked at once (logout, password change or reset, deactivation) although it has not expired.
 */
import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import AuthSession from '#models/auth_session'
import User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { signToken, verifyToken } from '#services/accounts/signed_token'
import type { Language } from '#domain/languages'
import type { SessionLine } from '#domain/two_factor'
import { deviceOf } from '#domain/account_activity'
import { networkPrefix } from '#domain/client_network'

/** A token lives 7 days; the browser re-checks it every 10 minutes (SPEC §9). */
export const SESSION_TTL_DAYS = 7

export interface IssuedSession {
  token: string
  expiresAt: DateTime
  session: AuthSession
}

export interface ClientInfo {
  ip?: string | null
  userAgent?: string | null
  /** The language the request asked for: account messages it causes are written in it (default nl). */
  language?: Language
}

export async function issueSession(user: User, client: ClientInfo = {}, trx?: TransactionClientContract): Promise<IssuedSession> {
  const now = DateTime.now()
  const expiresAt = now.plus({ days: SESSION_TTL_DAYS })
  const session = await AuthSession.create(
    {
      id: randomUUID(),
      userId: user.id,
      expiresAt,
      ip: client.ip?.slice(0, 64) ?? null,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
    },
    { client: trx }
  )
  const token = signToken({
    sub: user.id,
    sid: session.id,
    role: user.role,
    iat: Math.floor(now.toSeconds()),
    exp: Math.floor(expiresAt.toSeconds()),
  })
  return { token, expiresAt, session }
}

export interface Authenticated {
  user: User
  session: AuthSession
}

/**
 * The person behind a bearer token. 401 for a missing, forged, expired or revoked token;
 * 403 for a deactivated account (SPEC §4: the browser signs out on both).
 */
export async function authenticate(token: string | null): Promise<Authenticated> {
  const claims = token ? verifyToken(token) : null
  if (!claims) throw new DomainError('UNAUTHENTICATED')
  const session = await AuthSession.query().where('id', claims.sid).where('user_id', claims.sub).preload('user').first()
  if (!session || !session.isActive) throw new DomainError('UNAUTHENTICATED')
  if (session.user.deactivatedAt) throw new DomainError('ACCOUNT_DEACTIVATED')
  // At most one write a minute per session for the "last used" column.
  if (!session.lastUsedAt || session.lastUsedAt < DateTime.now().minus({ minutes: 1 })) {
    await AuthSession.query().where('id', session.id).update({ lastUsedAt: DateTime.now().toJSDate() })
  }
  return { user: session.user, session }
}

export async function revokeSession(sessionId: string, reason: string): Promise<void> {
  await AuthSession.query().where('id', sessionId).whereNull('revoked_at').update({ revokedAt: new Date(), revokedReason: reason })
}

/** Every live session of a user, optionally but one (the one that just changed the password). */
export async function revokeAllSessions(
  userId: number,
  reason: string,
  options: { except?: string; trx?: TransactionClientContract } = {}
) {
  const query = AuthSession.query({ client: options.trx }).where('user_id', userId).whereNull('revoked_at')
  if (options.except) query.whereNot('id', options.except)
  await query.update({ revokedAt: new Date(), revokedReason: reason })
  await forgetRememberedDevices(userId, options.trx)
}

/** Every remembered device of a person stops asking no code: sessions ended everywhere, a new password, two-factor off. */
export async function forgetRememberedDevices(userId: number, trx?: TransactionClientContract): Promise<void> {
  await (trx ?? db).from('remembered_devices').where('user_id', userId).whereNull('revoked_at').update({ revoked_at: new Date() })
}

/** A person's live sessions, newest use first, for the sessions list of /account-settings. */
export async function listSessions(userId: number, currentSessionId: string): Promise<SessionLine[]> {
  const sessions = await AuthSession.query()
    .where('user_id', userId)
    .whereNull('revoked_at')
    .where('expires_at', '>', new Date())
    .orderByRaw('coalesce(last_used_at, created_at) desc')
  return sessions.map((session) => ({
    id: session.id,
    ...deviceOf(session.userAgent),
    network: networkPrefix(session.ip),
    createdAt: session.createdAt.toISO()!,
    lastSeenAt: (session.lastUsedAt ?? session.createdAt).toISO()!,
    current: session.id === currentSessionId,
  }))
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** 'Afmelden' of one of the person's own live sessions; anyone else's (or an unknown id) is a 404. */
export async function signOutSession(userId: number, sessionId: string): Promise<void> {
  if (!UUID.test(sessionId)) throw new DomainError('NOT_FOUND')
  const updated = await db
    .from('auth_sessions')
    .where('id', sessionId)
    .where('user_id', userId)
    .whereNull('revoked_at')
    .where('expires_at', '>', new Date())
    .update({ revoked_at: new Date(), revoked_reason: 'signed_out_by_owner' }, ['id'])
  if (updated.length !== 1) throw new DomainError('NOT_FOUND')
}

/** The bearer token of an Authorization header, else null. */
export function bearerToken(header: string | undefined | null): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i)
  return match ? match[1] : null
}

/** A select column of a query on users: the person's last sign-in (their newest session), as last_sign_in_at. */
export const LAST_SIGN_IN_COLUMN = '(SELECT max(created_at) FROM auth_sessions WHERE auth_sessions.user_id = users.id) AS last_sign_in_at'

/** The last_sign_in_at a query read with LAST_SIGN_IN_COLUMN. */
export function lastSignInOf(user: User): DateTime | null {
  const raw = user.$extras.last_sign_in_at as Date | null | undefined
  return raw ? DateTime.fromJSDate(raw) : null
}

/** One person's last sign-in (their newest session), null when they never signed in. */
export async function lastSignInAt(userId: number): Promise<DateTime | null> {
  const row = await db.from('auth_sessions').where('user_id', userId).max('created_at as last').first()
  return row?.last ? DateTime.fromJSDate(row.last as Date) : null
}
