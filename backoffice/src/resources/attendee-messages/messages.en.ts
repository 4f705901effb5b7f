import type nlTexts from './messages.nl'

/** This folder's English texts, complete: the type keeps the keys equal to Dutch. */
const en: typeof nlTexts = {
  title: 'Message to attendees',
  intro:
    'Send every attendee with a valid ticket a message, for example about a changed time, gate or parking. Each attendee gets it through the channel they chose when buying.',
  event: 'Event',
  noEvents: 'You have no events yet.',
  new: 'New message',
  cancelledEvent: 'This event is cancelled; its buyers have already been told.',
  subject: 'Subject',
  subjectHelp: 'one line',
  body: 'Message',
  bodyHelp: 'plain text, no formatting',
  channels: 'Channels',
  channelsHelp: 'Attendees only get the message through a channel you allow here and they chose.',
  channel: {
    email: 'E-mail',
    whatsapp: 'WhatsApp',
  },
  ticketTypes: 'Ticket types',
  ticketTypesHelp: 'Nothing ticked: every ticket type.',
  checkedIn: 'Who',
  checkedInChoice: {
    all: 'Everyone',
    in: 'Checked in only',
    out: 'Not checked in only',
  },
  preview: 'Preview and count',
  send: 'Send',
  sendTo: 'Send to %{smart_count} attendee |||| Send to %{smart_count} attendees',
  count: 'This message goes to %{smart_count} attendee |||| This message goes to %{smart_count} attendees',
  unreachable:
    '%{smart_count} attendee cannot be reached through the chosen channels |||| %{smart_count} attendees cannot be reached through the chosen channels',
  remainingToday:
    'You can send %{smart_count} more message about this event today. |||| You can send %{smart_count} more messages about this event today.',
  limitReached: 'You have reached the maximum number of messages for today. Try again tomorrow.',
  sample: 'Among others to:',
  confirmTitle: 'Send message?',
  confirmText:
    '"%{subject}" goes to %{smart_count} attendee. This cannot be undone. |||| "%{subject}" goes to %{smart_count} attendees. This cannot be undone.',
  confirm: 'Yes, send',
  sentNotice: 'Message is being sent to %{smart_count} attendee |||| Message is being sent to %{smart_count} attendees',
  sentTitle: 'Messages sent',
  noneSent: 'No messages sent for this event yet.',
  sentLine: '%{date} · by %{name} · %{smart_count} attendee |||| %{date} · by %{name} · %{smart_count} attendees',
  report: {
    sent: 'Sent',
    pending: 'Queued',
    failed: 'Failed',
    bounced: 'Refused (bounce)',
  },
}

export default en
