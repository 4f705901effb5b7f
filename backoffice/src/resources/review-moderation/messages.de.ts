import type nl from './messages.nl'

/** German texts of resources.review-moderation.* (Dutch first: messages.nl.ts). */
const de: typeof nl = {
  fields: { reviewStatus: 'Status', reviewType: 'Art', q: 'Suchen' },
  status: { pending: 'Wartet auf Moderation', approved: 'Veröffentlicht', rejected: 'Abgelehnt', hidden: 'Ausgeblendet' },
  action: { approve: 'Freigeben', reject: 'Ablehnen', hide: 'Ausblenden' },
  done: { approve: 'Bewertung veröffentlicht', reject: 'Bewertung abgelehnt', hide: 'Bewertung ausgeblendet' },
  held: {
    link: 'Zurückgehalten: enthält einen Link',
    blocked_word: 'Zurückgehalten: enthält ein gesperrtes Wort',
    low_rating: 'Zurückgehalten: Bewertung unter dem Minimum',
    auto_moderation_off: 'Automatische Moderation ist ausgeschaltet',
  },
  dialog: {
    reject_title: 'Bewertung ablehnen',
    reject_text: 'Die Bewertung wird nicht veröffentlicht. Der Grund kommt in den Verlauf; der Verfasser sieht ihn nicht.',
    hide_title: 'Bewertung ausblenden',
    hide_text:
      'Die Bewertung verschwindet von den öffentlichen Seiten und zählt nicht mehr zur Gesamtbewertung. Der Grund kommt in den Verlauf.',
    reason: 'Grund',
  },
  reviewer_contact: 'Verfasser: %{email}',
  reason_was: 'Grund: %{reason}',
  search_hint: 'Im Text suchen',
  empty: 'Es warten keine Bewertungen auf Moderation.',
  empty_other: 'Keine Bewertungen mit diesem Status.',
  explain:
    'Bewertungen mit einem Link oder einem gesperrten Wort, unter der Mindestbewertung oder geschrieben, während die automatische Moderation ausgeschaltet war, warten hier. Freigeben veröffentlicht die Bewertung; Ablehnen und Ausblenden verlangen einen Grund.',
  card: {
    type: { event: 'Veranstaltung', venue: 'Location', organizer: 'Veranstalter' },
    stars: '%{rating} von 5 Sternen',
    verified: 'Verifizierter Besuch',
    anonymous: 'Anonym',
    guest: 'Gast',
    no_comment: 'Kein Kommentar.',
    response_by: 'Antwort von %{name} · %{date}',
  },
}

export default de
