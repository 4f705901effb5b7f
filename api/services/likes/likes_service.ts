/*
 * Likes and follows (SPEC §3 likes, §4 Likes): one like per person and target, kept by the unique
 * index on likes (user_id, target_type, target_id) and INSERT … ON CONFLICT DO NOTHING, so a double click or two
 * concurrent requests count once. The target's cached count moves in the same transaction, only when a row was
 * really added or removed, and never below 0 (GREATEST here, a CHECK constraint in migration 0081).
 */
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import type { Favorite, LikeStatus, LikeTarget, LikeTargetType } from '#domain/likes'

/** Where each target type keeps its cached count, and who owns it (no following one's own venue or self). */
const TARGETS: Record<
  LikeTargetType,
  { table: string; count: string; owner: string; notFound: 'EVENT_NOT_FOUND' | 'VENUE_NOT_FOUND' | 'ORGANIZER_NOT_FOUND' }
> = {
  event: { table: 'events', count: 'cached_like_count', owner: 'organizer_id', notFound: 'EVENT_NOT_FOUND' },
  venue: { table: 'venues', count: 'cached_like_count', owner: 'owner_id', notFound: 'VENUE_NOT_FOUND' },
  organizer: { table: 'users', count: 'cached_follower_count', owner: 'id', notFound: 'ORGANIZER_NOT_FOUND' },
}

/** The targets a visitor can see (SPEC §4 Visibility), so only those can be liked. */
const PUBLIC_TARGET: Record<LikeTargetType, string> = {
  event: `t.is_published AND (t.venue_id IS NULL OR EXISTS (SELECT 1 FROM venues v WHERE v.id = t.venue_id AND v.deleted_at IS NULL))`,
  venue: `t.is_approved AND t.is_active AND t.deleted_at IS NULL`,
  organizer: `t.role = 'organizer' AND t.deactivated_at IS NULL`,
}

export interface LikeResult {
  isLiked: boolean
  likeCount: number
}

async function currentCount(trx: TransactionClientContract, target: LikeTarget): Promise<number | null> {
  const { table, count } = TARGETS[target.targetType]
  const row = await trx.from(table).where('id', target.targetId).select(`${count} AS n`).first()
  return row ? Number(row.n) : null
}

/** POST /api/likes: likes (or follows) a public target; liking again changes nothing. */
export async function likeTarget(viewer: User, target: LikeTarget): Promise<LikeResult> {
  const { table, count, owner, notFound } = TARGETS[target.targetType]
  return db.transaction(async (trx) => {
    // No lock on the target here: the only lock a like takes on it is the UPDATE's below, so likes of one
    // popular event queue there and never deadlock (a FOR SHARE first would: two sharers both upgrading).
    const found = await trx.rawQuery(
      `SELECT t.${owner} AS owner_id FROM ${table} t WHERE t.id = ? AND ${PUBLIC_TARGET[target.targetType]}`,
      [target.targetId]
    )
    const row = found.rows[0] as { owner_id: number | null } | undefined
    if (!row) throw new DomainError(notFound)
    if (target.targetType !== 'event' && row.owner_id === viewer.id)
      throw new DomainError(target.targetType === 'venue' ? 'FOLLOW_OWN_VENUE' : 'FOLLOW_SELF')
    const inserted = await trx.rawQuery(
      `INSERT INTO likes (user_id, target_type, target_id) VALUES (?, ?, ?) ON CONFLICT (user_id, target_type, target_id) DO NOTHING RETURNING id`,
      [viewer.id, target.targetType, target.targetId]
    )
    if (inserted.rows.length === 0) return { isLiked: true, likeCount: (await currentCount(trx, target)) ?? 0 }
    const updated = await trx.rawQuery(`UPDATE ${table} SET ${count} = ${count} + 1 WHERE id = ? RETURNING ${count} AS n`, [
      target.targetId,
    ])
    return { isLiked: true, likeCount: Number(updated.rows[0].n) }
  })
}

/** DELETE /api/likes/{type}/{id}: removes the caller's like if there is one; the count never goes below 0. */
export async function unlikeTarget(viewer: User, target: LikeTarget): Promise<LikeResult> {
  const { table, count, notFound } = TARGETS[target.targetType]
  return db.transaction(async (trx) => {
    const deleted = await trx
      .from('likes')
      .where({ user_id: viewer.id, target_type: target.targetType, target_id: target.targetId })
      .delete()
      .returning('id')
    if (deleted.length === 0) {
      const likeCount = await currentCount(trx, target)
      if (likeCount === null) throw new DomainError(notFound)
      return { isLiked: false, likeCount }
    }
    const updated = await trx.rawQuery(`UPDATE ${table} SET ${count} = GREATEST(${count} - 1, 0) WHERE id = ? RETURNING ${count} AS n`, [
      target.targetId,
    ])
    return { isLiked: false, likeCount: Number(updated.rows[0]?.n ?? 0) }
  })
}

/** GET /api/likes/status: for each asked target, whether the caller likes it, its count and whether it is theirs. */
export async function likeStatuses(viewer: User, targets: LikeTarget[]): Promise<LikeStatus[]> {
  const byType = new Map<LikeTargetType, number[]>()
  for (const target of targets) byType.set(target.targetType, [...(byType.get(target.targetType) ?? []), target.targetId])
  const counts = new Map<string, { n: number; owner: number | null }>()
  const liked = new Set<string>()
  await Promise.all(
    [...byType].map(async ([type, ids]) => {
      const { table, count, owner } = TARGETS[type]
      const rows: { id: number; n: number; owner: number | null }[] = await db
        .from(table)
        .whereIn('id', ids)
        .select('id', `${count} AS n`, `${owner} AS owner`)
      for (const row of rows) counts.set(`${type}:${row.id}`, { n: Number(row.n), owner: row.owner })
      const mine: { target_id: number }[] = await db
        .from('likes')
        .where({ user_id: viewer.id, target_type: type })
        .whereIn('target_id', ids)
        .select('target_id')
      for (const row of mine) liked.add(`${type}:${row.target_id}`)
    })
  )
  return targets.map((target) => {
    const key = `${target.targetType}:${target.targetId}`
    const found = counts.get(key)
    return {
      ...target,
      isLiked: liked.has(key),
      likeCount: found?.n ?? 0,
      isOwn: target.targetType !== 'event' && found?.owner === viewer.id,
    }
  })
}

/** GET /api/favorites: the caller's likes and follows of targets still public, newest first, with their names. */
export async function favoritesOf(viewer: User): Promise<Favorite[]> {
  const rows: { target_type: LikeTargetType; target_id: number; name: string | null; created_at: Date }[] = (
    await db.rawQuery(
      `SELECT l.target_type, l.target_id, l.created_at,
              CASE l.target_type
                WHEN 'event' THEN (SELECT t.title FROM events t WHERE t.id = l.target_id AND ${PUBLIC_TARGET.event})
                WHEN 'venue' THEN (SELECT t.name FROM venues t WHERE t.id = l.target_id AND ${PUBLIC_TARGET.venue})
                ELSE (SELECT COALESCE(NULLIF(trim(t.organization_name), ''), trim(concat_ws(' ', t.first_name, t.last_name)))
                        FROM users t WHERE t.id = l.target_id AND ${PUBLIC_TARGET.organizer})
              END AS name
         FROM likes l WHERE l.user_id = ? ORDER BY l.created_at DESC, l.id DESC`,
      [viewer.id]
    )
  ).rows
  return rows
    .filter((row) => row.name !== null)
    .map((row) => ({
      targetType: row.target_type,
      targetId: row.target_id,
      name: row.name!,
      likedAt: new Date(row.created_at).toISOString(),
    }))
}
