import type { HttpContext } from '@adonisjs/core/http'
import {
  createFacility,
  findFacility,
  listFacilitiesPage,
  updateFacility,
  type FacilitySort,
} from '#services/reference_data/venue_facility_service'
import { adminFacility } from '#transformers/venue_facility_transformer'
import { adminListQuery, adminListValidator } from '#validators/admin_list_validator'
import { createFacilityValidator, updateFacilityValidator } from '#validators/reference_data/venue_facility_validator'
import { parseEntityId } from '#domain/entity_id'
import { changeActor } from '#http/change_actor'

const validator = adminListValidator(['name', 'sortOrder', 'id', 'isActive'] as const)

/** Venue facilities for admins and sub-admins (domain/resource_access.ts 'venue-facilities'). */
export default class AdminVenueFacilitiesController {
  async index({ request }: HttpContext) {
    const query = adminListQuery<FacilitySort>(await validator.validate(request.qs()), 'sortOrder')
    const { rows, total } = await listFacilitiesPage(query)
    return { data: rows.map(adminFacility), total }
  }

  async show({ params }: HttpContext) {
    return { data: adminFacility(await findFacility(parseEntityId(params.id))) }
  }

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(createFacilityValidator)
    const facility = await createFacility(input, changeActor(ctx))
    ctx.response.status(201)
    return { data: adminFacility(facility) }
  }

  async update(ctx: HttpContext) {
    const changes = await ctx.request.validateUsing(updateFacilityValidator)
    return { data: adminFacility(await updateFacility(parseEntityId(ctx.params.id), changes, changeActor(ctx))) }
  }
}
