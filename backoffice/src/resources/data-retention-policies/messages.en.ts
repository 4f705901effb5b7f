import type nlTexts from './messages.nl'

/** This folder's English texts, complete: the type keeps the keys equal to Dutch. */
const en: typeof nlTexts = {
  fields: {
    entityType: 'Kind of data',
    retentionDays: 'Retention period (days)',
    action: 'After the period',
    lastRunCount: 'Last run',
    isActive: 'Active',
  },
  intro:
    'How long each kind of data is kept. Every night at 03:30 a job removes what is older than its period; the amounts of orders are always kept for the bookkeeping.',
  active: 'Active',
  inactive: 'Switched off',
  days: '%{smart_count} day |||| %{smart_count} days',
  years: '± %{smart_count} year |||| ± %{smart_count} years',
  rows: '%{smart_count} row |||| %{smart_count} rows',
  no_run_yet: 'Not run yet',
  last_run: 'Last run',
  actions: { delete: 'delete', anonymize: 'anonymise', archive: 'archive' },
  kinds: {
    ticket_reservations: 'Expired holds',
    payment_states: 'Expired payment states',
    analytics_events: 'Raw analytics',
    user_activity_logs: 'Activity log',
    contact_messages: 'Contact messages',
    rate_limits: 'Rate-limit counters',
    outbox_messages: 'Sent messages',
    guest_buyers: 'Guest buyers’ data',
  },
  rules: {
    ticket_reservations: 'Holds whose expiry lies more than the period ago. A live hold always stays.',
    payment_states: 'Saved checkouts that expired and were not used within the period.',
    analytics_events: 'Single analytics events older than the period.',
    user_activity_logs: 'Activity log lines older than the period.',
    contact_messages: 'Contact form messages older than the period, once their e-mail was sent or given up.',
    rate_limits: 'Rate-limit counters that expired more than the period ago.',
    outbox_messages: 'E-mails and WhatsApp messages sent or failed for good. Messages still waiting stay.',
    guest_buyers:
      'Name, e-mail and phone of buyers without an account, once the event ended more than the period ago. Amounts, invoice numbers and tickets are kept (bookkeeping: 7 years).',
  },
  days_hint: 'Between %{min} and %{max} days.',
  active_hint: 'Switched off: the nightly job skips this kind.',
  runs_title: 'Latest runs',
  runs_hint: 'What each run removed or anonymised, per kind.',
  run_now: 'Run now',
  run_done: 'The retention periods were applied.',
  no_runs: 'No run yet.',
  nothing_removed: 'Nothing to remove.',
  triggers: { nightly: 'Nightly', manual: 'Manual' },
  statuses: { running: 'Running', succeeded: 'Succeeded', failed: 'Failed', interrupted: 'Interrupted' },
}

export default en
