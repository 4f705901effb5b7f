/*
 * Registration for the four self-registration roles (SPEC §2 register pages, §3 users fields, §5
 * "User creation"). Client checks mirror the server's (domain/auth_rules.ts); the server's 422 field
 * errors are shown under their fields. Register answers a SessionGrant: the person is signed in and
 * told to confirm the e-mail (and the WhatsApp code when a phone was given).
 */
import { Fragment, useId, useState, type FormEvent, type ReactNode } from 'react'
import type { SelfRegistrationRole } from '#domain/access'
import { loginRedirectPath } from '#domain/access'
import { cleanPhoneInput, isE164, isEmail, isUnfilledPhone, normalizeEmail, normalizePhone, phoneFieldPrefill } from '#domain/auth_rules'
import type { RegisterRequest, RegistrationMethod } from '#domain/auth_types'
import { requiredRegistrationFields } from '#domain/registration_rules'
import { authApi } from '../../lib/api/auth'
import { fieldError } from '../../lib/api/browser'
import { safeLocalPath } from '../../lib/auth_redirect'
import { signIn } from '../../stores/session'
import { showToast } from '../../stores/toast'
import { FormMessage, SelectField, SubmitButton, TextAreaField, TextField, newPasswordErrors } from './Fields'
import { Toaster } from './Toaster'
import { makeTranslate, type AuthKey, type AuthMessages, type Translate } from './messages'
import { useSession } from './use_session'

/** The RegisterRequest fields a form asks for, plus the repeated password. */
type FieldName =
  Exclude<keyof RegisterRequest, 'role' | 'registrationMethod' | 'companyName' | 'cityTown' | 'acceptTerms'> | 'confirmPassword'

interface FieldSpec {
  name: FieldName
  label: AuthKey
  /** Set from domain/registration_rules.ts (the API refuses the same fields when they are missing). */
  required?: boolean
  kind?: 'text' | 'email' | 'tel' | 'url' | 'district' | 'textarea'
  autoComplete?: string
}

interface Section {
  title: AuthKey
  fields: FieldSpec[]
}

/** The fields the shared rule requires of this role and method; the repeated password goes with the password. */
function markRequired(sections: Section[], role: SelfRegistrationRole, method: RegistrationMethod): Section[] {
  const required = new Set<FieldName>(requiredRegistrationFields(role, method))
  if (required.has('password')) required.add('confirmPassword')
  return sections.map((section) => ({
    ...section,
    fields: section.fields.map((spec) => ({ ...spec, required: required.has(spec.name) })),
  }))
}

/** What SPEC §3 stores for each role, asked at sign-up. */
function sectionsFor(role: SelfRegistrationRole): Section[] {
  const person: FieldSpec[] = [
    { name: 'firstName', label: 'auth.field.firstName', autoComplete: 'given-name' },
    { name: 'lastName', label: 'auth.field.lastName', autoComplete: 'family-name' },
    { name: 'email', label: 'auth.field.email', kind: 'email', autoComplete: 'email' },
    { name: 'phone', label: 'auth.field.phone', kind: 'tel', autoComplete: 'tel' },
  ]
  const password: Section = {
    title: 'auth.register.section.password',
    fields: [
      { name: 'password', label: 'auth.field.password', autoComplete: 'new-password' },
      { name: 'confirmPassword', label: 'auth.field.confirmPassword', autoComplete: 'new-password' },
    ],
  }
  const account: Section = { title: 'auth.register.section.account', fields: person }
  switch (role) {
    case 'organizer':
      return [
        account,
        {
          title: 'auth.register.section.organization',
          fields: [
            { name: 'organizationName', label: 'auth.field.organizationName', autoComplete: 'organization' },
            { name: 'kkfNumber', label: 'auth.field.kkfNumber' },
            { name: 'btwnumber', label: 'auth.field.btwnumber' },
            { name: 'website', label: 'auth.field.website', kind: 'url', autoComplete: 'url' },
            { name: 'businessDescription', label: 'auth.field.description', kind: 'textarea' },
          ],
        },
        {
          title: 'auth.register.section.business',
          fields: [
            { name: 'businessContactFirstName', label: 'auth.field.businessContactFirstName' },
            { name: 'businessContactLastName', label: 'auth.field.businessContactLastName' },
            { name: 'businessPhone', label: 'auth.field.businessPhone', kind: 'tel' },
            { name: 'businessStreetName', label: 'auth.field.streetName' },
            { name: 'businessHouseNumber', label: 'auth.field.houseNumber' },
            { name: 'businessNeighborhood', label: 'auth.field.neighborhood' },
            { name: 'businessDistrict', label: 'auth.field.district', kind: 'district' },
          ],
        },
        password,
      ]
    case 'agent':
      return [
        account,
        {
          title: 'auth.register.section.organization',
          fields: [
            { name: 'organizationName', label: 'auth.field.businessName', autoComplete: 'organization' },
            { name: 'streetName', label: 'auth.field.streetName', autoComplete: 'address-line1' },
            { name: 'houseNumber', label: 'auth.field.houseNumber' },
            { name: 'neighborhood', label: 'auth.field.neighborhood' },
            { name: 'district', label: 'auth.field.district', kind: 'district' },
          ],
        },
        password,
      ]
    case 'venue_operator':
      return [
        account,
        {
          title: 'auth.register.section.organization',
          fields: [
            { name: 'organizationName', label: 'auth.field.companyName', autoComplete: 'organization' },
            { name: 'businessContactFirstName', label: 'auth.field.businessContactFirstName' },
            { name: 'businessContactLastName', label: 'auth.field.businessContactLastName' },
            { name: 'businessPhone', label: 'auth.field.businessPhone', kind: 'tel' },
          ],
        },
        password,
      ]
    default:
      return [account, password]
  }
}

const PHONE_FIELDS: FieldName[] = ['phone', 'businessPhone']
const WEBSITE_PATTERN = /^https?:\/\/[^\s.]+\.[^\s]+$/i

export function validateRegistration(
  values: Partial<Record<FieldName, string>>,
  specs: FieldSpec[],
  t: Translate,
  phonePrefill: string
): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {}
  const value = (name: FieldName) => (values[name] ?? '').trim()
  for (const spec of specs) {
    const v = value(spec.name)
    const empty = PHONE_FIELDS.includes(spec.name) ? isUnfilledPhone(v, phonePrefill) : v === ''
    if (spec.required && empty) {
      errors[spec.name] =
        spec.name === 'firstName'
          ? t('auth.error.firstNameRequired')
          : spec.name === 'lastName'
            ? t('auth.error.lastNameRequired')
            : spec.name === 'organizationName'
              ? t('auth.error.organizationRequired')
              : spec.name === 'phone'
                ? t('auth.error.phoneRequired')
                : spec.kind === 'district'
                  ? t('auth.error.districtRequired')
                  : t('auth.error.required')
      continue
    }
    if (empty) continue
    if (spec.kind === 'email' && !isEmail(v)) errors[spec.name] = t('auth.error.invalidEmail')
    if (spec.kind === 'tel' && !isE164(v)) errors[spec.name] = t('auth.error.e164Format')
    if (spec.kind === 'url' && !WEBSITE_PATTERN.test(v)) errors[spec.name] = t('auth.error.website')
  }
  const passwordErrors = newPasswordErrors(values.password ?? '', values.confirmPassword ?? '', {
    tooShort: t('auth.error.creationPasswordMin'),
    mismatch: t('auth.error.passwordMismatch'),
  })
  if (passwordErrors.password) errors.password = passwordErrors.password
  if (passwordErrors.confirm && !errors.confirmPassword) errors.confirmPassword = passwordErrors.confirm
  return errors
}

interface Props {
  messages: AuthMessages
  role: SelfRegistrationRole
  districts: { value: string; label: string }[]
  /** Offer 'register by WhatsApp' (whatsappFeatures.checkoutEnabled). */
  whatsappEnabled: boolean
  phoneHint: string
  /** /register-venue step 1 continues to step 2. */
  next?: 'venue-step2'
  redirect?: string | null
}

/** 'Ik ga akkoord met de {terms} en de {privacy}.' with the two links in place of their placeholders. */
function consentText(template: string, links: Record<'terms' | 'privacy', ReactNode>): ReactNode[] {
  return template
    .split(/(\{terms\}|\{privacy\})/)
    .map((part, index) =>
      part === '{terms}' ? (
        <Fragment key={index}>{links.terms}</Fragment>
      ) : part === '{privacy}' ? (
        <Fragment key={index}>{links.privacy}</Fragment>
      ) : (
        part
      )
    )
}

interface Done {
  email: string
  phone: string | null
  role: string
}

/**
 * The confirmation replaces a long form: on a phone the page would stay scrolled to where the button was (only the
 * footer in view). Bring it to the top of the view and give it focus, so eyes and screen readers land on it.
 */
function showConfirmation(node: HTMLDivElement | null) {
  if (!node) return
  node.scrollIntoView({ block: 'start' })
  node.focus({ preventScroll: true })
}

export default function RegisterForm({ messages, role, districts, whatsappEnabled, phoneHint, next, redirect }: Props) {
  const t = makeTranslate(messages)
  useSession()
  const uid = useId().replace(/:/g, '')
  // '+597 ' from the platform's phone hint (SPEC §9 default country): a local number typed after it is complete.
  const phonePrefill = phoneFieldPrefill(phoneHint)
  const [values, setValues] = useState<Partial<Record<FieldName, string>>>({ phone: phonePrefill, businessPhone: phonePrefill })
  const [method, setMethod] = useState<RegistrationMethod>('email')
  const sections = markRequired(sectionsFor(role), role, method)
  const specs = sections.flatMap((s) => s.fields)
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<Done | null>(null)
  const [consent, setConsent] = useState(false)
  const [consentError, setConsentError] = useState<string | null>(null)

  const set = (name: FieldName, value: string) =>
    setValues((v) => ({ ...v, [name]: PHONE_FIELDS.includes(name) ? (value === '' ? '' : cleanPhoneInput(value)) : value }))
  const fieldId = (name: FieldName) => `${uid}-${name}`

  async function submit(event: FormEvent) {
    event.preventDefault()
    setFormError(null)
    const found = validateRegistration(values, specs, t, phonePrefill)
    setErrors(found)
    const first = specs.find((s) => found[s.name])
    if (first) {
      document.getElementById(fieldId(first.name))?.focus()
      return
    }
    if (!consent) {
      setConsentError(t('auth.register.consentRequired'))
      document.getElementById(`${uid}-consent`)?.focus()
      return
    }
    const request: Record<string, string> = {}
    for (const spec of specs) {
      if (spec.name === 'confirmPassword') continue
      const raw = spec.name === 'password' ? (values.password ?? '') : (values[spec.name] ?? '').trim()
      if (raw === '' || (spec.kind === 'tel' && isUnfilledPhone(raw, phonePrefill))) continue
      request[spec.name] = spec.kind === 'email' ? normalizeEmail(raw) : spec.kind === 'tel' ? normalizePhone(raw) : raw
    }
    setBusy(true)
    const result = await authApi.register({
      ...(request as unknown as RegisterRequest),
      role,
      registrationMethod: method,
      acceptTerms: true,
    })
    setBusy(false)
    if (!result.ok) {
      const serverErrors: Partial<Record<FieldName, string>> = {}
      for (const spec of specs) {
        const message = fieldError(result.failure, spec.name)
        if (message) serverErrors[spec.name] = message
      }
      setErrors(serverErrors)
      const firstServer = specs.find((s) => serverErrors[s.name])
      if (firstServer) {
        setFormError(t('auth.error.checkFields'))
        document.getElementById(fieldId(firstServer.name))?.focus()
      } else {
        setFormError(result.failure.message || t('auth.toast.registrationFailed'))
      }
      showToast({ variant: 'destructive', title: t('auth.toast.registrationFailed'), description: result.failure.message })
      return
    }
    signIn(result.data)
    setDone({ email: result.data.user.email, phone: result.data.user.phone, role: result.data.user.role })
  }

  if (done) {
    const continueHref = next === 'venue-step2' ? '/register-venue/step2' : (safeLocalPath(redirect) ?? loginRedirectPath(done.role))
    return (
      <div className="register-done" data-testid="register-done" ref={showConfirmation} tabIndex={-1}>
        <FormMessage kind="success">
          <h2>{t('auth.register.doneTitle')}</h2>
          <p>{t('auth.register.doneEmail', { email: done.email })}</p>
          {done.phone ? <p>{t('auth.register.donePhone', { phone: done.phone })}</p> : null}
        </FormMessage>
        <div className="auth-actions-row">
          {done.phone ? (
            <a
              className={`button ${next ? 'button-outline' : 'button-primary'}`}
              href={`/verify-whatsapp?phone=${encodeURIComponent(done.phone)}`}
            >
              {t('auth.register.verifyPhone')}
            </a>
          ) : null}
          <a className={`button ${done.phone && !next ? 'button-outline' : 'button-primary'}`} href={continueHref}>
            {next === 'venue-step2' ? t('auth.register.venueNext') : t('auth.register.continue')}
          </a>
        </div>
      </div>
    )
  }

  function renderField(spec: FieldSpec) {
    const id = fieldId(spec.name)
    const optionalLabel = spec.required ? undefined : t('auth.field.optional')
    const common = { id, label: t(spec.label), error: errors[spec.name], optionalLabel }
    if (spec.kind === 'district') {
      return (
        <SelectField
          key={spec.name}
          {...common}
          value={values[spec.name] ?? ''}
          onValue={(v) => set(spec.name, v)}
          options={districts}
          placeholder={t('auth.field.chooseDistrict')}
        />
      )
    }
    if (spec.kind === 'textarea') {
      return <TextAreaField key={spec.name} {...common} value={values[spec.name] ?? ''} onValue={(v) => set(spec.name, v)} />
    }
    const isPassword = spec.name === 'password' || spec.name === 'confirmPassword'
    return (
      <TextField
        key={spec.name}
        {...common}
        type={
          isPassword ? 'password' : spec.kind === 'tel' ? 'tel' : spec.kind === 'email' ? 'email' : spec.kind === 'url' ? 'url' : 'text'
        }
        inputMode={spec.kind === 'tel' ? 'tel' : spec.kind === 'email' ? 'email' : undefined}
        autoComplete={spec.autoComplete}
        hint={
          spec.name === 'password'
            ? t('auth.field.passwordHint')
            : spec.name === 'phone'
              ? `${t('auth.field.phoneHint')} ${phoneHint}`
              : undefined
        }
        value={values[spec.name] ?? ''}
        onValue={(v) => set(spec.name, v)}
        onFocus={spec.kind === 'tel' ? () => (values[spec.name] ? undefined : set(spec.name, '+')) : undefined}
      />
    )
  }

  return (
    <>
      <form className="auth-form register-form" noValidate onSubmit={submit} data-testid="register-form">
        {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
        {sections.map((section) => (
          <fieldset key={section.title} className="auth-fieldset">
            <legend>{t(section.title)}</legend>
            <div className="auth-grid">{section.fields.map(renderField)}</div>
            {section.title === 'auth.register.section.account' && whatsappEnabled && role === 'user' ? (
              <fieldset className="auth-radios">
                <legend>{t('auth.register.method')}</legend>
                {(['email', 'whatsapp'] as const).map((m) => (
                  <label key={m}>
                    <input type="radio" name="registrationMethod" value={m} checked={method === m} onChange={() => setMethod(m)} />
                    {m === 'email' ? t('auth.login.tabEmail') : t('auth.login.tabWhatsapp')}
                  </label>
                ))}
              </fieldset>
            ) : null}
          </fieldset>
        ))}
        <div className="auth-consent">
          <label htmlFor={`${uid}-consent`}>
            <input
              id={`${uid}-consent`}
              type="checkbox"
              checked={consent}
              aria-invalid={consentError ? true : undefined}
              aria-describedby={consentError ? `${uid}-consent-error` : undefined}
              onChange={(event) => {
                setConsent(event.target.checked)
                if (event.target.checked) setConsentError(null)
              }}
              data-testid="register-consent"
            />
            <span>
              {consentText(t('auth.register.consent'), {
                terms: (
                  <a href="/pages/algemene-voorwaarden" target="_blank" rel="noopener">
                    {t('auth.register.terms')}
                  </a>
                ),
                privacy: (
                  <a href="/pages/privacyverklaring" target="_blank" rel="noopener">
                    {t('auth.register.privacy')}
                  </a>
                ),
              })}
            </span>
          </label>
          {consentError ? (
            <p className="auth-error" id={`${uid}-consent-error`} role="alert">
              {consentError}
            </p>
          ) : null}
        </div>
        <SubmitButton busy={busy} label={t('auth.register.submit')} busyLabel={t('auth.register.submitting')} />
      </form>
      <p className="auth-aside">
        {t('auth.register.haveAccount')} <a href="/user-login">{t('auth.register.login')}</a>
      </p>
      <Toaster closeLabel={t('auth.toast.close')} />
    </>
  )
}
