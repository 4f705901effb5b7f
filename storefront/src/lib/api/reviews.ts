/*
 * Reviews of events, venues and organizers (SPEC §7 "Reviews and likes"): summaries, lists and invitations read
 * on the server (the API lists only reviews with respondedAt, SPEC §9; the page shows what it gets), and the
 * review form's eligibility check and submission in the browser.
 */
import type { PublicReview, ReviewSummary } from '#domain/catalogue_types'
import type {
  ReviewEligibility,
  ReviewErrorCode,
  ReviewInvite,
  ReviewSubmission,
  ReviewSubmissionAnswer,
  ReviewTypeName,
} from '#domain/reviews'
import { SHORT_TIMEOUT_MS, errorText, serverClient, type ServerClient } from './server.js'
import { apiCall, type ApiResult } from './browser.js'

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

/* Server reads */

/** The list endpoint answers `{ success, reviews, totalReviews }`, not the usual `data` envelope. */
async function getReviewPage(api: ServerClient, path: string, authorization?: string | null): Promise<ReviewPage> {
  const answer = await api.answer<{ success?: boolean; reviews?: PublicReview[]; totalReviews?: number }>(path, {
    viewer: authorization ? { authorization } : undefined,
    timeoutMs: SHORT_TIMEOUT_MS,
  })
  if (!answer.ok) throw new Error(`GET ${path} answered ${answer.status}`)
  const body = answer.body
  if (!body || body.success === false || !Array.isArray(body.reviews)) throw new Error(`GET ${path} answered no reviews`)
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
  const api = serverClient(requestUrl)
  return {
    /** GET /api/{events|venues|users}/{id}/reviews/summary; null when it fails. */
    summary(kind: ReviewTarget, id: number): Promise<ReviewSummary | null> {
      const path = `/api/${SEGMENT[kind]}/${id}/reviews/summary`
      if (authorization) {
        return api.data<ReviewSummary>(path, { viewer: { authorization }, timeoutMs: SHORT_TIMEOUT_MS }).catch(() => null)
      }
      return api.cached(path, { ttlMs: reviewsTtlMs() }, () => api.data<ReviewSummary>(path), null, 'review summary')
    },

    /** GET /api/{events|venues|users}/{id}/reviews?page=&perPage=; null when it fails. */
    list(kind: ReviewTarget, id: number, page: number, perPage: number): Promise<ReviewPage | null> {
      const path = `/api/${SEGMENT[kind]}/${id}/reviews?page=${page}&perPage=${perPage}`
      if (authorization) return getReviewPage(api, path, authorization).catch(() => null)
      return api.cached(path, { ttlMs: reviewsTtlMs() }, () => getReviewPage(api, path), null, 'reviews')
    },
  }
}

export type InviteLookup = { state: 'ok'; invite: ReviewInvite } | { state: 'not-found' | 'expired' | 'used' } | { state: 'error' }

/** GET /api/reviews/invite/{token} for the /review page: what the invitation lets its holder review, never cached. */
export async function lookupInvite(requestUrl: URL, token: string): Promise<InviteLookup> {
  try {
    const answer = await serverClient(requestUrl).answer<{ data?: ReviewInvite; code?: ReviewErrorCode }>(
      `/api/reviews/invite/${encodeURIComponent(token)}`,
      { timeoutMs: SHORT_TIMEOUT_MS }
    )
    const body = answer.body ?? {}
    if (answer.ok && body.data) return { state: 'ok', invite: body.data }
    if (body.code === 'REVIEW_INVITE_EXPIRED') return { state: 'expired' }
    if (body.code === 'REVIEW_INVITE_USED') return { state: 'used' }
    if (answer.status === 404 || answer.status === 400 || answer.status === 422) return { state: 'not-found' }
    console.error(`[storefront] GET /api/reviews/invite/… answered ${answer.status}`)
  } catch (error) {
    console.error('[storefront] review invitation lookup failed:', errorText(error))
  }
  return { state: 'error' }
}

/* Browser calls */

export const reviewsApi = {
  /** GET /api/reviews/eligibility: whether this person may review the target (signed out: never, reason sign_in_required). */
  async eligibility(target: { reviewType: ReviewTypeName; targetId: number }, token: string | null): Promise<ApiResult<ReviewEligibility>> {
    const query = new URLSearchParams({ reviewType: target.reviewType, targetId: String(target.targetId) })
    const result = await apiCall<{ data: ReviewEligibility }>('GET', `/api/reviews/eligibility?${query}`, { token })
    return result.ok ? { ok: true, status: result.status, data: result.data.data } : result
  },

  /** POST /api/reviews. */
  submit(submission: ReviewSubmission, token: string | null): Promise<ApiResult<ReviewSubmissionAnswer>> {
    return apiCall<ReviewSubmissionAnswer>('POST', '/api/reviews', { body: submission, token })
  },
}
