import type nl from './messages.nl'

const de: typeof nl = {
  title: 'Exporte',
  explain:
    'Erstellen Sie einen Export als CSV (niederländisches Zahlenformat, für Excel) oder XLSX. Kleine Exporte sind sofort fertig; große werden im Hintergrund erstellt und Sie erhalten eine E-Mail mit dem Link. Eine Datei bleibt 7 Tage verfügbar.',
  none: 'Es gibt keine Exporte, die Sie erstellen dürfen.',
  new: {
    title: 'Neuer Export',
    template: 'Vorlage',
    run: 'Export starten',
    running: 'Läuft…',
    periodHint:
      'Tage in surinamischer Zeit, beide einschließlich. Ein Zeitraum über 12 Monate (oder ohne Beginn) wird im Hintergrund erstellt.',
  },
  templates: {
    btw_per_month: {
      name: 'USt. pro Monat',
      description: 'Plattformgebühren, Zahlungsgebühren und die USt. darauf pro Monat, wie auf den Rechnungen.',
    },
    sales_per_organizer: {
      name: 'Verkäufe pro Veranstalter',
      description: 'Verkäufe, Gebühren, Erstattungen und netto pro Veranstalter im Zeitraum, wie in der Abrechnung.',
    },
    event_attendees: {
      name: 'Teilnehmer einer Veranstaltung',
      description: 'Eine Zeile pro gültigem Ticket, mit Käufer, Tickettyp und Check-in, wie in der Teilnehmerliste.',
    },
    agent_commissions: {
      name: 'Provisionen der Agenten',
      description: 'Jede Provisionszeile (Verkauf und Storno) im Zeitraum, wie im Provisionsbuch.',
    },
  },
  filters: {
    from: 'Von',
    to: 'Bis',
    organizerId: 'Veranstalter-ID',
    eventId: 'Veranstaltung',
    agentId: 'Agenten-ID',
    optional: 'Leer: alle',
  },
  formats: { csv: 'CSV (Excel, niederländisches Format)', xlsx: 'XLSX (Excel-Arbeitsmappe)' },
  started: {
    ready: 'Der Export ist fertig: unten herunterladen.',
    background: 'Der Export wird im Hintergrund erstellt. Sie erhalten eine E-Mail, sobald er fertig ist.',
  },
  status: { pending: 'In der Warteschlange', running: 'Läuft', ready: 'Fertig', failed: 'Fehlgeschlagen' },
  runs: {
    title: 'Meine Exporte',
    titleAll: 'Alle Exporte',
    empty: 'Noch keine Exporte.',
    reload: 'Aktualisieren',
    template: 'Export',
    requested: 'Angefordert',
    status: 'Status',
    rows: 'Zeilen',
    by: 'Von',
    download: 'Herunterladen',
    expired: 'Abgelaufen',
    downloadFailed: 'Download fehlgeschlagen: %{message}',
  },
}

export default de
