import { storedUser } from '../../auth/browserSession'
import { chosenEmployer } from './teamKind'

/**
 * The organizer whose team this is: the one the signed-in person works for (SPEC §7 paths); an admin,
 * who works for none, opens an organizer's team from that organizer's account (filter organizerId).
 */
export function teamOrganizerId(filter: Record<string, unknown> = {}): number | null {
  return chosenEmployer(filter, 'organizerId', storedUser()?.organizerId)
}
