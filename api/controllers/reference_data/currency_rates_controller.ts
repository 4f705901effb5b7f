import type { HttpContext } from '@adonisjs/core/http'
import { convertCurrencyValidator, currencyPairValidator } from '#validators/payments/payment_validator'
import { convertAmount, getRate } from '#services/reference_data/currency_service'
import { conversionItem, rateQuoteItem } from '#transformers/payment_transformer'

export default class CurrencyRatesController {
  /** POST /api/currency-rates/convert; convertedAmount also at the top level, where SPEC §7 reads it. */
  async convert({ request, response }: HttpContext) {
    const { fromCurrency, toCurrency, amount } = await request.validateUsing(convertCurrencyValidator)
    const data = conversionItem(await convertAmount(fromCurrency, toCurrency, amount))
    response.header('Cache-Control', 'no-store')
    return { success: true, convertedAmount: data.convertedAmount, data }
  }

  /** GET /api/currency-rates/{from}/{to} */
  async show({ params, response }: HttpContext) {
    const { from, to } = await currencyPairValidator.validate(params)
    const quote = await getRate(from, to)
    response.header('Cache-Control', 'no-cache')
    return { success: true, data: rateQuoteItem(quote) }
  }
}
