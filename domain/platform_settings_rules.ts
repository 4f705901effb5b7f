/*
 * The platform settings an admin edits (SPEC §3 platform_settings): their tabs, the values each may
 * take and, per refused field, the rule it breaks as a code. Pure and shared: the API refuses anything else in its
 * own words (api/exceptions/messages.ts) and saves nothing, the back office builds its tabs from SETTINGS_TABS. The stored shapes stay the ones their readers
 * expect: paymentFees as domain/fees.ts and domain/payment_methods.ts read it, whatsappFeatures as
 * platform_defaults.ts declares it.
 */
import { DEFAULT_PLATFORM_SETTINGS, type WhatsappFeatures } from './platform_defaults.js'
import { PAYMENT_METHODS } from './payment_methods.js'

/** One payment method's fee settings as stored (Mollie's are prefixed with the method id: idealPercentage). */
export interface MethodFees {
  percentage: number
  fixed: number
  btw: number
  enabled: boolean
}

/** paymentFees: { uni5pay: { percentage, fixed, btw, enabled }, mollie: { idealPercentage, idealFixed, idealBtw, idealEnabled, ... } } */
export type PaymentFees = Record<string, Record<string, number | boolean>>

export interface CurrencyConverterSettings {
  enabled: boolean
  markupPercentage: number
}

/** Everything the settings page edits, as the API answers it (every payment method filled in). */
export interface EditableSettings {
  websiteName: string
  websiteUrl: string | null
  logoUrl: string | null
  faviconUrl: string | null
  socialMediaImageUrl: string | null
  seoDescription: string | null
  /** Decimal strings with two decimals, as the database holds them ('2.50'). */
  platformCostPercentage: string
  platformCostFixed: string
  paymentFees: PaymentFees
  /** The platform's share of a Ticketswitch resale, kept from the seller's payout ('5.00'). */
  ticketswitchFeePercentage: string
  /** Whether a refund returns the buyer's fees with the tickets: when the organizer refunds, and when the buyer cancels. */
  refundFeeOnOrganizerRefund: boolean
  refundFeeOnBuyerCancel: boolean
  currencyConverter: CurrencyConverterSettings
  reviewInvitationDelay: number
  autoModerationEnabled: boolean
  reviewDisplayMinRating: number
  reviewResponseTimeLimit: number
  whatsappFeatures: WhatsappFeatures
  headerTag: string | null
  bodyTag: string | null
}

export type SettingsField = keyof EditableSettings

/** The tabs of /platform-settings and the fields each one saves (e-mail templates have their own endpoints). */
export const SETTINGS_TABS = {
  site: ['websiteName', 'websiteUrl', 'logoUrl', 'faviconUrl', 'socialMediaImageUrl', 'seoDescription'],
  fees: [
    'platformCostPercentage',
    'platformCostFixed',
    'paymentFees',
    'ticketswitchFeePercentage',
    'refundFeeOnOrganizerRefund',
    'refundFeeOnBuyerCancel',
  ],
  currency: ['currencyConverter'],
  reviews: ['reviewInvitationDelay', 'autoModerationEnabled', 'reviewDisplayMinRating', 'reviewResponseTimeLimit'],
  whatsapp: ['whatsappFeatures'],
  tags: ['headerTag', 'bodyTag'],
} as const satisfies Record<string, readonly SettingsField[]>

export type SettingsTab = keyof typeof SETTINGS_TABS

/** Fields that hold one of our uploads (POST /api/uploads); the API checks that the upload exists. */
export const IMAGE_FIELDS = ['logoUrl', 'faviconUrl', 'socialMediaImageUrl'] as const satisfies readonly SettingsField[]

export const MOLLIE_METHODS = PAYMENT_METHODS.filter((method) => method.provider === 'mollie')

/** The stored key of a Mollie method's setting: ('ideal', 'percentage') → 'idealPercentage'. */
export const mollieKey = (methodId: string, part: keyof MethodFees) => `${methodId}${part.charAt(0).toUpperCase()}${part.slice(1)}`

/* ---------- rules ---------- */

/** The settings (and groups of settings) that have a name of their own on the page. */
export type SettingName =
  | 'websiteName'
  | 'websiteUrl'
  | 'logo'
  | 'favicon'
  | 'socialMediaImage'
  | 'seoDescription'
  | 'platformCostPercentage'
  | 'platformCostFixed'
  | 'ticketswitchFeePercentage'
  | 'refundFeeOnOrganizerRefund'
  | 'refundFeeOnBuyerCancel'
  | 'paymentFees'
  | 'currencyConverter'
  | 'markupPercentage'
  | 'reviewInvitationDelay'
  | 'autoModeration'
  | 'reviewDisplayMinRating'
  | 'reviewResponseTimeLimit'
  | 'whatsapp'
  | 'whatsappCheckout'
  | 'whatsappBothOption'
  | 'defaultContactMethod'
  | 'phoneHint'
  | 'whatsappTemplate'
  | 'headerTag'
  | 'bodyTag'

/** What a refused field is called: a setting's own name, or a payment method (its brand name) and one of its four fees. */
export type SettingLabel = { name: SettingName } | { method: string; part?: keyof MethodFees }

type Rule =
  | { kind: 'text'; label: SettingLabel; max: number; required?: boolean; singleLine?: boolean }
  | { kind: 'url'; label: SettingLabel; max: number }
  | { kind: 'image'; label: SettingLabel }
  | { kind: 'decimal'; label: SettingLabel; min: number; max: number; as: 'string' | 'number' }
  | { kind: 'integer'; label: SettingLabel; min: number; max: number }
  | { kind: 'boolean'; label: SettingLabel }
  | { kind: 'choice'; label: SettingLabel; choices: readonly string[] }

/** A nested setting (paymentFees, currencyConverter, whatsappFeatures): its own fields' rules. */
interface Group {
  kind: 'group'
  label: SettingLabel
  fields: Record<string, Rule | Group>
}

const named = (name: SettingName): SettingLabel => ({ name })
const percentage = (label: SettingLabel): Rule => ({ kind: 'decimal', label, min: 0, max: 100, as: 'number' })
/** A fixed fee in SRD; far above any real fee, low enough to catch a typed extra zero or two. */
const fixedFee = (label: SettingLabel): Rule => ({ kind: 'decimal', label, min: 0, max: 10_000, as: 'number' })
const onOff = (label: SettingLabel): Rule => ({ kind: 'boolean', label })

function methodRules(method: string, key: (part: keyof MethodFees) => string): Record<string, Rule> {
  return {
    [key('percentage')]: percentage({ method, part: 'percentage' }),
    [key('fixed')]: fixedFee({ method, part: 'fixed' }),
    [key('btw')]: percentage({ method, part: 'btw' }),
    [key('enabled')]: onOff({ method, part: 'enabled' }),
  }
}

const uni5pay = PAYMENT_METHODS.find((method) => method.provider === 'uni5pay')!

export const CONTACT_METHODS = ['email', 'whatsapp', 'both'] as const

/** Longest header or body tag: room for several analytics snippets, not for a page. */
export const MAX_TAG_LENGTH = 20_000
export const MAX_SEO_DESCRIPTION = 300

const RULES: Record<SettingsField, Rule | Group> = {
  websiteName: { kind: 'text', label: named('websiteName'), max: 120, required: true, singleLine: true },
  websiteUrl: { kind: 'url', label: named('websiteUrl'), max: 255 },
  logoUrl: { kind: 'image', label: named('logo') },
  faviconUrl: { kind: 'image', label: named('favicon') },
  socialMediaImageUrl: { kind: 'image', label: named('socialMediaImage') },
  seoDescription: { kind: 'text', label: named('seoDescription'), max: MAX_SEO_DESCRIPTION, singleLine: true },
  platformCostPercentage: { kind: 'decimal', label: named('platformCostPercentage'), min: 0, max: 100, as: 'string' },
  platformCostFixed: { kind: 'decimal', label: named('platformCostFixed'), min: 0, max: 10_000, as: 'string' },
  ticketswitchFeePercentage: { kind: 'decimal', label: named('ticketswitchFeePercentage'), min: 0, max: 50, as: 'string' },
  refundFeeOnOrganizerRefund: onOff(named('refundFeeOnOrganizerRefund')),
  refundFeeOnBuyerCancel: onOff(named('refundFeeOnBuyerCancel')),
  paymentFees: {
    kind: 'group',
    label: named('paymentFees'),
    fields: {
      uni5pay: { kind: 'group', label: { method: uni5pay.name }, fields: methodRules(uni5pay.name, (part) => part) },
      mollie: {
        kind: 'group',
        label: { method: 'Mollie' },
        fields: Object.assign({}, ...MOLLIE_METHODS.map((method) => methodRules(method.name, (part) => mollieKey(method.id, part)))),
      },
    },
  },
  currencyConverter: {
    kind: 'group',
    label: named('currencyConverter'),
    fields: { enabled: onOff(named('currencyConverter')), markupPercentage: percentage(named('markupPercentage')) },
  },
  reviewInvitationDelay: { kind: 'integer', label: named('reviewInvitationDelay'), min: 0, max: 720 },
  autoModerationEnabled: onOff(named('autoModeration')),
  reviewDisplayMinRating: { kind: 'integer', label: named('reviewDisplayMinRating'), min: 1, max: 5 },
  reviewResponseTimeLimit: { kind: 'integer', label: named('reviewResponseTimeLimit'), min: 1, max: 8760 },
  whatsappFeatures: {
    kind: 'group',
    label: named('whatsapp'),
    fields: {
      checkoutEnabled: onOff(named('whatsappCheckout')),
      bothOptionEnabled: onOff(named('whatsappBothOption')),
      defaultContactMethod: { kind: 'choice', label: named('defaultContactMethod'), choices: CONTACT_METHODS },
      surinamePhoneHint: { kind: 'text', label: named('phoneHint'), max: 120, required: true, singleLine: true },
      attendeeMessageTemplate: { kind: 'text', label: named('whatsappTemplate'), max: 512, singleLine: true },
      reminderTemplate: { kind: 'text', label: named('whatsappTemplate'), max: 512, singleLine: true },
    },
  },
  headerTag: { kind: 'text', label: named('headerTag'), max: MAX_TAG_LENGTH },
  bodyTag: { kind: 'text', label: named('bodyTag'), max: MAX_TAG_LENGTH },
}

/* ---------- checking ---------- */

/** Why a field is refused, with the field's label and the values the rule names. */
export type SettingsProblem =
  | {
      problem:
        | 'required'
        | 'notText'
        | 'notOneLine'
        | 'notWebAddress'
        | 'webAddressTooLong'
        | 'notFullWebAddress'
        | 'notNumber'
        | 'tooManyDecimals'
        | 'notWholeNumber'
        | 'notOnOff'
        | 'notObject'
      label: SettingLabel
    }
  | { problem: 'tooLong'; label: SettingLabel; max: number }
  | { problem: 'outOfRange'; label: SettingLabel; min: number; max: number }
  | { problem: 'notAChoice'; label: SettingLabel; choices: readonly string[] }
  /** A field the settings do not have (its path is the errors' key). */
  | { problem: 'unknownSetting' }
  | { problem: 'emailTemplatesElsewhere' | 'noPaymentMethodLeft' | 'whatsappDefaultNeedsCheckout' | 'bothDefaultNeedsOption' }
  /** The whole body is not an object. */
  | { problem: 'settingsNotObject' }

/** Field path ('paymentFees.mollie.idealFixed') → why it is refused. */
export type SettingsErrors = Record<string, SettingsProblem>

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** '2,5' and '2.5' and 2.5 → '2.5'; anything else null. Dutch admins type a comma. */
function decimalText(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null
  if (typeof value !== 'string') return null
  const text = value.trim().replace(',', '.')
  return /^-?\d+(\.\d+)?$/.test(text) ? text : null
}

type Checked = { ok: true; value: unknown } | { ok: false; problem: SettingsProblem }

function checkRule(rule: Rule, value: unknown): Checked {
  const label = rule.label
  const fail = (problem: SettingsProblem['problem']): Checked => ({ ok: false, problem: { problem, label } as SettingsProblem })
  const outOfRange = (min: number, max: number): Checked => ({ ok: false, problem: { problem: 'outOfRange', label, min, max } })
  switch (rule.kind) {
    case 'text': {
      if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
        return rule.required ? fail('required') : { ok: true, value: null }
      }
      if (typeof value !== 'string') return fail('notText')
      const text = rule.singleLine ? value.trim() : value
      if (rule.singleLine && /[\r\n]/.test(text)) return fail('notOneLine')
      if (text.length > rule.max) return { ok: false, problem: { problem: 'tooLong', label, max: rule.max } }
      return { ok: true, value: text }
    }
    case 'url':
    case 'image': {
      if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return { ok: true, value: null }
      if (typeof value !== 'string') return fail('notWebAddress')
      const text = value.trim()
      if (rule.kind === 'image') return text.length > 500 ? fail('webAddressTooLong') : { ok: true, value: text }
      if (text.length > rule.max || !isWebAddress(text)) return fail('notFullWebAddress')
      return { ok: true, value: text }
    }
    case 'decimal': {
      const text = decimalText(value)
      if (value === null || value === undefined || value === '') return fail('required')
      if (text === null) return fail('notNumber')
      const number = Number(text)
      if (number < rule.min || number > rule.max) return outOfRange(rule.min, rule.max)
      if (/\.\d{3,}$/.test(text)) return fail('tooManyDecimals')
      return { ok: true, value: rule.as === 'string' ? number.toFixed(2) : number }
    }
    case 'integer': {
      const text = decimalText(value)
      if (value === null || value === undefined || value === '') return fail('required')
      if (text === null || !/^-?\d+$/.test(text)) return fail('notWholeNumber')
      const number = Number(text)
      if (number < rule.min || number > rule.max) return outOfRange(rule.min, rule.max)
      return { ok: true, value: number }
    }
    case 'boolean':
      return typeof value === 'boolean' ? { ok: true, value } : fail('notOnOff')
    case 'choice':
      return typeof value === 'string' && rule.choices.includes(value)
        ? { ok: true, value }
        : { ok: false, problem: { problem: 'notAChoice', label, choices: rule.choices } }
  }
}

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') && !/\s/.test(text)
  } catch {
    return false
  }
}

/** `current` with the sent fields of `input` checked and merged in; a nested group merges field by field. */
function mergeGroup(
  fields: Record<string, Rule | Group>,
  current: Record<string, unknown>,
  input: Record<string, unknown>,
  path: string,
  errors: SettingsErrors
): Record<string, unknown> {
  const next: Record<string, unknown> = { ...current }
  for (const [name, value] of Object.entries(input)) {
    const field = path ? `${path}.${name}` : name
    const rule = Object.hasOwn(fields, name) ? fields[name] : undefined
    if (!rule) {
      errors[field] = { problem: name === 'emailTemplates' ? 'emailTemplatesElsewhere' : 'unknownSetting' }
    } else if (rule.kind === 'group') {
      if (isPlainObject(value)) next[name] = mergeGroup(rule.fields, asObject(current[name]), value, field, errors)
      else errors[field] = { problem: 'notObject', label: rule.label }
    } else {
      const checked = checkRule(rule, value)
      if (checked.ok) next[name] = checked.value
      else errors[field] = checked.problem
    }
  }
  return next
}

const asObject = (value: unknown): Record<string, unknown> => (isPlainObject(value) ? value : {})

/** Rules across fields, checked only for the groups that were sent (an older stored state never blocks another tab). */
function crossFieldErrors(next: EditableSettings, sent: Record<string, unknown>, errors: SettingsErrors) {
  const fieldsOf = (group: string) => Object.keys(errors).some((field) => field === group || field.startsWith(`${group}.`))
  if ('paymentFees' in sent && !fieldsOf('paymentFees')) {
    const anyOn = [uni5pay, ...MOLLIE_METHODS].some((method) => methodFees(next.paymentFees, method.id).enabled)
    if (!anyOn) errors.paymentFees = { problem: 'noPaymentMethodLeft' }
  }
  if ('whatsappFeatures' in sent) {
    const field = 'whatsappFeatures.defaultContactMethod'
    const w = next.whatsappFeatures
    if (field in errors) return
    if (w.defaultContactMethod !== 'email' && !w.checkoutEnabled) errors[field] = { problem: 'whatsappDefaultNeedsCheckout' }
    else if (w.defaultContactMethod === 'both' && !w.bothOptionEnabled) errors[field] = { problem: 'bothDefaultNeedsOption' }
  }
}

/**
 * Checks a (partial) change against the current settings. Every sent field is checked; the answer is the new
 * settings and the errors by field path ('paymentFees.mollie.idealFixed'). Any error means nothing may be saved.
 */
export function checkSettingsChange(current: EditableSettings, input: unknown): { next: EditableSettings; errors: SettingsErrors } {
  const errors: SettingsErrors = {}
  if (!isPlainObject(input)) return { next: current, errors: { settings: { problem: 'settingsNotObject' } } }
  const next = mergeGroup(RULES, current as unknown as Record<string, unknown>, input, '', errors) as unknown as EditableSettings
  crossFieldErrors(next, input, errors)
  return { next, errors }
}

/* ---------- normalising what is stored ---------- */

const number = (value: unknown, fallback = 0) => {
  const text = decimalText(value)
  return text === null ? fallback : Number(text)
}
const enabled = (value: unknown) => !(value === false || value === 0 || value === 'false')

/** One method's fees out of paymentFees, missing parts as 0 and on (what checkout already assumes). */
export function methodFees(paymentFees: Record<string, unknown> | null | undefined, methodId: string): MethodFees {
  const isUni5pay = methodId === uni5pay.id
  const provider = asObject(paymentFees?.[isUni5pay ? 'uni5pay' : 'mollie'])
  const key = (part: keyof MethodFees) => (isUni5pay ? part : mollieKey(methodId, part))
  return {
    percentage: number(provider[key('percentage')]),
    fixed: number(provider[key('fixed')]),
    btw: number(provider[key('btw')]),
    enabled: enabled(provider[key('enabled')]),
  }
}

/** paymentFees with every method's four settings present (the form shows them all; audit compares like with like). */
export function completePaymentFees(stored: Record<string, unknown> | null | undefined): PaymentFees {
  const mollie: Record<string, number | boolean> = {}
  for (const method of MOLLIE_METHODS) {
    const fees = methodFees(stored, method.id)
    for (const part of Object.keys(fees) as (keyof MethodFees)[]) mollie[mollieKey(method.id, part)] = fees[part]
  }
  return { uni5pay: { ...methodFees(stored, uni5pay.id) }, mollie }
}

/** The converter as stored, with SPEC's defaults for what is missing. */
export function completeCurrencyConverter(stored: Record<string, unknown> | null | undefined): CurrencyConverterSettings {
  const defaults = DEFAULT_PLATFORM_SETTINGS.currencyConverter
  return {
    enabled: enabled(stored?.enabled ?? defaults.enabled),
    markupPercentage: number(stored?.markupPercentage, defaults.markupPercentage),
  }
}

/** A settings value as flat fields ('paymentFees.uni5pay.percentage'), so the audit trail names each one that changed. */
export function flattenSettings(value: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  const flat: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (isPlainObject(item)) Object.assign(flat, flattenSettings(item, path))
    else flat[path] = item
  }
  return flat
}
