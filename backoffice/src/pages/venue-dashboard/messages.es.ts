import type nlTexts from './messages.nl'

/** This folder's Spanish texts (app.pages.venue-dashboard.*), complete: the type keeps the keys equal to Dutch. */
const es: typeof nlTexts = {
  manage_venues: 'Administrar mis locales',
  totals: {
    venues: 'Locales',
    upcoming: 'Próximos eventos',
    events: '%{count} eventos en total',
    pending: 'Solicitudes esperando respuesta',
    reviews: 'Reseñas',
    followers: 'Seguidores',
  },
  venue: {
    approved: 'Aprobado',
    awaiting: 'Esperando aprobación',
    inactive: 'Inactivo',
    events: 'Eventos',
    upcoming: 'Próximos',
    reviews: 'Reseñas',
    rating: 'Promedio',
    no_rating: '—',
    followers: 'Seguidores',
    pending: 'Pendientes',
    edit: 'Editar',
    public_page: 'Página pública',
    requests: 'Solicitudes',
  },
  pending: {
    title: 'Solicitudes que esperan tu respuesta',
    none: 'No hay solicitudes abiertas. Cuando un organizador elija tu local, lo verás aquí.',
    all: 'Todas las solicitudes',
  },
  reviews: {
    title: 'Últimas reseñas',
    none: 'Todavía no hay reseñas de tus locales.',
    shown: 'Visible',
    pending: 'Pendiente de moderación',
    rejected: 'Rechazada',
    hidden: 'Todavía no visible',
    stars: '%{rating} de 5 estrellas',
  },
  empty: {
    title: '¡Bienvenido! Todavía no tienes un local',
    body: 'Registra tu primer local. Una vez aprobado, aparece en la plataforma y los organizadores pueden solicitarlo para sus eventos.',
    action: 'Registrar un local',
  },
}

export default es
