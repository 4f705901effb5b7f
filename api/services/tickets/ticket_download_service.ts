/*
 * /download?token=… (SPEC §2, §3 download_tokens): a delivery's link opens the order's tickets. Each
 * successful opening (JSON or PDF) adds one to access_count in the same statement that checks the
 * status and expiry. Unknown or malformed: 404; expired: 410; used or revoked: 410.
 */
import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import DownloadToken from '#models/download_token'
import { DomainError } from '#exceptions/domain_error'
import { hashDownloadToken } from '#services/tickets/ticket_delivery_service'
import { ticketDetailsByIds, type TicketDetails } from '#services/tickets/ticket_details'

export interface OpenedDownload {
  tickets: TicketDetails[]
  expiresAt: DateTime
  accessCount: number
}

const TOKEN_PATTERN = /^[0-9a-f]{64}$/i

export async function openDownload(token: unknown): Promise<OpenedDownload> {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) throw new DomainError('DOWNLOAD_NOT_FOUND')
  const hash = hashDownloadToken(token)
  const result = await db.rawQuery(
    `UPDATE download_tokens SET access_count = access_count + 1, updated_at = now()
     WHERE token = ? AND status = 'active' AND expires_at > now() RETURNING *`,
    [hash]
  )
  const [opened] = DownloadToken.$createMultipleFromAdapterResult(result.rows)
  if (!opened) {
    const known = await DownloadToken.findBy('token', hash)
    if (!known) throw new DomainError('DOWNLOAD_NOT_FOUND')
    throw new DomainError(known.status === 'active' || known.status === 'expired' ? 'DOWNLOAD_EXPIRED' : 'DOWNLOAD_REVOKED')
  }
  const ids = opened.ticketIds.length > 0 ? opened.ticketIds : opened.ticketId ? [opened.ticketId] : []
  // A cancelled or refunded ticket is no longer handed out; one passed on stays listed, without its code.
  const tickets = (await ticketDetailsByIds(ids)).filter((ticket) => ticket.isValid || ticket.transferredAt)
  if (tickets.length === 0) throw new DomainError('DOWNLOAD_REVOKED')
  return { tickets, expiresAt: opened.expiresAt, accessCount: opened.accessCount }
}
