/*
 * 'Facturatie Gegevens' (SPEC §2, §4 "Buying flow", §5, §7, §8): the holds (taken on open, the countdown from
 * their expiry, 'Weet je het zeker?' before leaving, released on leaving, on expiry and on page hide) are the
 * store of stores/checkout_hold.ts; here the buyer's details, the fees and the payment methods, saving the
 * payment state, then buying (free cart) or sending the buyer to the provider.
 */
import { useEffect, useState, type FormEvent } from 'react'
import { useStore } from '@nanostores/react'
import {
  buyerInfoErrors,
  effectiveContactMethod,
  remainingBuyerErrors,
  type BuyerInfo,
  type BuyerRules,
  type ContactMethod,
} from '#domain/buyer_info'
import { calculateFees, methodFeeSettings, type FeeBreakdown, type PaymentFeesSetting } from '#domain/fees'
import { PAYMENT_METHODS } from '#domain/payment_methods'
import { paymentMethodTexts } from './payment_method_texts'
import { DEFAULT_LANGUAGE } from '#domain/languages'
import { pageLanguage } from '../../lib/page_language'
import { cartSubtotalCents, centsToAmount } from '#domain/cart_total'
import { successPagePath } from '#domain/payment_return'
import { formatSrd } from '#domain/format'
import type { WhatsappFeatures } from '#domain/platform_defaults'
import { LoginForm, type LoginOptions } from '../auth/LoginForm'
import { makeTranslate, type AuthMessages } from '../auth/messages'
import { useSession } from '../auth/use_session'
import { showToast } from '../../stores/toast'
import { createCheckoutHold, type LeaveKind } from '../../stores/checkout_hold'
import { buyingApi, listingHoldApi, type CartLine, type CheckoutPayload, type ListingPayload, type PaymentMethodItem } from './buying_api'
import { BuyerForm, type BuyerErrors } from './BuyerForm'
import { Modal, ModalActions } from './Modal'
import type { BuyTranslate, IslandKey } from './messages'
import { forgetPaymentState, writePaymentState, type ClientPaymentState } from './payment_state'

export interface CheckoutSettings {
  whatsappFeatures: WhatsappFeatures
  platformCostPercentage: string | number | null
  platformCostFixed: string | number | null
  paymentFees: PaymentFeesSetting
}

/** A Ticketswitch listing bought through this checkout: one held listing instead of ticket lines. */
export interface CheckoutListing {
  id: number
  eventTitle: string
  /** What the seller paid: shown so the buyer sees it is not above face value. */
  originalPrice: string
}

export interface ResumeData {
  sessionId: string
  buyerInfo: BuyerInfo
  /** The saved state's own deadline (epoch ms): the countdown never restarts on resume. */
  deadline: number
  paymentMethod: string | null
}

interface Props {
  eventId: number
  lines: CartLine[]
  settings: CheckoutSettings
  loginOptions: LoginOptions
  authMessages: AuthMessages
  resume: ResumeData | null
  /** Details kept from a saved checkout that ran out: they fill the form of a fresh one (SPEC §4). */
  prefill?: Pick<ResumeData, 'buyerInfo' | 'paymentMethod'> | null
  t: BuyTranslate
  /** Listing mode: the hold, payment and purchase name this listing; lines hold its one ticket. */
  listing?: CheckoutListing | null
  /** Listing mode: the listing could not be held (someone else holds it, just sold): show the other offers. */
  onOtherListings?: () => void
  /** Back to the selection (holds already released). */
  onBack: () => void
  /** Closed (holds already released). */
  onClose: () => void
}

const newSessionId = () => `cs_${crypto.randomUUID()}`

function formatClock(seconds: number) {
  const m = Math.floor(seconds / 60)
  const s = seconds % 60
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`
}

function safeFees(subtotal: string, settings: CheckoutSettings, method: PaymentMethodItem | null): FeeBreakdown | null {
  try {
    return calculateFees(subtotal, settings, method ? methodFeeSettings(settings.paymentFees, method.provider, method.id) : null)
  } catch (error) {
    console.error('[checkout] fees', error)
    return null
  }
}

/** The fee breakdown's rows; fee parts of 0 are left out, the subtotal always shows. */
const FEE_ROWS = [
  { part: 'subtotal', label: 'buy.checkout.subtotal' },
  { part: 'platformFee', label: 'buy.checkout.platformFee' },
  { part: 'paymentFee', label: 'buy.checkout.paymentFee' },
  { part: 'paymentFeeBtw', label: 'buy.checkout.paymentFeeBtw' },
] as const satisfies readonly { part: keyof FeeBreakdown; label: IslandKey }[]

/**
 * The built-in list (SPEC §8 'Failed to load payment methods') in the page's language, as the API would answer:
 * methods with an EUR minimum need a rate, so they wait for the API.
 */
function builtInMethods(): PaymentMethodItem[] {
  const lang = pageLanguage() ?? DEFAULT_LANGUAGE
  return PAYMENT_METHODS.filter((m) => m.minimumEur === null).map((method) => ({
    id: method.id,
    ...paymentMethodTexts(method, lang),
    image: method.image,
    provider: method.provider,
    recommended: method.recommended,
  }))
}

export default function Checkout({
  eventId,
  lines,
  settings,
  loginOptions,
  authMessages,
  resume,
  prefill = null,
  t,
  listing = null,
  onOtherListings,
  onBack,
  onClose,
}: Props) {
  const session = useSession()
  // One hold store per opened checkout (its session id, its lines, a resumed checkout's deadline).
  const [hold] = useState(() =>
    createCheckoutHold({
      sessionId: resume?.sessionId ?? newSessionId(),
      lines,
      resumeDeadline: resume?.deadline ?? null,
      api: listing ? listingHoldApi(listing.id) : buyingApi,
      isPageHidden: () => document.visibilityState === 'hidden',
    })
  )
  const { phase, failure, deadline, secondsLeft, reservationIds, paying: busy, confirmLeave, savedAfterExpiry } = useStore(hold.$state)
  const [loginOpen, setLoginOpen] = useState(false)
  const [methods, setMethods] = useState<PaymentMethodItem[] | null>(null)
  const [methodId, setMethodId] = useState<string | null>(resume?.paymentMethod ?? prefill?.paymentMethod ?? null)
  const [errors, setErrors] = useState<BuyerErrors>({})
  const features = settings.whatsappFeatures
  const rules: BuyerRules = { whatsappEnabled: Boolean(features.checkoutEnabled), bothEnabled: Boolean(features.bothOptionEnabled) }
  const [info, setInfo] = useState<BuyerInfo>(
    () => resume?.buyerInfo ?? prefill?.buyerInfo ?? { contactMethod: features.defaultContactMethod ?? 'email' }
  )
  const subtotal = centsToAmount(cartSubtotalCents(lines))
  const isAllFree = subtotal === '0.00'
  const method = methods?.find((m) => m.id === methodId) ?? null
  const fees = isAllFree ? null : safeFees(subtotal, settings, method)

  // A signed-in visitor's details come from the account: prefilled, the form hidden while they are complete.
  const user = session?.user ?? null
  const accountInfo: BuyerInfo | null = user
    ? {
        contactMethod: user.email ? 'email' : 'whatsapp',
        firstName: user.firstName ?? '',
        lastName: user.lastName ?? '',
        email: user.email ?? '',
        confirmEmail: user.email ?? '',
        phone: user.phone ?? '',
        confirmPhone: user.phone ?? '',
      }
    : null
  const accountComplete = accountInfo !== null && Object.keys(buyerInfoErrors(accountInfo, rules)).length === 0
  const buyer = accountComplete ? accountInfo : info
  const contactMethod: ContactMethod = effectiveContactMethod(buyer, rules)

  // Holds are taken on open and given back on close (also when closed from outside: another tab's
  // 'payment-completed'), unless this tab is on its way to the payment.
  useEffect(() => {
    void hold.open()
    return () => hold.dispose()
  }, [hold])

  // SPEC §4: holds are released on page hide or when the page becomes hidden, and taken again when it shows.
  useEffect(() => {
    const onVisibility = () => (document.visibilityState === 'hidden' ? hold.pageHidden() : hold.pageShown())
    const onPageHide = () => hold.pageHidden()
    window.addEventListener('pagehide', onPageHide)
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      window.removeEventListener('pagehide', onPageHide)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [hold])

  // Payment methods for a paid cart (Uni5Pay+ first and recommended); the built-in list when the call fails.
  useEffect(() => {
    if (isAllFree) return
    let alive = true
    void buyingApi.paymentMethods(subtotal).then((loaded) => {
      if (!alive) return
      if (!loaded) console.error('Failed to load payment methods')
      const list = loaded ?? builtInMethods()
      setMethods(list)
      setMethodId((current) =>
        current && list.some((m) => m.id === current) ? current : ((list.find((m) => m.recommended) ?? list[0])?.id ?? null)
      )
    })
    return () => {
      alive = false
    }
  }, [isAllFree, subtotal])

  function requestLeave(kind: LeaveKind) {
    if (hold.requestLeave(kind)) leave(kind)
  }

  function leave(kind: LeaveKind) {
    hold.leave()
    if (kind === 'back') onBack()
    else onClose()
  }

  /** A shown error goes as soon as the field is right (SPEC §5); new ones wait for the next submit. */
  function changeInfo(next: BuyerInfo) {
    setInfo(next)
    setErrors((shown) => (Object.keys(shown).length === 0 ? shown : remainingBuyerErrors(shown, next, rules)))
  }

  async function savePaymentState(timeLeft: number): Promise<void> {
    const expiresAt = new Date(deadline ?? Date.now()).toISOString()
    const checkoutData = { buyerInfo: buyer, paymentMethod: isAllFree ? null : methodId }
    const local: ClientPaymentState = {
      id: hold.sessionId,
      eventId,
      sessionId: hold.sessionId,
      paymentStartTime: new Date().toISOString(),
      originalTimeLeft: timeLeft,
      checkoutData,
      reservationIds,
      status: timeLeft > 0 ? 'active' : 'expired',
      selections: lines,
      token: null,
      expiresAt,
      ...(listing ? { listing } : {}),
    }
    writePaymentState(local)
    // A listing's checkout resumes from this browser's copy only: the server copy holds ticket selections.
    if (listing) return
    try {
      const saved = await buyingApi.saveState({
        eventId,
        sessionId: hold.sessionId,
        checkoutData,
        selections: lines,
        reservationIds,
        timeLeftSeconds: timeLeft,
        expiresAt,
      })
      if (!saved.ok) throw new Error('Failed to save payment state to server')
      writePaymentState({ ...local, token: saved.data.token })
    } catch (error) {
      // SPEC §4/§8: the flow goes on without the server copy.
      console.error(error instanceof Error ? error.message : error)
    }
  }

  function purchaseFailed(status: number, message: string) {
    hold.paymentFailed()
    const known = status >= 400 && status < 500 && message
    showToast({
      variant: 'destructive',
      title: t('buy.error.title'),
      description: known ? `${t('buy.error.buy')} ${message}` : t('buy.error.process'),
    })
  }

  async function buyDirectly(payload: CheckoutPayload | ListingPayload, token: string | null) {
    const result = await buyingApi.purchase(payload, token)
    if (!result.ok) return purchaseFailed(result.status, result.failure.message)
    forgetPaymentState()
    location.assign(successPagePath({ orderNumber: result.data.orderNumber, key: result.data.statusKey, eventId, free: true }))
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = buyerInfoErrors(buyer, rules)
    const translated: BuyerErrors = {}
    for (const field of Object.keys(found) as (keyof BuyerInfo)[]) {
      if (field !== 'contactMethod') translated[field] = t(`buy.error.${field}`)
    }
    setErrors(translated)
    if (Object.keys(translated).length > 0) {
      document.getElementById(`buyer-${Object.keys(translated)[0]}`)?.focus()
      return
    }
    if (!isAllFree && !method)
      return showToast({ variant: 'destructive', title: t('buy.error.title'), description: t('buy.checkout.chooseMethod') })
    const timeLeft = hold.beginPayment()
    await savePaymentState(timeLeft)
    // SPEC §4: the timer ran out: stop after saving so the buyer can retry.
    if (timeLeft <= 0) return hold.stopAfterSave()
    const buyerInfo = { ...buyer, contactMethod }
    const payload: CheckoutPayload | ListingPayload = listing
      ? { listingId: listing.id, sessionId: hold.sessionId, eventId, buyerInfo }
      : { eventId, tickets: lines, buyerInfo, isAllFree, reservationId: hold.sessionId }
    const token = session?.token ?? null
    try {
      if (isAllFree) return await buyDirectly(payload, token)
      const created = await buyingApi.createPayment({ ...payload, paymentProvider: method!.provider, paymentMethod: method!.id }, token)
      if (created.ok) {
        location.assign(created.data.checkoutUrl)
        return
      }
      const fallback = (created.failure as { fallbackToDirectPurchase?: boolean }).fallbackToDirectPurchase === true
      if (fallback && isAllFree) return await buyDirectly(payload, token)
      hold.paymentFailed()
      // A provider that failed: what the buyer can do, in their language (the API's own message is Dutch).
      const providerFailed = (created.failure as { code?: string }).code === 'PAYMENT_PROVIDER_FAILED'
      showToast({
        variant: 'destructive',
        title: t('buy.error.title'),
        description: providerFailed || !created.failure.message ? t('buy.error.payment') : created.failure.message,
      })
    } catch (error) {
      console.error(error)
      purchaseFailed(0, '')
    }
  }

  const loginT = makeTranslate(authMessages)

  if (phase === 'expired') {
    return (
      <Modal
        titleId="checkout-expired-title"
        title={t('buy.checkout.expiredTitle')}
        onRequestClose={onClose}
        closeLabel={t('buy.close')}
        testId="session-expired"
      >
        <p>{listing ? t('buy.listing.expiredText') : t('buy.checkout.expiredText')}</p>
        {savedAfterExpiry ? <p>{t('buy.checkout.expiredSaved')}</p> : null}
        <ModalActions
          primary={{ label: t('buy.checkout.chooseAgain'), onClick: onBack }}
          secondary={{ label: t('buy.close'), onClick: onClose }}
        />
      </Modal>
    )
  }

  if (confirmLeave) {
    return (
      <Modal
        titleId="leave-title"
        title={t('buy.leave.title')}
        onRequestClose={hold.stay}
        closeLabel={t('buy.close')}
        testId="leave-confirm"
      >
        <p>{t('buy.leave.text')}</p>
        <ModalActions
          primary={{ label: t('buy.leave.stay'), onClick: hold.stay }}
          secondary={{ label: t('buy.leave.confirm'), onClick: () => leave(confirmLeave), testId: 'leave-confirm-yes' }}
        />
      </Modal>
    )
  }

  const timer =
    phase === 'reserved' && secondsLeft !== null ? (
      <p className={`buy-timer${secondsLeft <= 60 ? ' is-urgent' : ''}`} data-testid="checkout-timer">
        {t('buy.checkout.timeLeft')}: <strong>{formatClock(secondsLeft)}</strong>
      </p>
    ) : null

  return (
    <Modal
      titleId="checkout-title"
      title={t('buy.checkout.title')}
      subtitle={timer}
      onRequestClose={() => requestLeave('close')}
      closeLabel={t('buy.close')}
      testId="checkout"
      wide
    >
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
            <button type="button" className={`button ${listing ? 'button-outline' : 'button-primary'}`} onClick={() => void hold.reserve()}>
              {t('buy.checkout.retry')}
            </button>
          </div>
        </div>
      ) : null}

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

      {accountComplete && accountInfo ? (
        <p className="buy-account" data-testid="buyer-account">
          {t('buy.checkout.signedInAs', {
            name: `${accountInfo.firstName} ${accountInfo.lastName}`.trim(),
            contact: contactMethod === 'whatsapp' ? (accountInfo.phone ?? '') : (accountInfo.email ?? ''),
          })}
        </p>
      ) : (
        <div className="buy-login">
          <button
            type="button"
            className="link-button"
            aria-expanded={loginOpen}
            onClick={() => setLoginOpen((open) => !open)}
            data-testid="checkout-login-toggle"
          >
            {loginOpen ? t('buy.checkout.loginHide') : t('buy.checkout.loginToggle')}
          </button>
          {loginOpen ? (
            <div className="buy-login-panel" data-testid="checkout-login">
              <LoginForm
                t={loginT}
                options={loginOptions}
                stayOnPage
                emptyFieldsMessage={t('buy.checkout.fillAll')}
                onSignedIn={() => setLoginOpen(false)}
              />
            </div>
          ) : null}
        </div>
      )}

      <form className="buy-form" noValidate onSubmit={(event) => void submit(event)} data-testid="checkout-form">
        {accountComplete ? null : (
          <BuyerForm
            info={info}
            onInfo={changeInfo}
            rules={rules}
            method={contactMethod}
            errors={errors}
            phoneHint={features.surinamePhoneHint}
            t={t}
            onLoginRequested={() => setLoginOpen(true)}
          />
        )}
        {!isAllFree ? (
          <fieldset className="buy-fieldset" data-testid="payment-methods">
            <legend className="buy-legend">{t('buy.checkout.paymentMethod')}</legend>
            {methods === null ? (
              <p className="buy-note">{t('buy.loading')}</p>
            ) : (
              <div className="buy-pay-methods">
                {methods.map((m) => (
                  <label key={m.id} className={`buy-pay-method${methodId === m.id ? ' is-selected' : ''}`}>
                    <input type="radio" name="paymentMethod" value={m.id} checked={methodId === m.id} onChange={() => setMethodId(m.id)} />
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
        ) : null}
        <div className="buy-actions buy-actions-split">
          <button type="button" className="button button-outline" onClick={() => requestLeave('back')} data-testid="checkout-back">
            {t('buy.checkout.back')}
          </button>
          <button
            type="submit"
            className="button button-primary"
            disabled={phase !== 'reserved' || busy}
            aria-busy={busy}
            data-testid="checkout-submit"
          >
            {busy
              ? t('buy.checkout.submitting')
              : isAllFree
                ? t('buy.checkout.submitFree')
                : `${t('buy.checkout.submitPaid')} ${formatSrd(fees?.total ?? subtotal)}`}
          </button>
        </div>
      </form>
    </Modal>
  )
}
