import type nlTexts from './messages.nl'

/** This folder's Spanish texts, complete: the type keeps the keys equal to Dutch; the review card's texts are review-moderation's. */
const es: typeof nlTexts = {
  fields: { state: 'Mostrar', reviewType: 'Tipo' },
  state: { open: 'Por responder', answered: 'Respondidas' },
  respond: 'Responder',
  response: 'Tu respuesta',
  send: 'Publicar respuesta',
  sent: 'Respuesta publicada',
  until: 'Puedes responder hasta el %{date}',
  closed: 'Ya no se puede responder',
  dialog_title: 'Responder a %{name}',
  dialog_text:
    'Tu respuesta aparece debajo de la reseña en la página pública. Puedes responder una sola vez y después no podrás cambiar la respuesta.',
  empty: 'Todavía no hay reseñas.',
  explain:
    'Las reseñas publicadas sobre tus eventos, tu organización o tus locales. Puedes responder una vez a cada reseña, dentro del plazo que da la plataforma; tu respuesta aparece debajo de la reseña.',
}

export default es
