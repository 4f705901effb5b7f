import type { pagesNl } from './nl.js'

export const pagesEn: Record<keyof typeof pagesNl, string> = {}
