import type { QuestionsMessages } from './nl.js'

export const questionsEs: QuestionsMessages = {
  'buy.questions.title': 'Preguntas del organizador',
  'buy.questions.intro': 'El organizador pregunta lo siguiente. Los campos con * son obligatorios.',
  'buy.questions.ticket': 'Entrada {number}: {name}',
  'buy.questions.required': 'obligatorio',
  'buy.questions.yes': 'Sí',
  'buy.questions.no': 'No',
  'buy.questions.error.required': 'Responde esta pregunta.',
  'buy.questions.error.invalid': 'Esta respuesta no es válida.',
  'buy.questions.error.phone': 'Introduce un número de teléfono válido, por ejemplo +597 8123456.',
  'buy.questions.error.email': 'Introduce un correo electrónico válido.',
  'buy.questions.error.number': 'Introduce un número.',
  'buy.questions.error.date': 'Elige una fecha válida.',
  'buy.questions.error.not_an_option': 'Elige una de las opciones.',
  'buy.questions.error.too_long': 'Esta respuesta es demasiado larga.',
  'buy.questions.error.not_asked': 'Esta pregunta no forma parte de tu pedido.',
  'buy.questions.loadError': 'No se pudieron cargar las preguntas. Inténtalo de nuevo.',
}
