/*
 * The checkout's answers as this browser keeps them (docs/questions.md), one event at a time, beside the saved payment
 * state: a checkout the hold timer resumes keeps them; payment_state.ts forgetPaymentState forgets them with it.
 */
export const ANSWERS_KEY = 'checkoutAnswers'

/** By slot ('questionId:ticketIndex'). */
export type Answers = Record<string, unknown>

export function readAnswers(eventId: number): Answers {
  try {
    const saved = JSON.parse(localStorage.getItem(ANSWERS_KEY) ?? 'null') as { eventId?: number; answers?: Answers } | null
    return saved?.eventId === eventId && saved.answers && typeof saved.answers === 'object' ? saved.answers : {}
  } catch {
    return {}
  }
}

export function writeAnswers(eventId: number, answers: Answers) {
  try {
    localStorage.setItem(ANSWERS_KEY, JSON.stringify({ eventId, answers }))
  } catch {
    // A browser that keeps nothing only loses the answers on a reload.
  }
}

export function forgetAnswers() {
  try {
    localStorage.removeItem(ANSWERS_KEY)
  } catch {
    // Nothing was kept.
  }
}
