import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { calendarDay } from '#domain/event_date_filter'
import { EVENT_LIST_MESSAGES, existingDate, notBeforeFrom } from '#validators/catalogue_validator'

/** The longest period of daily rows one reconciliation shows. */
export const MAX_RECONCILE_DAYS = 366

const MESSAGES = {
  ...EVENT_LIST_MESSAGES,
  'to.span': `Kies een periode van hoogstens ${MAX_RECONCILE_DAYS} dagen`,
  'from.required': 'Geef ook de begindatum (van)',
  'to.required': 'Geef ook de einddatum (tot)',
}

/** At most MAX_RECONCILE_DAYS days from 'from' to 'to', both included. */
const shortSpan = vine.createRule((value, _options, field) => {
  const from = calendarDay((field.parent as { from?: unknown }).from)
  const to = calendarDay(value)
  if (from !== null && to !== null && to - from + 1 > MAX_RECONCILE_DAYS) field.report(MESSAGES['to.span'], 'span', field)
})

const day = () => vine.string().trim().fixedLength(10)

/**
 * GET …/reconcile and POST …/rebuild: an optional period of Suriname days ('YYYY-MM-DD', both included, at most
 * MAX_RECONCILE_DAYS); one day alone without the other is a 422, none the last 90 days.
 */
export const organizerReconciliationValidator = vine.create(
  vine.object({
    from: day().use(existingDate()).optional().requiredIfExists('to'),
    to: day().use(existingDate()).use(notBeforeFrom()).use(shortSpan()).optional().requiredIfExists('from'),
  })
)
organizerReconciliationValidator.messagesProvider = new SimpleMessagesProvider({
  ...MESSAGES,
  'from.fixedLength': EVENT_LIST_MESSAGES['from.date'],
  'to.fixedLength': EVENT_LIST_MESSAGES['to.date'],
})
