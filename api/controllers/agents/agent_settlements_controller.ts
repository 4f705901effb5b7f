import type { HttpContext } from '@adonisjs/core/http'
import { listBalances, listSettlements, recordSettlement } from '#services/agents/agent_settlement_service'
import { recordSettlementValidator, settlementQueryValidator } from '#validators/agents/agent_validator'

/** What agents owe organizers; who sees which pairs: domain/resource_access.ts 'agent-settlements'. */
export default class AgentSettlementsController {
  /** GET /api/agent-settlements?agentId=&organizerId=&page=&perPage=: the payments recorded, newest first ({ data, total }). */
  async index({ viewer, request, response }: HttpContext) {
    const query = await settlementQueryValidator.validate({ ...listFilter(request.qs()), ...request.qs() })
    const { rows, total } = await listSettlements(viewer!, query, { page: query.page ?? 1, perPage: query.perPage ?? 25 })
    response.header('Cache-Control', 'no-store')
    return { data: rows, total }
  }

  /** GET /api/agent-settlements/balances?agentId=&organizerId=: per agent and organizer collected, commission, settled, balance. */
  async balances({ viewer, request, response }: HttpContext) {
    const query = await settlementQueryValidator.validate({ ...listFilter(request.qs()), ...request.qs() })
    const rows = await listBalances(viewer!, query)
    response.header('Cache-Control', 'no-store')
    return { data: rows.map((row) => ({ id: `${row.agentId}-${row.organizerId}`, ...row })), total: rows.length }
  }

  /** POST /api/agent-settlements { agentId, amount, settledOn, reference? } → 201 with the new balance. */
  async store({ viewer, request, response }: HttpContext) {
    const input = await request.validateUsing(recordSettlementValidator)
    const result = await recordSettlement(viewer!, { ...input, reference: input.reference || null })
    response.status(201)
    return { success: true, data: result }
  }
}

/** react-admin sends its filter as JSON in `filter`; the SPEC-style query names the ids directly. */
function listFilter(qs: Record<string, unknown>): Record<string, unknown> {
  if (typeof qs.filter !== 'string') return {}
  try {
    const parsed = JSON.parse(qs.filter)
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? { agentId: parsed.agentId, organizerId: parsed.organizerId }
      : {}
  } catch {
    return {}
  }
}
