/*
 * The demo sign-ins, one per role of SPEC §6, all with the same (published) password, each stored with a
 * hash and salt of its own. Loaded only in development or with DEMO_DATA=true, never in production.
 * README and tests read this list; the profiles behind them are in ./users.ts.
 */
import type { UserRole } from '#enums/roles'

export const DEMO_PASSWORD = 'Demo1234!'

/**
 * Admins must sign in with two-factor (domain/two_factor.ts): the demo admin has it on with this published TOTP
 * secret (any authenticator app takes it) and one remembered device whose token is published too, so journeys and
 * a developer's browser can sign in without a phone. Development only, like the password.
 */
export const DEMO_TOTP_SECRET = 'KRUGS4ZAIRSW23ZAKRXXI4BAKNSWG4TF'
export const DEMO_ADMIN_DEVICE_TOKEN = 'demo-admin-remembered-device-token-development-only'

export interface DemoAccount {
  role: UserRole
  email: string
  password: string
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { role: 'admin', email: 'admin@demo.sr', password: DEMO_PASSWORD },
  { role: 'organizer', email: 'organizer@demo.sr', password: DEMO_PASSWORD },
  { role: 'manager', email: 'manager@demo.sr', password: DEMO_PASSWORD },
  { role: 'loket_medewerker', email: 'loket@demo.sr', password: DEMO_PASSWORD },
  { role: 'scanner', email: 'scanner@demo.sr', password: DEMO_PASSWORD },
  { role: 'agent', email: 'agent@demo.sr', password: DEMO_PASSWORD },
  { role: 'agent_manager', email: 'agent-manager@demo.sr', password: DEMO_PASSWORD },
  { role: 'agent_loket_medewerker', email: 'agent-loket@demo.sr', password: DEMO_PASSWORD },
  { role: 'venue_operator', email: 'venue@demo.sr', password: DEMO_PASSWORD },
  { role: 'venue_owner', email: 'venue-owner@demo.sr', password: DEMO_PASSWORD },
  { role: 'user', email: 'user@demo.sr', password: DEMO_PASSWORD },
]
