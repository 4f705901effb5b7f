/*
 * 'Recente activiteit' (SPEC §3 user_activity_logs): the person's own sign-ins and changes of the last 90 days, each
 * with when, the device and the network, and 'Dit was ik niet', which (after a confirmation) signs them out
 * everywhere and mails a link to choose a new password.
 */
import { useEffect, useState } from 'react'
import type { ActivityLine } from '#domain/account_activity'
import { formatDateTime } from '#domain/format'
import { accountApi } from '../../lib/api/account'
import { FormMessage } from '../auth/Fields'
import type { AuthKey, Translate } from '../auth/messages'

interface Props {
  t: Translate
  token: string
  lang: string
  /** The report was accepted: the caller signs out here and says what happened. */
  onNotMe: (resetSentTo: string) => void
}

function describe(line: ActivityLine, t: Translate): string {
  const what = t(`auth.activity.action.${line.action}` as AuthKey)
  if (line.method) return `${what} ${t(`auth.activity.method.${line.method}` as AuthKey)}`
  if (line.export) return `${what}: ${t(`auth.activity.export.${line.export}` as AuthKey)}`
  return what
}

function device(line: ActivityLine, t: Translate): string {
  if (line.browser && line.system) return t('auth.activity.device', { browser: line.browser, system: line.system })
  return line.browser ?? line.system ?? t('auth.activity.deviceUnknown')
}

export function ActivitySection({ t, token, lang, onNotMe }: Props) {
  const [lines, setLines] = useState<ActivityLine[]>([])
  const [total, setTotal] = useState(0)
  const [page, setPage] = useState(1)
  const [loaded, setLoaded] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let live = true
    void accountApi.activity(token, page).then((result) => {
      if (!live) return
      setLoaded(true)
      if (!result.ok) return setError(result.failure.message)
      setLines((before) => (page === 1 ? result.data.data : [...before, ...result.data.data]))
      setTotal(result.data.total)
    })
    return () => {
      live = false
    }
  }, [token, page])

  async function reportNotMe() {
    setBusy(true)
    setError(null)
    const result = await accountApi.notMe(token)
    setBusy(false)
    if (result.ok) onNotMe(result.data.resetSentTo)
    else setError(result.failure.message)
  }

  return (
    <div className="activity" data-testid="account-activity">
      <p className="auth-muted">{t('auth.activity.intro')}</p>
      {loaded && lines.length === 0 && !error ? <p className="auth-muted">{t('auth.activity.empty')}</p> : null}
      {lines.length > 0 ? (
        <ul className="activity-list">
          {lines.map((line) => (
            <li key={line.id} className={`activity-line${line.action === 'sign_in_failed' ? ' activity-line-failed' : ''}`}>
              <span className="activity-what">{describe(line, t)}</span>
              <span className="activity-when">
                <time dateTime={line.createdAt}>{formatDateTime(line.createdAt, lang)}</time>
              </span>
              <span className="activity-where">
                {device(line, t)}
                {line.network ? ` · ${t('auth.activity.network', { network: line.network })}` : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {lines.length < total ? (
        <button type="button" className="button button-outline" onClick={() => setPage((p) => p + 1)}>
          {t('auth.activity.more')}
        </button>
      ) : null}
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      {confirming ? (
        <div className="activity-confirm" role="group" aria-labelledby="activity-confirm-title" data-testid="not-me-confirm">
          <p id="activity-confirm-title" className="activity-confirm-title">
            {t('auth.activity.confirmTitle')}
          </p>
          <p>{t('auth.activity.confirmText')}</p>
          <div className="activity-actions">
            <button type="button" className="button activity-danger" onClick={reportNotMe} disabled={busy} aria-busy={busy}>
              {t('auth.activity.confirmYes')}
            </button>
            <button type="button" className="button button-outline" onClick={() => setConfirming(false)} disabled={busy}>
              {t('auth.activity.confirmNo')}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="button button-outline activity-not-me" onClick={() => setConfirming(true)}>
          {t('auth.activity.notMe')}
        </button>
      )}
    </div>
  )
}
