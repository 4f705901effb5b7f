import { useEffect, useState } from 'react'
import { Alert, Box } from '@mui/material'
import { useWatch } from 'react-hook-form'
import { Create, SelectInput, SimpleForm, TextInput, maxLength, required, useDataProvider, useTranslate, type Validator } from 'react-admin'
import { RATE_CURRENCIES, rateProblem, rateText } from '#domain/currency_rates'
import { RateSentence } from './RateParts'
import { T, type CurrencyRate } from './currencyRate'

const currencyChoices = RATE_CURRENCIES.map((code) => ({ id: code, name: code }))

/** domain/currency_rates.ts, the rule the API applies too; the problem in the reader's language. */
const validRate: Validator = (value) => {
  if (value === undefined || value === null || value === '') return undefined
  const problem = rateProblem(value)
  return problem ? `${T}.rate_problems.${problem}` : undefined
}

const otherThanFrom: Validator = (value, values) => (value && value === values.fromCurrency ? `${T}.same_currency` : undefined)

/** What the pair uses now, and what the new rate will make of it. */
function PairNow() {
  const translate = useTranslate()
  const dataProvider = useDataProvider()
  const [from, to, rate] = useWatch({ name: ['fromCurrency', 'toCurrency', 'rate'] }) as (string | undefined)[]
  const [current, setCurrent] = useState<CurrencyRate | null | undefined>(undefined)

  useEffect(() => {
    if (!from || !to || from === to) return setCurrent(undefined)
    let live = true
    dataProvider
      .getList<CurrencyRate>('currency-rates', {
        filter: { fromCurrency: from, toCurrency: to },
        sort: { field: 'createdAt', order: 'DESC' },
        pagination: { page: 1, perPage: 1 },
      })
      .then(({ data }) => live && setCurrent(data[0] ?? null))
      .catch(() => live && setCurrent(undefined))
    return () => {
      live = false
    }
  }, [dataProvider, from, to])

  if (!from || !to || from === to) return null
  const newRate = rate && !rateProblem(rate) ? rateText(rate) : null
  return (
    <Box sx={{ display: 'grid', gap: 1, mb: 2 }} data-testid="rate-pair-now">
      {current === null && <Alert severity="info">{translate(`${T}.pair_new`)}</Alert>}
      {current && (
        <Alert severity="info">
          {translate(`${T}.pair_current`)} <RateSentence from={current.fromCurrency} to={current.toCurrency} rate={current.rate} />
        </Alert>
      )}
      {newRate && (
        <Alert severity="success">
          {translate(`${T}.pair_after`)} <RateSentence from={from} to={to} rate={newRate} />
        </Alert>
      )}
    </Box>
  )
}

/** A new rate for a pair; the pair's older rates stay as its history. */
export function CurrencyRateCreate() {
  return (
    <Create redirect="list">
      <SimpleForm defaultValues={{ fromCurrency: 'EUR', toCurrency: 'SRD' }}>
        <Box sx={{ width: '100%', maxWidth: 560 }}>
          <Box sx={{ display: 'flex', gap: 2 }}>
            <SelectInput source="fromCurrency" choices={currencyChoices} validate={required()} fullWidth />
            <SelectInput source="toCurrency" choices={currencyChoices} validate={[required(), otherThanFrom]} fullWidth />
          </Box>
          <TextInput
            source="rate"
            validate={[required(), validRate]}
            helperText={`${T}.rate_hint`}
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
            fullWidth
          />
          <TextInput source="source" validate={maxLength(60)} helperText={`${T}.source_hint`} fullWidth />
          <PairNow />
        </Box>
      </SimpleForm>
    </Create>
  )
}
