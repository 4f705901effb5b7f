/*
 * Creating and editing events: an event's status and the rules an organizer's input must meet.
 * Pure and shared: the API validates with these, the back office shows the same status chips and checks
 * a step before it is sent. Rules return codes; the API words them (api/services/events/event_rules.ts).
 */

export const EVENT_STATUSES = ['draft', 'published', 'cancelled'] as const
export type EventStatus = (typeof EVENT_STATUSES)[number]

/** Cancelled wins (a cancelled event is never published again); else published or draft. */
export function eventStatus(event: { isPublished: boolean; cancelledAt?: unknown }): EventStatus {
  if (event.cancelledAt) return 'cancelled'
  return event.isPublished ? 'published' : 'draft'
}

/** The wizard's steps: 1 what, 2 when and where, 3 tickets; 4 = reviewed (the review screen). */
export const WIZARD_STEPS = [1, 2, 3] as const
export const LAST_WIZARD_STEP = 4

/** The step to open when a draft is resumed: the one after the last step saved. */
export function resumeStep(savedStep: number): 1 | 2 | 3 | 4 {
  return Math.min(Math.max(savedStep + 1, 1), LAST_WIZARD_STEP) as 1 | 2 | 3 | 4
}

/** Suriname has kept UTC−3 all year since 1984 (America/Paramaribo), so a local date and time is one instant. */
export const EVENT_TIME_ZONE = 'America/Paramaribo'
const PARAMARIBO_OFFSET = '-03:00'

/** '2026-12-31' + '20:30' (Paramaribo) → '2026-12-31T20:30:00-03:00'; null for anything malformed. */
export function paramariboIso(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null
  const iso = `${date}T${time}:00${PARAMARIBO_OFFSET}`
  return Number.isNaN(Date.parse(iso)) ? null : iso
}

/** An instant as Paramaribo's local date ('2026-12-31') and time ('20:30'); null when it is not a date. */
export function paramariboParts(value: unknown): { date: string; time: string } | null {
  const instant = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null
  if (!instant || Number.isNaN(instant.getTime())) return null
  const local = new Date(instant.getTime() - 3 * 3_600_000).toISOString()
  return { date: local.slice(0, 10), time: local.slice(11, 16) }
}

export type EventRuleCode =
  | 'endBeforeStart'
  | 'saleEndAfterEvent'
  | 'saleEndBeforeStart'
  | 'maxPerUserRequired'
  | 'venueNotBookable'
  | 'capacityExceeded'
  | 'titleRequired'
  | 'categoryRequired'
  | 'datesRequired'
  | 'venueRequired'
  | 'ticketTypeRequired'

export interface EventRuleProblem {
  field: string
  code: EventRuleCode
  params?: Record<string, string | number>
}

type Instant = Date | string | number | null | undefined

function time(value: Instant): number | null {
  if (value === null || value === undefined) return null
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value)
  return Number.isNaN(ms) ? null : ms
}

/** End after start (a single-day event ends later the same day, a multi-day one on a later day). */
export function eventDateProblems(startDate: Instant, endDate: Instant): EventRuleProblem[] {
  const start = time(startDate)
  const end = time(endDate)
  return start !== null && end !== null && end <= start ? [{ field: 'endDate', code: 'endBeforeStart' }] : []
}

export interface TicketTypeRuleInput {
  saleStartDate?: Instant
  saleEndDate?: Instant
  hasUserLimit?: boolean | null
  maxPerUser?: number | null
}

/** A ticket type's own rules against its event's end: sale end after sale start and not after the event ends. */
export function ticketTypeProblems(input: TicketTypeRuleInput, eventEnd: Instant): EventRuleProblem[] {
  const problems: EventRuleProblem[] = []
  const saleStart = time(input.saleStartDate)
  const saleEnd = time(input.saleEndDate)
  const end = time(eventEnd)
  if (saleStart !== null && saleEnd !== null && saleEnd <= saleStart) problems.push({ field: 'saleEndDate', code: 'saleEndBeforeStart' })
  if (saleEnd !== null && end !== null && saleEnd > end) problems.push({ field: 'saleEndDate', code: 'saleEndAfterEvent' })
  if (input.hasUserLimit === true && !input.maxPerUser) problems.push({ field: 'maxPerUser', code: 'maxPerUserRequired' })
  return problems
}

/** The seats of all ticket types together may not exceed the venue's maxCapacity (no capacity known: no cap). */
export function capacityProblems(totalMaxQuantity: number, venue: { name: string; maxCapacity: number | null } | null): EventRuleProblem[] {
  if (!venue?.maxCapacity || totalMaxQuantity <= venue.maxCapacity) return []
  return [
    { field: 'maxQuantity', code: 'capacityExceeded', params: { total: totalMaxQuantity, capacity: venue.maxCapacity, venue: venue.name } },
  ]
}

export interface PublishCheckInput {
  title: string | null | undefined
  category: string | null | undefined
  startDate: Instant
  endDate: Instant
  venueId: number | null | undefined
  activeTicketTypes: number
}

/** What publishing needs: title, category, dates, a venue and at least one active ticket type. */
export function publishProblems(event: PublishCheckInput): EventRuleProblem[] {
  const problems: EventRuleProblem[] = []
  if (!event.title?.trim()) problems.push({ field: 'title', code: 'titleRequired' })
  if (!event.category?.trim()) problems.push({ field: 'category', code: 'categoryRequired' })
  if (time(event.startDate) === null || time(event.endDate) === null) problems.push({ field: 'startDate', code: 'datesRequired' })
  if (!event.venueId) problems.push({ field: 'venueId', code: 'venueRequired' })
  if (event.activeTicketTypes < 1) problems.push({ field: 'ticketTypes', code: 'ticketTypeRequired' })
  return problems
}
