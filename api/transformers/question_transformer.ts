import type EventQuestion from '#models/event_question'
import type { CheckoutQuestion } from '#domain/questions'

/** What a buyer's checkout (and a counter screen) needs of a question: GET /api/events/{id}/questions. */
export function checkoutQuestion(question: EventQuestion): CheckoutQuestion {
  return {
    id: question.id,
    label: question.label,
    type: question.type,
    options: question.options ?? [],
    required: question.required,
    scope: question.scope,
    ticketTypeIds: question.ticketTypeIds,
    translations: question.translations ?? {},
  }
}

/** The whole question as its organizer edits it. */
export function organizerQuestion(question: EventQuestion) {
  return {
    ...checkoutQuestion(question),
    eventId: question.eventId,
    printOnTicket: question.printOnTicket,
    sortOrder: question.sortOrder,
    createdAt: question.createdAt.toISO(),
    updatedAt: question.updatedAt.toISO(),
  }
}
