import { discountCodeField } from '#validators/tickets/ticket_validator'
import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { CONTACT_METHODS } from '#domain/buyer_info'
import { COUNTER_PAYMENT_METHODS } from '#domain/counter_sale'
import { adminListValidator } from '#validators/admin_list_validator'
import { entityId } from '#validators/entity_id'
import { answersRule } from '#validators/questions/question_validator'

/* Counter sales: POST /api/loket/sales and POST /api/agent/sales take the same body. */

const optionalText = (max: number) => vine.string().trim().maxLength(max).optional().nullable()

export const counterSaleValidator = vine.create(
  vine.object({
    eventId: entityId(),
    tickets: vine
      .array(vine.object({ ticketTypeId: entityId(), quantity: vine.number().withoutDecimals().min(0).max(100) }))
      .minLength(1)
      .maxLength(50),
    paymentMethod: vine.enum(COUNTER_PAYMENT_METHODS),
    // One per sale attempt (the sale screen's double tap, a retried request): a repeat gets the first sale.
    idempotencyKey: vine
      .string()
      .trim()
      .minLength(8)
      .maxLength(100)
      .regex(/^[A-Za-z0-9_-]+$/)
      .optional()
      .nullable(),
    // Whole SRD cents at most: what a cashier can hand over.
    amountTendered: vine.number().min(0).max(10_000_000).decimal([0, 2]).optional().nullable(),
    buyerInfo: vine
      .object({
        name: optionalText(200),
        email: optionalText(254),
        phone: optionalText(30),
        contactMethod: vine.enum(CONTACT_METHODS).optional().nullable(),
      })
      .optional()
      .nullable(),
    discountCode: discountCodeField(),
    /** Answers to the event's checkout questions, or the seller's reason for skipping the required ones (docs/questions.md). */
    answers: answersRule(),
    skipQuestionsReason: vine.string().trim().maxLength(500).optional().nullable(),
  })
)
counterSaleValidator.messagesProvider = new SimpleMessagesProvider({
  required: 'Dit veld is verplicht',
  'eventId.required': 'Kies een evenement',
  'tickets.required': 'Kies minimaal één ticket',
  'tickets.array.minLength': 'Kies minimaal één ticket',
  'paymentMethod.required': 'Kies contant of pin',
  enum: 'Kies een geldige waarde',
  'paymentMethod.enum': 'Kies contant of pin',
  number: 'Vul een bedrag in',
  decimal: 'Gebruik hoogstens twee decimalen',
  min: 'Het bedrag mag niet negatief zijn',
  max: 'Dit bedrag is te hoog',
  withoutDecimals: 'Vul een heel aantal in',
  maxLength: 'Maximaal {{ max }} tekens',
  'idempotencyKey.minLength': 'Ongeldige verkoopsleutel',
  'idempotencyKey.regex': 'Ongeldige verkoopsleutel',
})

export const COUNTER_SALE_SORTS = ['createdAt', 'total'] as const
export const counterSaleListValidator = adminListValidator(COUNTER_SALE_SORTS)
