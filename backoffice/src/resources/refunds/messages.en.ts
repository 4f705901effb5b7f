import type nl from './messages.nl'

/** This folder's English texts: the same keys as messages.nl.ts. */
const en: typeof nl = {
  fields: {
    orderNumber: 'Order',
    eventTitle: 'Event',
    buyerName: 'Buyer',
    total: 'Amount',
    paymentProvider: 'Paid with',
    refundReason: 'Reason',
    refundRequiredAt: 'Since',
    refundedAt: 'Refunded on',
    refundReference: 'Reference',
    state: 'Show',
    q: 'Search',
    reason: 'Reason',
    provider: 'Paid with',
  },
  state: { open: 'Still to refund', refunded: 'Refunded' },
  reason: {
    event_cancelled: 'Event cancelled',
    order_cancelled: 'Paid after cancellation',
    late_payment: 'Paid too late',
    resale_unavailable: 'Ticketswitch listing no longer available',
    amount_mismatch: 'Other amount paid',
    unknown: 'Unknown',
  },
  provider: { uni5pay: 'Uni5Pay+', mollie: 'Mollie', free: 'Free', loket: 'Box office', agent: 'Agent' },
  search_hint: 'Order number, name, e-mail or phone',
  organizer: 'Organizer: %{name}',
  provider_amount: 'At the provider: %{amount}',
  payment_id: 'Payment %{id}',
  refunded_by: 'By %{name}',
  mark: 'Mark as refunded',
  mark_short: 'Refunded…',
  empty: 'Nothing needs to be refunded right now.',
  empty_refunded: 'No refunds marked yet.',
  explain:
    'Orders whose money must go back to the buyer: paid for a cancelled event, or paid after the order had expired or been cancelled. Refund at the provider, then mark the order with the provider’s reference.',
}

export default en
