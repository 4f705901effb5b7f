import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { CLIENT_STEPS, MAX_BATCH, REFERRER_DOMAIN_PATTERN, UTM_SOURCE_PATTERN, VISIT_ID_PATTERN } from '#domain/analytics'
import { calendarDay } from '#domain/event_date_filter'
import { entityId } from '#validators/entity_id'
import { EVENT_LIST_MESSAGES, existingDate, notBeforeFrom } from '#validators/catalogue_validator'

/** The longest period the analytics reports cover. */
export const MAX_REPORT_DAYS = 366

/**
 * POST /api/analytics/collect: one beacon of the storefront. Names from the allow-list only, at most MAX_BATCH
 * steps, a referrer as a bare domain and utm_source as a short tag: no address, query or free text is stored.
 */
export const collectValidator = vine.create(
  vine.object({
    visitId: vine.string().trim().regex(VISIT_ID_PATTERN),
    events: vine
      .array(
        vine.object({
          name: vine.enum(CLIENT_STEPS),
          eventId: entityId(),
          referrer: vine.string().trim().toLowerCase().maxLength(253).regex(REFERRER_DOMAIN_PATTERN).optional().nullable(),
          utmSource: vine.string().trim().toLowerCase().regex(UTM_SOURCE_PATTERN).optional().nullable(),
        })
      )
      .minLength(1)
      .maxLength(MAX_BATCH),
  })
)
collectValidator.messagesProvider = new SimpleMessagesProvider({
  'events.maxLength': `Hoogstens ${MAX_BATCH} stappen per keer`,
  'events.*.name.enum': 'Onbekende stap',
})

const shortSpan = vine.createRule((value, _options, field) => {
  const from = calendarDay((field.parent as { from?: unknown }).from)
  const to = calendarDay(value)
  if (from !== null && to !== null && to - from + 1 > MAX_REPORT_DAYS)
    field.report(`Kies een periode van hoogstens ${MAX_REPORT_DAYS} dagen`, 'span', field)
})

const day = () => vine.string().trim().fixedLength(10)

/** GET /api/analytics/events and /summary: a period of Suriname days (default the last 30), an admin's organizer. */
export const analyticsReportValidator = vine.create(
  vine.object({
    from: day().use(existingDate()).optional().requiredIfExists('to'),
    to: day().use(existingDate()).use(notBeforeFrom()).use(shortSpan()).optional().requiredIfExists('from'),
    organizerId: entityId().optional(),
  })
)
analyticsReportValidator.messagesProvider = new SimpleMessagesProvider({
  ...EVENT_LIST_MESSAGES,
  'from.fixedLength': EVENT_LIST_MESSAGES['from.date'],
  'to.fixedLength': EVENT_LIST_MESSAGES['to.date'],
  'from.required': 'Geef ook de begindatum (van)',
  'to.required': 'Geef ook de einddatum (tot)',
})
