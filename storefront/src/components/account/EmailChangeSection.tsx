/*
 * 'E-mailadres': a new address confirmed with the password, then a code to the current address and one to the new
 * one (SPEC §4: pending_current_verification → current_verified → change_completed).
 */
import { useState, type FormEvent } from 'react'
import type { EmailChangeView } from '#domain/auth_types'
import { isEmail, normalizeEmail } from '#domain/auth_rules'
import { accountApi } from '../../lib/api/account'
import { SubmitButton, TextField } from '../auth/Fields'
import type { Translate } from '../auth/messages'
import { ChangeSection, ConfirmPasswordField } from './ChangeSection'
import { useChangeRequest, type ChangeFlow } from './use_change_request'

const EMAIL_CHANGE: ChangeFlow<EmailChangeView> = {
  load: accountApi.emailChange,
  verify: accountApi.verifyEmailChange,
  cancel: accountApi.cancelEmailChange,
  completed: 'change_completed',
  expiredKey: 'auth.settings.emailExpired',
}

export function EmailChangeSection({
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
