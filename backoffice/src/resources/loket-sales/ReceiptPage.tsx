/*
 * A counter sale's receipt: who sells (the organizer with its address, KKF and BTW numbers when filled) and where
 * (the box office or the agent's point of sale), the sale with its invoice number, and every ticket with its QR code
 * (SVG from the receipt endpoint, GET /api/{loket|agent}/sales/:orderNumber/receipt), printable on an 80 mm thermal
 * printer or on A4.
 * Printing shows the receipt only (@media print hides the app around it); the chosen paper sets the @page rule.
 */
import { useState } from 'react'
import { Alert, Box, Button, Divider, LinearProgress, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material'
import PrintIcon from '@mui/icons-material/Print'
import PointOfSaleIcon from '@mui/icons-material/PointOfSale'
import { ShowBase, Title, useLocaleState, useRecordContext, useShowContext, useTranslate } from 'react-admin'
import { formatDateTime } from '#domain/format'
import type { CounterReceipt } from '#domain/counter_sale'
import { useMoney } from '../../inputs/AmountText'

export const R = 'resources.loket-sales.receipt'

type Paper = 'thermal' | 'a4'

/** Only the receipt on paper; the page size follows the chosen paper. */
function printCss(paper: Paper): string {
  const page = paper === 'thermal' ? '@page { size: 80mm auto; margin: 3mm; }' : '@page { size: A4; margin: 15mm; }'
  return `${page}
@media print {
  body * { visibility: hidden !important; }
  .counter-receipt, .counter-receipt * { visibility: visible !important; }
  .counter-receipt { position: absolute; left: 0; top: 0; margin: 0 !important; box-shadow: none !important; border: 0 !important; }
  .counter-receipt.thermal { width: 74mm !important; font-size: 10pt; }
  .counter-receipt.a4 { width: 180mm !important; }
  .counter-receipt .ticket { break-inside: avoid; }
}`
}

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, fontWeight: strong ? 700 : 400 }}>
      <span>{label}</span>
      <span>{value}</span>
    </Stack>
  )
}

function Receipt({ paper }: { paper: Paper }) {
  const money = useMoney()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const receipt = useRecordContext<CounterReceipt>()
  // react-admin shows the list's row (same id, no tickets) until the receipt itself arrives.
  if (!receipt || !Array.isArray(receipt.tickets)) return null
  const thermal = paper === 'thermal'
  return (
    <Box
      className={`counter-receipt ${paper}`}
      data-testid="receipt"
      sx={{
        bgcolor: '#fff',
        color: '#000',
        p: 2,
        border: 1,
        borderColor: 'divider',
        mx: 'auto',
        width: '100%',
        maxWidth: thermal ? 320 : 760,
        fontFamily: thermal ? 'ui-monospace, Menlo, monospace' : undefined,
        display: 'grid',
        gap: 1,
      }}
    >
      <Typography variant="h6" component="h2" sx={{ fontWeight: 800, textAlign: 'center' }}>
        {receipt.eventTitle}
      </Typography>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {formatDateTime(receipt.startDate, locale)}
        {receipt.venueName ? ` · ${receipt.venueName}` : ''}
      </Typography>
      {receipt.venueAddress && (
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {receipt.venueAddress}
        </Typography>
      )}
      <Divider sx={{ borderStyle: 'dashed' }} />
      <Box sx={{ textAlign: 'center' }} data-testid="receipt-issuer">
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {receipt.issuer.name}
        </Typography>
        {receipt.issuer.address && <Typography variant="body2">{receipt.issuer.address}</Typography>}
        {receipt.issuer.kkfNumber && (
          <Typography variant="body2">{translate(`${R}.kkfNumber`, { number: receipt.issuer.kkfNumber })}</Typography>
        )}
        {receipt.issuer.btwNumber && (
          <Typography variant="body2">{translate(`${R}.btwNumber`, { number: receipt.issuer.btwNumber })}</Typography>
        )}
      </Box>
      <Line
        label={translate(`${R}.sellingPoint`)}
        value={receipt.agentName ? translate(`${R}.agentPoint`, { name: receipt.agentName }) : translate(`${R}.boxOffice`)}
      />
      <Divider sx={{ borderStyle: 'dashed' }} />
      <Line label={translate(`${R}.number`)} value={receipt.orderNumber} />
      {receipt.invoiceNumber && <Line label={translate(`${R}.invoiceNumber`)} value={receipt.invoiceNumber} />}
      <Line label={translate(`${R}.soldAt`)} value={formatDateTime(receipt.createdAt, locale)} />
      <Line label={translate(`${R}.soldBy`)} value={receipt.sellerName} />
      {receipt.buyerName && <Line label={translate(`${R}.buyer`)} value={receipt.buyerName} />}
      <Divider sx={{ borderStyle: 'dashed' }} />
      {receipt.tickets.map((ticket) => (
        <Line key={ticket.id} label={ticket.ticketTypeName} value={money(ticket.price)} />
      ))}
      <Line label={translate(`${R}.total`)} value={money(receipt.total)} strong />
      <Line
        label={translate(`${R}.method`)}
        value={translate(`resources.loket-sales.screen.${receipt.paymentMethod ?? 'pin'}`, { _: receipt.paymentMethod ?? '' })}
      />
      {receipt.amountTendered !== null && <Line label={translate(`${R}.tendered`)} value={money(receipt.amountTendered)} />}
      {receipt.changeGiven !== null && <Line label={translate(`${R}.change`)} value={money(receipt.changeGiven)} strong />}
      {receipt.status !== 'paid' && receipt.status !== 'free' && (
        <Alert severity="warning">{translate(`${R}.status`, { status: receipt.status })}</Alert>
      )}
      <Divider sx={{ borderStyle: 'dashed' }} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: thermal ? '1fr' : 'repeat(auto-fill, minmax(200px, 1fr))' }}>
        {receipt.tickets.map((ticket) => (
          <Box
            key={ticket.id}
            className="ticket"
            sx={{ textAlign: 'center', opacity: ticket.isValid ? 1 : 0.4 }}
            data-testid="receipt-ticket"
          >
            <Box
              component="img"
              src={ticket.qrImage}
              alt={translate(`${R}.qrAlt`, { code: ticket.qrCode })}
              sx={{ width: thermal ? '48mm' : '45mm', maxWidth: '100%', height: 'auto', display: 'block', mx: 'auto' }}
            />
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {ticket.ticketTypeName}
            </Typography>
            <Typography variant="caption" sx={{ fontFamily: 'ui-monospace, Menlo, monospace', wordBreak: 'break-all' }}>
              {ticket.qrCode}
            </Typography>
            {!ticket.isValid && (
              <Typography variant="caption" sx={{ display: 'block' }}>
                {translate(`${R}.invalid`)}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
      <Typography variant="caption" sx={{ textAlign: 'center' }}>
        {translate(`${R}.footer`)}
      </Typography>
    </Box>
  )
}

function Page({ newSaleHref }: { newSaleHref: string }) {
  const translate = useTranslate()
  const { isPending, error } = useShowContext<CounterReceipt>()
  const [paper, setPaper] = useState<Paper>('thermal')
  return (
    <Box sx={{ my: 2, display: 'grid', gap: 2, maxWidth: 800 }}>
      <Title title={translate(`${R}.title`)} />
      <style>{printCss(paper)}</style>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {translate(`${R}.title`)}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <ToggleButtonGroup
          exclusive
          value={paper}
          onChange={(_, value: Paper | null) => value && setPaper(value)}
          aria-label={translate(`${R}.paper`)}
        >
          <ToggleButton value="thermal" sx={{ minHeight: 48, px: 2 }}>
            {translate(`${R}.thermal`)}
          </ToggleButton>
          <ToggleButton value="a4" sx={{ minHeight: 48, px: 2 }}>
            {translate(`${R}.a4`)}
          </ToggleButton>
        </ToggleButtonGroup>
        <Button
          variant="contained"
          size="large"
          startIcon={<PrintIcon />}
          onClick={() => window.print()}
          sx={{ minHeight: 48 }}
          data-testid="print"
        >
          {translate(`${R}.print`)}
        </Button>
        <Button variant="outlined" size="large" startIcon={<PointOfSaleIcon />} href={newSaleHref} sx={{ minHeight: 48 }}>
          {translate(`${R}.newSale`)}
        </Button>
      </Stack>
      {isPending && <LinearProgress />}
      {error && <Alert severity="error">{translate((error as Error).message, { _: (error as Error).message })}</Alert>}
      <Receipt paper={paper} />
    </Box>
  )
}

/** The show view of 'loket-sales' and 'agent-sales': the record is the receipt (the resources' `one` endpoint). */
export function ReceiptPage({ newSaleHref }: { newSaleHref: string }) {
  return (
    <ShowBase>
      <Page newSaleHref={newSaleHref} />
    </ShowBase>
  )
}
