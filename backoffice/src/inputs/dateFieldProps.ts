/* What the day and time fields take (inputs/DateInputs.tsx) and the lazily loaded pickers draw (inputs/pickers/Pickers.tsx). */
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
