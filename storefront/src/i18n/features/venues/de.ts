import type { venuesNl } from './nl.js'

export const venuesDe: Record<keyof typeof venuesNl, string> = {}
