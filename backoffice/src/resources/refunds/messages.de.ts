import type nl from './messages.nl'

/** German texts of resources.refunds.* (Dutch first: messages.nl.ts). */
const de: typeof nl = {
  fields: {
    orderNumber: 'Bestellung',
    eventTitle: 'Veranstaltung',
    buyerName: 'Käufer',
    total: 'Betrag',
    paymentProvider: 'Bezahlt mit',
    refundReason: 'Grund',
    refundRequiredAt: 'Seit',
    refundedAt: 'Erstattet am',
    refundReference: 'Referenz',
    state: 'Anzeigen',
    q: 'Suchen',
    reason: 'Grund',
    provider: 'Bezahlt mit',
  },
  state: { open: 'Noch zu erstatten', refunded: 'Erstattet' },
  reason: {
    event_cancelled: 'Veranstaltung abgesagt',
    order_cancelled: 'Nach Stornierung bezahlt',
    late_payment: 'Zu spät bezahlt',
    resale_unavailable: 'Ticketswitch-Angebot nicht mehr verfügbar',
    amount_mismatch: 'Anderer Betrag bezahlt',
    unknown: 'Unbekannt',
  },
  provider: { uni5pay: 'Uni5Pay+', mollie: 'Mollie', free: 'Kostenlos', loket: 'Kasse', agent: 'Agent' },
  search_hint: 'Bestellnummer, Name, E-Mail, Telefon',
  organizer: 'Veranstalter: %{name}',
  provider_amount: 'Beim Anbieter: %{amount}',
  payment_id: 'Zahlung %{id}',
  refunded_by: 'Von %{name}',
  mark: 'Als erstattet markieren',
  mark_short: 'Erstattet…',
  empty: 'Derzeit muss nichts erstattet werden.',
  empty_refunded: 'Noch keine Erstattungen markiert.',
  explain:
    'Bestellungen, deren Geld an den Käufer zurückgehen muss: bezahlt für eine abgesagte Veranstaltung oder bezahlt, nachdem die Bestellung bereits abgelaufen oder storniert war. Erstatte beim Anbieter und markiere die Bestellung danach mit der Referenz des Anbieters.',
}

export default de
