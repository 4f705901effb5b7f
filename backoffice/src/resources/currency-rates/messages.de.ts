import type nlTexts from './messages.nl'

/** This folder's German texts, complete: the type keeps the keys equal to Dutch. */
const de: typeof nlTexts = {
  fields: {
    id: 'ID',
    pair: 'Währungen',
    fromCurrency: 'Von',
    toCurrency: 'Nach',
    rate: 'Kurs',
    source: 'Quelle',
    createdAt: 'Erfasst',
    createdByName: 'Von',
    inUse: 'Status',
  },
  in_use: 'In Verwendung',
  replaced: 'Ersetzt',
  seeded: 'System',
  manual: 'manuell',
  rate_hint: 'Wie viel „Nach“ du für 1 „Von“ erhältst, z. B. 40,50 oder 0.025 (höchstens 8 Nachkommastellen).',
  source_hint: 'Woher der Kurs stammt, z. B. „CBvS 3. März“. Leer: manuell.',
  same_currency: 'Wähle eine andere Währung als bei „Von“',
  rate_problems: {
    notANumber: 'Der Kurs muss eine Zahl größer als 0 sein, z. B. 40,5 oder 0.025',
    notPositive: 'Der Kurs muss größer als 0 sein',
    tooManyDecimals: 'Der Kurs darf höchstens 8 Nachkommastellen haben',
    tooLarge: 'Der Kurs darf höchstens 10 Stellen vor dem Komma haben',
  },
  pair_new: 'Dieses Paar hat noch keinen Kurs.',
  pair_current: 'Derzeit in Verwendung:',
  pair_after: 'Nach dem Speichern:',
  pair_history: 'Alle Kurse %{from} → %{to}',
  never_changed:
    'Ein Kurs wird nie geändert: Ein neuer Kurs für dieses Paar ersetzt ihn ab diesem Zeitpunkt, und dieser bleibt im Verlauf.',
}

export default de
