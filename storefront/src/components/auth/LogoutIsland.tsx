/*
 * /logout: revoke the session at the API, clear storage and the header cookie, fire auth-change, go home.
 * Reached from another site (a link or a frame there), it first asks: such a page must not sign anyone out.
 */
import { useEffect, useState } from 'react'
import { logout, startSession } from '../../stores/session'
import { FormMessage } from './Fields'
import { makeTranslate, type AuthMessages } from './messages'

export default function LogoutIsland({ messages, confirm }: { messages: AuthMessages; confirm: boolean }) {
  const t = makeTranslate(messages)
  const [state, setState] = useState<'asking' | 'working' | 'done'>(confirm ? 'asking' : 'working')
  useEffect(() => {
    if (state !== 'working') return
    startSession()
    void logout().then(() => {
      setState('done')
      location.replace('/')
    })
  }, [state])
  if (state === 'asking') {
    return (
      <div data-testid="logout-confirm">
        <p>{t('auth.logout.confirm')}</p>
        <div className="auth-actions-row">
          <button type="button" className="button button-primary" onClick={() => setState('working')}>
            {t('auth.logout.confirmButton')}
          </button>
          <a className="button button-outline" href="/">
            {t('auth.logout.stay')}
          </a>
        </div>
      </div>
    )
  }
  return (
    <FormMessage kind={state === 'done' ? 'success' : 'info'} testId="logout-status">
      {state === 'done' ? t('auth.logout.done') : t('auth.logout.working')}
    </FormMessage>
  )
}
