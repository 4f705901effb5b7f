import type { HttpContext } from '@adonisjs/core/http'
import { getPlatformSettings } from '#services/platform/platform_settings_service'
import { publicPlatformSettings } from '#transformers/platform_settings_transformer'

export default class PlatformSettingsController {
  /** GET /api/platform-settings/public: SPEC §7 reads `data`. */
  async showPublic({ response }: HttpContext) {
    const settings = await getPlatformSettings()
    response.header('Cache-Control', 'public, max-age=60')
    return { success: true, data: publicPlatformSettings(settings) }
  }
}
