import type { OrganizerStats } from '../../../../domain/organizer_stats'
import { useServerStats } from '../useServerStats'

/** GET /api/organizers/{id}/stats (the server computes every figure). */
export function useOrganizerStats(organizerId: number | null) {
  return useServerStats<OrganizerStats>(organizerId === null ? null : `/api/organizers/${organizerId}/stats`)
}
