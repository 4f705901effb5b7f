/*
 * /account-settings (signed in only): profile, password, and the e-mail and phone change flows with
 * the statuses of SPEC §4 (codes of exactly 6 digits, 3 attempts, expiry; SPEC §5 rules).
 */
import { useEffect, useState, type FormEvent, type ReactNode } from 'react'
import { isUserRole } from '#domain/access'
import { ROLE_DISPLAY_NAMES } from '../../lib/role_names'
import { VERIFICATION_CODE_PATTERN, isE164, isEmail, normalizeEmail, normalizePhone, phoneFieldPrefill } from '#domain/auth_rules'
import type { ApiFailure, EmailChangeView, PhoneChangeView, ProfileUpdate, ProfileUser } from '#domain/auth_types'
import { accountApi, authApi, fieldError, type ApiResult } from '../../lib/api/auth'
import { refreshUser, replaceToken } from '../../stores/session'
import { CodeField, FormMessage, NewPasswordFields, PhoneField, SelectField, SubmitButton, TextField, newPasswordErrors } from './Fields'
import { Toaster } from './Toaster'
import { makeTranslate, type AuthKey, type AuthMessages, type Translate } from './messages'
import { useSession } from './use_session'

type Status = { kind: 'success' | 'error' | 'info'; text: string } | null

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="settings-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}

function formatTime(iso: string, lang: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(lang === 'nl' ? 'nl-NL' : lang, { dateStyle: 'medium', timeStyle: 'short' })
}

/** A wrong code (422 + attemptsRemaining), a void code (410) or another failure. */
function codeFailure(t: Translate, failure: ApiFailure, status: number, expiredKey: AuthKey): { text: string; expired: boolean } {
  if (status === 410) return { text: t(expiredKey), expired: true }
  if (typeof failure.attemptsRemaining === 'number')
    return { text: t('auth.settings.attempts', { n: failure.attemptsRemaining }), expired: failure.attemptsRemaining <= 0 }
  return { text: fieldError(failure, 'code') ?? failure.message, expired: false }
}

interface ChangeFlow<V extends { status: string }> {
  load: (token: string) => Promise<ApiResult<{ data: V | null }>>
  verify: (token: string, code: string) => Promise<ApiResult<{ data: V }>>
  cancel: (token: string) => Promise<ApiResult<unknown>>
  /** The status that ends the flow. */
  completed: V['status']
  expiredKey: AuthKey
}

const EMAIL_CHANGE: ChangeFlow<EmailChangeView> = {
  load: accountApi.emailChange,
  verify: accountApi.verifyEmailChange,
  cancel: accountApi.cancelEmailChange,
  completed: 'change_completed',
  expiredKey: 'auth.settings.emailExpired',
}

const PHONE_CHANGE: ChangeFlow<PhoneChangeView> = {
  load: accountApi.phoneChange,
  verify: accountApi.verifyPhoneChange,
  cancel: accountApi.cancelPhoneChange,
  completed: 'completed',
  expiredKey: 'auth.settings.phoneExpired',
}

/** The e-mail and phone change flows (SPEC §4): load the open request, start, verify codes, cancel. */
function useChangeRequest<V extends { status: string }>(t: Translate, flow: ChangeFlow<V>, token: string, onCompleted: () => void) {
  const [view, setView] = useState<V | null | undefined>(undefined)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [status, setStatus] = useState<Status>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    void flow.load(token).then((r) => setView(r.ok ? r.data.data : null))
    // Once per section: a new token (after a password change) is the same person and request.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberately on mount only (see above)
  }, [])

  /** Client errors first; then the request, whose 422 field errors land under `fields`. */
  async function start(found: Record<string, string>, request: () => Promise<ApiResult<{ data: V }>>, fields: string[]): Promise<boolean> {
    setErrors(found)
    setStatus(null)
    if (Object.keys(found).length) return false
    setBusy(true)
    const result = await request()
    setBusy(false)
    if (result.ok) {
      setView(result.data.data)
      return true
    }
    const serverErrors: Record<string, string> = {}
    for (const field of fields) {
      const message = fieldError(result.failure, field)
      if (message) serverErrors[field] = message
    }
    setErrors(serverErrors)
    if (!Object.keys(serverErrors).length) setStatus({ kind: 'error', text: result.failure.message })
    return false
  }

  async function verify(code: string) {
    setBusy(true)
    const result = await flow.verify(token, code)
    setBusy(false)
    if (result.ok) {
      setView(result.data.data)
      setStatus(null)
      if (result.data.data.status === flow.completed) onCompleted()
      return
    }
    const { text, expired } = codeFailure(t, result.failure, result.status, flow.expiredKey)
    setStatus({ kind: 'error', text })
    if (expired) setView(null)
  }

  async function cancel() {
    setBusy(true)
    await flow.cancel(token)
    setBusy(false)
    setView(null)
    setStatus({ kind: 'info', text: t('auth.settings.cancelled') })
  }

  return { view, errors, status, busy, start, codeProps: { busy, onSubmit: verify, onCancel: cancel } }
}

/** An open request: where the code went, until when, and the code form. */
function PendingCode({
  t,
  text,
  expiresAt,
  lang,
  idPrefix,
  busy,
  onSubmit,
  onCancel,
}: {
  t: Translate
  text: string
  expiresAt: string
  lang: string
  idPrefix: string
  busy: boolean
  onSubmit: (code: string) => void
  onCancel: () => void
}) {
  return (
    <>
      <FormMessage kind="info">
        {text} {t('auth.settings.validUntil', { time: formatTime(expiresAt, lang) })}
      </FormMessage>
      <CodeForm t={t} idPrefix={idPrefix} busy={busy} onSubmit={onSubmit} onCancel={onCancel} />
    </>
  )
}

/** The shell of the e-mail and phone change sections: current value, outcome notice, then the code step or the start form. */
function ChangeSection({
  t,
  lang,
  kind,
  state,
  intro,
  notice,
  pending,
  codeProps,
  message,
  children,
}: {
  t: Translate
  lang: string
  kind: 'email' | 'phone'
  state: string
  intro: string
  notice: Status
  pending: { text: string; expiresAt: string } | null
  codeProps: { busy: boolean; onSubmit: (code: string) => void; onCancel: () => void }
  message: Status
  children: ReactNode
}) {
  return (
    <div data-testid={`${kind}-change`} data-status={state}>
      <p>{intro}</p>
      {notice ? <FormMessage kind={notice.kind}>{notice.text}</FormMessage> : null}
      {pending ? (
        <PendingCode t={t} text={pending.text} expiresAt={pending.expiresAt} lang={lang} idPrefix={`${kind}-change`} {...codeProps} />
      ) : (
        children
      )}
      {message ? <FormMessage kind={message.kind}>{message.text}</FormMessage> : null}
    </div>
  )
}

/** 'Bevestig met je wachtwoord' for starting a change. */
function ConfirmPasswordField({
  t,
  id,
  value,
  onValue,
  error,
}: {
  t: Translate
  id: string
  value: string
  onValue: (value: string) => void
  error?: string
}) {
  return (
    <TextField
      id={id}
      label={t('auth.settings.confirmWithPassword')}
      type="password"
      autoComplete="current-password"
      value={value}
      onValue={onValue}
      error={error}
    />
  )
}

function CodeForm({
  t,
  idPrefix,
  busy,
  onSubmit,
  onCancel,
}: {
  t: Translate
  idPrefix: string
  busy: boolean
  onSubmit: (code: string) => void
  onCancel: () => void
}) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>()
  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        if (!VERIFICATION_CODE_PATTERN.test(code)) return setError(t('auth.error.codeFormat'))
        setError(undefined)
        onSubmit(code)
        setCode('')
      }}
    >
      <CodeField id={`${idPrefix}-code`} label={t('auth.settings.code')} value={code} onValue={setCode} error={error} />
      <div className="auth-actions-row">
        <SubmitButton busy={busy} label={t('auth.settings.verify')} wide={false} />
        <button type="button" className="button button-outline" onClick={onCancel} disabled={busy}>
          {t('auth.settings.cancel')}
        </button>
      </div>
    </form>
  )
}

function ProfileSection({
  t,
  token,
  profile,
  districts,
  onSaved,
}: {
  t: Translate
  token: string
  profile: ProfileUser
  districts: { value: string; label: string }[]
  onSaved: (p: ProfileUser) => void
}) {
  const business = profile.role !== 'user'
  const fields: { name: keyof ProfileUpdate; label: AuthKey; autoComplete?: string }[] = [
    { name: 'firstName', label: 'auth.field.firstName', autoComplete: 'given-name' },
    { name: 'lastName', label: 'auth.field.lastName', autoComplete: 'family-name' },
    ...(business
      ? [{ name: 'organizationName' as const, label: 'auth.field.organizationName' as const, autoComplete: 'organization' }]
      : []),
    { name: 'streetName', label: 'auth.field.streetName', autoComplete: 'address-line1' },
    { name: 'houseNumber', label: 'auth.field.houseNumber' },
    { name: 'neighborhood', label: 'auth.field.neighborhood' },
    { name: 'cityTown', label: 'auth.field.cityTown', autoComplete: 'address-level2' },
    ...(business ? [{ name: 'website' as const, label: 'auth.field.website' as const, autoComplete: 'url' }] : []),
  ]
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries([...fields.map((f) => [f.name, (profile[f.name] as string | null) ?? '']), ['district', profile.district ?? '']])
  )
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [status, setStatus] = useState<Status>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found: Record<string, string> = {}
    if (!values.firstName.trim()) found.firstName = t('auth.error.firstNameRequired')
    if (!values.lastName.trim()) found.lastName = t('auth.error.lastNameRequired')
    setErrors(found)
    if (Object.keys(found).length) return
    const update: Record<string, string | null> = {}
    for (const [name, value] of Object.entries(values)) update[name] = value.trim() === '' ? null : value.trim()
    setBusy(true)
    const result = await accountApi.updateProfile(token, update as ProfileUpdate)
    setBusy(false)
    if (result.ok) {
      setStatus({ kind: 'success', text: t('auth.settings.saved') })
      onSaved(result.data.data)
    } else {
      const serverErrors: Record<string, string> = {}
      for (const name of Object.keys(values)) {
        const message = fieldError(result.failure, name)
        if (message) serverErrors[name] = message
      }
      setErrors(serverErrors)
      setStatus({ kind: 'error', text: Object.keys(serverErrors).length ? t('auth.error.checkFields') : result.failure.message })
    }
  }

  return (
    <form className="auth-form" noValidate onSubmit={submit} data-testid="profile-form">
      <div className="auth-grid">
        {fields.map((f) => (
          <TextField
            key={f.name}
            id={`profile-${f.name}`}
            label={t(f.label)}
            autoComplete={f.autoComplete}
            value={values[f.name]}
            onValue={(v) => setValues({ ...values, [f.name]: v })}
            error={errors[f.name]}
          />
        ))}
        <SelectField
          id="profile-district"
          label={t('auth.field.district')}
          options={districts}
          placeholder={t('auth.field.chooseDistrict')}
          value={values.district}
          onValue={(v) => setValues({ ...values, district: v })}
          error={errors.district}
        />
      </div>
      {status ? <FormMessage kind={status.kind}>{status.text}</FormMessage> : null}
      <SubmitButton busy={busy} label={t('auth.settings.save')} wide={false} />
    </form>
  )
}

function PasswordSection({ t, token }: { t: Translate; token: string }) {
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [status, setStatus] = useState<Status>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const { password: nextError, confirm: confirmError } = newPasswordErrors(next, confirm, {
      tooShort: t('auth.error.creationPasswordMin'),
      mismatch: t('auth.error.passwordMismatch'),
    })
    const found: Record<string, string> = {
      ...(current ? {} : { current: t('auth.error.required') }),
      ...(nextError ? { next: nextError } : {}),
      ...(confirmError ? { confirm: confirmError } : {}),
    }
    setErrors(found)
    setStatus(null)
    if (Object.keys(found).length) return
    setBusy(true)
    const result = await accountApi.changePassword(token, current, next)
    setBusy(false)
    if (result.ok) {
      replaceToken(result.data.token, result.data.user)
      setCurrent('')
      setNext('')
      setConfirm('')
      setStatus({ kind: 'success', text: t('auth.settings.passwordChanged') })
    } else {
      const currentError = fieldError(result.failure, 'currentPassword')
      const newError = fieldError(result.failure, 'newPassword')
      setErrors({ ...(currentError ? { current: currentError } : {}), ...(newError ? { next: newError } : {}) })
      if (!currentError && !newError) setStatus({ kind: 'error', text: result.failure.message })
    }
  }

  return (
    <form className="auth-form" noValidate onSubmit={submit} data-testid="password-form">
      <div className="auth-grid">
        <TextField
          id="pw-current"
          label={t('auth.settings.currentPassword')}
          type="password"
          autoComplete="current-password"
          value={current}
          onValue={setCurrent}
          error={errors.current}
        />
        <NewPasswordFields
          idPrefix="pw-new"
          labels={{
            password: t('auth.settings.newPassword'),
            confirm: t('auth.field.confirmPassword'),
            hint: t('auth.field.passwordHint'),
          }}
          password={next}
          confirm={confirm}
          onPassword={setNext}
          onConfirm={setConfirm}
          errors={{ password: errors.next, confirm: errors.confirm }}
        />
      </div>
      {status ? <FormMessage kind={status.kind}>{status.text}</FormMessage> : null}
      <SubmitButton busy={busy} label={t('auth.settings.save')} wide={false} />
    </form>
  )
}

function EmailChangeSection({
  t,
  token,
  lang,
  currentEmail,
  onCompleted,
}: {
  t: Translate
  token: string
  lang: string
  currentEmail: string
  onCompleted: () => void
}) {
  const [newEmail, setNewEmail] = useState('')
  const [password, setPassword] = useState('')
  const { view, errors, status, busy, start, codeProps } = useChangeRequest(t, EMAIL_CHANGE, token, onCompleted)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found: Record<string, string> = {}
    if (!isEmail(newEmail)) found.newEmail = t('auth.error.invalidEmail')
    if (!password) found.password = t('auth.error.required')
    if (await start(found, () => accountApi.startEmailChange(token, normalizeEmail(newEmail), password), ['newEmail', 'password']))
      setPassword('')
  }

  if (view === undefined) return <p className="auth-muted">{t('auth.settings.loading')}</p>
  const pendingText =
    view?.status === 'pending_current_verification'
      ? t('auth.settings.emailPendingCurrent', { email: view.currentEmail })
      : view?.status === 'current_verified'
        ? t('auth.settings.emailCurrentVerified', { email: view.newEmail })
        : null
  return (
    <ChangeSection
      t={t}
      lang={lang}
      kind="email"
      state={view?.status ?? 'none'}
      intro={t('auth.settings.emailCurrent', { email: currentEmail })}
      notice={
        view?.status === 'change_completed' ? { kind: 'success', text: t('auth.settings.emailCompleted', { email: view.newEmail }) } : null
      }
      pending={pendingText !== null && view ? { text: pendingText, expiresAt: view.expiresAt } : null}
      codeProps={codeProps}
      message={status}
    >
      <form className="auth-form" noValidate onSubmit={submit}>
        <div className="auth-grid">
          <TextField
            id="email-new"
            label={t('auth.settings.emailNew')}
            type="email"
            autoComplete="email"
            value={newEmail}
            onValue={setNewEmail}
            error={errors.newEmail}
          />
          <ConfirmPasswordField t={t} id="email-password" value={password} onValue={setPassword} error={errors.password} />
        </div>
        <SubmitButton busy={busy} label={t('auth.settings.emailStart')} wide={false} />
      </form>
    </ChangeSection>
  )
}

function PhoneChangeSection({
  t,
  token,
  lang,
  currentPhone,
  phoneHint,
  onCompleted,
}: {
  t: Translate
  token: string
  lang: string
  currentPhone: string | null
  phoneHint: string
  onCompleted: () => void
}) {
  // '+597 ' from the platform's phone hint: a local number typed after it is complete.
  const [newPhone, setNewPhone] = useState(() => phoneFieldPrefill(phoneHint))
  const [method, setMethod] = useState<'current_phone' | 'password'>(currentPhone ? 'current_phone' : 'password')
  const [password, setPassword] = useState('')
  const { view, errors, status, busy, start, codeProps } = useChangeRequest(t, PHONE_CHANGE, token, onCompleted)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found: Record<string, string> = {}
    if (!isE164(newPhone)) found.newPhone = t('auth.error.e164Format')
    if (method === 'password' && !password) found.password = t('auth.error.required')
    const request = () =>
      accountApi.startPhoneChange(token, {
        newPhone: normalizePhone(newPhone),
        verificationMethod: method,
        ...(method === 'password' ? { password } : {}),
      })
    if (await start(found, request, ['newPhone', 'password'])) setPassword('')
  }

  if (view === undefined) return <p className="auth-muted">{t('auth.settings.loading')}</p>
  const pendingText =
    view?.status === 'pending_current_verification'
      ? t('auth.settings.phonePendingCurrent', { phone: view.currentPhone ?? '' })
      : view?.status === 'pending_new_verification'
        ? t('auth.settings.phonePendingNew', { phone: view.newPhone })
        : null
  const notice: Status =
    view?.status === 'completed'
      ? { kind: 'success', text: t('auth.settings.phoneCompleted', { phone: view.newPhone }) }
      : view?.status === 'expired'
        ? { kind: 'error', text: t('auth.settings.phoneExpired') }
        : null
  return (
    <ChangeSection
      t={t}
      lang={lang}
      kind="phone"
      state={view?.status ?? 'none'}
      intro={currentPhone ? t('auth.settings.phoneCurrent', { phone: currentPhone }) : t('auth.settings.phoneNone')}
      notice={notice}
      pending={pendingText !== null && view ? { text: pendingText, expiresAt: view.expiresAt } : null}
      codeProps={codeProps}
      message={status}
    >
      <form className="auth-form" noValidate onSubmit={submit}>
        <PhoneField
          id="phone-new"
          label={t('auth.settings.phoneNew')}
          hint={phoneHint}
          value={newPhone}
          onValue={setNewPhone}
          error={errors.newPhone}
        />
        <fieldset className="auth-radios">
          <legend>{t('auth.settings.phoneMethod')}</legend>
          {currentPhone ? (
            <label>
              <input type="radio" name="phone-method" checked={method === 'current_phone'} onChange={() => setMethod('current_phone')} />
              {t('auth.settings.phoneMethodCurrent')}
            </label>
          ) : null}
          <label>
            <input type="radio" name="phone-method" checked={method === 'password'} onChange={() => setMethod('password')} />
            {t('auth.settings.phoneMethodPassword')}
          </label>
        </fieldset>
        {method === 'password' ? (
          <ConfirmPasswordField t={t} id="phone-password" value={password} onValue={setPassword} error={errors.password} />
        ) : null}
        <SubmitButton busy={busy} label={t('auth.settings.phoneStart')} wide={false} />
      </form>
    </ChangeSection>
  )
}

interface Props {
  messages: AuthMessages
  lang: string
  districts: { value: string; label: string }[]
  phoneHint: string
}

export default function AccountSettings({ messages, lang, districts, phoneHint }: Props) {
  const t = makeTranslate(messages)
  const session = useSession()
  const [profile, setProfile] = useState<ProfileUser | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [resent, setResent] = useState<Status>(null)
  const token = session?.token

  useEffect(() => {
    if (session === null) location.replace('/user-login?redirect=%2Faccount-settings')
  }, [session])

  function reload() {
    if (!token) return
    void accountApi.profile(token).then((r) => {
      if (r.ok) {
        setProfile(r.data.data)
        refreshUser(r.data.data)
      } else setLoadError(r.failure.message)
    })
  }
  useEffect(reload, [token])

  if (!session || !token) return <p className="auth-muted">{t('auth.settings.loading')}</p>
  if (!profile)
    return loadError ? <FormMessage kind="error">{loadError}</FormMessage> : <p className="auth-muted">{t('auth.settings.loading')}</p>

  async function resendVerification() {
    const result = await authApi.resendVerificationEmail(token!)
    setResent(result.ok ? { kind: 'success', text: t('auth.verifyEmail.resent') } : { kind: 'error', text: result.failure.message })
  }

  return (
    <div className="settings" data-testid="account-settings">
      <p className="auth-muted">
        {profile.email} · {t('auth.settings.role', { role: isUserRole(profile.role) ? ROLE_DISPLAY_NAMES[profile.role] : profile.role })}
      </p>
      {!profile.isEmailVerified ? (
        <FormMessage kind="info">
          {t('auth.settings.emailUnverified')}{' '}
          <button type="button" className="link-button" onClick={resendVerification}>
            {t('auth.verifyEmail.resend')}
          </button>
        </FormMessage>
      ) : null}
      {resent ? <FormMessage kind={resent.kind}>{resent.text}</FormMessage> : null}
      {profile.phone && !profile.isPhoneVerified ? (
        <FormMessage kind="info">
          {t('auth.settings.phoneUnverified')}{' '}
          <a href={`/verify-whatsapp?phone=${encodeURIComponent(profile.phone)}`}>{t('auth.register.verifyPhone')}</a>
        </FormMessage>
      ) : null}
      <Section id="settings-profile" title={t('auth.settings.profile')}>
        <ProfileSection t={t} token={token} profile={profile} districts={districts} onSaved={(p) => (setProfile(p), refreshUser(p))} />
      </Section>
      <Section id="settings-password" title={t('auth.settings.passwordTitle')}>
        <PasswordSection t={t} token={token} />
      </Section>
      <Section id="settings-email" title={t('auth.settings.emailTitle')}>
        <EmailChangeSection t={t} token={token} lang={lang} currentEmail={profile.email} onCompleted={reload} />
      </Section>
      <Section id="settings-phone" title={t('auth.settings.phoneTitle')}>
        <PhoneChangeSection t={t} token={token} lang={lang} currentPhone={profile.phone} phoneHint={phoneHint} onCompleted={reload} />
      </Section>
      <Toaster closeLabel={t('auth.toast.close')} />
    </div>
  )
}
