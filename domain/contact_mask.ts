/*
 * Where tickets were sent, shown without giving the address away (the success page, whose
 * link may be forwarded; My tickets' resend buttons): enough for the buyer to recognise their own
 * mailbox or number. The mask has a fixed width so it does not tell the length of what it hides.
 */

const MASK = '•••'

/** 'anika.sewdien@gmail.com' → 'an•••@gmail.com'; a local part of one or two characters keeps one. */
export function maskEmail(email: string | null | undefined): string | null {
  const value = (email ?? '').trim()
  const at = value.lastIndexOf('@')
  if (at < 1 || at === value.length - 1) return null
  const local = Array.from(value.slice(0, at))
  const shown = local.slice(0, local.length > 2 ? 2 : 1).join('')
  return `${shown}${MASK}@${value.slice(at + 1).toLowerCase()}`
}

/** '+5978123456' → '+597 ••• 456': the first three digits (Suriname's country code) and the last three. */
export function maskPhone(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '')
  if (digits.length < 7) return null
  return `+${digits.slice(0, 3)} ${MASK} ${digits.slice(-3)}`
}
