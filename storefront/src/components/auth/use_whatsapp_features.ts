import { useEffect, useState } from 'react'
import { platformApi } from '../../lib/api/platform'

/**
 * SPEC §9: public platform settings are refetched on mount and on focus, so the login tabs follow an
 * admin's change at once even when the server-rendered HTML used a cached copy.
 */
export function useWhatsappFeatures(initial: { whatsappEnabled: boolean; defaultMethod: 'email' | 'whatsapp' }) {
  const [features, setFeatures] = useState(initial)
  useEffect(() => {
    let alive = true
    const load = () =>
      platformApi
        .publicSettings()
        .then((result) => {
          const w = result.ok ? result.data?.data?.whatsappFeatures : undefined
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
