import type nl from './messages.nl'

/** English texts of app.pages.loket-dashboard.* (Dutch first: messages.nl.ts). */
const en: typeof nl = {
  intro: 'Open your cash shift, sell at the door and print the receipt with the QR codes.',
  sales: 'My sales',
  shifts: 'Cash shifts',
}

export default en
