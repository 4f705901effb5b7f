/*
 * Buying a Ticketswitch listing: the event page's checkout (components/buying/checkout/Checkout.tsx) in listing
 * mode, opened by the server-rendered 'Kopen' buttons of /ticketswitch. It loads on the first touch of such a
 * button (client:interaction), or at once when a listing's checkout must resume (?listing=&retry=true after a
 * cancelled payment). A listing someone else holds or just bought answers 409: its message shows with the way
 * back to the other offers (the page reloaded, so the gone listing is no longer offered).
 */
import { lazy, Suspense, useEffect, useState } from 'react'
import { isUserRole, mayBuyTickets } from '#domain/access'
import { ROLE_DISPLAY_NAMES } from '../../lib/role_names'
import type { LoginOptions } from '../auth/LoginForm'
import type { AuthMessages } from '../auth/messages'
import { Toaster } from '../auth/Toaster'
import { useSession } from '../auth/use_session'
import { logout } from '../../stores/session'
import type { CheckoutListing, CheckoutSettings, ResumeData } from '../buying/checkout/Checkout'
import { Modal, ModalActions } from '../buying/Modal'
import { makeBuyTranslate, type IslandMessages } from '../buying/messages'
import { ticketsApi } from '../../lib/api/tickets'
import type { CartLine } from '../buying/selection'
import { forgetPaymentState, readPaymentState, runningListingCheckout } from '../buying/payment_state'
import { useInteractionTrigger } from '../../directives/use_interaction_trigger'

const Checkout = lazy(() => import('../buying/checkout/Checkout'))

/** The server-rendered buy buttons of /ticketswitch (one per listing, its facts in data attributes). */
export const LISTING_TRIGGER = '[data-buy-listing]'

export interface ListingChoice extends CheckoutListing {
  eventId: number
  ticketTypeName: string
  listingPrice: string
}

/** The listing a buy button stands for (ListingRow.astro writes these attributes). */
function choiceOf(trigger: HTMLElement): ListingChoice | null {
  const { listingId, eventId, eventTitle, typeName, price, originalPrice } = trigger.dataset
  const id = Number(listingId)
  const event = Number(eventId)
  if (!Number.isInteger(id) || !Number.isInteger(event) || !price || !originalPrice) return null
  return { id, eventId: event, eventTitle: eventTitle ?? '', ticketTypeName: typeName ?? '', listingPrice: price, originalPrice }
}

interface Props {
  messages: IslandMessages
  authMessages: AuthMessages
  loginOptions: LoginOptions
  settings: CheckoutSettings
  /** ?listing= with ?retry=true: resume this listing's saved checkout on load. */
  resumeListingId: number | null
}

type View =
  { name: 'closed' } | { name: 'denied'; choice: ListingChoice } | { name: 'checkout'; choice: ListingChoice; resume: ResumeData | null }

export default function ListingCheckout({ messages, authMessages, loginOptions, settings, resumeListingId }: Props) {
  const t = makeBuyTranslate(messages)
  const session = useSession()
  const role = session?.user.role ?? null
  const mayBuy = mayBuyTickets(role)
  const [view, setView] = useState<View>({ name: 'closed' })

  function open(choice: ListingChoice) {
    if (!mayBuy) return setView({ name: 'denied', choice })
    const saved = runningListingCheckout(choice.id)
    if (saved) {
      // The same checkout session holds it again for the time that is left (the API lets the same session re-hold).
      const resume: ResumeData = {
        sessionId: saved.sessionId,
        buyerInfo: saved.checkoutData.buyerInfo,
        deadline: Date.parse(saved.expiresAt),
        paymentMethod: saved.checkoutData.paymentMethod,
      }
      return setView({ name: 'checkout', choice, resume })
    }
    const other = readPaymentState()
    if (other?.listing && other.listing.id !== choice.id) {
      // Another listing's checkout of this browser: its hold goes back before this one is taken.
      if (other.status === 'active' && Date.parse(other.expiresAt) > Date.now()) void ticketsApi.release(other.sessionId)
      forgetPaymentState()
    }
    setView({ name: 'checkout', choice, resume: null })
  }

  useInteractionTrigger(LISTING_TRIGGER, (trigger) => {
    const choice = choiceOf(trigger)
    if (choice) open(choice)
  })

  // After a cancelled payment (/payment/cancelled → ?listing=&retry=true): the saved checkout of that listing,
  // which the page no longer offers (this buyer's session holds it).
  useEffect(() => {
    if (resumeListingId === null) return
    const saved = runningListingCheckout(resumeListingId)
    const line = saved?.selections[0]
    if (!saved?.listing || !line) return
    open({ ...saved.listing, eventId: saved.eventId, ticketTypeName: line.name, listingPrice: line.price })
    // Once on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const close = () => setView({ name: 'closed' })
  // A full load (no fragment: a hash change alone would keep the listing that is gone on the page).
  const otherListings = (eventId: number) => location.assign(`/ticketswitch?eventId=${eventId}`)
  const roleName = role && isUserRole(role) ? ROLE_DISPLAY_NAMES[role] : (role ?? '')

  return (
    <>
      {view.name === 'denied' ? (
        <Modal
          titleId="access-denied-title"
          title={t('buy.denied.title')}
          onRequestClose={close}
          closeLabel={t('buy.close')}
          testId="access-denied"
        >
          <p>{t('buy.denied.text', { role: roleName })}</p>
          <ModalActions
            primary={{ label: t('buy.denied.logout'), onClick: () => void logout().then(() => open(view.choice)) }}
            secondary={{ label: t('buy.close'), onClick: close }}
          />
        </Modal>
      ) : null}
      {view.name === 'checkout' ? (
        <Suspense fallback={null}>
          <Checkout
            key={view.choice.id}
            eventId={view.choice.eventId}
            lines={[listingLine(view.choice)]}
            listing={{ id: view.choice.id, eventTitle: view.choice.eventTitle, originalPrice: view.choice.originalPrice }}
            onOtherListings={() => otherListings(view.choice.eventId)}
            settings={settings}
            loginOptions={loginOptions}
            authMessages={authMessages}
            resume={view.resume}
            t={t}
            onBack={close}
            onClose={close}
          />
        </Suspense>
      ) : null}
      <Toaster closeLabel={t('buy.close')} />
    </>
  )
}

/** The listing as the checkout's one line: its ticket type at the listing's price. */
function listingLine(choice: ListingChoice): CartLine {
  return { ticketTypeId: 0, quantity: 1, price: choice.listingPrice, name: choice.ticketTypeName }
}
