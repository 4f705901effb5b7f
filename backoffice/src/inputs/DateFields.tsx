/*
 * Day and time fields for every back-office form and filter: the pickers of pickers/Pickers.tsx, fetched the first
 * time a form with a date is shown (a plain field of the same size stands in for that moment). A day is
 * 'yyyy-MM-dd' and a time 'HH:mm', both in Suriname time. No react-admin form hooks here, so a dashboard can show a
 * day filter without loading the form machinery (DateInputs.tsx holds the react-admin input).
 */
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { Box, TextField, type SxProps, type Theme } from '@mui/material'
import { useLocaleState } from 'react-admin'
import { formatPickerDay, type DayFieldProps, type TimeFieldProps } from './dateFieldProps'

export type { DayFieldProps, TimeFieldProps }

const Pickers = () => import('./pickers/Pickers')
const LazyDayPicker = lazy(async () => ({ default: (await Pickers()).DayPicker }))
const LazyTimePicker = lazy(async () => ({ default: (await Pickers()).TimeOfDayPicker }))

function Waiting({ label, sx, size, value }: { label?: ReactNode; sx?: SxProps<Theme>; size?: 'small' | 'medium'; value?: string }) {
  return (
    <TextField label={label} variant="filled" value={value} disabled sx={sx} size={size} slotProps={{ inputLabel: { shrink: true } }} />
  )
}

export function DayField(props: DayFieldProps) {
  const [locale] = useLocaleState()
  return (
    <Suspense fallback={<Waiting label={props.label} sx={props.sx} size={props.size} value={formatPickerDay(props.value, locale)} />}>
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

/**
 * A day in a filter bar on a page that must stay light (a dashboard's first load): the day as text in a plain field
 * until the first tap or focus, which loads the picker and hands it over (a tap opens its calendar, a focus
 * from the keyboard lands in its first section).
 */
export function DayFilter({ testId, ...props }: DayFieldProps) {
  const [locale] = useLocaleState()
  const [armed, setArmed] = useState<'open' | 'focus' | null>(null)
  if (armed)
    return (
      <Box data-testid={testId} sx={props.sx}>
        <DayField {...props} sx={{ width: '100%' }} autoFocus openOnMount={armed === 'open'} />
      </Box>
    )
  return (
    <TextField
      label={props.label}
      variant="filled"
      value={formatPickerDay(props.value, locale)}
      size={props.size}
      sx={props.sx}
      data-testid={testId}
      onMouseDown={(event) => {
        event.preventDefault()
        setArmed('open')
      }}
      onFocus={() => setArmed('focus')}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { readOnly: true, inputMode: 'none' } }}
    />
  )
}
