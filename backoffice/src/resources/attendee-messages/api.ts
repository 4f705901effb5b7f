/* The calls of 'Bericht aan bezoekers' (docs/messaging.md#messages-to-attendees). */
import type { AttendeeAudience, AttendeeMessageChannel, AttendeeMessageReport } from '#domain/attendee_messages'
import { request } from '../../http'

export { organizerEvents, type EventChoice } from '../orders/api'

export interface MessageDraft {
  subject: string
  body: string
  channels: AttendeeMessageChannel[]
  audience: AttendeeAudience
}

export interface MessagePreview {
  count: number
  byChannel: Record<AttendeeMessageChannel, number>
  unreachable: number
  sample: { name: string | null; channels: AttendeeMessageChannel[]; addresses: string[] }[]
  remainingToday: number
}

export interface SentMessage {
  id: number
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

export interface MessageEvent {
  id: number
  title: string
  startDate: string | null
  status: string
  ticketTypes: { id: number; name: string }[]
}

/** The event with its ticket types (all of them, hidden ones too: the organizer's own view). */
export async function messageEvent(eventId: number): Promise<MessageEvent> {
  const { json } = await request(`/api/events/${eventId}/manage`)
  const event = json.data as MessageEvent
  return { ...event, ticketTypes: (event.ticketTypes ?? []).map((type) => ({ id: type.id, name: type.name })) }
}

export async function previewMessage(eventId: number, draft: MessageDraft): Promise<MessagePreview> {
  const { json } = await request(`/api/events/${eventId}/messages/preview`, { method: 'POST', body: JSON.stringify(draft) })
  return json.data as MessagePreview
}

export async function sendMessage(eventId: number, draft: MessageDraft): Promise<{ count: number }> {
  const { json } = await request(`/api/events/${eventId}/messages`, { method: 'POST', body: JSON.stringify(draft) })
  return { count: json.count as number }
}

export async function sentMessages(eventId: number): Promise<SentMessage[]> {
  const { json } = await request(`/api/events/${eventId}/messages`)
  return Array.isArray(json?.data) ? (json.data as SentMessage[]) : []
}
