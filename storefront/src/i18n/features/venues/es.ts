import type { venuesNl } from './nl.js'

export const venuesEs: Record<keyof typeof venuesNl, string> = {}
