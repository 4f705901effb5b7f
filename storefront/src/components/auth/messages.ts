/* Translation inside the auth islands: the page passes the 'auth.*' strings of its language as a prop. */
import type { AuthKey, AuthMessages } from '../../i18n/features/auth/nl'
import type { LoginKey, LoginMessages } from '../../i18n/features/auth'

export type { AuthKey, AuthMessages, LoginKey, LoginMessages }
export type Translate = (key: AuthKey, params?: Record<string, string | number>) => string

export function makeTranslate(messages: AuthMessages): Translate {
  return makeTranslateFor(messages)
}

/** The same lookup for any island's prop dictionary ('{name}' placeholders, the key when missing). */
export function makeTranslateFor<K extends string>(
  messages: Record<K, string>
): (key: K, params?: Record<string, string | number>) => string {
  return (key, params) => {
    const text = messages[key] ?? key
    if (!params) return text
    return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match))
  }
}

/** Any auth island's `t` (a full Translate included) can serve the login form. */
export type LoginTranslate = (key: LoginKey, params?: Record<string, string | number>) => string
