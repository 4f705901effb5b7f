import { useEffect, useState } from 'react'
import type { WhatsappFeatures } from '#domain/platform_defaults'

/**
 * SPEC §9: public platform settings are refetched on mount and on focus, so the login tabs follow an
 * admin's change at once even when the server-rendered HTML used a cached copy.
 */
export function useWhatsappFeatures(initial: { whatsappEnabled: boolean; defaultMethod: 'email' | 'whatsapp' }) {
  const [features, setFeatures] = useState(initial)
  useEffect(() => {
    let alive = true
    const load = () =>
      fetch('/api/platform-settings/public', { credentials: 'include', cache: 'no-cache', headers: { accept: 'application/json' } })
        .then((r) => (r.ok ? r.json() : null))
        .then((body: { data?: { whatsappFeatures?: Partial<WhatsappFeatures> } } | null) => {
          const w = body?.data?.whatsappFeatures
          if (!alive || !w) return
          setFeatures({
            whatsappEnabled: Boolean(w.checkoutEnabled),
            defaultMethod: w.defaultContactMethod === 'whatsapp' ? 'whatsapp' : 'email',
          })
        })
        .catch((error: unknown) => console.error('[platform settings]', error))
    void load()
    window.addEventListener('focus', load)
    return () => {
      alive = false
      window.removeEventListener('focus', load)
    }
  }, [])
  return features
}
