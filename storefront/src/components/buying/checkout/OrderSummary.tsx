/*
 * The checkout's summary (SPEC §9 fees): a listing's event and face value, the lines, and the fee breakdown
 * (parts of 0 left out, the subtotal always shown) with the total, 'Gratis' for a free cart.
 */
import { cartSubtotalCents, centsToAmount } from '#domain/cart_total'
import type { FeeBreakdown } from '#domain/fees'
import { formatSrd } from '#domain/format'
import type { BuyTranslate } from '../messages'
import type { CartLine } from '../selection'
import { FEE_ROWS } from './checkout_figures'
import type { CheckoutListing } from './use_checkout'

interface Props {
  lines: CartLine[]
  listing: CheckoutListing | null
  fees: FeeBreakdown | null
  isAllFree: boolean
  subtotal: string
  /** What a discount code takes off (the lines show list prices). */
  discount?: { code: string; amount: string } | null
  t: BuyTranslate
}

export function OrderSummary({ lines, listing, fees, isAllFree, subtotal, discount = null, t }: Props) {
  return (
    <section className="buy-summary" aria-labelledby="checkout-summary-title">
      <h3 id="checkout-summary-title">{t('buy.checkout.summary')}</h3>
      {listing ? (
        <div className="buy-listing" data-testid="checkout-listing">
          <p className="buy-listing-event">{listing.eventTitle}</p>
          <p className="buy-note">
            {t('buy.listing.faceValue', { price: formatSrd(listing.originalPrice) })} · {t('buy.listing.via')}
          </p>
        </div>
      ) : null}
      <ul>
        {lines.map((line) => (
          <li key={line.ticketTypeId}>
            <span>{t('buy.checkout.line', { quantity: line.quantity, name: line.name })}</span>
            <span>{Number(line.price) > 0 ? formatSrd(centsToAmount(cartSubtotalCents([line]))) : t('buy.selection.free')}</span>
          </li>
        ))}
        {discount ? (
          <li className="buy-discount" data-testid="checkout-discount">
            <span>{t('buy.checkout.discount', { code: discount.code })}</span>
            <span>− {formatSrd(discount.amount)}</span>
          </li>
        ) : null}
      </ul>
      <dl className="buy-fees" data-testid="fee-breakdown">
        {fees
          ? FEE_ROWS.filter((row) => row.part === 'subtotal' || Number(fees[row.part]) > 0).map((row) => (
              <div key={row.part}>
                <dt>{t(row.label)}</dt>
                <dd>{formatSrd(fees[row.part])}</dd>
              </div>
            ))
          : null}
        <div className="buy-fees-total">
          <dt>{t('buy.checkout.total')}</dt>
          <dd data-testid="checkout-total">{isAllFree ? t('buy.selection.free') : formatSrd(fees?.total ?? subtotal)}</dd>
        </div>
      </dl>
    </section>
  )
}
