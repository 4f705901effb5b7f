/** This folder's Dutch texts: 'Op je eigen website' on an event's page (docs/embed.md). */
const nl = {
  title: 'Op je eigen website',
  intro:
    'Verkoop tickets voor dit event op je eigen website. Plak deze code op je pagina: een knop die de ticketkeuze en het afrekenen opent, of een blok in de pagina.',
  kind: 'Soort',
  kind_button: 'Knop',
  kind_inline: 'Blok in de pagina',
  snippet: 'Code voor je website',
  button_label: 'Tickets kopen',
  copy: 'Code kopiëren',
  copied: 'Code gekopieerd',
  copy_failed: 'Kopiëren lukte niet: selecteer de code en kopieer hem zelf',
  domains: 'Je websites',
  domains_help:
    'Alleen op deze websites werkt de knop, en daar komt de koper terug na het betalen. Geef het adres zonder pad, zoals https://www.voorbeeld.sr.',
  no_domains: 'Nog geen website: voeg je website toe, anders blijft de knop leeg.',
  origin: 'Adres van je website',
  add: 'Toevoegen',
}
export default nl
