import type nlTexts from './messages.nl'

/** German texts of app.pages.organizer-dashboard.* (Dutch first: messages.nl.ts). */
const de: typeof nlTexts = {
  kpi: {
    today: 'Tickets heute',
    week: 'Tickets letzte 7 Tage',
    total: 'Tickets gesamt',
    orders: '%{count} Bestellung |||| %{count} Bestellungen',
    gross: 'Bruttoumsatz',
    gross_hint: 'Was Käufer bezahlt haben, Gebühren inbegriffen',
    net: 'Nettoumsatz',
    net_hint: 'Nach Plattformgebühren %{platform} und Zahlungsgebühren %{payment} (inkl. USt.)',
    checked_in: 'Eingecheckt',
    checked_in_hint: '%{percent} % der verkauften Tickets',
    upcoming: 'Kommende Veranstaltungen',
  },
  chart: {
    title: 'Verkäufe der letzten 30 Tage',
    tickets: 'Tickets',
    revenue: 'Nettoumsatz',
    none: 'Noch keine Verkäufe in den letzten 30 Tagen.',
  },
  events: {
    title: 'Veranstaltungen',
    event: 'Veranstaltung',
    date: 'Datum',
    no_date: 'Noch kein Datum',
    status: 'Status',
    sold: 'Verkauft',
    of: '%{sold} von %{capacity}',
    revenue: 'Nettoumsatz',
    no_capacity: 'Keine Tickettypen',
  },
  status: { draft: 'Entwurf', published: 'Veröffentlicht', ended: 'Beendet', cancelled: 'Abgesagt' },
  channels: {
    title: 'Verkäufe nach Kanal',
    online: 'Online',
    loket: 'Kasse',
    agent: 'Agenten',
    line: '%{count} Ticket · %{revenue} |||| %{count} Tickets · %{revenue}',
    none: 'Noch keine Verkäufe.',
  },
  empty: {
    title: 'Willkommen! Du hast noch keine Veranstaltungen',
    body: 'Lege deine erste Veranstaltung in drei Schritten an. Sobald du Tickets verkaufst, siehst du hier deinen Umsatz, Check-ins und Verkäufe pro Tag.',
    action: 'Veranstaltung anlegen',
  },
  no_stats: {
    title: 'Verkaufszahlen sind für den Veranstalter und Manager',
    body: 'Mit deiner Rolle nutzt du diese Seiten:',
  },
}

export default de
