/*
 * /verify-whatsapp: phone + 6-digit code (POST /api/auth/verify-whatsapp), resend (send-phone-code),
 * tries left after a wrong code, and the used-up/expired state that asks for a new code (SPEC §5, §9).
 */
import { useState, type FormEvent } from 'react'
import { VERIFICATION_CODE_PATTERN, cleanPhoneInput, isLoginPhone, normalizePhone } from '#domain/auth_rules'
import { authApi } from '../../lib/api/auth'
import { $session, refreshUser } from '../../stores/session'
import { CodeField, FormMessage, PhoneField, SubmitButton } from './Fields'
import { makeTranslate, type AuthMessages } from './messages'
import { useSession } from './use_session'

export default function VerifyWhatsapp({
  messages,
  phone: initialPhone,
  phoneHint,
}: {
  messages: AuthMessages
  phone: string | null
  phoneHint: string
}) {
  const t = makeTranslate(messages)
  const session = useSession()
  const [phone, setPhone] = useState(initialPhone ? cleanPhoneInput(initialPhone) : '+')
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<{ phone?: string; code?: string }>({})
  const [status, setStatus] = useState<{ kind: 'success' | 'error' | 'info'; text: string } | null>(null)
  const [state, setState] = useState<'entering' | 'usedUp' | 'verified'>('entering')
  const [busy, setBusy] = useState(false)
  const phoneValue = phone === '+' && session?.user.phone ? session.user.phone : phone

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found: { phone?: string; code?: string } = {}
    if (!isLoginPhone(phoneValue)) found.phone = t('auth.error.loginPhoneFormat')
    if (!VERIFICATION_CODE_PATTERN.test(code)) found.code = t('auth.error.codeFormat')
    setErrors(found)
    if (found.phone || found.code) return
    setBusy(true)
    const result = await authApi.verifyWhatsapp(normalizePhone(phoneValue), code)
    setBusy(false)
    if (result.ok) {
      setState('verified')
      setStatus({ kind: 'success', text: t('auth.verifyWhatsapp.success') })
      const current = $session.get()
      if (current) refreshUser({ ...current.user, isPhoneVerified: true })
      return
    }
    if (result.status === 410) {
      setState('usedUp')
      setStatus({ kind: 'error', text: t('auth.verifyWhatsapp.usedUp') })
    } else if (typeof result.failure.attemptsRemaining === 'number') {
      setStatus({ kind: 'error', text: t('auth.verifyWhatsapp.attempts', { n: result.failure.attemptsRemaining }) })
    } else {
      setStatus({ kind: 'error', text: result.failure.message || t('auth.error.generic') })
    }
    setCode('')
  }

  async function resend() {
    if (!isLoginPhone(phoneValue)) {
      setErrors({ phone: t('auth.error.loginPhoneFormat') })
      return
    }
    setBusy(true)
    const result = await authApi.sendPhoneCode(normalizePhone(phoneValue))
    setBusy(false)
    if (result.ok) {
      setState('entering')
      setCode('')
    }
    setStatus(
      result.ok
        ? { kind: 'info', text: result.data.message || t('auth.verifyWhatsapp.resend') }
        : { kind: 'error', text: result.failure.message }
    )
  }

  if (state === 'verified') {
    return (
      <div data-testid="verify-whatsapp">
        <FormMessage kind="success">{t('auth.verifyWhatsapp.success')}</FormMessage>
        <p className="auth-actions-row">
          <a className="button button-primary" href={session ? '/' : '/user-login'}>
            {session ? t('auth.verifyEmail.toHome') : t('auth.verifyWhatsapp.toLogin')}
          </a>
        </p>
      </div>
    )
  }

  return (
    <form className="auth-form" noValidate onSubmit={submit} data-testid="verify-whatsapp">
      <PhoneField
        id="verify-phone"
        label={t('auth.field.phone')}
        hint={phoneHint}
        value={phoneValue}
        onValue={setPhone}
        error={errors.phone}
      />
      <CodeField
        id="verify-code"
        label={t('auth.field.code')}
        value={code}
        disabled={state === 'usedUp'}
        onValue={setCode}
        error={errors.code}
      />
      {status ? (
        <FormMessage kind={status.kind} testId="verify-whatsapp-status">
          {status.text}
        </FormMessage>
      ) : null}
      <div className="auth-actions-row">
        <SubmitButton busy={busy} label={t('auth.verifyWhatsapp.submit')} wide={false} disabled={state === 'usedUp'} />
        <button type="button" className="button button-outline" onClick={resend} disabled={busy}>
          {t('auth.verifyWhatsapp.resend')}
        </button>
      </div>
    </form>
  )
}
