/* How a code reads on the list, in the reader's language: its value with its unit, the types it reaches, uses, window. */
import { useLocaleState, useTranslate } from 'react-admin'
import { formatDateTime, formatPercent } from '#domain/format'
import { useMoney } from '../../inputs/AmountText'
import type { CodeTicketType } from './api'
import { T, type DiscountCodeRecord } from './types'

export function useCodeTexts(types: ReadonlyMap<number, CodeTicketType>) {
  const translate = useTranslate()
  const money = useMoney()
  const [locale] = useLocaleState()
  const names = (ids: readonly number[]) => ids.map((id) => types.get(id)?.name ?? `#${id}`).join(', ')
  const moment = (value: string) => formatDateTime(value, locale)
  return {
    money,
    /** '25 %', 'SRD 10,-', or 'Toegang' (with its percentage when it also lowers the price). */
    value(record: DiscountCodeRecord): string {
      if (record.kind === 'fixed') return money(record.value)
      if (record.kind === 'percentage') return formatPercent(record.value, locale)
      return Number(record.value) > 0
        ? translate(`${T}.list.access_with_discount`, { value: formatPercent(record.value, locale) })
        : translate(`${T}.list.access`)
    },
    appliesTo(record: DiscountCodeRecord): string {
      if (record.kind === 'access') return translate(`${T}.list.unlocks`, { names: names(record.unlocksTicketTypeIds) })
      return record.ticketTypeIds.length === 0 ? translate(`${T}.list.all_types`) : names(record.ticketTypeIds)
    },
    /** '3', or '3 van 100' when the code has a maximum. */
    uses(record: DiscountCodeRecord): string {
      return record.maxUses === null ? String(record.uses) : translate(`${T}.list.uses_of`, { uses: record.uses, max: record.maxUses })
    },
    window(record: DiscountCodeRecord): string {
      const { validFrom: from, validUntil: until } = record
      if (from && until) return translate(`${T}.list.window_both`, { from: moment(from), until: moment(until) })
      if (from) return translate(`${T}.list.window_from`, { from: moment(from) })
      if (until) return translate(`${T}.list.window_until`, { until: moment(until) })
      return translate(`${T}.list.window_always`)
    },
  }
}
