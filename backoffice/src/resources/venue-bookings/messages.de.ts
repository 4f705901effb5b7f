import type nlTexts from './messages.nl'

/** German texts of resources.venue-bookings.* (Dutch first: messages.nl.ts). */
const de: typeof nlTexts = {
  fields: {
    bookingDate: 'Datum',
    venueName: 'Location',
    event: 'Veranstaltung',
    organizer: 'Veranstalter',
    status: 'Status',
    notes: 'Notiz zur Anfrage',
    createdAt: 'Angefragt am',
    answerMessage: 'Deine Nachricht',
    answeredAt: 'Beantwortet am',
    from: 'Ab Datum',
    to: 'Bis einschließlich',
    conflicting: 'Nur mehrfach angefragte Tage',
  },
  status: {
    pending: 'Wartet auf Antwort',
    confirmed: 'Bestätigt',
    rejected: 'Abgelehnt',
    cancelled: 'Zurückgezogen',
  },
  list: {
    empty: 'Keine Anfragen gefunden.',
    emptyHint: 'Wählt ein Veranstalter deine Location für eine Veranstaltung, erscheint die Anfrage hier.',
    onlyVenue: 'Nur Anfragen für %{name}.',
    allVenues: 'Alle Locations anzeigen',
    noEvent: 'Anfrage ohne Veranstaltung',
    dayCount: '1 Anfrage |||| %{smart_count} Anfragen',
  },
  conflict: {
    chip: 'Doppelt: noch 1 Anfrage an diesem Tag |||| Doppelt: noch %{smart_count} Anfragen an diesem Tag',
    title: 'Dieser Tag wurde mehrfach angefragt',
    body: 'Du kannst eine Anfrage pro Tag bestätigen. Weitere Anfragen für %{venue} an diesem Tag:',
    organizerBody:
      'Auch andere haben diese Location für diesen Tag angefragt (1 weitere Anfrage). |||| Auch andere haben diese Location für diesen Tag angefragt (%{smart_count} weitere Anfragen).',
    unknown: 'Unbekannter Veranstalter',
  },
  detail: {
    title: 'Anfrage für %{venue}',
    request: 'Anfrage',
    answer: 'Antwort',
    contact: 'Kontakt zum Veranstalter',
    requestedBy: 'Angefragt von',
    noNotes: 'Keine Notiz.',
    notAnswered: 'Noch nicht beantwortet.',
    withdrawn:
      'Der Veranstalter hat diese Anfrage zurückgezogen (eine andere Location oder ein anderes Datum gewählt oder die Veranstaltung abgesagt).',
    eventDate: 'Veranstaltung: %{date}',
    draft: 'Entwurf',
    back: 'Zurück zu den Anfragen',
    open: 'Anfrage ansehen',
  },
  actions: {
    confirm: 'Bestätigen',
    reject: 'Ablehnen',
    withdraw: 'Bestätigung zurückziehen',
    reconsider: 'Doch bestätigen',
    confirmTitle: 'Anfrage bestätigen',
    confirmText: 'Der Veranstalter erhält eine E-Mail, dass %{venue} am %{date} für die Veranstaltung feststeht.',
    rejectTitle: 'Anfrage ablehnen',
    withdrawTitle: 'Bestätigung zurückziehen',
    rejectText: 'Der Veranstalter erhält eine E-Mail mit deinem Grund, damit er eine andere Location oder ein anderes Datum wählen kann.',
    message: 'Nachricht an den Veranstalter',
    messageOptional: 'Nachricht an den Veranstalter (optional)',
    reasonRequired: 'Gib dem Veranstalter einen Grund für die Ablehnung an',
    confirmed: 'Anfrage bestätigt; der Veranstalter erhält eine E-Mail',
    rejected: 'Anfrage abgelehnt; der Veranstalter erhält eine E-Mail',
  },
}

export default de
