/* SPEC §9 toast: one at a time in a live region; destructive ones are alerts. Rendered by each auth island. */
import { useStore } from '@nanostores/react'
import { $toast, dismissToast } from '../../stores/toast'

export function Toaster({ closeLabel }: { closeLabel: string }) {
  const toast = useStore($toast)
  return (
    <div className="toast-region" aria-live="polite">
      {toast ? (
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
      ) : null}
    </div>
  )
}
