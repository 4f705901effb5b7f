/* /verify-email?token=: confirms the address (POST /api/auth/verify-email); expired/invalid offer a new link when signed in. */
import { useEffect, useState } from 'react'
import { authApi } from '../../lib/api/auth'
import { verifyEmailOnce } from '../../lib/verify_email'
import { refreshUser, $session, validateSession } from '../../stores/session'
import { FormMessage } from './Fields'
import { makeTranslate, type AuthMessages } from './messages'
import { useSession } from './use_session'

type State = 'checking' | 'success' | 'expired' | 'invalid' | 'missing'

export default function VerifyEmail({ messages, token }: { messages: AuthMessages; token: string | null }) {
  const t = makeTranslate(messages)
  const session = useSession()
  const [state, setState] = useState<State>(token ? 'checking' : 'missing')
  const [resend, setResend] = useState<{ busy: boolean; message: string | null; error: boolean }>({
    busy: false,
    message: null,
    error: false,
  })

  useEffect(() => {
    if (!token) return
    let alive = true
    void verifyEmailOnce(token).then((outcome) => {
      if (!alive) return
      setState(outcome)
      const current = $session.get()
      if (outcome === 'success' && current && !current.user.isEmailVerified) {
        refreshUser({ ...current.user, isEmailVerified: true })
        void validateSession()
      }
    })
    return () => {
      alive = false
    }
  }, [token])

  async function sendAgain() {
    if (!session) return
    setResend({ busy: true, message: null, error: false })
    const result = await authApi.resendVerificationEmail(session.token)
    setResend(
      result.ok
        ? { busy: false, message: t('auth.verifyEmail.resent'), error: false }
        : { busy: false, message: result.failure.message, error: true }
    )
  }

  const text: Record<State, string> = {
    checking: t('auth.verifyEmail.checking'),
    success: t('auth.verifyEmail.success'),
    expired: t('auth.verifyEmail.expired'),
    invalid: t('auth.verifyEmail.invalid'),
    missing: t('auth.verifyEmail.missing'),
  }
  const failed = state === 'expired' || state === 'invalid' || state === 'missing'

  return (
    <div className="verify-email" data-state={state} data-testid="verify-email">
      <FormMessage kind={state === 'success' ? 'success' : state === 'checking' || state === 'missing' ? 'info' : 'error'}>
        {text[state]}
      </FormMessage>
      {failed && !session?.user.isEmailVerified ? (
        session ? (
          <p className="auth-actions-row">
            <button type="button" className="button button-primary" onClick={sendAgain} disabled={resend.busy} aria-busy={resend.busy}>
              {t('auth.verifyEmail.resend')}
            </button>
          </p>
        ) : session === null ? (
          <p>
            <a href="/user-login?redirect=%2Fverify-email">{t('auth.verifyEmail.signInToResend')}</a>
          </p>
        ) : null
      ) : null}
      {resend.message ? <FormMessage kind={resend.error ? 'error' : 'success'}>{resend.message}</FormMessage> : null}
      {state !== 'checking' ? (
        <p className="auth-actions-row">
          <a className="button button-outline" href="/">
            {t('auth.verifyEmail.toHome')}
          </a>
        </p>
      ) : null}
    </div>
  )
}
