import type nlTexts from './messages.nl'

/** This folder's Spanish texts (resources.agent-sales.*); the sale screen, receipt and list texts are resources/loket-sales'. */
const es: typeof nlTexts = {
  intro: 'Vendes en nombre de tus organizadores aliados. Tu comisión se registra con cada venta.',
}

export default es
