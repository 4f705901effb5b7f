/*
 * 'Telefoonnummer': a new E.164 number, confirmed by a code to the current phone or by the password, then a code to
 * the new one (SPEC §4: pending_current_verification → pending_new_verification → completed; expired, cancelled).
 */
import { useState, type FormEvent } from 'react'
import type { PhoneChangeView } from '#domain/auth_types'
import { isE164, normalizePhone, phoneFieldPrefill } from '#domain/auth_rules'
import { accountApi } from '../../lib/api/account'
import { PhoneField, SubmitButton } from '../auth/Fields'
import type { Translate } from '../auth/messages'
import { ChangeSection, ConfirmPasswordField } from './ChangeSection'
import type { Status } from './SettingsSection'
import { useChangeRequest, type ChangeFlow } from './use_change_request'

const PHONE_CHANGE: ChangeFlow<PhoneChangeView> = {
  load: accountApi.phoneChange,
  verify: accountApi.verifyPhoneChange,
  cancel: accountApi.cancelPhoneChange,
  completed: 'completed',
  expiredKey: 'auth.settings.phoneExpired',
}

export function PhoneChangeSection({
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
