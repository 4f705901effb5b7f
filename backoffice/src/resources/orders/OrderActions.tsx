import { lazy, Suspense, useState } from 'react'
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
  TextField,
} from '@mui/material'
import CancelIcon from '@mui/icons-material/Cancel'
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange'
import PaidIcon from '@mui/icons-material/Paid'
import SendIcon from '@mui/icons-material/Send'
import { Confirm, useCanAccess, useNotify, useRefresh, useTranslate } from 'react-admin'
import { cancelOrder, markRefunded, resendOrder } from './api'
import { ticketChoices } from './refundPlan'
import { mayCancel, mayResend, type OrderDetailRecord } from './types'
import type { OrderRefunds } from './useOrderRefunds'

const RefundTicketsDialog = lazy(() => import('./RefundTicketsDialog'))

type Channel = 'email' | 'whatsapp'

/** Runs an action on the order: a toast with the API's message when refused, the page reloaded when done. */
function useOrderAction() {
  const notify = useNotify()
  const refresh = useRefresh()
  const [busy, setBusy] = useState(false)
  const run = async (action: () => Promise<unknown>, success: string) => {
    setBusy(true)
    try {
      await action()
      notify(success, { type: 'success' })
      refresh()
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

function ResendDialog({ order, onClose }: { order: OrderDetailRecord; onClose: () => void }) {
  const translate = useTranslate()
  const { busy, run } = useOrderAction()
  const [channels, setChannels] = useState<Channel[]>(order.resendTo.email ? ['email'] : ['whatsapp'])
  const toggle = (channel: Channel) =>
    setChannels((current) => (current.includes(channel) ? current.filter((c) => c !== channel) : [...current, channel]))
  const send = async () => {
    if (await run(() => resendOrder(order.id, channels), 'resources.orders.actions.resent')) onClose()
  }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('resources.orders.actions.resendTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('resources.orders.actions.resendText')}</DialogContentText>
        <FormGroup sx={{ mt: 1 }}>
          {(['email', 'whatsapp'] as const).map((channel) => (
            <FormControlLabel
              key={channel}
              disabled={!order.resendTo[channel]}
              control={<Checkbox checked={channels.includes(channel)} onChange={() => toggle(channel)} />}
              label={`${translate(`resources.orders.actions.${channel}`)}${
                channel === 'email' ? ` (${order.buyerEmail ?? '—'})` : ` (${order.buyerPhone ?? '—'})`
              }`}
            />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={send} disabled={busy || channels.length === 0} startIcon={<SendIcon />}>
          {translate('resources.orders.actions.send')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

/**
 * Marks an order refunded with the provider's reference (and a note). The organizer's order page and the admin's
 * refund queue (resources/refunds, with its own `mark`) share it.
 */
export function RefundDialog({
  order,
  onClose,
  mark = markRefunded,
}: {
  order: Pick<OrderDetailRecord, 'id' | 'orderNumber'>
  onClose: () => void
  mark?: (id: number, reference: string, note: string) => Promise<unknown>
}) {
  const translate = useTranslate()
  const { busy, run } = useOrderAction()
  const [reference, setReference] = useState('')
  const [note, setNote] = useState('')
  const save = async () => {
    if (await run(() => mark(order.id, reference.trim(), note.trim()), 'resources.orders.actions.refunded')) onClose()
  }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('resources.orders.actions.refundTitle', { orderNumber: order.orderNumber })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('resources.orders.actions.refundText')}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          required
          margin="normal"
          label={translate('resources.orders.actions.refundReference')}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          fullWidth
          multiline
          minRows={2}
          margin="normal"
          label={translate('resources.orders.actions.refundNote')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={busy || reference.trim() === ''} startIcon={<PaidIcon />}>
          {translate('resources.orders.actions.refund')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

/**
 * Resend, refund (a paid order's tickets, through the way it was paid), cancel and mark refunded, each shown only
 * where the API would accept it, each confirmed first.
 */
export function OrderActions({ order, refunds, onRefunded }: { order: OrderDetailRecord; refunds: OrderRefunds; onRefunded: () => void }) {
  const translate = useTranslate()
  const { busy, run } = useOrderAction()
  const [open, setOpen] = useState<'resend' | 'cancel' | 'refund' | 'refundTickets' | null>(null)
  const mayRefund = useCanAccess({ resource: 'orders', action: 'refund' }).canAccess
  const may = {
    resend: useCanAccess({ resource: 'orders', action: 'resend' }).canAccess && mayResend(order),
    cancel: useCanAccess({ resource: 'orders', action: 'cancel' }).canAccess && mayCancel(order),
    refund: mayRefund && order.refundRequired,
    refundTickets:
      mayRefund &&
      order.status === 'paid' &&
      !refunds.loading &&
      ticketChoices(order, refunds.refunds, refunds.refundable).some((choice) => choice.refusal === null),
  }
  // An open dialog stays while its answer is read, even when the refund left nothing to offer.
  if (!may.resend && !may.cancel && !may.refund && !may.refundTickets && open === null) return null
  const close = () => setOpen(null)
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {may.resend && (
        <Button variant="contained" startIcon={<SendIcon />} onClick={() => setOpen('resend')}>
          {translate('resources.orders.actions.resend')}
        </Button>
      )}
      {may.refundTickets && (
        <Button variant="outlined" color="warning" startIcon={<CurrencyExchangeIcon />} onClick={() => setOpen('refundTickets')}>
          {translate('resources.orders.refunds.action')}
        </Button>
      )}
      {may.refund && (
        <Button variant="contained" color="warning" startIcon={<PaidIcon />} onClick={() => setOpen('refund')}>
          {translate('resources.orders.actions.refund')}
        </Button>
      )}
      {may.cancel && (
        <Button variant="outlined" color="error" startIcon={<CancelIcon />} onClick={() => setOpen('cancel')}>
          {translate('resources.orders.actions.cancel')}
        </Button>
      )}
      {open === 'resend' && <ResendDialog order={order} onClose={close} />}
      {open === 'refund' && <RefundDialog order={order} onClose={close} />}
      {open === 'refundTickets' && (
        <Suspense fallback={null}>
          <RefundTicketsDialog order={order} state={refunds} onClose={close} onRefunded={onRefunded} />
        </Suspense>
      )}
      <Confirm
        isOpen={open === 'cancel'}
        loading={busy}
        title="resources.orders.actions.cancelTitle"
        translateOptions={{ orderNumber: order.orderNumber }}
        content="resources.orders.actions.cancelText"
        confirm="resources.orders.actions.cancel"
        cancel="resources.orders.actions.close"
        confirmColor="warning"
        onConfirm={async () => {
          await run(() => cancelOrder(order.id), 'resources.orders.actions.cancelled')
          close()
        }}
        onClose={close}
      />
    </Stack>
  )
}
