/*
 * 'Zet in agenda': an iCalendar file (RFC 5545) for an event. Pure, so the rules are
 * tested on their own: text values escaped (§3.3.11), lines folded at 75 octets without splitting a
 * UTF-8 character (§3.1), CRLF line ends, and every time in UTC (§3.3.5 form 2). Event times are stored
 * as instants; Suriname is UTC-3 all year (no daylight saving), so 20:00 in Paramaribo is 23:00Z and a
 * calendar in any time zone shows the right moment without a VTIMEZONE block.
 */

export interface CalendarEvent {
  /** Globally unique and stable, so importing the file again updates the entry instead of doubling it. */
  uid: string
  start: Date
  /** Left out when missing or not after the start (a calendar then shows the start only). */
  end?: Date | null
  summary: string
  location?: string | null
  description?: string | null
  /** An http(s) address; anything else is left out. */
  url?: string | null
}

export interface CalendarOptions {
  /** PRODID, e.g. '-//SuriTickets//Tickets//NL'. */
  prodId: string
  /** DTSTAMP: when the file was made. */
  stamp: Date
}

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8'

const MAX_LINE_OCTETS = 75

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma escaped, any line break as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** RFC 5545 §3.3.5 form 2 (UTC): 20261128T230000Z. */
export function utcDateTime(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('calendar: invalid date')
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/**
 * RFC 5545 §3.1: a content line longer than 75 octets continues on the next line after CRLF and one
 * space. Cut between characters, never inside a UTF-8 sequence (an 'ë' or an emoji stays whole).
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder()
  const pieces: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    // The first line holds 75 octets; each continuation line starts with a space, leaving 74.
    const limit = pieces.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1
    if (octets + size > limit) {
      pieces.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  pieces.push(current)
  return pieces.join('\r\n ')
}

function httpUrl(value: string | null | undefined): string | null {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

function eventLines(event: CalendarEvent, stamp: Date): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${escapeText(event.uid)}`, `DTSTAMP:${utcDateTime(stamp)}`, `DTSTART:${utcDateTime(event.start)}`]
  if (event.end && event.end.getTime() > event.start.getTime()) lines.push(`DTEND:${utcDateTime(event.end)}`)
  lines.push(`SUMMARY:${escapeText(event.summary)}`)
  if (event.location?.trim()) lines.push(`LOCATION:${escapeText(event.location.trim())}`)
  if (event.description?.trim()) lines.push(`DESCRIPTION:${escapeText(event.description.trim())}`)
  const url = httpUrl(event.url)
  if (url) lines.push(`URL:${url}`)
  lines.push('STATUS:CONFIRMED', 'END:VEVENT')
  return lines
}

/** A whole VCALENDAR with one VEVENT per event, CRLF line ends (also after the last line). */
export function buildCalendar(events: CalendarEvent[], options: CalendarOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(options.prodId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events.flatMap((event) => eventLines(event, options.stamp)),
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join('\r\n') + '\r\n'
}

/** A safe download name from a title: 'Holi Phagwa Kleurenfestival' → 'holi-phagwa-kleurenfestival.ics'. */
export function calendarFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '')
  return `${slug || 'evenement'}.ics`
}
