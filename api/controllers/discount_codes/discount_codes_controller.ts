import type { HttpContext } from '@adonisjs/core/http'
import { parseEntityId } from '#domain/entity_id'
import {
  authorizeCode,
  authorizeEventCodes,
  checkDiscountCode,
  createDiscountCode,
  deleteDiscountCode,
  listDiscountCodes,
  showDiscountCode,
  updateDiscountCode,
} from '#services/discount_codes/discount_code_service'
import { hit } from '#services/accounts/rate_limits'
import { discountCodeRecord } from '#transformers/discount_code_transformer'
import {
  codeQueryValidator,
  createDiscountCodeValidator,
  updateDiscountCodeValidator,
} from '#validators/discount_codes/discount_code_validator'

/** An event's discount and access codes (api/services/discount_codes/), and the checkout's check of one. */
export default class DiscountCodesController {
  async index({ viewer, params }: HttpContext) {
    const rows = await listDiscountCodes(viewer!, parseEntityId(params.id))
    return { success: true, data: rows.map(discountCodeRecord), total: rows.length }
  }

  async store({ viewer, params, request, response }: HttpContext) {
    // Whose event first: another organizer's staff get 403/404 whatever they send, never a 422 about the body.
    await authorizeEventCodes(viewer!, parseEntityId(params.id), 'create')
    const input = await request.validateUsing(createDiscountCodeValidator)
    return response.created({ success: true, data: discountCodeRecord(await createDiscountCode(viewer!, parseEntityId(params.id), input)) })
  }

  async show({ viewer, params }: HttpContext) {
    return { success: true, data: discountCodeRecord(await showDiscountCode(viewer!, parseEntityId(params.id))) }
  }

  async update({ viewer, params, request }: HttpContext) {
    await authorizeCode(viewer!, parseEntityId(params.id), 'edit')
    const input = await request.validateUsing(updateDiscountCodeValidator)
    return { success: true, data: discountCodeRecord(await updateDiscountCode(viewer!, parseEntityId(params.id), input)) }
  }

  async destroy({ viewer, params }: HttpContext) {
    await deleteDiscountCode(viewer!, parseEntityId(params.id))
    return { success: true, data: { id: Number(params.id) } }
  }

  /** GET /api/events/{id}/discount-codes/check?code=: rate-limited per network, so codes cannot be guessed. */
  async check({ params, request, response }: HttpContext) {
    const { code } = await codeQueryValidator.validate(request.qs())
    await hit('discountCodeChecksPerNetwork', request.ip())
    response.header('Cache-Control', 'no-store')
    return { success: true, data: await checkDiscountCode(parseEntityId(params.id), code) }
  }
}
