import { Alert } from '@mui/material'
import { Pagination, useListContext, useTranslate } from 'react-admin'

// When getList fails, react-admin would show "no results" with a made-up page range; show the
// API's message instead (it is already a user-facing text) and hide the pagination.

export function ListError() {
  const { error } = useListContext()
  const translate = useTranslate()
  const message = error?.message || 'ra.notification.http_error'
  return (
    <Alert severity="error" sx={{ m: 2 }}>
      {translate(message, { _: message })}
    </Alert>
  )
}

export function ListPagination() {
  const { error } = useListContext()
  return error ? null : <Pagination />
}
