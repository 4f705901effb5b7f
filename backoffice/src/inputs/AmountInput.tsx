/*
 * One input for every amount, price, fee and percentage in the back office: it shows the value as the reader's
 * language writes it ('150,50' and '10' for 10 % in Dutch, '150.50' in English), reads both decimal marks and
 * thousands while typing, and hands the form the exact decimal the API stores ('150.50'). The rules live in
 * domain/format.ts (parseAmount, formatAmount), shared with the storefront.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { InputAdornment, TextField, type SxProps, type Theme } from '@mui/material'
import { useInput, useLocaleState, useTranslate, type Validator } from 'react-admin'
import { formatAmount, formatPercentNumber, parseAmount, type ParsedAmount } from '#domain/format'

export type AmountKind = 'money' | 'percent'

interface Rules {
  kind: AmountKind
  /** Whether a value below zero is allowed (a correction); prices, fees and percentages are not. */
  negative?: boolean
  /** The highest value allowed (100 for a percentage unless said otherwise). */
  max?: number
}

const CANONICAL = /^-?\d+(\.\d+)?$/

function parse(text: string, locale: string, rules: Rules): ParsedAmount {
  return parseAmount(text, locale, { negative: rules.negative })
}

function display(value: unknown, locale: string, kind: AmountKind): string {
  if (value === null || value === undefined || value === '') return ''
  if (typeof value === 'string' && !CANONICAL.test(value)) return value
  return kind === 'percent' ? formatPercentNumber(value, locale) : formatAmount(value, locale)
}

const maxOf = (rules: Rules) => rules.max ?? (rules.kind === 'percent' ? 100 : undefined)

/** The message key for a value the form holds (the exact decimal, or the text typed when it was no number), or undefined. */
export function amountProblem(value: unknown, rules: Rules): { key: string; max?: number } | undefined {
  if (value === null || value === undefined || value === '' || typeof value === 'number') return numberProblem(value, rules)
  const text = String(value)
  if (!CANONICAL.test(text)) {
    const parsed = parseAmount(text, 'nl', { negative: rules.negative })
    if (!parsed.ok && parsed.error === 'negative') return { key: 'app.amount.negative' }
    return { key: rules.kind === 'percent' ? 'app.amount.invalid_percent' : 'app.amount.invalid' }
  }
  return numberProblem(Number(text), rules)
}

function numberProblem(value: unknown, rules: Rules) {
  if (typeof value !== 'number') return undefined
  if (value < 0 && !rules.negative) return { key: 'app.amount.negative' }
  const max = maxOf(rules)
  if (max !== undefined && value > max) return { key: 'app.amount.max', max }
  return undefined
}

/** A react-admin validator for the rules above (the input adds it itself; exported for forms that check before saving). */
export const amountRule =
  (rules: Rules): Validator =>
  (value) => {
    const problem = amountProblem(value, rules)
    return problem ? { message: problem.key, args: problem.max === undefined ? {} : { max: problem.max } } : undefined
  }

export interface AmountFieldProps extends Rules {
  label: ReactNode
  /** The exact decimal ('150.50'), a number, '' for nothing, or the text typed when it was no number. */
  value: unknown
  onChange: (value: string) => void
  onBlur?: () => void
  required?: boolean
  disabled?: boolean
  /** A message from the API or the form, shown instead of the input's own. */
  error?: string
  helperText?: ReactNode
  testId?: string
  name?: string
  sx?: SxProps<Theme>
  fullWidth?: boolean
  /** Currency code before the amount; SRD unless the field is a percentage. */
  currency?: string | null
}

/** The controlled field, for forms that keep their own state (the event wizard's ticket types, dialogs). */
export function AmountField(props: AmountFieldProps) {
  const { label, value, onChange, onBlur, required, disabled, error, helperText, testId, name, sx, fullWidth, kind } = props
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const [text, setText] = useState(() => display(value, locale, kind))
  const [touched, setTouched] = useState(false)
  const emitted = useRef<unknown>(value)
  const shownIn = useRef(locale)

  // A value from outside (a reset, a reload) or another language replaces what is shown.
  useEffect(() => {
    if (value !== emitted.current || locale !== shownIn.current) {
      emitted.current = value
      shownIn.current = locale
      setText(display(value, locale, kind))
    }
  }, [value, locale, kind])

  const change = (next: string) => {
    setText(next)
    const parsed = parse(next, locale, props)
    const out = parsed.ok ? parsed.value : parsed.error === 'empty' ? '' : next
    emitted.current = out
    onChange(out)
  }
  const blur = () => {
    setTouched(true)
    const parsed = parse(text, locale, props)
    if (parsed.ok) setText(display(parsed.value, locale, kind))
    onBlur?.()
  }
  const problem = touched ? amountProblem(emitted.current, props) : undefined
  const ownMessage = problem
    ? translate(problem.key, problem.max === undefined ? {} : { max: display(problem.max, locale, kind) })
    : undefined
  const message = error ?? ownMessage
  const currency = props.currency === undefined ? (kind === 'money' ? 'SRD' : null) : props.currency
  return (
    <TextField
      label={label}
      name={name}
      value={text}
      onChange={(e) => change(e.target.value)}
      onBlur={blur}
      required={required}
      disabled={disabled}
      error={!!message}
      helperText={message ?? helperText ?? ' '}
      sx={sx}
      fullWidth={fullWidth}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off', lang: locale, 'data-testid': testId },
        input: {
          startAdornment: currency ? <InputAdornment position="start">{currency}</InputAdornment> : undefined,
          endAdornment: kind === 'percent' ? <InputAdornment position="end">%</InputAdornment> : undefined,
        },
      }}
    />
  )
}

export interface AmountInputProps extends Partial<Rules> {
  source: string
  label?: string
  helperText?: ReactNode
  validate?: Validator | Validator[]
  disabled?: boolean
  sx?: SxProps<Theme>
  fullWidth?: boolean
  currency?: string | null
}

/** The react-admin input (inside a react-admin Form): the record's amount in, the exact decimal out. */
export function AmountInput({
  source,
  label,
  helperText,
  validate,
  kind = 'money',
  negative,
  max,
  disabled,
  sx,
  fullWidth,
  currency,
}: AmountInputProps) {
  const translate = useTranslate()
  const rules: Rules = { kind, negative, max }
  const { field, fieldState, isRequired } = useInput({
    source,
    validate: [amountRule(rules), ...(Array.isArray(validate) ? validate : validate ? [validate] : [])],
  })
  const invalid = fieldState.error?.message
  return (
    <AmountField
      {...rules}
      label={translate(label ?? `resources.${source}`, { _: label ?? source })}
      name={field.name}
      value={field.value}
      onChange={(value) => field.onChange(value === '' ? null : value)}
      onBlur={field.onBlur}
      required={isRequired}
      disabled={disabled}
      error={fieldState.isTouched || fieldState.isDirty ? invalidText(translate, invalid) : undefined}
      helperText={typeof helperText === 'string' ? translate(helperText, { _: helperText }) : helperText}
      sx={sx}
      fullWidth={fullWidth}
      currency={currency}
      testId={`amount-${source}`}
    />
  )
}

/** react-admin keeps a validator's { message, args } as JSON text in the field error. */
function invalidText(translate: ReturnType<typeof useTranslate>, message: string | undefined): string | undefined {
  if (!message) return undefined
  try {
    const parsed = JSON.parse(message) as { message: string; args?: Record<string, unknown> }
    return translate(parsed.message, { ...parsed.args, _: parsed.message })
  } catch {
    return translate(message, { _: message })
  }
}
