import type { HttpContext } from '@adonisjs/core/http'
import { parseEntityId } from '#domain/entity_id'
import { authorizeShift } from '#policies/loket_shift_policy'
import { closeShift, currentShift, listShifts, openShift, shiftView, type ShiftSort } from '#services/loket/shift_service'
import { loketShiftRecord } from '#transformers/loket_shift_transformer'
import { closeShiftValidator, openShiftValidator, shiftFilterValidator, shiftListValidator } from '#validators/loket/loket_shift_validator'
import { adminListQuery } from '#validators/admin_list_validator'

/** Cash shifts at the loket; who may do what: domain/resource_access.ts 'loket-shifts'. */
export default class LoketShiftsController {
  /** GET /api/loket/shifts: react-admin's getList ({ data, total }), narrowed to what the viewer may see. */
  async index({ viewer, request, response }: HttpContext) {
    const query = adminListQuery(await shiftListValidator.validate(request.qs()), 'openedAt' as ShiftSort, 'desc')
    const filter = await shiftFilterValidator.validate(query.filter)
    const { rows, total } = await listShifts(viewer!, { ...query, filter })
    response.header('Cache-Control', 'no-store')
    return { data: rows.map(loketShiftRecord), total }
  }

  /** GET /api/loket/shifts/current: the viewer's open shift with its running totals, or null. */
  async current({ viewer, response }: HttpContext) {
    const view = await currentShift(viewer!)
    response.header('Cache-Control', 'no-store')
    return { data: view ? loketShiftRecord(view) : null }
  }

  /** POST /api/loket/shifts { openingFloat } */
  async store({ viewer, request, response }: HttpContext) {
    const { openingFloat } = await request.validateUsing(openShiftValidator)
    response.status(201)
    return { success: true, data: loketShiftRecord(await openShift(viewer!, openingFloat)) }
  }

  /** GET /api/loket/shifts/:id */
  async show({ viewer, params, response }: HttpContext) {
    const shift = await authorizeShift(viewer, parseEntityId(params.id), 'show')
    response.header('Cache-Control', 'no-store')
    return { data: loketShiftRecord(await shiftView(shift)) }
  }

  /** POST /api/loket/shifts/:id/close { countedCash, note? }: authorized before the body is read (a stranger learns nothing). */
  async close({ viewer, params, request }: HttpContext) {
    const shift = await authorizeShift(viewer, parseEntityId(params.id), 'edit')
    const input = await request.validateUsing(closeShiftValidator)
    return { success: true, data: loketShiftRecord(await closeShift(viewer!, shift.id, input)) }
  }
}
