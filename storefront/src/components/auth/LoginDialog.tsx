/*
 * The login dialog island (SPEC §2 "Login dialog"): a native modal <dialog> (the rest of the page
 * inert, focus kept inside, Escape closes, labelled by its heading). Opened by its own button and,
 * where this island is on the page, by the header's 'Inloggen' link (data-login-link) in place.
 */
import { useEffect, useRef, useState } from 'react'
import { LoginForm, type LoginOptions } from './LoginForm'
import { Toaster } from './Toaster'
import { makeTranslate, type AuthMessages } from './messages'
import { useSession } from './use_session'

interface Props {
  messages: AuthMessages
  options: LoginOptions
  triggerLabel?: string
  triggerClass?: string
  /** Let the header's 'Inloggen' link open this dialog instead of navigating. */
  enhanceHeader?: boolean
}

export default function LoginDialog({
  messages,
  options,
  triggerLabel,
  triggerClass = 'button button-primary',
  enhanceHeader = true,
}: Props) {
  const t = makeTranslate(messages)
  useSession()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const [open, setOpen] = useState(false)

  function show() {
    opener.current = document.activeElement as HTMLElement | null
    setOpen(true)
  }

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  useEffect(() => {
    if (!enhanceHeader) return
    const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('a[data-login-link]'))
    const onClick = (event: MouseEvent) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
      event.preventDefault()
      show()
    }
    links.forEach((link) => link.addEventListener('click', onClick))
    return () => links.forEach((link) => link.removeEventListener('click', onClick))
  }, [enhanceHeader])

  function onClose() {
    setOpen(false)
    opener.current?.focus()
  }

  return (
    <>
      {triggerLabel ? (
        <button type="button" className={triggerClass} onClick={show} aria-haspopup="dialog" data-testid="open-login">
          {triggerLabel}
        </button>
      ) : null}
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
