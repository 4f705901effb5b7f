/*
 * Day and time inputs for every back-office form and filter: the pickers of pickers/Pickers.tsx, fetched the first
 * time a form with a date is shown (a plain field of the same size stands in for that moment). A day is
 * 'yyyy-MM-dd' and a time 'HH:mm', both in Suriname time.
 */
import { lazy, Suspense, type ReactNode } from 'react'
import { TextField, type SxProps, type Theme } from '@mui/material'
import { useInput, useLocaleState, useTranslate } from 'react-admin'
import type { DayFieldProps, TimeFieldProps } from './dateFieldProps'

export type { DayFieldProps, TimeFieldProps }

const Pickers = () => import('./pickers/Pickers')
const LazyDayPicker = lazy(async () => ({ default: (await Pickers()).DayPicker }))
const LazyTimePicker = lazy(async () => ({ default: (await Pickers()).TimeOfDayPicker }))

function Waiting({ label, sx, size }: { label?: ReactNode; sx?: SxProps<Theme>; size?: 'small' | 'medium' }) {
  return <TextField label={label} variant="filled" disabled sx={sx} size={size} slotProps={{ inputLabel: { shrink: true } }} />
}

export function DayField(props: DayFieldProps) {
  const [locale] = useLocaleState()
  return (
    <Suspense fallback={<Waiting label={props.label} sx={props.sx} size={props.size} />}>
      <LazyDayPicker {...props} locale={locale} />
    </Suspense>
  )
}

export function TimeField(props: TimeFieldProps) {
  const [locale] = useLocaleState()
  return (
    <Suspense fallback={<Waiting label={props.label} sx={props.sx} />}>
      <LazyTimePicker {...props} locale={locale} />
    </Suspense>
  )
}

/** A react-admin input (filters, forms) holding a day as 'yyyy-MM-dd'. */
export function DayInput({
  source,
  label,
  helperText,
  sx,
  alwaysOn: _alwaysOn,
}: {
  source: string
  label?: string
  helperText?: string | false
  sx?: SxProps<Theme>
  alwaysOn?: boolean
}) {
  const translate = useTranslate()
  const { field, fieldState, isRequired } = useInput({ source })
  const text = label ?? `resources.${source}`
  return (
    <DayField
      label={translate(text, { _: label ?? source })}
      value={typeof field.value === 'string' ? field.value.slice(0, 10) : ''}
      onChange={(day) => field.onChange(day || null)}
      error={fieldState.error?.message ? translate(fieldState.error.message, { _: fieldState.error.message }) : undefined}
      helperText={helperText === false ? undefined : helperText ? translate(helperText, { _: helperText }) : undefined}
      required={isRequired}
      size="small"
      sx={sx}
      testId={`day-${source}`}
    />
  )
}
