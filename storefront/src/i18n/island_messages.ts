/*
 * The strings an island gets as a prop: the keys of one prefix in one language, Dutch filling any gap (SPEC §1), so
 * the browser never loads the other dictionaries. (The buying islands' buyingMessages does the same by hand.)
 */
import type { Language } from './languages.js'

export function islandMessages<Key extends string, Prefix extends string>(
  dictionaries: Record<Language, Record<Key, string>>,
  lang: Language,
  prefix: Prefix
): Record<Extract<Key, `${Prefix}${string}`>, string> {
  const dutch = dictionaries.nl
  const chosen = dictionaries[lang]
  const picked = {} as Record<string, string>
  for (const key of Object.keys(dutch) as Key[]) {
    if (key.startsWith(prefix)) picked[key] = chosen[key] || dutch[key]
  }
  return picked as Record<Extract<Key, `${Prefix}${string}`>, string>
}
