/*
 * A shift's report: the cash count (float + cash sales − cash refunds = expected, counted, difference, note),
 * per payment method and per ticket type. The same view for the loket's panel after closing and the report page, where
 * it prints on an 80 mm receipt printer or on A4 (print CSS below: only the report is printed).
 */
import { useEffect, useState } from 'react'
import { Box, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import PrintIcon from '@mui/icons-material/Print'
import ReceiptIcon from '@mui/icons-material/Receipt'
import { useLocaleState, useTranslate } from 'react-admin'
import { formatDateTime } from '#domain/format'
import type { LoketShiftRecord, ShiftReport as Report, ShiftTotals } from '#domain/loket_shift'
import { useMoney, type Money } from '../../inputs/AmountText'

export const T = 'resources.loket-shifts'

/** '-5.00' → 'SRD 5,- te weinig', '0.25' → 'SRD 0,25 te veel', '0.00' → 'Klopt precies' (panel) / 'Klopt' (report). */
export function differenceText(
  difference: string,
  translate: (key: string, options?: object) => string,
  exactKey: string,
  money: Money
): string {
  const value = Number(difference)
  if (value === 0) return translate(exactKey)
  const amount = money(Math.abs(value))
  return translate(value < 0 ? `${T}.panel.short` : `${T}.panel.over`, { amount })
}

export function differenceColor(difference: string | null): string | undefined {
  if (difference === null || Number(difference) === 0) return 'success.main'
  return Number(difference) < 0 ? 'error.main' : 'warning.dark'
}

type PrintMode = '80mm' | 'a4' | null

/** Only the report prints; the page size follows the chosen paper (set just before window.print). */
function PrintStyles({ mode }: { mode: PrintMode }) {
  const page = mode === '80mm' ? '@page { size: 80mm auto; margin: 3mm; }' : '@page { size: A4; margin: 15mm; }'
  const receipt =
    mode === '80mm'
      ? '.shift-report { width: 74mm !important; font-size: 11px !important; } .shift-report td, .shift-report th { padding: 2px 3px !important; font-size: 11px !important; }'
      : ''
  return (
    <style>{`@media print {
  ${page}
  body * { visibility: hidden; }
  .shift-report, .shift-report * { visibility: visible; }
  .shift-report { position: absolute; left: 0; top: 0; width: 100%; color: #000; }
  .shift-report .no-print { display: none !important; }
  ${receipt}
}`}</style>
  )
}

function PrintButtons() {
  const translate = useTranslate()
  const [mode, setMode] = useState<PrintMode>(null)
  useEffect(() => {
    if (!mode) return
    // Print once the page-size style for this paper is in the document.
    const timer = window.setTimeout(() => {
      window.print()
      setMode(null)
    }, 50)
    return () => window.clearTimeout(timer)
  }, [mode])
  return (
    <Stack direction="row" spacing={1} className="no-print" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <PrintStyles mode={mode} />
      <Button variant="outlined" startIcon={<ReceiptIcon />} onClick={() => setMode('80mm')}>
        {translate(`${T}.report.print80`)}
      </Button>
      <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => setMode('a4')}>
        {translate(`${T}.report.printA4`)}
      </Button>
    </Stack>
  )
}

function Line({ label, value, strong, color }: { label: string; value: string; strong?: boolean; color?: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400, color, fontVariantNumeric: 'tabular-nums', textAlign: 'right' }}>
        {value}
      </Typography>
    </Stack>
  )
}

const cell = { px: 1, py: 0.5 } as const
/** A table wider than a phone scrolls inside its box, never the page. */
// contain: its contents' width never widens the page (a flex layout would otherwise grow to the table's min-content).
const scroll = { overflowX: 'auto', maxWidth: '100%', contain: 'inline-size' } as const
const num = { ...cell, textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const

/** Per payment method and per ticket type: the totals (running while open, frozen once closed). */
export function ShiftFigures({ totals }: { totals: ShiftTotals }) {
  const money = useMoney()
  const translate = useTranslate()
  const method = (name: string) => translate(`${T}.report.methods.${name}`, { _: name })
  // Refund columns only when something was given back: a phone shows the usual shift without scrolling sideways.
  const anyRefund = totals.paymentMethods.some((line) => line.refundedOrders > 0)
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          {translate(`${T}.report.perMethod`)}
        </Typography>
        <Box sx={scroll}>
          <Table size="small" aria-label={translate(`${T}.report.perMethod`)}>
            <TableHead>
              <TableRow>
                <TableCell sx={cell}>{translate(`${T}.report.method`)}</TableCell>
                <TableCell sx={num}>{translate(`${T}.report.orders`)}</TableCell>
                <TableCell sx={num}>{translate(`${T}.report.tickets`)}</TableCell>
                <TableCell sx={num}>{translate(`${T}.report.amount`)}</TableCell>
                {anyRefund && <TableCell sx={num}>{translate(`${T}.report.refunded`)}</TableCell>}
                {anyRefund && <TableCell sx={num}>{translate(`${T}.report.net`)}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {totals.paymentMethods.map((line) => (
                <TableRow key={line.method} data-testid={`method-${line.method}`}>
                  <TableCell sx={cell}>{method(line.method)}</TableCell>
                  <TableCell sx={num}>{line.orders}</TableCell>
                  <TableCell sx={num}>{line.tickets}</TableCell>
                  <TableCell sx={num}>{money(line.amount)}</TableCell>
                  {anyRefund && (
                    <TableCell sx={num}>
                      {line.refundedOrders > 0 ? `${line.refundedOrders} · ${money(line.refundedAmount)}` : '—'}
                    </TableCell>
                  )}
                  {anyRefund && <TableCell sx={num}>{money(line.netAmount)}</TableCell>}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          {translate(`${T}.report.perType`)}
        </Typography>
        {totals.ticketTypes.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.report.noSales`)}
          </Typography>
        ) : (
          <Box sx={scroll}>
            <Table size="small" aria-label={translate(`${T}.report.perType`)}>
              <TableHead>
                <TableRow>
                  <TableCell sx={cell}>{translate(`${T}.report.ticketType`)}</TableCell>
                  <TableCell sx={num}>{translate(`${T}.report.tickets`)}</TableCell>
                  <TableCell sx={num}>{translate(`${T}.report.amount`)}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {totals.ticketTypes.map((line) => (
                  <TableRow key={line.ticketTypeId} data-testid="type-line">
                    <TableCell sx={cell}>
                      {line.ticketTypeName}
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {line.eventTitle}
                      </Typography>
                    </TableCell>
                    <TableCell sx={num}>{line.tickets}</TableCell>
                    <TableCell sx={num}>{money(line.amount)}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell sx={{ ...cell, fontWeight: 700 }}>{translate(`${T}.report.total`)}</TableCell>
                  <TableCell sx={{ ...num, fontWeight: 700 }}>{totals.tickets}</TableCell>
                  <TableCell sx={{ ...num, fontWeight: 700 }}>{money(totals.amount)}</TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </Box>
        )}
      </Box>
    </Stack>
  )
}

/** The cash lines: float + sales − refunds = expected (and, once closed, counted, difference and note). */
export function CashLines({ totals, shift }: { totals: ShiftTotals; shift?: LoketShiftRecord }) {
  const money = useMoney()
  const translate = useTranslate()
  return (
    <Box>
      <Line label={translate(`${T}.report.openingFloat`)} value={money(totals.openingFloat)} />
      <Line label={`+ ${translate(`${T}.report.cashSales`)}`} value={money(totals.cashSales)} />
      <Line label={`− ${translate(`${T}.report.cashRefunds`)}`} value={money(totals.cashRefunds)} />
      <Line label={`= ${translate(`${T}.report.expectedCash`)}`} value={money(totals.expectedCash)} strong />
      {shift?.countedCash && shift.difference !== null && (
        <>
          <Line label={translate(`${T}.report.countedCash`)} value={money(shift.countedCash)} strong />
          <Line
            label={translate(`${T}.report.difference`)}
            value={differenceText(shift.difference, translate, `${T}.report.exact`, money)}
            strong
            color={differenceColor(shift.difference)}
          />
        </>
      )}
    </Box>
  )
}

/** The whole numbered report of a closed shift (or the running figures of an open one), printable. */
export function ShiftReport({ shift }: { shift: LoketShiftRecord }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const report = shift.status === 'closed' ? (shift.totals as Report | null) : null
  const totals = shift.totals
  return (
    <Box className="shift-report" data-testid="shift-report" sx={{ maxWidth: 720 }}>
      <Stack spacing={2}>
        <Box>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            {shift.reportNumber ? translate(`${T}.report.title`, { number: shift.reportNumber }) : translate(`${T}.report.openTitle`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.report.seller`)}: {shift.sellerName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.report.period`)}: {formatDateTime(shift.openedAt, locale)}
            {shift.closedAt ? ` – ${formatDateTime(shift.closedAt, locale)}` : ''}
          </Typography>
          {shift.closedByName && shift.closedBy !== shift.sellerId && (
            <Typography variant="body2" color="text.secondary">
              {translate(`${T}.report.closedBy`)}: {shift.closedByName}
            </Typography>
          )}
        </Box>
        {totals && (
          <>
            <Box>
              <Typography variant="subtitle2" component="h3" gutterBottom>
                {translate(`${T}.report.cash`)}
              </Typography>
              <CashLines totals={totals} shift={shift} />
              {shift.note && (
                <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="report-note">
                  <strong>{translate(`${T}.report.note`)}:</strong> {shift.note}
                </Typography>
              )}
            </Box>
            <ShiftFigures totals={totals} />
          </>
        )}
        {report && (
          <Typography variant="caption" color="text.secondary">
            {translate(`${T}.report.frozen`)}
          </Typography>
        )}
        <PrintButtons />
      </Stack>
    </Box>
  )
}
