/*
 * An event's ticket types (wizard step 3 and the edit page): one card each, saved on its own. A save carries the
 * version it was read at; the API's 409 (changed by someone else, or below sold + held) is shown with a reload.
 * The order buyers see is the cards' order, changed with the arrows (the API's sortOrder is the position); a save
 * is confirmed inside its own card, next to its button, so nothing covers the form.
 */
import { useState, type ReactNode } from 'react'
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  IconButton,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward'
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import { useTranslate } from 'react-admin'
import { paramariboIso, paramariboParts } from '#domain/event_status'
import { ApiError, eventsApi, formErrorsOf, type OrganizerTicketType } from './api'
import type { FieldErrors } from './EventInputs'
import { AmountField } from '../../inputs/AmountInput'
import { DayField, TimeField } from '../../inputs/DateFields'
import { useMoney } from '../../inputs/AmountText'

const key = (name: string) => `resources.events.ticket.${name}`

interface TicketForm {
  name: string
  description: string
  price: string
  maxQuantity: string
  saleStartDay: string
  saleStartTime: string
  saleEndDay: string
  saleEndTime: string
  limit: 'yes' | 'no' | 'fixed'
  maxPerUser: string
  isActive: boolean
  /** Shown to buyers only after an access code that unlocks it (resources/discount-codes). */
  isHidden: boolean
}

const EMPTY: TicketForm = {
  name: '',
  description: '',
  price: '',
  maxQuantity: '',
  saleStartDay: '',
  saleStartTime: '00:00',
  saleEndDay: '',
  saleEndTime: '23:59',
  limit: 'no',
  maxPerUser: '',
  isActive: true,
  isHidden: false,
}

function formOf(type: OrganizerTicketType): TicketForm {
  const start = paramariboParts(type.saleStartDate)
  const end = paramariboParts(type.saleEndDate)
  return {
    name: type.name,
    description: type.description ?? '',
    price: type.price,
    maxQuantity: String(type.maxQuantity),
    saleStartDay: start?.date ?? '',
    saleStartTime: start?.time ?? EMPTY.saleStartTime,
    saleEndDay: end?.date ?? '',
    saleEndTime: end?.time ?? EMPTY.saleEndTime,
    limit: type.hasUserLimit === true ? 'yes' : type.hasUserLimit === null ? 'fixed' : 'no',
    maxPerUser: type.maxPerUser ? String(type.maxPerUser) : '',
    isActive: type.isActive,
    isHidden: type.isHidden === true,
  }
}

function payloadOf(form: TicketForm): Record<string, unknown> {
  const number = (value: string) => (value.trim() === '' ? undefined : Number(value.replace(',', '.')))
  return {
    name: form.name.trim(),
    description: form.description.trim() || null,
    price: form.price.trim() === '' ? undefined : form.price,
    maxQuantity: number(form.maxQuantity),
    saleStartDate: form.saleStartDay ? paramariboIso(form.saleStartDay, form.saleStartTime) : null,
    saleEndDate: form.saleEndDay ? paramariboIso(form.saleEndDay, form.saleEndTime) : null,
    hasUserLimit: form.limit === 'yes' ? true : form.limit === 'no' ? false : null,
    maxPerUser: form.limit === 'yes' ? (number(form.maxPerUser) ?? null) : null,
    isActive: form.isActive,
    isHidden: form.isHidden,
  }
}

export function TicketTypesEditor({
  eventId,
  ticketTypes,
  onChanged,
  disabled,
}: {
  eventId: number
  ticketTypes: OrganizerTicketType[]
  /** Reload the event (after a save, or to take someone else's change). */
  onChanged: () => void
  disabled?: boolean
}) {
  const translate = useTranslate()
  const [adding, setAdding] = useState(ticketTypes.length === 0)
  const [savedId, setSavedId] = useState<number | null>(null)
  const [moving, setMoving] = useState(false)
  const [moveError, setMoveError] = useState<string | null>(null)
  const nextPosition = ticketTypes.reduce((highest, type) => Math.max(highest, type.sortOrder), -1) + 1

  /** Swaps a card with its neighbour and saves every position that changed (each with the version it was read at). */
  const move = async (index: number, by: -1 | 1) => {
    const order = [...ticketTypes]
    const [moved] = order.splice(index, 1)
    order.splice(index + by, 0, moved)
    setMoving(true)
    setMoveError(null)
    try {
      for (const [position, type] of order.entries()) {
        if (type.sortOrder !== position) await eventsApi.updateTicketType(type.id, { sortOrder: position, version: type.version })
      }
    } catch (caught) {
      setMoveError(formErrorsOf(caught)._[0])
    } finally {
      setMoving(false)
      setSavedId(null)
      onChanged()
    }
  }

  return (
    <Stack spacing={2} data-testid="ticket-types">
      <Typography variant="h6" component="h2">
        {translate(key('title'))}
      </Typography>
      {ticketTypes.length === 0 && <Alert severity="info">{translate(key('none'))}</Alert>}
      {ticketTypes.length > 1 && <Typography color="text.secondary">{translate(key('order_hint'))}</Typography>}
      {moveError && <Alert severity="error">{moveError}</Alert>}
      {ticketTypes.map((type, index) => (
        <TicketTypeCard
          key={`${type.id}-${type.version}`}
          eventId={eventId}
          ticketType={type}
          onSaved={(id) => {
            setSavedId(id)
            onChanged()
          }}
          justSaved={savedId === type.id}
          disabled={disabled || moving}
          order={
            ticketTypes.length > 1 ? (
              <Stack direction="row" sx={{ ml: 'auto' }}>
                <IconButton
                  size="small"
                  onClick={() => void move(index, -1)}
                  disabled={disabled || moving || index === 0}
                  aria-label={translate(key('move_up'), { name: type.name })}
                  data-testid="ticket-type-up"
                >
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  onClick={() => void move(index, 1)}
                  disabled={disabled || moving || index === ticketTypes.length - 1}
                  aria-label={translate(key('move_down'), { name: type.name })}
                  data-testid="ticket-type-down"
                >
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
              </Stack>
            ) : null
          }
        />
      ))}
      {adding ? (
        <TicketTypeCard
          key={`new-${ticketTypes.length}`}
          eventId={eventId}
          position={nextPosition}
          onSaved={(id) => {
            setAdding(false)
            setSavedId(id)
            onChanged()
          }}
          disabled={disabled}
        />
      ) : (
        <Button
          startIcon={<AddIcon />}
          onClick={() => {
            setSavedId(null)
            setAdding(true)
          }}
          disabled={disabled}
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
          data-testid="add-ticket-type"
        >
          {translate(key('add'))}
        </Button>
      )}
    </Stack>
  )
}

function TicketTypeCard({
  eventId,
  ticketType,
  position,
  onSaved,
  justSaved,
  order,
  disabled,
}: {
  eventId: number
  ticketType?: OrganizerTicketType
  /** A new type's place: after the others. */
  position?: number
  onSaved: (id: number) => void
  /** This card's last save went through (said next to its button). */
  justSaved?: boolean
  /** The up/down buttons. */
  order?: ReactNode
  disabled?: boolean
}) {
  const money = useMoney()
  const translate = useTranslate()
  const [form, setForm] = useState<TicketForm>(ticketType ? formOf(ticketType) : EMPTY)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [conflict, setConflict] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const change = (part: Partial<TicketForm>) => setForm((current) => ({ ...current, ...part }))
  const error = (name: string) => errors[name]?.[0]
  const hintId = `ticket-hidden-hint-${ticketType?.id ?? 'new'}`

  const save = async () => {
    setSaving(true)
    setErrors({})
    setConflict(null)
    try {
      const saved = ticketType
        ? await eventsApi.updateTicketType(ticketType.id, { ...payloadOf(form), version: ticketType.version })
        : await eventsApi.createTicketType(eventId, { ...payloadOf(form), sortOrder: position ?? 0 })
      onSaved(saved.id)
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 409) setConflict(caught.message)
      else setErrors(formErrorsOf(caught))
    } finally {
      setSaving(false)
    }
  }

  const off = disabled || saving
  return (
    <Card variant="outlined" data-testid="ticket-type-card">
      <CardContent>
        {ticketType && (
          <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
            <Typography sx={{ fontWeight: 600 }}>{ticketType.name}</Typography>
            <Chip size="small" label={Number(ticketType.price) === 0 ? translate(key('free')) : money(ticketType.price)} />
            {!ticketType.isActive && <Chip size="small" label={translate(key('inactive'))} />}
            {ticketType.isHidden && <Chip size="small" color="secondary" variant="outlined" label={translate(key('hidden'))} />}
            <Typography variant="body2" color="text.secondary">
              {translate(key('sold_held'), {
                sold: ticketType.quantitySold,
                held: ticketType.reservedQuantity,
                max: ticketType.maxQuantity,
              })}
            </Typography>
            {order}
          </Stack>
        )}
        {conflict && (
          <Alert
            severity="warning"
            sx={{ mb: 2 }}
            data-testid="ticket-type-conflict"
            action={
              <Button color="inherit" size="small" onClick={() => onSaved(ticketType?.id ?? 0)}>
                {translate(key('reload'))}
              </Button>
            }
          >
            {conflict}
          </Alert>
        )}
        {error('_') && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error('_')}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          <TextField
            label={translate(key('name'))}
            value={form.name}
            onChange={(e) => change({ name: e.target.value })}
            required
            disabled={off}
            error={!!error('name')}
            helperText={error('name')}
            slotProps={{ htmlInput: { 'data-testid': 'ticket-name' } }}
          />
          <AmountField
            kind="money"
            label={translate(key('price'))}
            value={form.price}
            onChange={(price) => change({ price })}
            required
            disabled={off}
            error={error('price')}
            testId="ticket-price"
          />
          <TextField
            label={translate(key('maxQuantity'))}
            type="number"
            value={form.maxQuantity}
            onChange={(e) => change({ maxQuantity: e.target.value })}
            required
            disabled={off}
            error={!!error('maxQuantity')}
            helperText={error('maxQuantity')}
            slotProps={{ htmlInput: { min: 1, 'data-testid': 'ticket-max-quantity' } }}
          />
          <TextField
            label={translate(key('description'))}
            value={form.description}
            onChange={(e) => change({ description: e.target.value })}
            disabled={off}
            multiline
            sx={{ gridColumn: { sm: '1 / -1' } }}
          />
          <SaleMoment
            label={translate(key('saleStartDate'))}
            day={form.saleStartDay}
            time={form.saleStartTime}
            onChange={(saleStartDay, saleStartTime) => change({ saleStartDay, saleStartTime })}
            disabled={off}
          />
          <SaleMoment
            label={translate(key('saleEndDate'))}
            day={form.saleEndDay}
            time={form.saleEndTime}
            onChange={(saleEndDay, saleEndTime) => change({ saleEndDay, saleEndTime })}
            disabled={off}
            error={error('saleEndDate')}
          />
          <TextField
            select
            label={translate(key('hasUserLimit'))}
            value={form.limit}
            onChange={(e) => change({ limit: e.target.value as TicketForm['limit'] })}
            disabled={off}
          >
            <MenuItem value="no">{translate(key('limit_no'))}</MenuItem>
            <MenuItem value="yes">{translate(key('limit_yes'))}</MenuItem>
            <MenuItem value="fixed">{translate(key('limit_fixed'))}</MenuItem>
          </TextField>
          {form.limit === 'yes' && (
            <TextField
              label={translate(key('maxPerUser'))}
              type="number"
              value={form.maxPerUser}
              onChange={(e) => change({ maxPerUser: e.target.value })}
              disabled={off}
              error={!!error('maxPerUser')}
              helperText={error('maxPerUser')}
              slotProps={{ htmlInput: { min: 1 } }}
            />
          )}
        </Box>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mt: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Stack sx={{ minWidth: 0 }}>
            <FormControlLabel
              control={<Switch checked={form.isActive} onChange={(e) => change({ isActive: e.target.checked })} disabled={off} />}
              label={translate(key('isActive'))}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={form.isHidden}
                  onChange={(e) => change({ isHidden: e.target.checked })}
                  disabled={off}
                  slotProps={{ input: { 'aria-describedby': form.isHidden ? hintId : undefined } }}
                  data-testid="ticket-hidden"
                />
              }
              label={translate(key('isHidden'))}
            />
            {form.isHidden && (
              <Typography id={hintId} variant="body2" color="text.secondary" sx={{ maxWidth: 460 }}>
                {translate(key('hidden_hint'))}
              </Typography>
            )}
          </Stack>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap' }} useFlexGap>
            {justSaved && (
              <Typography
                role="status"
                color="success.main"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                data-testid="ticket-type-saved"
              >
                <CheckCircleIcon fontSize="small" />
                {translate(key('saved'))}
              </Typography>
            )}
            <Button variant="contained" onClick={save} disabled={off} data-testid="save-ticket-type">
              {translate(key('save'))}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  )
}

function SaleMoment({
  label,
  day,
  time,
  onChange,
  disabled,
  error,
}: {
  label: string
  day: string
  time: string
  onChange: (day: string, time: string) => void
  disabled?: boolean
  error?: string
}) {
  return (
    <Stack direction="row" spacing={1}>
      <DayField
        label={label}
        value={day}
        onChange={(next) => onChange(next, time)}
        disabled={disabled}
        error={error}
        sx={{ flex: 3, minWidth: 0 }}
      />
      <TimeField
        value={time}
        onChange={(next) => onChange(day, next)}
        disabled={disabled || !day}
        ariaLabel={label}
        sx={{ flex: 2, minWidth: 96 }}
      />
    </Stack>
  )
}
