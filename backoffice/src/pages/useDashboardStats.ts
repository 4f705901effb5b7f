import { useCallback, useEffect, useState } from 'react'
import { authorizationHeader, currentToken } from '../auth/browserSession'

export type StatsState<Stats> =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; stats: Stats; loadedAt: Date; refreshing: boolean }

/**
 * A dashboard's figures from its one endpoint (the server computes every figure; `{ data }` answers), null while the
 * URL is not known yet; reload() fetches them again, as does returning to the tab. With refreshEveryMs the figures
 * also follow a running sale on their own, but only while the tab is visible (a hidden tab asks nothing); a refresh
 * that fails keeps the figures shown, with their time.
 */
export function useDashboardStats<Stats>(
  url: string | null,
  { refreshEveryMs }: { refreshEveryMs?: number } = {}
): { state: StatsState<Stats>; reload: () => void } {
  const [state, setState] = useState<StatsState<Stats>>({ status: 'loading' })
  const [round, setRound] = useState(0)
  const reload = useCallback(() => setRound((n) => n + 1), [])

  // Coming back to the tab (after selling at the door, or the next morning) shows today's figures.
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined
    const schedule = () => {
      clearInterval(timer)
      if (refreshEveryMs && document.visibilityState === 'visible') timer = setInterval(reload, refreshEveryMs)
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') reload()
      schedule()
    }
    schedule()
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [reload, refreshEveryMs])

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
        if (controller.signal.aborted) return
        setState((previous) => (previous.status === 'ready' && refreshEveryMs ? { ...previous, refreshing: false } : { status: 'error' }))
      })
    return () => controller.abort()
  }, [url, round, refreshEveryMs])

  return { state, reload }
}
