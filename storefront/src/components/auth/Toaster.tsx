/*
 * SPEC §9 toast: one at a time in a live region; destructive ones are alerts. Each island that shows toasts
 * renders a <Toaster>; only the first one mounted on the page shows the toast, so two islands (the header's
 * login dialog and a page's form) never show it twice. While a modal <dialog> is open the toast is shown
 * inside it: outside, it would sit under the dialog's backdrop (the top layer) and be inert.
 */
import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { atom } from 'nanostores'
import { useStore } from '@nanostores/react'
import { $toast, dismissToast } from '../../stores/toast'

/** The mounted Toasters, in mount order. */
const $hosts = atom<number[]>([])
let nextHost = 1

function isModal(dialog: HTMLDialogElement): boolean {
  try {
    return dialog.open && dialog.matches(':modal')
  } catch {
    return dialog.open // a browser without :modal
  }
}

/** The modal dialog on top (the last one opened that is still open), followed while `active`. */
function useTopModalDialog(active: boolean): HTMLDialogElement | null {
  const [top, setTop] = useState<HTMLDialogElement | null>(null)
  useEffect(() => {
    if (!active) return
    const stack = [...document.querySelectorAll('dialog')].filter(isModal)
    const update = () => setTop(stack.filter((dialog) => dialog.isConnected && isModal(dialog)).at(-1) ?? null)
    const observer = new MutationObserver((records) => {
      for (const { target } of records) {
        if (!(target instanceof HTMLDialogElement)) continue
        const at = stack.indexOf(target)
        if (at >= 0) stack.splice(at, 1)
        if (isModal(target)) stack.push(target)
      }
      update()
    })
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['open'] })
    update()
    return () => observer.disconnect()
  }, [active])
  return active ? top : null
}

export function Toaster({ closeLabel }: { closeLabel: string }) {
  const [host] = useState(() => nextHost++)
  useEffect(() => {
    $hosts.set([...$hosts.get(), host])
    return () => $hosts.set($hosts.get().filter((other) => other !== host))
  }, [host])
  const shows = useStore($hosts)[0] === host
  const toast = useStore($toast)
  const dialog = useTopModalDialog(shows)

  const content =
    shows && toast ? (
      <div
        key={toast.id}
        className={`toast toast-${toast.variant}`}
        role={toast.variant === 'destructive' ? 'alert' : 'status'}
        data-testid="toast"
      >
        <div className="toast-body">
          <p className="toast-title">{toast.title}</p>
          {toast.description ? <p className="toast-text">{toast.description}</p> : null}
          {toast.link ? (
            <a className="toast-link" href={toast.link.href}>
              {toast.link.label}
            </a>
          ) : null}
        </div>
        <button type="button" className="toast-close" aria-label={closeLabel} onClick={() => dismissToast(toast.id)}>
          ×
        </button>
      </div>
    ) : null
  return (
    <div className="toast-region" aria-live="polite">
      {content && dialog ? createPortal(<div className="toast-region">{content}</div>, dialog) : content}
    </div>
  )
}
