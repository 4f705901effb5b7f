import type { HttpContext } from '@adonisjs/core/http'
import { joinValidator, tokenValidator } from '#validators/waiting_list/waiting_list_validator'
import { demandOf, joinWaitingList, leaveWaitingList, showEntry } from '#services/waiting_list/waiting_list_service'
import { parseEntityId } from '#domain/entity_id'

/** The waiting list of a sold-out ticket type (docs/buying.md#waiting-list). */
export default class WaitingListController {
  /** POST /api/ticket-types/{id}/waiting-list → 201 with the place. */
  async join({ request, params, response }: HttpContext) {
    const { id, ...input } = await request.validateUsing(joinValidator, { data: { ...request.body(), id: params.id } })
    return response.created({ success: true, data: await joinWaitingList({ ...input, ticketTypeId: id }, request.ip()) })
  }

  /** GET /api/waiting-list/{token}: the place, or the open offer. */
  async show({ params }: HttpContext) {
    const { token } = await tokenValidator.validate(params)
    return { success: true, data: await showEntry(token) }
  }

  /** DELETE /api/waiting-list/{token}: leaves the list (an open offer's seats go to the next person). */
  async leave({ params }: HttpContext) {
    const { token } = await tokenValidator.validate(params)
    return { success: true, data: await leaveWaitingList(token) }
  }

  /** GET /api/events/{id}/waiting-list: the organizer's demand per ticket type. */
  async demand({ viewer, params }: HttpContext) {
    return { success: true, data: await demandOf(viewer, parseEntityId(params.id)) }
  }
}
