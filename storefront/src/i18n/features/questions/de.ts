import type { QuestionsMessages } from './nl.js'

export const questionsDe: QuestionsMessages = {
  'buy.questions.title': 'Fragen des Veranstalters',
  'buy.questions.intro': 'Der Veranstalter fragt Folgendes. Mit * markierte Felder sind Pflichtfelder.',
  'buy.questions.ticket': 'Ticket {number}: {name}',
  'buy.questions.required': 'Pflichtfeld',
  'buy.questions.yes': 'Ja',
  'buy.questions.no': 'Nein',
  'buy.questions.error.required': 'Bitte beantworte diese Frage.',
  'buy.questions.error.invalid': 'Diese Antwort ist ungültig.',
  'buy.questions.error.phone': 'Gib eine gültige Telefonnummer ein, zum Beispiel +597 8123456.',
  'buy.questions.error.email': 'Gib eine gültige E-Mail-Adresse ein.',
  'buy.questions.error.number': 'Gib eine Zahl ein.',
  'buy.questions.error.date': 'Wähle ein gültiges Datum.',
  'buy.questions.error.not_an_option': 'Wähle eine der Optionen.',
  'buy.questions.error.too_long': 'Diese Antwort ist zu lang.',
  'buy.questions.error.not_asked': 'Diese Frage gehört nicht zu deiner Bestellung.',
  'buy.questions.loadError': 'Die Fragen konnten nicht geladen werden. Versuche es erneut.',
}
