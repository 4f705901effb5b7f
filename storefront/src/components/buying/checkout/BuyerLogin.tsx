/*
 * Who is buying (SPEC §4 "Login panel inside checkout toggles", §5 "Logged-in users: form prefilled and hidden"):
 * a signed-in buyer whose account has every detail sees whom the tickets go to; anyone else may open the login
 * form here and stay on the page.
 */
import type { BuyerInfo, ContactMethod } from '#domain/buyer_info'
import { LoginForm, type LoginOptions } from '../../auth/LoginForm'
import { makeTranslate, type AuthMessages } from '../../auth/messages'
import type { BuyTranslate } from '../messages'

interface Props {
  /** The account's details when they are complete, else null (the form is shown). */
  account: BuyerInfo | null
  contactMethod: ContactMethod
  open: boolean
  onOpen: (open: boolean | ((open: boolean) => boolean)) => void
  loginOptions: LoginOptions
  authMessages: AuthMessages
  t: BuyTranslate
}

export function BuyerLogin({ account, contactMethod, open, onOpen, loginOptions, authMessages, t }: Props) {
  if (account) {
    return (
      <p className="buy-account" data-testid="buyer-account">
        {t('buy.checkout.signedInAs', {
          name: `${account.firstName} ${account.lastName}`.trim(),
          contact: contactMethod === 'whatsapp' ? (account.phone ?? '') : (account.email ?? ''),
        })}
      </p>
    )
  }
  return (
    <div className="buy-login">
      <button
        type="button"
        className="link-button"
        aria-expanded={open}
        onClick={() => onOpen((was) => !was)}
        data-testid="checkout-login-toggle"
      >
        {open ? t('buy.checkout.loginHide') : t('buy.checkout.loginToggle')}
      </button>
      {open ? (
        <div className="buy-login-panel" data-testid="checkout-login">
          <LoginForm
            t={makeTranslate(authMessages)}
            options={loginOptions}
            stayOnPage
            emptyFieldsMessage={t('buy.checkout.fillAll')}
            onSignedIn={() => onOpen(false)}
          />
        </div>
      ) : null}
    </div>
  )
}
