/*
 * The date and time pickers (@mui/x-date-pickers over Luxon) in the reader's language and in Suriname's time zone:
 * Dutch first (dd-MM-yyyy, 24 hours, weeks from Monday). Loaded only with the forms that show a date (DateFields.tsx),
 * so no dashboard's first load carries them. The forms keep a day as 'yyyy-MM-dd' and a time as 'HH:mm' in
 * Suriname time, as before; the instant sent to the API is made from those (domain/event_status paramariboIso).
 */
import { useState, type ReactNode } from 'react'
import { DateTime } from 'luxon'
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider'
import { TimePicker } from '@mui/x-date-pickers/TimePicker'
import { deDE, enUS, esES, frFR, nlNL } from '@mui/x-date-pickers/locales'
import { DISPLAY_TIME_ZONE } from '#domain/format'
import { DAY_FORMATS, type DayFieldProps, type TimeFieldProps } from '../dateFieldProps'

/** Each language's picker texts, Luxon locale (its weeks: Monday first in all five) and day format. */
const LANGUAGES = {
  nl: { texts: nlNL, locale: 'nl-NL', format: DAY_FORMATS.nl },
  en: { texts: enUS, locale: 'en-GB', format: DAY_FORMATS.en },
  es: { texts: esES, locale: 'es-ES', format: DAY_FORMATS.es },
  fr: { texts: frFR, locale: 'fr-FR', format: DAY_FORMATS.fr },
  de: { texts: deDE, locale: 'de-DE', format: DAY_FORMATS.de },
} as const
const languageOf = (locale: string) => LANGUAGES[locale as keyof typeof LANGUAGES] ?? LANGUAGES.nl

function Provider({ locale, children }: { locale: string; children: ReactNode }) {
  const language = languageOf(locale)
  return (
    <LocalizationProvider
      dateAdapter={AdapterLuxon}
      adapterLocale={language.locale}
      localeText={language.texts.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  )
}

const dayOf = (value: string) => {
  const day = value ? DateTime.fromFormat(value, 'yyyy-MM-dd', { zone: DISPLAY_TIME_ZONE }) : null
  return day?.isValid ? day : null
}
const timeOf = (value: string) => {
  const time = value ? DateTime.fromFormat(value, 'HH:mm', { zone: DISPLAY_TIME_ZONE }) : null
  return time?.isValid ? time : null
}

export function DayPicker({
  locale,
  label,
  value,
  onChange,
  disabled,
  error,
  helperText,
  testId,
  required,
  min,
  max,
  sx,
  size,
  autoFocus,
  openOnMount,
}: DayFieldProps & { locale: string }) {
  const language = languageOf(locale)
  const [open, setOpen] = useState(!!openOnMount)
  return (
    <Provider locale={locale}>
      <DatePicker
        label={label}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        autoFocus={autoFocus}
        value={dayOf(value)}
        onChange={(day: DateTime | null) => onChange(day?.isValid ? day.toFormat('yyyy-MM-dd') : '')}
        format={language.format}
        timezone={DISPLAY_TIME_ZONE}
        disabled={disabled}
        minDate={min ? (dayOf(min) ?? undefined) : undefined}
        maxDate={max ? (dayOf(max) ?? undefined) : undefined}
        sx={sx}
        slotProps={{
          textField: {
            variant: 'filled',
            error: !!error,
            helperText: error ?? helperText,
            required,
            size,
            ...({ 'data-testid': testId } as object),
          },
        }}
      />
    </Provider>
  )
}

export function TimeOfDayPicker({
  locale,
  label,
  value,
  onChange,
  disabled,
  error,
  helperText,
  testId,
  sx,
  ariaLabel,
}: TimeFieldProps & { locale: string }) {
  return (
    <Provider locale={locale}>
      <TimePicker
        label={label}
        value={timeOf(value)}
        onChange={(time: DateTime | null) => onChange(time?.isValid ? time.toFormat('HH:mm') : '')}
        format="HH:mm"
        ampm={false}
        timezone={DISPLAY_TIME_ZONE}
        disabled={disabled}
        sx={sx}
        slotProps={{
          textField: {
            variant: 'filled',
            error: !!error,
            helperText: error ?? helperText,
            ...({ 'data-testid': testId } as object),
            slotProps: { htmlInput: { 'aria-label': ariaLabel } },
          },
        }}
      />
    </Provider>
  )
}
