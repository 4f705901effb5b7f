/*
 * The one id parser: every id (a path parameter, a body field, a page address) is a positive whole number
 * within PostgreSQL's integer range, the type of every id column. What a caller does with a non-id is its
 * own answer: a path parameter is "not found" (404), a body field a 422 on the field, a page its not-found view.
 * No framework imports: Node and browsers alike.
 */

/** PostgreSQL `integer` (serial ids): 2^31 − 1. */
export const MAX_ENTITY_ID = 2_147_483_647

/** 12 and '12' → 12; '012' → 12; 0, -3, 1.5, '1e3', ' 12', '0x10', '12abc', 2^31 or anything else → null. */
export function parseEntityId(raw: unknown): number | null {
  let id: number
  if (typeof raw === 'number') id = raw
  else if (typeof raw === 'string' && /^\d{1,10}$/.test(raw)) id = Number(raw)
  else return null
  return Number.isInteger(id) && id >= 1 && id <= MAX_ENTITY_ID ? id : null
}
