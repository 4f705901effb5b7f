import type nlTexts from './messages.nl'

/** This folder's German texts, complete: the type keeps the keys equal to Dutch. */
const de: typeof nlTexts = {
  title: 'Nachricht an Besucher',
  intro:
    'Senden Sie allen Besuchern mit gültigem Ticket eine Nachricht, etwa über eine geänderte Uhrzeit, einen anderen Eingang oder das Parken. Jeder erhält sie über den beim Kauf gewählten Kanal.',
  event: 'Veranstaltung',
  noEvents: 'Sie haben noch keine Veranstaltungen.',
  new: 'Neue Nachricht',
  cancelledEvent: 'Diese Veranstaltung ist abgesagt; die Käufer wurden bereits informiert.',
  subject: 'Betreff',
  subjectHelp: 'eine Zeile',
  body: 'Nachricht',
  bodyHelp: 'einfacher Text, keine Formatierung',
  channels: 'Kanäle',
  channelsHelp: 'Besucher erhalten die Nachricht nur über einen Kanal, den Sie hier erlauben und den sie gewählt haben.',
  channel: {
    email: 'E-Mail',
    whatsapp: 'WhatsApp',
  },
  ticketTypes: 'Tickettypen',
  ticketTypesHelp: 'Nichts angekreuzt: alle Tickettypen.',
  checkedIn: 'Wer',
  checkedInChoice: {
    all: 'Alle',
    in: 'Nur eingecheckt',
    out: 'Nur nicht eingecheckt',
  },
  preview: 'Vorschau und Anzahl ansehen',
  send: 'Senden',
  sendTo: 'An %{smart_count} Besucher senden |||| An %{smart_count} Besucher senden',
  count: 'Diese Nachricht geht an %{smart_count} Besucher |||| Diese Nachricht geht an %{smart_count} Besucher',
  unreachable:
    '%{smart_count} Besucher ist über die gewählten Kanäle nicht erreichbar |||| %{smart_count} Besucher sind über die gewählten Kanäle nicht erreichbar',
  remainingToday:
    'Sie können heute noch %{smart_count} Nachricht zu dieser Veranstaltung senden. |||| Sie können heute noch %{smart_count} Nachrichten zu dieser Veranstaltung senden.',
  limitReached: 'Sie haben die Höchstzahl an Nachrichten für heute erreicht. Versuchen Sie es morgen erneut.',
  sample: 'Unter anderem an:',
  confirmTitle: 'Nachricht senden?',
  confirmText:
    '„%{subject}“ geht an %{smart_count} Besucher. Das lässt sich nicht rückgängig machen. |||| „%{subject}“ geht an %{smart_count} Besucher. Das lässt sich nicht rückgängig machen.',
  confirm: 'Ja, senden',
  sentNotice: 'Die Nachricht wird an %{smart_count} Besucher gesendet |||| Die Nachricht wird an %{smart_count} Besucher gesendet',
  sentTitle: 'Gesendete Nachrichten',
  noneSent: 'Für diese Veranstaltung wurden noch keine Nachrichten gesendet.',
  sentLine: '%{date} · von %{name} · %{smart_count} Besucher |||| %{date} · von %{name} · %{smart_count} Besucher',
  report: {
    sent: 'Gesendet',
    pending: 'In der Warteschlange',
    failed: 'Fehlgeschlagen',
    bounced: 'Abgelehnt (Bounce)',
  },
}

export default de
