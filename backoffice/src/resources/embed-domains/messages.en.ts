/** This folder's English texts: 'On your own website' on an event's page (docs/embed.md). */
const en = {
  title: 'On your own website',
  intro:
    'Sell tickets for this event on your own website. Paste this code into your page: a button that opens ticket selection and checkout, or a block in the page.',
  kind: 'Kind',
  kind_button: 'Button',
  kind_inline: 'Block in the page',
  snippet: 'Code for your website',
  button_label: 'Buy tickets',
  copy: 'Copy code',
  copied: 'Code copied',
  copy_failed: 'Copying failed: select the code and copy it yourself',
  domains: 'Your websites',
  domains_help:
    'The button works only on these websites, and buyers come back there after paying. Give the address without a path, such as https://www.example.com.',
  no_domains: 'No website yet: add your website, otherwise the button stays empty.',
  origin: 'Your website’s address',
  add: 'Add',
}
export default en
