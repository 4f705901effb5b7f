/* An event's checkout questions as the back office calls them (docs/questions.md). */
import { apiJson } from '../events/api'
import type { CheckoutQuestion, QuestionScope, QuestionTranslations, QuestionType } from '#domain/questions'

export interface OrganizerQuestion extends CheckoutQuestion {
  eventId: number
  printOnTicket: boolean
  sortOrder: number
}

export interface QuestionPayload {
  label: string
  type: QuestionType
  options: string[]
  required: boolean
  scope: QuestionScope
  ticketTypeIds: number[] | null
  printOnTicket: boolean
  translations: QuestionTranslations
  sortOrder?: number
}

export const questionsApi = {
  list: async (eventId: number) => (await apiJson<{ data: OrganizerQuestion[] }>(`/api/events/${eventId}/questions/manage`)).data,
  create: async (eventId: number, body: QuestionPayload) =>
    (await apiJson<{ data: OrganizerQuestion }>(`/api/events/${eventId}/questions`, { method: 'POST', body })).data,
  update: async (id: number, body: QuestionPayload) =>
    (await apiJson<{ data: OrganizerQuestion }>(`/api/questions/${id}`, { method: 'PUT', body })).data,
  remove: async (id: number) => (await apiJson<{ result: 'deleted' | 'archived' }>(`/api/questions/${id}`, { method: 'DELETE' })).result,
}

/** An order's answer as GET /api/orders/{id} gives it (api/services/questions/answer_service.ts AnswerView). */
export interface OrderAnswer {
  questionId: number
  label: string
  type: QuestionType
  ticketIndex: number | null
  ticketId: number | null
  value: string | number | boolean | string[]
}
