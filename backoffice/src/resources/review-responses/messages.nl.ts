/** This folder's Dutch texts (English in messages.en.ts); the review card's texts are review-moderation's. */
const nl = {
  fields: { state: 'Toon', reviewType: 'Soort' },
  state: { open: 'Nog te beantwoorden', answered: 'Beantwoord' },
  respond: 'Reageren',
  response: 'Je reactie',
  send: 'Reactie plaatsen',
  sent: 'Reactie geplaatst',
  until: 'Reageren kan tot %{date}',
  closed: 'Reageren kan niet meer',
  dialog_title: 'Reageren op %{name}',
  dialog_text: 'Je reactie staat onder de review op de openbare pagina. Je kunt één keer reageren en de reactie daarna niet meer wijzigen.',
  empty: 'Nog geen reviews.',
  explain:
    'De gepubliceerde reviews over jouw evenementen, organisatie of venues. Je kunt op elke review één keer reageren, binnen de termijn die het platform geeft; je reactie verschijnt onder de review.',
}

export default nl
