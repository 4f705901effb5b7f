import type nlTexts from './messages.nl'

/** German texts of app.pages.dashboard.* (Dutch first: messages.nl.ts). */
const de: typeof nlTexts = {
  sales: {
    today: 'Verkäufe heute',
    week: 'Verkäufe letzte 7 Tage',
    month: 'Verkäufe letzte 30 Tage',
    tickets: '%{count} Ticket |||| %{count} Tickets',
    orders: '%{count} Bestellung |||| %{count} Bestellungen',
  },
  fees: {
    platform: 'Plattformgebühren (30 Tage)',
    payment: 'Zahlungsgebühren (30 Tage)',
    total: 'Gesamt %{amount}',
    payment_total: 'Gesamt %{amount}, inkl. USt.',
  },
  events: {
    active: 'Aktive Veranstaltungen',
    upcoming: '%{count} noch nicht begonnen',
  },
  queues: {
    venues: 'Locations warten auf Freigabe',
    venues_none: 'Keine Locations zu prüfen.',
    refunds: 'Zu erstattende Bestellungen',
    refunds_amount: 'Zusammen %{amount}',
    refunds_none: 'Keine offenen Erstattungen.',
  },
  chart: {
    title: 'Verkäufe der letzten 30 Tage',
    tickets: 'Tickets',
    summary: '%{tickets} Tickets · %{gross} brutto',
    none: 'Noch keine Verkäufe in den letzten 30 Tagen.',
  },
  recent: {
    title: 'Neueste Bestellungen',
    order: 'Bestellung',
    event: 'Veranstaltung',
    buyer: 'Käufer',
    total: 'Gesamt',
    free: 'Kostenlos',
    none: 'Noch keine Bestellungen.',
  },
  channels: { online: 'Online', loket: 'Kasse', agent: 'Agent' },
  users: {
    title: 'Neue Konten',
    role: 'Rolle',
    week: '7 Tage',
    month: '30 Tage',
    total: 'Gesamt',
    none: 'Keine neuen Konten in den letzten 30 Tagen.',
  },
}

export default de
