import type { HttpContext } from '@adonisjs/core/http'
import { batchConversionValidator, convertCurrencyValidator, currencyPairValidator } from '#validators/payments/payment_validator'
import { convertAmount, convertAmounts, getRate } from '#services/reference_data/currency_service'
import { countConversion, listConversionUsage } from '#services/reference_data/currency_usage_service'
import { batchConversionItem, conversionItem, conversionUsageItem, rateQuoteItem } from '#transformers/payment_transformer'

/** The public conversions, each counted for the admins' usage list (counting never holds up or fails an answer). */
export default class CurrencyRatesController {
  /** POST /api/currency-rates/convert; convertedAmount also at the top level, where SPEC §7 reads it. */
  async convert({ request, response }: HttpContext) {
    const { fromCurrency, toCurrency, amount } = await request.validateUsing(convertCurrencyValidator)
    const conversion = await convertAmount(fromCurrency, toCurrency, amount)
    countConversion(conversion)
    const data = conversionItem(conversion)
    response.header('Cache-Control', 'no-store')
    return { success: true, convertedAmount: data.convertedAmount, data }
  }

  /** GET /api/currency-rates/{from}/{to} */
  async show({ params, response }: HttpContext) {
    const { from, to } = await currencyPairValidator.validate(params)
    const quote = await getRate(from, to)
    countConversion(quote)
    response.header('Cache-Control', 'no-cache')
    return { success: true, data: rateQuoteItem(quote) }
  }

  /** GET /api/currency-rates/convert-raw-batch/live?from=&to=&amounts=10.50,25 (at most 100 amounts). */
  async convertBatch({ request, response }: HttpContext) {
    const { from, to, amounts } = await batchConversionValidator.validate(request.qs())
    const batch = await convertAmounts(from, to, amounts)
    countConversion(batch.quote)
    response.header('Cache-Control', 'no-store')
    return { success: true, ...batchConversionItem(batch) }
  }

  /** GET /api/currency-rates/usage: the admins' view of which conversions were served. */
  async usage() {
    const rows = (await listConversionUsage()).map(conversionUsageItem)
    return { success: true, data: rows, total: rows.length }
  }
}
