import type { HttpContext } from '@adonisjs/core/http'
import {
  getTemplate,
  listTemplates,
  previewTemplate,
  resetTemplate,
  saveTemplate,
  sendTestMail,
  templateAddress,
} from '#services/messaging/email_template_service'
import { TEMPLATE_PARTS } from '#domain/email_templates'

/** The e-mail templates tab of /platform-settings; the path names the mail and the language. */
export default class AdminEmailTemplatesController {
  async index({ viewer }: HttpContext) {
    return { success: true, data: await listTemplates(viewer) }
  }

  async show({ viewer, params }: HttpContext) {
    const { key, lang } = templateAddress(params.key, params.lang)
    return { success: true, data: await getTemplate(viewer, key, lang) }
  }

  async update({ viewer, params, request }: HttpContext) {
    const { key, lang } = templateAddress(params.key, params.lang)
    return { success: true, data: await saveTemplate(viewer, key, lang, request.only([...TEMPLATE_PARTS]), request.ip()) }
  }

  /** DELETE: back to the default texts of this language. */
  async destroy({ viewer, params, request }: HttpContext) {
    const { key, lang } = templateAddress(params.key, params.lang)
    return { success: true, data: await resetTemplate(viewer, key, lang, request.ip()) }
  }

  /** POST …/preview: the draft in the body, filled in with sample data, as HTML and text. */
  async preview({ viewer, params, request }: HttpContext) {
    const { key, lang } = templateAddress(params.key, params.lang)
    return { success: true, data: await previewTemplate(viewer, key, lang, request.only([...TEMPLATE_PARTS])) }
  }

  /** POST …/test: the draft with sample data to the admin's own address (through the outbox). */
  async sendTest({ viewer, params, request }: HttpContext) {
    const { key, lang } = templateAddress(params.key, params.lang)
    return { success: true, data: await sendTestMail(viewer, key, lang, request.only([...TEMPLATE_PARTS])) }
  }
}
