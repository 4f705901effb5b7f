/** This folder's Dutch texts (English in messages.en.ts); card.* is shared with the respond view (review-responses). */
const nl = {
  fields: { reviewStatus: 'Status', reviewType: 'Soort', q: 'Zoeken' },
  status: { pending: 'Wacht op moderatie', approved: 'Gepubliceerd', rejected: 'Afgewezen', hidden: 'Verborgen' },
  action: { approve: 'Goedkeuren', reject: 'Afwijzen', hide: 'Verbergen' },
  done: { approve: 'Review gepubliceerd', reject: 'Review afgewezen', hide: 'Review verborgen' },
  held: {
    link: 'Tegengehouden: bevat een link',
    blocked_word: 'Tegengehouden: bevat een geblokkeerd woord',
    low_rating: 'Tegengehouden: beoordeling onder het minimum',
    auto_moderation_off: 'Automatische moderatie staat uit',
  },
  dialog: {
    reject_title: 'Review afwijzen',
    reject_text: 'De review wordt niet gepubliceerd. De reden komt in de geschiedenis; de schrijver ziet hem niet.',
    hide_title: 'Review verbergen',
    hide_text: 'De review verdwijnt van de openbare pagina’s en telt niet meer mee in de beoordeling. De reden komt in de geschiedenis.',
    reason: 'Reden',
  },
  reviewer_contact: 'Schrijver: %{email}',
  reason_was: 'Reden: %{reason}',
  search_hint: 'Zoeken in de tekst',
  empty: 'Er wachten geen reviews op moderatie.',
  empty_other: 'Geen reviews met deze status.',
  explain:
    'Reviews met een link of een geblokkeerd woord, onder de minimale beoordeling, of geschreven terwijl automatische moderatie uit stond, wachten hier. Goedkeuren publiceert de review; afwijzen en verbergen vragen een reden.',
  card: {
    type: { event: 'Event', venue: 'Venue', organizer: 'Organisator' },
    stars: '%{rating} van 5 sterren',
    verified: 'Geverifieerd bezoek',
    anonymous: 'Anoniem',
    guest: 'Gast',
    no_comment: 'Geen toelichting.',
    response_by: 'Reactie van %{name} · %{date}',
  },
}

export default nl
