/*
 * Likes of events and venues and follows of organizers (SPEC §3 likes, §4 Likes, §8): one rule set for the API,
 * the storefront's like buttons and My tickets. A venue's "follow" button ('Volg deze venue') is its like: the
 * statistics' followers of a venue or organizer are its likes. No framework imports: Node and browsers alike.
 */
import { parseEntityId } from './entity_id.js'

export const LIKE_TARGET_TYPES = ['event', 'venue', 'organizer'] as const
export type LikeTargetType = (typeof LIKE_TARGET_TYPES)[number]

export interface LikeTarget {
  targetType: LikeTargetType
  targetId: number
}

/** One entry of GET /api/likes/status; `isOwn`: the caller's own venue or organizer account (no follow button, SPEC §6). */
export interface LikeStatus extends LikeTarget {
  isLiked: boolean
  likeCount: number
  isOwn: boolean
}

/** One of the signed-in person's likes or follows (GET /api/favorites, My tickets). */
export interface Favorite extends LikeTarget {
  name: string
  likedAt: string
}

/** At most this many targets in one status request (a page's cards and its own button fit easily). */
export const MAX_STATUS_TARGETS = 100

export function isLikeTargetType(value: unknown): value is LikeTargetType {
  return typeof value === 'string' && (LIKE_TARGET_TYPES as readonly string[]).includes(value)
}

/**
 * `event:1,event:2,venue:9` (the storefront's one status request per page) → targets; null when any part is
 * malformed or there are more than MAX_STATUS_TARGETS. Duplicates are kept once.
 */
export function parseLikeTargets(raw: string): LikeTarget[] | null {
  const seen = new Map<string, LikeTarget>()
  for (const part of raw.split(',')) {
    const [type, id, rest] = part.trim().split(':')
    const targetId = parseEntityId(id)
    if (rest !== undefined || !isLikeTargetType(type) || targetId === null) return null
    seen.set(`${type}:${targetId}`, { targetType: type, targetId })
  }
  return seen.size > MAX_STATUS_TARGETS ? null : [...seen.values()]
}

/** The page address of a liked target. */
export function likeTargetPath(target: LikeTarget): string {
  if (target.targetType === 'event') return `/events/${target.targetId}`
  if (target.targetType === 'venue') return `/venues/${target.targetId}`
  return `/organizer/${target.targetId}`
}

// The storefront's like script imports it from its own module, so its bundle shares no chunk with the islands.
export { nextLikeCount } from './like_count.js'
