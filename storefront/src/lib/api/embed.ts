/*
 * The embeddable ticket button (docs/embed.md): which websites an event's organizer registered. Read by the embed
 * page (its frame-ancestors, the host origin and the return address) and by the success page (the return address).
 */
import { ApiError, errorText, serverClient } from './server.js'

/** The registered origins; [] when there are none, the event is not public or the API failed (nobody may frame). */
export async function embedOrigins(requestUrl: URL, eventId: number): Promise<string[]> {
  try {
    const data = await serverClient(requestUrl).data<{ origins: string[] }>(`/api/events/${eventId}/embed`)
    return Array.isArray(data.origins) ? data.origins : []
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) console.error('[storefront] GET embed settings failed:', errorText(error))
    return []
  }
}
