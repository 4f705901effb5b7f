/*
 * 'Selecteer Tickets' (SPEC §2, §4 sale status, §5 quantities, §6 who may buy): quantities per type, the
 * status label on types that cannot be bought, the nearly-sold-out hint, availability refetched every 10 s
 * while open, and on proceeding every selection checked against fresh availability.
 */
import { useEffect, useState } from 'react'
import type { PublicTicketType } from '#domain/catalogue_types'
import { formatSrd } from '#domain/format'
import { isLowStock } from '#domain/sale_status'
import { eventsApi } from '../../lib/api/events'
import type { CartLine } from './selection'
import { Modal } from './Modal'
import type { BuyTranslate } from './messages'
import { centsToAmount } from '#domain/cart_total'
import { useStore } from '@nanostores/react'
import { $discountCode, pricedWithCode } from './discount_code'
import { DiscountCodeField } from './DiscountCodeField'
import { cartLines, shortages, typeRows, type Quantities } from './selection'

/** SPEC §9: availability refresh while the dialog is open. */
export const AVAILABILITY_REFRESH_MS = 10_000

interface Props {
  eventId: number
  initialTypes: PublicTicketType[] | null
  quantities: Quantities
  onQuantities: (next: Quantities) => void
  mayBuy: boolean
  t: BuyTranslate
  onClose: () => void
  onProceed: (lines: CartLine[]) => void
  onDenied: () => void
  /** The event page's ?code=: its hidden types are listed from the start. */
  initialCode?: string | null
}

export function TicketSelection({
  eventId,
  initialTypes,
  quantities,
  onQuantities,
  mayBuy,
  t,
  onClose,
  onProceed,
  onDenied,
  initialCode,
}: Props) {
  const [types, setTypes] = useState<PublicTicketType[] | null>(initialTypes)
  const [alert, setAlert] = useState<string | null>(null)
  const [checking, setChecking] = useState(false)

  const applied = useStore($discountCode)
  // The code whose hidden types the list shows (an access code's; the event page's ?code= until it is checked).
  const [listCode, setListCode] = useState<string | null>(initialCode ?? null)

  useEffect(() => {
    let alive = true
    const load = () =>
      eventsApi.ticketTypes(eventId, listCode).then((fresh) => {
        if (alive && fresh) setTypes(fresh)
      })
    void load()
    const timer = window.setInterval(load, AVAILABILITY_REFRESH_MS)
    return () => {
      alive = false
      window.clearInterval(timer)
    }
  }, [eventId, listCode])

  const rows = typeRows(types ?? [], quantities, mayBuy)
  const lines = cartLines(types ?? [], quantities)
  const totalCents = pricedWithCode(lines, applied).subtotalCents
  const free = lines.length > 0 && totalCents === 0
  const label = lines.length === 0 ? t('buy.selection.checkout') : free ? t('buy.selection.register') : t('buy.selection.toPayment')

  function change(id: number, next: number) {
    setAlert(null)
    onQuantities({ ...quantities, [id]: Math.max(0, next) })
  }

  async function proceed() {
    if (!mayBuy) return onDenied()
    if (lines.length === 0) return setAlert(t('buy.selection.pickOne'))
    setChecking(true)
    const fresh = await eventsApi.ticketTypes(eventId, listCode)
    setChecking(false)
    if (fresh) setTypes(fresh)
    const short = shortages(lines, fresh ?? types ?? [])
    if (short.length > 0) {
      const list = short
        .map((s) => t('buy.selection.unavailableItem', { name: s.name, available: s.available, selected: s.selected }))
        .join(', ')
      return setAlert(t('buy.selection.unavailable', { list }))
    }
    onProceed(lines)
  }

  return (
    <Modal
      titleId="ticket-selection-title"
      title={t('buy.selection.title')}
      subtitle={t('buy.selection.subtitle')}
      onRequestClose={onClose}
      closeLabel={t('buy.close')}
      testId="ticket-selection"
    >
      {!mayBuy ? (
        <p className="buy-visitors-only" data-testid="visitors-only">
          {t('buy.selection.visitorsOnly')}
        </p>
      ) : null}
      {types === null ? (
        <p className="buy-note">{t('buy.selection.loadError')}</p>
      ) : rows.length === 0 ? (
        <p className="buy-note">{t('buy.selection.none')}</p>
      ) : (
        <ul className="buy-types">
          {rows.map(({ type, status, remaining, max, locked, canIncrease }) => {
            const quantity = quantities[type.id] ?? 0
            const price = Number(type.price) > 0 ? formatSrd(type.price) : t('buy.selection.free')
            return (
              <li key={type.id} className={`buy-type${locked ? ' is-locked' : ''}`} data-testid="select-type" data-status={status}>
                <div className="buy-type-info">
                  <span className="buy-type-name">{type.name}</span>
                  <span className="buy-type-price">{price}</span>
                  {type.description ? <span className="buy-type-description">{type.description}</span> : null}
                  {status !== 'available' ? (
                    <span className={`sale-status sale-status-${status}`}>{t(`buy.status.${status}`)}</span>
                  ) : isLowStock(remaining) ? (
                    <span className="low-stock">{t('buy.selection.lowStock', { count: remaining })}</span>
                  ) : null}
                  {status === 'available' && type.hasUserLimit === true && type.maxPerUser ? (
                    <span className="buy-type-limit">{t('buy.selection.maxPerUser', { count: type.maxPerUser })}</span>
                  ) : null}
                  {status === 'available' && type.hasUserLimit === null ? (
                    // SPEC §5 keeps its plus button off; a phone has no hover, so the reason is on the type itself.
                    <span className="buy-type-limit" data-testid="door-only">
                      {t('buy.selection.doorOnly')}
                    </span>
                  ) : null}
                </div>
                <div className="buy-stepper" role="group" aria-label={t('buy.selection.quantity', { name: type.name })}>
                  <button
                    type="button"
                    className="buy-step"
                    aria-label={t('buy.selection.decrease', { name: type.name })}
                    disabled={locked || quantity === 0}
                    onClick={() => change(type.id, quantity - 1)}
                  >
                    −
                  </button>
                  <output className="buy-quantity" aria-live="polite" data-testid="quantity">
                    {quantity}
                  </output>
                  <button
                    type="button"
                    className="buy-step"
                    aria-label={t('buy.selection.increase', { name: type.name })}
                    title={!locked && type.hasUserLimit === null ? t('buy.selection.noIncrease') : undefined}
                    disabled={!canIncrease || quantity >= max}
                    onClick={() => change(type.id, quantity + 1)}
                  >
                    +
                  </button>
                </div>
              </li>
            )
          })}
        </ul>
      )}
      {mayBuy ? <DiscountCodeField eventId={eventId} t={t} onTypesChange={setListCode} /> : null}
      {alert ? (
        <p className="auth-error buy-alert" role="alert" data-testid="selection-alert">
          {alert}
        </p>
      ) : null}
      <div className="buy-footer">
        <p className="buy-total">
          <span>{t('buy.selection.total')}</span>
          <strong data-testid="selection-total">{free ? t('buy.selection.free') : formatSrd(centsToAmount(totalCents))}</strong>
        </p>
        <button
          type="button"
          className="button button-primary"
          onClick={() => void proceed()}
          disabled={checking}
          data-testid="selection-proceed"
        >
          {checking ? t('buy.selection.checking') : label}
        </button>
      </div>
    </Modal>
  )
}
