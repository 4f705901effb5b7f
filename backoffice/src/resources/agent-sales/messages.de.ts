import type nl from './messages.nl'

/** German texts of resources.agent-sales.* (Dutch first: messages.nl.ts). */
const de: typeof nl = {
  intro: 'Du verkaufst im Namen deiner Partner-Veranstalter. Deine Provision wird bei jedem Verkauf gebucht.',
}

export default de
