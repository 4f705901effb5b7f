import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { entityId } from '#validators/entity_id'
import { ownImageUrl, ownImageVariants } from '#validators/image_rules'
import { adminListValidator } from '#validators/admin_list_validator'
import { EVENT_LIST_MESSAGES, dateRangeFields } from '#validators/catalogue_validator'
import { ADMIN_EVENT_SORTS } from '#services/events/organizer_event_service'
import { EVENT_STATUSES } from '#domain/event_status'
import { MAX_TRANSFERS_PER_TICKET_LIMIT } from '#domain/ticket_transfer'
import { MAX_BUYER_CANCELLATION_HOURS } from '#domain/buyer_cancellation'
import { MAX_REMINDER_HOURS_BEFORE } from '#domain/attendee_messages'
import { EVENT_DESCRIPTION_MAX_LENGTH, EVENT_TITLE_MAX_LENGTH, EVENT_TITLE_MIN_LENGTH } from '#domain/event_details'
import { text } from '#exceptions/messages'
import { MAX_OFFER_MINUTES, MIN_OFFER_MINUTES } from '#domain/waiting_list'

const OFFER_MINUTES_RANGE = text('WAITING_LIST_OFFER_MINUTES_RANGE', { min: MIN_OFFER_MINUTES, max: MAX_OFFER_MINUTES })
const TRANSFERS_RANGE = text('MAX_TRANSFERS_PER_TICKET_RANGE', { max: MAX_TRANSFERS_PER_TICKET_LIMIT })
const CANCEL_HOURS_RANGE = text('BUYER_CANCELLATION_HOURS_RANGE', { max: MAX_BUYER_CANCELLATION_HOURS })
const REMINDER_HOURS_RANGE = text('REMINDER_HOURS_RANGE', { max: MAX_REMINDER_HOURS_BEFORE })
const CANCEL_KEEP_RANGE = text('BUYER_CANCELLATION_KEEP_RANGE')

/** An instant with its offset, as the back office sends it (Paramaribo time: …T20:30:00-03:00). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/
const instant = () => vine.string().trim().regex(ISO_INSTANT).nullable().optional()

/** POST /api/events and PUT /api/events/{id}: a wizard step or an edit; only the fields sent change. */
const eventFields = {
  title: vine.string().trim().minLength(EVENT_TITLE_MIN_LENGTH).maxLength(EVENT_TITLE_MAX_LENGTH),
  description: vine.string().trim().maxLength(EVENT_DESCRIPTION_MAX_LENGTH).nullable().optional(),
  category: vine.string().trim().maxLength(80).nullable().optional(),
  startDate: instant(),
  endDate: instant(),
  venueId: entityId().nullable().optional(),
  images: vine.array(ownImageUrl()).maxLength(10).optional(),
  imageVariants: ownImageVariants().optional(),
  wizardStep: vine.number().withoutDecimals().min(0).max(4).optional(),
  ticketswitchEnabled: vine.boolean().optional(),
  maxTransfersPerTicket: vine.number().withoutDecimals().min(0).max(MAX_TRANSFERS_PER_TICKET_LIMIT).optional(),
  buyerCancellationAllowed: vine.boolean().optional(),
  buyerCancellationHoursBefore: vine.number().withoutDecimals().min(0).max(MAX_BUYER_CANCELLATION_HOURS).optional(),
  buyerCancellationKeepPercent: vine.number().min(0).max(100).decimal([0, 2]).optional(),
  reminderEnabled: vine.boolean().optional(),
  reminderHoursBefore: vine.number().withoutDecimals().min(1).max(MAX_REMINDER_HOURS_BEFORE).optional(),
  waitingListOfferMinutes: vine.number().withoutDecimals().min(MIN_OFFER_MINUTES).max(MAX_OFFER_MINUTES).optional(),
}

export const createEventValidator = vine.create(vine.object(eventFields))
export const updateEventValidator = vine.create(vine.object({ ...eventFields, title: eventFields.title.clone().optional() }))

/** POST /api/events/{id}/ticket-types and PUT /api/ticket-types/{id} (which also carries `version`). */
const ticketTypeFields = {
  name: vine.string().trim().minLength(1).maxLength(120),
  description: vine.string().trim().maxLength(2000).nullable().optional(),
  price: vine.number().min(0).max(1_000_000).decimal([0, 2]),
  maxQuantity: vine.number().withoutDecimals().min(1).max(1_000_000),
  saleStartDate: instant(),
  saleEndDate: instant(),
  isActive: vine.boolean().optional(),
  isHidden: vine.boolean().optional(),
  sortOrder: vine.number().withoutDecimals().min(0).max(10_000).optional(),
  hasUserLimit: vine.boolean().nullable().optional(),
  maxPerUser: vine.number().withoutDecimals().min(1).max(1000).nullable().optional(),
}

export const createTicketTypeValidator = vine.create(vine.object(ticketTypeFields))
export const updateTicketTypeValidator = vine.create(
  vine.object({
    ...ticketTypeFields,
    name: ticketTypeFields.name.clone().optional(),
    price: ticketTypeFields.price.clone().optional(),
    maxQuantity: ticketTypeFields.maxQuantity.clone().optional(),
    version: vine.number().withoutDecimals().min(0),
  })
)

export const organizerEventsQueryValidator = vine.create(
  vine.object({ status: vine.enum(['draft', 'published', 'cancelled'] as const).optional() })
)

/** GET /api/admin/events: react-admin's list query; its filter: title, organizer, status and dates. */
export const adminEventsListValidator = adminListValidator(ADMIN_EVENT_SORTS)

export const adminEventsFilterValidator = vine.create(
  vine.object({
    q: vine.string().trim().maxLength(200).optional(),
    organizerId: entityId().optional(),
    status: vine.enum(EVENT_STATUSES).optional(),
    ...dateRangeFields(),
  })
)
adminEventsFilterValidator.messagesProvider = new SimpleMessagesProvider({ ...EVENT_LIST_MESSAGES, enum: 'Kies een geldige waarde' })

/** POST /api/events/{id}/unpublish: an admin's reason (required for admins, checked by the service). */
export const unpublishEventValidator = vine.create(vine.object({ reason: vine.string().trim().maxLength(500).optional() }))

const messages = new SimpleMessagesProvider({
  required: 'Dit veld is verplicht',
  'title.required': 'Geef het evenement een titel.',
  'title.minLength': `De titel is minimaal ${EVENT_TITLE_MIN_LENGTH} tekens.`,
  'name.required': 'Geef het tickettype een naam.',
  'price.required': 'Geef een prijs op (0 voor gratis).',
  'price.min': 'De prijs kan niet negatief zijn.',
  'price.decimal': 'Gebruik hoogstens 2 decimalen voor de prijs.',
  'maxQuantity.required': 'Geef het aantal beschikbare tickets op.',
  'maxQuantity.min': 'Er moet minstens 1 ticket beschikbaar zijn.',
  'maxQuantity.withoutDecimals': 'Het aantal tickets is een heel getal.',
  'maxPerUser.min': 'Minstens 1 ticket per persoon.',
  'reason.maxLength': 'De reden is hoogstens {{ max }} tekens.',
  'maxTransfersPerTicket.number': TRANSFERS_RANGE,
  'maxTransfersPerTicket.min': TRANSFERS_RANGE,
  'maxTransfersPerTicket.max': TRANSFERS_RANGE,
  'maxTransfersPerTicket.withoutDecimals': TRANSFERS_RANGE,
  'buyerCancellationHoursBefore.number': CANCEL_HOURS_RANGE,
  'buyerCancellationHoursBefore.min': CANCEL_HOURS_RANGE,
  'buyerCancellationHoursBefore.max': CANCEL_HOURS_RANGE,
  'buyerCancellationHoursBefore.withoutDecimals': CANCEL_HOURS_RANGE,
  'reminderHoursBefore.number': REMINDER_HOURS_RANGE,
  'reminderHoursBefore.min': REMINDER_HOURS_RANGE,
  'reminderHoursBefore.max': REMINDER_HOURS_RANGE,
  'reminderHoursBefore.withoutDecimals': REMINDER_HOURS_RANGE,
  'buyerCancellationKeepPercent.number': CANCEL_KEEP_RANGE,
  'waitingListOfferMinutes.number': OFFER_MINUTES_RANGE,
  'waitingListOfferMinutes.min': OFFER_MINUTES_RANGE,
  'waitingListOfferMinutes.max': OFFER_MINUTES_RANGE,
  'waitingListOfferMinutes.withoutDecimals': OFFER_MINUTES_RANGE,
  'buyerCancellationKeepPercent.min': CANCEL_KEEP_RANGE,
  'buyerCancellationKeepPercent.max': CANCEL_KEEP_RANGE,
  'buyerCancellationKeepPercent.decimal': CANCEL_KEEP_RANGE,
  'version.required': 'De versie van het tickettype ontbreekt; laad de pagina opnieuw.',
  regex: 'Ongeldige datum of tijd',
  'images.*.regex': 'Gebruik een afbeelding die hier is geüpload',
  'imageVariants.*.*.regex': 'Gebruik een afbeelding die hier is geüpload',
  number: 'Voer een getal in',
  boolean: 'Kies ja of nee',
  maxLength: 'Maximaal {{ max }} tekens',
  max: 'Maximaal {{ max }}',
  min: 'Minimaal {{ min }}',
  enum: 'Kies een geldige waarde',
})

for (const validator of [
  createEventValidator,
  updateEventValidator,
  createTicketTypeValidator,
  updateTicketTypeValidator,
  organizerEventsQueryValidator,
  unpublishEventValidator,
]) {
  validator.messagesProvider = messages
}
