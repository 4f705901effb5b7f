import type { HttpContext } from '@adonisjs/core/http'
import { authorizeEventMessages } from '#policies/attendee_messages_policy'
import { listAttendeeMessages, previewAttendeeMessage, sendAttendeeMessage } from '#services/attendee_messages/attendee_message_service'
import { attendeeMessageValidator } from '#validators/attendee_messages/attendee_message_validator'
import { attendeeMessageListItem } from '#transformers/attendee_message_transformer'

/** 'Bericht aan bezoekers' of one event; who may: domain/resource_access.ts 'attendee-messages'. */
export default class AttendeeMessagesController {
  /** GET /api/events/:id/messages: the messages with their reports, newest first. */
  async index({ viewer, params, response }: HttpContext) {
    const event = await authorizeEventMessages(viewer, params.id, 'list')
    response.header('Cache-Control', 'no-store')
    const rows = await listAttendeeMessages(event.id)
    return { data: rows.map(attendeeMessageListItem), total: rows.length }
  }

  /** POST /api/events/:id/messages/preview: { count, byChannel, unreachable, sample, remainingToday }, nothing sent. */
  async preview({ viewer, params, request }: HttpContext) {
    const event = await authorizeEventMessages(viewer, params.id, 'create')
    const input = await request.validateUsing(attendeeMessageValidator)
    return { success: true, data: await previewAttendeeMessage(event, input) }
  }

  /** POST /api/events/:id/messages { subject, body, channels, audience? }: 202 with how many it reaches. */
  async store({ viewer, params, request, response }: HttpContext) {
    const event = await authorizeEventMessages(viewer, params.id, 'create')
    const input = await request.validateUsing(attendeeMessageValidator)
    const sent = await sendAttendeeMessage(event, input, viewer!, request.ip())
    response.status(202)
    return { success: true, ...sent }
  }
}
