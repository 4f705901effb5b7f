import { useState } from 'react'
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material'
import { useListContext, useNotify, useTranslate } from 'react-admin'

/** A text the action needs (a moderation reason, a response), asked in a dialog; confirm stays off while it is empty. */
export function TextDialog({
  title,
  text,
  label,
  confirm,
  maxLength,
  busy,
  onConfirm,
  onClose,
}: {
  title: string
  text: string
  label: string
  confirm: string
  maxLength: number
  busy: boolean
  onConfirm: (value: string) => void
  onClose: () => void
}) {
  const translate = useTranslate()
  const [value, setValue] = useState('')
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          required
          multiline
          minRows={3}
          margin="normal"
          label={label}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          slotProps={{ htmlInput: { maxLength, 'data-testid': 'review-dialog-text' } }}
          helperText={`${value.length} / ${maxLength}`}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          disabled={busy || value.trim() === ''}
          onClick={() => onConfirm(value.trim())}
          data-testid="review-dialog-confirm"
        >
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

/** Runs one review action, says how it went (the API's message on failure) and reloads the list. */
export function useReviewAction() {
  const notify = useNotify()
  const { refetch } = useListContext()
  const [busy, setBusy] = useState(false)
  const run = async (action: () => Promise<unknown>, success: string) => {
    setBusy(true)
    try {
      await action()
      notify(success, { type: 'success' })
      await refetch()
      return true
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' })
      return false
    } finally {
      setBusy(false)
    }
  }
  return { busy, run }
}
