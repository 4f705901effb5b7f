import type { QuestionsMessages } from './nl.js'

export const questionsEn: QuestionsMessages = {
  'buy.questions.title': 'Questions from the organizer',
  'buy.questions.intro': 'The organizer asks the following. Fields marked * are required.',
  'buy.questions.ticket': 'Ticket {number}: {name}',
  'buy.questions.required': 'required',
  'buy.questions.yes': 'Yes',
  'buy.questions.no': 'No',
  'buy.questions.error.required': 'Please answer this question.',
  'buy.questions.error.invalid': 'This answer is not valid.',
  'buy.questions.error.phone': 'Enter a valid phone number, for example +597 8123456.',
  'buy.questions.error.email': 'Enter a valid e-mail address.',
  'buy.questions.error.number': 'Enter a number.',
  'buy.questions.error.date': 'Choose a valid date.',
  'buy.questions.error.not_an_option': 'Choose one of the options.',
  'buy.questions.error.too_long': 'This answer is too long.',
  'buy.questions.error.not_asked': 'This question is not part of your order.',
  'buy.questions.loadError': 'The questions could not be loaded. Please try again.',
}
