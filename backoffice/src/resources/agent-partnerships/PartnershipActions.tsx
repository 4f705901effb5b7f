/*
 * The organizer's answer to a partnership: approve with permissions and commission, reject, terminate,
 * or change the terms, each with an optional message. Which buttons show follows domain/agent_partnerships.ts and
 * the access table; the API decides (its message is shown as it is).
 */
import { useState } from 'react'
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material'
import { useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin'
import { PARTNERSHIP_ACTIONS, nextPartnershipStatus, type PartnershipAction } from '#domain/agent_partnerships'
import { apiJson } from '../events/api'
import { useOrganizerEvents } from '../team-members/organizerEvents'
import { T, type Partnership } from './partnership'
import { AmountField } from '../../inputs/AmountInput'

function TermsInputs({
  all,
  setAll,
  eventIds,
  setEventIds,
}: {
  all: boolean
  setAll: (value: boolean) => void
  eventIds: number[]
  setEventIds: (ids: number[]) => void
}) {
  const translate = useTranslate()
  const events = useOrganizerEvents(!all)
  const toggle = (id: number) => setEventIds(eventIds.includes(id) ? eventIds.filter((e) => e !== id) : [...eventIds, id])
  return (
    <>
      <FormControlLabel control={<Switch checked={all} onChange={(_, on) => setAll(on)} />} label={translate(`${T}.actions.all_events`)} />
      {!all && (
        <FormGroup aria-label={translate(`${T}.actions.events`)}>
          <Typography variant="subtitle2">{translate(`${T}.actions.events`)}</Typography>
          {events.state === 'ready' &&
            events.value.map((event) => (
              <FormControlLabel
                key={event.id}
                control={<Checkbox checked={eventIds.includes(event.id)} onChange={() => toggle(event.id)} />}
                label={event.name}
              />
            ))}
        </FormGroup>
      )}
    </>
  )
}

function ActionDialog({ partnership, action, onClose }: { partnership: Partnership; action: PartnershipAction; onClose: () => void }) {
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const [message, setMessage] = useState('')
  const [commission, setCommission] = useState(partnership.commissionPercentage)
  const [all, setAll] = useState(partnership.permissions.canSellAllEvents)
  const [eventIds, setEventIds] = useState(partnership.permissions.allowedEventIds)
  const [busy, setBusy] = useState(false)
  const terms = action === 'approve' || action === 'update'
  const send = async () => {
    setBusy(true)
    try {
      await apiJson(`/api/agent-partnerships/${partnership.id}`, {
        method: 'PUT',
        body: {
          action,
          message: message.trim() || null,
          ...(terms && {
            commissionPercentage: Number(commission),
            permissions: { canSellAllEvents: all, allowedEventIds: all ? [] : eventIds, allowedTicketTypeIds: [] },
          }),
        },
      })
      notify(`${T}.actions.done.${action}`, { type: 'success' })
      refresh()
      onClose()
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" onClick={(event) => event.stopPropagation()}>
      <DialogTitle>
        {translate(`${T}.actions.${action}`)}: {partnership.agentName}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {action === 'terminate' && <DialogContentText>{translate(`${T}.actions.terminate_text`)}</DialogContentText>}
          {terms && (
            <>
              <AmountField
                kind="percent"
                label={translate(`${T}.actions.commission`)}
                value={commission}
                onChange={setCommission}
                testId="partnership-commission"
              />
              <TermsInputs all={all} setAll={setAll} eventIds={eventIds} setEventIds={setEventIds} />
            </>
          )}
          <TextField
            label={translate(`${T}.actions.message`)}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(`${T}.actions.cancel`)}</Button>
        <Button
          variant="contained"
          color={action === 'approve' || action === 'update' ? 'primary' : 'error'}
          disabled={busy}
          onClick={send}
        >
          {translate(`${T}.actions.${action}`)}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

/** The buttons of the moves this partnership's state allows, for whoever may answer (the organizer). */
export function PartnershipActions() {
  const record = useRecordContext<Partnership>()
  const translate = useTranslate()
  const [action, setAction] = useState<PartnershipAction | null>(null)
  const { canAccess } = useCanAccess({ resource: 'agent-partnerships', action: 'edit', record })
  if (!record || !canAccess) return null
  const moves = PARTNERSHIP_ACTIONS.filter((move) => nextPartnershipStatus(record.status, move) !== null)
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} onClick={(event) => event.stopPropagation()}>
      {moves.map((move) => (
        <Button key={move} size="small" variant={move === 'approve' ? 'contained' : 'outlined'} onClick={() => setAction(move)}>
          {translate(`${T}.actions.${move}`)}
        </Button>
      ))}
      {action && <ActionDialog partnership={record} action={action} onClose={() => setAction(null)} />}
    </Stack>
  )
}
