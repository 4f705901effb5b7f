/*
 * Two-factor sign-in (TOTP, RFC 6238) and the signed-in sessions list: the rules and JSON shapes the API and the
 * storefront share (docs/accounts.md#two-factor-sign-in). Codes and values only; each front end words them.
 */

/** A TOTP code: six digits, one 30-second step, the step before and after accepted (clock drift). */
export const TOTP_DIGITS = 6
export const TOTP_PERIOD_SECONDS = 30
export const TOTP_DRIFT_STEPS = 1

/** Recovery codes: ten, shown once, each usable once; 'xxxxx-xxxxx' of a 32-letter alphabet (50 bits). */
export const RECOVERY_CODE_COUNT = 10
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

/** 'Dit apparaat 30 dagen onthouden'. */
export const REMEMBER_DEVICE_DAYS = 30

/** Admins and sub-admins (role admin) must have two-factor on; it is optional for every other role. */
export function twoFactorRequired(role: string | null | undefined): boolean {
  return role === 'admin'
}

/** A typed code: spaces and dashes dropped, lower case. */
export function normalizeSecondFactor(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase()
}

/** Six digits is an authenticator code; anything else is tried as a recovery code. */
export function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(normalizeSecondFactor(code))
}

/** What GET /api/auth/two-factor answers. */
export interface TwoFactorStatus {
  enabled: boolean
  enabledAt: string | null
  /** Required for this account's role (admins). */
  required: boolean
  recoveryCodesLeft: number
}

/** POST /api/auth/two-factor/setup. */
export interface TwoFactorSetup {
  secret: string
  otpauthUrl: string
  /** The otpauth URL as a QR code, an SVG data URL. */
  qrCode: string
}

/** One signed-in session of GET /api/auth/sessions. */
export interface SessionLine {
  id: string
  browser: string | null
  system: string | null
  /** 'a.b.c.0' for IPv4, 'x:x:x::/48' for IPv6 (domain/client_network.ts networkPrefix); never the address. */
  network: string | null
  createdAt: string
  lastSeenAt: string
  /** The session of the request that asked. */
  current: boolean
}

/** A network prefix as people read it: '190.89.12.x' for an IPv4 /24, an IPv6 /48 as it is. */
export function networkLabel(network: string | null): string | null {
  if (!network) return null
  return /^\d+\.\d+\.\d+\.0$/.test(network) ? network.replace(/\.0$/, '.x') : network
}
