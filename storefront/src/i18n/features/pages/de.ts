import type { pagesNl } from './nl.js'

export const pagesDe: Record<keyof typeof pagesNl, string> = {
  'pages.title.algemene-voorwaarden': 'Allgemeine Geschäftsbedingungen',
  'pages.title.privacyverklaring': 'Datenschutzerklärung',
  'pages.title.merchant-agreement': 'Händlervereinbarung',
  'pages.title.hoe-het-werkt-voor-venues': 'So funktioniert es für Locations',
  'pages.title.hoe-het-werkt-voor-evenementen': 'So funktioniert es für Veranstaltungen',
  'pages.title.hoe-het-werkt-voor-ticketpoints': 'So funktioniert es für Vorverkaufsstellen',
  'pages.title.agent-agreement': 'Vereinbarung für Verkaufsagenten',
  'pages.title.venue-operator-agreement': 'Vereinbarung für Location-Betreiber',
  'pages.title.cookiepolicy': 'Cookie-Richtlinie',
  'pages.title.help-center': 'Hilfe-Center',
  'pages.title.contact': 'Kontakt',
  'pages.dutchOnly': 'Dieses Dokument ist nur auf Niederländisch verfügbar.',
  'pages.lastUpdated': 'Zuletzt aktualisiert: {date}',
  'pages.toc': 'Inhalt',
  'pages.related': 'Siehe auch',
  'pages.footer.legalHeading': 'Rechtliches',
}
