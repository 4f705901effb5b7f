/*
 * What the reference-data specs share: signed-in admins, sub-admins and an organizer inside the
 * test's rolled-back transaction, the audit trace of a record, and a 422's field messages.
 */
import type { ApiResponse } from '@japa/api-client'
import type { Group } from '@japa/runner/core'
import AuditChange from '#models/audit_change'
import type User from '#models/user'
import { issueSession } from '#services/accounts/session_service'
import { createAccount } from '#tests/helpers/accounts'

export interface Staff {
  admin: User
  adminToken: string
  subAdminToken: string
  organizerToken: string
}

export async function signInStaff(): Promise<Staff> {
  const admin = await createAccount({ role: 'admin', firstName: 'Ada', lastName: 'Beheer' })
  const subAdmin = await createAccount({ role: 'admin', isSubAdmin: true })
  const organizer = await createAccount({ role: 'organizer' })
  return {
    admin,
    adminToken: (await issueSession(admin)).token,
    subAdminToken: (await issueSession(subAdmin)).token,
    organizerToken: (await issueSession(organizer)).token,
  }
}

/** Fresh staff for each test of the group (inside its transaction when the group rolls back each test). */
export function staffForEachTest(group: Group): Staff {
  const staff = {} as Staff
  group.each.setup(async () => {
    Object.assign(staff, await signInStaff())
  })
  return staff
}

export function auditTrail(entityType: string, entityId: number) {
  return AuditChange.query().where('entity_type', entityType).where('entity_id', entityId).orderBy('id', 'asc')
}

/** A 422 in the API's error shape; its per-field messages. */
export function fieldErrors(response: ApiResponse): Record<string, string[]> {
  response.assertStatus(422)
  const body = response.body()
  if (body.success !== false || body.code !== 'VALIDATION_ERROR') throw new Error(`not a validation error: ${response.text()}`)
  return body.errors ?? {}
}
