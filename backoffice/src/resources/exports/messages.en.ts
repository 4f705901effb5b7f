import type nl from './messages.nl'

const en: typeof nl = {
  title: 'Exports',
  explain:
    'Create an export as CSV (Dutch number format, for Excel) or XLSX. Small exports are ready at once; large ones are made in the background and you get an e-mail with the link. A file stays available for 7 days.',
  none: 'There are no exports you may create.',
  new: {
    title: 'New export',
    template: 'Template',
    run: 'Start export',
    running: 'Working…',
    periodHint: 'Days in Suriname time, both days included. A period longer than 12 months (or without a start) is made in the background.',
  },
  templates: {
    btw_per_month: {
      name: 'VAT per month',
      description: 'Platform fees, payment fees and the VAT on them per month, as on the invoices.',
    },
    sales_per_organizer: {
      name: 'Sales per organizer',
      description: 'Sales, fees, refunds and net per organizer for the period, as in the statement.',
    },
    event_attendees: {
      name: 'Attendees of an event',
      description: 'One row per valid ticket, with buyer, ticket type and check-in, as in the attendee list.',
    },
    agent_commissions: {
      name: 'Agent commissions',
      description: 'Every commission line (sale and reversal) in the period, as in the commission ledger.',
    },
  },
  filters: {
    from: 'From',
    to: 'To',
    organizerId: 'Organizer id',
    eventId: 'Event',
    agentId: 'Agent id',
    optional: 'Empty: all',
  },
  formats: { csv: 'CSV (Excel, Dutch format)', xlsx: 'XLSX (Excel workbook)' },
  started: {
    ready: 'The export is ready: download it below.',
    background: 'The export is being made in the background. You will get an e-mail when it is ready.',
  },
  status: { pending: 'Queued', running: 'Working', ready: 'Ready', failed: 'Failed' },
  runs: {
    title: 'My exports',
    titleAll: 'All exports',
    empty: 'No exports yet.',
    reload: 'Refresh',
    template: 'Export',
    requested: 'Requested',
    status: 'Status',
    rows: 'Rows',
    by: 'By',
    download: 'Download',
    expired: 'Expired',
    downloadFailed: 'Download failed: %{message}',
  },
}

export default en
