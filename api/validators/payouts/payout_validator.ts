import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { adminListValidator } from '#validators/admin_list_validator'
import { dateRangeFields, EVENT_LIST_MESSAGES } from '#validators/catalogue_validator'
import { textOf } from '#exceptions/messages'
import { SETTLEMENT_AMOUNT_TEXT } from '#exceptions/domain_texts'
import { formatSrd } from '#domain/format'
import {
  ADMIN_PAYOUT_SORTS,
  MAX_PAYOUT_AMOUNT,
  PAYOUT_NOTE_MAX_LENGTH,
  PAYOUT_REFERENCE_MAX_LENGTH,
  payoutAmount,
  type PayoutAmountProblem,
} from '#domain/organizer_statement'
import { STATEMENT_LANGUAGES } from '#services/payouts/statement_texts'

/* The statement's period and download, the admin's payouts list and the payout an admin marks paid. */

const AMOUNT_TEXTS: Record<PayoutAmountProblem, string> = {
  invalid: textOf(SETTLEMENT_AMOUNT_TEXT.invalid),
  notPositive: textOf(SETTLEMENT_AMOUNT_TEXT.notPositive),
  tooManyDecimals: textOf(SETTLEMENT_AMOUNT_TEXT.tooManyDecimals),
  tooLarge: textOf({ key: 'PAYOUT_AMOUNT_TOO_LARGE', params: { max: formatSrd(MAX_PAYOUT_AMOUNT) } }),
}

/** The amount read exactly (never through a float); replaced by its two-decimal text. */
const payoutAmountRule = vine.createRule((value, _options, field) => {
  const result = payoutAmount(value)
  if ('problem' in result) field.report(AMOUNT_TEXTS[result.problem], 'payoutAmount', field)
  else field.mutate(result.amount, field)
})

const messages = new SimpleMessagesProvider({
  ...EVENT_LIST_MESSAGES,
  'lang.enum': 'Kies nl of en',
  'reference.required': textOf('PAYOUT_REFERENCE_REQUIRED'),
  'reference.minLength': textOf('PAYOUT_REFERENCE_REQUIRED'),
  'reference.string': textOf('PAYOUT_REFERENCE_REQUIRED'),
  'reference.maxLength': textOf({ key: 'PAYOUT_REFERENCE_TOO_LONG', params: { max: PAYOUT_REFERENCE_MAX_LENGTH } }),
  'note.string': 'De notitie moet tekst zijn',
  'note.maxLength': textOf({ key: 'PAYOUT_NOTE_TOO_LONG', params: { max: PAYOUT_NOTE_MAX_LENGTH } }),
  enum: 'Kies een geldige waarde',
  boolean: 'Kies ja of nee',
})

/** GET /api/organizers/{id}/statement(.csv|.pdf)?from=&to=&lang= : Suriname days, both included, either open. */
export const statementQueryValidator = vine.create(
  vine.object({
    ...dateRangeFields(),
    lang: vine.enum(STATEMENT_LANGUAGES).optional(),
  })
)
statementQueryValidator.messagesProvider = messages

/** POST /api/admin/organizers/{id}/payouts { amount?, reference, note? } */
export const markPayoutValidator = vine.create(
  vine.object({
    amount: vine
      .any()
      .use(payoutAmountRule())
      .transform((value) => value as string)
      .optional()
      .nullable(),
    reference: vine.string().trim().minLength(1).maxLength(PAYOUT_REFERENCE_MAX_LENGTH),
    note: vine.string().trim().maxLength(PAYOUT_NOTE_MAX_LENGTH).optional().nullable(),
  })
)
markPayoutValidator.messagesProvider = messages

/** GET /api/admin/payouts: react-admin's list query. */
export const adminPayoutListValidator = adminListValidator(ADMIN_PAYOUT_SORTS)

/** The list's filter: search (q) and only organizers still owed something. */
export const adminPayoutFilterValidator = vine.create(
  vine.object({
    q: vine.string().trim().maxLength(100).optional(),
    owed: vine.boolean().optional(),
  })
)
adminPayoutFilterValidator.messagesProvider = messages
