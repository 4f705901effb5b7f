/*
 * Checkout questions (docs/questions.md): which questions a cart is asked, and whether an answer is one. Pure, so the
 * API (api/services/questions/) refuses what the storefront's checkout step and the counter screen already check.
 * It speaks in codes and values; the pages word them in the reader's language.
 */
import { isEmail, isE164, normalizePhone } from './auth_rules.js'
import { DEFAULT_LANGUAGE, type Language, type TranslatedLanguage } from './languages.js'

export const QUESTION_TYPES = [
  'short_text',
  'long_text',
  'choice',
  'multiple_choice',
  'yes_no',
  'number',
  'date',
  'phone',
  'email',
] as const
export type QuestionType = (typeof QUESTION_TYPES)[number]

export const QUESTION_SCOPES = ['order', 'ticket'] as const
/** 'order': asked once per order; 'ticket': once per seat (the attendee's name is the common one). */
export type QuestionScope = (typeof QUESTION_SCOPES)[number]

/** The types whose answer is one or more of the question's options. */
export const CHOICE_TYPES: readonly QuestionType[] = ['choice', 'multiple_choice']

export const QUESTION_LABEL_MAX = 200
export const QUESTION_OPTIONS_MAX = 50
export const QUESTION_OPTION_MAX = 100
export const SHORT_TEXT_MAX = 200
export const LONG_TEXT_MAX = 2000

export interface QuestionTranslation {
  label: string
  /** The options in this language, in the same order as the organizer's; a missing one falls back to theirs. */
  options?: string[]
}

export type QuestionTranslations = Partial<Record<TranslatedLanguage, QuestionTranslation>>

/** What a buyer's checkout needs of a question (the API's public read gives exactly this). */
export interface CheckoutQuestion {
  id: number
  label: string
  type: QuestionType
  options: string[]
  required: boolean
  scope: QuestionScope
  /** Asked only for these ticket types; null = every type of the event. */
  ticketTypeIds: number[] | null
  translations?: QuestionTranslations | null
}

export interface CartSeatLine {
  ticketTypeId: number
  quantity: number
}

/** A value as stored: a text, a number, yes/no, or the options chosen. */
export type AnswerValue = string | number | boolean | string[]

/** An answer as a body carries it: `ticketIndex` for a per-ticket question (0-based seat, see seatTypes). */
export interface AnswerInput {
  questionId: number
  ticketIndex?: number | null
  value?: unknown
}

export interface CheckedAnswer {
  questionId: number
  ticketIndex: number | null
  value: AnswerValue
}

export type AnswerProblemCode =
  /** Required and not answered. */
  | 'required'
  /** Not a value of the question's type (a text for a number, a malformed date, phone or e-mail). */
  | 'invalid'
  /** A choice that is not one of the options. */
  | 'not_an_option'
  /** Longer than the type allows. */
  | 'too_long'
  /** A question this cart is not asked (another event's, another ticket type's, a seat that does not exist). */
  | 'not_asked'

export interface AnswerProblem {
  questionId: number
  ticketIndex: number | null
  code: AnswerProblemCode
}

/**
 * The ticket type of every seat of a cart, in the order issueTickets creates the tickets: lines by ticket type id
 * (the normalized cart), then position. A per-ticket answer's ticketIndex is an index into this list.
 */
export function seatTypes(cart: readonly CartSeatLine[]): number[] {
  const merged = new Map<number, number>()
  for (const line of cart) merged.set(line.ticketTypeId, (merged.get(line.ticketTypeId) ?? 0) + line.quantity)
  return [...merged]
    .filter(([, quantity]) => quantity > 0)
    .sort(([a], [b]) => a - b)
    .flatMap(([ticketTypeId, quantity]) => Array.from({ length: quantity }, () => ticketTypeId))
}

function asksFor(question: Pick<CheckoutQuestion, 'ticketTypeIds'>, ticketTypeId: number): boolean {
  return question.ticketTypeIds === null || question.ticketTypeIds.length === 0 || question.ticketTypeIds.includes(ticketTypeId)
}

export interface AskedSlot<Q extends CheckoutQuestion = CheckoutQuestion> {
  question: Q
  /** null for a per-order question. */
  ticketIndex: number | null
}

/** Every answer a cart asks for, in the order a checkout shows them: per-order questions, then per seat. */
export function askedSlots<Q extends CheckoutQuestion>(questions: readonly Q[], cart: readonly CartSeatLine[]): AskedSlot<Q>[] {
  const seats = seatTypes(cart)
  const slots: AskedSlot<Q>[] = []
  for (const question of questions) {
    if (question.scope === 'order' && seats.some((type) => asksFor(question, type))) slots.push({ question, ticketIndex: null })
  }
  seats.forEach((type, ticketIndex) => {
    for (const question of questions) {
      if (question.scope === 'ticket' && asksFor(question, type)) slots.push({ question, ticketIndex })
    }
  })
  return slots
}

/** Nothing given: undefined, null, a blank text, no options chosen. false is an answer (yes/no: no). */
export function isBlankAnswer(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  )
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

function isCalendarDate(text: string): boolean {
  const match = DATE_PATTERN.exec(text)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

type ValueCheck = { ok: true; value: AnswerValue } | { ok: false; code: AnswerProblemCode }

/** One answer (not blank) of a question of `type`, as stored: trimmed, a number as a number, a phone normalized. */
export function checkAnswerValue(question: Pick<CheckoutQuestion, 'type' | 'options'>, value: unknown): ValueCheck {
  const invalid = { ok: false as const, code: 'invalid' as const }
  switch (question.type) {
    case 'short_text':
    case 'long_text': {
      if (typeof value !== 'string') return invalid
      const text = value.trim()
      const max = question.type === 'short_text' ? SHORT_TEXT_MAX : LONG_TEXT_MAX
      return text.length > max ? { ok: false, code: 'too_long' } : { ok: true, value: text }
    }
    case 'choice':
      if (typeof value !== 'string') return invalid
      return question.options.includes(value) ? { ok: true, value } : { ok: false, code: 'not_an_option' }
    case 'multiple_choice': {
      if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) return invalid
      const chosen = [...new Set(value as string[])]
      if (chosen.some((item) => !question.options.includes(item))) return { ok: false, code: 'not_an_option' }
      // In the organizer's order, whatever order they were ticked in.
      return { ok: true, value: question.options.filter((option) => chosen.includes(option)) }
    }
    case 'yes_no':
      return typeof value === 'boolean' ? { ok: true, value } : invalid
    case 'number': {
      const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim().replace(',', '.')) : NaN
      return Number.isFinite(number) ? { ok: true, value: number } : invalid
    }
    case 'date':
      return typeof value === 'string' && isCalendarDate(value.trim()) ? { ok: true, value: value.trim() } : invalid
    case 'phone':
      return typeof value === 'string' && isE164(value) ? { ok: true, value: normalizePhone(value) } : invalid
    case 'email':
      return typeof value === 'string' && isEmail(value.trim()) ? { ok: true, value: value.trim() } : invalid
  }
}

function slotKey(questionId: number, ticketIndex: number | null): string {
  return `${questionId}:${ticketIndex ?? ''}`
}

/**
 * The answers of a cart, checked against the questions it is asked: every required one answered, each value of its
 * type and in its options, nothing answered that is not asked. Blank answers to optional questions are dropped.
 * The problems: answers to questions not asked first, then the rest in the order of askedSlots (a form's order).
 */
export function checkAnswers(
  questions: readonly CheckoutQuestion[],
  cart: readonly CartSeatLine[],
  answers: readonly AnswerInput[]
): { answers: CheckedAnswer[]; problems: AnswerProblem[] } {
  const slots = askedSlots(questions, cart)
  const asked = new Map(slots.map((slot) => [slotKey(slot.question.id, slot.ticketIndex), slot]))
  const given = new Map<string, AnswerInput>()
  const problems: AnswerProblem[] = []
  for (const answer of answers) {
    const ticketIndex = answer.ticketIndex ?? null
    const key = slotKey(answer.questionId, ticketIndex)
    if (!asked.has(key)) {
      if (!isBlankAnswer(answer.value)) problems.push({ questionId: answer.questionId, ticketIndex, code: 'not_asked' })
      continue
    }
    given.set(key, answer)
  }
  const checked: CheckedAnswer[] = []
  for (const slot of slots) {
    const answer = given.get(slotKey(slot.question.id, slot.ticketIndex))
    const at = { questionId: slot.question.id, ticketIndex: slot.ticketIndex }
    if (!answer || isBlankAnswer(answer.value)) {
      if (slot.question.required) problems.push({ ...at, code: 'required' })
      continue
    }
    const result = checkAnswerValue(slot.question, answer.value)
    if (result.ok) checked.push({ ...at, value: result.value })
    else problems.push({ ...at, code: result.code })
  }
  return { answers: checked, problems }
}

/** Only the problems of the questions the counter may skip: every 'required' one (a seller gives a reason instead). */
export function withoutRequired(problems: readonly AnswerProblem[]): AnswerProblem[] {
  return problems.filter((problem) => problem.code !== 'required')
}

/** The question's label and options in `lang`, the organizer's where a translation is missing. */
export function questionText(
  question: Pick<CheckoutQuestion, 'label' | 'options' | 'translations'>,
  lang: Language
): { label: string; options: string[] } {
  const translation = lang === DEFAULT_LANGUAGE ? undefined : question.translations?.[lang as TranslatedLanguage]
  return {
    label: translation?.label?.trim() || question.label,
    options: question.options.map((option, index) => translation?.options?.[index]?.trim() || option),
  }
}

/** A choice answer in `lang`: each chosen option by its place among the organizer's (other values unchanged). */
export function answerInLanguage(
  question: Pick<CheckoutQuestion, 'label' | 'options' | 'translations'>,
  value: AnswerValue,
  lang: Language
): AnswerValue {
  const { options } = questionText(question, lang)
  const translate = (item: string) => {
    const index = question.options.indexOf(item)
    return index === -1 ? item : options[index]
  }
  if (Array.isArray(value)) return value.map(translate)
  return typeof value === 'string' ? translate(value) : value
}

/** An answer as one line of text (CSV, ticket, order page); yes/no in the reader's words. */
export function answerText(value: AnswerValue, words: { yes: string; no: string }): string {
  if (typeof value === 'boolean') return value ? words.yes : words.no
  if (Array.isArray(value)) return value.join(', ')
  return String(value)
}

/** What an organizer's question must be, beyond the shape the API's validator checks; a list of codes. */
export type QuestionRuleCode = 'options_needed' | 'options_not_allowed' | 'options_duplicate'

export function questionRuleProblems(question: { type: QuestionType; options?: readonly string[] | null }): QuestionRuleCode[] {
  const options = (question.options ?? []).map((option) => option.trim())
  if (CHOICE_TYPES.includes(question.type)) {
    if (options.filter((option) => option !== '').length < 2 || options.some((option) => option === '')) return ['options_needed']
    if (new Set(options).size !== options.length) return ['options_duplicate']
    return []
  }
  return options.length > 0 ? ['options_not_allowed'] : []
}
