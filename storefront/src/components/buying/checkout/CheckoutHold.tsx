/*
 * The holds as the buyer sees them (SPEC §4 "Buying flow"): the countdown under the title ('Tijd over'), the
 * status line ('Tickets reserveren...', then reserved) and, when the holds were refused, the server's words with
 * 'Opnieuw proberen' (and for a listing, the way back to the other offers).
 */
import type { HoldPhase } from '../checkout_hold'
import type { BuyTranslate } from '../messages'
import { formatClock } from './checkout_figures'

export function CheckoutTimer({ secondsLeft, t }: { secondsLeft: number; t: BuyTranslate }) {
  return (
    <p className={`buy-timer${secondsLeft <= 60 ? ' is-urgent' : ''}`} data-testid="checkout-timer">
      {t('buy.checkout.timeLeft')}: <strong>{formatClock(secondsLeft)}</strong>
    </p>
  )
}

interface HoldStatusProps {
  phase: HoldPhase
  failure: string | null
  /** Listing mode: its own texts, and the other offers next to retry. */
  listing: boolean
  onOtherListings?: () => void
  onRetry: () => void
  t: BuyTranslate
}

export function HoldStatus({ phase, failure, listing, onOtherListings, onRetry, t }: HoldStatusProps) {
  return (
    <>
      <div className="buy-hold" role="status" data-testid="hold-status" data-phase={phase}>
        {phase === 'reserving'
          ? t('buy.checkout.reserving')
          : phase === 'reserved'
            ? t(listing ? 'buy.listing.reserved' : 'buy.checkout.reserved')
            : null}
      </div>
      {phase === 'failed' ? (
        <div className="buy-failed" role="alert" data-testid="reserve-failed">
          <p className="auth-error">{t('buy.checkout.reserveFailed')}</p>
          {failure ? <p>{failure}</p> : null}
          <div className="buy-failed-actions">
            {listing && onOtherListings ? (
              <button type="button" className="button button-primary" onClick={onOtherListings} data-testid="other-listings">
                {t('buy.listing.others')}
              </button>
            ) : null}
            <button type="button" className={`button ${listing ? 'button-outline' : 'button-primary'}`} onClick={onRetry}>
              {t('buy.checkout.retry')}
            </button>
          </div>
        </div>
      ) : null}
    </>
  )
}
