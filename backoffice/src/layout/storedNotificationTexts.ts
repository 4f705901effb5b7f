/*
 * The Dutch an agent's notification row holds (SPEC §3 keeps title and message on the row; the API writes them in
 * Dutch): the Dutch dictionary shows them as they are, and the bell reads a stored message back into its parts
 * with them (domain/agent_partnerships.ts notificationParts) to say it in the reader's language.
 */
import type { AgentNotificationType, StoredNotificationFormat } from '#domain/agent_partnerships'

export const STORED_NOTIFICATION_TEXTS: Record<AgentNotificationType, { title: string; message: string }> = {
  partnership_approved: {
    title: 'Partnerschap goedgekeurd',
    message: '%{organizer} heeft je partnerschapsverzoek goedgekeurd. Je kunt nu tickets verkopen.',
  },
  partnership_rejected: { title: 'Partnerschap afgewezen', message: '%{organizer} heeft je partnerschapsverzoek afgewezen.' },
  partnership_terminated: {
    title: 'Partnerschap beëindigd',
    message: '%{organizer} heeft het partnerschap beëindigd. Je kunt geen tickets meer verkopen voor deze organisator.',
  },
  partnership_permissions_updated: {
    title: 'Rechten bijgewerkt',
    message: '%{organizer} heeft je verkooprechten of commissie gewijzigd.',
  },
}

/** The lead-in of the organizer's own words after a stored message. */
export const STORED_NOTIFICATION_NOTE = ' Bericht: "%{note}"'

/** The stored format of a type's message, or undefined for a type the bell does not know. */
export function storedNotificationFormat(type: string): StoredNotificationFormat | undefined {
  const text = STORED_NOTIFICATION_TEXTS[type as AgentNotificationType]
  return text ? { message: text.message, note: STORED_NOTIFICATION_NOTE } : undefined
}
