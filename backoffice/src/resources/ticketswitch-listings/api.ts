/* The admins' Ticketswitch calls beyond the list and the detail: the summary figures and marking a payout paid. */
import { request } from '../../http'
import type { TicketswitchSummary } from '#domain/ticketswitch'

export async function ticketswitchSummary(): Promise<TicketswitchSummary> {
  return (await request('/api/admin/ticketswitch/summary')).json.data as TicketswitchSummary
}

export function markPayoutPaid(listingId: number, reference: string | null) {
  return request(`/api/admin/ticketswitch/listings/${listingId}/payout`, { method: 'POST', body: JSON.stringify({ reference }) })
}
