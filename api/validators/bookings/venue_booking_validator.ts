import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { ANSWER_MESSAGE_MAX_LENGTH, VENUE_BOOKING_ANSWERS, VENUE_BOOKING_STATUSES } from '#domain/venue_bookings'
import { VENUE_BOOKING_SORTS } from '#services/bookings/venue_booking_service'
import { adminListValidator } from '#validators/admin_list_validator'
import { existingDate, notBeforeFrom, optionalDate } from '#validators/catalogue_validator'
import { entityId } from '#validators/entity_id'

/* Venue booking requests: the list's query and filter, the operator's answer, the reviews list. */

export const ANSWER_MESSAGES = {
  statusRequired: 'Kies bevestigen of afwijzen',
  reasonRequired: 'Geef de organisator een reden voor het afwijzen',
  tooLong: `Maximaal ${ANSWER_MESSAGE_MAX_LENGTH} tekens`,
}

const MESSAGES = new SimpleMessagesProvider({
  'status.required': ANSWER_MESSAGES.statusRequired,
  'status.enum': ANSWER_MESSAGES.statusRequired,
  'message.required': ANSWER_MESSAGES.reasonRequired,
  'message.minLength': ANSWER_MESSAGES.reasonRequired,
  'message.maxLength': ANSWER_MESSAGES.tooLong,
  'message.string': 'Het bericht moet tekst zijn',
  'from.date': 'Ongeldige datum: gebruik JJJJ-MM-DD',
  'to.date': 'Ongeldige datum: gebruik JJJJ-MM-DD',
  'from.maxLength': 'Ongeldige datum: gebruik JJJJ-MM-DD',
  'to.maxLength': 'Ongeldige datum: gebruik JJJJ-MM-DD',
  enum: 'Kies een geldige waarde',
  boolean: 'Kies ja of nee',
})

export const venueBookingListValidator = adminListValidator(VENUE_BOOKING_SORTS)

/** SPEC §7 names the venue in the query (?venueId=); react-admin puts it in the filter. Both are read. */
export const venueBookingQueryValidator = vine.create(vine.object({ venueId: entityId().optional() }))

/** react-admin's filter object of the list. */
export const venueBookingFilterValidator = vine.create(
  vine.object({
    venueId: entityId().optional(),
    eventId: entityId().optional(),
    status: vine.enum(VENUE_BOOKING_STATUSES).optional(),
    from: optionalDate().use(existingDate()).optional(),
    to: optionalDate().use(existingDate()).use(notBeforeFrom()).optional(),
    conflicting: vine.boolean().optional(),
  })
)
venueBookingFilterValidator.messagesProvider = MESSAGES

/** PUT /api/venue-bookings/{id}: confirmed, or rejected with a reason for the organizer; a message with a confirmation is optional. */
export const answerVenueBookingValidator = vine.create(
  vine.object({ status: vine.enum(VENUE_BOOKING_ANSWERS) }).merge(
    vine.group([
      vine.group.if((data) => data.status === 'rejected', {
        message: vine.string().trim().minLength(1).maxLength(ANSWER_MESSAGE_MAX_LENGTH),
      }),
      vine.group.else({ message: vine.string().trim().maxLength(ANSWER_MESSAGE_MAX_LENGTH).optional() }),
    ])
  )
)
answerVenueBookingValidator.messagesProvider = MESSAGES

/** GET /api/venues/{id}/reviews/manage */
export const managedReviewsValidator = adminListValidator(['createdAt'] as const)
