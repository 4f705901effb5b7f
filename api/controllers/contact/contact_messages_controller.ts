import type { HttpContext } from '@adonisjs/core/http'
import { captchaSettings } from '#config/captcha'
import { sendContactMessage } from '#services/contact/contact_message_service'
import { text } from '#exceptions/messages'

export default class ContactMessagesController {
  /** GET /api/contact/captcha: how the contact dialog runs (reCAPTCHA with this public site key, without, or not at all). */
  captcha() {
    const { mode, siteKey } = captchaSettings()
    return { success: true, data: { mode, siteKey: mode === 'recaptcha' ? siteKey : null } }
  }

  /** POST /api/venues/contact (SPEC §7) */
  async venue({ request, response }: HttpContext) {
    const sent = await sendContactMessage('venue', request.body(), request.ip())
    return response.created({ success: true, message: text('CONTACT_MESSAGE_SENT'), data: sent })
  }

  /** POST /api/organizers/contact (SPEC §7) */
  async organizer({ request, response }: HttpContext) {
    const sent = await sendContactMessage('organizer', request.body(), request.ip())
    return response.created({ success: true, message: text('CONTACT_MESSAGE_SENT'), data: sent })
  }
}
