/*
 * The rules of an event's own details (wizard step 1 and the edit page), shared by the API's validator
 * (api/validators/events/organizer_event_validator.ts) and the back office's form, which checks them before it
 * posts so a half-filled step never reaches the API. Codes only: each side words them in its reader's language.
 */
import { MAX_TRANSFERS_PER_TICKET_LIMIT } from './ticket_transfer.js'
import { MAX_BUYER_CANCELLATION_HOURS } from './buyer_cancellation.js'

export const EVENT_TITLE_MIN_LENGTH = 3
export const EVENT_TITLE_MAX_LENGTH = 200
export const EVENT_DESCRIPTION_MAX_LENGTH = 10_000

export type EventDetailsField =
  'title' | 'description' | 'maxTransfersPerTicket' | 'buyerCancellationHoursBefore' | 'buyerCancellationKeepPercent'
export type EventDetailsProblem = 'required' | 'tooShort' | 'tooLong' | 'range'

export interface EventDetailsInput {
  title: string
  description: string
  /** '' while being typed in. */
  maxTransfersPerTicket: number | ''
  buyerCancellationAllowed: boolean
  buyerCancellationHoursBefore: number | ''
  /** A number, or the exact decimal the amount input keeps ('12.50'); '' while empty. */
  buyerCancellationKeepPercent: number | string
}

function outside(value: number | '', min: number, max: number, decimals: number): boolean {
  if (value === '' || !Number.isFinite(value)) return true
  const scaled = value * 10 ** decimals
  return value < min || value > max || Math.abs(Math.round(scaled) - scaled) > 1e-6
}

/** What is wrong with step 1's fields, per field (empty when the API will take them). */
export function eventDetailsProblems(input: EventDetailsInput): Partial<Record<EventDetailsField, EventDetailsProblem>> {
  const problems: Partial<Record<EventDetailsField, EventDetailsProblem>> = {}
  const title = input.title.trim()
  if (title.length === 0) problems.title = 'required'
  else if (title.length < EVENT_TITLE_MIN_LENGTH) problems.title = 'tooShort'
  else if (title.length > EVENT_TITLE_MAX_LENGTH) problems.title = 'tooLong'
  if (input.description.trim().length > EVENT_DESCRIPTION_MAX_LENGTH) problems.description = 'tooLong'
  if (outside(input.maxTransfersPerTicket, 0, MAX_TRANSFERS_PER_TICKET_LIMIT, 0)) problems.maxTransfersPerTicket = 'range'
  // Left empty while buyers may not cancel, the two are not sent at all.
  const { buyerCancellationAllowed: allowed, buyerCancellationHoursBefore: hours, buyerCancellationKeepPercent: keep } = input
  if ((allowed || hours !== '') && outside(hours, 0, MAX_BUYER_CANCELLATION_HOURS, 0)) problems.buyerCancellationHoursBefore = 'range'
  const keepNumber = keep === '' ? '' : Number(keep)
  if ((allowed || keep !== '') && outside(keepNumber, 0, 100, 2)) problems.buyerCancellationKeepPercent = 'range'
  return problems
}
