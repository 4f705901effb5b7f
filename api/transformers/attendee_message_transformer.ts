import type { AttendeeMessageRow } from '#services/attendee_messages/attendee_message_service'

/** One sent message to attendees as the back office lists it: what was sent, to whom, by whom, and its report. */
export function attendeeMessageListItem(row: AttendeeMessageRow) {
  return {
    id: row.id,
    eventId: row.eventId,
    subject: row.subject,
    body: row.body,
    channels: row.channels,
    audience: row.audience,
    recipientCount: row.recipientCount,
    unreachableCount: row.unreachableCount,
    sentBy: row.sentBy,
    createdAt: row.createdAt,
    report: row.report,
  }
}
