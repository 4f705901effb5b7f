/** The eight districts of Suriname (SPEC §3): stored lowercase, shown with a capital. */
export const DISTRICTS = ['paramaribo', 'nickerie', 'commewijne', 'wanica', 'brokopondo', 'coronie', 'marowijne', 'saramacca'] as const

export type District = (typeof DISTRICTS)[number]

export const DISTRICT_NAMES: Record<District, string> = {
  paramaribo: 'Paramaribo',
  nickerie: 'Nickerie',
  commewijne: 'Commewijne',
  wanica: 'Wanica',
  brokopondo: 'Brokopondo',
  coronie: 'Coronie',
  marowijne: 'Marowijne',
  saramacca: 'Saramacca',
}

export function isDistrict(value: unknown): value is District {
  return typeof value === 'string' && (DISTRICTS as readonly string[]).includes(value)
}

/** Display name for a stored district; unknown values are shown as given, capitalised. */
export function districtName(value: string | null | undefined): string {
  if (!value) return ''
  const key = value.trim().toLowerCase()
  if (isDistrict(key)) return DISTRICT_NAMES[key]
  const raw = value.trim()
  return raw.charAt(0).toUpperCase() + raw.slice(1)
}
