/*
 * The event's inputs, shared by the wizard (step 1: details, step 2: when and where) and the edit page.
 * Controlled: the parent holds the EventForm and the API's per-field messages.
 */
import { useEffect, useState } from 'react'
import { Box, FormControlLabel, FormHelperText, MenuItem, Radio, RadioGroup, Stack, Switch, TextField, Typography } from '@mui/material'
import { Form, useTranslate } from 'react-admin'
import { useWatch } from 'react-hook-form'
import { AmountField } from '../../inputs/AmountInput'
import { DayField, TimeField } from '../../inputs/DateFields'
import { ImageUploadInput } from '../../inputs/ImageUploadInput'
import { districtName } from '#domain/districts'
import { MAX_TRANSFERS_PER_TICKET_LIMIT } from '#domain/ticket_transfer'
import { MAX_BUYER_CANCELLATION_HOURS } from '#domain/buyer_cancellation'
import { MAX_REMINDER_HOURS_BEFORE } from '#domain/attendee_messages'
import { MAX_OFFER_MINUTES, MIN_OFFER_MINUTES } from '#domain/waiting_list'
import { eventsApi, type VenueChoice } from './api'
import type { EventForm } from './eventForm'

export type FieldErrors = Record<string, string[]>

interface InputsProps {
  form: EventForm
  onChange: (change: Partial<EventForm>) => void
  errors: FieldErrors
  disabled?: boolean
}

const t = (prefix: string) => (key: string) => `resources.events.${prefix}${key}`
const field = t('fields.')

function errorOf(errors: FieldErrors, ...names: string[]): string | undefined {
  for (const name of names) if (errors[name]?.length) return errors[name][0]
  return undefined
}

function useLoaded<T>(load: () => Promise<T[]>): T[] {
  const [items, setItems] = useState<T[]>([])
  useEffect(() => {
    let live = true
    load()
      .then((rows) => live && setItems(rows))
      .catch(() => live && setItems([]))
    return () => {
      live = false
    }
  }, [load])
  return items
}

/** Step 1: title, category (the active event categories), description. */
export function EventDetailsInputs({ form, onChange, errors, disabled }: InputsProps) {
  const translate = useTranslate()
  const categories = useLoaded(eventsApi.categories)
  return (
    <Stack spacing={2}>
      <TextField
        label={translate(field('title'))}
        value={form.title}
        onChange={(e) => onChange({ title: e.target.value })}
        required
        disabled={disabled}
        error={!!errorOf(errors, 'title')}
        helperText={errorOf(errors, 'title')}
        slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'event-title' } }}
      />
      <TextField
        select
        label={translate(field('category'))}
        value={categories.some((c) => c.name === form.category) ? form.category : ''}
        onChange={(e) => onChange({ category: e.target.value })}
        required
        disabled={disabled}
        error={!!errorOf(errors, 'category')}
        helperText={errorOf(errors, 'category')}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'event-category' } as object } }}
      >
        {categories.map((category) => (
          <MenuItem key={category.name} value={category.name}>
            {category.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={translate(field('description'))}
        value={form.description}
        onChange={(e) => onChange({ description: e.target.value })}
        multiline
        minRows={4}
        disabled={disabled}
        error={!!errorOf(errors, 'description')}
        helperText={errorOf(errors, 'description')}
        slotProps={{ htmlInput: { 'data-testid': 'event-description' } }}
      />
      <TicketswitchSwitch form={form} onChange={onChange} disabled={disabled} />
      <TextField
        type="number"
        label={translate(field('maxTransfersPerTicket'))}
        value={form.maxTransfersPerTicket}
        onChange={(e) => onChange({ maxTransfersPerTicket: e.target.value === '' ? '' : Number(e.target.value) })}
        disabled={disabled}
        error={!!errorOf(errors, 'maxTransfersPerTicket')}
        helperText={errorOf(errors, 'maxTransfersPerTicket') ?? translate('resources.events.transfers_help')}
        sx={{ maxWidth: 320 }}
        slotProps={{ htmlInput: { min: 0, max: MAX_TRANSFERS_PER_TICKET_LIMIT, step: 1, 'data-testid': 'event-max-transfers' } }}
      />
      <BuyerCancellationInputs form={form} onChange={onChange} errors={errors} disabled={disabled} />
      <ReminderInputs form={form} onChange={onChange} errors={errors} disabled={disabled} />
      <TextField
        type="number"
        label={translate(field('waitingListOfferMinutes'))}
        value={form.waitingListOfferMinutes}
        onChange={(e) => onChange({ waitingListOfferMinutes: e.target.value === '' ? '' : Number(e.target.value) })}
        disabled={disabled}
        error={!!errorOf(errors, 'waitingListOfferMinutes')}
        helperText={errorOf(errors, 'waitingListOfferMinutes') ?? translate('resources.events.waiting_list_offer_help')}
        sx={{ maxWidth: 320 }}
        slotProps={{
          htmlInput: { min: MIN_OFFER_MINUTES, max: MAX_OFFER_MINUTES, step: 15, 'data-testid': 'event-waiting-list-offer-minutes' },
        }}
      />
    </Stack>
  )
}

/** Whether buyers may cancel their own order, until how many hours before the start, and what share of the price is kept. */
function BuyerCancellationInputs({ form, onChange, errors, disabled }: InputsProps) {
  const translate = useTranslate()
  const number = (value: string) => (value === '' ? '' : Number(value))
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} data-testid="event-buyer-cancellation">
      <FormControlLabel
        control={
          <Switch
            checked={form.buyerCancellationAllowed}
            onChange={(e) => onChange({ buyerCancellationAllowed: e.target.checked })}
            disabled={disabled}
            slotProps={{ input: { 'aria-describedby': 'event-cancellation-help', 'data-testid': 'event-cancellation-allowed' } as object }}
          />
        }
        label={translate(field('buyerCancellationAllowed'))}
      />
      <FormHelperText id="event-cancellation-help" sx={{ mt: 0, mb: form.buyerCancellationAllowed ? 2 : 0 }}>
        {translate('resources.events.cancellation_help')}
      </FormHelperText>
      {form.buyerCancellationAllowed && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            type="number"
            label={translate(field('buyerCancellationHoursBefore'))}
            value={form.buyerCancellationHoursBefore}
            onChange={(e) => onChange({ buyerCancellationHoursBefore: number(e.target.value) })}
            disabled={disabled}
            error={!!errorOf(errors, 'buyerCancellationHoursBefore')}
            helperText={errorOf(errors, 'buyerCancellationHoursBefore') ?? translate('resources.events.cancellation_hours_help')}
            sx={{ maxWidth: 320 }}
            slotProps={{ htmlInput: { min: 0, max: MAX_BUYER_CANCELLATION_HOURS, step: 1, 'data-testid': 'event-cancellation-hours' } }}
          />
          <AmountField
            kind="percent"
            label={translate(field('buyerCancellationKeepPercent'))}
            value={form.buyerCancellationKeepPercent}
            onChange={(value) =>
              onChange({ buyerCancellationKeepPercent: value === '' ? '' : /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value })
            }
            disabled={disabled}
            error={errorOf(errors, 'buyerCancellationKeepPercent')}
            helperText={translate('resources.events.cancellation_keep_help')}
            sx={{ maxWidth: 320 }}
            testId="event-cancellation-keep"
          />
        </Stack>
      )}
    </Box>
  )
}

/** The automatic reminder to the buyers before the start: on by default, 24 hours before. */
function ReminderInputs({ form, onChange, errors, disabled }: InputsProps) {
  const translate = useTranslate()
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} data-testid="event-reminder">
      <FormControlLabel
        control={
          <Switch
            checked={form.reminderEnabled}
            onChange={(e) => onChange({ reminderEnabled: e.target.checked })}
            disabled={disabled}
            slotProps={{ input: { 'aria-describedby': 'event-reminder-help', 'data-testid': 'event-reminder-enabled' } as object }}
          />
        }
        label={translate(field('reminderEnabled'))}
      />
      <FormHelperText id="event-reminder-help" sx={{ mt: 0, mb: form.reminderEnabled ? 2 : 0 }}>
        {translate('resources.events.reminder_help')}
      </FormHelperText>
      {form.reminderEnabled && (
        <TextField
          type="number"
          label={translate(field('reminderHoursBefore'))}
          value={form.reminderHoursBefore}
          onChange={(e) => onChange({ reminderHoursBefore: e.target.value === '' ? '' : Number(e.target.value) })}
          disabled={disabled}
          error={!!errorOf(errors, 'reminderHoursBefore')}
          helperText={errorOf(errors, 'reminderHoursBefore') ?? translate('resources.events.reminder_hours_help')}
          sx={{ maxWidth: 320 }}
          slotProps={{ htmlInput: { min: 1, max: MAX_REMINDER_HOURS_BEFORE, step: 1, 'data-testid': 'event-reminder-hours' } }}
        />
      )}
    </Box>
  )
}

/** Whether visitors may resell this event's tickets on Ticketswitch (at most the price they paid). */
function TicketswitchSwitch({ form, onChange, disabled }: Omit<InputsProps, 'errors'>) {
  const translate = useTranslate()
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={form.ticketswitchEnabled}
            onChange={(e) => onChange({ ticketswitchEnabled: e.target.checked })}
            disabled={disabled}
            slotProps={{ input: { 'aria-describedby': 'event-ticketswitch-help', 'data-testid': 'event-ticketswitch' } as object }}
          />
        }
        label={translate(field('ticketswitchEnabled'))}
      />
      <FormHelperText id="event-ticketswitch-help" sx={{ mt: 0 }}>
        {translate('resources.events.ticketswitch_help')}
      </FormHelperText>
    </Box>
  )
}

/** Step 2: one or several days in Suriname time, an approved and active venue, images. */
export function EventWhenWhereInputs({ form, onChange, errors, disabled }: InputsProps) {
  const translate = useTranslate()
  const venues = useLoaded(eventsApi.venues)
  const dateError = errorOf(errors, 'startDate', 'endDate')
  return (
    <Stack spacing={2}>
      <RadioGroup row value={form.multiDay ? 'multi' : 'single'} onChange={(e) => onChange({ multiDay: e.target.value === 'multi' })}>
        <FormControlLabel value="single" control={<Radio />} label={translate('resources.events.days.single')} disabled={disabled} />
        <FormControlLabel value="multi" control={<Radio />} label={translate('resources.events.days.multi')} disabled={disabled} />
      </RadioGroup>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: form.multiDay ? '1fr 1fr' : '1fr 1fr 1fr' } }}>
        <DateInput
          label={translate(field('date'))}
          value={form.startDay}
          onChange={(startDay) => onChange({ startDay })}
          testId="event-start-day"
          disabled={disabled}
        />
        <TimeInput
          label={translate(field('startTime'))}
          value={form.startTime}
          onChange={(startTime) => onChange({ startTime })}
          testId="event-start-time"
          disabled={disabled}
        />
        {form.multiDay && (
          <DateInput
            label={translate(field('endDay'))}
            value={form.endDay}
            onChange={(endDay) => onChange({ endDay })}
            testId="event-end-day"
            disabled={disabled}
          />
        )}
        <TimeInput
          label={translate(field('endTime'))}
          value={form.endTime}
          onChange={(endTime) => onChange({ endTime })}
          testId="event-end-time"
          disabled={disabled}
        />
      </Box>
      <Typography variant="body2" color={dateError ? 'error' : 'text.secondary'} role={dateError ? 'alert' : undefined}>
        {dateError ?? translate('resources.events.time_zone_hint')}
      </Typography>
      <TextField
        select
        label={translate(field('venueId'))}
        value={venues.some((v) => v.id === form.venueId) ? form.venueId : ''}
        onChange={(e) => onChange({ venueId: Number(e.target.value) })}
        disabled={disabled}
        error={!!errorOf(errors, 'venueId', 'maxQuantity')}
        helperText={errorOf(errors, 'venueId', 'maxQuantity') ?? translate('resources.events.venue_hint')}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'event-venue' } as object } }}
      >
        {venues.map((venue: VenueChoice) => (
          <MenuItem key={venue.id} value={venue.id}>
            {translate('resources.events.venue_option', {
              name: venue.name,
              district: districtName(venue.district),
              capacity: venue.maxCapacity ?? '–',
            })}
          </MenuItem>
        ))}
      </TextField>
      <ImagesInput form={form} onChange={onChange} errors={errors} />
    </Stack>
  )
}

function DateInput({
  testId,
  ...props
}: {
  label: string
  value: string
  onChange: (value: string) => void
  testId: string
  disabled?: boolean
}) {
  return <DayField {...props} testId={testId} required />
}

function TimeInput({
  testId,
  ...props
}: {
  label: string
  value: string
  onChange: (value: string) => void
  testId: string
  disabled?: boolean
}) {
  return <TimeField {...props} testId={testId} />
}

/**
 * Real uploads (POST /api/uploads) through the shared ImageUploadInput, inside a small react-admin form of its
 * own whose images and imageVariants flow back into the event's form.
 */
function ImagesInput({ form, onChange, errors }: InputsProps) {
  const translate = useTranslate()
  // The form's first values only: from then on it holds the images, and tells the parent.
  const [initial] = useState(() => ({ images: form.images, imageVariants: form.imageVariants }))
  return (
    <Box data-testid="event-images">
      <Form record={initial}>
        <ImageUploadInput source="images" label={translate(field('images'))} max={10} helperText={errorOf(errors, 'images')} />
        <ImagesToParent onChange={onChange} />
      </Form>
    </Box>
  )
}

function ImagesToParent({ onChange }: { onChange: InputsProps['onChange'] }) {
  const images = useWatch({ name: 'images' }) as string[] | undefined
  const imageVariants = useWatch({ name: 'imageVariants' }) as EventForm['imageVariants'] | undefined
  useEffect(() => {
    onChange({ images: images ?? [], imageVariants: imageVariants ?? {} })
    // onChange is a new function on every render of the parent; only the values matter here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [images, imageVariants])
  return null
}
