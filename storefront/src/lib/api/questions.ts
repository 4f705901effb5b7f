/* Checkout questions (docs/questions.md): a published event's questions, as its checkout asks them. */
import type { CheckoutQuestion } from '#domain/questions'
import { apiCall } from './browser.js'

export const questionsApi = {
  /** GET /api/events/{id}/questions (never cached: the organizer may have just changed them). */
  forEvent(eventId: number) {
    return apiCall<{ data: CheckoutQuestion[] }>('GET', `/api/events/${eventId}/questions`, { cache: 'no-store' })
  },
}
