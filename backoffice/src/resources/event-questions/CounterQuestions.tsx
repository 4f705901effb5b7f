/*
 * The counter sale screen's questions (docs/questions.md): the required ones of the cart, big and one column, or
 * 'Vragen overslaan' with a reason the order keeps. The API checks the same (domain/questions.ts); a seller who skips
 * still sends what was filled in.
 */
import { useEffect, useMemo, useState } from 'react'
import { Alert, Box, Button, FormControlLabel, Radio, RadioGroup, Checkbox, Stack, TextField, Typography } from '@mui/material'
import { useTranslate } from 'react-admin'
import { askedSlots, checkAnswers, type AnswerInput, type CheckoutQuestion } from '#domain/questions'
import { request } from '../../http'
import { WithMessages } from '../../i18n/WithMessages'

const k = (name: string) => `resources.event-questions.${name}`

export interface CounterAnswers {
  answers: AnswerInput[]
  skipQuestionsReason: string | null
  /** Whether the sale may be sent: every required answer given, or skipped with a reason. */
  complete: boolean
}

interface Props {
  eventId: number
  lines: { ticketTypeId: number; quantity: number; name: string }[]
  onChange: (value: CounterAnswers) => void
  /** Show the missing ones (after a tap on sell). */
  showProblems: boolean
}

const slotKey = (questionId: number, ticketIndex: number | null) => `${questionId}:${ticketIndex ?? ''}`

export default function CounterQuestions(props: Props) {
  return (
    <WithMessages folders={['resources/event-questions']}>
      <Questions {...props} />
    </WithMessages>
  )
}

function Questions({ eventId, lines, onChange, showProblems }: Props) {
  const translate = useTranslate()
  const [questions, setQuestions] = useState<CheckoutQuestion[]>([])
  const [answers, setAnswers] = useState<Record<string, unknown>>({})
  const [skipping, setSkipping] = useState(false)
  const [reason, setReason] = useState('')

  useEffect(() => {
    let alive = true
    setAnswers({})
    void request(`/api/events/${eventId}/questions`).then(
      ({ json }) => alive && setQuestions((json as { data: CheckoutQuestion[] }).data),
      () => alive && setQuestions([])
    )
    return () => {
      alive = false
    }
  }, [eventId])

  const cart = useMemo(() => lines.map(({ ticketTypeId, quantity }) => ({ ticketTypeId, quantity })), [lines])
  const seatNames = useMemo(
    () => [...lines].sort((a, b) => a.ticketTypeId - b.ticketTypeId).flatMap((line) => Array(line.quantity).fill(line.name) as string[]),
    [lines]
  )
  const required = useMemo(() => askedSlots(questions, cart).filter((slot) => slot.question.required), [questions, cart])
  const payload = useMemo(
    () =>
      required
        .map(({ question, ticketIndex }) => ({ questionId: question.id, ticketIndex, value: answers[slotKey(question.id, ticketIndex)] }))
        .filter((answer) => answer.value !== undefined && answer.value !== ''),
    [required, answers]
  )
  // Only the required questions are asked here: the optional ones are checked as not answered.
  const problems = useMemo(
    () =>
      new Map(
        checkAnswers(
          questions.filter((question) => question.required),
          cart,
          payload
        ).problems.map((problem) => [slotKey(problem.questionId, problem.ticketIndex), problem.code])
      ),
    [questions, cart, payload]
  )
  const skipReason = skipping ? reason.trim() : ''
  const complete = skipping ? skipReason !== '' && [...problems.values()].every((code) => code === 'required') : problems.size === 0

  useEffect(() => {
    onChange({ answers: payload, skipQuestionsReason: skipping ? skipReason || null : null, complete })
  }, [payload, skipping, skipReason, complete, onChange])

  if (required.length === 0) return null
  const set = (slot: string, value: unknown) => setAnswers((current) => ({ ...current, [slot]: value }))

  return (
    <Box component="section" sx={{ display: 'grid', gap: 1.5 }} data-testid="counter-questions">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {translate(k('counter.title'))}
      </Typography>
      {skipping ? (
        <>
          <TextField
            label={translate(k('counter.skip_reason'))}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={showProblems && skipReason === ''}
            helperText={showProblems && skipReason === '' ? translate(k('counter.reason_required')) : translate(k('counter.skip_hint'))}
            slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'counter-skip-reason' } }}
          />
          <Button onClick={() => setSkipping(false)} sx={{ alignSelf: 'flex-start' }}>
            {translate(k('counter.answer_instead'))}
          </Button>
        </>
      ) : (
        <>
          {required.map(({ question, ticketIndex }) => {
            const slot = slotKey(question.id, ticketIndex)
            const missing = showProblems && problems.has(slot)
            const label =
              ticketIndex === null
                ? question.label
                : `${question.label} · ${translate(k('counter.ticket'), { number: ticketIndex + 1, name: seatNames[ticketIndex] ?? '' })}`
            return (
              <CounterField
                key={slot}
                question={question}
                label={label}
                value={answers[slot]}
                onValue={(value) => set(slot, value)}
                error={missing ? translate(k('counter.required')) : undefined}
              />
            )
          })}
          <Button
            variant="outlined"
            onClick={() => setSkipping(true)}
            sx={{ alignSelf: 'flex-start', minHeight: 48 }}
            data-testid="counter-skip"
          >
            {translate(k('counter.skip'))}
          </Button>
        </>
      )}
      {showProblems && !complete && !skipping && <Alert severity="warning">{translate(k('counter.required'))}</Alert>}
    </Box>
  )
}

function CounterField({
  question,
  label,
  value,
  onValue,
  error,
}: {
  question: CheckoutQuestion
  label: string
  value: unknown
  onValue: (value: unknown) => void
  error?: string
}) {
  const translate = useTranslate()
  if (question.type === 'choice' || question.type === 'yes_no') {
    const choices =
      question.type === 'yes_no'
        ? [
            { value: 'true', label: translate(k('answers.yes')) },
            { value: 'false', label: translate(k('answers.no')) },
          ]
        : question.options.map((option) => ({ value: option, label: option }))
    return (
      <Box>
        <Typography sx={{ fontWeight: 600 }}>{label} *</Typography>
        <RadioGroup
          row
          value={value === undefined ? '' : String(value)}
          onChange={(e) => onValue(question.type === 'yes_no' ? e.target.value === 'true' : e.target.value)}
        >
          {choices.map((choice) => (
            <FormControlLabel key={choice.value} value={choice.value} control={<Radio />} label={choice.label} sx={{ minHeight: 48 }} />
          ))}
        </RadioGroup>
        {error && (
          <Typography color="error" variant="body2">
            {error}
          </Typography>
        )}
      </Box>
    )
  }
  if (question.type === 'multiple_choice') {
    const chosen = Array.isArray(value) ? (value as string[]) : []
    return (
      <Box>
        <Typography sx={{ fontWeight: 600 }}>{label} *</Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
          {question.options.map((option) => (
            <FormControlLabel
              key={option}
              sx={{ minHeight: 48 }}
              control={
                <Checkbox
                  checked={chosen.includes(option)}
                  onChange={() => onValue(chosen.includes(option) ? chosen.filter((item) => item !== option) : [...chosen, option])}
                />
              }
              label={option}
            />
          ))}
        </Stack>
        {error && (
          <Typography color="error" variant="body2">
            {error}
          </Typography>
        )}
      </Box>
    )
  }
  const kind = { date: 'date', email: 'email', phone: 'tel' }[question.type as string] ?? 'text'
  return (
    <TextField
      label={`${label} *`}
      type={kind}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onValue(e.target.value)}
      multiline={question.type === 'long_text'}
      error={!!error}
      helperText={error}
      slotProps={{
        inputLabel: kind === 'date' ? { shrink: true } : undefined,
        htmlInput: { 'data-testid': `counter-question-${question.id}`, inputMode: question.type === 'number' ? 'decimal' : undefined },
      }}
    />
  )
}
