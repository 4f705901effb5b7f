import type { HttpContext } from '@adonisjs/core/http'
import { parseEntityId } from '#domain/entity_id'
import { authorizeVenueBooking } from '#policies/venue_bookings_policy'
import { answerVenueBooking, listVenueBookings, venueBookingView } from '#services/bookings/venue_booking_service'
import { venueBookingRecord } from '#transformers/venue_booking_transformer'
import {
  answerVenueBookingValidator,
  venueBookingFilterValidator,
  venueBookingListValidator,
  venueBookingQueryValidator,
} from '#validators/bookings/venue_booking_validator'

/** Venue booking requests; who may do what: domain/resource_access.ts 'venue-bookings'. */
export default class VenueBookingsController {
  /** GET /api/venue-bookings?venueId=: react-admin's getList ({ data, total }), narrowed to what the viewer may see. */
  async index({ viewer, request, response }: HttpContext) {
    const input = await venueBookingListValidator.validate(request.qs())
    const { venueId } = await venueBookingQueryValidator.validate(request.qs())
    const filter = await venueBookingFilterValidator.validate({ ...(input.filter ?? {}), ...(venueId ? { venueId } : {}) })
    const { rows, total } = await listVenueBookings(viewer!, {
      page: input.page ?? 1,
      perPage: input.perPage ?? 25,
      sort: input.sort ?? 'bookingDate',
      order: (input.order ?? 'ASC').toLowerCase() as 'asc' | 'desc',
      filter,
    })
    response.header('Cache-Control', 'no-store')
    return { data: rows.map(venueBookingRecord), total }
  }

  /** GET /api/venue-bookings/:id */
  async show({ viewer, params, response }: HttpContext) {
    const booking = await authorizeVenueBooking(viewer, parseEntityId(params.id), 'show')
    response.header('Cache-Control', 'no-store')
    return { data: venueBookingRecord(await venueBookingView(viewer!, booking)) }
  }

  /** PUT /api/venue-bookings/:id { status: confirmed | rejected, message }: the operator's answer; the organizer is e-mailed. */
  async update({ viewer, params, request }: HttpContext) {
    const booking = await authorizeVenueBooking(viewer, parseEntityId(params.id), 'edit')
    const answer = await request.validateUsing(answerVenueBookingValidator)
    return { success: true, data: venueBookingRecord(await answerVenueBooking(viewer!, booking, answer)) }
  }
}
