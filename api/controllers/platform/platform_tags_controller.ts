import type { HttpContext } from '@adonisjs/core/http'
import { getPlatformSettings } from '#services/platform/platform_settings_service'

export default class PlatformTagsController {
  /** GET /api/platform/tags: the admin's header and body tags, injected by the storefront. */
  async show({ response }: HttpContext) {
    const settings = await getPlatformSettings()
    response.header('Cache-Control', 'public, max-age=60')
    return { success: true, data: { headerTag: settings.headerTag ?? null, bodyTag: settings.bodyTag ?? null } }
  }
}
