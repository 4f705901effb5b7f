/** An account as GET /api/admin/users and /api/admin/users/:id give it (api/transformers/admin_user_transformer.ts). */
export interface AdminUser {
  id: number
  email: string
  firstName: string | null
  lastName: string | null
  name: string
  organizationName: string | null
  phone: string | null
  role: string
  isSubAdmin: boolean
  isVerified: boolean
  isEmailVerified: boolean
  isPhoneVerified: boolean
  isActive: boolean
  deactivatedAt: string | null
  employerId: number | null
  lastSignInAt: string | null
  createdAt: string
}

export interface AdminUserDetail extends AdminUser {
  registrationMethod: string
  employer: { id: number; name: string; role: string } | null
  deactivatedByName: string | null
  createdByAdminName: string | null
  activeSessions: number
  counts: { events: number; orders: number; venues: number; teamMembers: number }
}
