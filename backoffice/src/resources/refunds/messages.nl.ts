/** This folder's Dutch texts (i18n/locales/nl.ts picks them up by folder name; English in messages.en.ts). */
const nl = {
  fields: {
    orderNumber: 'Bestelling',
    eventTitle: 'Evenement',
    buyerName: 'Koper',
    total: 'Bedrag',
    paymentProvider: 'Betaald via',
    refundReason: 'Reden',
    refundRequiredAt: 'Sinds',
    refundedAt: 'Terugbetaald op',
    refundReference: 'Referentie',
    state: 'Toon',
    q: 'Zoeken',
    reason: 'Reden',
    provider: 'Betaald via',
  },
  state: { open: 'Nog terug te betalen', refunded: 'Terugbetaald' },
  reason: {
    event_cancelled: 'Evenement geannuleerd',
    order_cancelled: 'Betaald na annulering',
    late_payment: 'Te laat betaald',
    resale_unavailable: 'Ticketswitch-aanbod niet meer beschikbaar',
    amount_mismatch: 'Ander bedrag betaald',
    unknown: 'Onbekend',
  },
  provider: { uni5pay: 'Uni5Pay+', mollie: 'Mollie', free: 'Gratis', loket: 'Loket', agent: 'Agent' },
  search_hint: 'Bestelnummer, naam, e-mail, telefoon',
  organizer: 'Organisator: %{name}',
  provider_amount: 'Bij de provider: %{amount}',
  payment_id: 'Betaling %{id}',
  refunded_by: 'Door %{name}',
  mark: 'Markeren als terugbetaald',
  mark_short: 'Terugbetaald…',
  empty: 'Er hoeft nu niets terugbetaald te worden.',
  empty_refunded: 'Nog geen terugbetalingen gemarkeerd.',
  explain:
    'Bestellingen waarvan het geld terug moet naar de koper: betaald voor een geannuleerd evenement, of betaald nadat de bestelling al verlopen of geannuleerd was. Betaal terug bij de provider en markeer de bestelling daarna met de referentie van de provider.',
}

export default nl
