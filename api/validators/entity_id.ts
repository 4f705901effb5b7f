/**
 * Route ids arrive as strings: '12' is an id, 'abc', '1.5', '-3' or an overflow are not.
 * Services treat a non-id as "not found", so a bad id is a 404 and never a 500.
 */
export function toEntityId(raw: unknown): number | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null
  const text = String(raw)
  if (!/^\d{1,10}$/.test(text)) return null
  const id = Number(text)
  return id >= 1 && id <= 2147483647 ? id : null
}
