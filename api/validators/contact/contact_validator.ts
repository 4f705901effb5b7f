import vine from '@vinejs/vine'
import { CONTACT_LIMITS, CONTACT_PHONE_PATTERN } from '#domain/contact_rules'
import { CONTACT_MESSAGES } from '#exceptions/domain_texts'
import { entityId } from '#validators/entity_id'
import { withMessages } from '#validators/accounts/auth_validator'

/*
 * POST /api/venues/contact and /api/organizers/contact (SPEC §5 "Contact forms", §7 "Contact message").
 * The token is required only when the forms run with reCAPTCHA (config/captcha.ts): without a site key in
 * development the dialog sends none.
 */
const MESSAGES = {
  required: 'Dit veld is verplicht',
  string: 'Dit veld moet tekst zijn',
  maxLength: CONTACT_MESSAGES.tooLong,
  'firstName.required': CONTACT_MESSAGES.firstNameRequired,
  'firstName.minLength': CONTACT_MESSAGES.firstNameRequired,
  'lastName.required': CONTACT_MESSAGES.lastNameRequired,
  'lastName.minLength': CONTACT_MESSAGES.lastNameRequired,
  'email.required': CONTACT_MESSAGES.invalidEmail,
  'email.email': CONTACT_MESSAGES.invalidEmail,
  'email.maxLength': CONTACT_MESSAGES.invalidEmail,
  'phone.required': CONTACT_MESSAGES.phoneRequired,
  'phone.minLength': CONTACT_MESSAGES.phoneRequired,
  'phone.regex': CONTACT_MESSAGES.phoneFormat,
  'phone.maxLength': CONTACT_MESSAGES.phoneFormat,
  'subject.required': CONTACT_MESSAGES.subjectRequired,
  'subject.minLength': CONTACT_MESSAGES.subjectRequired,
  'message.required': CONTACT_MESSAGES.messageTooShort,
  'message.minLength': CONTACT_MESSAGES.messageTooShort,
  'recaptchaToken.required': CONTACT_MESSAGES.captchaRequired,
  'recaptchaToken.minLength': CONTACT_MESSAGES.captchaRequired,
  'recaptchaToken.maxLength': CONTACT_MESSAGES.captchaRequired,
}

const fields = (withCaptcha: boolean) => ({
  // VineJS takes '' (and '  ' once trimmed) as a value: minLength(1) is what makes these required.
  firstName: vine.string().trim().minLength(1).maxLength(CONTACT_LIMITS.nameMax),
  lastName: vine.string().trim().minLength(1).maxLength(CONTACT_LIMITS.nameMax),
  email: vine.string().trim().toLowerCase().maxLength(CONTACT_LIMITS.emailMax).email(),
  phone: vine.string().trim().minLength(1).regex(CONTACT_PHONE_PATTERN).maxLength(CONTACT_LIMITS.phoneMax),
  subject: vine.string().trim().minLength(1).maxLength(CONTACT_LIMITS.subjectMax),
  message: vine.string().trim().minLength(CONTACT_LIMITS.messageMin).maxLength(CONTACT_LIMITS.messageMax),
  recaptchaToken: withCaptcha
    ? vine.string().trim().minLength(1).maxLength(CONTACT_LIMITS.tokenMax)
    : vine.string().trim().maxLength(CONTACT_LIMITS.tokenMax).optional(),
})

const venueForm = (withCaptcha: boolean) =>
  withMessages(vine.compile(vine.object({ venueId: entityId(), ...fields(withCaptcha) })), MESSAGES)
const organizerForm = (withCaptcha: boolean) =>
  withMessages(vine.compile(vine.object({ organizerId: entityId(), ...fields(withCaptcha) })), MESSAGES)

export const contactValidators = {
  venue: { captcha: venueForm(true), plain: venueForm(false) },
  organizer: { captcha: organizerForm(true), plain: organizerForm(false) },
}
