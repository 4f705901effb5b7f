import type { HttpContext } from '@adonisjs/core/http'
import { parseEntityId } from '#domain/entity_id'
import { DomainError } from '#exceptions/domain_error'
import { agentSellable, loketAccessible, sellAtCounter } from '#services/counter_sales/counter_sale_service'
import { counterReceipt, listCounterSales } from '#services/counter_sales/counter_sale_records'
import { counterSaleListValidator, counterSaleValidator } from '#validators/counter_sales/counter_sale_validator'
import type { CounterChannel } from '#domain/counter_sale'

/** A counter channel's routes: the path names it (loket or agent); the route gate admitted the role already. */
async function sell(channel: CounterChannel, { viewer, request, response }: HttpContext) {
  const input = await request.validateUsing(counterSaleValidator)
  const sale = await sellAtCounter(channel, viewer!, input)
  response.status(201)
  return sale
}

async function list(channel: CounterChannel, { viewer, request, response }: HttpContext) {
  const input = await counterSaleListValidator.validate(request.qs())
  const { rows, total } = await listCounterSales(channel, viewer!, {
    page: input.page ?? 1,
    perPage: input.perPage ?? 25,
    sort: input.sort ?? 'createdAt',
    order: (input.order ?? 'DESC').toLowerCase() as 'asc' | 'desc',
  })
  response.header('Cache-Control', 'no-store')
  return { data: rows, total }
}

async function receipt(channel: CounterChannel, { viewer, params, response }: HttpContext) {
  response.header('Cache-Control', 'no-store')
  return { data: await counterReceipt(channel, viewer!, String(params.orderNumber)) }
}

/** Counter sales at the loket and by agents. Access: domain/resource_access.ts 'loket-sales', 'agent-sales'. */
export default class CounterSalesController {
  /** GET /api/events/loket-accessible/:userId (SPEC §7). */
  async loketAccessible({ viewer, params }: HttpContext) {
    const userId = parseEntityId(params.userId)
    if (userId === null) throw new DomainError('USER_NOT_FOUND')
    return { data: await loketAccessible(viewer!, userId) }
  }

  /** GET /api/agent/sales-events: the events the signed-in agent seller may sell. */
  async agentEvents({ viewer }: HttpContext) {
    return { data: await agentSellable(viewer!) }
  }

  loketSell = (ctx: HttpContext) => sell('loket', ctx)
  agentSell = (ctx: HttpContext) => sell('agent', ctx)
  loketList = (ctx: HttpContext) => list('loket', ctx)
  agentList = (ctx: HttpContext) => list('agent', ctx)
  loketReceipt = (ctx: HttpContext) => receipt('loket', ctx)
  agentReceipt = (ctx: HttpContext) => receipt('agent', ctx)
}
