import { request } from '../../http'
import type { VenueBookingAnswer, VenueBookingRecord } from '#domain/venue_bookings'

/** PUT /api/venue-bookings/{id}: the operator's answer; rejects with the API's message (409 day taken, 422 no reason). */
export async function answerBooking(id: number, status: VenueBookingAnswer, message: string): Promise<VenueBookingRecord> {
  const { json } = await request(`/api/venue-bookings/${id}`, {
    method: 'PUT',
    body: JSON.stringify(message ? { status, message } : { status }),
  })
  return (json as { data: VenueBookingRecord }).data
}
