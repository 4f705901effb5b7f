/* The refund queue's one call beyond the list: an admin marks a refund as paid out. */
import { request } from '../../http'

export function markRefunded(id: number, reference: string, note: string) {
  return request(`/api/admin/refunds/${id}/refund`, { method: 'POST', body: JSON.stringify({ reference, note: note || undefined }) })
}
