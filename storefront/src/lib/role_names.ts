/*
 * SPEC §6's display names of the roles, as the storefront shows them in every language; roles without a name of
 * their own share the nearest one. The API's labels and the back office's Dutch say the same (a unit test keeps it so).
 */
import type { UserRole } from '#domain/access'

export const ROLE_DISPLAY_NAMES: Record<UserRole, string> = {
  user: 'Gebruiker',
  admin: 'Administrator',
  organizer: 'Organisator',
  agent: 'Agent',
  agent_manager: 'Agent',
  manager: 'Manager',
  Manager: 'Manager',
  loket_medewerker: 'Loket Medewerker',
  agent_loket_medewerker: 'Loket Medewerker',
  scanner: 'Scanner',
  venue_operator: 'Venue Eigenaar',
  venue_owner: 'Venue Eigenaar',
}
