import { useCallback, useEffect, useState } from 'react'
import { authorizationHeader, currentToken } from '../auth/browserSession'

export type StatsState<Stats> =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; stats: Stats; loadedAt: Date; refreshing: boolean }

/**
 * A dashboard's figures from its one endpoint (the server computes every figure; `{ data }` answers), null while the
 * URL is not known yet; reload() fetches them again, as does returning to the tab.
 */
export function useDashboardStats<Stats>(url: string | null): { state: StatsState<Stats>; reload: () => void } {
  const [state, setState] = useState<StatsState<Stats>>({ status: 'loading' })
  const [round, setRound] = useState(0)
  const reload = useCallback(() => setRound((n) => n + 1), [])

  // Coming back to the tab (after selling at the door, or the next morning) shows today's figures.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') reload()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [reload])

  useEffect(() => {
    if (url === null) return
    const controller = new AbortController()
    setState((previous) => (previous.status === 'ready' ? { ...previous, refreshing: true } : { status: 'loading' }))
    const token = currentToken()
    fetch(url, {
      headers: token ? authorizationHeader(token) : {},
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status))
        const body = (await response.json()) as { data: Stats }
        setState({ status: 'ready', stats: body.data, loadedAt: new Date(), refreshing: false })
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' })
      })
    return () => controller.abort()
  }, [url, round])

  return { state, reload }
}
