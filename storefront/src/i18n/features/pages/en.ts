import type { pagesNl } from './nl.js'

export const pagesEn: Record<keyof typeof pagesNl, string> = {
  'pages.title.algemene-voorwaarden': 'Terms and conditions',
  'pages.title.privacyverklaring': 'Privacy statement',
  'pages.title.merchant-agreement': 'Merchant agreement',
  'pages.title.hoe-het-werkt-voor-venues': 'How it works for venues',
  'pages.title.hoe-het-werkt-voor-evenementen': 'How it works for events',
  'pages.title.hoe-het-werkt-voor-ticketpoints': 'How it works for ticket points',
  'pages.title.agent-agreement': 'Agent agreement',
  'pages.title.venue-operator-agreement': 'Venue operator agreement',
  'pages.title.cookiepolicy': 'Cookie policy',
  'pages.title.help-center': 'Help center',
  'pages.title.contact': 'Contact',
  'pages.dutchOnly': 'This document is only available in Dutch.',
  'pages.lastUpdated': 'Last updated: {date}',
  'pages.toc': 'Contents',
  'pages.related': 'See also',
  'pages.footer.legalHeading': 'Legal',
}
