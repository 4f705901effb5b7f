import { lazy } from 'react'
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange'
import type { BackofficeResource } from '../types'
import type { CurrencyRate } from './currencyRate'

/** Currency rates and their history for admins and sub-admins (GET/POST /api/admin/currency-rates, GET …/:id). */
const currencyRates: BackofficeResource = {
  name: 'currency-rates',
  list: lazy(() => import('./CurrencyRateList').then((module) => ({ default: module.CurrencyRateList }))),
  create: lazy(() => import('./CurrencyRateCreate').then((module) => ({ default: module.CurrencyRateCreate }))),
  show: lazy(() => import('./CurrencyRateShow').then((module) => ({ default: module.CurrencyRateShow }))),
  icon: CurrencyExchangeIcon,
  recordRepresentation: (record) => `${(record as CurrencyRate).fromCurrency} → ${(record as CurrencyRate).toCurrency}`,
}

export default currencyRates
