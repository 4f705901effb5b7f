/* Fields of a rate the list, the page of one rate and the form share. */
import { Chip } from '@mui/material'
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin'
import { formatDateTime } from '#domain/format'
import { formatRate } from '#domain/currency_rates'
import { MANUAL_SOURCE, T, type CurrencyRate } from './currencyRate'

/** '1 EUR = 41,25 SRD' */
export function RateSentence({ from, to, rate }: { from: string; to: string; rate: string }) {
  const [locale] = useLocaleState()
  return (
    <span>
      1 {from} = {formatRate(rate, locale)} {to}
    </span>
  )
}

export function RateField() {
  const record = useRecordContext<CurrencyRate>()
  return record ? <RateSentence from={record.fromCurrency} to={record.toCurrency} rate={record.rate} /> : null
}

export function PairField() {
  const record = useRecordContext<CurrencyRate>()
  return record ? (
    <strong>
      {record.fromCurrency} → {record.toCurrency}
    </strong>
  ) : null
}

export function InUseChip({ record: given }: { record?: CurrencyRate }) {
  const translate = useTranslate()
  const record = useRecordContext<CurrencyRate>() ?? given
  if (!record) return null
  return record.inUse ? (
    <Chip size="small" color="success" label={translate(`${T}.in_use`)} />
  ) : (
    <Chip size="small" variant="outlined" label={translate(`${T}.replaced`)} />
  )
}

export function EnteredField() {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const record = useRecordContext<CurrencyRate>()
  if (!record) return null
  return (
    <span>
      {formatDateTime(record.createdAt, locale)} · {record.createdByName ?? translate(`${T}.seeded`)}
    </span>
  )
}

/** Where the rate comes from; the API's default 'handmatig' (entered by hand) in the reader's language. */
export function SourceField({ record: given }: { record?: CurrencyRate }) {
  const translate = useTranslate()
  const record = useRecordContext<CurrencyRate>() ?? given
  if (!record) return null
  return <span>{record.source === MANUAL_SOURCE ? translate(`${T}.manual`) : record.source}</span>
}
