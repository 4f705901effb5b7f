import type { HttpContext } from '@adonisjs/core/http'
import { listCategoriesPage, updateCategoryTranslations, type CategorySort } from '#services/event_category_service'
import { adminCategory } from '#transformers/event_category_transformer'
import { adminListValidator } from '#validators/admin_list_validator'
import { categoryTranslationsValidator } from '#validators/event_category_validator'
import { parseEntityId } from '#domain/entity_id'

const validator = adminListValidator(['name', 'sortOrder', 'id', 'colorCode', 'isActive'] as const)

export default class AdminEventCategoriesController {
  async index({ request }: HttpContext) {
    const input = await validator.validate(request.qs())
    const filter = input.filter ?? {}
    const ids = Array.isArray(filter.id) ? filter.id.map(Number).filter(Number.isInteger) : undefined
    const { rows, total } = await listCategoriesPage({
      page: input.page ?? 1,
      perPage: input.perPage ?? 25,
      sort: (input.sort ?? 'sortOrder') as CategorySort,
      order: (input.order ?? 'ASC').toLowerCase() as 'asc' | 'desc',
      ids,
      search: typeof filter.q === 'string' ? filter.q : undefined,
    })
    return { data: rows.map(adminCategory), total }
  }

  /** PUT /api/admin/event-categories/:id (react-admin's update): the name in other languages; other fields are not edited here. */
  async update({ params, request }: HttpContext) {
    const { translations } = await request.validateUsing(categoryTranslationsValidator)
    const category = await updateCategoryTranslations(parseEntityId(params.id), translations)
    return { data: adminCategory(category) }
  }
}
