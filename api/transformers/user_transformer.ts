import type User from '#models/user'
import type { DateTime } from 'luxon'
import type { AuthUser, ProfileUser, SessionGrant, TwoFactorChallenge } from '#domain/auth_types'
import type { SignInResult } from '#services/accounts/auth_service'
import { text } from '#exceptions/messages'
import { employerAgentId, employerOrganizerId } from '#domain/resource_access'
import type { AccountDetails } from '#services/accounts/admin_users_service'

/** The signed-in person (login, register, validate-status). Never a hash, token or code. */
export function authUser(user: User): AuthUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    organizationName: user.organizationName,
    companyName: user.companyName,
    phone: user.phone,
    profileImage: user.profileImage,
    isVerified: user.isVerified,
    isEmailVerified: user.isEmailVerified,
    isPhoneVerified: user.isPhoneVerified,
    registrationMethod: user.registrationMethod,
    createdAt: user.createdAt.toISO()!,
    organizerId: employerOrganizerId(user),
    agentId: employerAgentId(user),
    isSubAdmin: user.role === 'admin' && user.isSubAdmin,
  }
}

/** GET /api/users/me/profile: oneself, with address and business details. */
export function profileUser(user: User): ProfileUser {
  return {
    ...authUser(user),
    pendingEmail: user.pendingEmail,
    website: user.website,
    streetName: user.streetName,
    houseNumber: user.houseNumber,
    cityTown: user.cityTown,
    neighborhood: user.neighborhood,
    district: user.district,
    country: user.country,
    businessContactFirstName: user.businessContactFirstName,
    businessContactLastName: user.businessContactLastName,
    businessPhone: user.businessPhone,
    businessStreetName: user.businessStreetName,
    businessHouseNumber: user.businessHouseNumber,
    businessNeighborhood: user.businessNeighborhood,
    businessDistrict: user.businessDistrict,
    kkfNumber: user.kkfNumber,
    btwnumber: user.btwnumber,
    businessDescription: user.businessDescription,
    socialMediaLinks: (user.socialMediaLinks ?? {}) as Record<string, string>,
  }
}

/** GET /api/users/{id}/details: the profile's fields; an admin also reads whether the account may sign in. */
export function accountDetails({ user, asAdmin }: AccountDetails) {
  if (!asAdmin) return profileUser(user)
  return { ...profileUser(user), isActive: !user.deactivatedAt, deactivatedAt: user.deactivatedAt?.toISO() ?? null }
}

/** Login, register and password change answer with the token and the person (SPEC §7 "Auth"). */
export function sessionGrant(user: User, issued: { token: string; expiresAt: DateTime }): SessionGrant {
  return {
    success: true,
    token: issued.token,
    expiresAt: issued.expiresAt.toISO()!,
    role: user.role,
    user: authUser(user),
    requiresVerification: false,
  }
}

/** A sign-in's answer: the grant (with the two-factor extras), or the request for the second step without a token. */
export function signInAnswer(result: SignInResult): SessionGrant | TwoFactorChallenge {
  if (result.kind === 'two_factor_needed') return { success: true, requiresTwoFactor: true, message: text('TWO_FACTOR_CODE_NEEDED') }
  return {
    ...sessionGrant(result.user, result.session),
    ...(result.twoFactorSetupRequired ? { twoFactorSetupRequired: true as const } : {}),
    ...(result.rememberDeviceToken ? { rememberDeviceToken: result.rememberDeviceToken } : {}),
  }
}
