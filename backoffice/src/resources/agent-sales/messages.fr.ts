import type nl from './messages.nl'

/** French texts of resources.agent-sales.* (Dutch first: messages.nl.ts). */
const fr: typeof nl = {
  intro: 'Vous vendez au nom de vos organisateurs partenaires. Votre commission est comptabilisée à chaque vente.',
}

export default fr
