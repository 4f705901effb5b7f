import type { Messages } from './nl.js'
import { eventsEs } from './features/events/es.js'
import { venuesEs } from './features/venues/es.js'
import { pagesEs } from './features/pages/es.js'
import { ticketsEs } from './features/tickets/es.js'
import { authEs } from './features/auth/es.js'
import { buyingEs } from './features/buying/es.js'
// The review form, /review and review responses.
import { reviewsEs } from './features/reviews/es.js'
// Like and follow buttons, My tickets' favourites.
import { likesEs } from './features/likes/es.js'
// Ticketswitch (/ticketswitch, its sell island, the entry points).
import { ticketswitchEs } from './features/ticketswitch/es.js'
// The agents' notification bell and /test-auth.
import { sessionEs } from './features/session/es.js'
import { supportEs } from './features/support/es.js'
import { waitingListEs } from './features/waiting_list/es.js'

export const es: Messages = {
  ...eventsEs,
  ...venuesEs,
  ...pagesEs,
  ...ticketsEs,
  ...authEs,
  ...buyingEs,
  ...reviewsEs,
  ...likesEs,
  ...ticketswitchEs,
  ...sessionEs,
  ...supportEs,
  ...waitingListEs,
  'a11y.skipToContent': 'Saltar al contenido',
  'site.homeLink': '{name}, ir a la página de inicio',

  'nav.label': 'Menú principal',
  'nav.menu': 'Menú',
  'nav.events': 'Eventos',
  'nav.venues': 'Recintos',
  'nav.organize': 'Organizar',
  'nav.ticketswitch': 'Ticketswitch',
  'nav.login': 'Iniciar sesión',
  'nav.register': 'Registrarse',

  'language.label': 'Idioma',

  'footer.tagline': 'Entradas para eventos y recintos en todo Surinam.',
  'footer.infoHeading': 'Información',
  'footer.terms': 'Términos y condiciones',
  'footer.privacy': 'Declaración de privacidad',
  'footer.cookies': 'Política de cookies',
  'footer.help': 'Centro de ayuda',
  'footer.contact': 'Contacto',
  'footer.copyright': '© {year} {name}. Todos los derechos reservados.',

  'home.pageTitle': 'Entradas para eventos en Surinam',
  'home.accountDeleted': 'Tu cuenta ha sido eliminada. Tus pedidos se conservan anonimizados para la contabilidad.',
  'home.accountDeactivated': 'Tu cuenta ha sido desactivada: ya no puedes iniciar sesión.',
  'home.heroTitle': 'Descubre eventos increíbles en Surinam',
  'home.heroSubtitle': 'Conciertos, festivales, deporte y cultura: encuentra tu próximo plan y compra tus entradas en pocos clics.',

  'search.formLabel': 'Buscar eventos',
  'search.label': 'Término de búsqueda',
  'search.placeholder': 'Evento, artista o recinto',
  'search.district': 'Distrito',
  'search.allDistricts': 'Todos los distritos',
  'search.category': 'Categoría',
  'search.allCategories': 'Todas las categorías',
  'search.submit': 'Buscar',

  'audience.heading': '¿Para quién es {name}?',
  'audience.visitors.title': 'Visitantes',
  'audience.visitors.text': 'Encuentra eventos cerca de ti y compra tus entradas de forma rápida y segura.',
  'audience.visitors.cta': 'Ver eventos',
  'audience.organizers.title': 'Organizadores',
  'audience.organizers.text': 'Vende entradas para tu evento y sigue tus ventas en tiempo real.',
  'audience.venues.title': 'Gestores de recintos',
  'audience.venues.text': 'Alquila tu recinto a organizadores y llena tu agenda.',
  'audience.ticketpoints.title': 'Puntos de venta',
  'audience.ticketpoints.text': 'Vende entradas en el mostrador y gana comisión por cada venta.',
  'audience.howItWorks': 'Cómo funciona',

  'trust.heading': '¿Por qué {name}?',
  'trust.payment.title': 'Pago seguro',
  'trust.payment.text': 'Paga con Uni5Pay+ o a través de Mollie con iDEAL, tarjeta de crédito y más.',
  'trust.delivery.title': 'Entradas por correo y WhatsApp',
  'trust.delivery.text': 'Tus entradas con código QR llegan al instante, listas para escanear en la entrada.',
  'trust.support.title': 'Soporte local',
  'trust.support.text': '¿Preguntas? Nuestro equipo en Surinam te ayuda enseguida.',

  'notFound.title': 'Página no encontrada',
  'notFound.text': 'La página que buscas no existe o ha sido trasladada.',
  'notFound.home': 'Volver a la página de inicio',
}
