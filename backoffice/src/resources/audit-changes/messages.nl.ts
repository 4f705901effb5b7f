/** Texts of the audit log (resources.audit-changes.*). */
const nl = {
  title: 'Auditlog',
  fields: {
    createdAt: 'Wanneer',
    userName: 'Wie',
    entityType: 'Soort',
    entityId: 'Nummer',
    action: 'Wat',
    changes: 'Gewijzigd (oud → nieuw)',
    person: 'Persoon (naam of e-mail)',
    from: 'Vanaf',
    to: 'Tot en met',
  },
  entity: {
    platform_settings: 'Platforminstellingen',
    email_template: 'E-mailsjabloon',
    venue: 'Venue',
    user: 'Gebruiker',
    event: 'Evenement',
    order: 'Bestelling',
    event_category: 'Categorie',
    venue_facility: 'Voorziening',
    currency_rate: 'Wisselkoers',
    venue_booking: 'Venueboeking',
    review: 'Review',
    ticketswitch_listing: 'Ticketswitch-aanbod',
    organizer_payout: 'Uitbetaling aan organisator',
    ticket_type: 'Tickettype',
    agent_partnership: 'Agentpartnerschap',
    agent_settlement: 'Afrekening met agent',
    loket_shift: 'Loketdienst',
  },
  export: 'CSV downloaden',
  exporting: 'Bezig met downloaden…',
  export_failed: 'Downloaden mislukt: %{message}',
  /** Actions the core's app.audit.actions does not name (the per-record history never shows them). */
  actions: {
    publish: 'gepubliceerd',
    cancel: 'geannuleerd',
    close: 'afgesloten',
    copy: 'gekopieerd',
    respond: 'beantwoord',
    hide: 'verborgen',
    terminate: 'beëindigd',
  },
}

export default nl
