/*
 * 'Tweestapsverificatie' in /account-settings (docs/accounts.md#two-factor-sign-in): set it up (the QR code made by
 * the API, the secret as text to type, confirmed with a code), then the recovery codes once with copy and download;
 * turn it off with the password and a code. Admins must have it: until it is on this is the only section they see.
 */
import { useEffect, useState, type FormEvent } from 'react'
import type { TwoFactorSetup, TwoFactorStatus } from '#domain/two_factor'
import { formatDateTime } from '#domain/format'
import { accountApi } from '../../lib/api/account'
import { fieldError } from '../../lib/api/browser'
import { FormMessage, SubmitButton, TextField } from '../auth/Fields'
import type { Translate } from '../auth/messages'
import type { Status } from './SettingsSection'

interface Props {
  t: Translate
  token: string
  lang: string
  status: TwoFactorStatus
  /** Two-factor went on or off: the page reads the status again. */
  onChanged: () => void
}

function downloadCodes(codes: string[], fileName: string) {
  const url = URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }))
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName })
  link.click()
  URL.revokeObjectURL(url)
}

export function TwoFactorSection({ t, token, lang, status, onChanged }: Props) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Record<string, string | undefined>>({})
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Status>(null)
  const [copied, setCopied] = useState(false)

  useEffect(() => setCopied(false), [codes])

  async function start() {
    setBusy(true)
    setOutcome(null)
    const result = await accountApi.twoFactorSetup(token)
    setBusy(false)
    if (result.ok) setSetup(result.data)
    else setOutcome({ kind: 'error', text: result.failure.message })
  }

  async function enable(event: FormEvent) {
    event.preventDefault()
    if (code.trim() === '') return setErrors({ code: t('auth.twoFactor.codeRequired') })
    setBusy(true)
    setErrors({})
    const result = await accountApi.twoFactorEnable(token, code.trim())
    setBusy(false)
    if (!result.ok) return setErrors({ code: fieldError(result.failure, 'code') ?? result.failure.message })
    setSetup(null)
    setCode('')
    setCodes(result.data.recoveryCodes)
  }

  async function disable(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setErrors({})
    const result = await accountApi.twoFactorDisable(token, password, code.trim())
    setBusy(false)
    if (!result.ok) {
      const found = { password: fieldError(result.failure, 'password'), code: fieldError(result.failure, 'code') }
      if (!found.password && !found.code) setOutcome({ kind: 'error', text: result.failure.message })
      return setErrors(found)
    }
    setPassword('')
    setCode('')
    setOutcome({ kind: 'success', text: t('auth.twoFactor.disabled') })
    onChanged()
  }

  if (codes) {
    return (
      <div className="two-factor" data-testid="two-factor-codes">
        <FormMessage kind="success">{t('auth.twoFactor.enabled')}</FormMessage>
        <h3>{t('auth.twoFactor.codesTitle')}</h3>
        <p className="auth-muted">{t('auth.twoFactor.codesIntro')}</p>
        <ul className="two-factor-codes">
          {codes.map((recoveryCode) => (
            <li key={recoveryCode}>
              <code>{recoveryCode}</code>
            </li>
          ))}
        </ul>
        <div className="two-factor-actions">
          <button
            type="button"
            className="button button-outline"
            onClick={() => void navigator.clipboard?.writeText(codes.join('\n')).then(() => setCopied(true))}
          >
            {copied ? t('auth.twoFactor.copied') : t('auth.twoFactor.copy')}
          </button>
          <button type="button" className="button button-outline" onClick={() => downloadCodes(codes, 'herstelcodes.txt')}>
            {t('auth.twoFactor.download')}
          </button>
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              setCodes(null)
              onChanged()
            }}
          >
            {t('auth.twoFactor.codesDone')}
          </button>
        </div>
      </div>
    )
  }

  if (status.enabled) {
    return (
      <div className="two-factor" data-testid="two-factor-on">
        <p>{t('auth.twoFactor.statusOn', { date: status.enabledAt ? formatDateTime(status.enabledAt, lang) : '' })}</p>
        <p className="auth-muted">{t('auth.twoFactor.codesLeft', { count: status.recoveryCodesLeft })}</p>
        {status.required ? <p className="auth-muted">{t('auth.twoFactor.requiredOn')}</p> : null}
        <form className="auth-form" onSubmit={disable} noValidate>
          <h3>{t('auth.twoFactor.disableTitle')}</h3>
          <p className="auth-muted">{t('auth.twoFactor.disableIntro')}</p>
          <TextField
            id="two-factor-disable-password"
            label={t('auth.field.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onValue={setPassword}
            error={errors.password}
          />
          <TextField
            id="two-factor-disable-code"
            label={t('auth.twoFactor.codeLabel')}
            autoComplete="one-time-code"
            maxLength={20}
            value={code}
            onValue={setCode}
            error={errors.code}
          />
          <SubmitButton busy={busy} label={t('auth.twoFactor.disable')} busyLabel={t('auth.twoFactor.busy')} />
        </form>
        {outcome ? <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage> : null}
      </div>
    )
  }

  return (
    <div className="two-factor" data-testid="two-factor-off">
      {status.required ? <FormMessage kind="info">{t('auth.twoFactor.requiredNotice')}</FormMessage> : null}
      <p className="auth-muted">{t('auth.twoFactor.intro')}</p>
      {setup ? (
        <form className="auth-form" onSubmit={enable} noValidate data-testid="two-factor-setup">
          <p>{t('auth.twoFactor.scan')}</p>
          <img className="two-factor-qr" src={setup.qrCode} alt={t('auth.twoFactor.qrAlt')} width={200} height={200} />
          <p>{t('auth.twoFactor.manual')}</p>
          <p>
            <code className="two-factor-secret" data-testid="two-factor-secret">
              {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
            </code>
          </p>
          <TextField
            id="two-factor-enable-code"
            label={t('auth.twoFactor.codeLabel')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={20}
            value={code}
            onValue={setCode}
            error={errors.code}
          />
          <div className="two-factor-actions">
            <SubmitButton busy={busy} label={t('auth.twoFactor.confirm')} busyLabel={t('auth.twoFactor.busy')} />
            <button type="button" className="button button-outline" onClick={() => setSetup(null)} disabled={busy}>
              {t('auth.twoFactor.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <>
          <p>{t('auth.twoFactor.statusOff')}</p>
          <button type="button" className="button button-primary" onClick={start} disabled={busy} aria-busy={busy}>
            {t('auth.twoFactor.start')}
          </button>
        </>
      )}
      {outcome ? <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage> : null}
    </div>
  )
}
