import type { pagesNl } from './nl.js'

export const pagesEs: Record<keyof typeof pagesNl, string> = {}
