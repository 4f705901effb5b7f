/*
 * Reviews: THE contract between the API and its clients (the storefront's review form and
 * /review page, the back office's moderation queue and respond view), plus the pure rules behind it.
 * Pure and shared: no database, no HTTP. Every error answer is the platform's error body
 *   { success: false, message, error, code, errors? }
 * where `message` is the Dutch text to show (SPEC §8: the toast 'Review Indienen Mislukt' shows it) and `code`
 * is one of REVIEW_ERROR_CODES below (or VALIDATION_ERROR with `errors` per field, UNAUTHENTICATED, NOT_FOUND).
 *
 * ── Storefront calls ─────────────────────────────────────────────────────────────────────────────────────────
 *
 * POST /api/reviews                                     (public route: a session cookie OR an inviteToken)
 *   body: ReviewSubmission                              → 201 ReviewSubmissionAnswer
 *   - Signed in without a token: the person must be allowed (see 'Who may review' below), else 403 with the reason's
 *     code. Signed out without a token: 401 REVIEW_SIGN_IN_REQUIRED.
 *   - With an inviteToken (guests included): the token decides the target; reviewType and the id must match it
 *     (else 422 REVIEW_INVITE_MISMATCH). A guest may send guestName (shown instead of 'Onbekende reviewer').
 *   - One review per person per target, REFUSED the second time: 409 REVIEW_ALREADY_EXISTS (an invite token
 *     is single use: 410 REVIEW_INVITE_USED).
 *   - The answer's review.isPublished says whether it shows at once (auto-moderation) or waits
 *     (message 'Bedankt voor je feedback!' either way; the storefront's toast title is 'Review Ingediend').
 *   - The answer's `summary` is the target's public review summary after this review (SPEC §7 shape).
 *
 * GET /api/reviews/invite/{token}                       (public; the /review?token= page)
 *   → 200 { success: true, data: ReviewInvite }
 *   → 404 REVIEW_INVITE_NOT_FOUND (unknown or malformed token), 410 REVIEW_INVITE_EXPIRED, 410 REVIEW_INVITE_USED
 *
 * GET /api/reviews/eligibility?reviewType=&targetId=    (public; signed out always answers mayReview false)
 *   → 200 { success: true, data: ReviewEligibility }  (the form shows only when mayReview; `reason` says why not)
 *
 * Public lists and summaries (unchanged shapes, domain/catalogue_types.ts ReviewSummary / PublicReview):
 *   GET /api/{events|venues|users}/{id}/reviews/summary and /reviews. A PublicReview now also carries
 *   `response` (the reviewed organizer's or venue operator's answer, shown under the review) or null.
 *
 * ── Back office calls ────────────────────────────────────────────────────────────────────────────────────────
 *
 * (lists take react-admin's query: page, perPage, sort createdAt|rating, order, filter JSON {reviewStatus, reviewType,
 *  state open|answered, q}; the moderation list shows 'pending' unless filter.reviewStatus says otherwise)
 * GET  /api/admin/review-moderation                                      → { data: ModeratedReview[], total }
 * GET  /api/admin/review-moderation/{id}                                 → { data: ModeratedReview }
 * PUT  /api/admin/review-moderation/{id}  body: ModerationDecision       → { data: ModeratedReview }
 * GET  /api/review-responses                                            → { data: RespondableReview[], total }
 * GET  /api/review-responses/{id}                                        → { data: RespondableReview }
 * PUT  /api/review-responses/{id}  body: { response }                    → { data: RespondableReview }
 *
 * ── respondedAt (SPEC §9: only reviews with respondedAt are listed) ─────────────────────────────────────────
 * respondedAt is the moment the PLATFORM answered the review by moderation: set when it is approved (at once by
 * auto-moderation, or by an admin) and when it is rejected or hidden. The public lists show reviews that are
 * approved, have respondedAt and are rated at least reviewDisplayMinRating. The organizer's or venue operator's
 * own answer is a different thing: `response` (text, respondedAt of the response is `response.createdAt`).
 */

export const REVIEW_TYPES = ['event', 'organizer', 'venue'] as const
export type ReviewTypeName = (typeof REVIEW_TYPES)[number]

/** 'hidden': approved once, taken off the public pages by an admin (kept for the record). */
export const MODERATION_STATUSES = ['pending', 'approved', 'rejected', 'hidden'] as const
export type ModerationStatus = (typeof MODERATION_STATUSES)[number]

export const MODERATION_ACTIONS = ['approve', 'reject', 'hide'] as const
export type ModerationAction = (typeof MODERATION_ACTIONS)[number]

/** SPEC §9: star rating 1-5; the comment and a guest's name have these limits. */
export const REVIEW_LIMITS = {
  minRating: 1,
  maxRating: 5,
  commentMax: 2000,
  guestNameMax: 100,
  responseMax: 2000,
  /** SPEC §9: invite token length 64. */
  inviteTokenLength: 64,
  /** Days an invitation stays valid after it is sent. */
  inviteValidDays: 30,
} as const

/** The id field SPEC §5 requires per reviewType. */
export const TARGET_FIELD = { event: 'eventId', venue: 'venueId', organizer: 'organizerId' } as const satisfies Record<
  ReviewTypeName,
  string
>

// ── Requests and answers ─────────────────────────────────────────────────────────────────────────────────────

/** POST /api/reviews body. Exactly the id of the reviewType is read; the others are ignored. */
export interface ReviewSubmission {
  reviewType: ReviewTypeName
  eventId?: number
  venueId?: number
  organizerId?: number
  /** Integer 1..5 (the form starts at 1; 0 never reaches the server: 'Beoordeling Vereist'). */
  rating: number
  /** Optional, at most 2000 characters; blank is stored as null. */
  comment?: string | null
  /** Shown as 'Anonieme reviewer' when true (default false). */
  isAnonymous?: boolean
  /** The 64-character token of an invitation (/review?token=). Required for guests. */
  inviteToken?: string
  /** A guest's shown name (at most 100 characters); ignored for signed-in reviewers. */
  guestName?: string
}

/** The review just written, as its author may see it. */
export interface SubmittedReview {
  id: number
  reviewType: ReviewTypeName
  /** The reviewed event, venue or organizer id. */
  targetId: number
  rating: number
  comment: string | null
  isAnonymous: boolean
  /** True only when the reviewer's ticket for the event was checked in (venue/organizer: one of their events). */
  isVerified: boolean
  isGuest: boolean
  reviewStatus: ModerationStatus
  /** True when the public sees it now (approved by auto-moderation and rated at least reviewDisplayMinRating). */
  isPublished: boolean
  createdAt: string
}

/** 201 answer of POST /api/reviews. */
export interface ReviewSubmissionAnswer {
  success: true
  /** 'Bedankt voor je feedback!' (the API's REVIEW_SUBMITTED text) */
  message: string
  data: {
    review: SubmittedReview
    /** The target's public summary after this review (GET .../reviews/summary would now answer the same). */
    summary: { hasReviews: boolean; averageRating: number; totalReviews: number; verifiedReviews: number }
  }
}

/** What an invitation lets its holder review (GET /api/reviews/invite/{token}). */
export interface ReviewInvite {
  reviewType: ReviewTypeName
  targetId: number
  /** The event title, venue name or organizer name. */
  targetName: string
  /** Storefront path of the target: /events/{id}, /venues/{id} or /organizer/{id}. */
  targetPath: string
  /** Events only: when it took place (ISO), else null. */
  startDate: string | null
  /** The buyer's name as given at checkout (prefills guestName), or null. */
  inviteeName: string | null
  expiresAt: string
}

export type IneligibleReason =
  | 'sign_in_required'
  | 'already_reviewed'
  | 'event_not_started'
  | 'no_ticket'
  | 'not_attended'
  | 'own_target'
  | 'no_booking'
  | 'venue_operators_only'
  | 'not_found'

/** GET /api/reviews/eligibility answer's data. */
export interface ReviewEligibility {
  mayReview: boolean
  /** Null when mayReview; else why not (the form shows its language's text for it; INELIGIBLE_CODE gives the error code). */
  reason: IneligibleReason | null
  /** True when the review would be marked verified (a checked-in ticket). */
  wouldBeVerified: boolean
}

/** The organizer's or venue operator's answer, shown under the review on the public pages. */
export interface ReviewResponse {
  text: string
  createdAt: string
  /** The organization or venue name that answered. */
  byName: string
}

/** A review in the admin's moderation queue. */
export interface ModeratedReview {
  id: number
  reviewType: ReviewTypeName
  targetId: number
  targetName: string
  rating: number
  comment: string | null
  /** The shown name (anonymous and guest rules applied) and, for admins, the real one. */
  reviewerName: string
  reviewerEmail: string | null
  isAnonymous: boolean
  isGuest: boolean
  isVerified: boolean
  reviewStatus: ModerationStatus
  /** Why auto-moderation held it: 'link', 'blocked_word', 'low_rating', 'auto_moderation_off', or null. */
  heldFor: HoldReason | null
  moderationReason: string | null
  moderatedAt: string | null
  respondedAt: string | null
  response: ReviewResponse | null
  createdAt: string
}

/** PUT /api/admin/review-moderation/{id} body; a reason is required to reject or hide. */
export interface ModerationDecision {
  action: ModerationAction
  reason?: string | null
}

/** A review about the signed-in organizer (its events or itself) or venue operator (its venues). */
export interface RespondableReview {
  id: number
  reviewType: ReviewTypeName
  targetId: number
  targetName: string
  rating: number
  comment: string | null
  reviewerName: string
  isVerified: boolean
  createdAt: string
  respondedAt: string | null
  response: ReviewResponse | null
  /** True while no response exists and the window (reviewResponseTimeLimit hours from respondedAt) is open. */
  mayRespond: boolean
  /** When the window closes (ISO), or null when it never opened (not yet published). */
  respondUntil: string | null
}

// ── Error codes ──────────────────────────────────────────────────────────────────────────────────────────────

/** Error codes of the reviews API; the API's table (api/exceptions/messages.ts) gives each its status and text. */
export const REVIEW_ERROR_CODES = [
  'REVIEW_RATING_REQUIRED',
  'REVIEW_TARGET_REQUIRED',
  'REVIEW_TARGET_NOT_FOUND',
  'REVIEW_SIGN_IN_REQUIRED',
  'REVIEW_EVENT_NOT_STARTED',
  'REVIEW_NO_TICKET',
  'REVIEW_NOT_ATTENDED',
  'REVIEW_NO_BOOKING',
  'REVIEW_VENUE_OPERATORS_ONLY',
  'REVIEW_OWN_TARGET',
  'REVIEW_ALREADY_EXISTS',
  'REVIEW_INVITE_NOT_FOUND',
  'REVIEW_INVITE_EXPIRED',
  'REVIEW_INVITE_USED',
  'REVIEW_INVITE_MISMATCH',
  'REVIEW_NOT_FOUND',
  'REVIEW_REASON_REQUIRED',
  'REVIEW_MODERATION_INVALID',
  'REVIEW_RESPONSE_EXISTS',
  'REVIEW_RESPONSE_CLOSED',
  'REVIEW_RESPONSE_NOT_PUBLISHED',
  'REVIEW_RESPONSE_REQUIRED',
] as const

export type ReviewErrorCode = (typeof REVIEW_ERROR_CODES)[number]

/** The error code behind each reason the eligibility check gives. */
export const INELIGIBLE_CODE: Record<IneligibleReason, ReviewErrorCode> = {
  sign_in_required: 'REVIEW_SIGN_IN_REQUIRED',
  already_reviewed: 'REVIEW_ALREADY_EXISTS',
  event_not_started: 'REVIEW_EVENT_NOT_STARTED',
  no_ticket: 'REVIEW_NO_TICKET',
  not_attended: 'REVIEW_NOT_ATTENDED',
  own_target: 'REVIEW_OWN_TARGET',
  no_booking: 'REVIEW_NO_BOOKING',
  venue_operators_only: 'REVIEW_VENUE_OPERATORS_ONLY',
  not_found: 'REVIEW_TARGET_NOT_FOUND',
}

// ── Pure rules ───────────────────────────────────────────────────────────────────────────────────────────────

/*
 * Who may review (without an invite token):
 * - an event: someone holding a ticket of a paid or free order (not refunded/cancelled) for it, once it started;
 * - a venue: someone who holds such a ticket for an event at the venue that has started ("attended");
 * - an organizer: only a venue operator (SPEC §2/§6: "Only venue_operator users see the organizer review panel";
 *   venue_owner is the same job) whose venue hosts or hosted one of its events (else REVIEW_NO_BOOKING); anyone
 *   else, ticket holders included, REVIEW_VENUE_OPERATORS_ONLY;
 * - never one's own event, venue or organization (the organizer's team, the venue's operator).
 * With an invite token anyone may review what the token names, once.
 * (api/services/reviews/review_eligibility.ts applies this.)
 */

/** Order statuses whose tickets count as held. */
export const HOLDING_ORDER_STATUSES = ['paid', 'free'] as const

/** Why auto-moderation holds a review back. */
export type HoldReason = 'auto_moderation_off' | 'low_rating' | 'link' | 'blocked_word'

/**
 * Words that hold a review for an admin (lower case; matched as whole words, accents ignored). Short on purpose:
 * insults and scam bait in Dutch, Sranan and English; admins see everything else afterwards anyway.
 */
export const BLOCKED_WORDS: readonly string[] = [
  'kut',
  'kanker',
  'tering',
  'tyfus',
  'klootzak',
  'hoer',
  'lul',
  'mongool',
  'fuck',
  'shit',
  'bitch',
  'scam',
  'oplichter',
  'oplichters',
  'fucking',
  'motherfucker',
  'kontoe',
  'mofo',
]

const LINK_PATTERN = /(https?:\/\/|www\.|\b[a-z0-9-]+\.(com|net|org|sr|nl|io|info|biz|xyz|ly|me|co)\b)/i

export function containsLink(text: string): boolean {
  return LINK_PATTERN.test(text)
}

function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
}

export function containsBlockedWord(text: string, blocked: readonly string[] = BLOCKED_WORDS): boolean {
  const set = new Set(blocked)
  return words(text).some((word) => set.has(word))
}

export interface ModerationSettings {
  autoModerationEnabled: boolean
  reviewDisplayMinRating: number
}

/** Auto-moderation: null = approve at once; else why it waits for an admin. */
export function holdReason(review: { rating: number; comment: string | null }, settings: ModerationSettings): HoldReason | null {
  if (!settings.autoModerationEnabled) return 'auto_moderation_off'
  if (review.rating < settings.reviewDisplayMinRating) return 'low_rating'
  const text = review.comment ?? ''
  if (containsLink(text)) return 'link'
  if (containsBlockedWord(text)) return 'blocked_word'
  return null
}

/** Which moderation actions a review in this status accepts (approve again or hide twice is refused). */
export const MODERATION_FROM: Record<ModerationAction, readonly ModerationStatus[]> = {
  approve: ['pending', 'rejected', 'hidden'],
  reject: ['pending'],
  hide: ['approved'],
}

export const MODERATION_RESULT: Record<ModerationAction, ModerationStatus> = {
  approve: 'approved',
  reject: 'rejected',
  hide: 'hidden',
}

/** The moment the response window closes: reviewResponseTimeLimit hours after the review was published. */
export function responseDeadline(respondedAt: Date | null, limitHours: number): Date | null {
  if (!respondedAt) return null
  return new Date(respondedAt.getTime() + limitHours * 3_600_000)
}

/** Why a response is refused now, or null when it may be written. */
export function responseRefusal(
  review: { reviewStatus: ModerationStatus; respondedAt: Date | null; hasResponse: boolean },
  now: Date,
  limitHours: number
): 'REVIEW_RESPONSE_EXISTS' | 'REVIEW_RESPONSE_NOT_PUBLISHED' | 'REVIEW_RESPONSE_CLOSED' | null {
  if (review.hasResponse) return 'REVIEW_RESPONSE_EXISTS'
  if (review.reviewStatus !== 'approved' || !review.respondedAt) return 'REVIEW_RESPONSE_NOT_PUBLISHED'
  const deadline = responseDeadline(review.respondedAt, limitHours)!
  return now.getTime() > deadline.getTime() ? 'REVIEW_RESPONSE_CLOSED' : null
}

/** An invitation token: 64 characters of [0-9a-f] (what GET /api/reviews/invite/{token} accepts). */
export function isInviteTokenShape(token: string): boolean {
  return token.length === REVIEW_LIMITS.inviteTokenLength && /^[0-9a-f]+$/.test(token)
}

/** When the invitation job sends an event's invitations: reviewInvitationDelay hours after it ends. */
export function invitationDueAt(eventEnd: Date, delayHours: number): Date {
  return new Date(eventEnd.getTime() + delayHours * 3_600_000)
}

/** Storefront path of a review target. */
export function targetPath(reviewType: ReviewTypeName, targetId: number): string {
  if (reviewType === 'event') return `/events/${targetId}`
  if (reviewType === 'venue') return `/venues/${targetId}`
  return `/organizer/${targetId}`
}

/** The channels an invitation goes by: the order's contact method, else whichever address the order has. */
export function invitationChannels(order: {
  contact_method: 'email' | 'whatsapp' | 'both'
  buyer_email: string | null
  buyer_phone: string | null
}): { email: boolean; whatsapp: boolean } {
  const email = order.contact_method !== 'whatsapp' && !!order.buyer_email
  const whatsapp = order.contact_method !== 'email' && !!order.buyer_phone
  if (email || whatsapp) return { email, whatsapp }
  return { email: !!order.buyer_email, whatsapp: !order.buyer_email && !!order.buyer_phone }
}
