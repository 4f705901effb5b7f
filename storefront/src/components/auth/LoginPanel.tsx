/* The sign-in form inline on a page (/login, /organizer-auth, /agent-login, /venue-login), with its toasts. */
import { LoginForm, type LoginOptions } from './LoginForm'
import { Toaster } from './Toaster'
import { makeTranslate, type AuthMessages } from './messages'
import { useSession } from './use_session'

export default function LoginPanel({ messages, options }: { messages: AuthMessages; options: LoginOptions }) {
  const t = makeTranslate(messages)
  useSession()
  return (
    <>
      <LoginForm t={t} options={options} />
      <Toaster closeLabel={t('auth.toast.close')} />
    </>
  )
}
