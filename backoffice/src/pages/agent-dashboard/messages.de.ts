import type nlTexts from './messages.nl'

/** German texts of app.pages.agent-dashboard.* (Dutch first: messages.nl.ts). */
const de: typeof nlTexts = {
  sell: 'Verkaufen',
  kpis: {
    today: 'Tickets heute',
    last7Days: 'Tickets letzte 7 Tage',
    last30Days: 'Tickets letzte 30 Tage',
    total: 'Tickets gesamt',
    revenue: 'Eingenommen: %{amount}',
    commission: 'Verdiente Provision',
    owed: 'Noch abzurechnen',
    organizers: 'Partner-Veranstalter',
    own_sales: 'Du siehst die Zahlen deiner eigenen Verkäufe.',
  },
  chart: {
    title: 'Verkäufe der letzten 30 Tage',
    tickets: 'Tickets',
    revenue: 'Eingenommen',
    none: 'Noch keine Verkäufe in den letzten 30 Tagen.',
  },
  methods: {
    title: 'Nach Zahlungsart',
    cash: 'Bar',
    pin: 'Karte (PIN)',
    onbekend: 'Unbekannt',
    line: '%{count} Ticket · %{amount} |||| %{count} Tickets · %{amount}',
  },
  balances: { title: 'Saldo pro Veranstalter', none: 'Noch keine Partnerschaften mit Verkäufen.', all: 'Alle Abrechnungen' },
  sales: {
    title: 'Letzte Verkäufe',
    none: 'Keine Verkäufe gefunden.',
    event: 'Veranstaltung',
    seller: 'Verkäufer',
    method: 'Zahlungsart',
    from: 'Von',
    to: 'Bis einschließlich',
    all: 'Alle',
    when: 'Datum',
    order: 'Bestellung',
    tickets: 'Tickets',
    total: 'Betrag',
    commission: 'Provision',
    status: 'Status',
    previous: 'Zurück',
    next: 'Weiter',
    page: 'Seite %{page} von %{pages}',
    statuses: {
      paid: 'Bezahlt',
      free: 'Kostenlos',
      pending: 'Offen',
      cancelled: 'Storniert',
      expired: 'Abgelaufen',
      refunded: 'Erstattet',
      refund_required: 'Zu erstatten',
    },
  },
  no_agent: 'Dein Konto gehört zu keinem Agenten. Bitte deinen Agenten, dich zu seinem Team hinzuzufügen.',
}

export default de
