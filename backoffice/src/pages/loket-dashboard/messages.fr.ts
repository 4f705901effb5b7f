import type nl from './messages.nl'

/** French texts of app.pages.loket-dashboard.* (Dutch first: messages.nl.ts). */
const fr: typeof nl = {
  intro: 'Ouvrez votre service de caisse, vendez à la porte et imprimez le reçu avec les codes QR.',
  sales: 'Mes ventes',
  shifts: 'Services de caisse',
}

export default fr
