import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import type { UserRole } from '#enums/roles'
import type { RegistrationMethod } from '#enums/statuses'
import Venue from '#models/venue'
import Event from '#models/event'
import Review from '#models/review'
import Like from '#models/like'
import Order from '#models/order'

const toJson = (value: unknown) => (value === null || value === undefined ? value : JSON.stringify(value))

/** SPEC §3 loketPermissions. */
export interface LoketPermissions {
  canAccessAllEvents: boolean
  allowedEventIds: number[]
  allowedTicketTypeIds: number[]
}

/** facebook, instagram, whatsapp, whatsappGroup, youtube, twitter, tiktok, telegram, linkedin → URL. */
export type SocialMediaLinks = Partial<Record<string, string>>

export default class User extends BaseModel {
  static table = 'users'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare email: string

  /** Hash only; never serialized. */
  @column({ serializeAs: null })
  declare password: string

  @column()
  declare firstName: string | null

  @column()
  declare lastName: string | null

  @column()
  declare role: UserRole

  @column()
  declare organizationName: string | null

  @column()
  declare userCompanyName: string | null

  @column()
  declare phone: string | null

  @column()
  declare profileImage: string | null

  @column({ prepare: toJson })
  declare imageVariants: Record<string, Record<string, string>> | null

  @column()
  declare isVerified: boolean

  @column()
  declare isEmailVerified: boolean

  @column()
  declare isPhoneVerified: boolean

  @column({ serializeAs: null })
  declare emailVerificationToken: string | null

  @column.dateTime({ serializeAs: null })
  declare emailVerificationExpiresAt: DateTime | null

  @column({ serializeAs: null })
  declare phoneVerificationCode: string | null

  @column.dateTime({ serializeAs: null })
  declare phoneVerificationExpiresAt: DateTime | null

  @column({ serializeAs: null })
  declare phoneVerificationAttempts: number

  @column()
  declare registrationMethod: RegistrationMethod

  /** When the person agreed to the terms and privacy statement at registration. */
  @column.dateTime({ serializeAs: null })
  declare termsAcceptedAt: DateTime | null

  @column({ serializeAs: null })
  declare passwordResetToken: string | null

  @column.dateTime({ serializeAs: null })
  declare passwordResetExpiresAt: DateTime | null

  @column()
  declare pendingEmail: string | null

  @column({ serializeAs: null })
  declare emailChangeToken: string | null

  @column.dateTime({ serializeAs: null })
  declare emailChangeExpiresAt: DateTime | null

  @column()
  declare website: string | null

  @column()
  declare streetName: string | null

  @column()
  declare houseNumber: string | null

  @column()
  declare cityTown: string | null

  @column()
  declare neighborhood: string | null

  @column()
  declare district: string | null

  @column()
  declare country: string

  @column()
  declare state: string | null

  @column()
  declare zipCode: string | null

  @column()
  declare businessContactFirstName: string | null

  @column()
  declare businessContactLastName: string | null

  @column()
  declare businessPhone: string | null

  @column()
  declare businessStreetName: string | null

  @column()
  declare businessHouseNumber: string | null

  @column()
  declare businessNeighborhood: string | null

  @column()
  declare businessDistrict: string | null

  @column()
  declare companyName: string | null

  @column()
  declare businessDescription: string | null

  @column()
  declare kkfNumber: string | null

  @column()
  declare kkfDocument: string | null

  @column()
  declare btwnumber: string | null

  @column()
  declare idDocument: string | null

  @column({ prepare: toJson })
  declare socialMediaLinks: SocialMediaLinks

  /** decimal(3,1) as string, e.g. '4.5'. */
  @column()
  declare cachedRating: string

  @column()
  declare cachedReviewCount: number

  @column()
  declare cachedVerifiedReviewCount: number

  @column()
  declare cachedFollowerCount: number

  @column()
  declare managerForOrganizerId: number | null

  @column()
  declare loketAssignedEvents: number[]

  @column({ prepare: toJson })
  declare loketPermissions: LoketPermissions | null

  @column()
  declare createdByOrganizerId: number | null

  @column()
  declare teamAccessLevel: string

  @column.dateTime()
  declare deactivatedAt: DateTime | null

  @column()
  declare deactivatedBy: number | null

  @column()
  declare managerForAgentId: number | null

  @column()
  declare createdByAgentId: number | null

  @column()
  declare agentAssignedEvents: number[]

  @column()
  declare createdByVenueOperatorId: number | null

  @column()
  declare createdByAdminId: number | null

  @column()
  declare isSubAdmin: boolean

  /** The TOTP secret, encrypted (api/services/accounts/two_factor_service.ts); null while two-factor is off. */
  @column({ serializeAs: null })
  declare twoFactorSecret: string | null

  /** A secret offered by setup, not yet confirmed with a code (encrypted). */
  @column({ serializeAs: null })
  declare twoFactorPendingSecret: string | null

  @column.dateTime({ serializeAs: null })
  declare twoFactorEnabledAt: DateTime | null

  /** The newest accepted 30-second step: a code is accepted once. */
  @column({ serializeAs: null })
  declare twoFactorLastStep: string | null

  /** Deleted by its owner (migration 0108): personal fields replaced, no sign-in; the row stays for orders and reviews. */
  @column.dateTime({ serializeAs: null })
  declare erasedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  /** The organizer a manager / loket / scanner works for. */
  @belongsTo(() => User, { foreignKey: 'managerForOrganizerId' })
  declare managerForOrganizer: BelongsTo<typeof User>

  @belongsTo(() => User, { foreignKey: 'createdByOrganizerId' })
  declare createdByOrganizer: BelongsTo<typeof User>

  /** The agent an agent manager / agent loket works for. */
  @belongsTo(() => User, { foreignKey: 'managerForAgentId' })
  declare managerForAgent: BelongsTo<typeof User>

  @belongsTo(() => User, { foreignKey: 'createdByAgentId' })
  declare createdByAgent: BelongsTo<typeof User>

  @hasMany(() => User, { foreignKey: 'createdByOrganizerId' })
  declare organizerTeam: HasMany<typeof User>

  @hasMany(() => User, { foreignKey: 'createdByAgentId' })
  declare agentTeam: HasMany<typeof User>

  @hasMany(() => Venue, { foreignKey: 'ownerId' })
  declare venues: HasMany<typeof Venue>

  @hasMany(() => Event, { foreignKey: 'organizerId' })
  declare events: HasMany<typeof Event>

  /** Reviews about this user as organizer. */
  @hasMany(() => Review, { foreignKey: 'organizerId' })
  declare organizerReviews: HasMany<typeof Review>

  /** Reviews this user wrote. */
  @hasMany(() => Review, { foreignKey: 'reviewerId' })
  declare writtenReviews: HasMany<typeof Review>

  @hasMany(() => Like)
  declare likes: HasMany<typeof Like>

  @hasMany(() => Order, { foreignKey: 'buyerUserId' })
  declare orders: HasMany<typeof Order>

  /** Organization name, else first and last name (SPEC §2 organizer page). */
  get displayName(): string {
    return this.organizationName || [this.firstName, this.lastName].filter(Boolean).join(' ') || this.email
  }
}
