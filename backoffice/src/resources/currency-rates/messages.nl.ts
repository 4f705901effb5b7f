/** This folder's Dutch texts (i18n/locales/nl.ts picks them up by folder name; English in messages.en.ts). */
const nl = {
  fields: {
    id: 'ID',
    pair: 'Valuta',
    fromCurrency: 'Van',
    toCurrency: 'Naar',
    rate: 'Koers',
    source: 'Bron',
    createdAt: 'Ingevoerd',
    createdByName: 'Door',
    inUse: 'Status',
  },
  in_use: 'In gebruik',
  replaced: 'Vervangen',
  seeded: 'Systeem',
  manual: 'handmatig',
  rate_hint: 'Hoeveel "Naar" je krijgt voor 1 "Van", bijvoorbeeld 40,50 of 0.025 (hoogstens 8 decimalen).',
  source_hint: 'Waar de koers vandaan komt, bijvoorbeeld "CBvS 3 maart". Leeg: handmatig.',
  same_currency: 'Kies een andere valuta dan bij "Van"',
  rate_problems: {
    notANumber: 'Koers moet een getal groter dan 0 zijn, zoals 40,5 of 0.025',
    notPositive: 'Koers moet groter dan 0 zijn',
    tooManyDecimals: 'Koers mag hoogstens 8 decimalen hebben',
    tooLarge: 'Koers mag hoogstens 10 cijfers voor de komma hebben',
  },
  pair_new: 'Dit paar heeft nog geen koers.',
  pair_current: 'Nu in gebruik:',
  pair_after: 'Na opslaan:',
  pair_history: 'Alle koersen %{from} → %{to}',
  never_changed:
    'Een koers wordt nooit gewijzigd: een nieuwe koers voor dit paar vervangt hem vanaf dat moment en deze blijft in de geschiedenis.',
}

export default nl
