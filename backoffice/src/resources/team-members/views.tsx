import { TEAM_ROLES } from '#domain/team_rules'
import { LoketPermissionInputs } from './LoketPermissionInputs'
import { teamOrganizerId } from './teamOrganizer'
import { teamViews } from './teamViews'

/** The organizer's managers, loket staff and scanners; loket staff carry loket permissions. */
export const views = teamViews({
  resource: 'team-members',
  roles: TEAM_ROLES,
  defaultRole: 'scanner',
  employerKey: 'organizerId',
  employerId: teamOrganizerId,
  Grants: LoketPermissionInputs,
  changes: ({ firstName, lastName, phone, role, loketPermissions }) => ({
    firstName,
    lastName,
    phone: phone || null,
    role,
    loketPermissions: role === 'loket_medewerker' ? loketPermissions : null,
  }),
})
