import type { eventsNl } from './nl.js'

export const eventsEs: Record<keyof typeof eventsNl, string> = {}
