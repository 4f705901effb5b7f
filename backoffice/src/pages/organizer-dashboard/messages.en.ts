import type nlTexts from './messages.nl'

/** This folder's English texts, complete: the type keeps the keys equal to Dutch (i18n/locales/en.ts). */
const en: typeof nlTexts = {
  kpi: {
    today: 'Tickets today',
    week: 'Tickets last 7 days',
    total: 'Tickets in total',
    orders: '%{count} order |||| %{count} orders',
    gross: 'Gross revenue',
    gross_hint: 'What buyers paid, fees included',
    net: 'Net revenue',
    net_hint: 'After platform fees %{platform} and payment fees %{payment} (incl. VAT)',
    checked_in: 'Checked in',
    checked_in_hint: '%{percent}% of the tickets sold',
    upcoming: 'Upcoming events',
  },
  chart: {
    title: 'Sales in the last 30 days',
    tickets: 'Tickets',
    revenue: 'Net revenue',
    none: 'No sales in the last 30 days yet.',
  },
  events: {
    title: 'Events',
    event: 'Event',
    date: 'Date',
    no_date: 'No date yet',
    status: 'Status',
    sold: 'Sold',
    of: '%{sold} of %{capacity}',
    revenue: 'Net revenue',
    no_capacity: 'No ticket types',
  },
  status: { draft: 'Draft', published: 'Published', ended: 'Ended', cancelled: 'Cancelled' },
  channels: {
    title: 'Sales by channel',
    online: 'Online',
    loket: 'Box office',
    agent: 'Agents',
    line: '%{count} ticket · %{revenue} |||| %{count} tickets · %{revenue}',
    none: 'No sales yet.',
  },
  empty: {
    title: 'Welcome! You have no events yet',
    body: 'Create your first event in three steps. Once you sell tickets, your revenue, check-ins and daily sales show up here.',
    action: 'Create your event',
  },
  no_stats: {
    title: 'Sales figures are for the organizer and managers',
    body: 'With your role you use these pages:',
  },
}

export default en
