/*
 * What the signed-in admin may do to one account, as the API would decide it: the access table's actions for their
 * row (admin or sub_admin) and the account rules of domain/user_admin_rules.ts. Buttons and inputs follow it; the API
 * refuses the rest anyway.
 */
import { accountChangeRefusal, type AccountChangeKind } from '#domain/user_admin_rules'
import type { ResourceAction } from '#domain/resource_access'
import { roleMayAct, signedInTableRole } from '../../auth/resourceAccess'
import { useSignedInUser } from '../../auth/useSignedInUser'
import type { AdminUser } from './types'

const ACTION_OF: Record<AccountChangeKind, ResourceAction> = {
  edit: 'edit',
  role: 'edit',
  deactivate: 'deactivate',
  reactivate: 'deactivate',
  verify: 'verify',
}

export function useAccountPermissions() {
  const me = useSignedInUser()
  const role = signedInTableRole(me)
  const may = (kind: AccountChangeKind, record: Pick<AdminUser, 'id' | 'role'> | null, newRole?: string) =>
    !!me &&
    roleMayAct('users', ACTION_OF[kind], role) &&
    accountChangeRefusal({ id: Number(me.id), role: me.role, isSubAdmin: me.isSubAdmin }, record, { kind, newRole }) === null
  return {
    me,
    may,
    mayCreate: roleMayAct('users', 'create', role),
    /** Whether the admin role may be chosen at all (sub-admins never grant it). */
    mayGrantAdmin: !!me && !me.isSubAdmin,
  }
}
