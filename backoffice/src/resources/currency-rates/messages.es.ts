import type nlTexts from './messages.nl'

/** This folder's Spanish texts, complete: the type keeps the keys equal to Dutch. */
const es: typeof nlTexts = {
  fields: {
    id: 'ID',
    pair: 'Monedas',
    fromCurrency: 'De',
    toCurrency: 'A',
    rate: 'Tipo',
    source: 'Fuente',
    createdAt: 'Registrado',
    createdByName: 'Por',
    inUse: 'Estado',
  },
  in_use: 'En uso',
  replaced: 'Reemplazado',
  seeded: 'Sistema',
  manual: 'manual',
  rate_hint: 'Cuánto de "A" recibes por 1 de "De", por ejemplo 40,50 o 0.025 (como máximo 8 decimales).',
  source_hint: 'De dónde viene el tipo, por ejemplo "CBvS 3 de marzo". Vacío: manual.',
  same_currency: 'Elige una moneda distinta de la de "De"',
  rate_problems: {
    notANumber: 'El tipo debe ser un número mayor que 0, como 40,5 o 0.025',
    notPositive: 'El tipo debe ser mayor que 0',
    tooManyDecimals: 'El tipo puede tener como máximo 8 decimales',
    tooLarge: 'El tipo puede tener como máximo 10 cifras antes de la coma',
  },
  pair_new: 'Este par todavía no tiene tipo de cambio.',
  pair_current: 'En uso ahora:',
  pair_after: 'Después de guardar:',
  pair_history: 'Todos los tipos %{from} → %{to}',
  never_changed:
    'Un tipo de cambio nunca se modifica: uno nuevo para este par lo reemplaza desde ese momento y este queda en el historial.',
}

export default es
