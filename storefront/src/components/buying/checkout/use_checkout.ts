/*
 * The checkout's state and actions (SPEC §4 "Buying flow", §5, §7, §8): the holds are the store of
 * checkout_hold.ts (taken on open, released on leaving, on expiry and on page hide); here the buyer's details and
 * their errors, a signed-in buyer's account details, the payment methods and fees, saving the payment state, then
 * buying (free cart) or sending the buyer to the provider.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useStore } from '@nanostores/react'
import {
  buyerInfoErrors,
  effectiveContactMethod,
  remainingBuyerErrors,
  type BuyerInfo,
  type BuyerRules,
  type ContactMethod,
} from '#domain/buyer_info'
import { centsToAmount } from '#domain/cart_total'
import { $discountCode, codeField, pricedWithCode } from '../discount_code'
import { successPagePath } from '#domain/payment_return'
import { paymentsApi, type PaymentMethodItem } from '../../../lib/api/payments'
import { ticketsApi, type CheckoutPayload, type ListingPayload } from '../../../lib/api/tickets'
import { showToast } from '../../../stores/toast'
import { funnelStep, visitId } from '../../../lib/funnel'
import { useSession } from '../../auth/use_session'
import { createCheckoutHold, type LeaveKind } from '../checkout_hold'
import { listingHoldApi } from '../listing_hold'
import type { BuyTranslate } from '../messages'
import { forgetPaymentState, writePaymentState, type ClientPaymentState } from '../payment_state'
import type { CartLine } from '../selection'
import type { BuyerErrors } from './BuyerForm'
import { builtInMethods, safeFees, type CheckoutSettings } from './checkout_figures'
import { useQuestionsStep } from './questions_state'
import { embedReturnUrl, leaveCheckout } from '../../embed/embed_frame'

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

export interface CheckoutOptions {
  eventId: number
  lines: CartLine[]
  settings: CheckoutSettings
  resume: ResumeData | null
  /** Details kept from a saved checkout that ran out: they fill the form of a fresh one (SPEC §4). */
  prefill: Pick<ResumeData, 'buyerInfo' | 'paymentMethod'> | null
  t: BuyTranslate
  /** Listing mode: the hold, payment and purchase name this listing; lines hold its one ticket. */
  listing: CheckoutListing | null
  /** Back to the selection (holds already released). */
  onBack: () => void
  /** Closed (holds already released). */
  onClose: () => void
}

const newSessionId = () => `cs_${crypto.randomUUID()}`

export function useCheckout({ eventId, lines, settings, resume, prefill, t, listing, onBack, onClose }: CheckoutOptions) {
  const session = useSession()
  // One hold store per opened checkout (its session id, its lines, a resumed checkout's deadline).
  const [hold] = useState(() =>
    createCheckoutHold({
      sessionId: resume?.sessionId ?? newSessionId(),
      lines,
      resumeDeadline: resume?.deadline ?? null,
      api: listing ? listingHoldApi(listing.id) : ticketsApi,
      isPageHidden: () => document.visibilityState === 'hidden',
    })
  )
  const holdState = useStore(hold.$state)
  // A Ticketswitch listing is a ticket someone already bought: its questions were answered then.
  const questions = useQuestionsStep(eventId, lines, listing === null)
  const { deadline, reservationIds } = holdState
  const [loginOpen, setLoginOpen] = useState(false)
  const [methods, setMethods] = useState<PaymentMethodItem[] | null>(null)
  const [methodId, setMethodId] = useState<string | null>(resume?.paymentMethod ?? prefill?.paymentMethod ?? null)
  const [errors, setErrors] = useState<BuyerErrors>({})
  const features = settings.whatsappFeatures
  const rules: BuyerRules = { whatsappEnabled: Boolean(features.checkoutEnabled), bothEnabled: Boolean(features.bothOptionEnabled) }
  const [info, setInfo] = useState<BuyerInfo>(
    () => resume?.buyerInfo ?? prefill?.buyerInfo ?? { contactMethod: features.defaultContactMethod ?? 'email' }
  )
  // Listing mode buys one resale ticket at its price: a code applies to new tickets only.
  const applied = useStore($discountCode)
  const priced = pricedWithCode(lines, listing ? null : applied)
  const subtotal = centsToAmount(priced.subtotalCents)
  const discount = priced.discountCents > 0 && applied ? { code: applied.code, amount: centsToAmount(priced.discountCents) } : null
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

  // The funnel (docs/analytics.md): a checkout opened (not a resumed one) and its first hold.
  const heldOnce = useRef(false)
  useEffect(() => {
    if (!resume) funnelStep('checkout_started')
    // Once per opened checkout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  useEffect(() => {
    if (holdState.phase !== 'reserved' || heldOnce.current) return
    heldOnce.current = true
    funnelStep('hold_placed')
  }, [holdState.phase])

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
    void paymentsApi.methods(subtotal).then((loaded) => {
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
      const saved = await paymentsApi.saveState({
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
    const result = await ticketsApi.purchase(payload, token)
    if (!result.ok) return purchaseFailed(result.status, result.failure.message)
    forgetPaymentState()
    leaveCheckout(
      successPagePath({ orderNumber: result.data.orderNumber, key: result.data.statusKey, eventId, free: true, returnTo: embedReturnUrl() })
    )
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
    if (!questions.validate()) return
    if (!isAllFree && !method)
      return showToast({ variant: 'destructive', title: t('buy.error.title'), description: t('buy.checkout.chooseMethod') })
    const timeLeft = hold.beginPayment()
    await savePaymentState(timeLeft)
    // SPEC §4: the timer ran out: stop after saving so the buyer can retry.
    if (timeLeft <= 0) return hold.stopAfterSave()
    const buyerInfo = { ...buyer, contactMethod }
    const payload: CheckoutPayload | ListingPayload = listing
      ? { listingId: listing.id, sessionId: hold.sessionId, eventId, buyerInfo }
      : {
          eventId,
          tickets: lines,
          buyerInfo,
          isAllFree,
          reservationId: hold.sessionId,
          visitId: visitId(),
          answers: questions.payload(),
          ...codeField(),
        }
    const token = session?.token ?? null
    funnelStep('payment_started')
    try {
      if (isAllFree) return await buyDirectly(payload, token)
      const returnTo = embedReturnUrl()
      const created = await paymentsApi.create(
        { ...payload, paymentProvider: method!.provider, paymentMethod: method!.id, ...(returnTo ? { embedReturnUrl: returnTo } : {}) },
        token
      )
      if (created.ok) {
        leaveCheckout(created.data.checkoutUrl)
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

  return {
    hold,
    ...holdState,
    loginOpen,
    setLoginOpen,
    methods,
    methodId,
    setMethodId,
    errors,
    info,
    changeInfo,
    rules,
    subtotal,
    discount,
    isAllFree,
    fees,
    accountInfo,
    accountComplete,
    contactMethod,
    requestLeave,
    leave,
    submit,
    questions,
  }
}
