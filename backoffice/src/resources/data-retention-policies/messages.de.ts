import type nlTexts from './messages.nl'

/** This folder's German texts, complete: the type keeps the keys equal to Dutch. */
const de: typeof nlTexts = {
  fields: {
    entityType: 'Datenart',
    retentionDays: 'Aufbewahrungsfrist (Tage)',
    action: 'Nach der Frist',
    lastRunCount: 'Letzter Lauf',
    isActive: 'Aktiv',
  },
  intro:
    'Wie lange jede Datenart aufbewahrt wird. Jede Nacht um 03:30 entfernt ein Job, was älter als seine Frist ist; die Beträge von Bestellungen bleiben für die Buchhaltung immer erhalten.',
  active: 'Aktiv',
  inactive: 'Ausgeschaltet',
  days: '%{smart_count} Tag |||| %{smart_count} Tage',
  years: '± %{smart_count} Jahr |||| ± %{smart_count} Jahre',
  rows: '%{smart_count} Zeile |||| %{smart_count} Zeilen',
  no_run_yet: 'Noch nicht gelaufen',
  last_run: 'Letzter Lauf',
  actions: { delete: 'löschen', anonymize: 'anonymisieren', archive: 'archivieren' },
  kinds: {
    ticket_reservations: 'Abgelaufene Reservierungen',
    payment_states: 'Abgelaufene Zahlungsstände',
    analytics_events: 'Rohe Analysedaten',
    user_activity_logs: 'Aktivitätsprotokoll',
    contact_messages: 'Kontaktnachrichten',
    rate_limits: 'Zähler der Versuchslimits',
    outbox_messages: 'Gesendete Nachrichten',
    guest_buyers: 'Daten von Gastkäufern',
  },
  rules: {
    ticket_reservations: 'Reservierungen, deren Ablauf länger als die Frist zurückliegt. Eine laufende Reservierung bleibt immer.',
    payment_states: 'Gespeicherte Bezahlvorgänge, die abgelaufen sind und innerhalb der Frist nicht genutzt wurden.',
    analytics_events: 'Einzelne Analyseereignisse, älter als die Frist.',
    user_activity_logs: 'Zeilen des Aktivitätsprotokolls, älter als die Frist.',
    contact_messages: 'Nachrichten der Kontaktformulare, älter als die Frist, sobald ihre E-Mail gesendet oder aufgegeben wurde.',
    rate_limits: 'Zähler der Versuchslimits, die länger als die Frist abgelaufen sind.',
    outbox_messages: 'Gesendete oder endgültig fehlgeschlagene E-Mails und WhatsApp-Nachrichten. Wartende bleiben.',
    guest_buyers:
      'Name, E-Mail und Telefon von Käufern ohne Konto, sobald die Veranstaltung länger als die Frist vorbei ist. Beträge, Rechnungsnummern und Tickets bleiben (Buchhaltung: 7 Jahre).',
  },
  days_hint: 'Zwischen %{min} und %{max} Tagen.',
  active_hint: 'Ausgeschaltet: der nächtliche Job überspringt diese Art.',
  runs_title: 'Letzte Läufe',
  runs_hint: 'Was jeder Lauf entfernt oder anonymisiert hat, je Art.',
  run_now: 'Jetzt ausführen',
  run_done: 'Die Aufbewahrungsfristen wurden angewendet.',
  no_runs: 'Noch kein Lauf.',
  nothing_removed: 'Nichts zu entfernen.',
  triggers: { nightly: 'Nächtlich', manual: 'Manuell' },
  statuses: { running: 'Läuft', succeeded: 'Erfolgreich', failed: 'Fehlgeschlagen', interrupted: 'Unterbrochen' },
}

export default de
