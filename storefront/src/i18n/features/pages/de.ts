import type { pagesNl } from './nl.js'

export const pagesDe: Record<keyof typeof pagesNl, string> = {}
