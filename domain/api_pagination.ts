/*
 * Cursor pagination of the /api/v1 lists (docs/integrations.md#pagination): rows in ascending id order, a page of
 * `limit` rows, and an opaque `nextCursor` naming where the next page starts (null on the last page). A cursor is
 * base64url text; clients pass it back unchanged. Pure.
 */

export interface Page<T> {
  data: T[]
  nextCursor: string | null
}

/** The cursor after the row with this id. */
export function encodeCursor(afterId: number): string {
  return Buffer.from(JSON.stringify({ v: 1, after: afterId })).toString('base64url')
}

/** The id a cursor continues after; null for a cursor this API never issued. */
export function decodeCursor(cursor: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return null
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown
    if (typeof value !== 'object' || value === null) return null
    const { v, after } = value as { v?: unknown; after?: unknown }
    return v === 1 && Number.isSafeInteger(after) && (after as number) >= 0 && (after as number) <= 2147483647 ? (after as number) : null
  } catch {
    return null
  }
}

/** A page from rows fetched with limit + 1 (the extra row only says there is more). */
export function pageOf<R extends { id: number }>(rows: R[], limit: number): { rows: R[]; nextCursor: string | null } {
  const more = rows.length > limit
  const kept = more ? rows.slice(0, limit) : rows
  return { rows: kept, nextCursor: more ? encodeCursor(kept[kept.length - 1].id) : null }
}
