/* The organizer's team records a payment an agent settled (POST /api/agent-settlements); lists go through the dataProvider. */
import { request } from '../../http'

export interface SettlementPayment {
  agentId: number
  amount: string
  settledOn: string
  reference: string
}

export function recordSettlement(payment: SettlementPayment) {
  return request('/api/agent-settlements', { method: 'POST', body: JSON.stringify(payment) })
}
