/* The public lists' filters (SPEC §5): what a visitor's filter value and search text mean. */

/** 'all', empty and whitespace mean "no filter" (SPEC §5). */
export function activeFilter(value: string | undefined | null): string | null {
  const trimmed = value?.trim()
  if (!trimmed || trimmed.toLowerCase() === 'all') return null
  return trimmed
}

/** '%' and '_' in a visitor's search text are literal characters. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
