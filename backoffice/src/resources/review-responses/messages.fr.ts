import type nl from './messages.nl'

/** French texts of resources.review-responses.* (Dutch first: messages.nl.ts). */
const fr: typeof nl = {
  fields: { state: 'Afficher', reviewType: 'Type' },
  state: { open: 'À traiter', answered: 'Répondu' },
  respond: 'Répondre',
  response: 'Votre réponse',
  send: 'Publier la réponse',
  sent: 'Réponse publiée',
  until: "Vous pouvez répondre jusqu'au %{date}",
  closed: "Il n'est plus possible de répondre",
  dialog_title: 'Répondre à %{name}',
  dialog_text:
    "Votre réponse apparaît sous l'avis sur la page publique. Vous ne pouvez répondre qu'une fois et ne pourrez plus la modifier ensuite.",
  empty: 'Pas encore d’avis.',
  explain:
    "Les avis publiés sur vos événements, votre organisation ou vos lieux. Vous pouvez répondre une fois à chaque avis, dans le délai fixé par la plateforme ; votre réponse apparaît sous l'avis.",
}

export default fr
