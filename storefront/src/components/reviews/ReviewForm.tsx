/*
 * The review form (SPEC §4 "Review form": idle, submitting, success toast or failure, §5 and §8 texts).
 * On the event, venue and organizer pages it loads no JavaScript until the visitor reaches for the server-rendered
 * 'Schrijf een review' button (client:interaction, ReviewFormIsland.astro); it then ASKS THE API whether this person
 * may review (GET /api/reviews/eligibility) and shows the form, or why not (signed out: a login button that opens
 * the header's login dialog, and the check runs again after signing in). On /review?token= the invitation already
 * decided: the form is open at once and the token goes with the review.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { IneligibleReason, ReviewTypeName } from '#domain/reviews'
import { REVIEW_LIMITS } from '#domain/reviews'
import type { ReviewFormKey, ReviewFormMessages } from '../../i18n/features/reviews'
import { makeTranslateFor } from '../auth/messages'
import { Toaster } from '../auth/Toaster'
import { useSession } from '../auth/use_session'
import { showToast } from '../../stores/toast'
import { useInteractionTrigger } from '../../directives/use_interaction_trigger'
import { INITIAL_RATING, STARS, isRatingChosen, nextRating, reasonOfCode, reviewSubmission } from './review_form'
import { reviewsApi } from '../../lib/api/reviews'

/** The server-rendered 'Schrijf een review' button that opens the form; it also loads this island. */
export const REVIEW_TRIGGER = '[data-review-form]'

interface Props {
  reviewType: ReviewTypeName
  targetId: number
  messages: ReviewFormMessages
  /** /review?token=: the invitation's token; the form opens at once and needs no sign-in. */
  inviteToken?: string | null
  /** /review: the buyer's name from checkout, to prefill the guest's name. */
  inviteeName?: string | null
  /** /review: where the sent state links to ('Naar {name}'). */
  targetLink?: { name: string; path: string } | null
}

type View =
  | { name: 'closed' }
  | { name: 'checking' }
  | { name: 'checkFailed' }
  | { name: 'refused'; reason: IneligibleReason }
  | { name: 'form'; wouldBeVerified: boolean }
  | { name: 'sent'; published: boolean }

/**
 * The attribute of LoginDialog's LOGIN_TRIGGER: a button carrying it opens the header's login dialog. Written out, not
 * imported, so this island does not pull the dialog's 3 KB into its own download.
 */
const LOGIN_ATTRIBUTE = 'data-login-link'

export default function ReviewForm({ reviewType, targetId, messages, inviteToken = null, inviteeName = null, targetLink = null }: Props) {
  const t = makeTranslateFor<ReviewFormKey>(messages)
  const session = useSession()
  const token = session?.token ?? null
  const [view, setView] = useState<View>(inviteToken ? { name: 'form', wouldBeVerified: false } : { name: 'closed' })
  const [rating, setRating] = useState<number>(INITIAL_RATING)
  const [comment, setComment] = useState('')
  const [isAnonymous, setAnonymous] = useState(false)
  const [guestName, setGuestName] = useState(inviteeName ?? '')
  const [ratingMissing, setRatingMissing] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const ids = useId()
  const sentRef = useRef<HTMLDivElement>(null)

  const target = { reviewType, targetId }

  async function check(bearer: string | null) {
    setView({ name: 'checking' })
    const answer = await reviewsApi.eligibility(target, bearer)
    if (!answer.ok) return setView({ name: 'checkFailed' })
    const { mayReview, reason, wouldBeVerified } = answer.data
    setView(mayReview ? { name: 'form', wouldBeVerified } : { name: 'refused', reason: reason ?? 'not_found' })
  }

  // The server-rendered button opens the form (after asking the API), a tap made while this island loaded included.
  useInteractionTrigger(REVIEW_TRIGGER, () => {
    if (view.name === 'closed' && session !== undefined) void check(token)
    else if (view.name === 'closed') setView({ name: 'checking' })
  })

  // The stored session is read after mounting: a check asked for before that runs now, and again after signing in.
  useEffect(() => {
    if (session === undefined) return
    if (view.name === 'checking' || (view.name === 'refused' && view.reason === 'sign_in_required' && token)) void check(token)
    // Only a change of session re-runs this; `check` is rebuilt every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session === undefined, token])

  // While the form (or its answer) shows, the button that opened it has done its job.
  useEffect(() => {
    for (const button of document.querySelectorAll<HTMLElement>(REVIEW_TRIGGER)) button.hidden = view.name !== 'closed'
  }, [view.name])

  // The answer is much shorter than the form: bring it into view (and to screen readers) where the form was.
  useEffect(() => {
    if (view.name !== 'sent' || !sentRef.current) return
    sentRef.current.focus({ preventScroll: true })
    sentRef.current.scrollIntoView({ block: 'center' })
  }, [view.name])

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!isRatingChosen(rating)) {
      setRatingMissing(true)
      showToast({ title: t('reviewForm.ratingRequiredTitle'), description: t('reviewForm.ratingRequired'), variant: 'destructive' })
      return
    }
    setSubmitting(true)
    setFailure(null)
    const answer = await reviewsApi.submit(reviewSubmission(target, { rating, comment, isAnonymous, guestName }, inviteToken), token)
    setSubmitting(false)
    if (answer.ok) {
      showToast({ title: t('reviewForm.submittedTitle'), description: t('reviewForm.submitted') })
      setView({ name: 'sent', published: answer.data.data.review.isPublished })
      return
    }
    // SPEC §8: the server's message, else 'Er ging iets mis'; a refusal we know is shown in the page's language.
    const reason = reasonOfCode(answer.failure.code)
    const message = reason ? t(`reviewForm.refused.${reason}`) : answer.failure.message || t('reviewForm.failedFallback')
    setFailure(message)
    showToast({ title: t('reviewForm.failedTitle'), description: message, variant: 'destructive' })
  }

  /** Back to the button that opened the form, with the focus on it. */
  function close() {
    setView({ name: 'closed' })
    setTimeout(() => document.querySelector<HTMLElement>(REVIEW_TRIGGER)?.focus(), 0)
  }

  const toaster = <Toaster closeLabel={t('reviewForm.close')} />
  if (view.name === 'closed') return toaster

  const heading = <h3 className="review-form-title">{t(`reviewForm.heading.${reviewType}`)}</h3>

  if (view.name === 'checking' || view.name === 'checkFailed' || view.name === 'refused') {
    return (
      <div className="review-form" data-testid="review-form">
        {heading}
        {view.name === 'checking' && (
          <p className="review-form-note" role="status">
            {t('reviewForm.checking')}
          </p>
        )}
        {view.name === 'checkFailed' && (
          <div className="auth-message auth-message-error" role="alert">
            <p>{t('reviewForm.checkFailed')}</p>
            <button type="button" className="button button-outline" onClick={() => void check(token)}>
              {t('reviewForm.retry')}
            </button>
          </div>
        )}
        {view.name === 'refused' && (
          <div className="auth-message auth-message-info" role="status" data-testid="review-form-refused">
            <p>{t(`reviewForm.refused.${view.reason}`)}</p>
            {view.reason === 'sign_in_required' && (
              <button type="button" className="button button-primary" {...{ [LOGIN_ATTRIBUTE]: '' }}>
                {t('reviewForm.signIn')}
              </button>
            )}
          </div>
        )}
        {toaster}
      </div>
    )
  }

  if (view.name === 'sent') {
    return (
      <div className="review-form-done" data-testid="review-form">
        <div className="auth-message auth-message-success" role="status" data-testid="review-form-sent" tabIndex={-1} ref={sentRef}>
          <p className="auth-message-title">{t('reviewForm.submittedTitle')}</p>
          <p>{t('reviewForm.submitted')}</p>
          <p>{t(view.published ? 'reviewForm.sentPublished' : 'reviewForm.sentPending')}</p>
          {targetLink && (
            <p>
              <a href={targetLink.path}>{t('reviewForm.viewTarget', { name: targetLink.name })}</a>
            </p>
          )}
        </div>
        {toaster}
      </div>
    )
  }

  const ratingLabelId = `${ids}-rating`
  const ratingErrorId = `${ids}-rating-error`
  return (
    <form className="review-form" data-testid="review-form" noValidate onSubmit={(event) => void submit(event)}>
      {!inviteToken && heading}
      <fieldset className="review-stars-field" aria-describedby={ratingMissing ? ratingErrorId : `${ids}-rating-hint`}>
        <legend id={ratingLabelId}>{t('reviewForm.rating')}</legend>
        <div className="review-stars">
          {STARS.map((star) => (
            <button
              key={star}
              type="button"
              className={star <= rating ? 'review-star review-star-on' : 'review-star'}
              aria-pressed={star === rating}
              aria-label={t('reviewForm.star', { n: star })}
              onClick={() => {
                const next = nextRating(rating, star)
                setRating(next)
                if (isRatingChosen(next)) setRatingMissing(false)
              }}
            >
              <span aria-hidden="true">★</span>
            </button>
          ))}
          <span className="review-stars-value" aria-live="polite">
            {rating > 0 ? t('reviewForm.ratingValue', { n: rating }) : t('reviewForm.ratingNone')}
          </span>
        </div>
        {ratingMissing ? (
          <p className="auth-error" id={ratingErrorId} role="alert" data-testid="review-rating-error">
            <strong>{t('reviewForm.ratingRequiredTitle')}</strong>: {t('reviewForm.ratingRequired')}
          </p>
        ) : (
          <p className="auth-hint" id={`${ids}-rating-hint`}>
            {t('reviewForm.ratingHint')}
          </p>
        )}
      </fieldset>

      <div className="field auth-field">
        <label htmlFor={`${ids}-comment`}>{t('reviewForm.comment')}</label>
        <textarea
          id={`${ids}-comment`}
          rows={4}
          maxLength={REVIEW_LIMITS.commentMax}
          placeholder={t('reviewForm.commentPlaceholder')}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
        <p className="auth-hint review-count">{t('reviewForm.commentCount', { n: comment.length, max: REVIEW_LIMITS.commentMax })}</p>
      </div>

      {inviteToken && !session && (
        <div className="field auth-field">
          <label htmlFor={`${ids}-guest`}>{t('reviewForm.guestName')}</label>
          <input
            id={`${ids}-guest`}
            autoComplete="name"
            maxLength={REVIEW_LIMITS.guestNameMax}
            value={guestName}
            disabled={isAnonymous}
            onChange={(event) => setGuestName(event.target.value)}
          />
          <p className="auth-hint">{t('reviewForm.guestNameHint')}</p>
        </div>
      )}

      <div>
        <label className="auth-check">
          <input type="checkbox" checked={isAnonymous} onChange={(event) => setAnonymous(event.target.checked)} />
          {t('reviewForm.anonymous')}
        </label>
        <p className="auth-hint">{t('reviewForm.anonymousHint')}</p>
      </div>

      {view.wouldBeVerified && <p className="review-form-verified">{t('reviewForm.verifiedHint')}</p>}

      {failure && (
        <div className="auth-message auth-message-error" role="alert">
          <p className="auth-message-title">{t('reviewForm.failedTitle')}</p>
          <p>{failure}</p>
        </div>
      )}

      <div className="review-form-actions">
        <button type="submit" className="button button-primary" disabled={submitting}>
          {submitting ? t('reviewForm.submitting') : t('reviewForm.submit')}
        </button>
        {!inviteToken && (
          <button type="button" className="button button-outline" onClick={close} disabled={submitting}>
            {t('reviewForm.cancel')}
          </button>
        )}
      </div>
      {toaster}
    </form>
  )
}
