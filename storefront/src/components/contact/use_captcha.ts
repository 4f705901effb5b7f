/*
 * The contact dialog's reCAPTCHA v3 (SPEC §5 "submit disabled until solved", §8 'reCAPTCHA verlopen' /
 * 'reCAPTCHA fout'). Started when the dialog opens: asks the API how the forms run (GET /api/contact/captcha),
 * then loads Google's script through `recaptcha-v3` (downloaded only now, in its own chunk) and gets a token
 * for the 'contact' action. A token lives two minutes: after RECAPTCHA_TOKEN_LIFETIME_MS the state turns
 * 'expired' and the visitor refreshes it. A token is used once: after any answer of the server the dialog asks
 * for a new one (reset()).
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { RECAPTCHA_ACTION, RECAPTCHA_TOKEN_LIFETIME_MS } from '#domain/contact_rules'
import { contactApi } from '../../lib/api/contact'

export type CaptchaStatus = 'config' | 'loading' | 'ready' | 'expired' | 'error' | 'off' | 'unavailable'

export interface Captcha {
  status: CaptchaStatus
  /** The token to send, when status is 'ready'. */
  token: string | null
  /** Gets a new token (after expiry, an error, or a used one). */
  refresh: () => void
  /** The server said the token ran out. */
  markExpired: () => void
}

type Execute = () => Promise<string>

const LOAD_TIMEOUT_MS = 15_000

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('reCAPTCHA timeout')), ms))])
}

export function useCaptcha(active: boolean): Captcha {
  const [status, setStatus] = useState<CaptchaStatus>('config')
  const [token, setToken] = useState<string | null>(null)
  const execute = useRef<Execute | null>(null)
  const expiry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const run = useRef(0)

  const fetchToken = useCallback(async () => {
    const attempt = ++run.current
    clearTimeout(expiry.current)
    setToken(null)
    setStatus('loading')
    try {
      if (!execute.current) {
        const config = await contactApi.captcha()
        if (!config.ok) throw new Error(config.failure.message)
        const { mode, siteKey } = config.data.data
        if (mode !== 'recaptcha' || !siteKey) {
          if (attempt === run.current) setStatus(mode === 'off' ? 'off' : 'unavailable')
          return
        }
        const { load } = await import('recaptcha-v3')
        // The badge is hidden; the dialog shows Google's required notice instead. A script that never answers is an error too.
        const recaptcha = await withTimeout(load(siteKey, { autoHideBadge: true }), LOAD_TIMEOUT_MS)
        execute.current = () => recaptcha.execute(RECAPTCHA_ACTION)
      }
      const fresh = await withTimeout(execute.current(), LOAD_TIMEOUT_MS)
      if (attempt !== run.current) return
      setToken(fresh)
      setStatus('ready')
      expiry.current = setTimeout(() => {
        setToken(null)
        setStatus('expired')
      }, RECAPTCHA_TOKEN_LIFETIME_MS)
    } catch {
      if (attempt === run.current) setStatus('error')
    }
  }, [])

  useEffect(() => {
    if (active) void fetchToken()
    else {
      // Closing resets the captcha (SPEC §4): the next opening starts with a new token.
      run.current++
      clearTimeout(expiry.current)
      setToken(null)
      setStatus('config')
    }
    return () => clearTimeout(expiry.current)
  }, [active, fetchToken])

  const markExpired = useCallback(() => {
    run.current++
    clearTimeout(expiry.current)
    setToken(null)
    setStatus('expired')
  }, [])

  return { status, token, refresh: () => void fetchToken(), markExpired }
}
