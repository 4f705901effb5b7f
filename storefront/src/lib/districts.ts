/* SPEC §3: the districts of Suriname, as stored (value) and shown (label). */
export const DISTRICTS = [
  { value: 'paramaribo', label: 'Paramaribo' },
  { value: 'nickerie', label: 'Nickerie' },
  { value: 'commewijne', label: 'Commewijne' },
  { value: 'wanica', label: 'Wanica' },
  { value: 'brokopondo', label: 'Brokopondo' },
  { value: 'coronie', label: 'Coronie' },
  { value: 'marowijne', label: 'Marowijne' },
  { value: 'saramacca', label: 'Saramacca' },
] as const

export type District = (typeof DISTRICTS)[number]['value']
