import type nlTexts from './messages.nl'

/** This folder's French texts, complete: the type keeps the keys equal to Dutch. */
const fr: typeof nlTexts = {
  fields: {
    id: 'ID',
    pair: 'Devises',
    fromCurrency: 'De',
    toCurrency: 'Vers',
    rate: 'Taux',
    source: 'Source',
    createdAt: 'Saisi le',
    createdByName: 'Par',
    inUse: 'Statut',
  },
  in_use: 'En vigueur',
  replaced: 'Remplacé',
  seeded: 'Système',
  manual: 'manuel',
  rate_hint: 'Combien de « Vers » vous obtenez pour 1 « De », par exemple 40,50 ou 0.025 (8 décimales au maximum).',
  source_hint: "D'où vient le taux, par exemple « CBvS 3 mars ». Vide : manuel.",
  same_currency: 'Choisissez une autre devise que celle de « De »',
  rate_problems: {
    notANumber: 'Le taux doit être un nombre supérieur à 0, comme 40,5 ou 0.025',
    notPositive: 'Le taux doit être supérieur à 0',
    tooManyDecimals: 'Le taux peut avoir au maximum 8 décimales',
    tooLarge: 'Le taux peut avoir au maximum 10 chiffres avant la virgule',
  },
  pair_new: "Cette paire n'a pas encore de taux.",
  pair_current: 'En vigueur :',
  pair_after: "Après l'enregistrement :",
  pair_history: 'Tous les taux %{from} → %{to}',
  never_changed:
    "Un taux n'est jamais modifié : un nouveau taux pour cette paire le remplace à partir de ce moment et celui-ci reste dans l'historique.",
}

export default fr
