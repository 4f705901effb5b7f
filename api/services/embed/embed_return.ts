import db from '@adonisjs/lucid/services/db'
import { allowedReturnUrl } from '#domain/embed_origins'

/** The host page to send a buyer of this event back to, when it is on one of its organizer's websites; else null. */
export async function embedReturnUrl(eventId: number, address: string): Promise<string | null> {
  const rows = await db
    .from('organizer_embed_domains')
    .join('events', 'events.organizer_id', 'organizer_embed_domains.organizer_id')
    .where('events.id', eventId)
    .select('organizer_embed_domains.origin')
  return allowedReturnUrl(
    address,
    rows.map((row) => row.origin as string)
  )
}
