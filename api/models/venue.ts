import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import type { GeocodeStatus, VenuePricePeriod } from '#enums/statuses'
import type { SocialMediaLinks } from '#models/user'
import User from '#models/user'
import Event from '#models/event'
import Review from '#models/review'
import VenueBooking from '#models/venue_booking'

const toJson = (value: unknown) => JSON.stringify(value)

/** Per image URL, its variants: { card, original, ... } → URL. */
export type ImageVariants = Record<string, Record<string, string>>

export interface VenueCustomProperties {
  adminFacilities?: Record<string, boolean>
  customAmenities?: string[]
  [key: string]: unknown
}

export default class Venue extends BaseModel {
  static table = 'venues'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare ownerId: number

  @column()
  declare name: string

  @column()
  declare description: string | null

  @column()
  declare website: string | null

  @column()
  declare streetName: string | null

  @column()
  declare houseNumber: string | null

  @column()
  declare neighborhood: string | null

  /** One of domain/districts DISTRICTS (lowercase). */
  @column()
  declare district: string | null

  @column()
  declare maxCapacity: number | null

  @column()
  declare parking: boolean

  @column()
  declare accessible: boolean

  @column()
  declare wifi: boolean

  @column()
  declare catering: boolean

  @column()
  declare kitchen: boolean

  @column()
  declare airConditioning: boolean

  @column()
  declare audioSystem: boolean

  @column()
  declare lighting: boolean

  /** decimal(12,2) as string; null or '0.00' means 'Prijs op aanvraag'. */
  @column()
  declare priceAmount: string | null

  @column()
  declare pricePeriod: VenuePricePeriod

  @column({ prepare: toJson })
  declare customAmenities: string[]

  @column({ prepare: toJson })
  declare customProperties: VenueCustomProperties

  @column()
  declare facilityIds: number[]

  /** Image URLs, first is the hero. */
  @column({ prepare: toJson })
  declare images: string[]

  @column({ prepare: toJson })
  declare imageVariants: ImageVariants

  /** decimal(9,6) as string. */
  @column()
  declare lat: string | null

  @column()
  declare lng: string | null

  @column()
  declare placeId: string | null

  @column()
  declare geocodeStatus: GeocodeStatus

  @column()
  declare geocodeAttempts: number

  @column()
  declare geocodeError: string | null

  @column()
  declare isApproved: boolean

  @column()
  declare isActive: boolean

  /** When the venue last asked for approval (registration, a significant change): the admin queue's order. */
  @column.dateTime({ autoCreate: true })
  declare submittedAt: DateTime

  @column.dateTime()
  declare approvedAt: DateTime | null

  @column()
  declare approvedBy: number | null

  /** Set with rejectionReason when an admin rejects it; cleared when it is approved or sent in again. */
  @column.dateTime()
  declare rejectedAt: DateTime | null

  @column()
  declare rejectedBy: number | null

  @column()
  declare rejectionReason: string | null

  @column.dateTime()
  declare deletedAt: DateTime | null

  @column()
  declare deletedBy: number | null

  @column({ prepare: toJson })
  declare socialMediaLinks: SocialMediaLinks

  @column()
  declare cachedAverageRating: string

  @column()
  declare cachedReviewCount: number

  @column()
  declare cachedLikeCount: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User, { foreignKey: 'ownerId' })
  declare owner: BelongsTo<typeof User>

  @hasMany(() => Event)
  declare events: HasMany<typeof Event>

  @hasMany(() => Review)
  declare reviews: HasMany<typeof Review>

  @hasMany(() => VenueBooking)
  declare bookings: HasMany<typeof VenueBooking>

  /** SPEC §4: public only when approved and active (and not deleted). */
  get isPublic(): boolean {
    return this.isApproved && this.isActive && this.deletedAt === null
  }
}
