/*
 * The organizer's events and their ticket types, to choose a loket member's permissions from. Paths of the
 * events API: GET /api/events/organizer/{organizerId} and GET /api/events/{id}/manage.
 */
import { useEffect, useState } from 'react'
import { storedUser } from '../../auth/browserSession'
import { apiJson } from '../events/api'

export interface Choice {
  id: number
  name: string
}

/** The answer's `data`, through the events resource's API call (bearer token, errors with the server's message). */
export async function getJson(path: string): Promise<unknown> {
  return (await apiJson<{ data?: unknown }>(path)).data
}

export type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; value: T }

/** Loads once per key; a failure shows as 'failed' (the form then says so instead of offering nothing). */
export function useLoaded<T>(key: string | null, load: () => Promise<T>): Loaded<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' })
  useEffect(() => {
    if (key === null) return
    let current = true
    setLoaded({ state: 'loading' })
    load().then(
      (value) => current && setLoaded({ state: 'ready', value }),
      () => current && setLoaded({ state: 'failed' })
    )
    return () => {
      current = false
    }
    // load is rebuilt each render; the key says when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  return loaded
}

export function useOrganizerEvents(enabled: boolean): Loaded<Choice[]> {
  const organizerId = storedUser()?.organizerId
  return useLoaded(enabled && organizerId ? String(organizerId) : null, async () => {
    const events = (await getJson(`/api/events/organizer/${organizerId}`)) as { id: number; title: string }[]
    return events.map((event) => ({ id: event.id, name: event.title }))
  })
}

/** The ticket types of the chosen events, named 'Event · Type'. */
export function useTicketTypes(events: Choice[], eventIds: number[]): Loaded<Choice[]> {
  const ids = [...eventIds].sort((a, b) => a - b)
  return useLoaded(ids.length > 0 ? ids.join(',') : null, async () => {
    const lists = await Promise.all(
      ids.map(async (id) => {
        const detail = (await getJson(`/api/events/${id}/manage`)) as { title: string; ticketTypes?: { id: number; name: string }[] }
        const eventName = events.find((event) => event.id === id)?.name ?? detail.title
        return (detail.ticketTypes ?? []).map((type) => ({ id: type.id, name: `${eventName} · ${type.name}` }))
      })
    )
    return lists.flat()
  })
}
