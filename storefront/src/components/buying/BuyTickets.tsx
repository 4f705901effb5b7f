/*
 * The buying island of the event page (SPEC §2 dialogs, §4 "Buying flow", §6 who may buy): opened by the
 * server-rendered buy buttons of the ticket panel and the bottom bar, it shows 'Selecteer Tickets', then
 * checkout (loaded only when needed), or 'Toegang Geweigerd' for signed-in roles other than user. It also
 * resumes a saved checkout (?retry=true, or reopened with the same tickets) and follows the 'payment-completed' flag of the success page.
 * While the event's waiting room is on (docs/waiting-room.md) the selection waits behind it until this visit is
 * admitted; a visitor who already has a place in this browser sees it at once.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import type { PublicTicketType } from '#domain/catalogue_types'
import { isUserRole, mayBuyTickets } from '#domain/access'
import { ROLE_DISPLAY_NAMES } from '../../lib/role_names'
import type { LoginOptions } from '../auth/LoginForm'
import type { AuthMessages } from '../auth/messages'
import { Toaster } from '../auth/Toaster'
import { useSession } from '../auth/use_session'
import { logout } from '../../stores/session'
import { showToast } from '../../stores/toast'
import { paymentsApi } from '../../lib/api/payments'
import { ticketsApi } from '../../lib/api/tickets'
import { funnelStep } from '../../lib/funnel'
import type { CartLine } from './selection'
import type { CheckoutSettings, ResumeData } from './checkout/Checkout'
import { Modal, ModalActions } from './Modal'
import { makeBuyTranslate, type IslandMessages } from './messages'
import { PAYMENT_COMPLETED_KEY, forgetPaymentState, isEventCheckout, paymentCompleted, readPaymentState } from './payment_state'
import { TicketSelection } from './TicketSelection'
import { applyCode, checkCode } from './discount_code'
import { useInteractionTrigger } from '../../directives/use_interaction_trigger'
import type { Quantities } from './selection'
import { OFFER_PARAM, offerCheckout } from '../waiting_list/offer_checkout'
import { startEmbed, tellHost, type EmbedContext } from '../embed/embed_frame'
import { useStore } from '@nanostores/react'
import { $admission, admit } from '../waiting_room/admission'
import { hasQueuePlace } from '../waiting_room/queue_storage'
import type { PublicWaitingRoom } from '../waiting_room/room_clock'

const Checkout = lazy(() => import('./checkout/Checkout'))
// Its own chunk: only events with a waiting room download it.
const WaitingRoom = lazy(() => import('../waiting_room/WaitingRoom'))

/** The server-rendered buy buttons (TicketPanel.astro) that open the selection; they also load this island. */
export const BUY_TRIGGER = '[data-buy-tickets]'

interface Props {
  eventId: number
  ticketTypes: PublicTicketType[] | null
  messages: IslandMessages
  authMessages: AuthMessages
  loginOptions: LoginOptions
  settings: CheckoutSettings
  /** The event page's ?code= (a discount link or an access code for hidden types): applied when the island opens. */
  initialCode?: string | null
  /** Set on the embed page (/embed/events/{id}): the island runs inside another website's frame. */
  embed?: EmbedContext | null
  /** The event's waiting room (the public detail's waitingRoom); null when it is off. */
  waitingRoom?: PublicWaitingRoom | null
}

type Prefill = Pick<ResumeData, 'buyerInfo' | 'paymentMethod'>
type View =
  | { name: 'closed' }
  | { name: 'selection' }
  | { name: 'denied' }
  | { name: 'checkout'; lines: CartLine[]; resume: ResumeData | null; prefill?: Prefill | null }

/** The same tickets in the same numbers, whatever the order. */
function sameLines(a: CartLine[], b: CartLine[]): boolean {
  const key = (lines: CartLine[]) =>
    lines
      .filter((line) => line.quantity > 0)
      .map((line) => `${line.ticketTypeId}:${line.quantity}`)
      .sort()
      .join(',')
  return key(a) === key(b)
}

export default function BuyTickets({
  eventId,
  ticketTypes,
  messages,
  authMessages,
  loginOptions,
  settings,
  initialCode = null,
  embed = null,
  waitingRoom = null,
}: Props) {
  // The link's code is checked once and applied when valid; a refused one leaves the field to the buyer.
  useEffect(() => {
    if (!initialCode) return
    void checkCode(eventId, initialCode).then((answer) => {
      if (answer?.valid) {
        const { valid: _valid, ...code } = answer
        applyCode(code)
      }
    })
  }, [eventId, initialCode])
  const t = makeBuyTranslate(messages)
  const session = useSession()
  const role = session?.user.role ?? null
  const mayBuy = mayBuyTickets(role)
  const [view, setView] = useState<View>({ name: 'closed' })
  const [quantities, setQuantities] = useState<Quantities>({})
  const admission = useStore($admission)
  // Turned off while this page was open (the queue answered 404): the selection as without a room.
  const [roomOff, setRoomOff] = useState(false)
  const waiting = waitingRoom !== null && !roomOff && admission?.eventId !== eventId

  // Embedded: the host's overlay goes away once the buyer closes the dialogs (an inline block keeps its button).
  const wasOpen = useRef(false)
  useEffect(() => (embed ? startEmbed(embed) : undefined), [embed])
  useEffect(() => {
    if (view.name !== 'closed') wasOpen.current = true
    else if (embed?.mode === 'overlay' && wasOpen.current) tellHost({ type: 'suritickets:close' })
  }, [view.name, embed])

  // The server-rendered buttons open the selection, a tap made while this island was loading included.
  useInteractionTrigger(BUY_TRIGGER, () => {
    funnelStep('ticket_dialog_opened')
    setView((current) => (current.name === 'closed' ? { name: 'selection' } : current))
  })

  // SPEC §6: the event page button reads 'Tickets Bekijken' for any signed-in role other than user.
  useEffect(() => {
    if (session === undefined) return
    for (const button of document.querySelectorAll<HTMLElement>(BUY_TRIGGER)) {
      button.textContent = mayBuy ? t('buy.open') : t('buy.viewTickets')
    }
    // `t` is rebuilt every render from the same messages; the label only depends on who is signed in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session, mayBuy])

  // SPEC §4: the success page's flag closes dialogs and clears state in every tab.
  useEffect(() => {
    const completed = () => {
      if (!paymentCompleted()) return false
      forgetPaymentState()
      setView({ name: 'closed' })
      setQuantities({})
      return true
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key === PAYMENT_COMPLETED_KEY && event.newValue !== null) completed()
    }
    const onFocus = () => {
      if (completed()) localStorage.removeItem(PAYMENT_COMPLETED_KEY)
    }
    window.addEventListener('storage', onStorage)
    window.addEventListener('focus', onFocus)
    const offer = new URLSearchParams(location.search).get(OFFER_PARAM)
    if (offer) void openOffer(offer)
    else if (new URLSearchParams(location.search).get('retry') === 'true') {
      if (!onFocusCleared()) void resume()
    } else if (waitingRoom && hasQueuePlace(eventId) && document.querySelector(BUY_TRIGGER)) {
      // A reload, a locked phone woken up or a second tab: the place this browser already has (not once the page
      // itself says nothing is left to buy, where the waiting-list buttons are the next step).
      setView({ name: 'selection' })
    } else if (embed) {
      // The embed page exists to buy: the selection opens at once (a saved checkout of the same tickets resumes on
      // proceeding, as on the event page).
      setView({ name: 'selection' })
    } else if (paymentCompleted()) {
      // Left by a payment completed before this page opened: there is no dialog here to close, and kept it
      // would close the next checkout on the first window focus (a buyer switching apps to copy a number).
      localStorage.removeItem(PAYMENT_COMPLETED_KEY)
    }
    return () => {
      window.removeEventListener('storage', onStorage)
      window.removeEventListener('focus', onFocus)
    }

    function onFocusCleared() {
      const done = completed()
      if (done) localStorage.removeItem(PAYMENT_COMPLETED_KEY)
      return done
    }
    // Once on mount: a retry resumes the saved checkout a single time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  /** SPEC §2/§4: /events/{id}?retry=true restores checkout from the saved state with the time that is left. */
  async function resume() {
    const saved = readPaymentState()
    // A Ticketswitch listing's payment of this event was cancelled: its checkout resumes on /ticketswitch.
    if (saved?.listing && saved.eventId === eventId) return location.replace(`/ticketswitch?listing=${saved.listing.id}&retry=true`)
    if (!isEventCheckout(saved, eventId)) return
    const expired = () => {
      forgetPaymentState()
      if (saved.token) void paymentsApi.clearState(saved.token)
      showToast({ variant: 'destructive', title: t('buy.checkout.expiredTitle'), description: t('buy.resume.expired') })
    }
    let deadline = Date.parse(saved.expiresAt)
    let lines = saved.selections
    let buyerInfo = saved.checkoutData.buyerInfo
    if (saved.token) {
      const server = await paymentsApi.resumeState(saved.token)
      if (!server.ok) {
        if (server.status === 404 || server.status === 410) return expired()
      } else {
        deadline = Date.parse(server.data.data.expiresAt)
        lines = server.data.data.tickets?.length ? server.data.data.tickets : lines
        buyerInfo = { ...buyerInfo, ...server.data.data.buyerInfo }
      }
    }
    if (!(deadline > Date.now()) || lines.length === 0) return expired()
    setQuantities(Object.fromEntries(lines.map((line) => [line.ticketTypeId, line.quantity])))
    setView({
      name: 'checkout',
      lines,
      resume: { sessionId: saved.sessionId, buyerInfo, deadline, paymentMethod: saved.checkoutData.paymentMethod },
    })
  }

  /** A waiting-list offer's link: its checkout, with the seats the offer holds (components/waiting_list). */
  async function openOffer(token: string) {
    const found = await offerCheckout(token, eventId)
    if ('gone' in found) return location.assign(found.gone)
    setQuantities({ [found.lines[0].ticketTypeId]: found.lines[0].quantity })
    setView({ name: 'checkout', lines: found.lines, resume: found.resume })
  }

  /**
   * SPEC §4: a checkout reopened with a saved state of this event resumes with the time that is left (same
   * checkout session, details and method) when the same tickets are chosen; a state that ran out, or one
   * for other tickets, is cleared, and its details still fill the new form ('Je gegevens zijn bewaard').
   */
  function openCheckout(lines: CartLine[]) {
    const saved = readPaymentState()
    if (!isEventCheckout(saved, eventId)) return setView({ name: 'checkout', lines, resume: null })
    const kept: Prefill = { buyerInfo: saved.checkoutData.buyerInfo, paymentMethod: saved.checkoutData.paymentMethod }
    const deadline = Date.parse(saved.expiresAt)
    const running = saved.status === 'active' && deadline > Date.now()
    if (running && sameLines(lines, saved.selections)) {
      return setView({ name: 'checkout', lines, resume: { sessionId: saved.sessionId, deadline, ...kept } })
    }
    forgetPaymentState()
    if (saved.token) void paymentsApi.clearState(saved.token)
    if (running) void ticketsApi.release(saved.sessionId)
    setView({ name: 'checkout', lines, resume: null, prefill: kept })
  }

  const roleName = role && isUserRole(role) ? ROLE_DISPLAY_NAMES[role] : (role ?? '')

  return (
    <>
      {view.name === 'selection' && waiting ? (
        <Suspense fallback={null}>
          <WaitingRoom
            eventId={eventId}
            room={waitingRoom}
            t={t}
            onAdmitted={(token) => {
              admit(eventId, token)
              showToast({ title: t('buy.room.admitted') })
            }}
            onRoomOff={() => setRoomOff(true)}
            onClose={() => setView({ name: 'closed' })}
          />
        </Suspense>
      ) : null}
      {view.name === 'selection' && !waiting ? (
        <TicketSelection
          eventId={eventId}
          initialTypes={ticketTypes}
          quantities={quantities}
          onQuantities={setQuantities}
          mayBuy={mayBuy}
          t={t}
          onClose={() => setView({ name: 'closed' })}
          onProceed={openCheckout}
          onDenied={() => setView({ name: 'denied' })}
          initialCode={initialCode}
        />
      ) : null}
      {view.name === 'denied' ? (
        <Modal
          titleId="access-denied-title"
          title={t('buy.denied.title')}
          onRequestClose={() => setView({ name: 'closed' })}
          closeLabel={t('buy.close')}
          testId="access-denied"
        >
          <p>{t('buy.denied.text', { role: roleName })}</p>
          <ModalActions
            primary={{ label: t('buy.denied.logout'), onClick: () => void logout().then(() => setView({ name: 'selection' })) }}
            secondary={{ label: t('buy.close'), onClick: () => setView({ name: 'closed' }) }}
          />
        </Modal>
      ) : null}
      {view.name === 'checkout' ? (
        <Suspense fallback={null}>
          <Checkout
            eventId={eventId}
            lines={view.lines}
            settings={settings}
            loginOptions={loginOptions}
            authMessages={authMessages}
            resume={view.resume}
            prefill={view.prefill}
            t={t}
            onBack={() => setView({ name: 'selection' })}
            onClose={() => setView({ name: 'closed' })}
          />
        </Suspense>
      ) : null}
      <Toaster closeLabel={t('buy.close')} />
    </>
  )
}
