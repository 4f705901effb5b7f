import type { pagesNl } from './nl.js'

export const pagesFr: Record<keyof typeof pagesNl, string> = {
  'pages.title.algemene-voorwaarden': 'Conditions générales',
  'pages.title.privacyverklaring': 'Déclaration de confidentialité',
  'pages.title.merchant-agreement': 'Contrat marchand',
  'pages.title.hoe-het-werkt-voor-venues': 'Comment ça marche pour les salles',
  'pages.title.hoe-het-werkt-voor-evenementen': 'Comment ça marche pour les événements',
  'pages.title.hoe-het-werkt-voor-ticketpoints': 'Comment ça marche pour les points de vente',
  'pages.title.agent-agreement': "Contrat d'agent",
  'pages.title.venue-operator-agreement': "Contrat d'exploitant de salle",
  'pages.title.cookiepolicy': 'Politique relative aux cookies',
  'pages.title.help-center': "Centre d'aide",
  'pages.title.contact': 'Contact',
  'pages.dutchOnly': "Ce document n'est disponible qu'en néerlandais.",
  'pages.lastUpdated': 'Dernière mise à jour : {date}',
  'pages.toc': 'Sommaire',
  'pages.related': 'Voir aussi',
  'pages.footer.legalHeading': 'Mentions légales',
}
