/*
 * The authorization table (accounts issue): for every protected endpoint, each role of SPEC §6 and an
 * anonymous visitor get exactly the status the rules allow. Later issues add their endpoints to ENDPOINTS.
 */
import { test } from '@japa/runner'
import { USER_ROLES, type UserRole } from '#domain/access'
import { issueSession } from '#services/auth/session_service'
import { createAccount } from '#tests/helpers/accounts'

type Who = UserRole | 'anonymous'

interface Endpoint {
  method: 'get' | 'post' | 'put' | 'delete'
  path: string
  body?: Record<string, unknown>
  /** Roles that pass; everyone else signed in gets 403, anonymous 401. 'all' = every signed-in role. */
  allowed: readonly UserRole[] | 'all' | 'public'
  /** Status when allowed (default 200). */
  okStatus?: number
}

const ENDPOINTS: Endpoint[] = [
  { method: 'get', path: '/api/admin/event-categories', allowed: ['admin'] },
  { method: 'get', path: '/api/auth/validate-status', allowed: 'all' },
  { method: 'get', path: '/api/users/me/profile', allowed: 'all' },
  { method: 'put', path: '/api/users/me/profile', body: { firstName: 'Tabel' }, allowed: 'all' },
  { method: 'get', path: '/api/users/me/email-change', allowed: 'all' },
  { method: 'get', path: '/api/users/me/phone-change', allowed: 'all' },
  { method: 'get', path: '/api/users/me/tickets', allowed: 'all' },
  { method: 'post', path: '/api/auth/resend-verification-email', allowed: 'all' },
  // Allowed roles reach validation (422 on an empty body); others never get that far.
  { method: 'post', path: '/api/venues', body: {}, allowed: ['venue_operator', 'venue_owner'], okStatus: 422 },
  { method: 'get', path: '/api/events/public', allowed: 'public' },
  { method: 'get', path: '/api/venues/public', allowed: 'public' },
  // The download link's token is the only key: no sign-in, and an unknown token is a 404 for everyone.
  { method: 'get', path: `/api/tickets/download?token=${'0'.repeat(64)}`, allowed: 'public', okStatus: 404 },
  { method: 'get', path: `/api/tickets/download/${'0'.repeat(64)}/pdf`, allowed: 'public', okStatus: 404 },
]

function expectedStatus(endpoint: Endpoint, who: Who): number {
  const ok = endpoint.okStatus ?? 200
  if (endpoint.allowed === 'public') return ok
  if (who === 'anonymous') return 401
  if (endpoint.allowed === 'all') return ok
  return endpoint.allowed.includes(who) ? ok : 403
}

test.group('Authorization table: every protected endpoint × every role', (group) => {
  const tokens = new Map<Who, string | null>([['anonymous', null]])
  group.setup(async () => {
    for (const role of USER_ROLES) {
      // Verified, so resend-verification-email answers without sending anything.
      const user = await createAccount({ role, isEmailVerified: true })
      tokens.set(role, (await issueSession(user)).token)
    }
  })

  for (const endpoint of ENDPOINTS) {
    test(`${endpoint.method.toUpperCase()} ${endpoint.path}`, async ({ client, assert }) => {
      const seen: Record<string, number> = {}
      const wanted: Record<string, number> = {}
      for (const [who, token] of tokens) {
        let request = client.request(endpoint.path, endpoint.method.toUpperCase())
        if (endpoint.body) request = request.json(endpoint.body)
        if (token) request = request.bearerToken(token)
        seen[who] = (await request).status()
        wanted[who] = expectedStatus(endpoint, who)
      }
      assert.deepEqual(seen, wanted)
    })
  }
})
