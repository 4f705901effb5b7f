import type { HttpContext } from '@adonisjs/core/http'
import { addRate, findRateRecord, listRateHistory, type RateHistorySort } from '#services/reference_data/currency_service'
import { adminCurrencyRate } from '#transformers/currency_rate_transformer'
import { adminListQuery, adminListValidator } from '#validators/admin_list_validator'
import { createCurrencyRateValidator } from '#validators/reference_data/currency_rate_validator'
import { parseEntityId } from '#domain/entity_id'
import { changeActor } from '#http/change_actor'

const validator = adminListValidator(['createdAt', 'fromCurrency', 'toCurrency', 'rate', 'id'] as const)

const currencyFilter = (value: unknown) => (typeof value === 'string' && /^[A-Za-z]{3}$/.test(value) ? value.toUpperCase() : undefined)

/**
 * Currency rates with their history, for admins and sub-admins (domain/resource_access.ts
 * 'currency-rates'). A rate is never changed: a new one for the pair replaces it from then on.
 */
export default class AdminCurrencyRatesController {
  async index({ request }: HttpContext) {
    const query = adminListQuery<RateHistorySort>(await validator.validate(request.qs()), 'createdAt', 'desc')
    const { rows, total } = await listRateHistory({
      ...query,
      fromCurrency: currencyFilter(query.filter.fromCurrency),
      toCurrency: currencyFilter(query.filter.toCurrency),
    })
    return { data: rows.map(adminCurrencyRate), total }
  }

  async show({ params }: HttpContext) {
    return { data: adminCurrencyRate(await findRateRecord(parseEntityId(params.id))) }
  }

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(createCurrencyRateValidator)
    const record = await addRate(input as typeof input & { rate: string }, changeActor(ctx))
    ctx.response.status(201)
    return { data: adminCurrencyRate(record) }
  }
}
