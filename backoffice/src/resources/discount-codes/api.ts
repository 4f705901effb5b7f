/* The event as the code's pages need it: its title and every ticket type, hidden ones included (the public list leaves those out). */
import { request } from '../../http'

export interface CodeTicketType {
  id: number
  name: string
  isHidden: boolean
}

export interface CodeEvent {
  id: number
  title: string
  ticketTypes: CodeTicketType[]
}

/** GET /api/events/{id}/manage: the event as its organizer edits it, its ticket types in the buyers' order. */
export async function eventForCodes(eventId: number): Promise<CodeEvent> {
  const { json } = await request(`/api/events/${eventId}/manage`)
  const event = (json?.data ?? {}) as { title?: string; ticketTypes?: { id: number; name: string; isHidden?: boolean }[] }
  return {
    id: eventId,
    title: event.title ?? `#${eventId}`,
    ticketTypes: (event.ticketTypes ?? []).map((type) => ({ id: type.id, name: type.name, isHidden: type.isHidden === true })),
  }
}
