import type { eventsNl } from './nl.js'

export const eventsFr: Record<keyof typeof eventsNl, string> = {}
