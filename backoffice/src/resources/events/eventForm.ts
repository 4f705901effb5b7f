/*
 * The event's own fields as the wizard and the edit page hold them: Paramaribo dates and times apart (a
 * single-day event has one date), turned into the API's instants with domain/event_status.ts.
 */
import { paramariboIso, paramariboParts } from '#domain/event_status'
import { DEFAULT_MAX_TRANSFERS_PER_TICKET } from '#domain/ticket_transfer'
import { DEFAULT_BUYER_CANCELLATION_HOURS } from '#domain/buyer_cancellation'
import { DEFAULT_REMINDER_HOURS_BEFORE } from '#domain/attendee_messages'
import { DEFAULT_OFFER_MINUTES } from '#domain/waiting_list'
import type { EventPayload, OrganizerEvent } from './api'

export interface EventForm {
  title: string
  category: string
  description: string
  multiDay: boolean
  startDay: string
  endDay: string
  startTime: string
  endTime: string
  venueId: number | ''
  images: string[]
  imageVariants: Record<string, Record<string, string>>
  ticketswitchEnabled: boolean
  /** '' while the field is being typed in (the API refuses it; see maxTransfersPerTicket's 422). */
  maxTransfersPerTicket: number | ''
  buyerCancellationAllowed: boolean
  /** '' while being typed in, as maxTransfersPerTicket. */
  buyerCancellationHoursBefore: number | ''
  buyerCancellationKeepPercent: number | string
  reminderEnabled: boolean
  /** '' while being typed in, as maxTransfersPerTicket. */
  reminderHoursBefore: number | ''
  /** '' while being typed in, as maxTransfersPerTicket. */
  waitingListOfferMinutes: number | ''
}

export const EMPTY_EVENT_FORM: EventForm = {
  title: '',
  category: '',
  description: '',
  multiDay: false,
  startDay: '',
  endDay: '',
  startTime: '20:00',
  endTime: '23:00',
  venueId: '',
  images: [],
  imageVariants: {},
  ticketswitchEnabled: true,
  maxTransfersPerTicket: DEFAULT_MAX_TRANSFERS_PER_TICKET,
  buyerCancellationAllowed: false,
  buyerCancellationHoursBefore: DEFAULT_BUYER_CANCELLATION_HOURS,
  buyerCancellationKeepPercent: 0,
  reminderEnabled: true,
  reminderHoursBefore: DEFAULT_REMINDER_HOURS_BEFORE,
  waitingListOfferMinutes: DEFAULT_OFFER_MINUTES,
}

export function formFromEvent(event: OrganizerEvent): EventForm {
  const start = paramariboParts(event.startDate)
  const end = paramariboParts(event.endDate)
  return {
    title: event.title ?? '',
    category: event.category ?? '',
    description: event.description ?? '',
    multiDay: !!start && !!end && start.date !== end.date,
    startDay: start?.date ?? '',
    endDay: end?.date ?? '',
    startTime: start?.time ?? EMPTY_EVENT_FORM.startTime,
    endTime: end?.time ?? EMPTY_EVENT_FORM.endTime,
    venueId: event.venueId ?? '',
    images: event.images ?? [],
    imageVariants: event.imageVariants ?? {},
    ticketswitchEnabled: event.ticketswitchEnabled ?? true,
    maxTransfersPerTicket: event.maxTransfersPerTicket ?? DEFAULT_MAX_TRANSFERS_PER_TICKET,
    buyerCancellationAllowed: event.buyerCancellationAllowed ?? false,
    buyerCancellationHoursBefore: event.buyerCancellationHoursBefore ?? DEFAULT_BUYER_CANCELLATION_HOURS,
    buyerCancellationKeepPercent: Number(event.buyerCancellationKeepPercent ?? 0),
    reminderEnabled: event.reminderEnabled ?? true,
    reminderHoursBefore: event.reminderHoursBefore ?? DEFAULT_REMINDER_HOURS_BEFORE,
    waitingListOfferMinutes: event.waitingListOfferMinutes ?? DEFAULT_OFFER_MINUTES,
  }
}

/** Step 1's fields. */
export function detailsPayload(form: EventForm): EventPayload {
  return {
    title: form.title.trim(),
    category: form.category || null,
    description: form.description.trim() || null,
    ticketswitchEnabled: form.ticketswitchEnabled,
    ...(form.maxTransfersPerTicket === '' ? {} : { maxTransfersPerTicket: form.maxTransfersPerTicket }),
    buyerCancellationAllowed: form.buyerCancellationAllowed,
    ...(form.buyerCancellationHoursBefore === '' ? {} : { buyerCancellationHoursBefore: form.buyerCancellationHoursBefore }),
    ...(form.buyerCancellationKeepPercent === '' ? {} : { buyerCancellationKeepPercent: form.buyerCancellationKeepPercent }),
    reminderEnabled: form.reminderEnabled,
    ...(form.reminderHoursBefore === '' ? {} : { reminderHoursBefore: form.reminderHoursBefore }),
    ...(form.waitingListOfferMinutes === '' ? {} : { waitingListOfferMinutes: form.waitingListOfferMinutes }),
  }
}

/** Step 2's fields: a single-day event ends on its start day (an end time before the start is refused by the API). */
export function whenWherePayload(form: EventForm): EventPayload {
  const endDay = form.multiDay ? form.endDay : form.startDay
  return {
    startDate: form.startDay ? paramariboIso(form.startDay, form.startTime) : null,
    endDate: endDay ? paramariboIso(endDay, form.endTime) : null,
    venueId: form.venueId === '' ? null : form.venueId,
    images: form.images,
    imageVariants: form.imageVariants,
  }
}
