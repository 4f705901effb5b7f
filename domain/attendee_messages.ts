/*
 * Messages to an event's attendees (docs/messaging.md#messages-to-attendees): the limits of a message and who receives
 * it. Pure and shared: the API checks and selects with it, the back office shows the same limits and report.
 *
 * Who receives it: every holder of a valid ticket of the event (in an issued order, not refunded), narrowed by
 * ticket type and checked-in state. One message per holder: tickets with the same holder (e-mail and phone) are
 * one recipient, so a buyer of four tickets gets one message and a ticket passed on reaches its new holder. The
 * holder's contact method decides the channels (email, whatsapp, both), limited to the channels the organizer
 * allowed; a holder left with none is unreachable (counted apart). An address reached twice is sent to once.
 */
import type { ContactMethod } from './buyer_info.js'

export const ATTENDEE_MESSAGE_CHANNELS = ['email', 'whatsapp'] as const
export type AttendeeMessageChannel = (typeof ATTENDEE_MESSAGE_CHANNELS)[number]

export const MAX_SUBJECT_LENGTH = 150
export const MAX_BODY_LENGTH = 2000
/** Messages per event in any 24 hours (the reminder not counted). */
export const DAILY_MESSAGE_LIMIT = 3
/** How many deliveries go out at once; the rest follow at this many a minute (the outbox's minute sweep sends them). */
export const DELIVERIES_PER_MINUTE = 30
/** How many recipients the preview names. */
export const PREVIEW_SAMPLE_SIZE = 5

export const DEFAULT_REMINDER_HOURS_BEFORE = 24
export const MAX_REMINDER_HOURS_BEFORE = 168

export interface AttendeeAudience {
  ticketTypeIds?: number[]
  /** true: only checked in; false: only not checked in; absent: everyone. */
  checkedIn?: boolean
}

/** One valid ticket's holder as the selection reads it. */
export interface TicketHolder {
  name: string | null
  email: string | null
  phone: string | null
  contactMethod: ContactMethod
  /** The order's language (nl, en, ...): the words around the organizer's text. */
  language: string
}

export interface Delivery {
  channel: AttendeeMessageChannel
  address: string
}

export interface Recipient {
  name: string | null
  language: string
  deliveries: Delivery[]
}

export interface RecipientSelection {
  /** Holders reached on at least one channel. */
  recipients: Recipient[]
  /** Holders none of whose channels the organizer allowed (or without an address for it). */
  unreachable: number
}

const holderKey = (holder: TicketHolder) => `${(holder.email ?? '').trim().toLowerCase()}|${(holder.phone ?? '').replace(/[\s-]/g, '')}`

/** Who receives a message on which channels, one recipient per holder (see the header). */
export function selectRecipients(holders: readonly TicketHolder[], channels: readonly AttendeeMessageChannel[]): RecipientSelection {
  const seenHolders = new Set<string>()
  const seenAddresses = new Set<string>()
  const recipients: Recipient[] = []
  let unreachable = 0
  for (const holder of holders) {
    const key = holderKey(holder)
    if (seenHolders.has(key)) continue
    seenHolders.add(key)
    const wanted: Delivery[] = []
    const email = holder.email?.trim().toLowerCase()
    const phone = holder.phone?.replace(/[\s-]/g, '')
    const byEmail = holder.contactMethod === 'email' || holder.contactMethod === 'both'
    const byWhatsApp = holder.contactMethod === 'whatsapp' || holder.contactMethod === 'both'
    if (byEmail && email && channels.includes('email')) wanted.push({ channel: 'email', address: email })
    if (byWhatsApp && phone && channels.includes('whatsapp')) wanted.push({ channel: 'whatsapp', address: phone })
    if (wanted.length === 0) {
      unreachable++
      continue
    }
    const deliveries = wanted.filter((delivery) => !seenAddresses.has(`${delivery.channel}:${delivery.address}`))
    for (const delivery of deliveries) seenAddresses.add(`${delivery.channel}:${delivery.address}`)
    if (deliveries.length > 0) recipients.push({ name: holder.name, language: holder.language, deliveries })
  }
  return { recipients, unreachable }
}

/** Deliveries per channel of a selection. */
export function deliveriesByChannel(recipients: readonly Recipient[]): Record<AttendeeMessageChannel, number> {
  const counts: Record<AttendeeMessageChannel, number> = { email: 0, whatsapp: 0 }
  for (const recipient of recipients) for (const delivery of recipient.deliveries) counts[delivery.channel]++
  return counts
}

/** A message's report from its outbox rows: sent, bounced (the provider refused the address), failed (gave up), pending. */
export interface AttendeeMessageReport {
  sent: number
  failed: number
  bounced: number
  pending: number
}
