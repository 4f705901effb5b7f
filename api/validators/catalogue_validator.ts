import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { entityId } from '#validators/entity_id'
import { DATE_PRESETS, EVENT_SORTS, calendarDay } from '#domain/event_date_filter'

/*
 * Query strings of the public catalogue calls (SPEC §5 filters). Anything malformed is a 422,
 * never a 500; empty values and 'all' mean "no filter" and are dropped by the services.
 */

const filterText = () => vine.string().trim().maxLength(200).optional()
const optionalId = () => entityId().optional()
const booleanFlag = () => vine.enum(['true', 'false', '1', '0'] as const).optional()

/** The list's date and sort problems, in Dutch. */
export const EVENT_LIST_MESSAGES = {
  'when.enum': `Ongeldige periode: kies ${DATE_PRESETS.join(', ')}`,
  'sort.enum': `Ongeldige sortering: kies ${EVENT_SORTS.join(', ')}`,
  'from.date': 'Ongeldige datum: gebruik JJJJ-MM-DD',
  'to.date': 'Ongeldige datum: gebruik JJJJ-MM-DD',
  'from.maxLength': 'Ongeldige datum: gebruik JJJJ-MM-DD',
  'to.maxLength': 'Ongeldige datum: gebruik JJJJ-MM-DD',
  'to.afterFrom': 'De einddatum ligt voor de begindatum',
}

/** A calendar date 'YYYY-MM-DD' that exists (domain/event_date_filter.ts). */
export const existingDate = vine.createRule((value, _options, field) => {
  if (typeof value === 'string' && value !== '' && calendarDay(value) === null)
    field.report(EVENT_LIST_MESSAGES['from.date'], 'date', field)
})

/** 'to' on or after 'from' (both days are included). */
export const notBeforeFrom = vine.createRule((value, _options, field) => {
  const from = calendarDay((field.parent as { from?: unknown }).from)
  const to = calendarDay(value)
  if (from !== null && to !== null && to < from) field.report(EVENT_LIST_MESSAGES['to.afterFrom'], 'afterFrom', field)
})

/** An empty date field is no filter (a form submitted without JavaScript sends from=&to=). */
export const optionalDate = () => vine.string().trim().maxLength(10)

/** A range of Suriname calendar dates, both days included; also the admin's event list. */
export const dateRangeFields = () => ({
  from: optionalDate().use(existingDate()).optional(),
  to: optionalDate().use(existingDate()).use(notBeforeFrom()).optional(),
})

/**
 * GET /api/events/public. Date filter and sort: when = today | weekend | week, from/to
 * calendar dates in Suriname (both included), sort = date_asc (default) | date_desc | price_asc | price_desc.
 */
export const publicEventsQueryValidator = vine.create(
  vine.object({
    search: filterText(),
    category: filterText(),
    district: filterText(),
    venueId: optionalId(),
    organizerId: optionalId(),
    includePast: booleanFlag(),
    when: vine.enum(['', ...DATE_PRESETS] as const).optional(),
    ...dateRangeFields(),
    sort: vine.enum(['', ...EVENT_SORTS] as const).optional(),
    _cb: vine.string().maxLength(50).optional(),
  })
)
publicEventsQueryValidator.messagesProvider = new SimpleMessagesProvider(EVENT_LIST_MESSAGES)

/** GET /api/venues/public */
export const publicVenuesQueryValidator = vine.create(
  vine.object({
    search: filterText(),
    district: filterText(),
    /** small | medium | large | extra_large; 'all' or an unknown band means no filter (domain/venue_size.ts). */
    capacity: vine.string().trim().maxLength(50).optional(),
    _cb: vine.string().maxLength(50).optional(),
  })
)

/** GET /api/organizers: 20 a page unless asked (SPEC §9: 20 events a page on an organizer's page). */
export const ORGANIZERS_PER_PAGE = 20

export const publicOrganizersQueryValidator = vine.create(
  vine.object({
    page: vine.number().withoutDecimals().min(1).max(100000).optional(),
    perPage: vine.number().withoutDecimals().min(1).max(100).optional(),
    _cb: vine.string().maxLength(50).optional(),
  })
)

/** GET /api/{events|venues|users}/{id}/reviews */
export const reviewListQueryValidator = vine.create(
  vine.object({
    page: vine.number().withoutDecimals().min(1).max(100000).optional(),
    perPage: vine.number().withoutDecimals().min(1).max(50).optional(),
    reviewPage: vine.number().withoutDecimals().min(1).optional(),
  })
)

/** lat within ±90 and lng within ±180 ('5.8520,-55.2038'). */
const latLngInRange = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string') return
  const [lat, lng] = value.split(',').map((part) => Number(part.trim()))
  if (!(Math.abs(lat) <= 90 && Math.abs(lng) <= 180)) field.report('Ongeldige kaartpositie', 'latLngInRange', field)
})

/** Static map sizes the provider accepts: 1x1 up to 640x640. */
const mapSizeInRange = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string') return
  const [width, height] = value.split('x').map(Number)
  if (!(width >= 1 && width <= 640 && height >= 1 && height <= 640))
    field.report('Kaartformaat mag maximaal 640x640 zijn', 'mapSizeInRange', field)
})

/**
 * GET /api/internal/maps/static?center=lat,lng&zoom=15&size=600x400. The query-string parser
 * splits an unencoded comma ('center=5.8,-55.1' → ['5.8', '-55.1']): join it back so the
 * plain SPEC form and the encoded form ('5.8%2C-55.1') both validate.
 */
export const staticMapQueryValidator = vine.create(
  vine.object({
    center: vine
      .string()
      .parse((value) => (Array.isArray(value) && value.every((part) => typeof part === 'string') ? value.join(',') : value))
      .trim()
      .regex(/^-?\d{1,2}(\.\d+)?,\s*-?\d{1,3}(\.\d+)?$/)
      .use(latLngInRange())
      .transform((raw) => {
        const [lat, lng] = raw.split(',').map((part) => Number(part.trim()))
        return { lat, lng }
      }),
    zoom: vine.number().withoutDecimals().min(1).max(20).optional(),
    size: vine
      .string()
      .trim()
      .regex(/^\d{1,3}x\d{1,3}$/)
      .use(mapSizeInRange())
      .transform((raw) => {
        const [width, height] = raw.split('x').map(Number)
        return { width, height }
      })
      .optional(),
  })
)
