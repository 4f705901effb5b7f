import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { MESSAGES, e164, email } from '#validators/accounts/auth_validator'
import type { NewTeamMember, TeamMemberChanges } from '#services/team/team_service'
import { AGENT_TEAM_ROLES, TEAM_ROLES } from '#domain/team_rules'
import { AGENT_TEAM_MESSAGES, TEAM_MESSAGES } from '#exceptions/domain_texts'

/*
 * Bodies of the team endpoints: an organizer's (POST /api/team-members/{organizerId}, PUT
 * /api/team-members/{id}) and an agent's (/api/agent-team-members/…). Same fields; the roles and
 * what a role is granted (loket permissions, assigned events) differ.
 */

const ids = () => vine.array(vine.number().withoutDecimals().min(1)).maxLength(500).optional()

const loketPermissions = () =>
  vine.object({ canAccessAllEvents: vine.boolean(), allowedEventIds: ids(), allowedTicketTypeIds: ids() }).nullable().optional()

const name = () => vine.string().trim().minLength(1).maxLength(100)

/** The create and update validators of one kind of team. */
function teamValidators<
  Roles extends readonly [string, ...string[]],
  Grants extends Record<string, ReturnType<typeof ids | typeof loketPermissions>>,
>(roles: Roles, grants: Grants, messages: Record<string, string>) {
  const provider = new SimpleMessagesProvider({ ...MESSAGES, 'role.required': messages.role, 'role.enum': messages.role, ...messages })
  const create = vine.create(
    vine.object({
      email: email(),
      firstName: name(),
      lastName: name(),
      phone: e164().nullable().optional(),
      role: vine.enum(roles),
      ...grants,
    })
  )
  create.messagesProvider = provider
  /** Edit: name, phone, role and grants; isActive false/true deactivates/reactivates. */
  const update = vine.create(
    vine.object({
      firstName: name().optional(),
      lastName: name().optional(),
      phone: e164().nullable().optional(),
      role: vine.enum(roles).optional(),
      ...grants,
      isActive: vine.boolean().optional(),
    })
  )
  update.messagesProvider = provider
  return { create, update }
}

export const organizerTeamValidators = teamValidators(
  TEAM_ROLES,
  { loketPermissions: loketPermissions() },
  {
    role: TEAM_MESSAGES.role,
    'loketPermissions.canAccessAllEvents.required': 'Kies of deze medewerker alle evenementen mag verkopen',
  }
)

export const agentTeamValidators = teamValidators(AGENT_TEAM_ROLES, { agentAssignedEvents: ids() }, { role: AGENT_TEAM_MESSAGES.role })

/** What a controller needs of either kind: the bodies as the team service takes them. */
export interface TeamValidators {
  create: { validate(data: unknown): Promise<NewTeamMember> }
  update: { validate(data: unknown): Promise<TeamMemberChanges & { isActive?: boolean }> }
}
