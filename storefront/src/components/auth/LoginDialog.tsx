/*
 * The login dialog island (SPEC §2 "Login dialog"): a native modal <dialog> (the rest of the page inert,
 * focus kept inside, Escape closes, labelled by its heading). Rendered by the header on every page for a
 * visitor who is not signed in, and opened by every 'Inloggen' trigger ([data-login-link]: the header's link,
 * /user-login's button) in place of their fallback href. The header loads it on the first touch of a
 * trigger (client:interaction), and a tap made while it loads opens it once mounted.
 */
import { useEffect, useRef, useState } from 'react'
import { LoginForm, type LoginOptions } from './LoginForm'
import { Toaster } from './Toaster'
import { makeTranslateFor, type LoginMessages } from './messages'
import { useSession } from './use_session'
import { useInteractionTrigger } from '../../directives/use_interaction_trigger'
import { ensureAuthStyles } from './auth_styles'

/** The server-rendered elements that open this dialog (and, with client:interaction, load it). */
export const LOGIN_TRIGGER = '[data-login-link]'

interface Props {
  messages: LoginMessages
  options: LoginOptions
}

export default function LoginDialog({ messages, options }: Props) {
  const t = makeTranslateFor(messages)
  useSession()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const [open, setOpen] = useState(false)

  useInteractionTrigger(LOGIN_TRIGGER, (trigger) => {
    opener.current = trigger
    setOpen(true)
  })

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      ensureAuthStyles()
      dialog.showModal()
      // The form's autoFocus ran while the dialog was still closed (hidden): its first field takes focus now.
      dialog.querySelector<HTMLElement>('form input')?.focus()
    }
    if (!open && dialog.open) dialog.close()
  }, [open])

  function onClose() {
    setOpen(false)
    // Back to the trigger, unless it has gone (the header shows the account menu after signing in).
    if (opener.current?.isConnected) opener.current.focus()
  }

  return (
    <>
      <dialog
        ref={dialogRef}
        className="auth-dialog"
        aria-labelledby="login-dialog-title"
        aria-describedby="login-dialog-subtitle"
        onClose={onClose}
        onClick={(event) => {
          // A click on the backdrop (outside the panel) closes, as Escape does.
          if (event.target === dialogRef.current) setOpen(false)
        }}
        data-testid="login-dialog"
      >
        {open ? (
          <div className="auth-dialog-panel">
            <div className="auth-dialog-head">
              <div>
                <h2 id="login-dialog-title">{t('auth.login.title')}</h2>
                <p id="login-dialog-subtitle" className="auth-muted">
                  {t('auth.login.subtitle')}
                </p>
              </div>
              <button type="button" className="auth-dialog-close" aria-label={t('auth.login.close')} onClick={() => setOpen(false)}>
                ×
              </button>
            </div>
            <LoginForm t={t} options={options} autoFocus onSignedIn={() => setOpen(false)} />
          </div>
        ) : null}
      </dialog>
      <Toaster closeLabel={t('auth.toast.close')} />
    </>
  )
}
