/** This folder's Dutch texts (i18n/locales/nl.ts picks them up by folder name; English in messages.en.ts). */
const nl = {
  sales: {
    today: 'Verkoop vandaag',
    week: 'Verkoop laatste 7 dagen',
    month: 'Verkoop laatste 30 dagen',
    tickets: '%{count} ticket |||| %{count} tickets',
    orders: '%{count} bestelling |||| %{count} bestellingen',
  },
  fees: {
    platform: 'Platformkosten (30 dagen)',
    payment: 'Betaalkosten (30 dagen)',
    total: 'Totaal %{amount}',
    payment_total: 'Totaal %{amount}, incl. btw',
  },
  events: {
    active: 'Actieve evenementen',
    upcoming: '%{count} nog niet begonnen',
  },
  queues: {
    venues: 'Venues wachten op goedkeuring',
    venues_none: 'Geen venues om te beoordelen.',
    refunds: 'Bestellingen om terug te betalen',
    refunds_amount: 'Samen %{amount}',
    refunds_none: 'Geen terugbetalingen open.',
  },
  chart: {
    title: 'Verkoop laatste 30 dagen',
    tickets: 'Tickets',
    summary: '%{tickets} tickets · %{gross} bruto',
    none: 'Nog geen verkopen in de laatste 30 dagen.',
  },
  recent: {
    title: 'Laatste bestellingen',
    order: 'Bestelling',
    event: 'Evenement',
    buyer: 'Koper',
    total: 'Totaal',
    free: 'Gratis',
    none: 'Nog geen bestellingen.',
  },
  channels: { online: 'Online', loket: 'Loket', agent: 'Agent' },
  users: {
    title: 'Nieuwe accounts',
    role: 'Rol',
    week: '7 dagen',
    month: '30 dagen',
    total: 'Totaal',
    none: 'Geen nieuwe accounts in de laatste 30 dagen.',
  },
}

export default nl
