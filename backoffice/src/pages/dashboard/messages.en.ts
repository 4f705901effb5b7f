import type nlTexts from './messages.nl'

/** This folder's English texts, complete: the type keeps the keys equal to Dutch (i18n/locales/en.ts). */
const en: typeof nlTexts = {
  sales: {
    today: 'Sales today',
    week: 'Sales last 7 days',
    month: 'Sales last 30 days',
    tickets: '%{count} ticket |||| %{count} tickets',
    orders: '%{count} order |||| %{count} orders',
  },
  fees: {
    platform: 'Platform fees (30 days)',
    payment: 'Payment fees (30 days)',
    total: 'Total %{amount}',
    payment_total: 'Total %{amount}, incl. VAT',
  },
  events: {
    active: 'Active events',
    upcoming: '%{count} not started yet',
  },
  queues: {
    venues: 'Venues awaiting approval',
    venues_none: 'No venues to review.',
    refunds: 'Orders to refund',
    refunds_amount: 'Together %{amount}',
    refunds_none: 'No refunds open.',
  },
  chart: {
    title: 'Sales in the last 30 days',
    tickets: 'Tickets',
    summary: '%{tickets} tickets · %{gross} gross',
    none: 'No sales in the last 30 days yet.',
  },
  recent: {
    title: 'Latest orders',
    order: 'Order',
    event: 'Event',
    buyer: 'Buyer',
    total: 'Total',
    free: 'Free',
    none: 'No orders yet.',
  },
  channels: { online: 'Online', loket: 'Box office', agent: 'Agent' },
  users: {
    title: 'New accounts',
    role: 'Role',
    week: '7 days',
    month: '30 days',
    total: 'Total',
    none: 'No new accounts in the last 30 days.',
  },
}

export default en
