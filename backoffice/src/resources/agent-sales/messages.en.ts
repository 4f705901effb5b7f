import type nl from './messages.nl'

/** English texts of resources.agent-sales.* (Dutch first: messages.nl.ts). */
const en: typeof nl = {
  intro: 'You sell on behalf of your partner organizers. Your commission is booked with every sale.',
}

export default en
