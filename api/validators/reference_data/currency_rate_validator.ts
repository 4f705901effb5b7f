import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { RATE_CURRENCIES, rateProblem, rateText } from '#domain/currency_rates'
import { text } from '#exceptions/messages'
import { RATE_PROBLEM_TEXT } from '#exceptions/domain_texts'

/** A number or numeric text, kept as the exact decimal text (never a float): domain/currency_rates.ts. */
const exactRate = vine.createRule((value, _options, field) => {
  const problem = rateProblem(value)
  if (problem) field.report(text(RATE_PROBLEM_TEXT[problem]), 'rate', field)
  else field.mutate(rateText(value), field)
})

/** The pair needs two different currencies. */
const otherThanFrom = vine.createRule((value, _options, field) => {
  const from = (field.parent as { fromCurrency?: unknown }).fromCurrency
  if (typeof value === 'string' && typeof from === 'string' && value === from.trim().toUpperCase()) {
    field.report('Kies een andere valuta dan bij "Van"', 'otherThanFrom', field)
  }
})

const currency = () =>
  vine
    .string()
    .trim()
    .toUpperCase()
    .in([...RATE_CURRENCIES])

/** POST /api/admin/currency-rates: 1 fromCurrency = rate toCurrency; source defaults to 'handmatig'. */
export const createCurrencyRateValidator = vine.create(
  vine.object({
    fromCurrency: currency(),
    toCurrency: currency().use(otherThanFrom()),
    rate: vine.any().use(exactRate()),
    source: vine.string().trim().maxLength(60).optional(),
  })
)

createCurrencyRateValidator.messagesProvider = new SimpleMessagesProvider(
  {
    required: '{{ field }} is verplicht',
    string: '{{ field }} moet tekst zijn',
    in: `{{ field }}: kies ${RATE_CURRENCIES.join(', ')}`,
    'source.maxLength': 'Bron mag maximaal {{ max }} tekens hebben',
  },
  { fromCurrency: 'Van', toCurrency: 'Naar', rate: 'Koers', source: 'Bron' }
)
