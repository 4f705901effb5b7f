/*
 * Amounts on lists and show pages in the reader's language: 'SRD 150,-' and 'SRD 12,50' in Dutch (SPEC §9),
 * 'SRD 150' and 'SRD 12.50' in English; percentages '10 %' and '10%'. The same domain/format.ts the storefront uses.
 */
import { useLocaleState } from 'react-admin'
import { formatPercent, formatSrd } from '#domain/format'

/** An amount as text in a given language's format; what useMoney() returns, handed to helpers outside components. */
export type Money = (amount: unknown, currency?: string) => string

/** A formatter bound to the language in use: money(amount, currency?). */
export function useMoney(): Money {
  const [locale] = useLocaleState()
  return (amount, currency) => formatSrd(amount, currency, locale)
}

export function AmountText({ amount, currency }: { amount: unknown; currency?: string }) {
  return <>{useMoney()(amount, currency)}</>
}

export function PercentText({ value }: { value: unknown }) {
  const [locale] = useLocaleState()
  return <>{formatPercent(value, locale)}</>
}
