import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { VineValidator } from '@vinejs/vine'
import type { SchemaTypes } from '@vinejs/vine/types'
import { SELF_REGISTRATION_ROLES } from '#domain/access'
import {
  CREATION_PASSWORD_MIN,
  E164_PATTERN,
  LOGIN_PASSWORD_MIN,
  LOGIN_PHONE_PATTERN,
  PASSWORD_MAX,
  VERIFICATION_CODE_PATTERN,
  normalizePhone,
} from '#domain/auth_rules'
import { DISTRICTS } from '#domain/districts'
import { AUTH_MESSAGES } from '#exceptions/domain_texts'

/** The longest second-factor code accepted (a recovery code is 11 characters). */
const TWO_FACTOR_CODE_MAX = 20

/*
 * Request bodies of the auth and account endpoints (SPEC §5 rules and messages, domain/auth_rules.ts).
 * Phone numbers arrive as typed ('+597 812 3456'); after the pattern check they are stored as normalizePhone
 * reads them (spaces removed, a local Surinamese '+8100011' read as '+5978100011').
 */

export const MESSAGES = {
  required: 'Dit veld is verplicht',
  string: 'Dit veld moet tekst zijn',
  maxLength: 'Maximaal {{ max }} tekens',
  minLength: 'Minimaal {{ min }} tekens',
  enum: 'Kies een geldige waarde',
  url: 'Voer een geldige website in (https://…)',
  number: 'Voer een getal in',
  boolean: 'Kies ja of nee',
  array: 'Ongeldige lijst',
  email: AUTH_MESSAGES.invalidEmail,
  'email.required': AUTH_MESSAGES.invalidEmail,
  'newEmail.required': AUTH_MESSAGES.invalidEmail,
  'firstName.required': AUTH_MESSAGES.firstNameRequired,
  'firstName.minLength': AUTH_MESSAGES.firstNameRequired,
  'lastName.required': AUTH_MESSAGES.lastNameRequired,
  'lastName.minLength': AUTH_MESSAGES.lastNameRequired,
  'code.regex': AUTH_MESSAGES.codeFormat,
  'code.required': AUTH_MESSAGES.codeFormat,
  'newPhone.regex': AUTH_MESSAGES.e164Format,
  'phone.regex': AUTH_MESSAGES.e164Format,
  'businessPhone.regex': AUTH_MESSAGES.e164Format,
  'password.required': AUTH_MESSAGES.passwordRequired,
  'currentPassword.required': 'Huidig wachtwoord is verplicht',
  'organizationName.required': AUTH_MESSAGES.organizationNameRequired,
  'token.required': 'Deze link is ongeldig of al gebruikt.',
}

/** Creation passwords (register, reset, change) ≥ 8 with SPEC's English message. */
const CREATION_MESSAGES = {
  ...MESSAGES,
  'password.minLength': AUTH_MESSAGES.creationPasswordMin,
  'newPassword.minLength': AUTH_MESSAGES.creationPasswordMin,
}

const LOGIN_MESSAGES = {
  ...MESSAGES,
  'password.minLength': AUTH_MESSAGES.loginPasswordMin,
  'password.required': AUTH_MESSAGES.loginPasswordMin,
  'phone.regex': AUTH_MESSAGES.loginPhoneFormat,
  'phone.required': AUTH_MESSAGES.loginPhoneFormat,
}

export function withMessages<Schema extends SchemaTypes>(validator: VineValidator<Schema, any>, messages: Record<string, string>) {
  validator.messagesProvider = new SimpleMessagesProvider(messages)
  return validator
}

export const email = () => vine.string().trim().toLowerCase().maxLength(254).email()
const text = (max: number) => vine.string().trim().maxLength(max).optional()
/** Same digit counts as the patterns in domain/auth_rules.ts, with single spaces allowed between digits. */
const spaced = (pattern: RegExp) => new RegExp(pattern.source.replace('\\d{', '(?: ?\\d){'))
export const e164 = () => vine.string().trim().regex(spaced(E164_PATTERN)).transform(normalizePhone)
const creationPassword = () => vine.string().minLength(CREATION_PASSWORD_MIN).maxLength(PASSWORD_MAX)
export const district = () => vine.enum(DISTRICTS).optional()
const code = () => vine.string().trim().regex(VERIFICATION_CODE_PATTERN)

/** Fields a person may edit about themself (profile and registration). */
const profileFields = {
  organizationName: text(200),
  companyName: text(200),
  website: vine.string().trim().maxLength(255).url({ require_protocol: true }).optional(),
  streetName: text(150),
  houseNumber: text(20),
  cityTown: text(100),
  neighborhood: text(100),
  district: district(),
  businessContactFirstName: text(100),
  businessContactLastName: text(100),
  businessPhone: e164().optional(),
  businessStreetName: text(150),
  businessHouseNumber: text(20),
  businessNeighborhood: text(100),
  businessDistrict: district(),
  kkfNumber: text(30),
  btwnumber: text(30),
  businessDescription: text(2000),
}

/** What every new account gives: e-mail, a creation password and a name. */
const newAccountFields = () => ({
  email: email(),
  password: creationPassword(),
  firstName: vine.string().trim().minLength(1).maxLength(100),
  lastName: vine.string().trim().minLength(1).maxLength(100),
})

export const registerValidator = withMessages(
  vine.create(
    vine.object({
      ...newAccountFields(),
      phone: e164().optional(),
      role: vine.enum(SELF_REGISTRATION_ROLES).optional(),
      registrationMethod: vine.enum(['email', 'whatsapp'] as const).optional(),
      // Consent to the terms and privacy statement (/pages/algemene-voorwaarden, /pages/privacyverklaring). Optional,
      // as SPEC §7's register payload has no such field: a client that sends it must send it as given (false → 422).
      acceptTerms: vine.accepted().optional(),
      ...profileFields,
    })
  ),
  { ...CREATION_MESSAGES, 'acceptTerms.accepted': AUTH_MESSAGES.acceptTerms, 'acceptTerms.required': AUTH_MESSAGES.acceptTerms }
)

/** `node ace admin:create`: an admin account made from the command line (the first one after a deploy). */
export const adminAccountValidator = withMessages(vine.create(vine.object(newAccountFields())), CREATION_MESSAGES)

/** The second step of a sign-in (domain/two_factor.ts): a TOTP or recovery code, or a remembered device's token. */
function secondFactorFields() {
  return {
    twoFactorCode: vine.string().trim().minLength(1).maxLength(TWO_FACTOR_CODE_MAX).optional(),
    rememberDeviceToken: vine.string().trim().minLength(1).maxLength(100).optional(),
    rememberDevice: vine.boolean().optional(),
  }
}

export const emailLoginValidator = withMessages(
  vine.create(
    vine.object({ email: email(), password: vine.string().minLength(LOGIN_PASSWORD_MIN).maxLength(PASSWORD_MAX), ...secondFactorFields() })
  ),
  LOGIN_MESSAGES
)

export const whatsappLoginValidator = withMessages(
  vine.create(
    vine.object({
      phone: vine.string().trim().regex(spaced(LOGIN_PHONE_PATTERN)).transform(normalizePhone),
      password: vine.string().minLength(LOGIN_PASSWORD_MIN).maxLength(PASSWORD_MAX),
      ...secondFactorFields(),
    })
  ),
  LOGIN_MESSAGES
)

export const tokenValidator = withMessages(vine.create(vine.object({ token: vine.string().trim().minLength(1).maxLength(200) })), MESSAGES)

export const emailValidator = withMessages(vine.create(vine.object({ email: email() })), MESSAGES)

export const phoneValidator = withMessages(vine.create(vine.object({ phone: e164() })), MESSAGES)

export const phoneCodeValidator = withMessages(vine.create(vine.object({ phone: e164(), code: code() })), MESSAGES)

export const codeValidator = withMessages(vine.create(vine.object({ code: code() })), MESSAGES)

export const resetPasswordValidator = withMessages(
  vine.create(vine.object({ token: vine.string().trim().minLength(1).maxLength(200), password: creationPassword() })),
  CREATION_MESSAGES
)

export const changePasswordValidator = withMessages(
  vine.create(vine.object({ currentPassword: vine.string().maxLength(PASSWORD_MAX), newPassword: creationPassword() })),
  CREATION_MESSAGES
)

export const profileUpdateValidator = withMessages(
  vine.create(
    vine.object({
      firstName: vine.string().trim().minLength(1).maxLength(100).optional(),
      lastName: vine.string().trim().minLength(1).maxLength(100).optional(),
      ...profileFields,
    })
  ),
  MESSAGES
)

export const emailChangeValidator = withMessages(
  vine.create(vine.object({ newEmail: email(), password: vine.string().maxLength(PASSWORD_MAX) })),
  MESSAGES
)

export const phoneChangeValidator = withMessages(
  vine.create(
    vine.object({
      newPhone: e164(),
      verificationMethod: vine.enum(['current_phone', 'password'] as const),
      password: vine.string().maxLength(PASSWORD_MAX).optional().requiredWhen('verificationMethod', '=', 'password'),
    })
  ),
  MESSAGES
)

/** POST /api/auth/two-factor/enable. */
export const twoFactorEnableValidator = withMessages(
  vine.create(vine.object({ code: vine.string().trim().minLength(1).maxLength(TWO_FACTOR_CODE_MAX) })),
  MESSAGES
)

/** POST /api/auth/two-factor/disable: the password and a code (or a recovery code). */
export const twoFactorDisableValidator = withMessages(
  vine.create(
    vine.object({
      password: vine.string().minLength(1).maxLength(PASSWORD_MAX),
      code: vine.string().trim().minLength(1).maxLength(TWO_FACTOR_CODE_MAX),
    })
  ),
  MESSAGES
)
