/*
 * The operator's answer to a request: confirm (a message is optional) or decline (a message is required: the
 * organizer needs a reason). Which buttons show follows domain/venue_bookings.ts answerRefusal and the access table;
 * the API decides (a day already confirmed: 409 with its message, shown as it is).
 */
import { useState } from 'react'
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import CancelIcon from '@mui/icons-material/Cancel'
import { HttpError, useCanAccess, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin'
import { ANSWER_MESSAGE_MAX_LENGTH, answerRefusal, type VenueBookingAnswer, type VenueBookingRecord } from '#domain/venue_bookings'
import { answerBooking } from './api'
import { T, bookingDay } from './bookingDisplay'

/** The API's message for the message field (422), if that is what it refused. */
function fieldError(error: unknown): string | null {
  if (!(error instanceof HttpError)) return null
  const errors = (error.body as { errors?: { message?: unknown } } | undefined)?.errors
  return typeof errors?.message === 'string' ? errors.message : null
}

function AnswerDialog({ booking, answer, onClose }: { booking: VenueBookingRecord; answer: VenueBookingAnswer; onClose: () => void }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const notify = useNotify()
  const refresh = useRefresh()
  const [message, setMessage] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const rejecting = answer === 'rejected'
  const title = rejecting ? (booking.status === 'confirmed' ? 'withdrawTitle' : 'rejectTitle') : 'confirmTitle'
  const send = async () => {
    if (rejecting && !message.trim()) return setProblem(translate(`${T}.actions.reasonRequired`))
    setBusy(true)
    try {
      await answerBooking(booking.id, answer, message.trim())
      notify(`${T}.actions.${answer}`, { type: 'success' })
      refresh()
      onClose()
    } catch (error) {
      const onField = fieldError(error)
      if (onField) setProblem(onField)
      else notify((error as Error).message || 'ra.notification.http_error', { type: 'error', autoHideDuration: 10_000 })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate(`${T}.actions.${title}`)}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {rejecting
            ? translate(`${T}.actions.rejectText`)
            : translate(`${T}.actions.confirmText`, { venue: booking.venueName, date: bookingDay(booking.bookingDate, locale) })}
        </DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          margin="normal"
          required={rejecting}
          label={translate(`${T}.actions.${rejecting ? 'message' : 'messageOptional'}`)}
          value={message}
          onChange={(event) => {
            setMessage(event.target.value)
            setProblem(null)
          }}
          error={problem !== null}
          helperText={problem ?? `${message.length} / ${ANSWER_MESSAGE_MAX_LENGTH}`}
          slotProps={{ htmlInput: { maxLength: ANSWER_MESSAGE_MAX_LENGTH } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          color={rejecting ? 'error' : 'success'}
          onClick={send}
          disabled={busy}
          startIcon={rejecting ? <CancelIcon /> : <CheckCircleIcon />}
        >
          {translate(`${T}.actions.${rejecting ? 'reject' : 'confirm'}`)}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

export function BookingAnswerActions({ booking }: { booking: VenueBookingRecord }) {
  const translate = useTranslate()
  const [open, setOpen] = useState<VenueBookingAnswer | null>(null)
  const { canAccess } = useCanAccess({ resource: 'venue-bookings', action: 'edit', record: booking })
  if (!canAccess) return null
  const may = (answer: VenueBookingAnswer) => answerRefusal(booking.status, answer) === null
  if (!may('confirmed') && !may('rejected')) return null
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {may('confirmed') && (
        <Button variant="contained" color="success" size="large" startIcon={<CheckCircleIcon />} onClick={() => setOpen('confirmed')}>
          {translate(`${T}.actions.${booking.status === 'rejected' ? 'reconsider' : 'confirm'}`)}
        </Button>
      )}
      {may('rejected') && (
        <Button variant="outlined" color="error" size="large" startIcon={<CancelIcon />} onClick={() => setOpen('rejected')}>
          {translate(`${T}.actions.${booking.status === 'confirmed' ? 'withdraw' : 'reject'}`)}
        </Button>
      )}
      {open && <AnswerDialog booking={booking} answer={open} onClose={() => setOpen(null)} />}
    </Stack>
  )
}
