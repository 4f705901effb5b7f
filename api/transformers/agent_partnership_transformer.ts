import type AgentNotification from '#models/agent_notification'
import type { PartnershipWithNames } from '#services/agents/agent_partnership_service'

/** A partnership as the partnership endpoints answer, with both sides' display names. */
export function agentPartnership(partnership: PartnershipWithNames) {
  return {
    id: partnership.id,
    agentId: partnership.agentId,
    agentName: partnership.agent.displayName,
    organizerId: partnership.organizerId,
    organizerName: partnership.organizer.displayName,
    status: partnership.status,
    requestMessage: partnership.requestMessage,
    responseMessage: partnership.responseMessage,
    permissions: partnership.permissions,
    commissionPercentage: partnership.commissionPercentage,
    requestedAt: partnership.requestedAt.toISO(),
    respondedAt: partnership.respondedAt?.toISO() ?? null,
    terminatedAt: partnership.terminatedAt?.toISO() ?? null,
  }
}

/** SPEC §3 agent_notifications, as the bell reads them. */
export function agentNotification(notification: AgentNotification) {
  return {
    id: notification.id,
    agentId: notification.agentId,
    organizerId: notification.organizerId,
    type: notification.type,
    title: notification.title,
    message: notification.message,
    isRead: notification.isRead,
    relatedPartnershipId: notification.relatedPartnershipId,
    createdAt: notification.createdAt.toISO(),
  }
}
