/*
 * The attendees CSV's question columns (docs/questions.md): one per question of the event, after the fixed ones;
 * each ticket's cell holds its order's per-order answer or its seat's per-ticket answer. Answers are read per batch
 * of tickets, beside the batch itself, so the export stays streamed.
 */
import { text } from '#exceptions/messages'
import { answerText, type AnswerValue } from '#domain/questions'
import type { CsvValue } from '#domain/csv'
import { answersOfTickets, exportQuestions } from '#services/questions/answer_service'

export interface QuestionColumns {
  header: string[]
  /** Reads the answers of one batch's tickets (the batch before is forgotten). */
  readBatch(ticketIds: number[]): Promise<void>
  cells(ticketId: number): CsvValue[]
}

export async function questionColumns(eventId: number): Promise<QuestionColumns> {
  const questions = await exportQuestions(eventId)
  let answers = new Map<number, Map<number, AnswerValue>>()
  const words = { yes: text('CSV_YES'), no: text('CSV_NO') }
  return {
    header: questions.map((question) => question.label),
    async readBatch(ticketIds) {
      if (questions.length === 0) return
      const byTicket = await answersOfTickets(ticketIds)
      answers = new Map([...byTicket].map(([ticketId, list]) => [ticketId, new Map(list.map((a) => [a.questionId, a.value]))]))
    },
    cells(ticketId) {
      const own = answers.get(ticketId)
      return questions.map((question) => {
        const value = own?.get(question.id)
        return value === undefined ? null : answerText(value, words)
      })
    },
  }
}
