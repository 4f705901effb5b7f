/*
 * 'Ingelogde apparaten' in /account-settings: every live session of the person (device in plain words, last seen,
 * network prefix, 'Dit apparaat'), 'Afmelden' per other session, and 'Overal afmelden', which ends every other
 * session (this device stays signed in) and makes remembered devices ask for the two-factor code again.
 */
import { useEffect, useState } from 'react'
import { formatDateTime } from '#domain/format'
import { networkLabel, type SessionLine } from '#domain/two_factor'
import { accountApi } from '../../lib/api/account'
import { FormMessage } from '../auth/Fields'
import type { Translate } from '../auth/messages'
import type { Status } from './SettingsSection'

interface Props {
  t: Translate
  token: string
  lang: string
}

function device(line: SessionLine, t: Translate): string {
  if (line.browser && line.system) return t('auth.activity.device', { browser: line.browser, system: line.system })
  return line.browser ?? line.system ?? t('auth.activity.deviceUnknown')
}

export function SessionsSection({ t, token, lang }: Props) {
  const [lines, setLines] = useState<SessionLine[] | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<Status>(null)

  async function load() {
    const result = await accountApi.sessions(token)
    if (result.ok) setLines(result.data.data)
    else setOutcome({ kind: 'error', text: result.failure.message })
  }
  useEffect(() => {
    void load()
    // Once per token.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token])

  async function signOut(id: string) {
    setBusy(id)
    const result = await accountApi.signOutSession(token, id)
    setBusy(null)
    setOutcome(result.ok ? { kind: 'success', text: t('auth.sessions.signedOut') } : { kind: 'error', text: result.failure.message })
    await load()
  }

  async function signOutEverywhere() {
    setBusy('everywhere')
    const result = await accountApi.signOutEverywhere(token)
    setBusy(null)
    setOutcome(result.ok ? { kind: 'success', text: t('auth.sessions.everywhereDone') } : { kind: 'error', text: result.failure.message })
    await load()
  }

  const others = lines?.filter((line) => !line.current).length ?? 0
  return (
    <div className="sessions" data-testid="account-sessions">
      <p className="auth-muted">{t('auth.sessions.intro')}</p>
      {lines ? (
        <ul className="activity-list">
          {lines.map((line) => {
            const network = networkLabel(line.network)
            return (
              <li key={line.id} className="activity-line session-line" data-testid="session-line">
                <span className="activity-what">
                  {device(line, t)}
                  {line.current ? <strong className="session-current"> · {t('auth.sessions.thisDevice')}</strong> : null}
                </span>
                <span className="activity-when">
                  {t('auth.sessions.lastSeen', { date: formatDateTime(line.lastSeenAt, lang) })}
                  {network ? ` · ${t('auth.activity.network', { network })}` : ''}
                </span>
                {line.current ? null : (
                  <span className="activity-where">
                    <button
                      type="button"
                      className="button button-outline"
                      onClick={() => void signOut(line.id)}
                      disabled={busy !== null}
                      aria-busy={busy === line.id}
                    >
                      {t('auth.sessions.signOut')}
                    </button>
                  </span>
                )}
              </li>
            )
          })}
        </ul>
      ) : null}
      {lines && others === 0 ? <p className="auth-muted">{t('auth.sessions.none')}</p> : null}
      <p className="auth-muted">{t('auth.sessions.everywhereHint')}</p>
      <button
        type="button"
        className="button button-outline"
        onClick={() => void signOutEverywhere()}
        disabled={busy !== null}
        aria-busy={busy === 'everywhere'}
        data-testid="sign-out-everywhere"
      >
        {t('auth.sessions.signOutEverywhere')}
      </button>
      {outcome ? <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage> : null}
    </div>
  )
}
