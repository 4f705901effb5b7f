/*
 * Labelled form controls for the auth islands: the error sits under the control, is announced
 * (role=alert) and linked through aria-describedby; aria-invalid marks the control.
 */
import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react'

interface BaseProps {
  id: string
  label: string
  error?: string
  hint?: string
  optionalLabel?: string
}

function describedBy(id: string, error?: string, hint?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}

function FieldFrame({ id, label, error, hint, optionalLabel, children }: BaseProps & { children: ReactNode }) {
  return (
    <div className={`field auth-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>
        {label}
        {optionalLabel ? <span className="auth-optional"> {optionalLabel}</span> : null}
      </label>
      {children}
      {hint ? (
        <p className="auth-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="auth-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

type TextFieldProps = BaseProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> & {
    value: string
    onValue: (value: string) => void
  }

export function TextField({ id, label, error, hint, optionalLabel, value, onValue, ...input }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} optionalLabel={optionalLabel}>
      <input
        id={id}
        name={id.split('-').pop()}
        value={value}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...input}
      />
    </FieldFrame>
  )
}

export function TextAreaField({ id, label, error, hint, optionalLabel, value, onValue }: BaseProps & { value: string; onValue: (v: string) => void }) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} optionalLabel={optionalLabel}>
      <textarea
        id={id}
        rows={4}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      />
    </FieldFrame>
  )
}

export function SelectField({
  id,
  label,
  error,
  hint,
  optionalLabel,
  value,
  onValue,
  options,
  placeholder,
  required,
}: BaseProps & { value: string; onValue: (v: string) => void; options: { value: string; label: string }[]; placeholder?: string; required?: boolean }) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} optionalLabel={optionalLabel}>
      <select
        id={id}
        value={value}
        required={required}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}

/** A status line for a whole form (success or failure), announced politely or assertively. */
export function FormMessage({ kind, children, testId }: { kind: 'success' | 'error' | 'info'; children: ReactNode; testId?: string }) {
  return (
    <div className={`auth-message auth-message-${kind}`} role={kind === 'error' ? 'alert' : 'status'} data-testid={testId}>
      {children}
    </div>
  )
}
