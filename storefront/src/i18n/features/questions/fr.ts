import type { QuestionsMessages } from './nl.js'

export const questionsFr: QuestionsMessages = {
  'buy.questions.title': 'Questions de l’organisateur',
  'buy.questions.intro': 'L’organisateur demande ce qui suit. Les champs marqués * sont obligatoires.',
  'buy.questions.ticket': 'Billet {number} : {name}',
  'buy.questions.required': 'obligatoire',
  'buy.questions.yes': 'Oui',
  'buy.questions.no': 'Non',
  'buy.questions.error.required': 'Répondez à cette question.',
  'buy.questions.error.invalid': 'Cette réponse n’est pas valide.',
  'buy.questions.error.phone': 'Saisissez un numéro de téléphone valide, par exemple +597 8123456.',
  'buy.questions.error.email': 'Saisissez une adresse e-mail valide.',
  'buy.questions.error.number': 'Saisissez un nombre.',
  'buy.questions.error.date': 'Choisissez une date valide.',
  'buy.questions.error.not_an_option': 'Choisissez l’une des options.',
  'buy.questions.error.too_long': 'Cette réponse est trop longue.',
  'buy.questions.error.not_asked': 'Cette question ne fait pas partie de votre commande.',
  'buy.questions.loadError': 'Les questions n’ont pas pu être chargées. Réessayez.',
}
