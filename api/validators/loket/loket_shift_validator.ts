import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { moneyProblem, moneyText, NOTE_MAX_LENGTH } from '#domain/loket_shift'
import { text } from '#exceptions/messages'
import { MONEY_PROBLEM_TEXT } from '#exceptions/domain_texts'
import { adminListValidator } from '#validators/admin_list_validator'
import { EVENT_LIST_MESSAGES, dateRangeFields } from '#validators/catalogue_validator'
import { entityId } from '#validators/entity_id'

/* Cash shifts at the loket: the float, the count and note, the list's filter. */

/** A cash amount (number or text, comma or point), kept as exact text with 2 decimals. */
const cashAmount = vine.createRule((value, _options, field) => {
  const problem = moneyProblem(value)
  if (problem) field.report(text(MONEY_PROBLEM_TEXT[problem]), 'cashAmount', field)
  else field.mutate(moneyText(value), field)
})

const amount = () =>
  vine
    .any()
    .use(cashAmount())
    .transform((value) => value as string)

const MESSAGES = new SimpleMessagesProvider({
  'openingFloat.required': 'Vul het wisselgeld in de kassa bij het openen in (0 mag)',
  'countedCash.required': 'Vul het getelde kasgeld in',
  'note.string': 'De toelichting moet tekst zijn',
  'note.maxLength': `De toelichting mag hoogstens ${NOTE_MAX_LENGTH} tekens hebben`,
  'from.date': EVENT_LIST_MESSAGES['from.date'],
  'to.date': EVENT_LIST_MESSAGES['to.date'],
  'from.maxLength': EVENT_LIST_MESSAGES['from.maxLength'],
  'to.maxLength': EVENT_LIST_MESSAGES['to.maxLength'],
  enum: 'Kies een geldige waarde',
})

/** POST /api/loket/shifts */
export const openShiftValidator = vine.create(vine.object({ openingFloat: amount() }))
openShiftValidator.messagesProvider = MESSAGES

/** POST /api/loket/shifts/{id}/close: a note is checked against the difference by the service (it knows the expected cash). */
export const closeShiftValidator = vine.create(
  vine.object({
    countedCash: amount(),
    note: vine.string().trim().maxLength(NOTE_MAX_LENGTH).optional().nullable(),
  })
)
closeShiftValidator.messagesProvider = MESSAGES

export const SHIFT_SORTS = ['openedAt', 'closedAt', 'reportNumber'] as const
export const shiftListValidator = adminListValidator(SHIFT_SORTS)

/** The list's filter: seller, open/closed, opened between two calendar days (Suriname time). */
export const shiftFilterValidator = vine.create(
  vine.object({
    sellerId: entityId().optional(),
    status: vine.enum(['open', 'closed'] as const).optional(),
    ...dateRangeFields(),
  })
)
shiftFilterValidator.messagesProvider = MESSAGES
