import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { AGENT_PAYMENT_METHODS, SETTLEMENT_REFERENCE_MAX_LENGTH, settlementAmount } from '#domain/agent_figures'
import { textOf } from '#exceptions/messages'
import { SETTLEMENT_AMOUNT_TEXT } from '#exceptions/domain_texts'
import { dateRangeFields, existingDate, optionalDate } from '#validators/catalogue_validator'
import { entityId } from '#validators/entity_id'

/* Agents' settlements and figures: the settlement an organizer records, the lists' queries. */

export const SETTLEMENT_MESSAGES = {
  agentRequired: 'Kies de agent die heeft afgerekend',
  amountRequired: 'Vul het bedrag in dat de agent heeft betaald',
  amountInvalid: textOf(SETTLEMENT_AMOUNT_TEXT.invalid),
  amountNotPositive: textOf(SETTLEMENT_AMOUNT_TEXT.notPositive),
  amountDecimals: textOf(SETTLEMENT_AMOUNT_TEXT.tooManyDecimals),
  amountTooLarge: textOf(SETTLEMENT_AMOUNT_TEXT.tooLarge),
  dateRequired: 'Vul de datum van de betaling in',
  dateInvalid: 'Ongeldige datum: gebruik JJJJ-MM-DD',
  referenceTooLong: `De referentie mag hoogstens ${SETTLEMENT_REFERENCE_MAX_LENGTH} tekens hebben`,
}

/** The amount read exactly (never through a float) with domain/agent_figures.ts; replaced by its two-decimal text. */
const settlementAmountRule = vine.createRule((value, _options, field) => {
  const result = settlementAmount(value)
  if ('problem' in result) field.report(textOf(SETTLEMENT_AMOUNT_TEXT[result.problem]), 'settlementAmount', field)
  else field.mutate(result.amount, field)
})

const MESSAGES = new SimpleMessagesProvider({
  'agentId.required': SETTLEMENT_MESSAGES.agentRequired,
  'amount.required': SETTLEMENT_MESSAGES.amountRequired,
  'settledOn.required': SETTLEMENT_MESSAGES.dateRequired,
  'settledOn.string': SETTLEMENT_MESSAGES.dateInvalid,
  'settledOn.maxLength': SETTLEMENT_MESSAGES.dateInvalid,
  'settledOn.minLength': SETTLEMENT_MESSAGES.dateRequired,
  'settledOn.date': SETTLEMENT_MESSAGES.dateInvalid,
  'reference.string': 'De referentie moet tekst zijn',
  'reference.maxLength': SETTLEMENT_MESSAGES.referenceTooLong,
  'from.date': SETTLEMENT_MESSAGES.dateInvalid,
  'to.date': SETTLEMENT_MESSAGES.dateInvalid,
  'to.afterFrom': 'De einddatum ligt voor de begindatum',
  enum: 'Kies een geldige waarde',
})

/** POST /api/agent-settlements { agentId, amount, settledOn, reference? } */
export const recordSettlementValidator = vine.create(
  vine.object({
    agentId: entityId(),
    amount: vine
      .any()
      .use(settlementAmountRule())
      .transform((value) => value as string),
    settledOn: optionalDate().minLength(1).use(existingDate()),
    reference: vine.string().trim().maxLength(SETTLEMENT_REFERENCE_MAX_LENGTH).optional().nullable(),
  })
)
recordSettlementValidator.messagesProvider = MESSAGES

const pageFields = () => ({
  page: vine.number().withoutDecimals().min(1).optional(),
  perPage: vine.number().withoutDecimals().min(1).max(100).optional(),
})

/** GET /api/agent-settlements and /balances: ?agentId=&organizerId= (react-admin may put them in `filter`). */
export const settlementQueryValidator = vine.create(
  vine.object({ agentId: entityId().optional(), organizerId: entityId().optional(), ...pageFields() })
)
settlementQueryValidator.messagesProvider = MESSAGES

/** GET /api/analytics/transactions/agent/{id}: event, Suriname days from/to, seller, payment method, page. */
export const agentTransactionsValidator = vine.create(
  vine.object({
    eventId: entityId().optional(),
    sellerId: entityId().optional(),
    paymentMethod: vine.enum(AGENT_PAYMENT_METHODS).optional(),
    ...dateRangeFields(),
    ...pageFields(),
  })
)
agentTransactionsValidator.messagesProvider = MESSAGES
