import { Alert, Box, Button, Card, Chip, Divider, LinearProgress, Stack, Typography } from '@mui/material'
import { lazy, Suspense, useState } from 'react'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import DownloadIcon from '@mui/icons-material/Download'
import { Link, Show, TopToolbar, useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin'
import { formatDateTime } from '#domain/format'
import { Row, Section } from '../../layout/DetailSection'
import { OrderActions } from './OrderActions'
import { downloadInvoice } from './api'
import { OrderRefunds } from './OrderRefunds'
import { OrderStatusChip } from './OrderStatusChip'
import type { OrderDetailRecord, OrderTicket } from './types'
import { useOrderRefunds } from './useOrderRefunds'
import { useMoney } from '../../inputs/AmountText'
import { useBuyerName } from '../../list/useBuyerName'
import type { OrderAnswer } from '../event-questions/api'

// The answers to the event's questions (docs/questions.md): their own chunk, loaded only for an order that has some.
const OrderAnswers = lazy(() => import('../event-questions/OrderAnswers'))

function TicketCard({ ticket }: { ticket: OrderTicket }) {
  const money = useMoney()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const price = Number(ticket.purchasePrice) === 0 ? translate('resources.orders.detail.free') : money(ticket.purchasePrice)
  return (
    <Card
      variant="outlined"
      sx={{ display: 'flex', gap: 2, p: 1.5, alignItems: 'center', opacity: ticket.isValid && !ticket.refundedAt ? 1 : 0.6 }}
      data-testid="order-ticket"
    >
      {ticket.qrImage ? (
        <Box
          component="img"
          src={ticket.qrImage}
          alt={translate('resources.orders.detail.qrAlt', { code: ticket.qrCode })}
          sx={{ width: 96, height: 96, flexShrink: 0, bgcolor: '#fff', borderRadius: 1 }}
        />
      ) : (
        <Box sx={{ width: 96, height: 96, flexShrink: 0, bgcolor: 'action.hover', borderRadius: 1 }} />
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body1" sx={{ fontWeight: 600 }}>
          {ticket.ticketTypeName} · {price}
        </Typography>
        <Typography variant="caption" sx={{ fontFamily: 'monospace', display: 'block', wordBreak: 'break-all' }}>
          {ticket.qrCode}
        </Typography>
        <Box sx={{ mt: 0.5 }}>
          {ticket.refundedAt ? (
            <Chip
              size="small"
              color="warning"
              variant="outlined"
              data-testid="ticket-refunded"
              sx={{ height: 'auto', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal' } }}
              label={translate('resources.orders.refunds.ticketRefunded', { date: formatDateTime(ticket.refundedAt, locale) })}
            />
          ) : !ticket.isValid ? (
            <Chip size="small" label={translate('resources.orders.detail.invalid')} />
          ) : ticket.isCheckedIn ? (
            <Chip
              size="small"
              color="success"
              sx={{ height: 'auto', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal' } }}
              label={
                ticket.checkedInAt
                  ? translate('resources.orders.detail.checkedInAt', { date: formatDateTime(ticket.checkedInAt, locale) })
                  : translate('resources.orders.detail.checkedIn')
              }
            />
          ) : (
            <Chip size="small" variant="outlined" label={translate('resources.orders.detail.notCheckedIn')} />
          )}
        </Box>
      </Box>
    </Card>
  )
}

/** The seller's invoice: its number, and the PDF (with the refunds' credit notes) downloaded with the session. */
function InvoiceRow({ orderNumber, invoiceNumber }: { orderNumber: string; invoiceNumber: string }) {
  const translate = useTranslate()
  const notify = useNotify()
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      await downloadInvoice(orderNumber)
    } catch (error) {
      notify('resources.orders.detail.invoiceFailed', { type: 'error', messageArgs: { message: (error as Error).message } })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Row label={translate('resources.orders.fields.invoiceNumber')}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
        <Box component="span" sx={{ fontFamily: 'monospace' }} data-testid="order-invoice-number">
          {invoiceNumber}
        </Box>
        <Button size="small" startIcon={<DownloadIcon />} onClick={download} disabled={busy} data-testid="order-invoice-download">
          {translate('resources.orders.detail.invoice')}
        </Button>
      </Stack>
    </Row>
  )
}

function OrderDetail() {
  const order = useRecordContext<OrderDetailRecord>()
  // Until getOne answers, react-admin shows the list's row (no tickets yet).
  if (!order?.tickets) return <LinearProgress sx={{ m: 2 }} />
  return <OrderDetailLoaded order={order} />
}

function OrderDetailLoaded({ order }: { order: OrderDetailRecord & { answers?: OrderAnswer[]; questionsSkipReason?: string | null } }) {
  const buyerName = useBuyerName()
  const money = useMoney()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const refresh = useRefresh()
  const refunds = useOrderRefunds(order.id)
  const refundsChanged = () => {
    refunds.reload()
    refresh()
  }
  const field = (name: string) => translate(`resources.orders.fields.${name}`)
  const date = (value: string | null) => (value ? formatDateTime(value, locale) : '—')
  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, sm: 2 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="h5" component="h1" sx={{ fontFamily: 'monospace' }} data-testid="order-number">
          {order.orderNumber}
        </Typography>
        <OrderStatusChip order={order} />
      </Stack>
      {order.event && (
        <Typography variant="body2" color="text.secondary">
          {order.event.title}
          {order.event.startDate ? ` · ${date(order.event.startDate)}` : ''}
        </Typography>
      )}
      {order.event?.cancelledAt && (
        <Alert severity="info" data-testid="order-event-cancelled">
          {translate('resources.orders.detail.eventCancelled')}
        </Alert>
      )}
      {order.refundRequired && <Alert severity="warning">{translate('resources.orders.detail.refundRequired')}</Alert>}
      <OrderActions order={order} refunds={refunds} onRefunded={refundsChanged} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Section title={translate('resources.orders.detail.buyer')}>
          <Row label={field('buyerName')}>{buyerName(order.buyerName)}</Row>
          <Row label={field('buyerEmail')}>{order.buyerEmail ?? '—'}</Row>
          <Row label={field('buyerPhone')}>{order.buyerPhone ?? '—'}</Row>
          <Row label={field('contactMethod')}>{translate(`resources.orders.contactMethod.${order.contactMethod}`)}</Row>
          <Row label={field('channel')}>{translate(`resources.orders.channel.${order.channel}`)}</Row>
          <Row label={field('createdAt')}>{date(order.createdAt)}</Row>
          {order.paidAt && <Row label={field('paidAt')}>{date(order.paidAt)}</Row>}
        </Section>
        <Section title={translate('resources.orders.detail.money')}>
          {order.discountCode && Number(order.discountAmount) > 0 ? (
            <Row label={`${field('discountAmount')} (${order.discountCode})`}>− {money(order.discountAmount)}</Row>
          ) : null}
          <Row label={field('subtotal')}>{money(order.subtotal)}</Row>
          <Row label={field('platformFee')}>{money(order.platformFee)}</Row>
          <Row label={field('paymentFee')}>{money(order.paymentFee)}</Row>
          <Row label={field('paymentFeeBtw')}>{money(order.paymentFeeBtw)}</Row>
          <Divider sx={{ my: 1 }} />
          <Row label={field('total')}>
            <strong>{money(order.total)}</strong>
          </Row>
          {order.invoiceNumber && <InvoiceRow orderNumber={order.orderNumber} invoiceNumber={order.invoiceNumber} />}
        </Section>
      </Box>
      {(order.cancelledAt || order.refundedAt) && (
        <Section title={translate('resources.orders.detail.history')}>
          {order.cancelledAt && (
            <Typography variant="body2">
              {translate('resources.orders.detail.cancelledBy', { date: date(order.cancelledAt), name: order.cancelledBy ?? '—' })}
            </Typography>
          )}
          {order.refundedAt && (
            <Typography variant="body2">
              {translate('resources.orders.detail.refundedBy', { date: date(order.refundedAt), name: order.refundedBy ?? '—' })}
              {order.refundReference && ` · ${translate('resources.orders.detail.refundReference', { reference: order.refundReference })}`}
              {order.refundNote && ` · ${order.refundNote}`}
            </Typography>
          )}
        </Section>
      )}
      <OrderRefunds order={order} state={refunds} onChanged={refundsChanged} />
      {(order.answers?.length || order.questionsSkipReason) && (
        <Suspense fallback={null}>
          <OrderAnswers answers={order.answers ?? []} skipReason={order.questionsSkipReason ?? null} />
        </Suspense>
      )}
      <Section
        title={
          order.validTicketCount === order.ticketCount
            ? `${translate('resources.orders.detail.tickets')} (${order.ticketCount})`
            : translate('resources.orders.detail.ticketsValid', { count: order.ticketCount, valid: order.validTicketCount })
        }
      >
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(320px, 1fr))' } }}>
          {order.tickets.map((ticket) => (
            <TicketCard key={ticket.id} ticket={ticket} />
          ))}
          {order.tickets.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {translate('resources.orders.detail.noTickets')}
            </Typography>
          )}
        </Box>
      </Section>
    </Box>
  )
}

function BackToList() {
  const order = useRecordContext<OrderDetailRecord>()
  const translate = useTranslate()
  const filter = order ? `?filter=${encodeURIComponent(JSON.stringify({ eventId: order.eventId }))}` : ''
  return (
    <TopToolbar sx={{ justifyContent: 'flex-start' }}>
      <Button component={Link} to={`/orders${filter}`} startIcon={<ArrowBackIcon />} size="small">
        {translate('resources.orders.detail.back')}
      </Button>
    </TopToolbar>
  )
}

function OrderTitle() {
  const order = useRecordContext<OrderDetailRecord>()
  const translate = useTranslate()
  return <span>{order ? translate('resources.orders.detail.title', { orderNumber: order.orderNumber }) : ''}</span>
}

export function OrderShow() {
  return (
    <Show<OrderDetailRecord>
      actions={<BackToList />}
      title={<OrderTitle />}
      queryOptions={{ refetchOnWindowFocus: false }}
      // As the list: on a phone or tablet (menu in a drawer) the page keeps to the window.
      sx={{ maxWidth: { xs: 'calc(100vw - 16px)', md: 'none' }, minWidth: 0, '& .RaShow-main, & .RaShow-card': { minWidth: 0 } }}
    >
      <OrderDetail />
    </Show>
  )
}
