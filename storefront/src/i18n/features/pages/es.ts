import type { pagesNl } from './nl.js'

export const pagesEs: Record<keyof typeof pagesNl, string> = {
  'pages.title.algemene-voorwaarden': 'Términos y condiciones',
  'pages.title.privacyverklaring': 'Declaración de privacidad',
  'pages.title.merchant-agreement': 'Acuerdo de comerciante',
  'pages.title.hoe-het-werkt-voor-venues': 'Cómo funciona para locales',
  'pages.title.hoe-het-werkt-voor-evenementen': 'Cómo funciona para eventos',
  'pages.title.hoe-het-werkt-voor-ticketpoints': 'Cómo funciona para puntos de venta',
  'pages.title.agent-agreement': 'Acuerdo de agente',
  'pages.title.venue-operator-agreement': 'Acuerdo de operador de locales',
  'pages.title.cookiepolicy': 'Política de cookies',
  'pages.title.help-center': 'Centro de ayuda',
  'pages.title.contact': 'Contacto',
  'pages.dutchOnly': 'Este documento solo está disponible en neerlandés.',
  'pages.lastUpdated': 'Última actualización: {date}',
  'pages.toc': 'Contenido',
  'pages.related': 'Ver también',
  'pages.footer.legalHeading': 'Legal',
}
