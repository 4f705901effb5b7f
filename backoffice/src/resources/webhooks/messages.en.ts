import type nlTexts from './messages.nl'

/** This folder's English texts, complete: the type keeps the keys equal to Dutch. */
const en: typeof nlTexts = {
  fields: { id: 'ID', url: 'URL', events: 'Events', isActive: 'Switched on' },
  events: {
    'order.paid': 'order paid',
    'order.refunded': 'order refunded',
    'order.cancelled': 'order cancelled',
    'ticket.checked_in': 'ticket checked in',
    'ticket.transferred': 'ticket passed on',
    'event.published': 'event published',
    'event.cancelled': 'event cancelled',
  },
  active: 'Switched on',
  inactive: 'Switched off',
  switched_off_failing: 'Switched off: kept failing',
  url_hint: 'Your own server’s address, with https://. We send it a signed POST request.',
  active_hint: 'Switched off: nothing is sent. Switching it on again resets the failure count.',
  secret_title: 'Your webhook secret',
  secret_once: 'Copy this secret now: it is shown only once. Your server checks the signature of every message with it.',
  secret_label: 'Secret',
  copy: 'Copy',
  copied: 'Copied',
  secret_done: 'Done',
  delete_title: 'Delete webhook?',
  delete_text: 'The webhook and its delivery log are deleted. Your server gets no more messages.',
  deliveries_title: 'Deliveries',
  deliveries_empty: 'Nothing sent yet.',
  resend: 'Send again',
  resent_ok: 'Sent again and received.',
  resent_failed: 'Sent again, but your server did not answer with a 2xx status.',
  attempts: '%{smart_count} attempt |||| %{smart_count} attempts',
  status: { pending: 'Waiting', sending: 'Sending', succeeded: 'Delivered', failed: 'Failed' },
  col: {
    time: 'Time',
    event: 'Event',
    status: 'Status',
    response: 'Response',
    time_ms: 'Time (ms)',
    attempts: 'Attempts',
    next: 'Next attempt',
  },
}

export default en
