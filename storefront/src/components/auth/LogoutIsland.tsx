/* /logout: revoke the session at the API, clear storage and the header cookie, fire auth-change, go home. */
import { useEffect, useState } from 'react'
import { logout, startSession } from '../../stores/session'
import { FormMessage } from './Fields'
import { makeTranslate, type AuthMessages } from './messages'

export default function LogoutIsland({ messages }: { messages: AuthMessages }) {
  const t = makeTranslate(messages)
  const [done, setDone] = useState(false)
  useEffect(() => {
    startSession()
    void logout().then(() => {
      setDone(true)
      location.replace('/')
    })
  }, [])
  return (
    <FormMessage kind={done ? 'success' : 'info'} testId="logout-status">
      {done ? t('auth.logout.done') : t('auth.logout.working')}
    </FormMessage>
  )
}
