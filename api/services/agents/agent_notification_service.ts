/*
 * The agents' notifications (SPEC §7, §9): written by partnership changes inside their transaction,
 * read by the bell of everyone who works for the agent, marked read one by one or all at once.
 */
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import AgentNotification from '#models/agent_notification'
import type AgentPartnership from '#models/agent_partnership'
import type User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { authorize } from '#policies/resource_policy'
import { notificationText } from '#exceptions/domain_texts'
import type { AgentNotificationType } from '#domain/agent_partnerships'

/** How many the bell lists: the newest; older ones are of no use in a menu. */
export const NOTIFICATION_LIST_LIMIT = 50

export async function notifyAgent(
  trx: TransactionClientContract,
  partnership: AgentPartnership,
  type: AgentNotificationType,
  organizerName: string,
  responseMessage: string | null
): Promise<AgentNotification> {
  const text = notificationText(type, organizerName, responseMessage)
  return AgentNotification.create(
    {
      agentId: partnership.agentId,
      organizerId: partnership.organizerId,
      type,
      ...text,
      isRead: false,
      relatedPartnershipId: partnership.id,
    },
    { client: trx }
  )
}

/** The agent's newest notifications and the number still unread. */
export async function notificationsOf(agentId: number): Promise<{ notifications: AgentNotification[]; unreadCount: number }> {
  const notifications = await AgentNotification.query()
    .where('agent_id', agentId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(NOTIFICATION_LIST_LIMIT)
  const unread = await db.from('agent_notifications').where('agent_id', agentId).where('is_read', false).count('* as count').first()
  return { notifications, unreadCount: Number(unread?.count ?? 0) }
}

/** Marks one read; another agent's is a 403 (the id exists, but it is not theirs), an unknown id a 404. */
export async function markNotificationRead(viewer: User, id: number | null): Promise<AgentNotification> {
  const notification = id === null ? null : await AgentNotification.find(id)
  if (!notification) throw new DomainError('NOTIFICATION_NOT_FOUND')
  authorize(viewer, 'agent-notifications', 'edit', { agentId: notification.agentId })
  if (!notification.isRead) {
    notification.isRead = true
    await notification.save()
  }
  return notification
}

/** Marks every unread notification of the agent read; answers how many changed. */
export async function markAllNotificationsRead(viewer: User, agentId: number): Promise<number> {
  authorize(viewer, 'agent-notifications', 'edit', { agentId })
  const changed = await AgentNotification.query().where('agent_id', agentId).where('is_read', false).update({ is_read: true })
  return Number(Array.isArray(changed) ? changed[0] : changed)
}
