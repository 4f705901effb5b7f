import type { HttpContext } from '@adonisjs/core/http'
import { parseEntityId } from '#domain/entity_id'
import { authorizeAgent, ownSalesOnly } from '#policies/agent_policy'
import {
  agentCategorizedSales,
  agentSellableEvents,
  agentStats,
  agentTransactionFilterOptions,
  agentTransactions,
} from '#services/agents/agent_figures_service'
import { agentTransactionsValidator } from '#validators/agents/agent_validator'

/** The agent dashboard's figures (SPEC §7 paths); who: domain/resource_access.ts 'agent-stats'. */
export default class AgentFiguresController {
  /** GET /api/agent/{id}/stats */
  async stats(ctx: HttpContext) {
    const agentId = authorizedAgent(ctx)
    return { success: true, data: await agentStats(agentId, ownSalesOnly(ctx.viewer!)) }
  }

  /** GET /api/agent/{id}/events: what the agent may sell now, with what is left. */
  async events(ctx: HttpContext) {
    return { success: true, data: await agentSellableEvents(authorizedAgent(ctx)) }
  }

  /** GET /api/analytics/transactions/agent/{id}?eventId=&from=&to=&sellerId=&paymentMethod=&page=&perPage= */
  async transactions(ctx: HttpContext) {
    const agentId = authorizedAgent(ctx)
    const query = await agentTransactionsValidator.validate(ctx.request.qs())
    const { rows, total } = await agentTransactions(agentId, ownSalesOnly(ctx.viewer!), {
      ...query,
      page: query.page ?? 1,
      perPage: query.perPage ?? 25,
    })
    return { success: true, data: rows, total, page: query.page ?? 1, perPage: query.perPage ?? 25 }
  }

  /** GET /api/analytics/transactions/agent/{id}/filter-options */
  async filterOptions(ctx: HttpContext) {
    const agentId = authorizedAgent(ctx)
    return { success: true, data: await agentTransactionFilterOptions(agentId, ownSalesOnly(ctx.viewer!)) }
  }

  /** GET /api/analytics/categorized-sales/agent/{id} */
  async categorizedSales(ctx: HttpContext) {
    const agentId = authorizedAgent(ctx)
    return { success: true, data: await agentCategorizedSales(agentId, ownSalesOnly(ctx.viewer!)) }
  }
}

/** The path's agent, once the viewer may see their figures; an id that is no number reaches nobody's (403, admins 404). */
function authorizedAgent({ params, viewer, response }: HttpContext): number {
  const agentId = parseEntityId(params.id) ?? -1
  authorizeAgent(viewer, 'agent-stats', 'show', agentId)
  response.header('Cache-Control', 'no-store')
  return agentId
}
