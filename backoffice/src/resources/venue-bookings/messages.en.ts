import type nlTexts from './messages.nl'

/** This folder's English texts, complete: the type keeps the keys equal to Dutch (i18n/locales/en.ts). */
const en: typeof nlTexts = {
  fields: {
    bookingDate: 'Date',
    venueName: 'Venue',
    event: 'Event',
    organizer: 'Organizer',
    status: 'Status',
    notes: 'Note with the request',
    createdAt: 'Requested on',
    answerMessage: 'Your message',
    answeredAt: 'Answered on',
    from: 'From date',
    to: 'Up to date',
    conflicting: 'Only days requested more than once',
  },
  status: {
    pending: 'Awaiting answer',
    confirmed: 'Confirmed',
    rejected: 'Declined',
    cancelled: 'Withdrawn',
  },
  list: {
    empty: 'No requests found.',
    emptyHint: 'When an organizer chooses your venue for an event, the request appears here.',
    onlyVenue: 'Only requests for %{name}.',
    allVenues: 'Show all venues',
    noEvent: 'Request without an event',
    dayCount: '1 request |||| %{smart_count} requests',
  },
  conflict: {
    chip: 'Double: 1 more request on this day |||| Double: %{smart_count} more requests on this day',
    title: 'This day was requested more than once',
    body: 'You can confirm one request per day. Other requests for %{venue} on this day:',
    organizerBody:
      'Others have also requested this venue for this day (1 other request). |||| Others have also requested this venue for this day (%{smart_count} other requests).',
    unknown: 'Unknown organizer',
  },
  detail: {
    title: 'Request for %{venue}',
    request: 'Request',
    answer: 'Answer',
    contact: 'Contact the organizer',
    requestedBy: 'Requested by',
    noNotes: 'No note.',
    notAnswered: 'Not answered yet.',
    withdrawn: 'The organizer withdrew this request (chose another venue or date, or cancelled the event).',
    eventDate: 'Event: %{date}',
    draft: 'Draft',
    back: 'Back to requests',
    open: 'View request',
  },
  actions: {
    confirm: 'Confirm',
    reject: 'Decline',
    withdraw: 'Withdraw confirmation',
    reconsider: 'Confirm after all',
    confirmTitle: 'Confirm request',
    confirmText: 'The organizer gets an e-mail that %{venue} is booked for the event on %{date}.',
    rejectTitle: 'Decline request',
    withdrawTitle: 'Withdraw confirmation',
    rejectText: 'The organizer gets an e-mail with your reason, so they can choose another venue or date.',
    message: 'Message to the organizer',
    messageOptional: 'Message to the organizer (optional)',
    reasonRequired: 'Give the organizer a reason for declining',
    confirmed: 'Request confirmed; the organizer gets an e-mail',
    rejected: 'Request declined; the organizer gets an e-mail',
  },
}

export default en
