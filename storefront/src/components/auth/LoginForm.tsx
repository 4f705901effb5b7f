/*
 * The sign-in form of the login dialog and the role sign-in pages (SPEC §2 "Login dialog", §4, §5, §8):
 * tabs E-mail / WhatsApp (only when whatsappFeatures.checkoutEnabled), validation, the login → login-user
 * fallback, toasts, then store + auth-change + redirect by role. A failed sign-in is also told inside the
 * form, next to its button (a toast alone is easy to miss, and sits apart from a dialog). An account with two-factor
 * on is asked for its 6-digit code (or a recovery code) after the password, in the same form, with 'Dit apparaat 30
 * dagen onthouden'; an admin who still has to set it up goes to its setup in /account-settings.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import {
  LOGIN_PASSWORD_MIN,
  isEmail,
  isLoginPhone,
  isUnfilledPhone,
  normalizeEmail,
  normalizePhone,
  phoneFieldPrefill,
} from '#domain/auth_rules'
import type { ApiResult } from '../../lib/api/browser'
import { authApi, needsTwoFactor, type SecondStep, type SignInAnswer } from '../../lib/api/auth'
import { rememberedDeviceToken, storeRememberedDevice } from '../../lib/remembered_device'
import { afterLoginPath } from '../../lib/auth_redirect'
import { signIn } from '../../stores/session'
import { useStore } from '@nanostores/react'
import { $toast, showToast } from '../../stores/toast'
import { PhoneField, SubmitButton, TextField } from './Fields'
import type { LoginTranslate } from './messages'
import { useWhatsappFeatures } from './use_whatsapp_features'
import { takeEarlyForm } from './early_form'

export type LoginMethod = 'email' | 'whatsapp'

export interface LoginOptions {
  /** whatsappFeatures.checkoutEnabled: show the tab choice. */
  whatsappEnabled: boolean
  /** whatsappFeatures.defaultContactMethod ('both' counts as e-mail). */
  defaultMethod: LoginMethod
  phoneHint: string
  /** The page's ?redirect= (where the guard sent the visitor from). */
  redirect: string | null
  /** Role sign-in pages link their own registration page. */
  registerLinks?: { href: string; label: string }[]
}

/** After a successful sign-in: the toast is seen briefly before the next page loads. */
const REDIRECT_DELAY_MS = 700

async function loginByEmail(email: string, password: string, second: SecondStep): Promise<ApiResult<SignInAnswer>> {
  const first = await authApi.login(email, password, second)
  // SPEC §7: on failure the same payload goes to /api/auth/login-user; answers that would not change are final
  // (a wrong two-factor code too: sent again it would only count twice).
  if (first.ok || first.failure.requiresVerification || first.failure.requiresTwoFactor || first.status === 429 || first.status === 422) {
    return first
  }
  return authApi.loginUser(email, password, second)
}

/** Where an admin without two-factor is sent after signing in: its setup (the API allows nothing else yet). */
export const TWO_FACTOR_SETUP_PATH = '/account-settings?twoFactor=setup'

/** The form's key for EarlyFormCapture.astro (its `data-early-form`). */
const EARLY_FORM_KEY = 'login'

interface Entered {
  email: string
  phone: string
  password: string
}

/** SPEC §8's message for a failed sign-in, shown in the form and as a toast. */
interface Failure {
  title: string
  description: string
  link?: { href: string; label: string }
}

interface LoginFormProps {
  t: LoginTranslate
  options: LoginOptions
  onSignedIn?: () => void
  autoFocus?: boolean
  /** Checkout's login panel (SPEC §5): stay on the page after signing in instead of redirecting. */
  stayOnPage?: boolean
  /** Checkout's login panel: this message when the address/number and the password are both empty. */
  emptyFieldsMessage?: string
}

export function LoginForm({ t, options, onSignedIn, autoFocus = false, stayOnPage = false, emptyFieldsMessage }: LoginFormProps) {
  const uid = useId().replace(/:/g, '')
  const features = useWhatsappFeatures(options)
  const [method, setMethod] = useState<LoginMethod>(options.whatsappEnabled ? options.defaultMethod : 'email')
  const chosen = useRef(false)
  // Fresh settings: follow the default until the person picks a tab; without WhatsApp only e-mail.
  useEffect(() => {
    if (!features.whatsappEnabled) setMethod('email')
    else if (!chosen.current) setMethod(features.defaultMethod)
  }, [features.whatsappEnabled, features.defaultMethod])
  const [email, setEmail] = useState('')
  // '+597 ' from the platform's phone hint: a local number typed after it is complete (SPEC §5, default country).
  const phonePrefill = phoneFieldPrefill(options.phoneHint)
  const [phone, setPhone] = useState(phonePrefill)
  const [password, setPassword] = useState('')
  /** The second step: the account has two-factor on and the password was right. */
  const [codeStep, setCodeStep] = useState(false)
  const [code, setCode] = useState('')
  const [remember, setRemember] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<Failure | null>(null)
  const toast = useStore($toast)
  /** SPEC's toast says it first; the form keeps the message once the toast is gone (never both at once). */
  const toastSaysFailure =
    failure !== null && toast?.variant === 'destructive' && toast.title === failure.title && toast.description === failure.description

  const [ready, setReady] = useState(false)

  function validate({ email, phone, password }: Entered): Record<string, string> {
    const found: Record<string, string> = {}
    const identifierEmpty = method === 'email' ? email.trim() === '' : isUnfilledPhone(phone, phonePrefill)
    if (emptyFieldsMessage && (identifierEmpty || password === '')) return { form: emptyFieldsMessage }
    if (method === 'email' && !isEmail(email)) found.email = t('auth.error.invalidEmail')
    if (method === 'whatsapp' && !isLoginPhone(phone)) found.phone = t('auth.error.loginPhoneFormat')
    if (password.length < LOGIN_PASSWORD_MIN) found.password = t('auth.error.loginPasswordMin')
    return found
  }

  // What was typed (and a tap on 'Inloggen') before this island loaded is kept (EarlyFormCapture.astro): the values
  // come back into the fields and a held sign-in goes ahead.
  useEffect(() => {
    const early = takeEarlyForm(EARLY_FORM_KEY)
    setReady(true)
    if (!early) return
    const entered = {
      email: early.values.email ?? '',
      phone: early.values.phone || phonePrefill,
      password: early.values.password ?? '',
    }
    setEmail(entered.email)
    setPhone(entered.phone)
    setPassword(entered.password)
    if (early.submitted) void attempt(entered)
    // Once, as the island mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  async function submit(event: FormEvent) {
    event.preventDefault()
    await attempt({ email, phone, password })
  }

  async function attempt(entered: Entered) {
    const { email, phone, password } = entered
    const found = validate(entered)
    if (codeStep && code.trim() === '') found.code = t('auth.twoFactor.codeRequired')
    setErrors(found)
    if (Object.keys(found).length > 0) {
      document.getElementById(`${uid}-${Object.keys(found)[0]}`)?.focus?.()
      return
    }
    setBusy(true)
    setFailure(null)
    const identifier = method === 'email' ? normalizeEmail(email) : normalizePhone(phone)
    const second: SecondStep = { rememberDeviceToken: rememberedDeviceToken(identifier) }
    if (codeStep) Object.assign(second, { twoFactorCode: code.trim(), rememberDevice: remember })
    const result =
      method === 'email' ? await loginByEmail(identifier, password, second) : await authApi.loginWhatsapp(identifier, password, second)
    if (!result.ok) {
      setBusy(false)
      const shown = failureOf(result.status, result.failure)
      setFailure(shown)
      showToast({ variant: 'destructive', ...shown })
      if (result.failure.requiresTwoFactor) setCode('')
      return
    }
    if (needsTwoFactor(result.data)) {
      setBusy(false)
      setCodeStep(true)
      setTimeout(() => document.getElementById(`${uid}-code`)?.focus(), 0)
      return
    }
    const grant = result.data
    if (grant.rememberDeviceToken) storeRememberedDevice(identifier, grant.rememberDeviceToken)
    signIn(grant)
    showToast({ title: t('auth.toast.loginSuccessTitle'), description: t('auth.toast.loginSuccessText') })
    onSignedIn?.()
    if (grant.twoFactorSetupRequired) {
      setTimeout(() => location.assign(TWO_FACTOR_SETUP_PATH), REDIRECT_DELAY_MS)
      return
    }
    if (stayOnPage) return setBusy(false)
    const target = afterLoginPath(options.redirect, grant.user?.role ?? grant.role, location.pathname)
    setTimeout(() => (target === null ? location.reload() : location.assign(target)), REDIRECT_DELAY_MS)
  }

  /** SPEC §8: unverified phone, wrong details (e-mail or WhatsApp wording), else the server's own message. */
  function failureOf(status: number, failure: { message?: string; requiresVerification?: boolean; requiresTwoFactor?: boolean }): Failure {
    if (failure.requiresTwoFactor) return { title: t('auth.toast.loginFailedTitle'), description: t('auth.twoFactor.wrongCode') }
    if (failure.requiresVerification) {
      return {
        title: t('auth.toast.phoneNotVerifiedTitle'),
        description: t('auth.toast.phoneNotVerifiedText'),
        link: { href: '/verify-whatsapp', label: t('auth.login.verifyPhone') },
      }
    }
    if (status === 401 || status === 0) {
      const description = method === 'email' ? t('auth.toast.loginFailedText') : t('auth.toast.whatsappLoginFailed')
      return { title: t('auth.toast.loginFailedTitle'), description }
    }
    // Deactivated, too many attempts, validation: the server's own message.
    return { title: t('auth.toast.loginFailedTitle'), description: failure.message || t('auth.toast.loginFailedText') }
  }

  function selectTab(next: LoginMethod) {
    chosen.current = true
    setMethod(next)
    setCodeStep(false)
    setCode('')
    setErrors({})
    setFailure(null)
  }

  function tabKeys(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft' || event.key === 'Home' || event.key === 'End') {
      event.preventDefault()
      const next: LoginMethod = method === 'email' ? 'whatsapp' : 'email'
      selectTab(next)
      document.getElementById(`${uid}-tab-${next}`)?.focus()
    }
  }

  const tabs: { id: LoginMethod; label: string }[] = [
    { id: 'email', label: t('auth.login.tabEmail') },
    { id: 'whatsapp', label: t('auth.login.tabWhatsapp') },
  ]

  return (
    <div className="login-form">
      {features.whatsappEnabled ? (
        <div className="auth-tabs" role="tablist" aria-label={t('auth.login.tabsLabel')} data-testid="login-tabs">
          {tabs.map((tab) => (
            <button
              key={tab.id}
              id={`${uid}-tab-${tab.id}`}
              type="button"
              role="tab"
              aria-selected={method === tab.id}
              aria-controls={`${uid}-panel`}
              tabIndex={method === tab.id ? 0 : -1}
              className="auth-tab"
              onClick={() => selectTab(tab.id)}
              onKeyDown={tabKeys}
            >
              {tab.label}
            </button>
          ))}
        </div>
      ) : null}
      <form
        id={`${uid}-panel`}
        role={features.whatsappEnabled ? 'tabpanel' : undefined}
        aria-labelledby={features.whatsappEnabled ? `${uid}-tab-${method}` : undefined}
        className="auth-form"
        // Never a GET: a submit before the script runs must not put the password in the address.
        method="post"
        noValidate
        onSubmit={submit}
        data-early-form={EARLY_FORM_KEY}
        data-ready={ready ? 'true' : undefined}
        data-testid="login-form"
      >
        {method === 'email' ? (
          <TextField
            id={`${uid}-email`}
            label={t('auth.field.email')}
            type="email"
            autoComplete="username"
            inputMode="email"
            autoFocus={autoFocus}
            value={email}
            onValue={setEmail}
            error={errors.email}
          />
        ) : (
          <PhoneField
            id={`${uid}-phone`}
            label={t('auth.field.phone')}
            autoFocus={autoFocus}
            hint={options.phoneHint}
            value={phone}
            onValue={setPhone}
            error={errors.phone}
          />
        )}
        {errors.form ? (
          <p className="auth-error" role="alert" data-testid="login-form-error">
            {errors.form}
          </p>
        ) : null}
        <TextField
          id={`${uid}-password`}
          label={t('auth.field.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onValue={setPassword}
          error={errors.password}
        />
        <p className="auth-aside">
          <a href="/forgot-password">{t('auth.login.forgot')}</a>
        </p>
        {codeStep ? (
          <div className="auth-two-factor" data-testid="login-two-factor">
            <TextField
              id={`${uid}-code`}
              label={t('auth.twoFactor.codeLabel')}
              hint={t('auth.twoFactor.codeHint')}
              autoComplete="one-time-code"
              inputMode="text"
              maxLength={20}
              value={code}
              onValue={setCode}
              error={errors.code}
            />
            <label className="auth-remember" htmlFor={`${uid}-remember`}>
              <input id={`${uid}-remember`} type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
              <span>{t('auth.twoFactor.remember')}</span>
            </label>
          </div>
        ) : null}
        {failure && !toastSaysFailure ? (
          <div className="auth-message auth-message-error" data-testid="login-failure">
            <p className="auth-message-title">{failure.title}</p>
            <p>{failure.description}</p>
            {failure.link ? <a href={failure.link.href}>{failure.link.label}</a> : null}
          </div>
        ) : null}
        <SubmitButton busy={busy} label={t('auth.login.submit')} busyLabel={t('auth.login.submitting')} />
      </form>
      <div className="auth-register-links">
        <p>{t('auth.login.noAccount')}</p>
        <ul>
          {(
            options.registerLinks ?? [
              { href: '/register-user', label: t('auth.login.registerUser') },
              { href: '/register-organizer', label: t('auth.login.registerOrganizer') },
            ]
          ).map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
