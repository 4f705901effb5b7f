import type { HttpContext } from '@adonisjs/core/http'
import { getEditableSettings, updatePlatformSettings } from '#services/platform/platform_settings_service'
import { providerSetups } from '#services/payments/provider_checkout'

/** /platform-settings in the back office: full admins only (the access table's 'platform-settings'). */
export default class AdminPlatformSettingsController {
  /** GET /api/platform-settings (SPEC §7 refresh path): every editable setting. */
  async show({ viewer }: HttpContext) {
    const { settings, updatedAt } = await getEditableSettings(viewer)
    return { success: true, data: { ...settings, updatedAt } }
  }

  /** GET /api/platform-settings/payment-providers: which providers this server can offer (no secrets). */
  async providers() {
    return { data: providerSetups() }
  }

  /** PUT /api/platform-settings: any tab's fields; 422 per field and nothing saved on any error. */
  async update({ viewer, request }: HttpContext) {
    const { settings, updatedAt } = await updatePlatformSettings(viewer, request.body(), request.ip())
    return { success: true, data: { ...settings, updatedAt } }
  }
}
