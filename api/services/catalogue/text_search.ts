/*
 * A typed search as the back office's lists run it (orders, users, refunds): part of a text, case-insensitive,
 * matched with LIKE against a lower-cased expression that a trigram index serves.
 */

/** The LIKE pattern for "contains this text", with LIKE's own characters taken literally. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** What a typed search may also mean: a phone number typed with spaces or dashes ('+597 812-3456'). */
export function searchTerms(q: string): string[] {
  const compact = q.replace(/[\s\-()]/g, '')
  return compact !== q && /^\+?\d{4,}$/.test(compact) ? [q, compact] : [q]
}
