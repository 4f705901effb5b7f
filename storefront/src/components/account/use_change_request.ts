/*
 * The e-mail and phone change flows (SPEC §4 statuses, §5 codes of exactly 6 digits, 3 attempts, expiry): load
 * the open request, start one, verify its codes, cancel it. Each section hands in its flow (its calls, the status
 * that ends it, its 'expired' text).
 */
import { useEffect, useState } from 'react'
import type { ApiFailure } from '#domain/auth_types'
import { fieldError, type ApiResult } from '../../lib/api/browser'
import type { AuthKey, Translate } from '../auth/messages'
import type { Status } from './SettingsSection'

export interface ChangeFlow<V extends { status: string }> {
  load: (token: string) => Promise<ApiResult<{ data: V | null }>>
  verify: (token: string, code: string) => Promise<ApiResult<{ data: V }>>
  cancel: (token: string) => Promise<ApiResult<unknown>>
  /** The status that ends the flow. */
  completed: V['status']
  expiredKey: AuthKey
}

/** A wrong code (422 + attemptsRemaining), a void code (410) or another failure. */
function codeFailure(t: Translate, failure: ApiFailure, status: number, expiredKey: AuthKey): { text: string; expired: boolean } {
  if (status === 410) return { text: t(expiredKey), expired: true }
  if (typeof failure.attemptsRemaining === 'number')
    return { text: t('auth.settings.attempts', { n: failure.attemptsRemaining }), expired: failure.attemptsRemaining <= 0 }
  return { text: fieldError(failure, 'code') ?? failure.message, expired: false }
}

export function useChangeRequest<V extends { status: string }>(t: Translate, flow: ChangeFlow<V>, token: string, onCompleted: () => void) {
  const [view, setView] = useState<V | null | undefined>(undefined)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [status, setStatus] = useState<Status>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    void flow.load(token).then((r) => setView(r.ok ? r.data.data : null))
    // Once per section: a new token (after a password change) is the same person and request.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberately on mount only (see above)
  }, [])

  /** Client errors first; then the request, whose 422 field errors land under `fields`. */
  async function start(found: Record<string, string>, request: () => Promise<ApiResult<{ data: V }>>, fields: string[]): Promise<boolean> {
    setErrors(found)
    setStatus(null)
    if (Object.keys(found).length) return false
    setBusy(true)
    const result = await request()
    setBusy(false)
    if (result.ok) {
      setView(result.data.data)
      return true
    }
    const serverErrors: Record<string, string> = {}
    for (const field of fields) {
      const message = fieldError(result.failure, field)
      if (message) serverErrors[field] = message
    }
    setErrors(serverErrors)
    if (!Object.keys(serverErrors).length) setStatus({ kind: 'error', text: result.failure.message })
    return false
  }

  async function verify(code: string) {
    setBusy(true)
    const result = await flow.verify(token, code)
    setBusy(false)
    if (result.ok) {
      setView(result.data.data)
      setStatus(null)
      if (result.data.data.status === flow.completed) onCompleted()
      return
    }
    const { text, expired } = codeFailure(t, result.failure, result.status, flow.expiredKey)
    setStatus({ kind: 'error', text })
    if (expired) setView(null)
  }

  async function cancel() {
    setBusy(true)
    await flow.cancel(token)
    setBusy(false)
    setView(null)
    setStatus({ kind: 'info', text: t('auth.settings.cancelled') })
  }

  return { view, errors, status, busy, start, codeProps: { busy, onSubmit: verify, onCancel: cancel } }
}
