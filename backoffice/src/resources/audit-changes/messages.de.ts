import type nlTexts from './messages.nl'

/** This folder's German texts, complete: the type keeps the keys equal to Dutch. */
const de: typeof nlTexts = {
  title: 'Audit-Log',
  fields: {
    createdAt: 'Wann',
    userName: 'Wer',
    entityType: 'Art',
    entityId: 'Nummer',
    action: 'Was',
    changes: 'Geändert (alt → neu)',
    person: 'Person (Name oder E-Mail)',
    from: 'Von',
    to: 'Bis einschließlich',
  },
  entity: {
    platform_settings: 'Plattformeinstellungen',
    email_template: 'E-Mail-Vorlage',
    venue: 'Location',
    user: 'Benutzer',
    event: 'Veranstaltung',
    order: 'Bestellung',
    event_category: 'Kategorie',
    venue_facility: 'Ausstattung',
    currency_rate: 'Wechselkurs',
    venue_booking: 'Location-Buchung',
    review: 'Bewertung',
    ticketswitch_listing: 'Ticketswitch-Angebot',
    organizer_payout: 'Auszahlung an Veranstalter',
    data_retention_policy: 'Aufbewahrungsfrist',
    ticket_type: 'Tickettyp',
    agent_partnership: 'Agenten-Partnerschaft',
    agent_settlement: 'Abrechnung mit Agent',
    loket_shift: 'Kassenschicht',
    attendee_message: 'Nachricht an Besucher',
  },
  export: 'CSV herunterladen',
  exporting: 'Wird heruntergeladen…',
  export_failed: 'Download fehlgeschlagen: %{message}',
  /** Actions the core's app.audit.actions does not name (the per-record history never shows them). */
  actions: {
    publish: 'veröffentlicht',
    cancel: 'abgesagt',
    close: 'abgeschlossen',
    copy: 'kopiert',
    respond: 'beantwortet',
    hide: 'ausgeblendet',
    terminate: 'beendet',
    erase: 'vom Inhaber gelöscht',
  },
}

export default de
