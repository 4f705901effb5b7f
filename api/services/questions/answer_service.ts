/*
 * The buyers' answers to an event's checkout questions (docs/questions.md): checked beside every channel's prepare
 * step (domain/questions.ts decides), written in the order's transaction, and read for the order page, the attendees
 * CSV, the scanner and the ticket. A per-ticket answer is stored with its seat's index (migration 0113); a ticket finds
 * its seat by its place among the order's issued tickets (ticket type id, then id), a transferred ticket by the
 * ticket its chain started from.
 */
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DomainError } from '#exceptions/domain_error'
import { textOf, type MessageRef } from '#exceptions/messages'
import { activeQuestions } from '#services/questions/question_service'
import type EventQuestion from '#models/event_question'
import {
  checkAnswers,
  withoutRequired,
  type AnswerInput,
  type AnswerProblem,
  type AnswerValue,
  type CartSeatLine,
  type CheckedAnswer,
  type QuestionTranslations,
  type QuestionType,
} from '#domain/questions'

/** What a checkout writes with its order: the answers, and a counter seller's reason for skipping required ones. */
export interface OrderAnswers {
  answers: CheckedAnswer[]
  skipReason: string | null
}

export const NO_ANSWERS: OrderAnswers = { answers: [], skipReason: null }

function problemText(problem: AnswerProblem, label: string): MessageRef {
  switch (problem.code) {
    case 'required':
      return problem.ticketIndex === null
        ? { key: 'QUESTION_ANSWER_REQUIRED', params: { label } }
        : { key: 'QUESTION_ANSWER_REQUIRED_TICKET', params: { label, ticket: problem.ticketIndex + 1 } }
    case 'invalid':
      return { key: 'QUESTION_ANSWER_INVALID', params: { label } }
    case 'not_an_option':
      return { key: 'QUESTION_ANSWER_NOT_AN_OPTION', params: { label } }
    case 'too_long':
      return { key: 'QUESTION_ANSWER_TOO_LONG', params: { label } }
    case 'not_asked':
      return 'QUESTION_NOT_ASKED'
  }
}

/** The 422 of a checkout's answers: every problem under `answers.<questionId>[.<ticketIndex>]`, the first one on top. */
function answersRefused(problems: AnswerProblem[], questions: EventQuestion[]): DomainError {
  const labels = new Map(questions.map((question) => [question.id, question.label]))
  const errors: Record<string, MessageRef[]> = {}
  for (const problem of problems) {
    const field = problem.ticketIndex === null ? `answers.${problem.questionId}` : `answers.${problem.questionId}.${problem.ticketIndex}`
    ;(errors[field] ??= []).push(problemText(problem, labels.get(problem.questionId) ?? ''))
  }
  const details = { questions: problems }
  const first = problems[0]
  if (first.code !== 'required') return DomainError.fields('VALIDATION_ERROR', errors, details)
  const texts = Object.fromEntries(Object.entries(errors).map(([field, refs]) => [field, refs.map(textOf)]))
  const label = labels.get(first.questionId) ?? ''
  return first.ticketIndex === null
    ? new DomainError('QUESTION_ANSWER_REQUIRED', { params: { label }, details: { errors: texts, ...details } })
    : new DomainError('QUESTION_ANSWER_REQUIRED_TICKET', {
        params: { label, ticket: first.ticketIndex + 1 },
        details: { errors: texts, ...details },
      })
}

/**
 * The answers of a checkout of `cart` for the event, or the 422 naming the first question not answered right. A
 * counter seller may give `skipReason` instead of the required answers (the web's validators never carry one).
 */
export async function checkoutAnswers(
  eventId: number,
  cart: readonly CartSeatLine[],
  answers: readonly AnswerInput[] | null | undefined,
  skipReason: string | null = null,
  client?: QueryClientContract
): Promise<OrderAnswers> {
  // Inside a sale's transaction (the counter), read in it: a second connection per sale can drain the pool in a rush.
  const questions = await activeQuestions(eventId, client)
  if (questions.length === 0 && (answers ?? []).length === 0) return NO_ANSWERS
  const checked = checkAnswers(questions, cart, answers ?? [])
  const reason = skipReason?.trim() || null
  const problems = reason ? withoutRequired(checked.problems) : checked.problems
  if (problems.length > 0) throw answersRefused(problems, questions)
  const skipped = reason !== null && checked.problems.length > 0
  return { answers: checked.answers, skipReason: skipped ? reason : null }
}

/** Writes a new order's answers in its transaction. */
export async function storeAnswers(orderId: number, { answers, skipReason }: OrderAnswers, trx: TransactionClientContract): Promise<void> {
  if (answers.length > 0) {
    const now = new Date()
    await trx
      .insertQuery()
      .table('question_answers')
      .multiInsert(
        answers.map((answer) => ({
          order_id: orderId,
          question_id: answer.questionId,
          ticket_index: answer.ticketIndex,
          value: JSON.stringify(answer.value),
          created_at: now,
        }))
      )
  }
  if (skipReason) await trx.from('orders').where('id', orderId).update({ questions_skip_reason: skipReason })
}

export interface AnswerView {
  questionId: number
  label: string
  type: QuestionType
  scope: 'order' | 'ticket'
  printOnTicket: boolean
  /** null for a per-order answer. */
  ticketIndex: number | null
  /** The issued ticket of that seat (null before a paid order's tickets exist, and for a per-order answer). */
  ticketId: number | null
  value: AnswerValue
}

/** An order's answers in the order its checkout asked them, each per-ticket one with its ticket. */
export async function answersOfOrder(orderId: number, client: QueryClientContract = db.connection()): Promise<AnswerView[]> {
  const result = await client.rawQuery(
    `WITH seats AS (
       SELECT t.id, (row_number() OVER (ORDER BY t.ticket_type_id, t.id) - 1)::int AS seat
         FROM tickets t WHERE t.order_id = ? AND t.transferred_from_ticket_id IS NULL
     )
     SELECT a.question_id, a.ticket_index, a.value, q.label, q.type, q.scope, q.print_on_ticket, seats.id AS ticket_id
       FROM question_answers a
       JOIN event_questions q ON q.id = a.question_id
       LEFT JOIN seats ON seats.seat = a.ticket_index
      WHERE a.order_id = ?
      ORDER BY a.ticket_index NULLS FIRST, q.sort_order, q.id`,
    [orderId, orderId]
  )
  return result.rows.map((row: Record<string, unknown>): AnswerView => ({
    questionId: row.question_id as number,
    label: row.label as string,
    type: row.type as QuestionType,
    scope: row.scope as 'order' | 'ticket',
    printOnTicket: row.print_on_ticket as boolean,
    ticketIndex: row.ticket_index as number | null,
    ticketId: (row.ticket_id as number | null) ?? null,
    value: row.value as AnswerValue,
  }))
}

export interface TicketAnswer {
  questionId: number
  label: string
  type: QuestionType
  printOnTicket: boolean
  value: AnswerValue
  /** For the buyer's language (domain/questions.ts questionText, answerInLanguage). */
  options: string[]
  translations: QuestionTranslations
}

/**
 * The answers that belong to each ticket: its order's per-order answers and its seat's per-ticket ones (a transferred
 * ticket's seat is the one its chain started from). `printedOnly`: only questions marked 'print on ticket'.
 */
export async function answersOfTickets(
  ticketIds: readonly number[],
  printedOnly = false,
  client: QueryClientContract = db.connection()
): Promise<Map<number, TicketAnswer[]>> {
  const byTicket = new Map<number, TicketAnswer[]>()
  if (ticketIds.length === 0) return byTicket
  const result = await client.rawQuery(
    `WITH asked AS (
       SELECT t.id, t.order_id,
              COALESCE((SELECT tr.original_ticket_id FROM ticket_transfers tr WHERE tr.to_ticket_id = t.id LIMIT 1), t.id) AS original_id
         FROM tickets t WHERE t.id = ANY(?::int[])
     ), seated AS (
       SELECT asked.id, asked.order_id,
              (SELECT count(*) FROM tickets o JOIN tickets orig ON orig.id = asked.original_id
                WHERE o.order_id = asked.order_id AND o.transferred_from_ticket_id IS NULL
                  AND (o.ticket_type_id, o.id) < (orig.ticket_type_id, orig.id))::int AS seat
         FROM asked
     )
     SELECT seated.id AS ticket_id, a.question_id, a.value, q.label, q.type, q.print_on_ticket, q.options, q.translations
       FROM seated
       JOIN question_answers a ON a.order_id = seated.order_id AND (a.ticket_index IS NULL OR a.ticket_index = seated.seat)
       JOIN event_questions q ON q.id = a.question_id
      WHERE (? = false OR q.print_on_ticket)
      ORDER BY seated.id, a.ticket_index NULLS FIRST, q.sort_order, q.id`,
    [`{${ticketIds.join(',')}}`, printedOnly]
  )
  for (const row of result.rows as Record<string, unknown>[]) {
    const ticketId = row.ticket_id as number
    const list = byTicket.get(ticketId) ?? []
    list.push({
      questionId: row.question_id as number,
      label: row.label as string,
      type: row.type as QuestionType,
      printOnTicket: row.print_on_ticket as boolean,
      value: row.value as AnswerValue,
      options: (row.options as string[]) ?? [],
      translations: (row.translations as QuestionTranslations) ?? {},
    })
    byTicket.set(ticketId, list)
  }
  return byTicket
}

/** Every question of an event that the CSV gets a column for: the asked ones and archived ones that have answers. */
export function exportQuestions(eventId: number): Promise<{ id: number; label: string }[]> {
  return db
    .from('event_questions as q')
    .where('q.event_id', eventId)
    .where((query) =>
      query.whereNull('q.archived_at').orWhereExists((sub) => sub.from('question_answers as a').whereColumn('a.question_id', 'q.id'))
    )
    .orderBy('q.sort_order')
    .orderBy('q.id')
    .select('q.id', 'q.label')
}

/** The order page's part: the answers, and the counter seller's reason when the required ones were skipped. */
export async function orderAnswersView(orderId: number): Promise<{ answers: AnswerView[]; questionsSkipReason: string | null }> {
  const [answers, order] = await Promise.all([
    answersOfOrder(orderId),
    db.from('orders').where('id', orderId).select('questions_skip_reason').first(),
  ])
  return { answers, questionsSkipReason: order?.questions_skip_reason ?? null }
}

/**
 * A scan answer with the ticket's answers to the questions marked 'print on ticket' (the scanner's ticket detail);
 * an answer without a ticket is returned as it is.
 */
export async function withPrintedAnswers<A extends { ticket?: { id: number } }>(
  answer: A
): Promise<A & { ticket?: { answers?: TicketAnswer[] } }> {
  if (!answer.ticket) return answer
  const printed = (await answersOfTickets([answer.ticket.id], true)).get(answer.ticket.id) ?? []
  return printed.length === 0 ? answer : { ...answer, ticket: { ...answer.ticket, answers: printed } }
}
