/*
 * The /events date filter and sort, one home for the API's query and the storefront's form.
 *
 * Days are calendar days in Suriname: UTC-3 all year (no daylight saving since 1984), so a fixed offset
 * is exact and needs no time-zone database. A window is half-open, [start, end) in UTC instants:
 *   today    today 00:00 → tomorrow 00:00
 *   weekend  Saturday 00:00 → Monday 00:00 of this Monday-to-Sunday week (SPEC §9: weeks start Monday);
 *            on a Sunday that is yesterday and today. Friday evening is not part of it.
 *   week     this week's Monday 00:00 → next Monday 00:00
 *   from/to  'from' 00:00 → the day after 'to' 00:00 (both days included); either may be left out.
 * A preset and a range together mean both apply (the intersection). An event matches when it runs at
 * any moment inside the window (start < window end and end > window start): a festival over several
 * days matches every window that holds one of its days. Ended events stay out of the list as before.
 */

export const SURINAME_UTC_OFFSET_MINUTES = -180
const OFFSET_MS = SURINAME_UTC_OFFSET_MINUTES * 60_000
const DAY_MS = 86_400_000

export const DATE_PRESETS = ['today', 'weekend', 'week'] as const
export type DatePreset = (typeof DATE_PRESETS)[number]

export const EVENT_SORTS = ['date_asc', 'date_desc', 'price_asc', 'price_desc'] as const
export type EventSort = (typeof EVENT_SORTS)[number]
export const DEFAULT_EVENT_SORT: EventSort = 'date_asc'

export interface DateFilter {
  when?: DatePreset | null
  /** Calendar dates in Suriname, 'YYYY-MM-DD'. */
  from?: string | null
  to?: string | null
}

/** A half-open window of instants; a null side is open. */
export interface DateWindow {
  start: Date | null
  end: Date | null
}

export function isDatePreset(value: unknown): value is DatePreset {
  return typeof value === 'string' && (DATE_PRESETS as readonly string[]).includes(value)
}

export function isEventSort(value: unknown): value is EventSort {
  return typeof value === 'string' && (EVENT_SORTS as readonly string[]).includes(value)
}

/** Days since 1970-01-01 of a 'YYYY-MM-DD' that exists in the calendar (no 2026-02-30), else null. */
export function calendarDay(text: unknown): number | null {
  if (typeof text !== 'string') return null
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const ms = Date.UTC(year, month - 1, day)
  const date = new Date(ms)
  if (year < 1970 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return ms / DAY_MS
}

/** The Suriname calendar day an instant falls on (days since 1970-01-01). */
export function surinameDay(instant: Date): number {
  return Math.floor((instant.getTime() + OFFSET_MS) / DAY_MS)
}

/** 00:00 in Suriname of a calendar day, as a UTC instant. */
export function surinameMidnight(day: number): Date {
  return new Date(day * DAY_MS - OFFSET_MS)
}

/** 'YYYY-MM-DD' of a Suriname calendar day (what a date input shows). */
export function calendarDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10)
}

/** Monday = 0 ... Sunday = 6 (1970-01-01 was a Thursday). */
function isoWeekday(day: number): number {
  return (((day + 3) % 7) + 7) % 7
}

/** The days [first, last + 1) a preset covers around today. */
function presetDays(preset: DatePreset, today: number): [number, number] {
  const monday = today - isoWeekday(today)
  if (preset === 'today') return [today, today + 1]
  if (preset === 'weekend') return [monday + 5, monday + 7]
  return [monday, monday + 7]
}

/**
 * The window a filter selects at `now`, or null when it selects no dates (no filter). Assumes a valid
 * filter (the API's validator refuses the others); invalid parts are ignored.
 */
export function eventDateWindow(filter: DateFilter, now: Date): DateWindow | null {
  let first: number | null = null
  let end: number | null = null
  const narrow = (from: number | null, until: number | null) => {
    if (from !== null) first = first === null ? from : Math.max(first, from)
    if (until !== null) end = end === null ? until : Math.min(end, until)
  }
  if (isDatePreset(filter.when)) narrow(...presetDays(filter.when, surinameDay(now)))
  const from = filter.from ? calendarDay(filter.from) : null
  const to = filter.to ? calendarDay(filter.to) : null
  narrow(from, to === null ? null : to + 1)
  if (first === null && end === null) return null
  return { start: first === null ? null : surinameMidnight(first), end: end === null ? null : surinameMidnight(end) }
}

/** A preset and a range that do not meet (today, from next week on): nothing can match. */
export function isEmptyWindow(window: DateWindow): boolean {
  return window.start !== null && window.end !== null && window.start >= window.end
}

/** Whether an event running from start to end has any moment inside the window (the SQL does the same). */
export function runsWithin(start: Date, end: Date, window: DateWindow | null): boolean {
  if (!window) return true
  if (isEmptyWindow(window)) return false
  return (window.end === null || start < window.end) && (window.start === null || end > window.start)
}
