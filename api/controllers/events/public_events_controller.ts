import type { HttpContext } from '@adonisjs/core/http'
import { publicEventsQueryValidator } from '#validators/catalogue_validator'
import { parseEntityId } from '#domain/entity_id'
import { getPublicEvent, listEventTicketTypes, publicEventsBody } from '#services/events/event_catalogue_service'
import { eventDetail, publicTicketType } from '#transformers/event_transformer'
import { sendJsonBody, validQuery } from '#http/json_body'
import { eventCalendar } from '#services/events/event_calendar_service'
import { CALENDAR_CONTENT_TYPE } from '#domain/calendar'
import { unlockedByCode } from '#services/discount_codes/discount_code_service'
import { optionalCodeQueryValidator } from '#validators/discount_codes/discount_code_validator'
import { listingCountOf } from '#services/ticketswitch/listing_service'
import { getPreviewEvent } from '#services/events/event_preview_service'
import { publicRoomOf } from '#services/waiting_room/waiting_room_service'

export default class PublicEventsController {
  /** GET /api/events/public: published, upcoming unless includePast, SPEC §5 filters. */
  async index({ request, response }: HttpContext) {
    const { includePast, _cb: cacheBuster, ...filters } = await validQuery(publicEventsQueryValidator, request.qs())
    const body = await publicEventsBody({ ...filters, includePast: includePast === 'true' || includePast === '1' })
    response.header('Cache-Control', cacheBuster ? 'no-cache' : 'public, max-age=30')
    sendJsonBody(response, body)
  }

  /** GET /api/events/{id} (the storefront's ?t= cache buster is ignored). */
  async show({ params, response }: HttpContext) {
    const event = await getPublicEvent(parseEntityId(params.id))
    response.header('Cache-Control', 'no-cache')
    // waitingRoom: the storefront shows the on-sale's queue instead of the ticket picker (null when there is none).
    const [ticketswitchListings, waitingRoom] = await Promise.all([listingCountOf(event.id), publicRoomOf(event.id)])
    return { success: true, data: { ...eventDetail(event), ticketswitchListings, waitingRoom } }
  }

  /** GET /api/events/{id}/preview?token=: a draft's page as it will look (event_preview_service.ts); never cached. */
  async preview({ params, request, response }: HttpContext) {
    const { event, ticketTypes } = await getPreviewEvent(parseEntityId(params.id), request.qs().token)
    response.header('Cache-Control', 'private, no-store')
    response.header('X-Robots-Tag', 'noindex')
    return {
      success: true,
      data: { ...eventDetail(event), ticketswitchListings: 0 },
      ticketTypes: ticketTypes.map((type) => publicTicketType(type, 0)),
    }
  }

  /** GET /api/events/{id}/calendar.ics: 'Zet in agenda', a public event's iCalendar file. */
  async calendar({ params, response }: HttpContext) {
    const file = await eventCalendar(parseEntityId(params.id))
    response.header('Content-Type', CALENDAR_CONTENT_TYPE)
    response.header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    response.header('Cache-Control', 'public, max-age=300')
    return response.send(file.body)
  }

  /** GET /api/events/{id}/ticket-types: live availability, never cached. */
  async ticketTypes({ params, request, response }: HttpContext) {
    // ?code=: an access code adds the hidden types it unlocks (an unusable code adds none).
    const { code } = await validQuery(optionalCodeQueryValidator, request.qs())
    const id = parseEntityId(params.id)
    const rows = await listEventTicketTypes(id, await unlockedByCode(id, code, request.ip()))
    response.header('Cache-Control', 'no-store')
    return { success: true, data: rows.map((row) => publicTicketType(row.ticketType, row.reservedQuantity)) }
  }
}
