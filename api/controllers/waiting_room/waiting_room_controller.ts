import type { HttpContext } from '@adonisjs/core/http'
import { parseEntityId } from '#domain/entity_id'
import { clientNetworkKey } from '#domain/client_network'
import { hit } from '#services/accounts/rate_limits'
import { joinQueueValidator, roomValidator } from '#validators/waiting_room/waiting_room_validator'
import { joinQueue, pollQueue, saveRoom, showRoom } from '#services/waiting_room/waiting_room_service'
import { hitPollLimit } from '#services/waiting_room/poll_limit'
import { authorizeEvent } from '#policies/events_policy'

/** The waiting room of an on-sale (docs/waiting-room.md): the organizer's settings and live view, and the public queue. */
export default class WaitingRoomController {
  /** GET /api/events/{id}/waiting-room */
  async show({ viewer, params, response }: HttpContext) {
    response.header('Cache-Control', 'no-store')
    return { success: true, data: await showRoom(viewer, parseEntityId(params.id)) }
  }

  /** PUT /api/events/{id}/waiting-room */
  async update({ viewer, params, request }: HttpContext) {
    // Another organizer's event is refused before its body is read.
    await authorizeEvent(viewer, parseEntityId(params.id), 'edit')
    const input = await request.validateUsing(roomValidator)
    const admitPerMinute = input.admitPerMinute === 'auto' ? 'auto' : Number(input.admitPerMinute)
    return { success: true, data: await saveRoom(viewer, parseEntityId(params.id), { ...input, admitPerMinute }) }
  }

  /** POST /api/events/{id}/queue: 201 for a new place, 200 for the device's existing one. */
  async join({ params, request, response }: HttpContext) {
    const { deviceId } = await request.validateUsing(joinQueueValidator)
    await hit('queueJoinsPerNetwork', request.ip())
    const { created, answer } = await joinQueue(parseEntityId(params.id), { deviceId, queueToken: request.header('X-Queue-Token') })
    response.header('Cache-Control', 'no-store')
    return response.status(created ? 201 : 200).json({ success: true, ...answer, data: answer })
  }

  /** GET /api/events/{id}/queue/{queueToken} */
  async poll({ params, request, response }: HttpContext) {
    hitPollLimit(clientNetworkKey(request.ip()))
    const answer = await pollQueue(parseEntityId(params.id), String(params.queueToken))
    response.header('Cache-Control', 'no-store')
    return { success: true, ...answer, data: answer }
  }
}
