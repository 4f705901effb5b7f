import type { DateTime } from 'luxon'

/** Cached decimal ratings ('4.5', '0.0') → 4.5, or null while there is nothing to average. */
export function ratingOrNull(value: string | number | null | undefined): number | null {
  const rating = Number(value)
  return Number.isFinite(rating) && rating > 0 ? rating : null
}

export function isoOrNull(value: DateTime | null | undefined): string | null {
  return value ? value.toISO() : null
}

export function iso(value: DateTime): string {
  return value.toISO() ?? ''
}

/** SPEC §2: organization name, else first and last name. */
export function personName(user: { organizationName?: string | null; firstName: string | null; lastName: string | null }): string {
  return user.organizationName?.trim() || [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ')
}
