/*
 * The venue and organizer contact forms (SPEC §7 "Contact"), in the browser: the captcha the API asks for, and
 * sending the message (POST /api/venues/contact, /api/organizers/contact).
 */
import type { CaptchaMode, ContactFormFields, ContactTarget } from '#domain/contact_rules'
import { apiCall } from './browser.js'

/* Browser calls */

export const contactApi = {
  /** GET /api/contact/captcha. */
  captcha() {
    return apiCall<{ data: { mode: CaptchaMode; siteKey: string | null } }>('GET', '/api/contact/captcha')
  },

  /** POST /api/{venues|organizers}/contact: the form, under the recipient's id field, with the captcha's token when it is on. */
  send(recipient: { kind: ContactTarget; id: number }, form: ContactFormFields, recaptchaToken: string | null) {
    const idField = recipient.kind === 'venue' ? 'venueId' : 'organizerId'
    return apiCall('POST', `/api/${recipient.kind}s/contact`, {
      body: { [idField]: recipient.id, ...form, ...(recaptchaToken !== null ? { recaptchaToken } : {}) },
    })
  },
}
