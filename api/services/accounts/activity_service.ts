/*
 * A person's recent account activity (SPEC §3 user_activity_logs): one line per sign-in, failed sign-in, sign-out,
 * password/e-mail/phone change and export, read back by the person in /account-settings and by admins. Only the
 * network of an address is kept (domain/client_network.ts networkPrefix) and the user agent cut to 500 characters.
 * Recording is one insert outside the action's transaction and never fails the action: a failure is logged.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import User from '#models/user'
import UserActivityLog from '#models/user_activity_log'
import { DomainError } from '#exceptions/domain_error'
import type { ClientInfo } from '#services/accounts/session_service'
import { networkPrefix } from '#domain/client_network'
import { ACTIVITY_WINDOW_DAYS, deviceOf, type ActivityAction, type ActivityLine, type ActivityPage } from '#domain/account_activity'

const USER_AGENT_MAX = 500

export interface ActivityRecord {
  userId: number
  action: ActivityAction
  client?: ClientInfo
  /** The record the action was about (an export's event or organizer). */
  entity?: { type: string; id: number }
  metadata?: Record<string, unknown>
}

/** Writes one line; never throws (the action it describes has already happened). */
export async function recordActivity(record: ActivityRecord): Promise<void> {
  try {
    await db.table('user_activity_logs').insert({
      user_id: record.userId,
      action: record.action,
      entity_type: record.entity?.type ?? null,
      entity_id: record.entity?.id ?? null,
      metadata: JSON.stringify(record.metadata ?? {}),
      ip_address: networkPrefix(record.client?.ip),
      user_agent: record.client?.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    })
  } catch (error) {
    logger.error({ err: error, action: record.action, userId: record.userId }, 'account activity not recorded')
  }
}

/** Seconds within which a second failed sign-in from the same device and network is the same attempt. */
const SAME_ATTEMPT_SECONDS = 5

/**
 * A failed sign-in's line, written after the answer is on its way, so the answer and its timing do not tell whether
 * the address has an account (only known accounts get a line). The storefront tries /api/auth/login-user once more
 * after a 401 (SPEC §7), so one attempt is two requests: the second is not written again.
 */
export function recordFailedSignInLater(record: Omit<ActivityRecord, 'action'>): void {
  setImmediate(async () => {
    try {
      const network = networkPrefix(record.client?.ip)
      const userAgent = record.client?.userAgent?.slice(0, USER_AGENT_MAX) ?? null
      const query = db
        .from('user_activity_logs')
        .where('user_id', record.userId)
        .where('action', 'sign_in_failed')
        .where('created_at', '>', DateTime.now().minus({ seconds: SAME_ATTEMPT_SECONDS }).toJSDate())
      if (network === null) query.whereNull('ip_address')
      else query.where('ip_address', network)
      if (userAgent === null) query.whereNull('user_agent')
      else query.where('user_agent', userAgent)
      const seen = await query.first()
      if (!seen) await recordActivity({ ...record, action: 'sign_in_failed' })
    } catch (error) {
      logger.error({ err: error, userId: record.userId }, 'account activity not recorded')
    }
  })
}

/** The lines of one person of the last ACTIVITY_WINDOW_DAYS days, newest first. */
export async function listActivity(userId: number, page: number, perPage: number): Promise<ActivityPage> {
  const since = DateTime.now().minus({ days: ACTIVITY_WINDOW_DAYS }).toJSDate()
  const query = UserActivityLog.query().where('user_id', userId).where('created_at', '>=', since)
  const [{ $extras }] = await query.clone().count('* as n')
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset((page - 1) * perPage)
    .limit(perPage)
  return { data: rows.map(activityLine), total: Number($extras.n ?? 0), page, perPage }
}

/** Any person's lines, for an admin: 404 for an unknown account. */
export async function listActivityOf(userId: number | null, page: number, perPage: number): Promise<ActivityPage> {
  const user = userId === null ? null : await User.find(userId)
  if (!user) throw new DomainError('USER_NOT_FOUND')
  return listActivity(user.id, page, perPage)
}

function stringOr<T extends string>(value: unknown): T | null {
  return typeof value === 'string' ? (value as T) : null
}

export function activityLine(row: UserActivityLog): ActivityLine {
  const metadata = row.metadata ?? {}
  return {
    id: row.id,
    action: row.action as ActivityAction,
    createdAt: row.createdAt.toISO()!,
    network: row.ipAddress,
    ...deviceOf(row.userAgent),
    method: stringOr(metadata.method),
    reason: stringOr(metadata.reason),
    export: stringOr(metadata.export),
  }
}
