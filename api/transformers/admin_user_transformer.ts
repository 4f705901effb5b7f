import type { UserDetail, UserRow } from '#services/accounts/admin_users_service'
import { normalizeRole } from '#domain/access'
import { currentEmployerId } from '#domain/user_admin_rules'
import { isoOrNull } from '#transformers/catalogue_values'

/**
 * An account as the admin's users endpoints answer: who they are, their role and employer, status.
 * Never a hash, token or code.
 */
export function adminUserListItem({ user, lastSignInAt }: UserRow) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    name: user.displayName,
    organizationName: user.organizationName,
    phone: user.phone,
    role: normalizeRole(user.role),
    isSubAdmin: user.isSubAdmin,
    isVerified: user.isVerified,
    isEmailVerified: user.isEmailVerified,
    isPhoneVerified: user.isPhoneVerified,
    isActive: !user.deactivatedAt,
    deactivatedAt: isoOrNull(user.deactivatedAt),
    employerId: currentEmployerId(user),
    lastSignInAt: isoOrNull(lastSignInAt),
    createdAt: isoOrNull(user.createdAt),
  }
}

export function adminUserDetail(detail: UserDetail) {
  const { user } = detail
  return {
    ...adminUserListItem(detail),
    registrationMethod: user.registrationMethod,
    managerForOrganizerId: user.managerForOrganizerId,
    createdByOrganizerId: user.createdByOrganizerId,
    managerForAgentId: user.managerForAgentId,
    createdByAgentId: user.createdByAgentId,
    employer: detail.employer,
    deactivatedBy: user.deactivatedBy,
    deactivatedByName: detail.deactivatedByName,
    createdByAdminId: user.createdByAdminId,
    createdByAdminName: detail.createdByAdminName,
    activeSessions: detail.activeSessions,
    counts: detail.counts,
  }
}
