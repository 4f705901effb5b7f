/*
 * Whose a checkout question is: the organizer of its event (domain/resource_access.ts 'event-questions'). An unknown id
 * is a 404 for everyone, asked before whose it is.
 */
import type User from '#models/user'
import Event from '#models/event'
import EventQuestion from '#models/event_question'
import { DomainError } from '#exceptions/domain_error'
import type { ResourceAction } from '#domain/resource_access'
import { authorize } from '#policies/resource_policy'

export async function authorizeQuestionEvent(viewer: User | undefined, eventId: number | null, action: ResourceAction): Promise<Event> {
  const event = eventId === null ? null : await Event.find(eventId)
  if (!event) throw new DomainError('EVENT_NOT_FOUND')
  authorize(viewer, 'event-questions', action, { organizerId: event.organizerId })
  return event
}

export async function authorizeQuestion(
  viewer: User | undefined,
  id: number | null,
  action: ResourceAction
): Promise<{ question: EventQuestion; event: Event }> {
  const question = id === null ? null : await EventQuestion.query().where('id', id).whereNull('archived_at').first()
  if (!question) throw new DomainError('QUESTION_NOT_FOUND')
  const event = await Event.findOrFail(question.eventId)
  authorize(viewer, 'event-questions', action, { organizerId: event.organizerId })
  return { question, event }
}
