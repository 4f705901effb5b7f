/*
 * A person's recent account activity (SPEC §3 user_activity_logs): what the API records, what the settings page and
 * the back office show. Codes and values only; each front end words them in its reader's language.
 */

/** The actions an activity line records. */
export const ACTIVITY_ACTIONS = [
  'signed_in',
  'sign_in_failed',
  'signed_out',
  'signed_out_everywhere',
  'password_changed',
  'password_reset',
  'email_changed',
  'phone_changed',
  'export_downloaded',
  'not_me_reported',
  'two_factor_enabled',
  'two_factor_disabled',
  'recovery_code_used',
  'session_signed_out',
  // What an admin did to the account (metadata.byUserId: which admin).
  'deactivated_by_admin',
  'reactivated_by_admin',
  'role_changed',
] as const
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number]

/** How far back a person (and an admin) sees the lines. */
export const ACTIVITY_WINDOW_DAYS = 90

/** Sign-in methods: e-mail and password, or WhatsApp number and password. */
export type SignInMethod = 'email_password' | 'whatsapp_password'

/** Why a sign-in failed, for lines of an existing account. */
export type SignInFailure = 'wrong_password' | 'wrong_two_factor_code' | 'account_deactivated' | 'phone_not_verified'

/** Which export was downloaded. */
export type ActivityExport =
  | 'orders_csv'
  | 'attendees_csv'
  | 'statement_csv'
  | 'statement_pdf'
  | 'personal_data_zip'
  | 'audit_csv'
  // The export templates' runs (domain/exports.ts EXPORT_TEMPLATE_KEYS).
  | 'btw_per_month'
  | 'sales_per_organizer'
  | 'event_attendees'
  | 'agent_commissions'

/** One line as the API answers it. */
export interface ActivityLine {
  id: number
  action: ActivityAction
  createdAt: string
  /** The network the request came from ('a.b.c.0' or 'x:x:x::/48'), never the full address. */
  network: string | null
  browser: string | null
  system: string | null
  method: SignInMethod | null
  /** Why a sign-in failed (SignInFailure), or why every session ended ('not_me'). */
  reason: string | null
  export: ActivityExport | null
}

export interface ActivityPage {
  data: ActivityLine[]
  total: number
  page: number
  perPage: number
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\b(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
]

const SYSTEMS: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

/** A short browser and system from a user agent ('Chrome', 'Android'); null where it tells neither. */
export function deviceOf(userAgent: string | null | undefined): { browser: string | null; system: string | null } {
  if (!userAgent) return { browser: null, system: null }
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null
  return { browser, system }
}
