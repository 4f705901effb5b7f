/*
 * A native modal <dialog> for the buying dialogs (SPEC §2 "Dialogs"): the page behind is inert, focus stays
 * inside, labelled by its heading. Escape and a backdrop click ask the owner to close (it may refuse, e.g.
 * to confirm leaving while tickets are held).
 */
import { useEffect, useRef, type ReactNode } from 'react'

interface Props {
  titleId: string
  title: string
  subtitle?: ReactNode
  onRequestClose: () => void
  closeLabel: string
  testId: string
  wide?: boolean
  children: ReactNode
}

export function Modal({ titleId, title, subtitle, onRequestClose, closeLabel, testId, wide = false, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<Element | null>(null)

  useEffect(() => {
    const dialog = ref.current
    opener.current = document.activeElement
    if (dialog && !dialog.open) dialog.showModal()
    return () => {
      dialog?.close()
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus()
    }
  }, [])

  return (
    <dialog
      ref={ref}
      className={`auth-dialog buy-dialog${wide ? ' buy-dialog-wide' : ''}`}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault()
        onRequestClose()
      }}
      onClick={(event) => {
        if (event.target === ref.current) onRequestClose()
      }}
    >
      <div className="auth-dialog-panel">
        <div className="auth-dialog-head">
          <div>
            <h2 id={titleId}>{title}</h2>
            {subtitle ? <div className="buy-dialog-subtitle">{subtitle}</div> : null}
          </div>
          <button type="button" className="auth-dialog-close" aria-label={closeLabel} onClick={onRequestClose}>
            ×
          </button>
        </div>
        {children}
      </div>
    </dialog>
  )
}

interface Action {
  label: string
  onClick: () => void
  testId?: string
}

/** The two buttons under a short dialog: the suggested choice first, the other outlined. */
export function ModalActions({ primary, secondary }: { primary: Action; secondary: Action }) {
  return (
    <div className="buy-actions">
      {[primary, secondary].map((action, index) => (
        <button
          key={action.label}
          type="button"
          className={`button ${index === 0 ? 'button-primary' : 'button-outline'}`}
          onClick={action.onClick}
          data-testid={action.testId}
        >
          {action.label}
        </button>
      ))}
    </div>
  )
}
