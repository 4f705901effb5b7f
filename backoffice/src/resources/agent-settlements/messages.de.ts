import type nlTexts from './messages.nl'

/** German texts of resources.agent-settlements.* (Dutch first: messages.nl.ts). */
const de: typeof nlTexts = {
  title: 'Abrechnungen mit Agenten',
  explain:
    'Pro Agent und Veranstalter: was der Agent bei Käufern eingenommen hat, die Provision, die der Agent behält, was bereits abgerechnet ist und was der Agent noch schuldet. Ein negativer Saldo bedeutet, dass mehr bezahlt als geschuldet wurde.',
  balances: {
    title: 'Saldo pro Partnerschaft',
    agent: 'Agent',
    organizer: 'Veranstalter',
    rate: 'Provision %',
    collected: 'Eingenommen',
    commission: 'Provision',
    settled: 'Abgerechnet',
    balance: 'Noch zu zahlen',
    last: 'Zuletzt abgerechnet',
    none: 'Noch keine Partnerschaften mit Verkäufen oder Abrechnungen.',
    overpaid: 'Zu viel bezahlt: %{amount}',
    terminated: 'Beendet',
  },
  record: {
    button: 'Abrechnung erfassen',
    title: 'Abrechnung mit %{agent} erfassen',
    owed: 'Jetzt noch zu zahlen: %{amount}',
    amount: 'Betrag (SRD)',
    settledOn: 'Zahlungsdatum',
    reference: 'Referenz (z. B. Quittungs- oder Überweisungsnummer)',
    save: 'Erfassen',
    cancel: 'Abbrechen',
    saved: 'Abrechnung erfasst. Neuer Saldo: %{amount}',
    failed: 'Erfassen fehlgeschlagen. Bitte versuche es erneut.',
  },
  history: {
    title: 'Verlauf der Abrechnungen',
    date: 'Datum',
    amount: 'Betrag',
    reference: 'Referenz',
    recordedBy: 'Erfasst von',
    none: 'Noch keine Abrechnungen erfasst.',
  },
  load_failed: 'Die Abrechnungen konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
}

export default de
