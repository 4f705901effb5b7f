/** This folder's Dutch texts (i18n/locales/nl.ts picks them up by folder name; English in messages.en.ts). */
const nl = {
  kpi: {
    today: 'Tickets vandaag',
    week: 'Tickets laatste 7 dagen',
    total: 'Tickets totaal',
    orders: '%{count} bestelling |||| %{count} bestellingen',
    gross: 'Bruto-omzet',
    gross_hint: 'Wat kopers betaalden, kosten inbegrepen',
    net: 'Netto-omzet',
    net_hint: 'Na platformkosten %{platform} en betaalkosten %{payment} (incl. btw)',
    checked_in: 'Ingecheckt',
    checked_in_hint: '%{percent}% van de verkochte tickets',
    upcoming: 'Komende evenementen',
  },
  chart: {
    title: 'Verkoop laatste 30 dagen',
    tickets: 'Tickets',
    revenue: 'Netto-omzet',
    none: 'Nog geen verkopen in de laatste 30 dagen.',
  },
  events: {
    title: 'Evenementen',
    event: 'Evenement',
    date: 'Datum',
    no_date: 'Nog geen datum',
    status: 'Status',
    sold: 'Verkocht',
    of: '%{sold} van %{capacity}',
    revenue: 'Netto-omzet',
    no_capacity: 'Geen tickettypes',
  },
  status: { draft: 'Concept', published: 'Gepubliceerd', ended: 'Afgelopen', cancelled: 'Geannuleerd' },
  channels: {
    title: 'Verkoop per kanaal',
    online: 'Online',
    loket: 'Loket',
    agent: 'Agents',
    line: '%{count} ticket · %{revenue} |||| %{count} tickets · %{revenue}',
    none: 'Nog geen verkopen.',
  },
  empty: {
    title: 'Welkom! Je hebt nog geen evenementen',
    body: 'Maak je eerste evenement aan in drie stappen. Zodra je tickets verkoopt, zie je hier je omzet, check-ins en verkoop per dag.',
    action: 'Maak je evenement aan',
  },
  no_stats: {
    title: 'Verkoopcijfers zijn voor de organisator en managers',
    body: 'Met jouw rol gebruik je deze pagina’s:',
  },
}

export default nl
