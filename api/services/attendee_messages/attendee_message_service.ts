/*
 * 'Bericht aan bezoekers': an organizer's message to the holders of an event's valid tickets (docs/messaging.md#messages-to-attendees).
 * Who receives it is domain/attendee_messages.ts (one message per holder, by the holder's own channels within the
 * ones allowed). Sending writes the message, one outbox row per delivery and the audit row in one transaction,
 * under the event's row lock so that two sends at once cannot pass the daily limit together. The first
 * DELIVERIES_PER_MINUTE rows go out at once; the rest are due one minute per batch after that and the outbox's
 * minute sweep sends them, so a large audience never floods the mail server or WhatsApp.
 * The report is read from the outbox rows: sent, bounced (the provider refused the address at once), failed
 * (given up after every retry), pending.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract, QueryClientContract } from '@adonisjs/lucid/types/database'
import Event from '#models/event'
import type User from '#models/user'
import AttendeeMessage from '#models/attendee_message'
import type PlatformSetting from '#models/platform_setting'
import outbox from '#services/messaging/outbox_service'
import { renderEmail } from '#services/messaging/email_layout'
import { messageTranslator } from '#services/messaging/message_texts'
import { getPlatformSettings } from '#services/platform/platform_settings_service'
import { recordChange } from '#services/audit/audit_service'
import { ISSUED_ORDER_STATUSES } from '#services/tickets/ticket_details'
import { DomainError } from '#exceptions/domain_error'
import { isLanguage, DEFAULT_LANGUAGE, type Language } from '#domain/languages'
import { maskEmail, maskPhone } from '#domain/contact_mask'
import {
  DAILY_MESSAGE_LIMIT,
  DELIVERIES_PER_MINUTE,
  PREVIEW_SAMPLE_SIZE,
  deliveriesByChannel,
  selectRecipients,
  type AttendeeAudience,
  type AttendeeMessageChannel,
  type AttendeeMessageReport,
  type Delivery,
  type Recipient,
  type RecipientSelection,
  type TicketHolder,
} from '#domain/attendee_messages'

export interface AttendeeMessageInput {
  subject: string
  body: string
  channels: AttendeeMessageChannel[]
  audience?: AttendeeAudience
}

export interface AttendeeMessagePreview {
  count: number
  byChannel: Record<AttendeeMessageChannel, number>
  unreachable: number
  /** The first few recipients, their addresses masked. */
  sample: { name: string | null; channels: AttendeeMessageChannel[]; addresses: string[] }[]
  /** How many messages this event may still send in the next 24 hours. */
  remainingToday: number
}

export interface AttendeeMessageRow {
  id: number
  eventId: number
  subject: string
  body: string
  channels: AttendeeMessageChannel[]
  audience: AttendeeAudience
  recipientCount: number
  unreachableCount: number
  sentBy: string | null
  createdAt: string
  report: AttendeeMessageReport
}

/** The holders of the event's valid tickets in the audience, in ticket order. */
async function holdersOf(eventId: number, audience: AttendeeAudience, client: QueryClientContract): Promise<TicketHolder[]> {
  const query = client
    .from('tickets')
    .join('orders', 'orders.id', 'tickets.order_id')
    .where('tickets.event_id', eventId)
    .where('tickets.is_valid', true)
    .whereNull('tickets.refunded_at')
    .whereIn('orders.status', [...ISSUED_ORDER_STATUSES])
    .select(
      'tickets.buyer_name as name',
      'tickets.buyer_email as email',
      'tickets.buyer_phone as phone',
      'tickets.contact_method as contactMethod',
      'orders.language as language'
    )
    .orderBy('tickets.id', 'asc')
  if (audience.ticketTypeIds?.length) query.whereIn('tickets.ticket_type_id', audience.ticketTypeIds)
  if (audience.checkedIn !== undefined) query.where('tickets.is_checked_in', audience.checkedIn)
  return query
}

/** 422 unless every chosen ticket type is one of the event's. */
async function checkTicketTypes(eventId: number, audience: AttendeeAudience, client: QueryClientContract) {
  const ids = [...new Set(audience.ticketTypeIds ?? [])]
  if (ids.length === 0) return
  const found = await client.from('ticket_types').where('event_id', eventId).whereIn('id', ids).count('* as count')
  if (Number(found[0].count) !== ids.length)
    throw new DomainError('ATTENDEE_MESSAGE_UNKNOWN_TICKET_TYPE', { field: 'audience.ticketTypeIds' })
}

async function selectionFor(eventId: number, input: AttendeeMessageInput, client: QueryClientContract): Promise<RecipientSelection> {
  const audience = input.audience ?? {}
  await checkTicketTypes(eventId, audience, client)
  return selectRecipients(await holdersOf(eventId, audience, client), input.channels)
}

async function sentInLastDay(eventId: number, client: QueryClientContract): Promise<number> {
  const since = DateTime.now().minus({ hours: 24 }).toJSDate()
  const [row] = await client.from('attendee_messages').where('event_id', eventId).where('created_at', '>', since).count('* as count')
  return Number(row.count)
}

/** POST /api/events/{id}/messages/preview: who would receive the message, without sending it. */
export async function previewAttendeeMessage(event: Event, input: AttendeeMessageInput): Promise<AttendeeMessagePreview> {
  const client = db.connection()
  const { recipients, unreachable } = await selectionFor(event.id, input, client)
  return {
    count: recipients.length,
    byChannel: deliveriesByChannel(recipients),
    unreachable,
    sample: recipients.slice(0, PREVIEW_SAMPLE_SIZE).map((recipient) => ({
      name: recipient.name,
      channels: recipient.deliveries.map((delivery) => delivery.channel),
      addresses: recipient.deliveries.map(
        (delivery) => (delivery.channel === 'email' ? maskEmail(delivery.address) : maskPhone(delivery.address)) ?? ''
      ),
    })),
    remainingToday: Math.max(0, DAILY_MESSAGE_LIMIT - (await sentInLastDay(event.id, client))),
  }
}

/** Newlines and runs of spaces are refused inside a WhatsApp template's parameter. */
const templateParameter = (text: string) => text.replace(/\s+/g, ' ').trim()

async function queueDelivery(
  message: AttendeeMessage,
  event: Event,
  recipient: Recipient,
  delivery: Delivery,
  notBefore: DateTime | undefined,
  settings: PlatformSetting,
  trx: TransactionClientContract
) {
  const lang: Language = isLanguage(recipient.language) ? recipient.language : DEFAULT_LANGUAGE
  const t = messageTranslator(lang)
  const options = { kind: 'attendee_message', trx, notBefore }
  if (delivery.channel === 'email') {
    const content = renderEmail({
      title: message.subject,
      intro: message.body,
      footer: t('attendeeMessage.footer', { event: event.title }),
      lang,
    })
    return outbox.queueEmail({ to: delivery.address, subject: `${event.title}: ${message.subject}`, ...content }, options)
  }
  const site = settings.websiteName
  const templateName = settings.whatsappFeatures.attendeeMessageTemplate?.trim()
  return outbox.queueWhatsApp(
    {
      to: delivery.address,
      text: t('attendeeMessage.whatsapp', { site, event: event.title, subject: message.subject, body: message.body }),
      template: templateName
        ? { name: templateName, language: lang, parameters: [event.title, message.subject, message.body].map(templateParameter) }
        : null,
    },
    options
  )
}

/** POST /api/events/{id}/messages: the message queued for every recipient; answers how many it reaches. */
export async function sendAttendeeMessage(
  event: Event,
  input: AttendeeMessageInput,
  actor: User,
  ipAddress: string | null
): Promise<{ id: number; count: number; byChannel: Record<AttendeeMessageChannel, number>; unreachable: number }> {
  const settings = await getPlatformSettings()
  return db.transaction(async (trx) => {
    await Event.query({ client: trx }).where('id', event.id).forUpdate().firstOrFail()
    if ((await sentInLastDay(event.id, trx)) >= DAILY_MESSAGE_LIMIT) {
      throw new DomainError('ATTENDEE_MESSAGE_DAILY_LIMIT', { params: { limit: DAILY_MESSAGE_LIMIT } })
    }
    const { recipients, unreachable } = await selectionFor(event.id, input, trx)
    if (recipients.length === 0) throw new DomainError('ATTENDEE_MESSAGE_NO_RECIPIENTS')
    const audience = input.audience ?? {}
    const message = await AttendeeMessage.create(
      {
        eventId: event.id,
        sentBy: actor.id,
        subject: input.subject,
        body: input.body,
        channels: [...new Set(input.channels)],
        audience,
        recipientCount: recipients.length,
        unreachableCount: unreachable,
      },
      { client: trx }
    )
    const start = DateTime.now()
    let index = 0
    for (const recipient of recipients) {
      for (const delivery of recipient.deliveries) {
        const batch = Math.floor(index++ / DELIVERIES_PER_MINUTE)
        const row = await queueDelivery(
          message,
          event,
          recipient,
          delivery,
          batch === 0 ? undefined : start.plus({ minutes: batch }),
          settings,
          trx
        )
        await trx.insertQuery().table('attendee_message_deliveries').insert({
          attendee_message_id: message.id,
          outbox_message_id: row.id,
          channel: delivery.channel,
        })
      }
    }
    const byChannel = deliveriesByChannel(recipients)
    await recordChange(trx, {
      actorId: actor.id,
      entityType: 'attendee_message',
      entityId: message.id,
      action: 'create',
      after: {
        eventId: event.id,
        subject: input.subject,
        channels: message.channels,
        audience,
        recipients: recipients.length,
        unreachable,
        byChannel,
      },
      ipAddress,
    })
    return { id: message.id, count: recipients.length, byChannel, unreachable }
  })
}

/** GET /api/events/{id}/messages: the event's messages, newest first, each with its report. */
export async function listAttendeeMessages(eventId: number): Promise<AttendeeMessageRow[]> {
  const rows = await db
    .from('attendee_messages as m')
    .leftJoin('users as u', 'u.id', 'm.sent_by')
    .leftJoin('attendee_message_deliveries as d', 'd.attendee_message_id', 'm.id')
    .leftJoin('outbox_messages as o', 'o.id', 'd.outbox_message_id')
    .where('m.event_id', eventId)
    .groupBy('m.id', 'u.first_name', 'u.last_name', 'u.email')
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(200)
    .select('m.*', 'u.first_name', 'u.last_name', 'u.email as sender_email')
    .select(
      db.raw(`count(o.id) FILTER (WHERE o.status = 'sent')::int AS sent`),
      db.raw(`count(o.id) FILTER (WHERE o.status = 'failed' AND o.attempts < o.max_attempts)::int AS bounced`),
      db.raw(`count(o.id) FILTER (WHERE o.status = 'failed' AND o.attempts >= o.max_attempts)::int AS failed`),
      db.raw(`count(o.id) FILTER (WHERE o.status IN ('pending', 'sending'))::int AS pending`)
    )
  return rows.map((row) => ({
    id: row.id,
    eventId: row.event_id,
    subject: row.subject,
    body: row.body,
    channels: row.channels,
    audience: row.audience,
    recipientCount: row.recipient_count,
    unreachableCount: row.unreachable_count,
    sentBy: [row.first_name, row.last_name].filter(Boolean).join(' ') || row.sender_email || null,
    createdAt: new Date(row.created_at).toISOString(),
    report: { sent: row.sent, failed: row.failed, bounced: row.bounced, pending: row.pending },
  }))
}
