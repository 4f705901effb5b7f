const nl = {
  title: 'Exports',
  explain:
    'Maak een export als CSV (Nederlandse notatie, voor Excel) of XLSX. Kleine exports zijn meteen klaar; grote maken we op de achtergrond en je krijgt een e-mail met de link. Een bestand blijft 7 dagen beschikbaar.',
  none: 'Er zijn geen exports die je mag maken.',
  new: {
    title: 'Nieuwe export',
    template: 'Sjabloon',
    run: 'Export starten',
    running: 'Bezig…',
    periodHint:
      'Dagen in Surinaamse tijd, beide dagen tellen mee. Een periode van meer dan 12 maanden (of zonder begin) maken we op de achtergrond.',
  },
  templates: {
    btw_per_month: {
      name: 'Btw per maand',
      description: 'Platformkosten, betaalkosten en de btw daarover per maand, zoals op de facturen.',
    },
    sales_per_organizer: {
      name: 'Verkoop per organisator',
      description: 'Verkoop, kosten, terugbetalingen en netto per organisator over de periode, zoals de afrekening.',
    },
    event_attendees: {
      name: 'Bezoekers van een evenement',
      description: 'Eén regel per geldig ticket, met koper, tickettype en check-in, zoals de bezoekerslijst.',
    },
    agent_commissions: {
      name: 'Commissies van agents',
      description: 'Elke commissieregel (verkoop en terugdraaiing) over de periode, zoals het commissieregister.',
    },
  },
  filters: {
    from: 'Van',
    to: 'Tot en met',
    organizerId: 'Organisator-id',
    eventId: 'Evenement',
    agentId: 'Agent-id',
    optional: 'Leeg: allemaal',
  },
  formats: { csv: 'CSV (Excel, Nederlands)', xlsx: 'XLSX (Excel-werkmap)' },
  started: {
    ready: 'De export is klaar: download hem hieronder.',
    background: 'De export wordt op de achtergrond gemaakt. Je krijgt een e-mail zodra hij klaar is.',
  },
  status: { pending: 'In de wachtrij', running: 'Bezig', ready: 'Klaar', failed: 'Mislukt' },
  runs: {
    title: 'Mijn exports',
    titleAll: 'Alle exports',
    empty: 'Nog geen exports.',
    reload: 'Vernieuwen',
    template: 'Export',
    requested: 'Aangevraagd',
    status: 'Status',
    rows: 'Regels',
    by: 'Door',
    download: 'Downloaden',
    expired: 'Verlopen',
    downloadFailed: 'Downloaden mislukt: %{message}',
  },
}

export default nl
