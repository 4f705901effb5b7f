import type { eventsNl } from './nl.js'

export const eventsEn: Record<keyof typeof eventsNl, string> = {}
