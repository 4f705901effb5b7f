import type { HttpContext } from '@adonisjs/core/http'
import { adminStats } from '#services/platform/admin_stats_service'

export default class AdminStatsController {
  /** GET /api/admin/stats: the admin dashboard's platform figures (admins and sub-admins: the route's access entry). */
  async show({ response }: HttpContext) {
    response.header('Cache-Control', 'no-store')
    return { success: true, data: await adminStats() }
  }
}
