/*
 * An organizer's team: the roles an organizer may give and loket permissions. Pure and shared by the API
 * (api/services/team/team_service.ts) and the back office's form.
 */
/** The roles an organizer creates (SPEC §6): managers, loket staff and scanners. */
export const TEAM_ROLES = ['manager', 'loket_medewerker', 'scanner'] as const
export type TeamRole = (typeof TEAM_ROLES)[number]

/** Every stored spelling of a team role ('Manager' is the same role as 'manager'). */
export const TEAM_ROLE_SPELLINGS = ['manager', 'Manager', 'loket_medewerker', 'scanner'] as const

/** The roles an agent creates: agent managers and the agent's loket staff. */
export const AGENT_TEAM_ROLES = ['agent_manager', 'agent_loket_medewerker'] as const
export type AgentTeamRole = (typeof AGENT_TEAM_ROLES)[number]

/** A role of either team: the invitation names it. */
export type AnyTeamRole = TeamRole | AgentTeamRole

/** SPEC §3 loketPermissions, as stored. */
export interface LoketPermissions {
  canAccessAllEvents: boolean
  allowedEventIds: number[]
  allowedTicketTypeIds: number[]
}

/** As a form sends them: the lists may be left out when all events are allowed. */
export type LoketPermissionsInput = Pick<LoketPermissions, 'canAccessAllEvents'> & Partial<LoketPermissions>

/** Hours an invitation link stays valid: staff may open it days later, unlike a reset asked for a minute ago. */
export const TEAM_INVITATION_TTL_HOURS = 7 * 24

/** Assigned events as stored (users.agentAssignedEvents): sorted, each once; empty = every event the agent may sell. */
export function storedAssignedEvents(ids: readonly number[] | null | undefined): number[] {
  return [...new Set(ids ?? [])].sort((a, b) => a - b)
}

/** Whether an approved partnership's permissions reach an event: all events, or the event named (or one of its types). */
export function partnershipCoversEvent(
  permissions: { canSellAllEvents?: boolean; allowedEventIds?: number[] } | null | undefined,
  eventId: number,
  eventIdsOfAllowedTypes: readonly number[] = []
): boolean {
  if (!permissions) return false
  return (
    permissions.canSellAllEvents === true ||
    (permissions.allowedEventIds ?? []).includes(eventId) ||
    eventIdsOfAllowedTypes.includes(eventId)
  )
}

/**
 * What is stored for a member: loket staff keep their permissions (all events, or the chosen ones with the
 * ids sorted and each once); every other role has none.
 */
export function storedLoketPermissions(role: TeamRole, input: LoketPermissionsInput | null | undefined): LoketPermissions | null {
  if (role !== 'loket_medewerker') return null
  const all = input?.canAccessAllEvents ?? true
  return { canAccessAllEvents: all, ...chosenIds(all, input?.allowedEventIds, input?.allowedTicketTypeIds) }
}

/** Chosen events and types as stored (also for agent partnerships): none when all are allowed, else sorted and each once. */
export function chosenIds(all: boolean, eventIds: number[] | undefined, typeIds: number[] | undefined) {
  const unique = (ids: number[] | undefined) => (all ? [] : [...new Set(ids ?? [])].sort((a, b) => a - b))
  return { allowedEventIds: unique(eventIds), allowedTicketTypeIds: unique(typeIds) }
}

/** The ids among `wanted` that are not in `owned` (to refuse naming another organizer's events). */
export function foreignIds(wanted: readonly number[], owned: Iterable<number>): number[] {
  const mine = new Set(owned)
  return wanted.filter((id) => !mine.has(id))
}

/**
 * Whether a member has taken up their invitation: they chose a password through its link (which also proves their
 * address) or have signed in. Until then the employer may send the invitation again.
 */
export function invitationAccepted(member: { isEmailVerified: boolean | null; lastSignInAt: unknown }): boolean {
  return member.isEmailVerified === true || (member.lastSignInAt !== null && member.lastSignInAt !== undefined)
}
