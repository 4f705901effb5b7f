import type { HttpContext } from '@adonisjs/core/http'
import { listActiveCategories } from '#services/event_category_service'
import { publicCategory } from '#transformers/event_category_transformer'

export default class EventCategoriesController {
  /** GET /api/event-categories: SPEC §7 reads `success` and `data` (name, colorCode). */
  async index({ response }: HttpContext) {
    const categories = await listActiveCategories()
    response.header('Cache-Control', 'public, max-age=300')
    return { success: true, data: categories.map(publicCategory) }
  }
}
