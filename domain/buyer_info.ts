/*
 * The buyer form of checkout (SPEC §5 "Checkout buyer", §3 "Buyer info") and the reservation contact rule,
 * as one pure check shared by the storefront's form and the API.
 */
import { isE164, isEmail, normalizePhone } from './auth_rules.js'

export const CONTACT_METHODS = ['email', 'whatsapp', 'both'] as const
export type ContactMethod = (typeof CONTACT_METHODS)[number]

export interface BuyerInfo {
  contactMethod?: ContactMethod | null
  firstName?: string | null
  lastName?: string | null
  email?: string | null
  confirmEmail?: string | null
  phone?: string | null
  confirmPhone?: string | null
}

export interface BuyerRules {
  /** platform whatsappFeatures.checkoutEnabled: without it only name and e-mail are collected. */
  whatsappEnabled: boolean
  /** whatsappFeatures.bothOptionEnabled: 'both' may be chosen. */
  bothEnabled: boolean
}

/** The fields the form checks, each with its one rule. */
export type BuyerField = 'firstName' | 'lastName' | 'email' | 'confirmEmail' | 'phone' | 'confirmPhone'

/** Which rule a field breaks: left blank, not an address or number, not the same as the field it confirms. */
export type BuyerProblem = 'required' | 'invalid' | 'mismatch'

export function needsEmail(method: ContactMethod): boolean {
  return method === 'email' || method === 'both'
}

export function needsPhone(method: ContactMethod): boolean {
  return method === 'whatsapp' || method === 'both'
}

/** The contact method that applies: WhatsApp choices fall back to e-mail when the feature is off. */
export function effectiveContactMethod(info: BuyerInfo, rules: BuyerRules): ContactMethod {
  const method = info.contactMethod ?? 'email'
  if (!rules.whatsappEnabled) return 'email'
  if (method === 'both' && !rules.bothEnabled) return 'email'
  return method
}

/** Field → the rule it breaks, for every rule the form breaks; empty when the buyer may proceed. */
export function buyerInfoErrors(info: BuyerInfo, rules: BuyerRules): Partial<Record<BuyerField, BuyerProblem>> {
  const errors: Partial<Record<BuyerField, BuyerProblem>> = {}
  const method = effectiveContactMethod(info, rules)
  if (!info.firstName?.trim()) errors.firstName = 'required'
  if (!info.lastName?.trim()) errors.lastName = 'required'
  if (needsEmail(method)) {
    const email = info.email?.trim() ?? ''
    if (!isEmail(email)) errors.email = 'invalid'
    // Confirmation is asked only with the WhatsApp feature on (SPEC §5: "email method needs email and confirmation").
    else if (rules.whatsappEnabled && (info.confirmEmail ?? '').trim().toLowerCase() !== email.toLowerCase())
      errors.confirmEmail = 'mismatch'
  }
  if (needsPhone(method)) {
    const phone = normalizePhone(info.phone ?? '')
    if (!isE164(phone)) errors.phone = 'invalid'
    else if (normalizePhone(info.confirmPhone ?? '') !== phone) errors.confirmPhone = 'mismatch'
  }
  return errors
}

/**
 * The errors a form already shows, checked again after a change (SPEC §5 "Checkout buyer"): a field the buyer
 * corrected (or that a corrected neighbour now matches) loses its message at once; one still wrong keeps it.
 * Fields without a shown error get none before the next submit.
 */
export function remainingBuyerErrors<Message>(
  shown: Partial<Record<keyof BuyerInfo, Message>>,
  info: BuyerInfo,
  rules: BuyerRules
): Partial<Record<keyof BuyerInfo, Message>> {
  const found = buyerInfoErrors(info, rules)
  const remaining: Partial<Record<keyof BuyerInfo, Message>> = {}
  for (const field of Object.keys(shown) as (keyof BuyerInfo)[]) {
    if (field !== 'contactMethod' && found[field] !== undefined) remaining[field] = shown[field]
  }
  return remaining
}

/** SPEC §5 reservation rule: email or both needs buyerEmail; whatsapp or both needs buyerPhone. */
export function contactDetailsMatch(method: ContactMethod, buyerEmail?: string | null, buyerPhone?: string | null): boolean {
  if (needsEmail(method) && !buyerEmail) return false
  if (needsPhone(method) && !buyerPhone) return false
  return true
}
