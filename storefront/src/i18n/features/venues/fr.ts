import type { venuesNl } from './nl.js'

export const venuesFr: Record<keyof typeof venuesNl, string> = {}
