import type { pagesNl } from './nl.js'

export const pagesFr: Record<keyof typeof pagesNl, string> = {}
