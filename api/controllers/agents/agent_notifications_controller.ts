import type { HttpContext } from '@adonisjs/core/http'
import { parseEntityId } from '#domain/entity_id'
import { authorize } from '#policies/resource_policy'
import { markAllNotificationsRead, markNotificationRead, notificationsOf } from '#services/agents/agent_notification_service'
import { agentNotification } from '#transformers/agent_partnership_transformer'
import { markAllReadValidator } from '#validators/agents/agent_partnership_validator'

/** SPEC §7 "Agent notifications": the bell. Access: domain/resource_access.ts 'agent-notifications'. */
export default class AgentNotificationsController {
  /** GET /api/agent-notifications/:agentId → { data, unreadCount }. */
  async index({ params, viewer }: HttpContext) {
    const agentId = parseEntityId(params.agentId) ?? 0
    authorize(viewer, 'agent-notifications', 'list', { agentId })
    const { notifications, unreadCount } = await notificationsOf(agentId)
    return { data: notifications.map(agentNotification), unreadCount }
  }

  /** PUT /api/agent-notifications/:id/read (empty body). */
  async read({ params, viewer }: HttpContext) {
    return { data: agentNotification(await markNotificationRead(viewer!, parseEntityId(params.id))) }
  }

  /** POST /api/agent-notifications/mark-all-read {agentId}. */
  async readAll({ request, viewer }: HttpContext) {
    const { agentId } = await request.validateUsing(markAllReadValidator)
    return { success: true, updated: await markAllNotificationsRead(viewer!, agentId) }
  }
}
