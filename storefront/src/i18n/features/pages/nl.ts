/* Dutch strings of the info pages under /pages/* (the documents themselves live in src/content/info). Keys: 'pages.*'. */
export const pagesNl = {
  'pages.title.algemene-voorwaarden': 'Algemene voorwaarden',
  'pages.title.privacyverklaring': 'Privacyverklaring',
  'pages.title.merchant-agreement': 'Merchant agreement',
  'pages.title.hoe-het-werkt-voor-venues': 'Hoe het werkt voor venues',
  'pages.title.hoe-het-werkt-voor-evenementen': 'Hoe het werkt voor evenementen',
  'pages.title.hoe-het-werkt-voor-ticketpoints': 'Hoe het werkt voor ticketpoints',
  'pages.title.agent-agreement': 'Agent agreement',
  'pages.title.venue-operator-agreement': 'Venue operator agreement',
  'pages.title.cookiepolicy': 'Cookiebeleid',
  'pages.title.help-center': 'Helpcentrum',
  'pages.title.contact': 'Contact',
  'pages.dutchOnly': 'Dit document is alleen beschikbaar in het Nederlands.',
  'pages.lastUpdated': 'Laatst bijgewerkt: {date}',
  'pages.toc': 'Inhoud',
  'pages.related': 'Zie ook',
  'pages.footer.legalHeading': 'Juridisch',
} satisfies Record<string, string>
