import type nl from './messages.nl'

const en: typeof nl = {
  title: 'Settlements with agents',
  explain:
    'Per agent and organizer: what the agent collected from buyers, the commission the agent keeps, what has been settled and what the agent still owes. A negative balance means more was paid than owed.',
  balances: {
    title: 'Balance per partnership',
    agent: 'Agent',
    organizer: 'Organizer',
    rate: 'Commission %',
    collected: 'Collected',
    commission: 'Commission',
    settled: 'Settled',
    balance: 'Still owed',
    last: 'Last settled',
    none: 'No partnerships with sales or settlements yet.',
    overpaid: 'Overpaid: %{amount}',
    terminated: 'Ended',
  },
  record: {
    button: 'Record settlement',
    title: 'Record a settlement with %{agent}',
    owed: 'Still owed now: %{amount}',
    amount: 'Amount (SRD)',
    settledOn: 'Date of payment',
    reference: 'Reference (e.g. receipt or transfer number)',
    save: 'Record',
    cancel: 'Cancel',
    saved: 'Settlement recorded. New balance: %{amount}',
    failed: 'Recording failed. Please try again.',
  },
  history: {
    title: 'Settlement history',
    date: 'Date',
    amount: 'Amount',
    reference: 'Reference',
    recordedBy: 'Recorded by',
    none: 'No settlements recorded yet.',
  },
  load_failed: 'The settlements could not be loaded.',
  retry: 'Try again',
}

export default en
