/*
 * The scanner's calls to the check-in API (shapes in domain/check_in.ts). A request that never reached the server
 * (no network, DNS, a dropped connection) throws NetworkDown so the page answers offline; an answer from the
 * server with an error status throws CheckInApiError with its message.
 */
import type {
  AttendeeMatch,
  CheckInCounts,
  OfflineList,
  ScannableEvent,
  SyncAnswer,
  SyncRequest,
  ValidateAnswer,
  ValidateRequest,
} from '#domain/check_in'
import { authorizationHeader, currentToken } from '../../auth/browserSession'

export class NetworkDown extends Error {}

export class CheckInApiError extends Error {
  constructor(
    readonly status: number,
    message: string
  ) {
    super(message)
  }
}

/** Long enough for a slow 3G answer, short enough that a queue at the gate does not wait on a dead link. */
const TIMEOUT_MS = 8000

async function call<T>(url: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const token = currentToken()
  let response: Response
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: {
        Accept: 'application/json',
        ...(init.body !== undefined && { 'Content-Type': 'application/json' }),
        ...(token ? authorizationHeader(token) : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch {
    throw new NetworkDown()
  }
  const body = (await response.json().catch(() => null)) as { data?: T; message?: string } | null
  if (!response.ok) throw new CheckInApiError(response.status, body?.message ?? response.statusText)
  return (body && 'data' in body ? body.data : body) as T
}

export const validateTicket = (request: ValidateRequest) => call<ValidateAnswer>('/api/tickets/validate', { method: 'POST', body: request })

export const downloadOfflineList = (eventId: number) => call<OfflineList>(`/api/events/${eventId}/check-ins/offline-list`)

export const syncScans = (eventId: number, request: SyncRequest) =>
  call<SyncAnswer>(`/api/events/${eventId}/check-ins/sync`, { method: 'POST', body: request })

export const checkInCounts = (eventId: number) => call<CheckInCounts>(`/api/events/${eventId}/check-ins/counts`)

export const searchAttendees = (eventId: number, query: string) =>
  call<AttendeeMatch[]>(`/api/events/${eventId}/check-ins/search?q=${encodeURIComponent(query)}`)

/** A supervisor takes a check-in back (a ticket scanned by mistake); the reason is kept. */
export const undoCheckIn = (eventId: number, ticketId: number, reason: string) =>
  call<unknown>(`/api/events/${eventId}/check-ins/${ticketId}/undo`, { method: 'POST', body: { reason } })

export type ScannerEvent = ScannableEvent

/** The events to scan for: an organizer's team its own events (SPEC §7's list), an admin any (the admin list). */
export async function scannerEvents(organizerId: number | null | undefined): Promise<ScannerEvent[]> {
  const url = organizerId ? `/api/events/organizer/${organizerId}` : '/api/admin/events?perPage=100'
  const rows = await call<ScannerEvent[]>(url)
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    startDate: row.startDate ?? null,
    endDate: row.endDate ?? null,
    isPublished: row.isPublished,
    unpublishedAt: row.unpublishedAt ?? null,
    cancelledAt: row.cancelledAt ?? null,
  }))
}
