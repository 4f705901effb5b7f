/*
 * 'Zet in agenda': a published event as an iCalendar file (domain/calendar.ts). Public like
 * the event page itself, so a plain link works on the success page and in My tickets, for guests too.
 */
import { getPublicEvent } from '#services/events/event_catalogue_service'
import { getPlatformSettings } from '#services/platform/platform_settings_service'
import { publicUrl } from '#services/server/public_url'
import { buildCalendar, calendarFileName } from '#domain/calendar'
import { addressLine } from '#domain/format'

export interface CalendarFile {
  fileName: string
  body: string
}

export async function eventCalendar(eventId: number | null, now: Date = new Date()): Promise<CalendarFile> {
  const [event, settings] = await Promise.all([getPublicEvent(eventId), getPlatformSettings()])
  const eventUrl = publicUrl(`/events/${event.id}`)
  const venue = event.venue ?? null
  const body = buildCalendar(
    [
      {
        // Stable per event and site: importing the file again updates the entry instead of adding one.
        uid: `event-${event.id}@${new URL(eventUrl).hostname}`,
        start: event.startDate.toJSDate(),
        end: event.endDate?.toJSDate() ?? null,
        summary: event.title,
        location: venue ? [venue.name, addressLine(venue)].filter(Boolean).join(', ') || null : null,
        description: `${settings.websiteName}: ${eventUrl}`,
        url: eventUrl,
      },
    ],
    { prodId: `-//${settings.websiteName}//Tickets//NL`, stamp: now }
  )
  return { fileName: calendarFileName(event.title), body }
}
