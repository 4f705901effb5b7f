import type nl from './messages.nl'

/** German texts of app.pages.loket-dashboard.* (Dutch first: messages.nl.ts). */
const de: typeof nl = {
  intro: 'Öffne deine Kassenschicht, verkaufe an der Abendkasse und drucke den Beleg mit den QR-Codes.',
  sales: 'Meine Verkäufe',
  shifts: 'Kassenschichten',
}

export default de
