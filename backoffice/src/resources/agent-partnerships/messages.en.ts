import type nlTexts from './messages.nl'

/** This folder's English texts, complete: the type keeps the keys equal to Dutch. */
const en: typeof nlTexts = {
  fields: {
    organizerId: 'Organizer',
    organizerName: 'Organizer',
    agentName: 'Agent',
    status: 'Status',
    commissionPercentage: 'Commission (%)',
    requestMessage: 'Message',
    requestedAt: 'Requested on',
    permissions: 'May sell',
  },
  status: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', terminated: 'Terminated' },
  all_events: 'All events',
  some_events: '%{count} event(s)',
  empty_agent: 'You have no partnerships yet',
  empty_agent_hint: 'Ask an organizer whether you may sell their tickets.',
  empty_organizer: 'No requests from agents yet',
  empty_organizer_hint: 'Ticket points that want to sell your tickets appear here.',
  request: 'Request a partnership',
  request_hint: 'The organizer gets your request by e-mail and approves or rejects it. You see the answer at the bell.',
  requested: 'Request sent',
  no_organizers: 'There are no organizers with events yet.',
  choice: {
    upcoming: '%{smart_count} upcoming event |||| %{smart_count} upcoming events',
    works_with_agents: 'Works with %{smart_count} agent |||| Works with %{smart_count} agents',
    no_agents_yet: 'No agents yet',
    own: { pending: 'Your request is open', approved: 'Already your partner' },
  },
  actions: {
    approve: 'Approve',
    reject: 'Reject',
    terminate: 'Terminate',
    update: 'Change terms',
    message: 'Message to the agent (optional)',
    all_events: 'May sell every event (also later ones)',
    events: 'Events the agent may sell',
    commission: 'Commission in percent (0-100)',
    cancel: 'Cancel',
    done: {
      approve: 'Partnership approved',
      reject: 'Request rejected',
      terminate: 'Partnership terminated',
      update: 'Terms changed',
    },
    terminate_text: 'The agent can no longer sell your tickets afterwards. This cannot be undone.',
  },
}

export default en
