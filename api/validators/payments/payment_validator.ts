import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { CART_CURRENCIES, type CartCurrency } from '#domain/payment_methods'
import { RATE_CURRENCIES, parseAmountList } from '#domain/currency_rates'
import { text } from '#exceptions/messages'
import { AMOUNT_LIST_TEXT } from '#exceptions/domain_texts'

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
  'amounts.required': 'Bedragen zijn verplicht',
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

/**
 * The query-string parser splits an unencoded comma ('amounts=1,2' → ['1', '2']), and past 20 parts it makes an object
 * keyed '0', '1', …: both are joined back, so the plain form and the encoded one ('1%2C2') read the same.
 */
function commaText(value: unknown): unknown {
  const parts = Array.isArray(value)
    ? value
    : value && typeof value === 'object' && Object.keys(value).every((key, index) => key === String(index))
      ? Object.values(value)
      : null
  return parts && parts.every((part) => typeof part === 'string') ? parts.join(',') : value
}

/** Comma-separated amounts (domain/currency_rates.ts parseAmountList), as their list. */
const amountList = vine.createRule((value, _options, field) => {
  const parsed = parseAmountList(commaText(value), MAX_AMOUNT)
  if ('problem' in parsed) field.report(text(AMOUNT_LIST_TEXT[parsed.problem]), 'amountList', field)
  else field.mutate(parsed.amounts, field)
})

/** One of the currencies the product sells in: another code is a 422, as is a malformed one. */
const rateCurrency = () =>
  vine
    .string()
    .trim()
    .toUpperCase()
    .in([...RATE_CURRENCIES])

/** GET /api/currency-rates/convert-raw-batch/live?from=&to=&amounts=10.50,25 */
export const batchConversionValidator = withMessages(
  vine.create(
    vine.object({
      from: rateCurrency(),
      to: rateCurrency(),
      amounts: vine
        .any()
        .use(amountList())
        .transform((value) => value as string[]),
    })
  )
)
