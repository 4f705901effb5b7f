import type { HttpContext } from '@adonisjs/core/http'
import { parseEntityId } from '#domain/entity_id'
import type { AdminPayoutSort } from '#domain/organizer_statement'
import { DomainError } from '#exceptions/domain_error'
import { text } from '#exceptions/messages'
import { changeActor } from '#http/change_actor'
import { adminListQuery } from '#validators/admin_list_validator'
import { adminPayoutFilterValidator, adminPayoutListValidator, markPayoutValidator } from '#validators/payouts/payout_validator'
import { adminPayoutList, markPayoutPaid } from '#services/payouts/payout_service'

/** The admin's payouts to organizers (access table 'organizer-payouts'). */
export default class AdminPayoutsController {
  /** GET /api/admin/payouts: react-admin's getList ({ data, total }); the largest balance first. */
  async index({ request, response }: HttpContext) {
    const input = adminListQuery<AdminPayoutSort>(await adminPayoutListValidator.validate(request.qs()), 'balance', 'desc')
    const filter = await adminPayoutFilterValidator.validate(input.filter)
    const { rows, total } = await adminPayoutList({ ...input, search: filter.q || undefined, owed: filter.owed })
    response.header('Cache-Control', 'no-store')
    return { data: rows, total }
  }

  /** POST /api/admin/organizers/{id}/payouts { amount?, reference, note? }: a transfer marked paid (audited, organizer told). */
  async store(ctx: HttpContext) {
    const organizerId = parseEntityId(ctx.params.id)
    if (organizerId === null) throw new DomainError('ORGANIZER_NOT_FOUND')
    const input = await ctx.request.validateUsing(markPayoutValidator)
    const result = await markPayoutPaid(organizerId, input, changeActor(ctx))
    ctx.response.status(201)
    return { success: true, message: text('PAYOUT_MARKED_PAID'), data: result.payout, balance: result.balance }
  }
}
