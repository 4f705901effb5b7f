import type nl from './messages.nl'

/** German texts of resources.review-responses.* (Dutch first: messages.nl.ts). */
const de: typeof nl = {
  fields: { state: 'Anzeigen', reviewType: 'Art' },
  state: { open: 'Noch zu beantworten', answered: 'Beantwortet' },
  respond: 'Antworten',
  response: 'Deine Antwort',
  send: 'Antwort veröffentlichen',
  sent: 'Antwort veröffentlicht',
  until: 'Antworten ist bis %{date} möglich',
  closed: 'Antworten ist nicht mehr möglich',
  dialog_title: 'Auf %{name} antworten',
  dialog_text:
    'Deine Antwort steht auf der öffentlichen Seite unter der Bewertung. Du kannst einmal antworten und die Antwort danach nicht mehr ändern.',
  empty: 'Noch keine Bewertungen.',
  explain:
    'Die veröffentlichten Bewertungen zu deinen Veranstaltungen, deiner Organisation oder deinen Locations. Du kannst auf jede Bewertung einmal antworten, innerhalb der Frist der Plattform; deine Antwort erscheint unter der Bewertung.',
}

export default de
