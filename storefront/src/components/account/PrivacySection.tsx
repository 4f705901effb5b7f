/*
 * 'Privacy' in /account-settings (GDPR access and erasure). 'Mijn gegevens downloaden' asks for a ZIP that is built in
 * the background and mailed as a link back to this page (?dataExport=…); the download needs that link and this
 * session. 'Account verwijderen' first asks the API what it would do (tickets for events to come, staff, refused),
 * then takes the password.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { DataExportView, DeletionCheck } from '#domain/own_data'
import { DATA_EXPORT_TTL_DAYS } from '#domain/own_data'
import { formatDateTime } from '#domain/format'
import { accountApi } from '../../lib/api/account'
import { fieldError } from '../../lib/api/browser'
import { FormMessage, TextField } from '../auth/Fields'
import type { Translate } from '../auth/messages'
import type { Status } from './SettingsSection'

interface Props {
  t: Translate
  token: string
  lang: string
  /** The e-mailed link's token, when the page was opened from it. */
  linkToken: string | null
  /** The account is gone (or deactivated): the caller signs out and leaves. */
  onDeleted: (outcome: 'erase' | 'deactivate') => void
}

const POLL_MS = 3000
const POLL_MAX = 40

function exportStatus(view: DataExportView | null, linkToken: string | null, t: Translate, lang: string): Status {
  if (!view) return null
  switch (view.status) {
    case 'pending':
      return { kind: 'info', text: t('auth.privacy.export.pending') }
    case 'ready': {
      const ready = t('auth.privacy.export.ready', { date: formatDateTime(view.expiresAt!, lang) })
      return { kind: 'success', text: linkToken ? ready : `${ready} ${t('auth.privacy.export.readyOpenMail')}` }
    }
    case 'failed':
      return { kind: 'error', text: t('auth.privacy.export.failed') }
    case 'expired':
      return { kind: 'info', text: t('auth.privacy.export.expired') }
  }
}

function DataExportPart({ t, token, lang, linkToken }: Omit<Props, 'onDeleted'>) {
  const [view, setView] = useState<DataExportView | null>(null)
  const [message, setMessage] = useState<Status>(null)
  const [busy, setBusy] = useState(false)
  const polls = useRef(0)

  useEffect(() => {
    let live = true
    void accountApi.dataExport(token).then((result) => {
      if (live && result.ok) setView(result.data.data)
    })
    return () => {
      live = false
    }
  }, [token])

  // While it is being built, look again now and then: the e-mail goes out when it is ready.
  useEffect(() => {
    if (view?.status !== 'pending' || polls.current >= POLL_MAX) return
    const timer = setTimeout(async () => {
      polls.current += 1
      const result = await accountApi.dataExport(token)
      if (result.ok) setView(result.data.data)
    }, POLL_MS)
    return () => clearTimeout(timer)
  }, [view, token])

  async function request() {
    setBusy(true)
    setMessage(null)
    const result = await accountApi.requestDataExport(token)
    setBusy(false)
    if (result.ok) {
      polls.current = 0
      setView(result.data.data)
      setMessage({ kind: 'success', text: t('auth.privacy.export.requested') })
    } else setMessage({ kind: 'error', text: result.failure.message })
  }

  async function download() {
    setBusy(true)
    setMessage(null)
    const result = await accountApi.downloadDataExport(token, linkToken!)
    setBusy(false)
    setMessage(result.ok ? { kind: 'success', text: t('auth.privacy.export.downloaded') } : { kind: 'error', text: result.message })
  }

  const status = exportStatus(view, linkToken, t, lang)
  const canDownload = view?.status === 'ready' && linkToken !== null
  return (
    <div className="privacy-part" data-testid="data-export">
      <h3>{t('auth.privacy.export.title')}</h3>
      <p className="auth-muted">{t('auth.privacy.export.intro', { days: DATA_EXPORT_TTL_DAYS })}</p>
      {status && !message ? (
        <FormMessage kind={status.kind} testId="data-export-status">
          {status.text}
        </FormMessage>
      ) : null}
      {message ? (
        <FormMessage kind={message.kind} testId="data-export-message">
          {message.text}
        </FormMessage>
      ) : null}
      <div className="activity-actions">
        {canDownload ? (
          <button type="button" className="button button-primary" onClick={download} disabled={busy} aria-busy={busy}>
            {t('auth.privacy.export.download')}
          </button>
        ) : null}
        <button
          type="button"
          className="button button-outline"
          onClick={request}
          disabled={busy || view?.status === 'pending'}
          aria-busy={busy}
        >
          {t(view?.status === 'ready' ? 'auth.privacy.export.requestAgain' : 'auth.privacy.export.request')}
        </button>
      </div>
    </div>
  )
}

function DeletionPart({ t, token, onDeleted }: Pick<Props, 't' | 'token' | 'onDeleted'>) {
  const [check, setCheck] = useState<DeletionCheck | null>(null)
  const [password, setPassword] = useState('')
  const [passwordError, setPasswordError] = useState<string | undefined>()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const passwordRef = useRef<HTMLDivElement>(null)

  async function start() {
    setBusy(true)
    setError(null)
    const result = await accountApi.deletionCheck(token)
    setBusy(false)
    if (result.ok) setCheck(result.data.data)
    else setError(result.failure.message)
  }

  useEffect(() => {
    if (check && check.outcome !== 'refuse') passwordRef.current?.querySelector('input')?.focus()
  }, [check])

  function cancel() {
    setCheck(null)
    setPassword('')
    setPasswordError(undefined)
    setError(null)
  }

  async function confirm(event: FormEvent) {
    event.preventDefault()
    if (!password) return setPasswordError(t('auth.error.required'))
    setBusy(true)
    setError(null)
    setPasswordError(undefined)
    const result = await accountApi.deleteAccount(token, password)
    if (result.ok) return onDeleted(result.data.outcome)
    setBusy(false)
    if (fieldError(result.failure, 'password')) setPasswordError(t('auth.privacy.delete.wrongPassword'))
    else setError(result.failure.message)
  }

  const tickets = check?.futureTickets ?? 0
  return (
    <div className="privacy-part" data-testid="account-deletion">
      <h3>{t('auth.privacy.delete.title')}</h3>
      <p className="auth-muted">{t('auth.privacy.delete.intro')}</p>
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      {check ? (
        <form
          className="activity-confirm"
          role="group"
          aria-labelledby="delete-confirm-title"
          data-testid="delete-confirm"
          noValidate
          onSubmit={confirm}
        >
          <p id="delete-confirm-title" className="activity-confirm-title">
            {t('auth.privacy.delete.confirmTitle')}
          </p>
          {check.blockers.includes('owns_business') ? <p>{t('auth.privacy.delete.ownsBusiness')}</p> : null}
          {check.blockers.includes('ticketswitch_open') ? <p>{t('auth.privacy.delete.ticketswitchOpen')}</p> : null}
          {check.outcome === 'deactivate' ? <p>{t('auth.privacy.delete.staff')}</p> : null}
          {tickets > 0 && check.outcome === 'erase' ? (
            <p className="privacy-warning" data-testid="future-tickets-warning">
              {tickets === 1 ? t('auth.privacy.delete.futureTickets.one') : t('auth.privacy.delete.futureTickets.many', { count: tickets })}
            </p>
          ) : null}
          {check.outcome === 'refuse' ? (
            <div className="activity-actions">
              <button type="button" className="button button-outline" onClick={cancel}>
                {t('auth.privacy.delete.close')}
              </button>
            </div>
          ) : (
            <>
              <div ref={passwordRef}>
                <TextField
                  id="delete-password"
                  label={t('auth.privacy.delete.password')}
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onValue={setPassword}
                  error={passwordError}
                />
              </div>
              <div className="activity-actions">
                <button type="submit" className="button activity-danger" disabled={busy} aria-busy={busy}>
                  {t(check.outcome === 'deactivate' ? 'auth.privacy.delete.deactivate' : 'auth.privacy.delete.confirm')}
                </button>
                <button type="button" className="button button-outline" onClick={cancel} disabled={busy}>
                  {t('auth.privacy.delete.cancel')}
                </button>
              </div>
            </>
          )}
        </form>
      ) : (
        <button type="button" className="button button-outline privacy-delete" onClick={start} disabled={busy} aria-busy={busy}>
          {t('auth.privacy.delete.start')}
        </button>
      )}
    </div>
  )
}

export function PrivacySection(props: Props) {
  return (
    <div className="privacy">
      <DataExportPart t={props.t} token={props.token} lang={props.lang} linkToken={props.linkToken} />
      <DeletionPart t={props.t} token={props.token} onDeleted={props.onDeleted} />
    </div>
  )
}
