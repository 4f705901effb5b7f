/* An admin's decision on a review (PUT /api/admin/review-moderation/{id}). */
import { request } from '../../http'
import type { ModerationAction } from '#domain/reviews'

export function decide(id: number, action: ModerationAction, reason?: string) {
  return request(`/api/admin/review-moderation/${id}`, { method: 'PUT', body: JSON.stringify({ action, reason }) })
}
