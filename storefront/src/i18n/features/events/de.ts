import type { eventsNl } from './nl.js'

export const eventsDe: Record<keyof typeof eventsNl, string> = {}
