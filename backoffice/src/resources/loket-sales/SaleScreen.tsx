/*
 * The counter's sale screen (loket, agents), one for both channels and built for speed on a tablet:
 * pick the event, +/− per ticket type (seats left shown), optionally the buyer, cash or pin; for cash the amount
 * handed over with quick amounts and the change shown large; sell; then the change again and the receipt.
 * Each sale attempt carries one idempotency key, so a double tap or a retry after a lost answer sells once.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import RemoveIcon from '@mui/icons-material/Remove'
import ReceiptIcon from '@mui/icons-material/Receipt'
import { HttpError, useLocaleState, useTranslate } from 'react-admin'
import { formatDateTime } from '#domain/format'
import { centsToAmount } from '#domain/cart_total'
import { discountCart, effectTerms, type CodeEffect } from '#domain/discount_codes'
import { changeFor, quickAmounts, type CounterChannel, type CounterPaymentMethod } from '#domain/counter_sale'
import { WithMessages } from '../../i18n/WithMessages'
import { checkCode, fetchSellable, newAttemptKey, salesResourceOf, sell, type SaleResult, type SellableEvent } from './api'
import { useMoney } from '../../inputs/AmountText'
import type { CounterAnswers } from '../event-questions/CounterQuestions'

// The event's required questions (docs/questions.md), their own chunk.
const CounterQuestions = lazy(() => import('../event-questions/CounterQuestions'))

/** The screen's texts live with the loket's sales (resources/loket-sales), loaded by the screen itself. */
export const S = 'resources.loket-sales.screen'

export interface SaleScreenProps {
  channel: CounterChannel
  /** The seller (the loket's list is per person: GET /api/events/loket-accessible/{userId}). */
  userId: number
  /** After each sale (the loket dashboard reloads the shift's totals). */
  onSold?: (sale: SaleResult) => void
  /** The API refused for want of an open shift (409): the loket dashboard shows it next to the shift panel. */
  onNoShift?: (message: string) => void
}

type Load = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; events: SellableEvent[] }

const BIG = { minHeight: 56, minWidth: 56, fontSize: '1.1rem' } as const

function apiMessage(error: unknown): { message: string; field: string | null; noShift: boolean } {
  if (!(error instanceof HttpError))
    return { message: (error as Error)?.message || 'ra.notification.http_error', field: null, noShift: false }
  const body = (error.body ?? {}) as { code?: string; errors?: Record<string, unknown> }
  const [field, text] = Object.entries(body.errors ?? {}).find(([, value]) => typeof value === 'string') ?? [null, null]
  return { message: (text as string | null) ?? error.message, field, noShift: body.code === 'COUNTER_NO_OPEN_SHIFT' }
}

/** The change while typing ('12,50' reads as 12.50); null until the field holds an amount. */
function liveChange(total: string, tendered: string): ReturnType<typeof changeFor> | null {
  const text = tendered.trim().replace(',', '.')
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null
  return changeFor(total, text)
}

/** − or + for one ticket type, named for screen readers ('Eén VIP meer'). */
function StepButton({ step, name, disabled, onClick }: { step: 'less' | 'more'; name: string; disabled: boolean; onClick: () => void }) {
  const translate = useTranslate()
  const label = translate(`${S}.${step}`, { name })
  return (
    <Button
      variant={step === 'more' ? 'contained' : 'outlined'}
      sx={BIG}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      {step === 'more' ? <AddIcon /> : <RemoveIcon />}
    </Button>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  )
}

function Screen({ channel, userId, onSold, onNoShift }: SaleScreenProps) {
  const money = useMoney()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const [load, setLoad] = useState<Load>({ kind: 'loading' })
  const [eventId, setEventId] = useState<number | null>(null)
  const [cart, setCart] = useState<Record<number, number>>({})
  const [method, setMethod] = useState<CounterPaymentMethod>('cash')
  const [tendered, setTendered] = useState('')
  const [buyer, setBuyer] = useState({ name: '', contact: '' })
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<{ message: string; field: string | null } | null>(null)
  const [sold, setSold] = useState<SaleResult | null>(null)
  const [questions, setQuestions] = useState<CounterAnswers>({ answers: [], skipQuestionsReason: null, complete: true })
  const [askedOnce, setAskedOnce] = useState(false)
  // A discount or access code the buyer hands over: checked as the shop checks it, the total follows it.
  const [codeText, setCodeText] = useState('')
  const [code, setCode] = useState<CodeEffect | null>(null)
  const [codeProblem, setCodeProblem] = useState<string | null>(null)
  const questionsChanged = useCallback((value: CounterAnswers) => {
    attempt.current = null
    setQuestions(value)
  }, [])
  // One key per attempt: kept when the same sale is tried again, new as soon as anything in it changes.
  const attempt = useRef<string | null>(null)
  const edit =
    <A,>(apply: (value: A) => void) =>
    (value: A) => {
      attempt.current = null
      setProblem(null)
      apply(value)
    }

  const reload = useCallback(async () => {
    try {
      const events = await fetchSellable(channel, userId)
      setLoad({ kind: 'ready', events })
      setEventId((current) => (events.some((e) => e.id === current) ? current : events.length === 1 ? events[0].id : null))
    } catch (error) {
      setLoad({ kind: 'failed', message: apiMessage(error).message })
    }
  }, [channel, userId])
  useEffect(() => void reload(), [reload])

  const event = load.kind === 'ready' ? load.events.find((e) => e.id === eventId) : undefined
  const lines = useMemo(
    () => (event ? event.ticketTypes.filter((t) => (cart[t.id] ?? 0) > 0).map((t) => ({ type: t, quantity: cart[t.id] })) : []),
    [event, cart]
  )
  const questionLines = useMemo(
    () => lines.map((line) => ({ ticketTypeId: line.type.id, quantity: line.quantity, name: line.type.name })),
    [lines]
  )
  const priced = discountCart(
    lines.map((line) => ({ ticketTypeId: line.type.id, quantity: line.quantity, price: line.type.price })),
    code ? effectTerms(code) : null
  )
  const total = centsToAmount(priced.subtotalCents)
  const count = lines.reduce((sum, line) => sum + line.quantity, 0)
  const paid = total !== '0.00'
  const change = method === 'cash' && paid ? liveChange(total, tendered) : null

  function forgetCode() {
    setCode(null)
    setCodeText('')
    setCodeProblem(null)
  }
  // A code is the event's own: another event starts without one.
  useEffect(forgetCode, [eventId])

  const applyCode = async () => {
    if (!event || !codeText.trim()) return
    attempt.current = null
    try {
      const answer = await checkCode(event.id, codeText)
      if (answer.valid) {
        const { valid: _valid, ...effect } = answer
        setCode(effect)
        setCodeProblem(null)
      } else setCodeProblem(translate(`${S}.codeReason.${answer.reason}`))
    } catch (error) {
      setCodeProblem(apiMessage(error).message)
    }
  }

  const codeEffect = (effect: CodeEffect) =>
    effect.kind === 'fixed'
      ? translate(`${S}.codeFixed`, { amount: money(effect.value) })
      : Number(effect.value) > 0
        ? translate(`${S}.codePercentage`, { value: String(Number(effect.value)) })
        : translate(`${S}.codeAccess`)

  const submit = async () => {
    if (!event || count === 0 || busy) return
    setAskedOnce(true)
    if (!questions.complete) return
    attempt.current ??= newAttemptKey()
    setBusy(true)
    setProblem(null)
    const contact = buyer.contact.trim()
    const byEmail = contact.includes('@')
    try {
      const sale = await sell(channel, {
        eventId: event.id,
        tickets: lines.map((line) => ({ ticketTypeId: line.type.id, quantity: line.quantity })),
        paymentMethod: method,
        amountTendered: method === 'cash' ? (paid ? tendered.trim().replace(',', '.') : '0') : null,
        buyerInfo:
          buyer.name.trim() || contact
            ? {
                name: buyer.name.trim() || undefined,
                ...(contact ? (byEmail ? { email: contact, contactMethod: 'email' } : { phone: contact, contactMethod: 'whatsapp' }) : {}),
              }
            : null,
        idempotencyKey: attempt.current,
        answers: questions.answers,
        skipQuestionsReason: questions.skipQuestionsReason,
        discountCode: code?.code ?? null,
      })
      attempt.current = null
      setSold(sale)
      onSold?.(sale)
    } catch (error) {
      const answer = apiMessage(error)
      setProblem(answer)
      if (answer.noShift) onNoShift?.(answer.message)
      // Seats may have gone meanwhile: show the counts as they are now.
      void reload()
    } finally {
      setBusy(false)
    }
  }

  const next = () => {
    setSold(null)
    setCart({})
    setTendered('')
    setBuyer({ name: '', contact: '' })
    setAskedOnce(false)
    forgetCode()
    void reload()
  }

  if (sold) return <Sold sale={sold} channel={channel} onNext={next} />
  if (load.kind === 'loading') return <LinearProgress />
  if (load.kind === 'failed') return <Alert severity="error">{translate(load.message, { _: load.message })}</Alert>
  if (load.events.length === 0) return <Alert severity="info">{translate(`${S}.noEvents`)}</Alert>

  return (
    <Stack spacing={3} data-testid="sale-screen">
      <Section title={translate(`${S}.event`)}>
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(240px, 1fr))' } }}>
          {load.events.map((option) => (
            <Button
              key={option.id}
              variant={option.id === eventId ? 'contained' : 'outlined'}
              onClick={() =>
                edit((id: number) => {
                  // Another event: its own tickets, nothing carried over.
                  if (id !== eventId) setCart({})
                  setEventId(id)
                })(option.id)
              }
              aria-pressed={option.id === eventId}
              sx={{ ...BIG, justifyContent: 'flex-start', textAlign: 'left', textTransform: 'none', display: 'block', py: 1.5 }}
            >
              <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
                {option.title}
              </Box>
              <Box component="span" sx={{ display: 'block', fontSize: '0.85rem', opacity: 0.85 }}>
                {formatDateTime(option.startDate, locale)}
              </Box>
            </Button>
          ))}
        </Box>
      </Section>

      {event && (
        <Section title={translate(`${S}.tickets`)}>
          {event.ticketTypes.map((type) => {
            const quantity = cart[type.id] ?? 0
            const setQuantity = edit((value: number) => setCart((current) => ({ ...current, [type.id]: value })))
            return (
              <Box
                key={type.id}
                data-testid={`type-${type.id}`}
                sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2 }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700 }}>{type.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {money(type.price)} · {translate(`${S}.left`, { count: Math.max(0, type.remaining - quantity) })}
                  </Typography>
                  {type.status !== 'available' && (
                    <Chip size="small" sx={{ mt: 0.5 }} label={translate(`${S}.status.${type.status}`, { _: type.status })} />
                  )}
                </Box>
                <StepButton step="less" name={type.name} disabled={quantity === 0} onClick={() => setQuantity(quantity - 1)} />
                <Typography
                  component="output"
                  sx={{ minWidth: 32, textAlign: 'center', fontSize: '1.5rem', fontWeight: 700 }}
                  data-testid={`quantity-${type.id}`}
                >
                  {quantity}
                </Typography>
                <StepButton
                  step="more"
                  name={type.name}
                  disabled={type.status !== 'available' || quantity >= type.remaining}
                  onClick={() => setQuantity(quantity + 1)}
                />
              </Box>
            )
          })}
        </Section>
      )}

      {event && count > 0 && (
        <>
          <Section title={translate(`${S}.buyer`)}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={translate(`${S}.buyerName`)}
                value={buyer.name}
                onChange={(e) => edit(setBuyer)({ ...buyer, name: e.target.value })}
                slotProps={{ htmlInput: { maxLength: 200, autoComplete: 'off' } }}
                fullWidth
              />
              <TextField
                label={translate(`${S}.buyerContact`)}
                value={buyer.contact}
                onChange={(e) => edit(setBuyer)({ ...buyer, contact: e.target.value })}
                error={problem?.field === 'email' || problem?.field === 'phone' || problem?.field === 'buyerInfo'}
                helperText={translate(`${S}.buyerContactHint`)}
                slotProps={{ htmlInput: { maxLength: 254, autoComplete: 'off', 'data-testid': 'buyer-contact' } }}
                fullWidth
              />
            </Stack>
          </Section>

          <Section title={translate(`${S}.code`)}>
            {code ? (
              <Alert
                severity="success"
                data-testid="counter-code-applied"
                action={
                  <Button
                    color="inherit"
                    onClick={() => {
                      attempt.current = null
                      forgetCode()
                    }}
                  >
                    {translate(`${S}.codeRemove`)}
                  </Button>
                }
              >
                {translate(`${S}.codeApplied`, { code: code.code, effect: codeEffect(code) })}
                {priced.discountCents > 0 && ` · −${money(centsToAmount(priced.discountCents))}`}
              </Alert>
            ) : (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <TextField
                  label={translate(`${S}.code`)}
                  value={codeText}
                  onChange={(e) => {
                    setCodeText(e.target.value)
                    setCodeProblem(null)
                  }}
                  error={!!codeProblem || problem?.field === 'discountCode'}
                  helperText={codeProblem ?? (problem?.field === 'discountCode' ? problem.message : ' ')}
                  slotProps={{
                    htmlInput: { maxLength: 40, autoComplete: 'off', autoCapitalize: 'characters', 'data-testid': 'counter-code' },
                  }}
                  fullWidth
                />
                <Button variant="outlined" sx={BIG} onClick={() => void applyCode()} data-testid="counter-code-apply">
                  {translate(`${S}.codeApply`)}
                </Button>
              </Stack>
            )}
          </Section>

          <Suspense fallback={null}>
            <CounterQuestions
              key={event.id}
              eventId={event.id}
              lines={questionLines}
              onChange={questionsChanged}
              showProblems={askedOnce}
            />
          </Suspense>

          <Section title={translate(`${S}.payment`)}>
            <ToggleButtonGroup
              exclusive
              value={method}
              onChange={(_, value: CounterPaymentMethod | null) => value && edit(setMethod)(value)}
              sx={{ '& .MuiToggleButton-root': { ...BIG, flex: 1, fontWeight: 700 } }}
              fullWidth
            >
              <ToggleButton value="cash">{translate(`${S}.cash`)}</ToggleButton>
              <ToggleButton value="pin">{translate(`${S}.pin`)}</ToggleButton>
            </ToggleButtonGroup>
            {method === 'cash' && paid && (
              <>
                <TextField
                  label={translate(`${S}.tendered`)}
                  value={tendered}
                  onChange={(e) => edit(setTendered)(e.target.value)}
                  error={problem?.field === 'amountTendered'}
                  helperText={problem?.field === 'amountTendered' ? problem.message : translate(`${S}.tenderedHint`)}
                  slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'amount-tendered', style: { fontSize: '1.4rem' } } }}
                />
                <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))' }}>
                  {quickAmounts(total).map((amount) => (
                    <Button
                      key={amount}
                      variant="outlined"
                      sx={BIG}
                      onClick={() => edit(setTendered)(amount)}
                      data-testid={`quick-${amount}`}
                    >
                      {money(amount)}
                    </Button>
                  ))}
                </Box>
              </>
            )}
          </Section>

          <Card variant="outlined" sx={{ bgcolor: 'action.hover' }}>
            <CardContent sx={{ display: 'grid', gap: 1 }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
                <Typography>{translate(`${S}.total`, { smart_count: count, count })}</Typography>
                <Typography sx={{ fontSize: '1.6rem', fontWeight: 700 }} data-testid="sale-total">
                  {money(total)}
                </Typography>
              </Stack>
              {change && (
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }} aria-live="polite">
                  <Typography>{translate(`${S}.change`)}</Typography>
                  {change.ok ? (
                    <Typography sx={{ fontSize: '2.4rem', fontWeight: 800, color: 'success.main' }} data-testid="live-change">
                      {money(change.change)}
                    </Typography>
                  ) : (
                    <Typography sx={{ fontWeight: 700, color: 'error.main' }}>{translate(`${S}.tooLow`)}</Typography>
                  )}
                </Stack>
              )}
            </CardContent>
          </Card>
          {problem && problem.field !== 'amountTendered' && (
            <Alert severity="error" data-testid="sale-problem">
              {translate(problem.message, { _: problem.message })}
            </Alert>
          )}
          <Button
            variant="contained"
            size="large"
            color="success"
            onClick={() => void submit()}
            disabled={busy || (method === 'cash' && paid && !change?.ok)}
            data-testid="sell"
            sx={{ minHeight: 72, fontSize: '1.4rem', fontWeight: 800 }}
          >
            {translate(`${S}.sell`, { amount: money(total) })}
          </Button>
        </>
      )}
    </Stack>
  )
}

/** After the sale: the change large (cash), then the receipt to print, then the next buyer. */
function Sold({ sale, channel, onNext }: { sale: SaleResult; channel: CounterChannel; onNext: () => void }) {
  const money = useMoney()
  const translate = useTranslate()
  return (
    <Stack spacing={2} data-testid="sale-done" sx={{ textAlign: 'center' }}>
      <Alert severity="success">
        {translate(`${S}.done`, { number: sale.orderNumber, smart_count: sale.tickets.length, count: sale.tickets.length })}
      </Alert>
      {sale.change !== null && (
        <Box>
          <Typography variant="h6" component="p">
            {translate(`${S}.giveChange`)}
          </Typography>
          <Typography sx={{ fontSize: { xs: '3rem', sm: '4rem' }, fontWeight: 800, color: 'success.main' }} data-testid="sale-change">
            {money(sale.change)}
          </Typography>
        </Box>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button
          variant="contained"
          size="large"
          startIcon={<ReceiptIcon />}
          href={`#/${salesResourceOf(channel)}/${encodeURIComponent(sale.orderNumber)}/show`}
          sx={{ minHeight: 64, px: 4 }}
          data-testid="open-receipt"
        >
          {translate(`${S}.receipt`)}
        </Button>
        <Button variant="outlined" size="large" onClick={onNext} sx={{ minHeight: 64, px: 4 }} data-testid="next-sale">
          {translate(`${S}.next`)}
        </Button>
      </Stack>
    </Stack>
  )
}

/** The sale screen with its own texts. */
export function SaleScreen(props: SaleScreenProps) {
  return (
    <WithMessages folders={['resources/loket-sales']}>
      <Screen {...props} />
    </WithMessages>
  )
}
