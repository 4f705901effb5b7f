/*
 * What the e-mail and phone change sections share: the shell (current value, outcome notice, then the code step
 * or the start form), the open request with where the code went and until when, the 6-digit code form, and
 * 'Bevestig met je wachtwoord'.
 */
import { useState, type ReactNode } from 'react'
import { VERIFICATION_CODE_PATTERN } from '#domain/auth_rules'
import { CodeField, FormMessage, SubmitButton, TextField } from '../auth/Fields'
import type { Translate } from '../auth/messages'
import type { Status } from './SettingsSection'

function formatTime(iso: string, lang: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(lang === 'nl' ? 'nl-NL' : lang, { dateStyle: 'medium', timeStyle: 'short' })
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
export function ChangeSection({
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
export function ConfirmPasswordField({
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
