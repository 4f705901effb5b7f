/* The payment methods of a paid cart (SPEC §9): Uni5Pay+ first and recommended, each with its logo and description. */
import type { PaymentMethodItem } from '../../../lib/api/payments'
import type { BuyTranslate } from '../messages'

interface Props {
  /** null while loading. */
  methods: PaymentMethodItem[] | null
  methodId: string | null
  onMethod: (id: string) => void
  t: BuyTranslate
}

export function PaymentMethods({ methods, methodId, onMethod, t }: Props) {
  return (
    <fieldset className="buy-fieldset" data-testid="payment-methods">
      <legend className="buy-legend">{t('buy.checkout.paymentMethod')}</legend>
      {methods === null ? (
        <p className="buy-note">{t('buy.loading')}</p>
      ) : (
        <div className="buy-pay-methods">
          {methods.map((m) => (
            <label key={m.id} className={`buy-pay-method${methodId === m.id ? ' is-selected' : ''}`}>
              <input type="radio" name="paymentMethod" value={m.id} checked={methodId === m.id} onChange={() => onMethod(m.id)} />
              <img src={m.image} alt="" width="40" height="28" loading="lazy" />
              <span className="buy-pay-text">
                <span className="buy-pay-name">
                  {m.name}
                  {m.recommended ? <span className="buy-recommended">{t('buy.checkout.recommended')}</span> : null}
                </span>
                <span className="buy-pay-description">{m.description}</span>
              </span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  )
}
