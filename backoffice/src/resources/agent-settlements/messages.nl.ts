/** This folder's Dutch texts (resources.agent-settlements.*; English in messages.en.ts). */
const nl = {
  title: 'Afrekeningen met agents',
  explain:
    'Per agent en organisator: wat de agent bij kopers ophaalde, de commissie die de agent houdt, wat al is afgerekend en wat de agent nog verschuldigd is. Een negatief saldo betekent dat er meer is betaald dan verschuldigd.',
  balances: {
    title: 'Saldo per samenwerking',
    agent: 'Agent',
    organizer: 'Organisator',
    rate: 'Commissie %',
    collected: 'Opgehaald',
    commission: 'Commissie',
    settled: 'Afgerekend',
    balance: 'Nog te betalen',
    last: 'Laatst afgerekend',
    none: 'Nog geen samenwerkingen met verkopen of afrekeningen.',
    overpaid: 'Te veel betaald: %{amount}',
    terminated: 'Beëindigd',
  },
  record: {
    button: 'Afrekening vastleggen',
    title: 'Afrekening vastleggen met %{agent}',
    owed: 'Nu nog te betalen: %{amount}',
    amount: 'Bedrag (SRD)',
    settledOn: 'Datum van betaling',
    reference: 'Referentie (bijv. kwitantie- of overboekingsnummer)',
    save: 'Vastleggen',
    cancel: 'Annuleren',
    saved: 'Afrekening vastgelegd. Nieuw saldo: %{amount}',
    failed: 'Vastleggen mislukt. Probeer het opnieuw.',
  },
  history: {
    title: 'Geschiedenis van afrekeningen',
    date: 'Datum',
    amount: 'Bedrag',
    reference: 'Referentie',
    recordedBy: 'Vastgelegd door',
    none: 'Nog geen afrekeningen vastgelegd.',
  },
  load_failed: 'De afrekeningen konden niet worden geladen.',
  retry: 'Opnieuw proberen',
}

export default nl
