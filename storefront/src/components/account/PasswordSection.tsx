/* 'Wachtwoord': the current one, then a new one twice (SPEC §5 creation rule); the API answers a new token. */
import { useState, type FormEvent } from 'react'
import { accountApi } from '../../lib/api/account'
import { fieldError } from '../../lib/api/browser'
import { replaceToken } from '../../stores/session'
import { FormMessage, NewPasswordFields, SubmitButton, TextField, newPasswordErrors } from '../auth/Fields'
import type { Translate } from '../auth/messages'
import type { Status } from './SettingsSection'

export function PasswordSection({ t, token }: { t: Translate; token: string }) {
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
