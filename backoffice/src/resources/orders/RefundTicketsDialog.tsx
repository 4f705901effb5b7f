/*
 * 'Terugbetalen' on a paid order: the whole order or chosen tickets (a ticket used at the door cannot be chosen, and
 * says why), a required reason, 'Niet opnieuw verkopen', and the amount that goes back shown before anything is
 * sent. The answer stays in the dialog: refunded, on its way at the provider, or refused with the provider's reason.
 * Loaded only when opened (the order page's own code stays small).
 */
import { useMemo, useState } from 'react'
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material'
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange'
import { useTranslate } from 'react-admin'
import { REFUND_REASON_MAX_LENGTH, type RefundView } from '#domain/refunds'
import { refundOrder } from './api'
import { orderFees, plannedAmount, ticketChoices } from './refundPlan'
import { RefundOutcome } from './RefundOutcome'
import type { OrderDetailRecord } from './types'
import type { OrderRefunds } from './useOrderRefunds'
import { useMoney } from '../../inputs/AmountText'

const T = 'resources.orders.refunds'

export interface RefundTicketsDialogProps {
  order: OrderDetailRecord
  state: OrderRefunds
  onClose: () => void
  /** A refund was made (whatever its status): the page reloads the order and its refunds. */
  onRefunded: (refund: RefundView) => void
}

export function RefundTicketsDialog({ order, state, onClose, onRefunded }: RefundTicketsDialogProps) {
  const money = useMoney()
  const translate = useTranslate()
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  const { refunds, refundable } = state
  const listedIds = new Set((refundable ?? []).filter((one) => one.listedOnTicketswitch).map((one) => one.id))
  const choices = useMemo(() => ticketChoices(order, refunds, refundable), [order, refunds, refundable])
  const open = choices.filter((choice) => choice.refusal === null).map((choice) => choice.ticket.id)
  // The tickets the buyer still holds: what 'Hele bestelling' would refund.
  const held = choices.filter((choice) => choice.refusal !== 'refunded' && choice.refusal !== 'pending').length
  // The whole order: every ticket not refunded yet, which needs each of them to be refundable.
  const wholeAllowed = choices.every((choice) => choice.refusal === null || choice.refusal === 'refunded' || choice.refusal === 'pending')
  const [mode, setMode] = useState<'whole' | 'chosen'>(wholeAllowed && open.length > 0 ? 'whole' : 'chosen')
  const [picked, setPicked] = useState<number[]>([])
  const [reason, setReason] = useState('')
  const [keepOffSale, setKeepOffSale] = useState(false)
  const [busy, setBusy] = useState(false)
  const [refused, setRefused] = useState<string | null>(null)
  const [answer, setAnswer] = useState<RefundView | null>(null)
  const chosen = mode === 'whole' ? open : picked
  const amount = plannedAmount(order, refunds, chosen, state.returnsFee ?? false)
  const ready = !busy && amount !== null && reason.trim() !== ''
  // The buyer paid fees that this refund does not return (the platform's setting): say so rather than show 0.
  const feesPaid = Number(orderFees(order)) > 0
  const feesKept = !(state.returnsFee ?? false) && feesPaid

  const toggle = (id: number) => setPicked((current) => (current.includes(id) ? current.filter((one) => one !== id) : [...current, id]))
  const send = async () => {
    setBusy(true)
    setRefused(null)
    try {
      const refund = await refundOrder(order.id, {
        ticketIds: mode === 'whole' ? undefined : picked,
        reason: reason.trim(),
        resell: !keepOffSale,
      })
      setAnswer(refund)
      onRefunded(refund)
    } catch (error) {
      setRefused((error as Error).message || translate('ra.notification.http_error'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" fullScreen={phone} data-testid="refund-dialog">
      <DialogTitle>{translate(`${T}.title`, { orderNumber: order.orderNumber })}</DialogTitle>
      {answer ? (
        <DialogContent>
          <RefundOutcome refund={answer} />
        </DialogContent>
      ) : (
        <DialogContent>
          <DialogContentText>{translate(`${T}.intro`)}</DialogContentText>
          <FormControl sx={{ mt: 2, display: 'block' }}>
            <FormLabel id="refund-scope">{translate(`${T}.scope`)}</FormLabel>
            <RadioGroup aria-labelledby="refund-scope" value={mode} onChange={(event) => setMode(event.target.value as 'whole' | 'chosen')}>
              <FormControlLabel
                value="whole"
                disabled={!wholeAllowed || open.length === 0}
                control={<Radio />}
                label={translate(`${T}.whole`, { smart_count: held })}
              />
              {!wholeAllowed && <FormHelperText sx={{ mt: -0.5, mb: 0.5 }}>{translate(`${T}.wholeBlocked`)}</FormHelperText>}
              <FormControlLabel value="chosen" control={<Radio />} label={translate(`${T}.chosen`)} />
            </RadioGroup>
          </FormControl>
          <Stack sx={{ pl: { xs: 0, sm: 2 }, mt: 0.5 }} data-testid="refund-tickets">
            {choices.map(({ ticket, refusal }) => {
              const price = money(ticket.purchasePrice, order.currency)
              return (
                <FormControlLabel
                  key={ticket.id}
                  disabled={refusal !== null || mode === 'whole'}
                  sx={{ alignItems: 'flex-start', my: 0.25 }}
                  control={
                    <Checkbox
                      sx={{ pt: 0.5 }}
                      checked={refusal === null && chosen.includes(ticket.id)}
                      onChange={() => toggle(ticket.id)}
                      slotProps={{ input: { 'aria-describedby': `refund-ticket-${ticket.id}` } }}
                    />
                  }
                  label={
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {ticket.ticketTypeName} · {price}
                      </Typography>
                      <Typography
                        id={`refund-ticket-${ticket.id}`}
                        variant="caption"
                        sx={{ display: 'block', fontFamily: 'monospace', wordBreak: 'break-all' }}
                      >
                        {ticket.qrCode}
                      </Typography>
                      {refusal === null && listedIds.has(ticket.id) && (
                        <Typography variant="caption" color="info.main" sx={{ display: 'block' }}>
                          {translate(`${T}.listed`)}
                        </Typography>
                      )}
                      {refusal && (
                        <Typography
                          variant="caption"
                          color={refusal === 'checked_in' ? 'warning.main' : 'text.secondary'}
                          data-refusal={refusal}
                        >
                          {translate(`${T}.notRefundable.${refusal}`)}
                        </Typography>
                      )}
                    </Box>
                  }
                />
              )
            })}
          </Stack>
          <TextField
            fullWidth
            required
            multiline
            minRows={2}
            margin="normal"
            label={translate(`${T}.reason`)}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            helperText={translate(`${T}.reasonHint`)}
            slotProps={{ htmlInput: { maxLength: REFUND_REASON_MAX_LENGTH } }}
          />
          <FormControlLabel
            control={<Checkbox checked={keepOffSale} onChange={(event) => setKeepOffSale(event.target.checked)} />}
            label={translate(`${T}.noResell`)}
          />
          <FormHelperText sx={{ mt: -0.5, ml: 4 }}>{translate(keepOffSale ? `${T}.noResellHint` : `${T}.resellHint`)}</FormHelperText>
          <Box sx={{ mt: 2, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }} data-testid="refund-amount">
            {amount ? (
              <>
                <AmountRow
                  label={translate(`${T}.ticketsAmount`, { smart_count: chosen.length })}
                  value={money(amount.ticketsAmount, order.currency)}
                />
                {feesPaid && (
                  <AmountRow
                    label={translate(feesKept ? `${T}.feeKept` : `${T}.feeAmount`)}
                    value={money(amount.feeAmount, order.currency)}
                  />
                )}
                <Divider sx={{ my: 0.75 }} />
                <AmountRow strong label={translate(`${T}.amount`)} value={money(amount.amount, order.currency)} />
              </>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {translate(`${T}.chooseOne`)}
              </Typography>
            )}
          </Box>
          {refused && (
            <Alert severity="error" sx={{ mt: 2 }} data-testid="refund-refused">
              {refused}
            </Alert>
          )}
        </DialogContent>
      )}
      <DialogActions>
        {answer ? (
          <Button variant="contained" onClick={onClose}>
            {translate(`${T}.close`)}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={busy}>
              {translate('ra.action.cancel')}
            </Button>
            <Button
              variant="contained"
              color="warning"
              onClick={send}
              disabled={!ready}
              startIcon={<CurrencyExchangeIcon />}
              data-testid="refund-confirm"
            >
              {amount ? translate(`${T}.confirm`, { amount: money(amount.amount, order.currency) }) : translate(`${T}.action`)}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  )
}

function AmountRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography
        variant="body2"
        sx={{ fontWeight: strong ? 700 : 400, whiteSpace: 'nowrap' }}
        data-testid={strong ? 'refund-total' : undefined}
      >
        {value}
      </Typography>
    </Stack>
  )
}

export default RefundTicketsDialog
