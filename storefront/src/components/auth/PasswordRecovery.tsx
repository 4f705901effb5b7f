/*
 * /forgot-password (POST /api/auth/forgot-password, the same answer whether the address is known)
 * and /reset-password?token= (POST /api/auth/reset-password; all sessions end, then sign in again on the
 * account's own sign-in page, which the answer names).
 */
import { useState, type FormEvent } from 'react'
import { isEmail, normalizeEmail } from '#domain/auth_rules'
import { authApi } from '../../lib/api/auth'
import { fieldError } from '../../lib/api/browser'
import { signOut } from '../../stores/session'
import { FormMessage, NewPasswordFields, SubmitButton, TextField, newPasswordErrors } from './Fields'
import { makeTranslate, type AuthMessages } from './messages'

export function ForgotPassword({ messages }: { messages: AuthMessages }) {
  const t = makeTranslate(messages)
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [sent, setSent] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!isEmail(email)) return setError(t('auth.error.invalidEmail'))
    setError(undefined)
    setBusy(true)
    const result = await authApi.forgotPassword(normalizeEmail(email))
    setBusy(false)
    if (result.ok) setSent(result.data.message ?? '')
    else setFailure(fieldError(result.failure, 'email') ?? result.failure.message)
  }

  if (sent !== null) {
    return (
      <div data-testid="forgot-sent">
        <FormMessage kind="success">{sent}</FormMessage>
        <p className="auth-actions-row">
          <a className="button button-outline" href="/user-login">
            {t('auth.forgot.back')}
          </a>
        </p>
      </div>
    )
  }
  return (
    <form className="auth-form" noValidate onSubmit={submit} data-testid="forgot-form">
      <TextField
        id="forgot-email"
        label={t('auth.field.email')}
        type="email"
        autoComplete="email"
        value={email}
        onValue={setEmail}
        error={error}
      />
      {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
      <SubmitButton busy={busy} label={t('auth.forgot.submit')} />
      <p className="auth-aside">
        <a href="/user-login">{t('auth.forgot.back')}</a>
      </p>
    </form>
  )
}

export function ResetPassword({ messages, token }: { messages: AuthMessages; token: string | null }) {
  const t = makeTranslate(messages)
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({})
  const [state, setState] = useState<'form' | 'done' | 'expired' | 'invalid'>(token ? 'form' : 'invalid')
  const [signInPath, setSignInPath] = useState('/user-login')
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = newPasswordErrors(password, confirm, {
      tooShort: t('auth.error.creationPasswordMin'),
      mismatch: t('auth.error.passwordMismatch'),
    })
    setErrors(found)
    if (found.password || found.confirm || !token) return
    setBusy(true)
    const result = await authApi.resetPassword(token, password)
    setBusy(false)
    if (result.ok) {
      // Every session of this account was revoked: this browser's too.
      signOut()
      // The account's own sign-in page: an invited team member signs in where their role does (SPEC §2).
      if (/^\/[a-z-]+$/.test(result.data.signInPath ?? '')) setSignInPath(result.data.signInPath!)
      setState('done')
    } else if (result.status === 422) setErrors({ password: fieldError(result.failure, 'password') ?? result.failure.message })
    else setState(result.status === 410 ? 'expired' : 'invalid')
  }

  if (state === 'done') {
    return (
      <div data-testid="reset-done">
        <FormMessage kind="success">{t('auth.reset.success')}</FormMessage>
        <p className="auth-actions-row">
          <a className="button button-primary" href={signInPath} data-testid="reset-to-login">
            {t('auth.reset.toLogin')}
          </a>
        </p>
      </div>
    )
  }
  if (state !== 'form') {
    return (
      <div data-testid="reset-failed">
        <FormMessage kind="error">
          {!token ? t('auth.reset.missing') : state === 'expired' ? t('auth.reset.expired') : t('auth.reset.invalid')}
        </FormMessage>
        <p className="auth-actions-row">
          <a className="button button-primary" href="/forgot-password">
            {t('auth.reset.requestNew')}
          </a>
        </p>
      </div>
    )
  }
  return (
    <form className="auth-form" noValidate onSubmit={submit} data-testid="reset-form">
      <NewPasswordFields
        idPrefix="reset"
        labels={{ password: t('auth.reset.newPassword'), confirm: t('auth.field.confirmPassword'), hint: t('auth.field.passwordHint') }}
        password={password}
        confirm={confirm}
        onPassword={setPassword}
        onConfirm={setConfirm}
        errors={errors}
      />
      <SubmitButton busy={busy} label={t('auth.reset.submit')} />
    </form>
  )
}
