/*
 * JSON contract of the auth and account endpoints (SPEC §7 "Auth"), shared by the API and both front ends.
 * No password hash, token secret or verification code ever appears in these shapes.
 */
import type { SelfRegistrationRole } from './access.js'

export type RegistrationMethod = 'email' | 'whatsapp'

/** The signed-in person as the API returns it (login, register, validate-status, stored in the browser). */
export interface AuthUser {
  id: number
  email: string
  firstName: string | null
  lastName: string | null
  role: string
  organizationName: string | null
  companyName: string | null
  phone: string | null
  profileImage: string | null
  isVerified: boolean
  isEmailVerified: boolean
  isPhoneVerified: boolean
  registrationMethod: RegistrationMethod
  createdAt: string
  /** The organizer this account acts for (domain/resource_access.ts employerOrganizerId), else null. */
  organizerId: number | null
  /** The agent this account acts for (employerAgentId), else null. */
  agentId: number | null
  /** An admin without platform settings or power over other admins (domain/resource_access.ts 'sub_admin'). */
  isSubAdmin: boolean
}

/** GET/PUT /api/users/me/profile: the account-settings view of oneself. */
export interface ProfileUser extends AuthUser {
  pendingEmail: string | null
  website: string | null
  streetName: string | null
  houseNumber: string | null
  cityTown: string | null
  neighborhood: string | null
  district: string | null
  country: string
  businessContactFirstName: string | null
  businessContactLastName: string | null
  businessPhone: string | null
  businessStreetName: string | null
  businessHouseNumber: string | null
  businessNeighborhood: string | null
  businessDistrict: string | null
  kkfNumber: string | null
  btwnumber: string | null
  businessDescription: string | null
  socialMediaLinks: Record<string, string>
}

/** Fields a profile update may change (PUT /api/users/me/profile); e-mail and phone have their own flows. */
export type ProfileUpdate = Partial<
  Pick<
    ProfileUser,
    | 'firstName'
    | 'lastName'
    | 'organizationName'
    | 'companyName'
    | 'website'
    | 'streetName'
    | 'houseNumber'
    | 'cityTown'
    | 'neighborhood'
    | 'district'
    | 'businessContactFirstName'
    | 'businessContactLastName'
    | 'businessPhone'
    | 'businessStreetName'
    | 'businessHouseNumber'
    | 'businessNeighborhood'
    | 'businessDistrict'
    | 'kkfNumber'
    | 'btwnumber'
    | 'businessDescription'
  >
>

/** POST /api/auth/register. organizationName is required for organizer, agent and venue_operator. */
export interface RegisterRequest extends ProfileUpdate {
  email: string
  password: string
  firstName: string
  lastName: string
  phone?: string
  role?: SelfRegistrationRole
  registrationMethod?: RegistrationMethod
  /** Consent to the terms and privacy statement (the storefront's form requires it; false is refused). */
  acceptTerms?: true
}

export interface SessionGrant {
  success: true
  token: string
  /** ISO time the token stops working. */
  expiresAt: string
  role: string
  user: AuthUser
  requiresVerification: false
  /** An admin without two-factor (domain/two_factor.ts): the session reaches only its setup until it is on. */
  twoFactorSetupRequired?: true
  /** 'Dit apparaat 30 dagen onthouden': sent back as rememberDeviceToken on the next sign-in to skip the code. */
  rememberDeviceToken?: string
}

/** A sign-in with the right password of an account with two-factor on, without its code: no token yet. */
export interface TwoFactorChallenge {
  success: true
  requiresTwoFactor: true
  message: string
}

/** Every failed call: SPEC §8 reads message, else error. */
export interface ApiFailure {
  success: false
  message: string
  error: string
  code?: string
  /** Field → messages, on 422. */
  errors?: Record<string, string[]>
  /** 403 from a login of an account whose WhatsApp number is not verified yet. */
  requiresVerification?: boolean
  /** 401 from a sign-in whose two-factor code was wrong or used. */
  requiresTwoFactor?: boolean
  /** 403 for an admin's session before two-factor is on (domain/two_factor.ts). */
  twoFactorSetupRequired?: boolean
  /** Wrong verification code: tries left before the code is void. */
  attemptsRemaining?: number
}

export type EmailChangeStatus = 'pending_current_verification' | 'current_verified' | 'change_completed'
export type PhoneChangeStatus = 'pending_current_verification' | 'pending_new_verification' | 'completed' | 'expired' | 'cancelled'

export interface EmailChangeView {
  id: number
  status: EmailChangeStatus
  currentEmail: string
  newEmail: string
  expiresAt: string
}

export interface PhoneChangeView {
  id: number
  status: PhoneChangeStatus
  currentPhone: string | null
  newPhone: string
  verificationMethod: 'current_phone' | 'password'
  attemptsRemaining: number
  expiresAt: string
}
