import type nlTexts from './messages.nl'

/** This folder's Spanish texts, complete: the type keeps the keys equal to Dutch; card.* is shared with review-responses. */
const es: typeof nlTexts = {
  fields: { reviewStatus: 'Estado', reviewType: 'Tipo', q: 'Buscar' },
  status: { pending: 'Pendiente de moderación', approved: 'Publicada', rejected: 'Rechazada', hidden: 'Oculta' },
  action: { approve: 'Aprobar', reject: 'Rechazar', hide: 'Ocultar' },
  done: { approve: 'Reseña publicada', reject: 'Reseña rechazada', hide: 'Reseña oculta' },
  held: {
    link: 'Retenida: contiene un enlace',
    blocked_word: 'Retenida: contiene una palabra bloqueada',
    low_rating: 'Retenida: calificación por debajo del mínimo',
    auto_moderation_off: 'La moderación automática está desactivada',
  },
  dialog: {
    reject_title: 'Rechazar reseña',
    reject_text: 'La reseña no se publica. El motivo queda en el historial; quien la escribió no lo ve.',
    hide_title: 'Ocultar reseña',
    hide_text: 'La reseña desaparece de las páginas públicas y ya no cuenta en la calificación. El motivo queda en el historial.',
    reason: 'Motivo',
  },
  reviewer_contact: 'Autor: %{email}',
  reason_was: 'Motivo: %{reason}',
  search_hint: 'Buscar en el texto',
  empty: 'No hay reseñas pendientes de moderación.',
  empty_other: 'No hay reseñas con este estado.',
  explain:
    'Aquí esperan las reseñas con un enlace o una palabra bloqueada, por debajo de la calificación mínima, o escritas mientras la moderación automática estaba desactivada. Aprobar publica la reseña; rechazar y ocultar piden un motivo.',
  card: {
    type: { event: 'Evento', venue: 'Local', organizer: 'Organizador' },
    stars: '%{rating} de 5 estrellas',
    verified: 'Visita verificada',
    anonymous: 'Anónimo',
    guest: 'Invitado',
    no_comment: 'Sin comentario.',
    response_by: 'Respuesta de %{name} · %{date}',
  },
}

export default es
