/*
 * The checkout's questions step (docs/questions.md), after the buyer's details: the per-order questions, then each
 * ticket's. Phone first: one column, whole-row labels and controls of at least 44px; choices as radio buttons and
 * check boxes rather than a select. Labels and options in the page's language (the organizer's where not translated);
 * a choice's value stays the organizer's option, which the API checks.
 */
import type { ReactNode } from 'react'
import { questionText, type AnswerProblem, type CheckoutQuestion } from '#domain/questions'
import { DEFAULT_LANGUAGE, type Language } from '#domain/languages'
import { pageLanguage } from '../../../lib/page_language'
import type { BuyTranslate } from '../messages'
import type { CartLine } from '../selection'
import { slotKey, type QuestionsStep } from './questions_state'

interface Props {
  step: QuestionsStep
  lines: CartLine[]
  t: BuyTranslate
}

/** The ticket type name of each seat, in the cart's seat order (domain/questions.ts seatTypes). */
function seatNames(lines: CartLine[]): string[] {
  return [...lines]
    .filter((line) => line.quantity > 0)
    .sort((a, b) => a.ticketTypeId - b.ticketTypeId)
    .flatMap((line) => Array.from({ length: line.quantity }, () => line.name))
}

function problemText(question: CheckoutQuestion, code: AnswerProblem['code'], t: BuyTranslate): string {
  if (
    code === 'invalid' &&
    (question.type === 'phone' || question.type === 'email' || question.type === 'number' || question.type === 'date')
  )
    return t(`buy.questions.error.${question.type}`)
  return t(`buy.questions.error.${code}`)
}

export function CheckoutQuestions({ step, lines, t }: Props) {
  if (step.loadFailed) {
    return (
      <p className="buy-questions-error" role="alert">
        {t('buy.questions.loadError')}
      </p>
    )
  }
  if (!step.questions || step.slots.length === 0) return null
  const lang: Language = pageLanguage() ?? DEFAULT_LANGUAGE
  const names = seatNames(lines)
  const orderSlots = step.slots.filter((slot) => slot.ticketIndex === null)
  const seats = [...new Set(step.slots.map((slot) => slot.ticketIndex).filter((index): index is number => index !== null))]

  const field = (question: CheckoutQuestion, ticketIndex: number | null) => {
    const key = slotKey(question.id, ticketIndex)
    return (
      <QuestionField
        key={key}
        id={`question-${question.id}-${ticketIndex ?? ''}`}
        question={question}
        lang={lang}
        value={step.answers[key]}
        onValue={(value) => step.setAnswer(question.id, ticketIndex, value)}
        error={step.problems[key] ? problemText(question, step.problems[key], t) : undefined}
        t={t}
      />
    )
  }

  return (
    <fieldset className="buy-fieldset buy-questions" data-testid="checkout-questions">
      <legend className="buy-legend">{t('buy.questions.title')}</legend>
      <p className="buy-questions-intro">{t('buy.questions.intro')}</p>
      {orderSlots.map((slot) => field(slot.question, null))}
      {seats.map((seat) => (
        <div key={seat} className="buy-questions-ticket" data-testid={`questions-ticket-${seat}`}>
          <p className="buy-label">{t('buy.questions.ticket', { number: seat + 1, name: names[seat] ?? '' })}</p>
          {step.slots.filter((slot) => slot.ticketIndex === seat).map((slot) => field(slot.question, seat))}
        </div>
      ))}
    </fieldset>
  )
}

interface FieldProps {
  id: string
  question: CheckoutQuestion
  lang: Language
  value: unknown
  onValue: (value: unknown) => void
  error?: string
  t: BuyTranslate
}

function QuestionField({ id, question, lang, value, onValue, error, t }: FieldProps) {
  const { label, options } = questionText(question, lang)
  const errorId = `${id}-error`
  const described = error ? errorId : undefined
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : ''
  const caption = (
    <>
      {label}
      {question.required ? (
        <>
          <span className="buy-questions-required" aria-hidden="true">
            {' *'}
          </span>
          <span className="visually-hidden"> ({t('buy.questions.required')})</span>
        </>
      ) : null}
    </>
  )
  const inputProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    'aria-required': question.required || undefined,
  }

  let control: ReactNode
  let grouped = false
  switch (question.type) {
    case 'long_text':
      control = <textarea {...inputProps} rows={3} value={text} onChange={(e) => onValue(e.target.value)} />
      break
    case 'choice':
    case 'yes_no':
    case 'multiple_choice': {
      grouped = true
      const choices: { value: unknown; label: string }[] =
        question.type === 'yes_no'
          ? [
              { value: true, label: t('buy.questions.yes') },
              { value: false, label: t('buy.questions.no') },
            ]
          : question.options.map((option, index) => ({ value: option, label: options[index] }))
      const chosen = Array.isArray(value) ? (value as unknown[]) : []
      control = (
        <div className="buy-questions-choices">
          {choices.map((choice, index) => {
            const multiple = question.type === 'multiple_choice'
            const checked = multiple ? chosen.includes(choice.value) : value === choice.value
            return (
              <label key={String(choice.value)} className="buy-questions-choice">
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  name={id}
                  id={index === 0 ? id : undefined}
                  checked={checked}
                  aria-describedby={described}
                  onChange={() =>
                    onValue(
                      multiple ? (checked ? chosen.filter((item) => item !== choice.value) : [...chosen, choice.value]) : choice.value
                    )
                  }
                />
                {choice.label}
              </label>
            )
          })}
        </div>
      )
      break
    }
    default: {
      const kind = {
        short_text: { type: 'text' },
        number: { type: 'text', inputMode: 'decimal' as const },
        date: { type: 'date' },
        phone: { type: 'tel', inputMode: 'tel' as const, autoComplete: 'tel' },
        email: { type: 'email', inputMode: 'email' as const, autoComplete: 'email' },
      }[question.type]
      control = <input {...inputProps} {...kind} value={text} onChange={(e) => onValue(e.target.value)} />
    }
  }

  return (
    <div className={`field auth-field buy-question${error ? ' has-error' : ''}`} data-testid={`question-${question.id}`}>
      {grouped ? (
        <fieldset className="buy-questions-group" aria-invalid={error ? true : undefined}>
          <legend className="buy-questions-caption">{caption}</legend>
          {control}
        </fieldset>
      ) : (
        <>
          <label htmlFor={id}>{caption}</label>
          {control}
        </>
      )}
      {error ? (
        <p className="auth-error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
