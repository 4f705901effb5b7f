/*
 * How the API words the codes domain/ returns (a rule broken, a status, a field), through the one table of
 * api/exceptions/messages.ts; and the table's texts by the names that validators' message maps and the specs use.
 */
import type { RegistrationMethod } from '#domain/auth_types'
import type { RequiredRegistrationField } from '#domain/registration_rules'
import type { BuyerField } from '#domain/buyer_info'
import type { SaleStatus } from '#domain/sale_status'
import type { SocialNetwork } from '#domain/social_links'
import type { AmountListProblem, RateProblem } from '#domain/currency_rates'
import type { MoneyProblem } from '#domain/loket_shift'
import { MAX_SETTLEMENT_AMOUNT, type SettlementAmountProblem } from '#domain/agent_figures'
import { formatSrd } from '#domain/format'
import type { EventRuleCode } from '#domain/event_status'
import type { AccountRefusal, EmployerKind } from '#domain/user_admin_rules'
import type { AgentNotificationType } from '#domain/agent_partnerships'
import type { TemplatePart, TemplateProblem } from '#domain/email_templates'
import {
  CONTACT_METHODS,
  type MethodFees,
  type SettingLabel,
  type SettingName,
  type SettingsProblem,
} from '#domain/platform_settings_rules'
import { text, type MessageKey, type MessageRef, type PlainMessageKey } from '#exceptions/messages'

/** A required registration field left blank (domain/registration_rules.ts). */
export function missingRegistrationFieldText(field: RequiredRegistrationField, method: RegistrationMethod = 'email'): PlainMessageKey {
  switch (field) {
    case 'firstName':
      return 'FIRST_NAME_REQUIRED'
    case 'lastName':
      return 'LAST_NAME_REQUIRED'
    case 'email':
      return 'EMAIL_INVALID'
    case 'password':
      return 'PASSWORD_REQUIRED'
    case 'phone':
      return method === 'whatsapp' ? 'WHATSAPP_PHONE_REQUIRED' : 'PHONE_REQUIRED'
    case 'organizationName':
      return 'ORGANIZATION_NAME_REQUIRED'
    case 'district':
      return 'DISTRICT_REQUIRED'
  }
}

/** The checkout's buyer form: each field has one rule (domain/buyer_info.ts). */
export const BUYER_FIELD_TEXT = {
  firstName: 'BUYER_FIRST_NAME_REQUIRED',
  lastName: 'BUYER_LAST_NAME_REQUIRED',
  email: 'BUYER_EMAIL_INVALID',
  confirmEmail: 'BUYER_EMAIL_MISMATCH',
  phone: 'BUYER_PHONE_FORMAT',
  confirmPhone: 'BUYER_PHONE_MISMATCH',
} as const satisfies Record<BuyerField, PlainMessageKey>

/** A ticket type's sale status (SPEC §4) by its Dutch name. */
export const SALE_STATUS_TEXT = {
  offline: 'SALE_STATUS_OFFLINE',
  sold_out: 'SALE_STATUS_SOLD_OUT',
  not_yet_available: 'SALE_STATUS_NOT_YET_AVAILABLE',
  sale_ended: 'SALE_STATUS_SALE_ENDED',
  available: 'SALE_STATUS_AVAILABLE',
} as const satisfies Record<SaleStatus, PlainMessageKey>

/** The event rules (domain/event_status.ts); capacityExceeded fills in its total, venue and capacity. */
export const EVENT_RULE_TEXT = {
  endBeforeStart: 'EVENT_END_BEFORE_START',
  saleEndAfterEvent: 'EVENT_SALE_END_AFTER_EVENT',
  saleEndBeforeStart: 'EVENT_SALE_END_BEFORE_START',
  maxPerUserRequired: 'EVENT_MAX_PER_USER_REQUIRED',
  venueNotBookable: 'EVENT_VENUE_NOT_BOOKABLE',
  capacityExceeded: 'EVENT_CAPACITY_EXCEEDED',
  titleRequired: 'EVENT_TITLE_REQUIRED',
  categoryRequired: 'EVENT_CATEGORY_REQUIRED',
  datesRequired: 'EVENT_DATES_REQUIRED',
  venueRequired: 'EVENT_VENUE_REQUIRED',
  ticketTypeRequired: 'EVENT_TICKET_TYPE_REQUIRED',
} as const satisfies Record<EventRuleCode, MessageKey>

/** An agent's notification per type: its title and its message (domain/agent_partnerships.ts). */
const NOTIFICATION_TEXT = {
  partnership_approved: { title: 'NOTIFICATION_APPROVED_TITLE', message: 'NOTIFICATION_APPROVED' },
  partnership_rejected: { title: 'NOTIFICATION_REJECTED_TITLE', message: 'NOTIFICATION_REJECTED' },
  partnership_terminated: { title: 'NOTIFICATION_TERMINATED_TITLE', message: 'NOTIFICATION_TERMINATED' },
  partnership_permissions_updated: { title: 'NOTIFICATION_PERMISSIONS_UPDATED_TITLE', message: 'NOTIFICATION_PERMISSIONS_UPDATED' },
} as const satisfies Record<AgentNotificationType, { title: PlainMessageKey; message: MessageKey }>

/** The title and message a notification row stores: the organizer named, their own words (trimmed) quoted after it. */
export function notificationText(
  type: AgentNotificationType,
  organizer: string,
  responseMessage?: string | null
): { title: string; message: string } {
  const keys = NOTIFICATION_TEXT[type]
  const note = responseMessage?.trim()
  const message = text(keys.message, { organizer }) + (note ? text('NOTIFICATION_NOTE', { note }) : '')
  return { title: text(keys.title), message }
}

export const RATE_PROBLEM_TEXT = {
  notANumber: 'RATE_NOT_A_NUMBER',
  notPositive: 'RATE_NOT_POSITIVE',
  tooManyDecimals: 'RATE_TOO_MANY_DECIMALS',
  tooLarge: 'RATE_TOO_LARGE',
} as const satisfies Record<RateProblem, PlainMessageKey>

/** The amounts of a batch conversion (domain/currency_rates.ts parseAmountList). */
export const AMOUNT_LIST_TEXT = {
  notAList: 'AMOUNTS_NOT_A_LIST',
  tooMany: 'AMOUNTS_TOO_MANY',
  tooLarge: 'AMOUNTS_TOO_LARGE',
} as const satisfies Record<AmountListProblem, PlainMessageKey>

export const MONEY_PROBLEM_TEXT = {
  notANumber: 'CASH_NOT_A_NUMBER',
  negative: 'CASH_NEGATIVE',
  tooManyDecimals: 'CASH_TOO_MANY_DECIMALS',
  tooLarge: 'CASH_TOO_LARGE',
} as const satisfies Record<MoneyProblem, PlainMessageKey>

/** An agent's settlement amount; too large names the maximum. */
export const SETTLEMENT_AMOUNT_TEXT = {
  invalid: 'SETTLEMENT_AMOUNT_INVALID',
  notPositive: 'SETTLEMENT_AMOUNT_NOT_POSITIVE',
  tooManyDecimals: 'SETTLEMENT_AMOUNT_DECIMALS',
  tooLarge: { key: 'SETTLEMENT_AMOUNT_TOO_LARGE', params: { max: formatSrd(MAX_SETTLEMENT_AMOUNT) } },
} as const satisfies Record<SettlementAmountProblem, MessageRef>

/** A social link refused on its network (domain/social_links.ts). */
export const SOCIAL_LINK_TEXT = {
  facebook: 'SOCIAL_LINK_FACEBOOK',
  instagram: 'SOCIAL_LINK_INSTAGRAM',
  tiktok: 'SOCIAL_LINK_TIKTOK',
  youtube: 'SOCIAL_LINK_YOUTUBE',
  twitter: 'SOCIAL_LINK_TWITTER',
  whatsapp: 'SOCIAL_LINK_WHATSAPP',
  whatsappGroup: 'SOCIAL_LINK_WHATSAPP_GROUP',
  telegram: 'SOCIAL_LINK_TELEGRAM',
  linkedin: 'SOCIAL_LINK_LINKEDIN',
} as const satisfies Record<SocialNetwork, PlainMessageKey>

/** Why the admin may not change an account (domain/user_admin_rules.ts): a 403, or a 409 for one's own. */
export const ACCOUNT_REFUSAL_ERROR = {
  subAdminOnAdmin: 'SUB_ADMIN_ON_ADMIN',
  subAdminGrantsAdmin: 'SUB_ADMIN_GRANTS_ADMIN',
  ownAccount: 'OWN_ACCOUNT_CHANGE',
} as const satisfies Record<AccountRefusal, PlainMessageKey>

export const EMPLOYER_REQUIRED_TEXT = {
  organizer: 'EMPLOYER_ORGANIZER_REQUIRED',
  agent: 'EMPLOYER_AGENT_REQUIRED',
} as const satisfies Record<EmployerKind, PlainMessageKey>

export const EMPLOYER_UNKNOWN_TEXT = {
  organizer: 'EMPLOYER_ORGANIZER_UNKNOWN',
  agent: 'EMPLOYER_AGENT_UNKNOWN',
} as const satisfies Record<EmployerKind, PlainMessageKey>

/** A role whose records hang on the person (events, a team, venues): leaving it is refused. */
export const ROLE_IN_USE_ERROR = {
  organizer: 'ORGANIZER_ROLE_IN_USE',
  venue_operator: 'VENUE_OPERATOR_ROLE_IN_USE',
  agent: 'AGENT_ROLE_IN_USE',
} as const satisfies Record<string, PlainMessageKey>

const SETTING_NAME_TEXT = {
  websiteName: 'SETTING_WEBSITE_NAME',
  websiteUrl: 'SETTING_WEBSITE_URL',
  logo: 'SETTING_LOGO',
  favicon: 'SETTING_FAVICON',
  socialMediaImage: 'SETTING_SOCIAL_MEDIA_IMAGE',
  seoDescription: 'SETTING_SEO_DESCRIPTION',
  platformCostPercentage: 'SETTING_PLATFORM_COST_PERCENTAGE',
  platformCostFixed: 'SETTING_PLATFORM_COST_FIXED',
  ticketswitchFeePercentage: 'SETTING_TICKETSWITCH_FEE_PERCENTAGE',
  refundFeeOnOrganizerRefund: 'SETTING_REFUND_FEE_ON_ORGANIZER_REFUND',
  refundFeeOnBuyerCancel: 'SETTING_REFUND_FEE_ON_BUYER_CANCEL',
  paymentFees: 'SETTING_PAYMENT_FEES',
  currencyConverter: 'SETTING_CURRENCY_CONVERTER',
  markupPercentage: 'SETTING_MARKUP_PERCENTAGE',
  reviewInvitationDelay: 'SETTING_REVIEW_INVITATION_DELAY',
  autoModeration: 'SETTING_AUTO_MODERATION',
  reviewDisplayMinRating: 'SETTING_REVIEW_DISPLAY_MIN_RATING',
  reviewResponseTimeLimit: 'SETTING_REVIEW_RESPONSE_TIME_LIMIT',
  whatsapp: 'SETTING_WHATSAPP',
  whatsappCheckout: 'SETTING_WHATSAPP_CHECKOUT',
  whatsappBothOption: 'SETTING_WHATSAPP_BOTH_OPTION',
  defaultContactMethod: 'SETTING_DEFAULT_CONTACT_METHOD',
  phoneHint: 'SETTING_PHONE_HINT',
  whatsappTemplate: 'SETTING_WHATSAPP_TEMPLATE',
  headerTag: 'SETTING_HEADER_TAG',
  bodyTag: 'SETTING_BODY_TAG',
} as const satisfies Record<SettingName, PlainMessageKey>

const METHOD_PART_TEXT = {
  percentage: 'METHOD_FEE_PERCENTAGE',
  fixed: 'METHOD_FEE_FIXED',
  btw: 'METHOD_FEE_BTW',
  enabled: 'METHOD_ENABLED',
} as const satisfies Record<keyof MethodFees, MessageKey>

/** A setting's name: its own, or a payment method's brand name with the fee it is about. */
function settingLabel(label: SettingLabel): string {
  if ('name' in label) return text(SETTING_NAME_TEXT[label.name])
  return label.part ? text(METHOD_PART_TEXT[label.part], { method: label.method }) : label.method
}

const nlNumber = (value: number) => value.toLocaleString('nl-NL', { maximumFractionDigits: 2 })

const SETTING_PROBLEM_TEXT = {
  required: 'SETTING_REQUIRED',
  notText: 'SETTING_NOT_TEXT',
  notOneLine: 'SETTING_NOT_ONE_LINE',
  notWebAddress: 'SETTING_NOT_WEB_ADDRESS',
  webAddressTooLong: 'SETTING_WEB_ADDRESS_TOO_LONG',
  notFullWebAddress: 'SETTING_NOT_FULL_WEB_ADDRESS',
  notNumber: 'SETTING_NOT_A_NUMBER',
  tooManyDecimals: 'SETTING_TOO_MANY_DECIMALS',
  notWholeNumber: 'SETTING_NOT_WHOLE_NUMBER',
  notOnOff: 'SETTING_NOT_ON_OFF',
  notObject: 'SETTING_NOT_OBJECT',
} as const

/** A refused platform setting (`field` is its path, 'paymentFees.mollie.idealFixed'). */
export function settingsProblemText(problem: SettingsProblem, field: string): MessageRef {
  switch (problem.problem) {
    case 'unknownSetting':
      return { key: 'SETTING_UNKNOWN', params: { field } }
    case 'settingsNotObject':
      return 'SETTINGS_NOT_OBJECT'
    case 'emailTemplatesElsewhere':
      return 'SETTINGS_EMAIL_TEMPLATES_ELSEWHERE'
    case 'noPaymentMethodLeft':
      return 'SETTINGS_NO_PAYMENT_METHOD_LEFT'
    case 'whatsappDefaultNeedsCheckout':
      return 'SETTINGS_WHATSAPP_DEFAULT_NEEDS_CHECKOUT'
    case 'bothDefaultNeedsOption':
      return 'SETTINGS_BOTH_DEFAULT_NEEDS_OPTION'
    case 'tooLong':
      return { key: 'SETTING_TOO_LONG', params: { label: settingLabel(problem.label), max: nlNumber(problem.max) } }
    case 'outOfRange':
      return {
        key: 'SETTING_OUT_OF_RANGE',
        params: { label: settingLabel(problem.label), min: nlNumber(problem.min), max: nlNumber(problem.max) },
      }
    case 'notAChoice': {
      // The only choice among the settings is the default contact method.
      const choices = problem.choices === CONTACT_METHODS ? text('SETTINGS_CONTACT_METHOD_CHOICES') : problem.choices.join(', ')
      return { key: 'SETTING_NOT_A_CHOICE', params: { label: settingLabel(problem.label), choices } }
    }
    default:
      return { key: SETTING_PROBLEM_TEXT[problem.problem], params: { label: settingLabel(problem.label) } }
  }
}

const TEMPLATE_PART_TEXT = {
  subject: 'TEMPLATE_SUBJECT',
  heading: 'TEMPLATE_HEADING',
  body: 'TEMPLATE_BODY',
  footer: 'TEMPLATE_FOOTER',
} as const satisfies Record<TemplatePart, PlainMessageKey>

/** A refused part of an e-mail template; placeholders are written as the admin types them ('{name}'). */
export function templateProblemText(part: TemplatePart, problem: TemplateProblem): MessageRef {
  const name = text(TEMPLATE_PART_TEXT[part])
  const braced = (names: readonly string[]) => names.map((placeholder) => `{${placeholder}}`).join(', ')
  switch (problem.problem) {
    case 'required':
      return { key: 'TEMPLATE_PART_REQUIRED', params: { part: name } }
    case 'notOneLine':
      return { key: 'TEMPLATE_PART_NOT_ONE_LINE', params: { part: name } }
    case 'tooLong':
      return { key: 'TEMPLATE_PART_TOO_LONG', params: { part: name, max: problem.max.toLocaleString('nl-NL') } }
    case 'unknownPlaceholders':
      return problem.unknown.length === 1
        ? {
            key: 'TEMPLATE_UNKNOWN_PLACEHOLDER',
            params: { part: name, placeholder: braced(problem.unknown), known: braced(problem.known) },
          }
        : {
            key: 'TEMPLATE_UNKNOWN_PLACEHOLDERS',
            params: { part: name, placeholders: braced(problem.unknown), known: braced(problem.known) },
          }
  }
}

// ── Texts by the names that validators' message maps and the specs use ──────────────────────────────────────

/** The texts of several keys by local names. */
function textsOf<const Names extends Record<string, PlainMessageKey>>(names: Names): { readonly [N in keyof Names]: string } {
  return Object.fromEntries(Object.entries(names).map(([name, key]) => [name, text(key as PlainMessageKey)])) as {
    readonly [N in keyof Names]: string
  }
}

/** Signing in, registering and verifying (SPEC §5): the validators' messages. */
export const AUTH_MESSAGES = textsOf({
  acceptTerms: 'ACCEPT_TERMS_REQUIRED',
  invalidEmail: 'EMAIL_INVALID',
  loginPasswordMin: 'LOGIN_PASSWORD_TOO_SHORT',
  loginPhoneFormat: 'LOGIN_PHONE_FORMAT',
  creationPasswordMin: 'CREATION_PASSWORD_TOO_SHORT',
  firstNameRequired: 'FIRST_NAME_REQUIRED',
  lastNameRequired: 'LAST_NAME_REQUIRED',
  passwordRequired: 'PASSWORD_REQUIRED',
  organizationNameRequired: 'ORGANIZATION_NAME_REQUIRED',
  codeFormat: 'VERIFICATION_CODE_FORMAT',
  e164Format: 'PHONE_FORMAT',
})

/** The contact forms (SPEC §5): the validator's messages; `tooLong` keeps VineJS's {{ max }}. */
export const CONTACT_MESSAGES = textsOf({
  firstNameRequired: 'CONTACT_FIRST_NAME_REQUIRED',
  lastNameRequired: 'CONTACT_LAST_NAME_REQUIRED',
  invalidEmail: 'CONTACT_EMAIL_INVALID',
  phoneRequired: 'CONTACT_PHONE_REQUIRED',
  phoneFormat: 'CONTACT_PHONE_FORMAT',
  subjectRequired: 'CONTACT_SUBJECT_REQUIRED',
  messageTooShort: 'CONTACT_MESSAGE_TOO_SHORT',
  captchaRequired: 'CONTACT_CAPTCHA_REQUIRED',
  tooLong: 'CONTACT_TOO_LONG',
})

/** The counter-sale endpoints' answers. */
export const COUNTER_SALE_MESSAGES = textsOf({
  noShift: 'COUNTER_NO_OPEN_SHIFT',
  tenderedTooLow: 'COUNTER_TENDERED_TOO_LOW',
  tenderedRequired: 'COUNTER_TENDERED_REQUIRED',
  eventNotAllowed: 'COUNTER_EVENT_NOT_ALLOWED',
  typeNotAllowed: 'COUNTER_TYPE_NOT_ALLOWED',
  noPartnership: 'COUNTER_NO_PARTNERSHIP',
  eventNotOnSale: 'COUNTER_EVENT_NOT_ON_SALE',
  emptyCart: 'CART_EMPTY',
  contactNeeded: 'COUNTER_CONTACT_NEEDED',
})

/** An organizer's team endpoints and validator. */
export const TEAM_MESSAGES = textsOf({
  phoneTaken: 'TEAM_PHONE_TAKEN',
  role: 'TEAM_ROLE_INVALID',
  foreignEvents: 'TEAM_FOREIGN_EVENTS',
  foreignTicketTypes: 'TEAM_FOREIGN_TICKET_TYPES',
  notFound: 'TEAM_MEMBER_NOT_FOUND',
})

/** An agent's team: its own role and events texts (the e-mail and phone texts are the organizer team's). */
export const AGENT_TEAM_MESSAGES = textsOf({
  role: 'AGENT_TEAM_ROLE_INVALID',
  foreignEvents: 'AGENT_TEAM_FOREIGN_EVENTS',
  notFound: 'TEAM_MEMBER_NOT_FOUND',
})

/** The admin's users endpoints and validator. */
export const ADMIN_USER_MESSAGES = {
  ...textsOf({
    subAdminOnAdmin: 'SUB_ADMIN_ON_ADMIN',
    subAdminGrantsAdmin: 'SUB_ADMIN_GRANTS_ADMIN',
    ownAccount: 'OWN_ACCOUNT_CHANGE',
    lastAdmin: 'LAST_FULL_ADMIN',
    role: 'ROLE_INVALID',
    verifyOrganizersOnly: 'VERIFY_ORGANIZERS_ONLY',
    emailTaken: 'ACCOUNT_EMAIL_TAKEN',
    phoneTaken: 'ACCOUNT_PHONE_TAKEN',
    notFound: 'USER_NOT_FOUND',
  }),
  employerRequired: textsOf(EMPLOYER_REQUIRED_TEXT),
  employerUnknown: textsOf(EMPLOYER_UNKNOWN_TEXT),
  roleInUse: textsOf(ROLE_IN_USE_ERROR),
}

/** Agent partnerships: the endpoints' and the validator's texts. */
export const PARTNERSHIP_MESSAGES = textsOf({
  alreadyOpen: 'PARTNERSHIP_ALREADY_OPEN',
  transition: 'PARTNERSHIP_TRANSITION',
  notFound: 'PARTNERSHIP_NOT_FOUND',
  notificationNotFound: 'NOTIFICATION_NOT_FOUND',
  nothingToUpdate: 'PARTNERSHIP_NOTHING_TO_UPDATE',
  commission: 'PARTNERSHIP_COMMISSION_INVALID',
})

export const EMAIL_TEMPLATES_ELSEWHERE = text('SETTINGS_EMAIL_TEMPLATES_ELSEWHERE')
export const NO_PAYMENT_METHOD_LEFT = text('SETTINGS_NO_PAYMENT_METHOD_LEFT')
export const WHATSAPP_DEFAULT_NEEDS_CHECKOUT = text('SETTINGS_WHATSAPP_DEFAULT_NEEDS_CHECKOUT')
export const BOTH_DEFAULT_NEEDS_OPTION = text('SETTINGS_BOTH_DEFAULT_NEEDS_OPTION')
