import type nlTexts from './messages.nl'

/** This folder's Spanish texts (app.pages.loket-dashboard.*), complete: the type keeps the keys equal to Dutch. */
const es: typeof nlTexts = {
  intro: 'Abre tu turno de caja, vende en la puerta e imprime el recibo con los códigos QR.',
  sales: 'Mis ventas',
  shifts: 'Turnos de caja',
}

export default es
