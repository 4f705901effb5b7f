import { useCallback, useEffect, useState } from 'react'
import type { OrganizerStats } from '../../../../domain/organizer_stats'
import { authorizationHeader, currentToken } from '../../auth/browserSession'

export type StatsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; stats: OrganizerStats; loadedAt: Date; refreshing: boolean }

/** GET /api/organizers/{id}/stats (the server computes every figure); reload() fetches them again, as does returning to the tab. */
export function useOrganizerStats(organizerId: number | null): { state: StatsState; reload: () => void } {
  const [state, setState] = useState<StatsState>({ status: 'loading' })
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
    if (organizerId === null) return
    const controller = new AbortController()
    setState((previous) => (previous.status === 'ready' ? { ...previous, refreshing: true } : { status: 'loading' }))
    const token = currentToken()
    fetch(`/api/organizers/${organizerId}/stats`, {
      headers: token ? authorizationHeader(token) : {},
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status))
        const body = (await response.json()) as { data: OrganizerStats }
        setState({ status: 'ready', stats: body.data, loadedAt: new Date(), refreshing: false })
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' })
      })
    return () => controller.abort()
  }, [organizerId, round])

  return { state, reload }
}
