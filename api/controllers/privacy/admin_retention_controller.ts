import type { HttpContext } from '@adonisjs/core/http'
import { findPolicy, listPolicies, listRuns, updatePolicy } from '#services/privacy/retention_policy_service'
import { runRetention } from '#services/privacy/retention_service'
import { adminRetentionPolicy, adminRetentionRun } from '#transformers/retention_transformer'
import { retentionRunsQueryValidator, updateRetentionPolicyValidator } from '#validators/privacy/retention_policy_validator'
import { parseEntityId } from '#domain/entity_id'
import { changeActor } from '#http/change_actor'

/** The retention policies and the job's reports, for full admins (domain/resource_access.ts 'data-retention-policies'). */
export default class AdminRetentionController {
  async index() {
    const policies = await listPolicies()
    return { data: policies.map(adminRetentionPolicy), total: policies.length }
  }

  async show({ params }: HttpContext) {
    return { data: adminRetentionPolicy(await findPolicy(parseEntityId(params.id))) }
  }

  async update(ctx: HttpContext) {
    const changes = await ctx.request.validateUsing(updateRetentionPolicyValidator)
    const policy = await updatePolicy(parseEntityId(ctx.params.id), changes, changeActor(ctx))
    return { data: adminRetentionPolicy(policy) }
  }

  async runs({ request }: HttpContext) {
    const query = await retentionRunsQueryValidator.validate(request.qs())
    const { rows, total } = await listRuns(query.page ?? 1, query.perPage ?? 10)
    return { data: rows.map(adminRetentionRun), total }
  }

  /** POST /api/admin/data-retention-policies/run: every active policy now, answered with the run's report. */
  async run(ctx: HttpContext) {
    const report = await runRetention({ trigger: 'manual', actorId: changeActor(ctx).id })
    return { data: report }
  }
}
