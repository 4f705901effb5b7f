/*
 * The venue and organizer contact dialog (SPEC §2 'Contact opnemen', §5 rules, §4 form → 'Bericht verzonden!',
 * §8 contact errors). One island per page, loaded on the first touch of a 'Contact opnemen' trigger
 * (client:interaction with CONTACT_TRIGGER): the page ships no JavaScript for it until then. The trigger says
 * whom the message is for (data-contact-kind venue|organizer, data-contact-id, data-contact-name); its href
 * (phone or mail) is the way without JavaScript. Closing resets the form and the captcha.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { cleanContactPhone, contactFormErrors, type ContactField, type ContactFormFields, type ContactTarget } from '#domain/contact_rules'
import { contactApi } from '../../lib/api/contact'
import { showToast } from '../../stores/toast'
import { useInteractionTrigger } from '../../directives/use_interaction_trigger'
import { ensureAuthStyles } from '../auth/auth_styles'
import { FormMessage, SubmitButton, TextAreaField, TextField } from '../auth/Fields'
import { Toaster } from '../auth/Toaster'
import { makeTranslateFor } from '../auth/messages'
import type { ContactMessages } from '../../i18n/features/contact'
import { useCaptcha } from './use_captcha'
import contactCss from '../../styles/contact.css?raw'

/** The server-rendered 'Contact opnemen' buttons that open this dialog (and, with client:interaction, load it). */
export const CONTACT_TRIGGER = '[data-contact-trigger]'

const EMPTY: ContactFormFields = { firstName: '', lastName: '', email: '', phone: '', subject: '', message: '' }
const FIELD_ORDER: ContactField[] = ['firstName', 'lastName', 'email', 'phone', 'subject', 'message']

interface Recipient {
  kind: ContactTarget
  id: number
  name: string
}

function recipientOf(trigger: HTMLElement): Recipient | null {
  const kind = trigger.dataset.contactKind
  const id = Number(trigger.dataset.contactId)
  if ((kind !== 'venue' && kind !== 'organizer') || !Number.isInteger(id) || id <= 0) return null
  return { kind, id, name: trigger.dataset.contactName ?? '' }
}

let stylesAdded = false
function ensureStyles() {
  ensureAuthStyles()
  if (stylesAdded) return
  stylesAdded = true
  const style = document.createElement('style')
  style.textContent = contactCss
  document.head.append(style)
}

export default function ContactDialog({ messages }: { messages: ContactMessages }) {
  const t = makeTranslateFor(messages)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const [recipient, setRecipient] = useState<Recipient | null>(null)
  const [form, setForm] = useState<ContactFormFields>(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({})
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const open = recipient !== null
  const captcha = useCaptcha(open)

  useInteractionTrigger(CONTACT_TRIGGER, (trigger) => {
    const target = recipientOf(trigger)
    if (!target) return
    opener.current = trigger
    setRecipient(target)
  })

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      ensureStyles()
      dialog.showModal()
      dialog.querySelector<HTMLElement>('form input')?.focus()
    }
    if (!open && dialog.open) dialog.close()
  }, [open])

  function localErrors(next: ContactFormFields) {
    const found = contactFormErrors(next)
    return Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(`contact.error.${key}`)]))
  }

  function setField(field: ContactField, value: string) {
    const next = { ...form, [field]: field === 'phone' ? cleanContactPhone(value) : value }
    setForm(next)
    // After a first attempt, messages follow the typing.
    if (tried) setErrors(localErrors(next))
  }

  function onClose() {
    setRecipient(null)
    setForm(EMPTY)
    setErrors({})
    setTried(false)
    setBusy(false)
    setSentTo(null)
    if (opener.current?.isConnected) opener.current.focus()
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!recipient || busy) return
    setTried(true)
    const found = localErrors(form)
    setErrors(found)
    const first = FIELD_ORDER.find((field) => found[field])
    if (first) {
      dialogRef.current?.querySelector<HTMLElement>(`#contact-${first}`)?.focus()
      return
    }
    const withCaptcha = captcha.status !== 'off'
    if (withCaptcha && !captcha.token) {
      showToast({ title: t('contact.captcha.missing'), description: t('contact.captcha.required'), variant: 'destructive' })
      return
    }
    setBusy(true)
    const result = await contactApi.send(recipient, form, withCaptcha ? captcha.token : null)
    setBusy(false)
    if (result.ok) {
      setSentTo(form.email.trim())
      return
    }
    const { failure, status } = result
    // The token was used (or refused): a new one is needed before the next try.
    if (failure.code === 'CAPTCHA_EXPIRED') captcha.markExpired()
    else captcha.refresh()
    if (failure.code === 'CAPTCHA_EXPIRED' || failure.code === 'CAPTCHA_FAILED') return
    if (status === 422 && failure.errors) {
      const fromServer = Object.fromEntries(
        FIELD_ORDER.filter((field) => failure.errors?.[field]?.[0]).map((field) => [
          field,
          localErrors(form)[field] ?? failure.errors![field][0],
        ])
      )
      setErrors(fromServer)
      if (Object.keys(fromServer).length > 0) return
    }
    showToast({
      title: t('contact.failed.title'),
      description: status === 429 ? t('contact.tooMany') : t('contact.failed.text'),
      variant: 'destructive',
    })
  }

  const withCaptcha = captcha.status !== 'off' && captcha.status !== 'unavailable'
  const sendable = captcha.status === 'off' || (captcha.status === 'ready' && captcha.token !== null)

  return (
    <>
      <dialog
        ref={dialogRef}
        className="auth-dialog contact-dialog"
        aria-labelledby="contact-dialog-title"
        onClose={onClose}
        onClick={(event) => {
          if (event.target === dialogRef.current) dialogRef.current?.close()
        }}
        data-testid="contact-dialog"
      >
        {recipient ? (
          <div className="auth-dialog-panel">
            <div className="auth-dialog-head">
              <div>
                <h2 id="contact-dialog-title">{sentTo ? t('contact.sent.title') : t('contact.title')}</h2>
                {sentTo ? null : <p className="auth-muted">{t('contact.subtitle', { name: recipient.name })}</p>}
              </div>
              <button
                type="button"
                className="auth-dialog-close"
                aria-label={t('contact.close')}
                onClick={() => dialogRef.current?.close()}
              >
                ×
              </button>
            </div>
            {sentTo ? (
              <div className="contact-sent" data-testid="contact-sent">
                <FormMessage kind="success">
                  <p>{t('contact.sent.text', { name: recipient.name, email: sentTo })}</p>
                </FormMessage>
                <button type="button" className="button button-primary auth-submit" onClick={() => dialogRef.current?.close()}>
                  {t('contact.sent.close')}
                </button>
              </div>
            ) : (
              <form className="auth-form" noValidate onSubmit={onSubmit}>
                <div className="auth-grid">
                  <TextField
                    id="contact-firstName"
                    label={t('contact.field.firstName')}
                    autoComplete="given-name"
                    value={form.firstName}
                    onValue={(v) => setField('firstName', v)}
                    error={errors.firstName}
                  />
                  <TextField
                    id="contact-lastName"
                    label={t('contact.field.lastName')}
                    autoComplete="family-name"
                    value={form.lastName}
                    onValue={(v) => setField('lastName', v)}
                    error={errors.lastName}
                  />
                  <TextField
                    id="contact-email"
                    label={t('contact.field.email')}
                    type="email"
                    autoComplete="email"
                    value={form.email}
                    onValue={(v) => setField('email', v)}
                    error={errors.email}
                  />
                  <TextField
                    id="contact-phone"
                    label={t('contact.field.phone')}
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel"
                    placeholder="+5978123456"
                    value={form.phone}
                    onValue={(v) => setField('phone', v)}
                    error={errors.phone}
                  />
                </div>
                <TextField
                  id="contact-subject"
                  label={t('contact.field.subject')}
                  value={form.subject}
                  onValue={(v) => setField('subject', v)}
                  error={errors.subject}
                />
                <TextAreaField
                  id="contact-message"
                  label={t('contact.field.message')}
                  value={form.message}
                  onValue={(v) => setField('message', v)}
                  error={errors.message}
                />
                <CaptchaState status={captcha.status} t={t} onRefresh={captcha.refresh} />
                <SubmitButton busy={busy} label={t('contact.submit')} busyLabel={t('contact.submitting')} disabled={!sendable} />
                {withCaptcha ? (
                  <p className="contact-recaptcha-notice">
                    {messages['contact.captcha.notice'].split(/(\{privacy\}|\{terms\})/).map((part, index) =>
                      part === '{privacy}' || part === '{terms}' ? (
                        <a
                          key={index}
                          href={`https://policies.google.com/${part === '{privacy}' ? 'privacy' : 'terms'}`}
                          target="_blank"
                          rel="noopener noreferrer"
                        >
                          {t(part === '{privacy}' ? 'contact.captcha.privacy' : 'contact.captcha.terms')}
                        </a>
                      ) : (
                        part
                      )
                    )}
                  </p>
                ) : null}
              </form>
            )}
          </div>
        ) : null}
      </dialog>
      <Toaster closeLabel={t('contact.close')} />
    </>
  )
}

function CaptchaState({
  status,
  t,
  onRefresh,
}: {
  status: ReturnType<typeof useCaptcha>['status']
  t: (key: keyof ContactMessages) => string
  onRefresh: () => void
}) {
  if (status === 'off')
    return (
      <FormMessage kind="info" testId="contact-captcha-off">
        {t('contact.captcha.off')}
      </FormMessage>
    )
  if (status === 'unavailable')
    return (
      <FormMessage kind="error" testId="contact-unavailable">
        {t('contact.unavailable')}
      </FormMessage>
    )
  if (status === 'expired' || status === 'error') {
    const expired = status === 'expired'
    return (
      <FormMessage kind="error" testId={expired ? 'contact-captcha-expired' : 'contact-captcha-error'}>
        <p className="auth-message-title">{t(expired ? 'contact.captcha.expiredTitle' : 'contact.captcha.errorTitle')}</p>
        <p>{t(expired ? 'contact.captcha.expiredText' : 'contact.captcha.errorText')}</p>
        <button type="button" className="link-button" onClick={onRefresh}>
          {t(expired ? 'contact.captcha.refresh' : 'contact.captcha.retry')}
        </button>
      </FormMessage>
    )
  }
  return (
    <p className="contact-captcha" role="status" data-testid="contact-captcha" data-status={status}>
      {t(status === 'ready' ? 'contact.captcha.ready' : 'contact.captcha.loading')}
    </p>
  )
}
