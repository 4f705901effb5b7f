/*
 * The checkout's questions step (docs/questions.md): the event's questions for this cart, the buyer's answers, and
 * their check by domain/questions.ts (the API runs the same). The answers are kept in this browser beside the saved
 * payment state (payment_state.ts), so a checkout the hold timer resumes, or one started again after it ran out,
 * keeps them; forgetPaymentState forgets them too.
 */
import { useEffect, useMemo, useState } from 'react'
import { askedSlots, checkAnswers, type AnswerInput, type AnswerProblem, type CheckoutQuestion } from '#domain/questions'
import { questionsApi } from '../../../lib/api/questions'
import type { CartLine } from '../selection'
import { readAnswers, writeAnswers, type Answers } from './answers_store'

/** One answer's place: the question, and the seat for a per-ticket question ('' for a per-order one). */
export const slotKey = (questionId: number, ticketIndex: number | null) => `${questionId}:${ticketIndex ?? ''}`

export interface QuestionsStep {
  /** null while loading (or for a listing, which has no questions). */
  questions: CheckoutQuestion[] | null
  loadFailed: boolean
  slots: ReturnType<typeof askedSlots<CheckoutQuestion>>
  answers: Answers
  setAnswer: (questionId: number, ticketIndex: number | null, value: unknown) => void
  problems: Record<string, AnswerProblem['code']>
  /** Checks every answer; false (and the problems shown) when one is missing or wrong. */
  validate: () => boolean
  /** The body's `answers`. */
  payload: () => AnswerInput[]
}

export function useQuestionsStep(eventId: number, lines: CartLine[], enabled: boolean): QuestionsStep {
  const [questions, setQuestions] = useState<CheckoutQuestion[] | null>(enabled ? null : [])
  const [loadFailed, setLoadFailed] = useState(false)
  const [answers, setAnswers] = useState<Answers>(() => (enabled ? readAnswers(eventId) : {}))
  const [problems, setProblems] = useState<Record<string, AnswerProblem['code']>>({})

  useEffect(() => {
    if (!enabled) return
    let alive = true
    void questionsApi.forEvent(eventId).then((result) => {
      if (!alive) return
      if (result.ok) setQuestions(result.data.data)
      else setLoadFailed(true)
    })
    return () => {
      alive = false
    }
  }, [enabled, eventId])

  const slots = useMemo(() => askedSlots(questions ?? [], lines), [questions, lines])

  const payload = (): AnswerInput[] =>
    slots.map(({ question, ticketIndex }) => ({
      questionId: question.id,
      ticketIndex,
      value: answers[slotKey(question.id, ticketIndex)] ?? null,
    }))

  function problemsOf(current: AnswerInput[]) {
    const found = checkAnswers(questions ?? [], lines, current).problems
    return Object.fromEntries(found.map((problem) => [slotKey(problem.questionId, problem.ticketIndex), problem.code]))
  }

  return {
    questions,
    loadFailed,
    slots,
    answers,
    problems,
    setAnswer(questionId, ticketIndex, value) {
      const key = slotKey(questionId, ticketIndex)
      setAnswers((current) => {
        const next = { ...current, [key]: value }
        writeAnswers(eventId, next)
        return next
      })
      // A shown problem goes as soon as the answer is right; new ones wait for the next submit.
      if (problems[key]) {
        setProblems((shown) => {
          const rest = { ...shown }
          delete rest[key]
          return rest
        })
      }
    },
    validate() {
      // Still loading: wait. Not loaded: the API checks the answers and names a missing one.
      if (questions === null) return loadFailed || !enabled
      const found = problemsOf(payload())
      setProblems(found)
      const first = Object.keys(found)[0]
      if (first) document.getElementById(`question-${first.replace(':', '-')}`)?.focus()
      return first === undefined
    },
    payload,
  }
}
