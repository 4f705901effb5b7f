import { storedUser } from '../../auth/browserSession'
import type { PartnershipPermissions, PartnershipStatus } from '#domain/agent_partnerships'

/** A partnership as the API answers (api/transformers/agent_partnership_transformer.ts). */
export interface Partnership {
  id: number
  agentId: number
  agentName: string
  organizerId: number
  organizerName: string
  status: PartnershipStatus
  requestMessage: string | null
  responseMessage: string | null
  permissions: PartnershipPermissions
  commissionPercentage: string
  requestedAt: string
  respondedAt: string | null
  terminatedAt: string | null
}

export const T = 'resources.agent-partnerships'

/** An agent's people see their agent's partnerships; an organizer's people their organizer's requests. */
export function partnershipsPath(filter: Record<string, unknown> = {}): string {
  const user = storedUser()
  if (user?.agentId) return `/api/agent-partnerships/${user.agentId}`
  const status = typeof filter.status === 'string' ? `?status=${encodeURIComponent(filter.status)}` : ''
  return `/api/agent-partnerships/organizer/${user?.organizerId ?? 0}${status}`
}

export function isAgentSide(): boolean {
  return !!storedUser()?.agentId
}
