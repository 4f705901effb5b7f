/*
 * Reviews of events, venues and organizers (SPEC §7 "Reviews and likes").
 * The API lists only reviews with respondedAt (SPEC §9); the page shows what it gets.
 */
import type { PublicReview, ReviewSummary } from '#domain/catalogue_types'
import type { ReviewErrorCode, ReviewInvite } from '#domain/reviews'
import { apiBaseUrl, getData, remember } from '../api'
import { getDataAs } from './venues'

export type ReviewTarget = 'event' | 'venue' | 'organizer'

/** Organizer reviews live under /api/users/{id}. */
const SEGMENT: Record<ReviewTarget, string> = {
  event: 'events',
  venue: 'venues',
  organizer: 'users',
}

/**
 * SPEC §9 keeps summaries 5 min and lists 3 min; 60 s lets a new review show up quickly. STOREFRONT_REVIEWS_TTL_MS
 * overrides it (the browser tests use 1 s so a review approved by an admin shows at once).
 */
const reviewsTtlMs = () => Number(process.env.STOREFRONT_REVIEWS_TTL_MS) || 60_000

export interface ReviewPage {
  reviews: PublicReview[]
  totalReviews: number
}

/** The list endpoint answers `{ success, reviews, totalReviews }`, not the usual `data` envelope. */
async function getReviewPage(base: string, path: string, authorization?: string | null): Promise<ReviewPage> {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (authorization) headers.authorization = authorization
  const response = await fetch(new URL(path, base), { headers, signal: AbortSignal.timeout(3_000) })
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`)
  const body = (await response.json()) as {
    success?: boolean
    reviews?: PublicReview[]
    totalReviews?: number
  }
  if (body.success === false || !Array.isArray(body.reviews)) throw new Error(`GET ${path} answered no reviews`)
  const reviews = body.reviews.filter((review) => Boolean(review.respondedAt))
  return {
    reviews,
    totalReviews: Number(body.totalReviews ?? reviews.length) || 0,
  }
}

/**
 * `authorization`: the bearer token of an owner or admin previewing a hidden venue (its reviews are theirs
 * only, so never cached); without it, the public reviews, cached briefly.
 */
export function createReviewsApi(requestUrl: URL, authorization?: string | null) {
  const base = apiBaseUrl(requestUrl)
  return {
    /** GET /api/{events|venues|users}/{id}/reviews/summary; null when it fails. */
    summary(kind: ReviewTarget, id: number): Promise<ReviewSummary | null> {
      const path = `/api/${SEGMENT[kind]}/${id}/reviews/summary`
      if (authorization) return getDataAs<ReviewSummary>(base, path, { authorization }).catch(() => null)
      return remember(base + path, reviewsTtlMs(), () => getData<ReviewSummary>(base, path), null, 'review summary')
    },

    /** GET /api/{events|venues|users}/{id}/reviews?page=&perPage=; null when it fails. */
    list(kind: ReviewTarget, id: number, page: number, perPage: number): Promise<ReviewPage | null> {
      const path = `/api/${SEGMENT[kind]}/${id}/reviews?page=${page}&perPage=${perPage}`
      if (authorization) return getReviewPage(base, path, authorization).catch(() => null)
      return remember(base + path, reviewsTtlMs(), () => getReviewPage(base, path), null, 'reviews')
    },
  }
}

/** The reviewer's name as shown: anonymous → 'Anonieme reviewer'; none → 'Onbekende reviewer' (SPEC §8). */
export function reviewerName(review: PublicReview): string | null {
  if (review.isAnonymous) return null
  const r = review.reviewer
  if (!r) return null
  const name =
    r.displayName?.trim() ||
    r.organizationName?.trim() ||
    r.companyName?.trim() ||
    [r.firstName, r.lastName]
      .filter((part) => part && part.trim())
      .join(' ')
      .trim()
  return name || null
}

export type InviteLookup = { state: 'ok'; invite: ReviewInvite } | { state: 'not-found' | 'expired' | 'used' } | { state: 'error' }

/** GET /api/reviews/invite/{token} for the /review page: what the invitation lets its holder review, never cached. */
export async function lookupInvite(requestUrl: URL, token: string): Promise<InviteLookup> {
  const path = `/api/reviews/invite/${encodeURIComponent(token)}`
  try {
    const response = await fetch(new URL(path, apiBaseUrl(requestUrl)), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(3_000),
    })
    const body = (await response.json().catch(() => ({}))) as { data?: ReviewInvite; code?: ReviewErrorCode }
    if (response.ok && body.data) return { state: 'ok', invite: body.data }
    if (body.code === 'REVIEW_INVITE_EXPIRED') return { state: 'expired' }
    if (body.code === 'REVIEW_INVITE_USED') return { state: 'used' }
    if (response.status === 404 || response.status === 400 || response.status === 422) return { state: 'not-found' }
    console.error(`[storefront] GET /api/reviews/invite/… answered ${response.status}`)
  } catch (error) {
    console.error('[storefront] review invitation lookup failed:', error instanceof Error ? error.message : error)
  }
  return { state: 'error' }
}
