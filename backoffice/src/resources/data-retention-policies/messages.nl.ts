/** This folder's Dutch texts (i18n/locales/nl.ts picks them up by folder name). */
const nl = {
  fields: {
    entityType: 'Soort gegevens',
    retentionDays: 'Bewaartermijn (dagen)',
    action: 'Na de termijn',
    lastRunCount: 'Laatste run',
    isActive: 'Actief',
  },
  intro:
    'Hoe lang elke soort gegevens bewaard blijft. Elke nacht om 03:30 ruimt een taak op wat ouder is dan de termijn; bedragen van bestellingen blijven altijd bewaard voor de boekhouding.',
  active: 'Actief',
  inactive: 'Uitgeschakeld',
  days: '%{smart_count} dag |||| %{smart_count} dagen',
  years: '± %{smart_count} jaar |||| ± %{smart_count} jaar',
  rows: '%{smart_count} rij |||| %{smart_count} rijen',
  no_run_yet: 'Nog niet gedraaid',
  last_run: 'Laatste run',
  actions: { delete: 'verwijderen', anonymize: 'anonimiseren', archive: 'archiveren' },
  kinds: {
    ticket_reservations: 'Verlopen reserveringen',
    payment_states: 'Verlopen betaalstatussen',
    analytics_events: 'Ruwe analytics',
    user_activity_logs: 'Activiteitenlogboek',
    contact_messages: 'Contactberichten',
    rate_limits: 'Tellers van pogingenlimieten',
    outbox_messages: 'Verzonden berichten',
    guest_buyers: 'Gegevens van gastkopers',
  },
  rules: {
    ticket_reservations:
      'Reserveringen waarvan de vervaldatum langer dan de termijn geleden is. Een lopende reservering blijft altijd staan.',
    payment_states: 'Opgeslagen afrekeningen die verlopen zijn en in de termijn niet meer gebruikt.',
    analytics_events: 'Losse analytics-gebeurtenissen ouder dan de termijn.',
    user_activity_logs: 'Regels uit het activiteitenlogboek ouder dan de termijn.',
    contact_messages: 'Berichten via de contactformulieren ouder dan de termijn, zodra hun e-mail verstuurd of opgegeven is.',
    rate_limits: 'Tellers van de pogingenlimieten die langer dan de termijn verlopen zijn.',
    outbox_messages: 'Verzonden of definitief mislukte e-mails en WhatsApp-berichten. Berichten die nog wachten blijven staan.',
    guest_buyers:
      'Naam, e-mail en telefoon van kopers zonder account, zodra het evenement langer dan de termijn voorbij is. Bedragen, factuurnummers en tickets blijven bewaard (boekhouding: 7 jaar).',
  },
  days_hint: 'Tussen %{min} en %{max} dagen.',
  active_hint: 'Uitgeschakeld: de nachtelijke taak slaat deze soort over.',
  runs_title: 'Laatste runs',
  runs_hint: 'Wat elke run verwijderde of anonimiseerde, per soort.',
  run_now: 'Nu uitvoeren',
  run_done: 'De bewaartermijnen zijn toegepast.',
  no_runs: 'Er is nog geen run geweest.',
  nothing_removed: 'Niets te verwijderen.',
  triggers: { nightly: 'Nachtelijk', manual: 'Handmatig' },
  statuses: { running: 'Bezig', succeeded: 'Gelukt', failed: 'Mislukt', interrupted: 'Onderbroken' },
}

export default nl
