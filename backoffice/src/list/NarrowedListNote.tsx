import { Alert, Button } from '@mui/material'
import { useListContext, useTranslate, type RaRecord } from 'react-admin'

export interface NarrowedListNoteProps<R extends RaRecord> {
  /** The filter that narrows the list to one record's rows (e.g. venueId, sellerId). */
  filter: string
  /** The name of that record, read from a row of the list (else '#id'). */
  nameOf: (row: R, id: number) => string | null
  /** Texts: '… %{name}.' and the button that shows every row again. */
  only: string
  all: string
}

/** A list narrowed to one venue, seller, … by a filter says so and offers every row back. */
export function NarrowedListNote<R extends RaRecord>({ filter, nameOf, only, all }: NarrowedListNoteProps<R>) {
  const translate = useTranslate()
  const { filterValues, setFilters, data } = useListContext<R>()
  if (!filterValues[filter]) return null
  const id = Number(filterValues[filter])
  const name = data?.map((row) => nameOf(row, id)).find((found) => found) ?? `#${filterValues[filter]}`
  const others = Object.fromEntries(Object.entries(filterValues).filter(([key]) => key !== filter))
  return (
    <Alert
      severity="info"
      sx={{ mx: { xs: 1, sm: 2 }, mt: 1 }}
      action={
        <Button color="inherit" size="small" onClick={() => setFilters(others, {})}>
          {translate(all)}
        </Button>
      }
    >
      {translate(only, { name })}
    </Alert>
  )
}
