/* Translation inside the auth islands: the page passes the 'auth.*' strings of its language as a prop. */
import type { AuthKey, AuthMessages } from '../../i18n/features/auth/nl'

export type { AuthKey, AuthMessages }
export type Translate = (key: AuthKey, params?: Record<string, string | number>) => string

export function makeTranslate(messages: AuthMessages): Translate {
  return (key, params) => {
    const text = messages[key] ?? key
    if (!params) return text
    return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match))
  }
}
