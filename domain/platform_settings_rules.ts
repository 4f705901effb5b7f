/*
 * The platform settings an admin edits (SPEC §3 platform_settings): their tabs, the values each may
 * take and one Dutch message per field. Pure and shared: the API refuses anything else with these messages (and
 * saves nothing), the back office builds its tabs from SETTINGS_TABS. The stored shapes stay the ones their readers
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
  fees: ['platformCostPercentage', 'platformCostFixed', 'paymentFees', 'ticketswitchFeePercentage'],
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

type Rule =
  | { kind: 'text'; label: string; max: number; required?: boolean; singleLine?: boolean }
  | { kind: 'url'; label: string; max: number }
  | { kind: 'image'; label: string }
  | { kind: 'decimal'; label: string; min: number; max: number; as: 'string' | 'number' }
  | { kind: 'integer'; label: string; min: number; max: number }
  | { kind: 'boolean'; label: string }
  | { kind: 'choice'; label: string; choices: readonly string[]; choiceNames: string }

/** A nested setting (paymentFees, currencyConverter, whatsappFeatures): its own fields' rules. */
interface Group {
  kind: 'group'
  label: string
  fields: Record<string, Rule | Group>
}

const percentage = (label: string): Rule => ({ kind: 'decimal', label, min: 0, max: 100, as: 'number' })
/** A fixed fee in SRD; far above any real fee, low enough to catch a typed extra zero or two. */
const fixedFee = (label: string): Rule => ({ kind: 'decimal', label, min: 0, max: 10_000, as: 'number' })
const onOff = (label: string): Rule => ({ kind: 'boolean', label })

function methodRules(name: string, key: (part: keyof MethodFees) => string): Record<string, Rule> {
  return {
    [key('percentage')]: percentage(`${name}: percentage`),
    [key('fixed')]: fixedFee(`${name}: vast bedrag`),
    [key('btw')]: percentage(`${name}: btw`),
    [key('enabled')]: onOff(`${name} aanbieden`),
  }
}

const uni5pay = PAYMENT_METHODS.find((method) => method.provider === 'uni5pay')!

export const CONTACT_METHODS = ['email', 'whatsapp', 'both'] as const

/** Longest header or body tag: room for several analytics snippets, not for a page. */
export const MAX_TAG_LENGTH = 20_000
export const MAX_SEO_DESCRIPTION = 300

const RULES: Record<SettingsField, Rule | Group> = {
  websiteName: { kind: 'text', label: 'Websitenaam', max: 120, required: true, singleLine: true },
  websiteUrl: { kind: 'url', label: 'Webadres', max: 255 },
  logoUrl: { kind: 'image', label: 'Logo' },
  faviconUrl: { kind: 'image', label: 'Favicon' },
  socialMediaImageUrl: { kind: 'image', label: 'Afbeelding voor sociale media' },
  seoDescription: { kind: 'text', label: 'SEO-beschrijving', max: MAX_SEO_DESCRIPTION, singleLine: true },
  platformCostPercentage: { kind: 'decimal', label: 'Platformkosten (percentage)', min: 0, max: 100, as: 'string' },
  platformCostFixed: { kind: 'decimal', label: 'Platformkosten (vast bedrag)', min: 0, max: 10_000, as: 'string' },
  ticketswitchFeePercentage: { kind: 'decimal', label: 'Ticketswitch: doorverkoopkosten (percentage)', min: 0, max: 50, as: 'string' },
  paymentFees: {
    kind: 'group',
    label: 'Betaalkosten',
    fields: {
      uni5pay: { kind: 'group', label: uni5pay.name, fields: methodRules(uni5pay.name, (part) => part) },
      mollie: {
        kind: 'group',
        label: 'Mollie',
        fields: Object.assign({}, ...MOLLIE_METHODS.map((method) => methodRules(method.name, (part) => mollieKey(method.id, part)))),
      },
    },
  },
  currencyConverter: {
    kind: 'group',
    label: 'Valuta omrekenen',
    fields: { enabled: onOff('Valuta omrekenen'), markupPercentage: percentage('Opslag op de wisselkoers') },
  },
  reviewInvitationDelay: { kind: 'integer', label: 'Wachttijd voor de review-uitnodiging (uren)', min: 0, max: 720 },
  autoModerationEnabled: onOff('Automatische moderatie'),
  reviewDisplayMinRating: { kind: 'integer', label: 'Laagste getoonde beoordeling', min: 1, max: 5 },
  reviewResponseTimeLimit: { kind: 'integer', label: 'Reactietermijn voor reviews (uren)', min: 1, max: 8760 },
  whatsappFeatures: {
    kind: 'group',
    label: 'WhatsApp',
    fields: {
      checkoutEnabled: onOff('WhatsApp bij het afrekenen'),
      bothOptionEnabled: onOff('Keuze e-mail én WhatsApp'),
      defaultContactMethod: {
        kind: 'choice',
        label: 'Standaard contactmethode',
        choices: CONTACT_METHODS,
        choiceNames: 'e-mail, WhatsApp of beide',
      },
      surinamePhoneHint: { kind: 'text', label: 'Hulptekst bij het telefoonnummer', max: 120, required: true, singleLine: true },
    },
  },
  headerTag: { kind: 'text', label: 'Header-tag', max: MAX_TAG_LENGTH },
  bodyTag: { kind: 'text', label: 'Body-tag', max: MAX_TAG_LENGTH },
}

/* ---------- checking ---------- */

export type SettingsErrors = Record<string, string>

const nlNumber = (value: number) => value.toLocaleString('nl-NL', { maximumFractionDigits: 2 })
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** '2,5' and '2.5' and 2.5 → '2.5'; anything else null. Dutch admins type a comma. */
function decimalText(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null
  if (typeof value !== 'string') return null
  const text = value.trim().replace(',', '.')
  return /^-?\d+(\.\d+)?$/.test(text) ? text : null
}

type Checked = { ok: true; value: unknown } | { ok: false; message: string }

function checkRule(rule: Rule, value: unknown): Checked {
  const fail = (message: string): Checked => ({ ok: false, message })
  switch (rule.kind) {
    case 'text': {
      if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
        return rule.required ? fail(`${rule.label} is verplicht.`) : { ok: true, value: null }
      }
      if (typeof value !== 'string') return fail(`${rule.label} moet tekst zijn.`)
      const text = rule.singleLine ? value.trim() : value
      if (rule.singleLine && /[\r\n]/.test(text)) return fail(`${rule.label} moet op één regel passen.`)
      if (text.length > rule.max) return fail(`${rule.label} mag hoogstens ${nlNumber(rule.max)} tekens hebben.`)
      return { ok: true, value: text }
    }
    case 'url':
    case 'image': {
      if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return { ok: true, value: null }
      if (typeof value !== 'string') return fail(`${rule.label} moet een webadres zijn.`)
      const text = value.trim()
      if (rule.kind === 'image') return text.length > 500 ? fail(`${rule.label}: dit webadres is te lang.`) : { ok: true, value: text }
      if (text.length > rule.max || !isWebAddress(text))
        return fail(`${rule.label} moet een volledig webadres zijn, zoals https://suritickets.sr.`)
      return { ok: true, value: text }
    }
    case 'decimal': {
      const text = decimalText(value)
      if (value === null || value === undefined || value === '') return fail(`${rule.label} is verplicht.`)
      if (text === null) return fail(`${rule.label} moet een getal zijn.`)
      const number = Number(text)
      if (number < rule.min || number > rule.max)
        return fail(`${rule.label} moet tussen ${nlNumber(rule.min)} en ${nlNumber(rule.max)} liggen.`)
      if (/\.\d{3,}$/.test(text)) return fail(`${rule.label} mag hoogstens 2 cijfers achter de komma hebben.`)
      return { ok: true, value: rule.as === 'string' ? number.toFixed(2) : number }
    }
    case 'integer': {
      const text = decimalText(value)
      if (value === null || value === undefined || value === '') return fail(`${rule.label} is verplicht.`)
      if (text === null || !/^-?\d+$/.test(text)) return fail(`${rule.label} moet een heel getal zijn.`)
      const number = Number(text)
      if (number < rule.min || number > rule.max)
        return fail(`${rule.label} moet tussen ${nlNumber(rule.min)} en ${nlNumber(rule.max)} liggen.`)
      return { ok: true, value: number }
    }
    case 'boolean':
      return typeof value === 'boolean' ? { ok: true, value } : fail(`${rule.label} moet aan of uit staan.`)
    case 'choice':
      return typeof value === 'string' && rule.choices.includes(value)
        ? { ok: true, value }
        : fail(`${rule.label} moet een van deze zijn: ${rule.choiceNames}.`)
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
      errors[field] = name === 'emailTemplates' ? EMAIL_TEMPLATES_ELSEWHERE : `Onbekende instelling: ${field}.`
    } else if (rule.kind === 'group') {
      if (isPlainObject(value)) next[name] = mergeGroup(rule.fields, asObject(current[name]), value, field, errors)
      else errors[field] = `${rule.label}: stuur de instellingen als object.`
    } else {
      const checked = checkRule(rule, value)
      if (checked.ok) next[name] = checked.value
      else errors[field] = checked.message
    }
  }
  return next
}

const asObject = (value: unknown): Record<string, unknown> => (isPlainObject(value) ? value : {})

export const EMAIL_TEMPLATES_ELSEWHERE = 'E-mailsjablonen hebben hun eigen tabblad (/api/platform-settings/email-templates).'
export const NO_PAYMENT_METHOD_LEFT = 'Laat minstens één betaalmethode aan staan.'
export const WHATSAPP_DEFAULT_NEEDS_CHECKOUT = 'WhatsApp kan pas de standaard zijn als WhatsApp bij het afrekenen aan staat.'
export const BOTH_DEFAULT_NEEDS_OPTION = "'Beide' kan pas de standaard zijn als de keuze e-mail én WhatsApp aan staat."

/** Rules across fields, checked only for the groups that were sent (an older stored state never blocks another tab). */
function crossFieldErrors(next: EditableSettings, sent: Record<string, unknown>, errors: SettingsErrors) {
  const fieldsOf = (group: string) => Object.keys(errors).some((field) => field === group || field.startsWith(`${group}.`))
  if ('paymentFees' in sent && !fieldsOf('paymentFees')) {
    const anyOn = [uni5pay, ...MOLLIE_METHODS].some((method) => methodFees(next.paymentFees, method.id).enabled)
    if (!anyOn) errors.paymentFees = NO_PAYMENT_METHOD_LEFT
  }
  if ('whatsappFeatures' in sent) {
    const field = 'whatsappFeatures.defaultContactMethod'
    const w = next.whatsappFeatures
    if (field in errors) return
    if (w.defaultContactMethod !== 'email' && !w.checkoutEnabled) errors[field] = WHATSAPP_DEFAULT_NEEDS_CHECKOUT
    else if (w.defaultContactMethod === 'both' && !w.bothOptionEnabled) errors[field] = BOTH_DEFAULT_NEEDS_OPTION
  }
}

/**
 * Checks a (partial) change against the current settings. Every sent field is checked; the answer is the new
 * settings and the errors by field path ('paymentFees.mollie.idealFixed'). Any error means nothing may be saved.
 */
export function checkSettingsChange(current: EditableSettings, input: unknown): { next: EditableSettings; errors: SettingsErrors } {
  const errors: SettingsErrors = {}
  if (!isPlainObject(input)) return { next: current, errors: { settings: 'Stuur de instellingen als object.' } }
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
