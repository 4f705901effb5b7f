/*
 * What any request may carry, whatever the route: text PostgreSQL can store (no NUL byte, no lone
 * UTF-16 surrogate) and JSON no deeper than a form could ever need. Checked before a handler runs
 * (api/middleware/input_guard_middleware.ts), so odd input is a 400 and never reaches a query.
 */

/** Deepest nesting of arrays and objects a JSON body may have; our deepest form needs 4. */
export const MAX_JSON_DEPTH = 32

/** No NUL (PostgreSQL text refuses it) and no lone surrogate (not encodable as UTF-8). */
export function isSafeText(text: string): boolean {
  return !text.includes('\0') && text.isWellFormed()
}

/** Whether any key or string inside a parsed value is unsafe; iterative, so depth cannot overflow it. */
export function containsUnsafeText(value: unknown): boolean {
  const pending: unknown[] = [value]
  while (pending.length > 0) {
    const item = pending.pop()
    if (typeof item === 'string') {
      if (!isSafeText(item)) return true
    } else if (Array.isArray(item)) {
      for (const child of item) pending.push(child)
    } else if (item !== null && typeof item === 'object' && Object.getPrototypeOf(item) === Object.prototype) {
      for (const [key, child] of Object.entries(item)) {
        if (!isSafeText(key)) return true
        pending.push(child)
      }
    }
  }
  return false
}

/** Whether JSON text nests arrays/objects deeper than max (brackets inside strings do not count). */
export function jsonDeeperThan(text: string, max: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i)
    if (inString) {
      if (char === 0x5c)
        i++ // backslash: skip the escaped character
      else if (char === 0x22) inString = false
    } else if (char === 0x22) {
      inString = true
    } else if (char === 0x5b || char === 0x7b) {
      if (++depth > max) return true
    } else if (char === 0x5d || char === 0x7d) {
      depth--
    }
  }
  return false
}

/** Keys that could reach an object's prototype when a body is merged or copied: dropped while parsing. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

export function isPrototypeKey(key: string): boolean {
  return PROTOTYPE_KEYS.has(key)
}
