/*
 * Every status-like value list, exported once. Migrations create one native PostgreSQL enum
 * type per entry of PG_ENUMS (type name = key); models type their columns with the unions.
 * Dutch labels for all values live in ./labels.ts.
 */
export const REGISTRATION_METHODS = ['email', 'whatsapp'] as const
export const VENUE_PRICE_PERIODS = ['dag', 'uur', 'week', 'maand'] as const
export const GEOCODE_STATUSES = ['pending', 'failed', 'ok', 'partial'] as const
export const ORDER_STATUSES = ['pending', 'paid', 'free', 'cancelled', 'expired', 'refunded'] as const
export const PAYMENT_PROVIDERS = ['uni5pay', 'mollie', 'free', 'loket', 'agent'] as const
export const CONTACT_METHODS = ['email', 'whatsapp', 'both'] as const
export const REVIEW_TYPES = ['event', 'organizer', 'venue'] as const
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected', 'hidden'] as const
/** Review, download and similar single-use tokens. */
export const TOKEN_STATUSES = ['active', 'used', 'expired', 'revoked'] as const
// One list with the rules of a booking request (domain/venue_bookings.ts), which the back office reads too.
import { VENUE_BOOKING_STATUSES } from '#domain/venue_bookings'
export { VENUE_BOOKING_STATUSES }
export const PARTNERSHIP_STATUSES = ['pending', 'approved', 'rejected', 'terminated'] as const
// Likes' rules and targets live in domain/likes.ts (the storefront's buttons read them too).
import { LIKE_TARGET_TYPES } from '#domain/likes'
export { LIKE_TARGET_TYPES }
export const AGGREGATION_JOB_STATUSES = ['running', 'completed', 'failed'] as const
export const AUDIT_APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const
export const PAYMENT_STATE_STATUSES = ['active', 'processing', 'completed', 'expired', 'cleared'] as const
/** SPEC §4: starts at pending_current_verification. */
export const PHONE_CHANGE_STATUSES = [
  'pending_current_verification',
  'pending_new_verification',
  'completed',
  'expired',
  'cancelled',
] as const
/** SPEC §4: pending_current_verification → current_verified → change_completed. */
export const EMAIL_CHANGE_STATUSES = [
  'pending_current_verification',
  'current_verified',
  'change_completed',
  'expired',
  'cancelled',
] as const
export const RETENTION_ACTIONS = ['delete', 'anonymize', 'archive'] as const
export const EXPORT_FORMATS = ['csv', 'json'] as const

export type RegistrationMethod = (typeof REGISTRATION_METHODS)[number]
export type VenuePricePeriod = (typeof VENUE_PRICE_PERIODS)[number]
export type GeocodeStatus = (typeof GEOCODE_STATUSES)[number]
export type OrderStatus = (typeof ORDER_STATUSES)[number]
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number]
export type ContactMethod = (typeof CONTACT_METHODS)[number]
export type ReviewType = (typeof REVIEW_TYPES)[number]
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]
export type TokenStatus = (typeof TOKEN_STATUSES)[number]
export type VenueBookingStatus = (typeof VENUE_BOOKING_STATUSES)[number]
export type PartnershipStatus = (typeof PARTNERSHIP_STATUSES)[number]
export type LikeTargetType = (typeof LIKE_TARGET_TYPES)[number]
export type AggregationJobStatus = (typeof AGGREGATION_JOB_STATUSES)[number]
export type AuditApprovalStatus = (typeof AUDIT_APPROVAL_STATUSES)[number]
export type PaymentStateStatus = (typeof PAYMENT_STATE_STATUSES)[number]
export type PhoneChangeStatus = (typeof PHONE_CHANGE_STATUSES)[number]
export type EmailChangeStatus = (typeof EMAIL_CHANGE_STATUSES)[number]
export type RetentionAction = (typeof RETENTION_ACTIONS)[number]
export type ExportFormat = (typeof EXPORT_FORMATS)[number]

/** PostgreSQL enum type name → values. The keys are also the enum names of labelFor(). */
export const PG_ENUMS = {
  registration_method: REGISTRATION_METHODS,
  venue_price_period: VENUE_PRICE_PERIODS,
  geocode_status: GEOCODE_STATUSES,
  order_status: ORDER_STATUSES,
  payment_provider: PAYMENT_PROVIDERS,
  contact_method: CONTACT_METHODS,
  review_type: REVIEW_TYPES,
  review_status: REVIEW_STATUSES,
  token_status: TOKEN_STATUSES,
  venue_booking_status: VENUE_BOOKING_STATUSES,
  partnership_status: PARTNERSHIP_STATUSES,
  like_target_type: LIKE_TARGET_TYPES,
  aggregation_job_status: AGGREGATION_JOB_STATUSES,
  audit_approval_status: AUDIT_APPROVAL_STATUSES,
  payment_state_status: PAYMENT_STATE_STATUSES,
  phone_change_status: PHONE_CHANGE_STATUSES,
  email_change_status: EMAIL_CHANGE_STATUSES,
  retention_action: RETENTION_ACTIONS,
  export_format: EXPORT_FORMATS,
} as const

export type PgEnumName = keyof typeof PG_ENUMS

/** Outbox (outgoing e-mail and WhatsApp): text columns with a check constraint, not native enums. */
export const OUTBOX_CHANNELS = ['email', 'whatsapp'] as const
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number]
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number]
