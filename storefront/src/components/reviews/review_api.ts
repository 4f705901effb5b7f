/*
 * Browser calls of the review form (contract in domain/reviews.ts), through the shared apiCall
 * (cookies, bearer token, typed result, SPEC §8 message rule).
 */
import type { ReviewEligibility, ReviewSubmission, ReviewSubmissionAnswer } from '#domain/reviews'
import { apiCall, type ApiResult } from '../../lib/api/auth'
import type { ReviewTargetRef } from './review_form'

export const reviewFormApi = {
  /** GET /api/reviews/eligibility: whether this person may review the target (signed out: never, reason sign_in_required). */
  async eligibility(target: ReviewTargetRef, token: string | null): Promise<ApiResult<ReviewEligibility>> {
    const query = new URLSearchParams({ reviewType: target.reviewType, targetId: String(target.targetId) })
    const result = await apiCall<{ data: ReviewEligibility }>('GET', `/api/reviews/eligibility?${query}`, { token })
    return result.ok ? { ok: true, status: result.status, data: result.data.data } : result
  },

  /** POST /api/reviews. */
  submit(submission: ReviewSubmission, token: string | null): Promise<ApiResult<ReviewSubmissionAnswer>> {
    return apiCall<ReviewSubmissionAnswer>('POST', '/api/reviews', { body: submission, token })
  },
}
