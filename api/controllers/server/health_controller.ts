import type { HttpContext } from '@adonisjs/core/http'
import { checkHealth } from '#services/server/health_service'
import { MESSAGES } from '#exceptions/messages'

export default class HealthController {
  async show({ response }: HttpContext) {
    const report = await checkHealth()
    if (report.healthy) return response.ok(report)
    // Unhealthy is also an error answer: the usual error fields next to the report.
    const { message, error } = MESSAGES.DATABASE_UNAVAILABLE
    return response.status(503).json({ success: false, message, error, code: 'DATABASE_UNAVAILABLE', ...report })
  }
}
