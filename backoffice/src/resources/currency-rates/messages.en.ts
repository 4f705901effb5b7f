import type nlTexts from './messages.nl'

/** This folder's English texts, complete: the type keeps the keys equal to Dutch (i18n/locales/en.ts). */
const en: typeof nlTexts = {
  fields: {
    id: 'ID',
    pair: 'Currencies',
    fromCurrency: 'From',
    toCurrency: 'To',
    rate: 'Rate',
    source: 'Source',
    createdAt: 'Entered',
    createdByName: 'By',
    inUse: 'Status',
  },
  in_use: 'In use',
  replaced: 'Replaced',
  seeded: 'System',
  manual: 'manual',
  rate_hint: 'How much "To" you get for 1 "From", for example 40.50 or 0.025 (at most 8 decimals).',
  source_hint: 'Where the rate comes from, for example "CBvS 3 March". Empty: manual.',
  same_currency: 'Choose a currency other than "From"',
  rate_problems: {
    notANumber: 'The rate must be a number above 0, such as 40.5 or 0.025',
    notPositive: 'The rate must be above 0',
    tooManyDecimals: 'The rate may have at most 8 decimals',
    tooLarge: 'The rate may have at most 10 digits before the decimal point',
  },
  pair_new: 'This pair has no rate yet.',
  pair_current: 'In use now:',
  pair_after: 'After saving:',
  pair_history: 'All rates %{from} → %{to}',
  never_changed: 'A rate is never changed: a new rate for this pair replaces it from then on and this one stays in the history.',
}

export default en
