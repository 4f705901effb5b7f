/*
 * The calls of the orders pages beyond react-admin's getList/getOne: the actions on one order, the CSV downloads
 * (fetched with the bearer token, then saved from a blob: a plain link would carry no token) and the organizer's
 * events for the event picker.
 */
import { sessionUser } from '../../auth/sessionCheck'
import type { RefundRequest, RefundsMeta, RefundView } from '#domain/refunds'
import { request } from '../../http'
import { downloadFile } from '../../downloadFile'
import type { EventChoice } from './startingEvent'

export type { EventChoice } from './startingEvent'

export function resendOrder(id: number, channels: ('email' | 'whatsapp')[]) {
  return request(`/api/orders/${id}/resend`, { method: 'POST', body: JSON.stringify({ channels }) })
}

export function cancelOrder(id: number) {
  return request(`/api/orders/${id}/cancel`, { method: 'POST', body: '{}' })
}

export function markRefunded(id: number, reference: string, note: string) {
  return request(`/api/orders/${id}/refund`, { method: 'POST', body: JSON.stringify({ reference, note: note || undefined }) })
}

/** GET /api/orders/{id}/refunds: the order's refunds, newest first, and what the dialog needs beyond the order (meta). */
export async function orderRefunds(id: number): Promise<{ refunds: RefundView[]; meta: RefundsMeta | null }> {
  const { json } = await request(`/api/orders/${id}/refunds`)
  return { refunds: Array.isArray(json?.data) ? (json.data as RefundView[]) : [], meta: (json?.meta as RefundsMeta | undefined) ?? null }
}

/** POST /api/orders/{id}/refunds: 201 with the refund as it stands (succeeded, pending or failed). */
export async function refundOrder(id: number, body: RefundRequest): Promise<RefundView> {
  const { json } = await request(`/api/orders/${id}/refunds`, { method: 'POST', body: JSON.stringify(body) })
  return json.data as RefundView
}

/** POST /api/orders/{id}/refunds/{refundId}/retry: a failed refund tried again at the provider. */
export async function retryRefund(id: number, refundId: number): Promise<RefundView> {
  const { json } = await request(`/api/orders/${id}/refunds/${refundId}/retry`, { method: 'POST', body: '{}' })
  return json.data as RefundView
}

export type CsvKind = 'attendees' | 'orders'

/**
 * Downloads an event's CSV (the server streams it; no row limit) and hands it to the browser as a file. The back
 * office's language picks the format: in Dutch ';' between cells and decimal commas, as a Dutch spreadsheet reads them.
 */
export async function downloadCsv(eventId: number, kind: CsvKind, filter: Record<string, unknown> = {}, locale = 'nl'): Promise<void> {
  const params = new URLSearchParams({ lang: locale })
  if (kind === 'orders') params.set('filter', JSON.stringify(filter))
  return downloadFile(`/api/events/${eventId}/${kind}.csv?${params}`, `${kind}-${eventId}.csv`)
}

/** The seller's invoice of an order (with its credit notes), as a PDF download. */
export function downloadInvoice(orderNumber: string): Promise<void> {
  return downloadFile(`/api/orders/${encodeURIComponent(orderNumber)}/invoice.pdf`, `factuur-${orderNumber}.pdf`)
}

/** A file the API streams to the signed-in person, saved under the name the API gives it. */

function eventsIn(body: unknown): EventChoice[] {
  const list = Array.isArray(body) ? body : (body as { data?: unknown })?.data
  if (!Array.isArray(list)) return []
  return list
    .filter(
      (event): event is { id: number; title: string; startDate?: string; endDate?: string; orderCount?: number } =>
        typeof event?.id === 'number'
    )
    .map((event) => ({
      id: event.id,
      title: event.title,
      startDate: event.startDate ?? null,
      endDate: event.endDate ?? null,
      orderCount: event.orderCount ?? 0,
    }))
}

/** The events of the organizer the signed-in person works for (GET /api/events/organizer/{organizerId}, SPEC §7). */
export async function organizerEvents(): Promise<EventChoice[]> {
  const user = await sessionUser()
  if (!user?.organizerId) return []
  const { json } = await request(`/api/events/organizer/${user.organizerId}`)
  return eventsIn(json)
}

export interface TicketTypeChoice {
  id: number
  name: string
}

/** The event's ticket types for the filter (the public list; the API checks the filter's value either way). */
export async function eventTicketTypes(eventId: number): Promise<TicketTypeChoice[]> {
  const { json } = await request(`/api/events/${eventId}/ticket-types`)
  const list = Array.isArray(json?.data) ? json.data : []
  return list.map((type: { id: number; name: string }) => ({ id: type.id, name: type.name }))
}
