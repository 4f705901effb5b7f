import type { HttpContext } from '@adonisjs/core/http'
import { parseEntityId } from '#domain/entity_id'
import { PARTNERSHIP_STATUSES } from '#enums/statuses'
import { authorize } from '#policies/resource_policy'
import { authorizedPartnership } from '#policies/agent_partnerships_policy'
import {
  organizerChoicesFor,
  partnershipsOfAgent,
  partnershipsOfOrganizer,
  partnershipWithNames,
  requestPartnership,
  respondToPartnership,
} from '#services/agents/agent_partnership_service'
import { agentPartnership } from '#transformers/agent_partnership_transformer'
import { partnershipRequestValidator, partnershipResponseValidator } from '#validators/agents/agent_partnership_validator'
import type { PartnershipStatus } from '#domain/agent_partnerships'

/** Agent partnerships. Access: domain/resource_access.ts 'agent-partnerships'. */
export default class AgentPartnershipsController {
  /** POST /api/agent-partnerships {organizerId, requestMessage}: the agent asks; the organizer is e-mailed. */
  async store({ request, response, viewer }: HttpContext) {
    const input = await request.validateUsing(partnershipRequestValidator)
    const partnership = await requestPartnership(viewer!, input)
    response.status(201)
    return { data: agentPartnership(await partnershipWithNames(partnership.id)) }
  }

  /** GET /api/agent-partnerships/:agentId (SPEC §7): the agent's partnerships, newest first. */
  async ofAgent({ params, viewer }: HttpContext) {
    const agentId = parseEntityId(params.agentId) ?? 0
    authorize(viewer, 'agent-partnerships', 'list', { agentId })
    const rows = await partnershipsOfAgent(agentId)
    return { data: rows.map(agentPartnership), total: rows.length }
  }

  /** GET /api/agent/:id/organizers: the organizers the agent may ask, with their next events, town and agent work. */
  async organizerChoices({ params, viewer }: HttpContext) {
    const agentId = parseEntityId(params.id) ?? 0
    authorize(viewer, 'agent-partnerships', 'create', { agentId })
    const rows = await organizerChoicesFor(agentId)
    return { data: rows, total: rows.length }
  }

  /** GET /api/agent-partnerships/organizer/:organizerId?status=pending: the organizer's requests and partnerships. */
  async ofOrganizer({ params, request, viewer }: HttpContext) {
    const organizerId = parseEntityId(params.organizerId) ?? 0
    authorize(viewer, 'agent-partnerships', 'list', { organizerId })
    const status = request.qs().status as string | undefined
    const known = (PARTNERSHIP_STATUSES as readonly string[]).includes(status ?? '') ? (status as PartnershipStatus) : undefined
    const rows = await partnershipsOfOrganizer(organizerId, known)
    return { data: rows.map(agentPartnership), total: rows.length }
  }

  /** PUT /api/agent-partnerships/:id {action, message?, permissions?, commissionPercentage?}: the organizer's answer or change. */
  async update({ params, request, viewer }: HttpContext) {
    const id = parseEntityId(params.id)
    await authorizedPartnership(viewer, id, 'edit')
    const input = await request.validateUsing(partnershipResponseValidator)
    return { data: agentPartnership(await respondToPartnership(viewer!, id, input)) }
  }
}
