/* Dutch strings of the checkout's questions step (docs/questions.md); the buying islands get them with 'buy.*'. */
export const questionsNl = {
  'buy.questions.title': 'Vragen van de organisator',
  'buy.questions.intro': 'De organisator vraagt het volgende. Velden met * zijn verplicht.',
  'buy.questions.ticket': 'Ticket {number}: {name}',
  'buy.questions.required': 'verplicht',
  'buy.questions.yes': 'Ja',
  'buy.questions.no': 'Nee',
  'buy.questions.error.required': 'Beantwoord deze vraag.',
  'buy.questions.error.invalid': 'Dit antwoord is ongeldig.',
  'buy.questions.error.phone': 'Vul een geldig telefoonnummer in, bijvoorbeeld +597 8123456.',
  'buy.questions.error.email': 'Vul een geldig e-mailadres in.',
  'buy.questions.error.number': 'Vul een getal in.',
  'buy.questions.error.date': 'Kies een geldige datum.',
  'buy.questions.error.not_an_option': 'Kies een van de opties.',
  'buy.questions.error.too_long': 'Dit antwoord is te lang.',
  'buy.questions.error.not_asked': 'Deze vraag hoort niet bij je bestelling.',
  'buy.questions.loadError': 'De vragen konden niet worden geladen. Probeer het opnieuw.',
} satisfies Record<string, string>

export type QuestionsMessages = Record<keyof typeof questionsNl, string>
