/** This folder's Dutch texts (app.pages.loket-dashboard.*; English in messages.en.ts). The shift panel's are resources/loket-shifts'. */
const nl = {
  intro: 'Open je kassadienst, verkoop aan de deur en druk de bon met QR-codes af.',
  sales: 'Mijn verkopen',
  shifts: 'Kassadiensten',
}

export default nl
