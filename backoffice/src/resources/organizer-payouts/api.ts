/*
 * The payouts pages' calls beyond their figures (read with useDashboardStats): marking a payout paid and the
 * statement's downloads (fetched with the bearer token, then saved from a blob: a plain link would carry no token).
 */
import { downloadFile } from '../../downloadFile'
import { request } from '../../http'

export interface PayoutBody {
  amount: string
  reference: string
  note: string
}

export function markPaid(organizerId: number, body: PayoutBody) {
  return request(`/api/admin/organizers/${organizerId}/payouts`, {
    method: 'POST',
    body: JSON.stringify({ amount: body.amount, reference: body.reference, note: body.note || undefined }),
  })
}

/** The statement's period as the API reads it: Suriname days, either open. */
export function periodQuery(from: string, to: string, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams(extra)
  if (from) query.set('from', from)
  if (to) query.set('to', to)
  const text = query.toString()
  return text ? `?${text}` : ''
}

/** Downloads the statement as CSV or PDF in the back office's language and hands it to the browser as a file. */
export function downloadStatement(organizerId: number, kind: 'csv' | 'pdf', from: string, to: string, lang: string): Promise<void> {
  return downloadFile(
    `/api/organizers/${organizerId}/statement.${kind}${periodQuery(from, to, { lang: lang === 'en' ? 'en' : 'nl' })}`,
    `statement.${kind}`
  )
}
