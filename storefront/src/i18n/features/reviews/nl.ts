/*
 * Dutch strings of the review form (SPEC §5 and §8 texts from domain/reviews.ts): 'reviewForm.*' for
 * the island (handed over as a prop by reviewFormMessages()), 'reviewPage.*' for /review, 'reviewResponse.*' for
 * the organizer's or venue's answer under a review.
 */
import { REVIEW_ERRORS as E, REVIEW_MESSAGES as M } from '#domain/reviews'

export const reviewsNl = {
  'reviewForm.open': 'Schrijf een review',
  'reviewForm.heading.event': 'Beoordeel dit evenement',
  'reviewForm.heading.venue': 'Beoordeel deze venue',
  'reviewForm.heading.organizer': 'Beoordeel deze organisator',
  'reviewForm.checking': 'Even kijken of je een review kunt schrijven...',
  'reviewForm.checkFailed': 'We konden niet nagaan of je een review kunt schrijven. Probeer het opnieuw.',
  'reviewForm.retry': 'Opnieuw proberen',
  'reviewForm.signIn': 'Inloggen',
  'reviewForm.rating': 'Jouw beoordeling',
  'reviewForm.star': '{n} van 5 sterren',
  'reviewForm.ratingValue': '{n} van 5',
  'reviewForm.ratingNone': 'Geen sterren gekozen',
  'reviewForm.ratingHint': 'Tik nogmaals op de gekozen ster om de beoordeling te wissen.',
  'reviewForm.comment': 'Opmerking (optioneel)',
  'reviewForm.commentPlaceholder': 'Vertel anderen over je ervaring',
  'reviewForm.commentCount': '{n} / {max} tekens',
  'reviewForm.guestName': 'Je naam (optioneel)',
  'reviewForm.guestNameHint': 'Zonder naam staat er "Onbekende reviewer" bij je review.',
  'reviewForm.anonymous': 'Anoniem plaatsen',
  'reviewForm.anonymousHint': 'Je naam wordt niet bij je review getoond.',
  'reviewForm.verifiedHint': 'Je ticket is gescand: je review krijgt het label Geverifieerd.',
  'reviewForm.submit': 'Review Indienen',
  'reviewForm.submitting': 'Bezig met indienen...',
  'reviewForm.cancel': 'Annuleren',
  'reviewForm.close': 'Melding sluiten',
  'reviewForm.ratingRequiredTitle': M.ratingRequiredTitle,
  'reviewForm.ratingRequired': M.ratingRequired,
  'reviewForm.submittedTitle': M.submittedTitle,
  'reviewForm.submitted': M.submitted,
  'reviewForm.failedTitle': M.failedTitle,
  'reviewForm.failedFallback': 'Er ging iets mis',
  'reviewForm.refused.sign_in_required': E.REVIEW_SIGN_IN_REQUIRED.message,
  'reviewForm.refused.already_reviewed': E.REVIEW_ALREADY_EXISTS.message,
  'reviewForm.refused.event_not_started': E.REVIEW_EVENT_NOT_STARTED.message,
  'reviewForm.refused.no_ticket': E.REVIEW_NO_TICKET.message,
  'reviewForm.refused.not_attended': E.REVIEW_NOT_ATTENDED.message,
  'reviewForm.refused.own_target': E.REVIEW_OWN_TARGET.message,
  'reviewForm.refused.no_booking': E.REVIEW_NO_BOOKING.message,
  'reviewForm.refused.not_found': E.REVIEW_TARGET_NOT_FOUND.message,
  'reviewForm.sentPublished': 'Je review staat nu bij de reviews. Het kan een minuut duren voordat hij op de pagina verschijnt.',
  'reviewForm.sentPending': 'Je review wordt eerst bekeken en verschijnt daarna bij de reviews.',
  'reviewForm.viewTarget': 'Naar {name}',

  'reviewPage.pageTitle': 'Review schrijven',
  'reviewPage.heading': 'Review schrijven',
  'reviewPage.about.event': 'Je beoordeelt het evenement',
  'reviewPage.about.venue': 'Je beoordeelt de venue',
  'reviewPage.about.organizer': 'Je beoordeelt de organisator',
  'reviewPage.expires': 'Deze link is geldig tot {date}.',
  'reviewPage.noToken': 'Open de link uit je uitnodiging om een review te schrijven.',
  'reviewPage.notFound': E.REVIEW_INVITE_NOT_FOUND.message,
  'reviewPage.expired': E.REVIEW_INVITE_EXPIRED.message,
  'reviewPage.used': E.REVIEW_INVITE_USED.message,
  'reviewPage.loadError': 'De uitnodiging kon niet worden geladen. Probeer het later opnieuw.',
  'reviewPage.home': 'Naar de startpagina',

  'reviewResponse.label': 'Reactie van {name}',
} satisfies Record<string, string>

export type ReviewsMessages = Record<keyof typeof reviewsNl, string>
export type ReviewsKey = keyof typeof reviewsNl
