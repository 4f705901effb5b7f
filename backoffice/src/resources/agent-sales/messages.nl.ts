/** This folder's Dutch texts (resources.agent-sales.*); the sale screen, receipt and list texts are resources/loket-sales'. */
const nl = {
  intro: 'Je verkoopt namens je partner-organisatoren. Je commissie wordt bij elke verkoop geboekt.',
}

export default nl
