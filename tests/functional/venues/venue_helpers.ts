/* Shared by the venue specs: signed-in people, the public list, the admins' queue and a venue's audit trace. */
import type { ApiClient } from '@japa/api-client'
import AuditChange from '#models/audit_change'
import type User from '#models/user'
import { issueSession } from '#services/accounts/session_service'
import { createAccount } from '#tests/helpers/accounts'

export interface Person {
  user: User
  token: string
}

export async function person(role: User['role'], extra: Partial<User> = {}): Promise<Person> {
  const user = await createAccount({ role, ...extra })
  return { user, token: (await issueSession(user)).token }
}

/** react-admin's list query: a JSON filter, newest request first. */
export function listQuery(filter: Record<string, unknown>, extra: Record<string, string> = {}) {
  return { filter: JSON.stringify(filter), sort: 'submittedAt', order: 'DESC', ...extra }
}

export async function publicIds(client: ApiClient): Promise<number[]> {
  const response = await client.get('/api/venues/public')
  response.assertStatus(200)
  return response.body().data.map((venue: { id: number }) => venue.id)
}

/** The ids in the admins' approval queue, newest request first. */
export async function queueIds(client: ApiClient, admin: Person): Promise<number[]> {
  const response = await client
    .get('/api/admin/venues')
    .qs(listQuery({ status: 'pending' }, { perPage: '100' }))
    .bearerToken(admin.token)
  return response.body().data.map((venue: { id: number }) => venue.id)
}

export function auditOf(venueId: number) {
  return AuditChange.query().where('entity_type', 'venue').where('entity_id', venueId).orderBy('id', 'asc')
}
