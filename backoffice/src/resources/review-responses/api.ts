/* The organizer's or venue operator's answer to a review (PUT /api/review-responses/{id}). */
import { request } from '../../http'

export function respond(id: number, response: string) {
  return request(`/api/review-responses/${id}`, { method: 'PUT', body: JSON.stringify({ response }) })
}
