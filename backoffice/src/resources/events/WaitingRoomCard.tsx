/*
 * The event's 'Wachtrij bij de verkoopstart' (docs/waiting-room.md): the settings (on or off, the on-sale moment in
 * Suriname time, admissions per minute or 'Automatisch', the random window in minutes), saved through
 * PUT /api/events/{id}/waiting-room, and the room live (queued, admitted, admitted in the last minute, sold,
 * remaining, the rate in force) from GET /api/events/{id}/waiting-room every 5 s: the server counts, nothing is
 * summed here. Loaded lazily by EventEdit, only for roles the access table lets edit events.
 */
import { useCallback, useEffect, useState } from 'react'
import { Alert, Box, Button, Card, CardContent, Chip, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material'
import { useNotify, useTranslate } from 'react-admin'
import { paramariboIso, paramariboParts } from '#domain/event_status'
import { DayField, TimeField } from '../../inputs/DateFields'
import { ApiError, apiJson } from './api'

const w = (name: string) => `resources.events.waiting_room.${name}`

/** How often the live figures are asked again while the card is open. */
export const LIVE_REFRESH_MS = 5_000

export interface WaitingRoomSettings {
  enabled: boolean
  opensAt: string | null
  admitPerMinute: number | 'auto'
  randomWindowMinutes: number
}

export interface WaitingRoomLive {
  queued: number
  admitted: number
  admittedPerMinute: number
  sold: number
  remaining: number
  rate: number
  soldOut: boolean
}

type Room = WaitingRoomSettings & { live?: WaitingRoomLive }

interface Form {
  enabled: boolean
  date: string
  time: string
  auto: boolean
  admitPerMinute: string
  randomWindowMinutes: string
}

function formOf(room: WaitingRoomSettings): Form {
  const parts = paramariboParts(room.opensAt) ?? { date: '', time: '' }
  return {
    enabled: room.enabled,
    date: parts.date,
    time: parts.time,
    auto: room.admitPerMinute === 'auto',
    admitPerMinute: room.admitPerMinute === 'auto' ? '' : String(room.admitPerMinute),
    randomWindowMinutes: String(room.randomWindowMinutes),
  }
}

/** The body of the PUT; a number field left as typed text goes as is, so the API's 422 names the field. */
function payloadOf(form: Form) {
  const number = (text: string) => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text)
  return {
    enabled: form.enabled,
    opensAt: form.date ? paramariboIso(form.date, form.time || '00:00') : null,
    admitPerMinute: form.auto ? 'auto' : number(form.admitPerMinute),
    randomWindowMinutes: number(form.randomWindowMinutes),
  }
}

export default function WaitingRoomCard({ eventId, disabled = false }: { eventId: number; disabled?: boolean }) {
  const translate = useTranslate()
  const notify = useNotify()
  const path = `/api/events/${eventId}/waiting-room`
  const [form, setForm] = useState<Form | null>(null)
  const [live, setLive] = useState<WaitingRoomLive | null>(null)
  const [savedOn, setSavedOn] = useState(false)
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [failed, setFailed] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  const refresh = useCallback(
    async (withForm: boolean) => {
      try {
        const { data } = await apiJson<{ data: Room }>(path)
        if (withForm) setForm(formOf(data))
        setSavedOn(data.enabled)
        setLive(data.live ?? null)
        setFailed(null)
      } catch (caught) {
        setFailed(caught instanceof Error ? caught.message : String(caught))
      }
    },
    [path]
  )

  useEffect(() => {
    void refresh(true)
  }, [refresh])

  useEffect(() => {
    if (!savedOn) return
    const timer = setInterval(() => void refresh(false), LIVE_REFRESH_MS)
    return () => clearInterval(timer)
  }, [savedOn, refresh])

  const save = async () => {
    if (!form) return
    setSaving(true)
    setErrors({})
    try {
      const { data } = await apiJson<{ data: Room }>(path, { method: 'PUT', body: payloadOf(form) })
      setForm(formOf(data))
      setSavedOn(data.enabled)
      notify(w('saved'), { type: 'success' })
      void refresh(false)
    } catch (caught) {
      if (caught instanceof ApiError) setErrors({ ...caught.errors, _: [caught.message] })
      else setErrors({ _: [caught instanceof Error ? caught.message : String(caught)] })
    } finally {
      setSaving(false)
    }
  }

  const change = (part: Partial<Form>) => setForm((current) => (current ? { ...current, ...part } : current))
  const error = (field: string) => errors[field]?.[0]
  const fieldErrors = ['enabled', 'opensAt', 'admitPerMinute', 'randomWindowMinutes']
  const general = errors._ && !fieldErrors.some((field) => error(field)) ? errors._[0] : null
  const off = disabled || saving

  return (
    <Card data-testid="event-waiting-room">
      <CardContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
        <Box>
          <Typography variant="h6" component="h2">
            {translate(w('title'))}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(w('help'))}
          </Typography>
        </Box>
        {failed ? <Alert severity="error">{failed}</Alert> : null}
        {form ? (
          <>
            <FormControlLabel
              control={
                <Switch
                  checked={form.enabled}
                  onChange={(event) => change({ enabled: event.target.checked })}
                  disabled={off}
                  slotProps={{ input: { 'data-testid': 'room-enabled' } as object }}
                />
              }
              label={translate(w('enabled'))}
            />
            <Stack direction="row" spacing={1} sx={{ width: '100%', maxWidth: 420 }}>
              <DayField
                label={translate(w('opensAt'))}
                value={form.date}
                onChange={(date) => change({ date })}
                error={error('opensAt')}
                disabled={off}
                testId="day-room-opens-at"
                sx={{ flex: 3, minWidth: 0 }}
              />
              <TimeField
                value={form.time}
                onChange={(time) => change({ time })}
                disabled={off || !form.date}
                ariaLabel={translate(w('opensAt'))}
                testId="time-room-opens-at"
                sx={{ flex: 2, minWidth: 96 }}
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
              <FormControlLabel
                control={
                  <Switch
                    checked={form.auto}
                    onChange={(event) => change({ auto: event.target.checked })}
                    disabled={off}
                    slotProps={{ input: { 'data-testid': 'room-auto' } as object }}
                  />
                }
                label={translate(w('auto'))}
              />
              {form.auto ? null : (
                <TextField
                  label={translate(w('admitPerMinute'))}
                  type="number"
                  value={form.admitPerMinute}
                  onChange={(event) => change({ admitPerMinute: event.target.value })}
                  disabled={off}
                  error={!!error('admitPerMinute')}
                  helperText={error('admitPerMinute') ?? translate(w('admitPerMinute_help'))}
                  slotProps={{ htmlInput: { min: 1, max: 10000, inputMode: 'numeric', 'data-testid': 'room-admit-per-minute' } }}
                  sx={{ width: '100%', maxWidth: 260 }}
                />
              )}
            </Stack>
            {form.auto ? (
              <Typography variant="body2" color="text.secondary">
                {translate(w('auto_help'))}
              </Typography>
            ) : null}
            <TextField
              label={translate(w('randomWindowMinutes'))}
              type="number"
              value={form.randomWindowMinutes}
              onChange={(event) => change({ randomWindowMinutes: event.target.value })}
              disabled={off}
              error={!!error('randomWindowMinutes')}
              helperText={error('randomWindowMinutes') ?? translate(w('randomWindowMinutes_help'))}
              slotProps={{ htmlInput: { min: 0, max: 120, inputMode: 'numeric', 'data-testid': 'room-random-window' } }}
              sx={{ maxWidth: 420 }}
            />
            {general ? (
              <Alert severity="error" role="alert">
                {general}
              </Alert>
            ) : null}
            <Button variant="contained" onClick={() => void save()} disabled={off} sx={{ justifySelf: 'flex-end' }} data-testid="room-save">
              {translate(w('save'))}
            </Button>
          </>
        ) : null}
        {savedOn && live ? <LivePanel live={live} auto={form?.auto ?? false} /> : null}
      </CardContent>
    </Card>
  )
}

function LivePanel({ live, auto }: { live: WaitingRoomLive; auto: boolean }) {
  const translate = useTranslate()
  const figures = [
    ['queued', live.queued],
    ['admittedPerMinute', live.admittedPerMinute],
    ['admitted', live.admitted],
    ['sold', live.sold],
    ['remaining', live.remaining],
    ['rate', auto ? translate(w('live.rate_auto'), { rate: live.rate }) : live.rate],
  ] as const
  return (
    <Box data-testid="room-live" sx={{ display: 'grid', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {translate(w('live.title'))}
        </Typography>
        {live.soldOut ? <Chip size="small" color="error" label={translate(w('live.sold_out'))} data-testid="room-live-sold-out" /> : null}
      </Stack>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' } }}
      >
        {figures.map(([name, value]) => (
          <Box key={name} sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(w(`live.${name}`))}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }} data-testid={`room-live-${name}`}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  )
}
