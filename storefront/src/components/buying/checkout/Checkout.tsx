/*
 * 'Facturatie Gegevens' (SPEC §2, §4 "Buying flow", §5, §7, §8): the checkout dialog of the event page and of a
 * Ticketswitch listing, loaded only when needed. Its state and actions are use_checkout.ts; here the dialog with
 * its parts: the holds (CheckoutHold), the summary with the fees, who is buying, the buyer's details and the
 * payment methods; 'Sessie Verlopen' when the time ran out and 'Weet je het zeker?' before leaving. The three are
 * one dialog whose content changes, so it stays open between them.
 */
import { formatSrd } from '#domain/format'
import type { LoginOptions } from '../../auth/LoginForm'
import type { AuthMessages } from '../../auth/messages'
import { Modal, ModalActions } from '../Modal'
import { BuyerForm } from './BuyerForm'
import { BuyerLogin } from './BuyerLogin'
import { CheckoutTimer, HoldStatus } from './CheckoutHold'
import { OrderSummary } from './OrderSummary'
import { PaymentMethods } from './PaymentMethods'
import { useCheckout, type CheckoutOptions } from './use_checkout'
import { CheckoutQuestions } from './CheckoutQuestions'

export type { CheckoutSettings } from './checkout_figures'
export type { CheckoutListing, ResumeData } from './use_checkout'

interface Props extends Omit<CheckoutOptions, 'prefill' | 'listing'> {
  loginOptions: LoginOptions
  authMessages: AuthMessages
  prefill?: CheckoutOptions['prefill']
  listing?: CheckoutOptions['listing']
  /** Listing mode: the listing could not be held (someone else holds it, just sold): show the other offers. */
  onOtherListings?: () => void
}

export default function Checkout({ loginOptions, authMessages, prefill = null, listing = null, onOtherListings, ...options }: Props) {
  const { lines, settings, t, onBack, onClose } = options
  const {
    hold,
    phase,
    failure,
    secondsLeft,
    paying: busy,
    confirmLeave,
    savedAfterExpiry,
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
  } = useCheckout({ ...options, prefill, listing })

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

  return (
    <Modal
      titleId="checkout-title"
      title={t('buy.checkout.title')}
      subtitle={phase === 'reserved' && secondsLeft !== null ? <CheckoutTimer secondsLeft={secondsLeft} t={t} /> : null}
      onRequestClose={() => requestLeave('close')}
      closeLabel={t('buy.close')}
      testId="checkout"
      wide
    >
      <HoldStatus
        phase={phase}
        failure={failure}
        listing={listing !== null}
        onOtherListings={onOtherListings}
        onRetry={() => void hold.reserve()}
        t={t}
      />
      <OrderSummary lines={lines} listing={listing} fees={fees} isAllFree={isAllFree} subtotal={subtotal} discount={discount} t={t} />
      <BuyerLogin
        account={accountComplete ? accountInfo : null}
        contactMethod={contactMethod}
        open={loginOpen}
        onOpen={setLoginOpen}
        loginOptions={loginOptions}
        authMessages={authMessages}
        t={t}
      />
      <form className="buy-form" noValidate onSubmit={(event) => void submit(event)} data-testid="checkout-form">
        {accountComplete ? null : (
          <BuyerForm
            info={info}
            onInfo={changeInfo}
            rules={rules}
            method={contactMethod}
            errors={errors}
            phoneHint={settings.whatsappFeatures.surinamePhoneHint}
            t={t}
            onLoginRequested={() => setLoginOpen(true)}
          />
        )}
        <CheckoutQuestions step={questions} lines={lines} t={t} />
        {!isAllFree ? <PaymentMethods methods={methods} methodId={methodId} onMethod={setMethodId} t={t} /> : null}
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
