/*
 * A moment in a react-admin form as a day and a time in Suriname time (the house's day and time fields), held by the
 * form as the ISO instant the API takes; no day is no moment (null).
 */
import { useState } from 'react'
import { Stack } from '@mui/material'
import { useInput, useTranslate } from 'react-admin'
import { paramariboIso, paramariboParts } from '#domain/event_status'
import { DayField, TimeField } from '../../inputs/DateFields'

export function MomentInput({ source, label, defaultTime }: { source: string; label: string; defaultTime: string }) {
  const translate = useTranslate()
  const { field, fieldState } = useInput({ source, parse: (value: string | null) => value, format: (value: unknown) => value })
  const [parts, setParts] = useState(() => paramariboParts(field.value) ?? { date: '', time: defaultTime })
  const change = (date: string, time: string) => {
    setParts({ date, time })
    field.onChange(date ? paramariboIso(date, time || defaultTime) : null)
  }
  const error = fieldState.error?.message
  const text = translate(label)
  return (
    <Stack direction="row" spacing={1} sx={{ width: '100%', maxWidth: 420 }}>
      <DayField
        label={text}
        value={parts.date}
        onChange={(date) => change(date, parts.time)}
        error={error ? translate(error, { _: error }) : undefined}
        testId={`day-${source}`}
        sx={{ flex: 3, minWidth: 0 }}
      />
      <TimeField
        value={parts.time}
        onChange={(time) => change(parts.date, time)}
        disabled={!parts.date}
        ariaLabel={text}
        testId={`time-${source}`}
        sx={{ flex: 2, minWidth: 96 }}
      />
    </Stack>
  )
}
