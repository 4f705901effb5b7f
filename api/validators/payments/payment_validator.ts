import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { CART_CURRENCIES, type CartCurrency } from '#domain/payment_methods'

/*
 * Payment method and currency calls (SPEC §7 "Purchase and payment"). Amounts may arrive as
 * numbers or numeric strings; anything negative, non-numeric or absurdly large is a 422.
 */

/** Above any real cart; keeps numbers exact as doubles (15 significant digits). */
export const MAX_AMOUNT = 1_000_000_000_000

const MESSAGES = {
  required: 'Dit veld is verplicht',
  'amount.required': 'Bedrag is verplicht',
  'amount.number': 'Bedrag moet een getal zijn',
  'amount.min': 'Bedrag mag niet negatief zijn',
  'amount.max': 'Bedrag is te groot',
  regex: 'Ongeldige valutacode (drie letters, zoals SRD)',
  string: 'Ongeldige valutacode (drie letters, zoals SRD)',
  in: 'Kies SRD, USD of EUR',
}

const amount = () => vine.number().min(0).max(MAX_AMOUNT)
const currencyCode = () =>
  vine
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/)

function withMessages<T extends { messagesProvider?: unknown }>(validator: T): T {
  validator.messagesProvider = new SimpleMessagesProvider(MESSAGES)
  return validator
}

/** GET /api/payments/methods?amount=&currency= */
export const paymentMethodsQueryValidator = withMessages(
  vine.create(
    vine.object({
      amount: amount().optional(),
      currency: vine
        .string()
        .trim()
        .toUpperCase()
        .in([...CART_CURRENCIES])
        .transform((code) => code as CartCurrency)
        .optional(),
    })
  )
)

/** POST /api/currency-rates/convert */
export const convertCurrencyValidator = withMessages(
  vine.create(
    vine.object({
      fromCurrency: currencyCode(),
      toCurrency: currencyCode(),
      amount: amount(),
    })
  )
)

/** GET /api/currency-rates/{from}/{to} */
export const currencyPairValidator = withMessages(
  vine.create(
    vine.object({
      from: currencyCode(),
      to: currencyCode(),
    })
  )
)
