import type { HttpContext } from '@adonisjs/core/http'
import { listActiveCategories } from '#services/reference_data/event_category_service'
import { publicCategory } from '#transformers/event_category_transformer'
import { requestLanguage, varyByLanguage } from '#http/request_language'

export default class EventCategoriesController {
  /** GET /api/event-categories[?lang=en]: SPEC §7 reads `success` and `data` (name, colorCode); `label` is the name in the request's language. */
  async index({ request, response }: HttpContext) {
    const lang = requestLanguage(request)
    const categories = await listActiveCategories()
    // An admin's change shows at once: browsers ask again, the list is small.
    response.header('Cache-Control', 'no-cache')
    varyByLanguage(response)
    return { success: true, data: categories.map((category) => publicCategory(category, lang)) }
  }
}
