import type nl from './messages.nl'

const en: typeof nl = {
  fields: { reviewStatus: 'Status', reviewType: 'Kind', q: 'Search' },
  status: { pending: 'Awaiting moderation', approved: 'Published', rejected: 'Rejected', hidden: 'Hidden' },
  action: { approve: 'Approve', reject: 'Reject', hide: 'Hide' },
  done: { approve: 'Review published', reject: 'Review rejected', hide: 'Review hidden' },
  held: {
    link: 'Held: contains a link',
    blocked_word: 'Held: contains a blocked word',
    low_rating: 'Held: rating below the minimum',
    auto_moderation_off: 'Automatic moderation is off',
  },
  dialog: {
    reject_title: 'Reject review',
    reject_text: 'The review will not be published. The reason goes into the history; the writer does not see it.',
    hide_title: 'Hide review',
    hide_text: 'The review disappears from the public pages and no longer counts towards the rating. The reason goes into the history.',
    reason: 'Reason',
  },
  reviewer_contact: 'Writer: %{email}',
  reason_was: 'Reason: %{reason}',
  search_hint: 'Search the text',
  empty: 'No reviews are awaiting moderation.',
  empty_other: 'No reviews with this status.',
  explain:
    'Reviews with a link or a blocked word, below the minimum rating, or written while automatic moderation was off wait here. Approving publishes the review; rejecting and hiding ask for a reason.',
  card: {
    type: { event: 'Event', venue: 'Venue', organizer: 'Organizer' },
    stars: '%{rating} out of 5 stars',
    verified: 'Verified visit',
    anonymous: 'Anonymous',
    guest: 'Guest',
    no_comment: 'No comment.',
    response_by: 'Response from %{name} · %{date}',
  },
}

export default en
