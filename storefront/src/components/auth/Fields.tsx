/*
 * Labelled form controls for the auth islands: the error sits under the control, is announced
 * (role=alert) and linked through aria-describedby; aria-invalid marks the control.
 */
import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react'
import { CREATION_PASSWORD_MIN, VERIFICATION_CODE_LENGTH, cleanPhoneInput } from '#domain/auth_rules'

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

export function TextAreaField({
  id,
  label,
  error,
  hint,
  optionalLabel,
  value,
  onValue,
}: BaseProps & { value: string; onValue: (v: string) => void }) {
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
}: BaseProps & {
  value: string
  onValue: (v: string) => void
  options: { value: string; label: string }[]
  placeholder?: string
  required?: boolean
}) {
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

/** A 6-digit verification code (SPEC §5): digits only, at most six, offered from SMS/WhatsApp autofill. */
export function CodeField({
  id,
  label,
  error,
  value,
  onValue,
  disabled,
}: BaseProps & { value: string; onValue: (v: string) => void; disabled?: boolean }) {
  return (
    <TextField
      id={id}
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={VERIFICATION_CODE_LENGTH}
      pattern="\d{6}"
      disabled={disabled}
      value={value}
      onValue={(v) => onValue(v.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH))}
      error={error}
    />
  )
}

/** New password plus its repetition (registration, reset, change), hint under the first. */
export function NewPasswordFields({
  idPrefix,
  labels,
  password,
  confirm,
  onPassword,
  onConfirm,
  errors,
}: {
  idPrefix: string
  labels: { password: string; confirm: string; hint: string }
  password: string
  confirm: string
  onPassword: (v: string) => void
  onConfirm: (v: string) => void
  errors: { password?: string; confirm?: string }
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-password`}
        label={labels.password}
        type="password"
        autoComplete="new-password"
        hint={labels.hint}
        value={password}
        onValue={onPassword}
        error={errors.password}
      />
      <TextField
        id={`${idPrefix}-confirm`}
        label={labels.confirm}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onValue={onConfirm}
        error={errors.confirm}
      />
    </>
  )
}

/** SPEC §5 "User creation": at least 8 characters, and the repetition must match. */
export function newPasswordErrors(
  password: string,
  confirm: string,
  messages: { tooShort: string; mismatch: string }
): { password?: string; confirm?: string } {
  if (password.length < CREATION_PASSWORD_MIN) return { password: messages.tooShort }
  if (confirm !== password) return { confirm: messages.mismatch }
  return {}
}

export function SubmitButton({
  busy,
  label,
  busyLabel,
  wide = true,
  disabled = false,
}: {
  busy: boolean
  label: string
  busyLabel?: string
  wide?: boolean
  disabled?: boolean
}) {
  return (
    <button type="submit" className={`button button-primary${wide ? ' auth-submit' : ''}`} disabled={busy || disabled} aria-busy={busy}>
      {busy && busyLabel ? busyLabel : label}
    </button>
  )
}

/** SPEC §5 phone input: cleaned as typed (digits and spaces, one leading plus), with the platform's format hint. */
export function PhoneField({
  id,
  label,
  error,
  hint,
  optionalLabel,
  value,
  onValue,
  autoFocus,
}: BaseProps & { value: string; onValue: (v: string) => void; autoFocus?: boolean }) {
  return (
    <TextField
      id={id}
      label={label}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      autoFocus={autoFocus}
      hint={hint}
      optionalLabel={optionalLabel}
      value={value}
      onValue={(v) => onValue(cleanPhoneInput(v))}
      error={error}
    />
  )
}
