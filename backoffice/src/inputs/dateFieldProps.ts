/* What the day and time fields take (inputs/DateFields.tsx) and the lazily loaded pickers draw (inputs/pickers/Pickers.tsx). */
import type { ReactNode } from 'react'
import type { SxProps, Theme } from '@mui/material'

export interface DayFieldProps {
  label: ReactNode
  /** 'yyyy-MM-dd' or ''. */
  value: string
  onChange: (value: string) => void
  disabled?: boolean
  error?: string
  helperText?: ReactNode
  testId?: string
  required?: boolean
  /** Earliest and latest day to pick, 'yyyy-MM-dd'. */
  min?: string
  max?: string
  sx?: SxProps<Theme>
  size?: 'small' | 'medium'
  /** Focus the field's first section when it appears. */
  autoFocus?: boolean
  /** Open the calendar when it appears (a tap on a filter that had not loaded the picker yet). */
  openOnMount?: boolean
}

export interface TimeFieldProps {
  label?: ReactNode
  /** 'HH:mm' or ''. */
  value: string
  onChange: (value: string) => void
  disabled?: boolean
  error?: string
  helperText?: ReactNode
  testId?: string
  ariaLabel?: string
  sx?: SxProps<Theme>
}

/** How each language writes a day in the pickers: Dutch first. */
export const DAY_FORMATS = {
  nl: 'dd-MM-yyyy',
  en: 'dd/MM/yyyy',
  es: 'dd/MM/yyyy',
  fr: 'dd/MM/yyyy',
  de: 'dd.MM.yyyy',
} as const

/** A 'yyyy-MM-dd' day as the picker of that language shows it ('' stays ''). */
export function formatPickerDay(day: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return ''
  const format: string = DAY_FORMATS[locale as keyof typeof DAY_FORMATS] ?? DAY_FORMATS.nl
  return format.replace('dd', match[3]).replace('MM', match[2]).replace('yyyy', match[1])
}
