/* The ticket download link (SPEC §2 /download): GET /api/tickets/download?token=…, never cached. */
import { ApiError, apiBaseUrl, getData } from '../api'

export interface DownloadedTicket {
  id: number
  qrCode: string
  qrDataUrl: string
  orderNumber: string
  event: { id: number; title: string; startDate: string; endDate: string; venueName: string | null; venueAddress: string | null }
  ticketType: { name: string }
  price: string
  buyerName: string
  isCheckedIn: boolean
}

export interface TicketDownload {
  orderNumber: string
  expiresAt: string
  accessCount: number
  pdfUrl: string
  tickets: DownloadedTicket[]
}

/** 404 → not-found, 410 → expired (also used or revoked), anything else failing → error. */
export type DownloadResult = { state: 'ok'; data: TicketDownload } | { state: 'not-found' } | { state: 'expired' } | { state: 'error' }

const TOKEN_PATTERN = /^[0-9a-f]{64}$/i

export async function loadTicketDownload(requestUrl: URL, token: string | null): Promise<DownloadResult> {
  if (!token || !TOKEN_PATTERN.test(token)) return { state: 'not-found' }
  try {
    return {
      state: 'ok',
      data: await getData<TicketDownload>(apiBaseUrl(requestUrl), `/api/tickets/download?token=${encodeURIComponent(token)}`),
    }
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { state: 'not-found' }
    if (error instanceof ApiError && error.status === 410) return { state: 'expired' }
    console.error('[storefront] ticket download failed:', error instanceof Error ? error.message : error)
    return { state: 'error' }
  }
}
