import { storedUser } from '../../auth/browserSession'
import { chosenEmployer } from '../team-members/teamKind'

/** The agent whose team this is: the one the signed-in person works for; an admin names one (filter agentId). */
export function teamAgentId(filter: Record<string, unknown> = {}): number | null {
  return chosenEmployer(filter, 'agentId', storedUser()?.agentId)
}
