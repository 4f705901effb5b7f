/*
 * The on-sale waiting room in the browser (docs/waiting-room.md): taking or getting back a place
 * (POST /api/events/{id}/queue, the device's id and, when it has one, its signed queue token) and asking how far
 * along it is (GET /api/events/{id}/queue/{queueToken}). Answers are read with or without the `data` envelope.
 */
import { apiCall, type ApiResult } from './browser.js'

export interface QueuePlace {
  queueToken: string
  /** 1-based; null while the random window before the opening is still open. */
  position: number | null
  estimatedWaitSeconds: number | null
  pollSeconds: number
}

export interface QueueStatus {
  /** A refreshed token when the place's content changed (its number after the opening, the pick-up); the old one still works. */
  queueToken?: string
  /** 1-based while waiting, 0 once admitted, null before the opening. */
  position: number | null
  estimatedWaitSeconds: number | null
  admitted: boolean
  /** Only once admitted: what the holds of this visit carry. */
  admissionToken?: string
  soldOut: boolean
  opensAt: string | null
  pollSeconds: number
}

function unwrap<T>(result: ApiResult<T | { data: T }>): ApiResult<T> {
  if (!result.ok) return result
  const body = result.data as { data?: T } | T
  const inner = body && typeof body === 'object' && 'data' in body && body.data ? body.data : (body as T)
  return { ok: true, status: result.status, data: inner }
}

export const waitingRoomApi = {
  /** 201 for a new place, 200 for this device's existing one; 404 when the room is off. */
  async join(eventId: number, deviceId: string, queueToken: string | null): Promise<ApiResult<QueuePlace>> {
    const result = await apiCall<QueuePlace | { data: QueuePlace }>('POST', `/api/events/${eventId}/queue`, {
      body: { deviceId },
      headers: queueToken ? { 'x-queue-token': queueToken } : undefined,
    })
    return unwrap(result)
  },

  /** 404 for a token the server does not know (or another event's), 410 QUEUE_PLACE_LOST when the place was lost. */
  async status(eventId: number, queueToken: string): Promise<ApiResult<QueueStatus>> {
    const result = await apiCall<QueueStatus | { data: QueueStatus }>(
      'GET',
      `/api/events/${eventId}/queue/${encodeURIComponent(queueToken)}`
    )
    return unwrap(result)
  },
}
