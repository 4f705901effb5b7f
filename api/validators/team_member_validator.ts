import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { MESSAGES, e164, email } from '#validators/auth_validator'
import { TEAM_MESSAGES, TEAM_ROLES } from '#domain/team_rules'

/* Bodies of the team endpoints (issue 12 §6): POST /api/team-members/{organizerId}, PUT /api/team-members/{id}. */

const ids = () => vine.array(vine.number().withoutDecimals().min(1)).maxLength(500).optional()

const loketPermissions = () =>
  vine.object({ canAccessAllEvents: vine.boolean(), allowedEventIds: ids(), allowedTicketTypeIds: ids() }).nullable().optional()

const name = () => vine.string().trim().minLength(1).maxLength(100)

const TEAM_FIELD_MESSAGES = new SimpleMessagesProvider({
  ...MESSAGES,
  'role.required': TEAM_MESSAGES.role,
  'role.enum': TEAM_MESSAGES.role,
  'loketPermissions.canAccessAllEvents.required': 'Kies of deze medewerker alle evenementen mag verkopen',
})

export const createTeamMemberValidator = vine.create(
  vine.object({
    email: email(),
    firstName: name(),
    lastName: name(),
    phone: e164().nullable().optional(),
    role: vine.enum(TEAM_ROLES),
    loketPermissions: loketPermissions(),
  })
)
createTeamMemberValidator.messagesProvider = TEAM_FIELD_MESSAGES

/** Edit: name, phone, role among the three and permissions; isActive false/true deactivates/reactivates. */
export const updateTeamMemberValidator = vine.create(
  vine.object({
    firstName: name().optional(),
    lastName: name().optional(),
    phone: e164().nullable().optional(),
    role: vine.enum(TEAM_ROLES).optional(),
    loketPermissions: loketPermissions(),
    isActive: vine.boolean().optional(),
  })
)
updateTeamMemberValidator.messagesProvider = TEAM_FIELD_MESSAGES
