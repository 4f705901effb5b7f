/*
 * An event's checkout questions as its organizer keeps them (docs/questions.md), and the buyer's read of a published
 * event's questions. A question that has answers is archived instead of deleted, so orders and the CSV keep them.
 */
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type Event from '#models/event'
import EventQuestion from '#models/event_question'
import EventModel from '#models/event'
import { DomainError } from '#exceptions/domain_error'
import { questionRuleProblems, type QuestionScope, type QuestionTranslations, type QuestionType } from '#domain/questions'

export interface QuestionInput {
  label: string
  type: QuestionType
  options?: string[] | null
  required?: boolean
  scope: QuestionScope
  ticketTypeIds?: number[] | null
  printOnTicket?: boolean
  translations?: QuestionTranslations | null
  sortOrder?: number
}

const RULE_ERRORS = {
  options_needed: 'QUESTION_OPTIONS_NEEDED',
  options_duplicate: 'QUESTION_OPTIONS_DUPLICATE',
  options_not_allowed: 'QUESTION_OPTIONS_NOT_ALLOWED',
} as const

/** The options kept trimmed; a choice needs two or more, other types none; the ticket types must be the event's. */
async function checkedColumns(eventId: number, input: QuestionInput) {
  const options = (input.options ?? []).map((option) => option.trim())
  const problem = questionRuleProblems({ type: input.type, options })[0]
  if (problem) throw new DomainError(RULE_ERRORS[problem], { field: 'options' })
  const ticketTypeIds =
    input.ticketTypeIds && input.ticketTypeIds.length > 0 ? [...new Set(input.ticketTypeIds)].sort((a, b) => a - b) : null
  if (ticketTypeIds) {
    const found = await db.from('ticket_types').where('event_id', eventId).whereIn('id', ticketTypeIds).count('* as n').first()
    if (Number(found?.n ?? 0) !== ticketTypeIds.length) throw new DomainError('QUESTION_TICKET_TYPE_UNKNOWN', { field: 'ticketTypeIds' })
  }
  return {
    label: input.label.trim(),
    type: input.type,
    options,
    required: input.required ?? false,
    scope: input.scope,
    ticketTypeIds,
    printOnTicket: input.printOnTicket ?? false,
    translations: input.translations ?? {},
    ...(input.sortOrder !== undefined && { sortOrder: input.sortOrder }),
  }
}

/** The event's questions in the order a checkout asks them (archived ones left out). */
export function activeQuestions(eventId: number, client?: QueryClientContract): Promise<EventQuestion[]> {
  return EventQuestion.query(client ? { client } : {})
    .where('event_id', eventId)
    .whereNull('archived_at')
    .orderBy('sort_order')
    .orderBy('id')
}

export async function createQuestion(event: Event, input: QuestionInput): Promise<EventQuestion> {
  const columns = await checkedColumns(event.id, input)
  const sortOrder = columns.sortOrder ?? (await nextSortOrder(event.id))
  return EventQuestion.create({ ...columns, sortOrder, eventId: event.id })
}

async function nextSortOrder(eventId: number): Promise<number> {
  const row = await db.from('event_questions').where('event_id', eventId).max('sort_order as max').first()
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1
}

/** A PUT replaces the question's fields (the editor sends the whole question). */
export async function updateQuestion(question: EventQuestion, input: QuestionInput): Promise<EventQuestion> {
  question.merge(await checkedColumns(question.eventId, input))
  await question.save()
  return question
}

/** Deleted, or archived when buyers already answered it. */
export async function deleteQuestion(question: EventQuestion): Promise<'deleted' | 'archived'> {
  const answered = await db.from('question_answers').where('question_id', question.id).select('id').first()
  if (answered) {
    question.archivedAt = DateTime.now()
    await question.save()
    return 'archived'
  }
  await question.delete()
  return 'deleted'
}

/** GET /api/events/{id}/questions: a published event's questions for its checkout; an unpublished event is a 404. */
export async function publicQuestions(eventId: number | null): Promise<EventQuestion[]> {
  const event = eventId === null ? null : await EventModel.find(eventId)
  if (!event || !event.isPublished) throw new DomainError('EVENT_NOT_FOUND')
  return activeQuestions(event.id)
}
