/*
 * The one form of a code, for Create and Edit. Its kind decides the value's unit (percent or SRD) and what it reaches:
 * a discount code lowers the price of the types ticked (none ticked: every type), an access code reveals the event's
 * hidden types ticked and may lower their price by a percentage.
 */
import { useEffect, useState } from 'react'
import { Alert, Box, Link as MuiLink, Typography } from '@mui/material'
import { useWatch } from 'react-hook-form'
import {
  BooleanInput,
  CheckboxGroupInput,
  Link,
  NumberInput,
  RadioButtonGroupInput,
  TextInput,
  maxLength,
  minValue,
  regex,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { DISCOUNT_CODE_KINDS, DISCOUNT_CODE_MAX_LENGTH, DISCOUNT_CODE_PATTERN, type DiscountCodeKind } from '#domain/discount_codes'
import { AmountInput } from '../../inputs/AmountInput'
import { eventForCodes, type CodeEvent } from './api'
import { MomentInput } from './MomentInput'
import { T, eventCodesPath, type DiscountCodeRecord } from './types'

/** What the form holds, as the API takes it (PUT takes the same fields). */
export function codePayload(data: Record<string, unknown>) {
  const kind = data.kind as DiscountCodeKind
  const ids = (value: unknown) => (Array.isArray(value) ? value.map(Number) : [])
  const limit = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value))
  const value = data.value === null || data.value === undefined || data.value === '' ? undefined : Number(data.value)
  return {
    eventId: data.eventId,
    code: String(data.code ?? '').trim(),
    kind,
    // An access code without a percentage gives no discount (0); a discount code's value is required by the form.
    value: kind === 'access' ? (value ?? 0) : value,
    ticketTypeIds: kind === 'access' ? [] : ids(data.ticketTypeIds),
    unlocksTicketTypeIds: kind === 'access' ? ids(data.unlocksTicketTypeIds) : [],
    maxUses: limit(data.maxUses),
    maxUsesPerBuyer: limit(data.maxUsesPerBuyer),
    validFrom: data.validFrom || null,
    validUntil: data.validUntil || null,
    isActive: data.isActive !== false,
  }
}

function useCodeEvent(eventId: number | null): CodeEvent | null | 'failed' {
  const [event, setEvent] = useState<CodeEvent | null | 'failed'>(null)
  useEffect(() => {
    if (eventId === null) return setEvent('failed')
    eventForCodes(eventId)
      .then(setEvent)
      .catch(() => setEvent('failed'))
  }, [eventId])
  return event
}

function EventHeading({ event, eventId }: { event: CodeEvent | null; eventId: number }) {
  const translate = useTranslate()
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.form.event`)}
      </Typography>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="discount-code-event">
        {event?.title ?? '…'}
      </Typography>
      <MuiLink component={Link} to={eventCodesPath(eventId)} variant="body2">
        {translate(`${T}.form.back`)}
      </MuiLink>
    </Box>
  )
}

/** The storefront link that fills in the code for the buyer (the event page reads ?code=). */
function ShareLink({ eventId }: { eventId: number }) {
  const translate = useTranslate()
  const record = useRecordContext<DiscountCodeRecord>()
  if (!record) return null
  const link = `${window.location.origin}/events/${eventId}?code=${encodeURIComponent(record.code)}`
  return (
    <Alert severity="info" sx={{ mb: 2, '& .MuiAlert-message': { minWidth: 0 } }} data-testid="discount-code-link">
      {translate(`${T}.form.share_link`)}
      <Box component="code" sx={{ display: 'block', mt: 0.5, wordBreak: 'break-all', userSelect: 'all' }}>
        {link}
      </Box>
    </Alert>
  )
}

function ValueInput({ kind }: { kind: DiscountCodeKind }) {
  return (
    <AmountInput
      key={kind}
      source="value"
      kind={kind === 'fixed' ? 'money' : 'percent'}
      label={`${T}.form.value_${kind}`}
      helperText={`${T}.form.value_${kind}_hint`}
      validate={kind === 'access' ? undefined : required()}
      sx={{ width: '100%', maxWidth: 340 }}
    />
  )
}

function TypeChoices({ kind, event }: { kind: DiscountCodeKind; event: CodeEvent | null }) {
  const translate = useTranslate()
  const types = event?.ticketTypes ?? []
  if (kind !== 'access') {
    return (
      <CheckboxGroupInput
        source="ticketTypeIds"
        label={`${T}.form.applies_to`}
        helperText={`${T}.form.applies_to_hint`}
        choices={types.map((type) => ({
          id: type.id,
          name: type.isHidden ? translate(`${T}.form.hidden_type`, { name: type.name }) : type.name,
        }))}
        row={false}
      />
    )
  }
  const hidden = types.filter((type) => type.isHidden)
  return (
    <>
      {event && hidden.length === 0 && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="discount-code-no-hidden">
          {translate(`${T}.form.no_hidden_types`)}{' '}
          <MuiLink component={Link} to={`/events/${event.id}`}>
            {translate(`${T}.form.to_event`)}
          </MuiLink>
        </Alert>
      )}
      <CheckboxGroupInput
        source="unlocksTicketTypeIds"
        label={`${T}.form.unlocks`}
        helperText={`${T}.form.unlocks_hint`}
        choices={hidden.map((type) => ({ id: type.id, name: type.name }))}
        validate={required(`${T}.form.unlocks_required`)}
        row={false}
      />
    </>
  )
}

export function DiscountCodeInputs() {
  const translate = useTranslate()
  const [kind, eventId] = useWatch({ name: ['kind', 'eventId'] }) as [DiscountCodeKind | undefined, unknown]
  const id = Number(eventId)
  const event = useCodeEvent(Number.isInteger(id) && id > 0 ? id : null)
  if (event === 'failed' && !(id > 0)) return <Alert severity="warning">{translate(`${T}.form.no_event`)}</Alert>
  const current = kind ?? 'percentage'
  return (
    <Box sx={{ width: '100%', maxWidth: 640 }}>
      <EventHeading event={event === 'failed' ? null : event} eventId={id} />
      <ShareLink eventId={id} />
      <TextInput
        source="code"
        validate={[required(), maxLength(DISCOUNT_CODE_MAX_LENGTH), regex(DISCOUNT_CODE_PATTERN, `${T}.form.code_format`)]}
        helperText={`${T}.form.code_hint`}
        sx={{ width: '100%', maxWidth: 340 }}
        slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, autoComplete: 'off' } }}
      />
      <RadioButtonGroupInput
        source="kind"
        choices={DISCOUNT_CODE_KINDS.map((name) => ({ id: name, name: `${T}.kind.${name}` }))}
        validate={required()}
        row={false}
        helperText={false}
      />
      <ValueInput kind={current} />
      <TypeChoices kind={current} event={event === 'failed' ? null : event} />
      <Typography variant="subtitle1" component="h2" sx={{ mt: 1 }}>
        {translate(`${T}.form.limits`)}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' }, columnGap: 2 }}>
        <NumberInput source="maxUses" step={1} min={1} validate={minValue(1)} helperText={`${T}.form.max_uses_hint`} />
        <NumberInput source="maxUsesPerBuyer" step={1} min={1} validate={minValue(1)} helperText={`${T}.form.max_per_buyer_hint`} />
      </Box>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 1 }}>
        {translate(`${T}.form.window`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {translate(`${T}.form.window_hint`)}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, mb: 2 }}>
        <MomentInput source="validFrom" label={`${T}.fields.validFrom`} defaultTime="00:00" />
        <MomentInput source="validUntil" label={`${T}.fields.validUntil`} defaultTime="23:59" />
      </Box>
      <BooleanInput source="isActive" helperText={`${T}.form.active_hint`} />
    </Box>
  )
}
