import type nl from './messages.nl'

const en: typeof nl = {
  fields: { state: 'Show', reviewType: 'Kind' },
  state: { open: 'To answer', answered: 'Answered' },
  respond: 'Respond',
  response: 'Your response',
  send: 'Post response',
  sent: 'Response posted',
  until: 'You can respond until %{date}',
  closed: 'Responding is no longer possible',
  dialog_title: 'Respond to %{name}',
  dialog_text: 'Your response appears under the review on the public page. You can respond once and cannot change it afterwards.',
  empty: 'No reviews yet.',
  explain:
    'The published reviews about your events, organization or venues. You can respond to each review once, within the time the platform allows; your response appears under the review.',
}

export default en
