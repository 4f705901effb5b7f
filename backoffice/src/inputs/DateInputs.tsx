/* The react-admin day input (list filters, forms) over the day field of DateFields.tsx. */
import { type SxProps, type Theme } from '@mui/material'
import { useInput, useTranslate } from 'react-admin'
import { DayField } from './DateFields'

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
