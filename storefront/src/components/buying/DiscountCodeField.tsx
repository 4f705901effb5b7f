/*
 * 'Kortingscode' in the ticket selection: the buyer types a code (or the event page's ?code= link filled it in), the
 * API's live check answers, and the applied code shows what it does. An access code reveals hidden types: the
 * selection reloads its list with the code.
 */
import { useState } from 'react'
import { useStore } from '@nanostores/react'
import { formatSrd } from '#domain/format'
import type { BuyTranslate } from './messages'
import { $discountCode, applyCode, checkCode, type AppliedCode } from './discount_code'

interface Props {
  eventId: number
  t: BuyTranslate
  /** The list of types changed with the code (an access code reveals, removing it hides again). */
  onTypesChange: (code: string | null) => void
}

export function effectText(applied: AppliedCode, t: BuyTranslate): string {
  if (applied.kind === 'fixed') return t('buy.code.fixed', { amount: formatSrd(applied.value) })
  if (Number(applied.value) > 0) return t('buy.code.percentage', { value: String(Number(applied.value)) })
  return t('buy.code.access')
}

export function DiscountCodeField({ eventId, t, onTypesChange }: Props) {
  const applied = useStore($discountCode)
  const [open, setOpen] = useState(false)
  const [typed, setTyped] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function apply() {
    if (!typed.trim()) return setError(t('buy.code.empty'))
    setBusy(true)
    const answer = await checkCode(eventId, typed)
    setBusy(false)
    if (!answer) return setError(t('buy.code.failed'))
    if (!answer.valid) return setError(t(`buy.code.reason.${answer.reason}`))
    setError(null)
    const { valid: _valid, ...code } = answer
    applyCode(code)
    if (code.unlocksTicketTypeIds.length > 0) onTypesChange(code.code)
  }

  function remove() {
    const unlocked = applied?.unlocksTicketTypeIds.length ?? 0
    applyCode(null)
    setTyped('')
    if (unlocked > 0) onTypesChange(null)
  }

  if (applied) {
    return (
      <div className="buy-code buy-code-applied" data-testid="discount-code-applied">
        <p>
          <strong>{t('buy.code.applied', { code: applied.code })}</strong> · {effectText(applied, t)}
        </p>
        <button type="button" className="buy-code-remove" onClick={remove}>
          {t('buy.code.remove')}
        </button>
      </div>
    )
  }
  if (!open) {
    return (
      <button type="button" className="buy-code-toggle" onClick={() => setOpen(true)} data-testid="discount-code-toggle">
        {t('buy.code.toggle')}
      </button>
    )
  }
  return (
    <form
      className="buy-code"
      onSubmit={(event) => {
        event.preventDefault()
        void apply()
      }}
    >
      <label htmlFor="discount-code">{t('buy.code.label')}</label>
      <div className="buy-code-row">
        <input
          id="discount-code"
          name="discountCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'discount-code-error' : undefined}
          data-testid="discount-code-input"
        />
        <button type="submit" className="button button-outline" disabled={busy} data-testid="discount-code-apply">
          {t('buy.code.apply')}
        </button>
      </div>
      {error ? (
        <p id="discount-code-error" className="auth-error" role="alert" data-testid="discount-code-error">
          {error}
        </p>
      ) : null}
    </form>
  )
}
