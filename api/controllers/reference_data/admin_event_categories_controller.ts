import type { HttpContext } from '@adonisjs/core/http'
import {
  countEventsInCategory,
  createCategory,
  findCategory,
  listCategoriesPage,
  updateCategory,
  type CategorySort,
} from '#services/reference_data/event_category_service'
import { adminCategory } from '#transformers/event_category_transformer'
import { adminListQuery, adminListValidator } from '#validators/admin_list_validator'
import { createCategoryValidator, updateCategoryValidator } from '#validators/reference_data/event_category_validator'
import { parseEntityId } from '#domain/entity_id'
import { changeActor } from '#http/change_actor'

const validator = adminListValidator(['name', 'sortOrder', 'id', 'colorCode', 'isActive'] as const)

/** Event categories for admins and sub-admins (domain/resource_access.ts 'event-categories'). */
export default class AdminEventCategoriesController {
  async index({ request }: HttpContext) {
    const query = adminListQuery<CategorySort>(await validator.validate(request.qs()), 'sortOrder')
    const { rows, total } = await listCategoriesPage(query)
    return { data: rows.map((category) => adminCategory(category)), total }
  }

  /** GET /api/admin/event-categories/:id, with how many events are in it (the form warns before a rename). */
  async show({ params }: HttpContext) {
    const category = await findCategory(parseEntityId(params.id))
    return { data: adminCategory(category, await countEventsInCategory(category.name)) }
  }

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(createCategoryValidator)
    const category = await createCategory(input, changeActor(ctx))
    ctx.response.status(201)
    return { data: adminCategory(category, 0) }
  }

  /** PUT /api/admin/event-categories/:id: any of name, colour, sort order, active, translations. */
  async update(ctx: HttpContext) {
    const changes = await ctx.request.validateUsing(updateCategoryValidator)
    const category = await updateCategory(parseEntityId(ctx.params.id), changes, changeActor(ctx))
    return { data: adminCategory(category, await countEventsInCategory(category.name)) }
  }
}
