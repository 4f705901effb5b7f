import type { venuesNl } from './nl.js'

export const venuesEn: Record<keyof typeof venuesNl, string> = {}
