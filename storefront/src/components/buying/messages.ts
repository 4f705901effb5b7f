/* Translation inside the buying islands: the page passes the 'buy.*' strings of its language as a prop. */
import type { IslandKey, IslandMessages } from '../../i18n/features/buying'

export type { IslandKey, IslandMessages }
export type BuyTranslate = (key: IslandKey, params?: Record<string, string | number>) => string

export function makeBuyTranslate(messages: IslandMessages): BuyTranslate {
  return (key, params) => {
    const text = messages[key] ?? key
    if (!params) return text
    return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match))
  }
}
