/*
 * Loads the demo data: people for every role, venues in all districts, events with ticket
 * types in every sale status, reviews, likes, partnerships, a few orders and currency rates.
 *
 * Called by the startup code only when the database has no users and demo data is wanted (development, or
 * DEMO_DATA=true outside production), and by `node ace db:seed`; never with NODE_ENV=production.
 * Idempotent on its own: everything is upserted by natural key (user email, venue name,
 * event title, ticket type name per event, order number, QR code, ...), so a second run
 * changes nothing but the dates, which follow "now". Runs in one transaction: a failure
 * leaves no half-seeded database behind.
 */
import { createHash } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { seedReferenceData } from '#database/seeders/reference_seeder'
import { DEMO_ADMIN_DEVICE_TOKEN, DEMO_PASSWORD, DEMO_TOTP_SECRET } from '#database/demo/accounts'
import { encryptSecret } from '#services/accounts/two_factor_service'
import { twoFactorRequired } from '#domain/two_factor'
import { DEMO_USERS, type DemoUser } from '#database/demo/users'
import { DEMO_VENUES } from '#database/demo/venues'
import { DEMO_EVENTS, type DemoEvent } from '#database/demo/events'
import { DEMO_LIKES, DEMO_REVIEWS } from '#database/demo/reviews'
import {
  DEMO_BOOKINGS,
  DEMO_CURRENCY_RATES,
  DEMO_LOKET_SHIFT,
  DEMO_NOTIFICATIONS,
  DEMO_ORDERS,
  DEMO_PARTNERSHIPS,
} from '#database/demo/business'
import LoketShift from '#models/loket_shift'
import { closeShiftIn, expectedCashOf } from '#services/loket/shift_service'
import { upsertAgentLedger } from '#database/demo/agent_ledger'
import { FAVICON_URL, LOGO_URL, variantsFor, writeDemoPictures } from '#database/demo/images'
import { eventScene, venueScene } from '#database/demo/scenes'
import { refreshCachedCounters } from '#database/demo/cached_counters'
import { seedTicketswitchDemo } from '#database/demo/ticketswitch'
import { isProduction } from '#config/production_checks'
import { cartSubtotalCents, centsToAmount } from '#domain/cart_total'
import { holdReason } from '#domain/reviews'
import User from '#models/user'
import Venue from '#models/venue'
import VenueFacility from '#models/venue_facility'
import Event from '#models/event'
import TicketType from '#models/ticket_type'
import Review from '#models/review'
import AgentPartnership from '#models/agent_partnership'
import AgentNotification from '#models/agent_notification'
import Order from '#models/order'
import Ticket from '#models/ticket'
import VenueBooking from '#models/venue_booking'
import { VENUE_OPERATOR_ROLES } from '#domain/venue_bookings'

export const DEMO_TIME_ZONE = 'America/Paramaribo'

export interface DemoSeedOptions {
  /** The moment the relative dates are computed from; default: now. */
  now?: DateTime
}

export interface DemoSeedReport {
  users: number
  venues: number
  events: number
  ticketTypes: number
  reviews: number
  orders: number
  tickets: number
}

export async function seedDemoData(options: DemoSeedOptions = {}): Promise<DemoSeedReport> {
  // Also through `node ace db:seed`: the demo accounts' password is published in the README.
  if (isProduction(process.env))
    throw new Error('Demo data is never loaded with NODE_ENV=production (its accounts have a published password).')
  const now = (options.now ?? DateTime.now()).setZone(DEMO_TIME_ZONE)

  const pictures = await writeDemoPictures([
    ...DEMO_VENUES.map((venue, i) => ({
      prefix: `venue-${i + 1}`,
      count: venue.imageCount,
      scene: (index: number) => venueScene(venue.outdoor ?? false, index),
      colors: venue.colors,
    })),
    ...DEMO_EVENTS.map((event, i) => ({
      prefix: `event-${i + 1}`,
      count: event.imageCount,
      scene: (index: number) => eventScene(event.category, index, event.title),
      colors: event.colors,
    })),
  ])
  const venuePictures = pictures.slice(0, DEMO_VENUES.length)
  const eventPictures = pictures.slice(DEMO_VENUES.length)

  const passwordHashes = await hashMissingDemoPasswords()

  const report = await db.transaction(async (trx) => {
    await seedReferenceData(trx)
    const users = await upsertUsers(trx, passwordHashes)
    const userId = (email: string) => required(users.get(email.toLowerCase()), `demo user ${email}`).id

    const venues = await upsertVenues(trx, userId, venuePictures)
    const venueId = (name: string) => required(venues.get(name), `demo venue ${name}`).id

    const { events, ticketTypes } = await upsertEvents(trx, now, userId, venueId, eventPictures)
    const eventByTitle = (title: string) => required(events.get(title), `demo event ${title}`)

    await linkTeams(trx, users, eventByTitle)
    const reviews = await upsertReviews(trx, now, userId, venueId, eventByTitle)
    await insertLikes(trx, userId, venueId, eventByTitle)
    await upsertPartnerships(trx, now, userId, eventByTitle)
    const { orders, tickets } = await upsertOrders(trx, now, userId, eventByTitle, ticketTypes)
    await keepResoldTicketsResold(trx)
    await upsertAgentLedger(trx, now, userId)
    await upsertBookings(trx, now, userId, venueId, eventByTitle)
    await confirmPublishedEventDays(trx)
    await insertCurrencyRates(trx)
    await setPlatformBranding(trx)
    await refreshCachedCounters(trx)

    return {
      users: users.size,
      venues: venues.size,
      events: events.size,
      ticketTypes: ticketTypes.size,
      reviews,
      orders,
      tickets,
    }
  })
  // Ticketswitch listings through the product's services, which open their own transactions.
  await seedTicketswitchDemo()
  return report
}

/** A demo ticket resold on Ticketswitch stays invalid and transferred when the orders are upserted again. */
async function keepResoldTicketsResold(trx: TransactionClientContract) {
  await trx
    .from('tickets')
    .whereIn('id', trx.from('ticketswitch_listings').where('is_sold', true).select('original_ticket_id'))
    .update({ is_valid: false, transferred_to_ticketswitch: true })
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Demo data refers to an unknown ${what}`)
  return value
}

/** Dutch time 'HH:mm' on the day `days` from today, in Suriname time. */
function at(now: DateTime, days: number, time: string): DateTime {
  const [hour, minute] = time.split(':').map(Number)
  return now.startOf('day').plus({ days }).set({ hour, minute, second: 0, millisecond: 0 })
}

function eventDates(now: DateTime, event: DemoEvent): { start: DateTime; end: DateTime } {
  const start = at(now, event.startInDays, event.startTime)
  let end = at(now, event.startInDays + (event.days ?? 1) - 1, event.endTime)
  // A night that ends at 02:00 ends the next day.
  if (end <= start) end = end.plus({ days: 1 })
  return { start, end }
}

// ── Users ────────────────────────────────────────────────────────────────────────────────

function profileOf(user: DemoUser) {
  return {
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    district: user.district,
    cityTown: user.cityTown ?? null,
    streetName: user.streetName ?? null,
    houseNumber: user.houseNumber ?? null,
    neighborhood: user.neighborhood ?? null,
    country: 'Suriname',
    organizationName: user.organizationName ?? null,
    companyName: user.companyName ?? null,
    businessDescription: user.businessDescription ?? null,
    kkfNumber: user.kkfNumber ?? null,
    btwnumber: user.btwnumber ?? null,
    website: user.website ?? null,
    businessContactFirstName: user.business?.contactFirstName ?? null,
    businessContactLastName: user.business?.contactLastName ?? null,
    businessPhone: user.business?.phone ?? null,
    businessStreetName: user.business?.streetName ?? null,
    businessHouseNumber: user.business?.houseNumber ?? null,
    businessNeighborhood: user.business?.neighborhood ?? null,
    businessDistrict: user.business?.district ?? null,
    socialMediaLinks: user.socialMediaLinks ?? {},
    registrationMethod: user.registrationMethod ?? 'email',
    isVerified: true,
    isEmailVerified: true,
    isPhoneVerified: true,
  } as const
}

/**
 * One argon2id hash per missing demo account, each with its own salt, so no two accounts share a hash
 * (about 0.5 s for all of them on 2 cores: `npm run bench:hash`). Accounts that exist keep theirs.
 */
async function hashMissingDemoPasswords(): Promise<Map<string, string>> {
  const emails = DEMO_USERS.map((u) => u.email.toLowerCase())
  const rows: { email: string }[] = await db.from('users').whereIn(db.raw('lower(email)'), emails).select(db.raw('lower(email) as email'))
  const existing = new Set(rows.map((row) => row.email))
  const missing = emails.filter((email) => !existing.has(email))
  return new Map(await Promise.all(missing.map(async (email) => [email, await hash.make(DEMO_PASSWORD)] as const)))
}

/** The demo admin's two-factor (published secret) and remembered device (published token): ./accounts.ts. */
async function turnOnDemoTwoFactor(trx: TransactionClientContract, user: User) {
  user.merge({ twoFactorSecret: encryptSecret(DEMO_TOTP_SECRET), twoFactorEnabledAt: DateTime.now() })
  await trx
    .insertQuery()
    .table('remembered_devices')
    .insert({
      user_id: user.id,
      token_hash: createHash('sha256').update(DEMO_ADMIN_DEVICE_TOKEN).digest('hex'),
      expires_at: DateTime.now().plus({ days: 365 }).toJSDate(),
    })
}

async function upsertUsers(trx: TransactionClientContract, passwordHashes: Map<string, string>): Promise<Map<string, User>> {
  const users = new Map<string, User>()
  for (const demo of DEMO_USERS) {
    let user = await User.query({ client: trx }).whereRaw('lower(email) = ?', [demo.email.toLowerCase()]).first()
    if (!user) {
      // Inserted with the query builder so that no model hook can hash the hash a second time.
      const [row] = await trx
        .insertQuery()
        .table('users')
        .insert({
          email: demo.email,
          password: required(passwordHashes.get(demo.email.toLowerCase()), `hash for ${demo.email}`),
          role: demo.role,
        })
        .returning('id')
      user = await User.findOrFail(row.id, { client: trx })
      if (twoFactorRequired(demo.role)) await turnOnDemoTwoFactor(trx, user)
    }
    // The password of an existing account is left alone: its owner may have changed it.
    user.merge(profileOf(demo))
    await user.save()
    users.set(demo.email.toLowerCase(), user)
  }
  return users
}

async function linkTeams(trx: TransactionClientContract, users: Map<string, User>, eventByTitle: (title: string) => Event) {
  for (const demo of DEMO_USERS) {
    const user = required(users.get(demo.email.toLowerCase()), demo.email)
    if (demo.organizerEmail) {
      const organizer = required(users.get(demo.organizerEmail), demo.organizerEmail)
      user.merge({ managerForOrganizerId: organizer.id, createdByOrganizerId: organizer.id, teamAccessLevel: 'full' })
    }
    if (demo.agentEmail) {
      const agent = required(users.get(demo.agentEmail), demo.agentEmail)
      user.merge({ managerForAgentId: agent.id, createdByAgentId: agent.id })
    }
    if (demo.loketEventTitles) {
      const eventIds = demo.loketEventTitles.map((title) => eventByTitle(title).id)
      user.merge({
        loketAssignedEvents: eventIds,
        loketPermissions: { canAccessAllEvents: false, allowedEventIds: eventIds, allowedTicketTypeIds: [] },
      })
    }
    if (demo.agentEventTitles) {
      user.merge({ agentAssignedEvents: demo.agentEventTitles.map((title) => eventByTitle(title).id) })
    }
    user.useTransaction(trx)
    await user.save()
  }
}

// ── Venues, events, ticket types ─────────────────────────────────────────────────────────

async function upsertVenues(
  trx: TransactionClientContract,
  userId: (email: string) => number,
  pictures: string[][]
): Promise<Map<string, Venue>> {
  const facilities = await VenueFacility.query({ client: trx })
  const facilityId = new Map(facilities.map((f) => [f.key, f.id]))
  const venues = new Map<string, Venue>()
  for (const [i, demo] of DEMO_VENUES.entries()) {
    const images = pictures[i]
    const has = (key: (typeof demo.amenities)[number]) => demo.amenities.includes(key)
    const venue = await Venue.updateOrCreate(
      { name: demo.name },
      {
        ownerId: userId(demo.ownerEmail),
        description: demo.description,
        website: demo.website ?? null,
        streetName: demo.streetName,
        houseNumber: demo.houseNumber,
        neighborhood: demo.neighborhood,
        district: demo.district,
        maxCapacity: demo.maxCapacity,
        parking: has('parking'),
        accessible: has('accessible'),
        wifi: has('wifi'),
        catering: has('catering'),
        kitchen: has('kitchen'),
        airConditioning: has('airConditioning'),
        audioSystem: has('audioSystem'),
        lighting: has('lighting'),
        priceAmount: demo.priceAmount,
        pricePeriod: demo.pricePeriod,
        customAmenities: demo.customAmenities,
        customProperties: {
          adminFacilities: Object.fromEntries(demo.amenities.map((key) => [key, true])),
          customAmenities: demo.customAmenities,
        },
        facilityIds: demo.amenities.map((key) => facilityId.get(key)).filter((id): id is number => id !== undefined),
        images,
        imageVariants: variantsFor(images),
        lat: demo.geocode.lat ?? null,
        lng: demo.geocode.lng ?? null,
        placeId: demo.geocode.lat ? `demo-place-${i + 1}` : null,
        geocodeStatus: demo.geocode.status,
        geocodeAttempts: demo.geocode.attempts,
        geocodeError: demo.geocode.error ?? null,
        isApproved: demo.isApproved,
        isActive: demo.isActive,
        deletedAt: null,
        deletedBy: null,
        socialMediaLinks: demo.socialMediaLinks ?? {},
      },
      { client: trx }
    )
    venues.set(demo.name, venue)
  }
  return venues
}

/** 'Kaseko Nacht aan de Waterkant', 1 → 'KNAW01'. */
function qrPrefix(title: string, index: number): string {
  const initials = title
    .split(/[\s:&-]+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .map((word) => word[0].toUpperCase())
    .join('')
    .slice(0, 4)
  return `${initials}${String(index + 1).padStart(2, '0')}`
}

async function upsertEvents(
  trx: TransactionClientContract,
  now: DateTime,
  userId: (email: string) => number,
  venueId: (name: string) => number,
  pictures: string[][]
): Promise<{ events: Map<string, Event>; ticketTypes: Map<string, TicketType> }> {
  const events = new Map<string, Event>()
  const ticketTypes = new Map<string, TicketType>()
  for (const [i, demo] of DEMO_EVENTS.entries()) {
    const { start, end } = eventDates(now, demo)
    const images = pictures[i]
    const event = await Event.updateOrCreate(
      { title: demo.title },
      {
        organizerId: userId(demo.organizerEmail),
        venueId: demo.venueName ? venueId(demo.venueName) : null,
        description: demo.description,
        category: demo.category,
        startDate: start,
        endDate: end,
        images,
        imageVariants: variantsFor(images),
        isPublished: demo.isPublished,
        qrCodePrefix: qrPrefix(demo.title, i),
      },
      { client: trx }
    )
    events.set(demo.title, event)

    for (const [order, type] of demo.ticketTypes.entries()) {
      const ticketType = await TicketType.updateOrCreate(
        { eventId: event.id, name: type.name },
        {
          description: type.description ?? null,
          price: type.price,
          maxQuantity: type.maxQuantity,
          quantitySold: type.quantitySold,
          saleStartDate: type.saleStartInDays !== undefined ? now.plus({ days: type.saleStartInDays }) : start.minus({ days: 60 }),
          saleEndDate: type.saleEndInDays !== undefined ? now.plus({ days: type.saleEndInDays }) : end,
          isActive: type.isActive ?? true,
          sortOrder: order + 1,
          hasUserLimit: type.hasUserLimit,
          maxPerUser: type.maxPerUser ?? null,
        },
        { client: trx }
      )
      ticketTypes.set(`${demo.title}\u0000${type.name}`, ticketType)
    }
  }
  return { events, ticketTypes }
}

// ── Reviews and likes ────────────────────────────────────────────────────────────────────

async function upsertReviews(
  trx: TransactionClientContract,
  now: DateTime,
  userId: (email: string) => number,
  venueId: (name: string) => number,
  eventByTitle: (title: string) => Event
): Promise<number> {
  for (const demo of DEMO_REVIEWS) {
    const target =
      demo.type === 'event'
        ? { eventId: eventByTitle(demo.target).id }
        : demo.type === 'venue'
          ? { venueId: venueId(demo.target) }
          : { organizerId: userId(demo.target) }
    const isGuest = demo.reviewerEmail === null
    const reviewerId = demo.reviewerEmail ? userId(demo.reviewerEmail) : null
    const guestName = isGuest ? (demo.guestName ?? 'Gast') : null
    const respondedAt = demo.respondedDaysAgo !== undefined ? now.minus({ days: demo.respondedDaysAgo }) : null
    // One review per person per target (migration 0084): the reviewer (or the guest's name) identifies the row.
    await Review.updateOrCreate(
      { reviewType: demo.type, ...target, ...(isGuest ? { guestName } : { reviewerId }) },
      {
        reviewerId,
        rating: demo.rating,
        comment: demo.comment,
        isVerified: demo.isVerified,
        isAutoGenerated: false,
        reviewStatus: respondedAt ? 'approved' : 'pending',
        isAnonymous: demo.isAnonymous ?? false,
        isGuest,
        guestName,
        guestEmail: isGuest ? `${(demo.guestName ?? 'gast').toLowerCase()}@gast.demo.sr` : null,
        respondedAt,
        moderatedAt: respondedAt,
        // What auto-moderation (on, minimum 1) says of it: null for the approved ones (the unit test checks).
        heldFor: holdReason(demo, DEMO_MODERATION),
        responseText: demo.response?.text ?? null,
        responseCreatedAt: demo.response && respondedAt ? respondedAt.plus({ hours: demo.response.hoursAfter }) : null,
        responseByName: demo.response ? responderName(demo) : null,
        createdAt: now.minus({ days: demo.writtenDaysAgo }),
      },
      { client: trx }
    )
  }
  return DEMO_REVIEWS.length
}

/** The platform defaults auto-moderation judged the demo reviews by. */
const DEMO_MODERATION = { autoModerationEnabled: true, reviewDisplayMinRating: 1 }

/** The name shown with a demo response: the venue, or the event's or reviewed organizer's organization. */
function responderName(demo: (typeof DEMO_REVIEWS)[number]): string {
  if (demo.type === 'venue') return demo.target
  const email = demo.type === 'organizer' ? demo.target : DEMO_EVENTS.find((event) => event.title === demo.target)?.organizerEmail
  const organizer = DEMO_USERS.find((user) => user.email === email)
  return organizer?.organizationName ?? [organizer?.firstName, organizer?.lastName].filter(Boolean).join(' ')
}

async function insertLikes(
  trx: TransactionClientContract,
  userId: (email: string) => number,
  venueId: (name: string) => number,
  eventByTitle: (title: string) => Event
) {
  const rows = DEMO_LIKES.map((like) => ({
    user_id: userId(like.userEmail),
    target_type: like.type,
    target_id: like.type === 'event' ? eventByTitle(like.target).id : like.type === 'venue' ? venueId(like.target) : userId(like.target),
  }))
  await trx.insertQuery().table('likes').multiInsert(rows).onConflict(['user_id', 'target_type', 'target_id']).ignore()
}

// ── Agents ───────────────────────────────────────────────────────────────────────────────

async function upsertPartnerships(
  trx: TransactionClientContract,
  now: DateTime,
  userId: (email: string) => number,
  eventByTitle: (title: string) => Event
) {
  const partnershipIds = new Map<string, number>()
  for (const demo of DEMO_PARTNERSHIPS) {
    const agentId = userId(demo.agentEmail)
    const organizerId = userId(demo.organizerEmail)
    const responded = demo.respondedDaysAgo !== undefined ? now.minus({ days: demo.respondedDaysAgo }) : null
    const partnership = await AgentPartnership.updateOrCreate(
      { agentId, organizerId },
      {
        status: demo.status,
        requestMessage: demo.requestMessage,
        responseMessage: demo.responseMessage ?? null,
        permissions: {
          canSellAllEvents: !demo.allowedEventTitles,
          allowedEventIds: (demo.allowedEventTitles ?? []).map((title) => eventByTitle(title).id),
          allowedTicketTypeIds: [],
        },
        commissionPercentage: demo.commissionPercentage,
        requestedAt: now.minus({ days: demo.requestedDaysAgo }),
        requestedBy: agentId,
        respondedAt: responded,
        respondedBy: responded ? organizerId : null,
      },
      { client: trx }
    )
    partnershipIds.set(demo.organizerEmail, partnership.id)
  }
  for (const demo of DEMO_NOTIFICATIONS) {
    await AgentNotification.updateOrCreate(
      { agentId: userId(demo.agentEmail), type: demo.type, title: demo.title },
      {
        organizerId: userId(demo.organizerEmail),
        message: demo.message,
        isRead: demo.isRead,
        relatedPartnershipId: partnershipIds.get(demo.organizerEmail) ?? null,
        createdAt: now.minus({ days: demo.daysAgo }),
      },
      { client: trx }
    )
  }
}

// ── Orders and tickets ───────────────────────────────────────────────────────────────────

async function upsertOrders(
  trx: TransactionClientContract,
  now: DateTime,
  userId: (email: string) => number,
  eventByTitle: (title: string) => Event,
  ticketTypes: Map<string, TicketType>
): Promise<{ orders: number; tickets: number }> {
  const scannerId = userId('scanner@demo.sr')
  const shift = await demoLoketShift(trx, now, userId)
  let tickets = 0
  for (const demo of DEMO_ORDERS) {
    const event = eventByTitle(demo.eventTitle)
    const lines = demo.lines.map((line) => ({
      ...line,
      type: required(ticketTypes.get(`${demo.eventTitle}\u0000${line.ticketTypeName}`), `ticket type ${line.ticketTypeName}`),
    }))
    const subtotal = centsToAmount(cartSubtotalCents(lines.map((line) => ({ price: line.type.price, quantity: line.quantity }))))
    const placedAt = now.minus({ days: demo.daysAgo })
    const order = await Order.updateOrCreate(
      { orderNumber: demo.orderNumber },
      {
        eventId: event.id,
        buyerUserId: demo.buyerAccountEmail ? userId(demo.buyerAccountEmail) : null,
        soldByUserId: demo.soldByEmail ? userId(demo.soldByEmail) : null,
        ...(demo.agentEmail
          ? { channel: 'agent' as const, agentId: userId(demo.agentEmail), paymentMethod: demo.paymentMethod ?? 'cash' }
          : {}),
        ...(demo.paymentProvider === 'loket' && !demo.agentEmail
          ? { channel: 'loket' as const, loketShiftId: shift?.id ?? null, paymentMethod: demo.paymentMethod ?? 'cash' }
          : {}),
        buyerName: demo.buyerName,
        buyerEmail: demo.buyerEmail,
        buyerPhone: demo.buyerPhone,
        contactMethod: demo.contactMethod,
        // Platform cost and payment fees default to 0 % and 0.00 (SPEC §9).
        subtotal,
        platformFee: '0.00',
        paymentFee: '0.00',
        paymentFeeBtw: '0.00',
        total: subtotal,
        currency: 'SRD',
        status: demo.status,
        paymentProvider: demo.paymentProvider,
        providerPaymentId:
          demo.paymentProvider === 'uni5pay' || demo.paymentProvider === 'mollie' ? `demo_${demo.orderNumber.toLowerCase()}` : null,
        paidAt: demo.status === 'paid' ? placedAt : null,
        // Demo orders never send mail: they count as delivered.
        ticketsDeliveredAt: placedAt,
        createdAt: placedAt,
      },
      { client: trx }
    )
    for (const [lineIndex, line] of lines.entries()) {
      for (let n = 1; n <= line.quantity; n++) {
        const secret = createHash('sha256').update(`${demo.orderNumber}:${lineIndex}:${n}`).digest('hex').slice(0, 16).toUpperCase()
        await Ticket.updateOrCreate(
          { qrCode: `${event.qrCodePrefix}-${secret}` },
          {
            orderId: order.id,
            eventId: event.id,
            ticketTypeId: line.type.id,
            buyerEmail: demo.buyerEmail,
            buyerName: demo.buyerName,
            buyerPhone: demo.buyerPhone,
            buyerIdentifier: demo.buyerEmail ?? demo.buyerPhone,
            contactMethod: demo.contactMethod,
            purchasePrice: line.type.price,
            isValid: true,
            isCheckedIn: demo.checkedIn ?? false,
            checkedInAt: demo.checkedIn ? event.startDate.plus({ minutes: 20 }) : null,
            checkedInBy: demo.checkedIn ? scannerId : null,
            transferredToTicketswitch: false,
            purchaseDate: placedAt,
          },
          { client: trx }
        )
        tickets++
      }
    }
  }
  if (shift && !shift.closedAt) {
    // Counted exactly: the report says no difference. Closed by the seller at the end of the day.
    const seller = await User.findOrFail(shift.sellerId, { client: trx })
    const countedCash = await expectedCashOf(trx, shift)
    await closeShiftIn(trx, shift, seller, { countedCash }, shift.openedAt.plus({ hours: DEMO_LOKET_SHIFT.hours }))
  }
  return { orders: DEMO_ORDERS.length, tickets }
}

/**
 * The loket seller's demo shift: the one made by an earlier seeding (closed then, so frozen), or a new open one that
 * upsertOrders fills and closes. A database whose seller opened a shift of their own before this demo shift existed
 * keeps it untouched (null: the demo's loket sales then belong to no shift).
 */
async function demoLoketShift(
  trx: TransactionClientContract,
  now: DateTime,
  userId: (email: string) => number
): Promise<LoketShift | null> {
  const sellerId = userId(DEMO_LOKET_SHIFT.sellerEmail)
  const earlier = await LoketShift.query({ client: trx }).where('sellerId', sellerId).orderBy('id').first()
  if (earlier) return earlier.closedAt ? earlier : null
  const seller = await User.findOrFail(sellerId, { client: trx })
  return LoketShift.create(
    {
      organizerId: seller.createdByOrganizerId!,
      sellerId,
      openingFloat: DEMO_LOKET_SHIFT.openingFloat,
      openedAt: now.minus({ days: DEMO_LOKET_SHIFT.daysAgo, hours: 1 }),
    },
    { client: trx }
  )
}

// ── Venue bookings, currency rates, branding ─────────────────────────────────────────────

async function upsertBookings(
  trx: TransactionClientContract,
  now: DateTime,
  userId: (email: string) => number,
  venueId: (name: string) => number,
  eventByTitle: (title: string) => Event
) {
  for (const demo of DEMO_BOOKINGS) {
    await VenueBooking.updateOrCreate(
      { venueId: venueId(demo.venueName), requestedBy: userId(demo.requestedByEmail), notes: demo.notes },
      {
        eventId: demo.eventTitle ? eventByTitle(demo.eventTitle).id : null,
        bookingDate: now.startOf('day').plus({ days: demo.inDays }),
        status: demo.status,
      },
      { client: trx }
    )
  }
}

/**
 * A public event at a venue someone else runs has had its day confirmed (publishing waits for that,
 * domain/venue_bookings.ts): every such demo event without a booking request of its own gets a confirmed one, so
 * no card shows 'Gepubliceerd' beside a request still waiting. Idempotent: an event with a request keeps it.
 */
async function confirmPublishedEventDays(trx: TransactionClientContract) {
  await trx.rawQuery(
    `INSERT INTO venue_bookings (venue_id, event_id, requested_by, booking_date, status, answered_at, answered_by, created_at, updated_at)
     SELECT e.venue_id, e.id, e.organizer_id, (e.start_date AT TIME ZONE 'America/Paramaribo')::date, 'confirmed', now(), v.owner_id, now(), now()
     FROM events e
     JOIN venues v ON v.id = e.venue_id
     JOIN users operator ON operator.id = v.owner_id
     WHERE e.is_published AND e.cancelled_at IS NULL AND e.start_date IS NOT NULL
       AND operator.role = ANY (?) AND v.owner_id <> e.organizer_id
       AND NOT EXISTS (SELECT 1 FROM venue_bookings b WHERE b.event_id = e.id AND b.status <> 'cancelled')
     ORDER BY e.id
     ON CONFLICT DO NOTHING`,
    [[...VENUE_OPERATOR_ROLES]]
  )
}

/** Admin data: only added when the pair has no rate yet (a pair keeps its history, migration 0070). */
async function insertCurrencyRates(trx: TransactionClientContract) {
  const stored = await trx.from('currency_rates').select('from_currency', 'to_currency')
  const known = new Set(stored.map((row) => `${row.from_currency}-${row.to_currency}`))
  const missing = DEMO_CURRENCY_RATES.filter((r) => !known.has(`${r.fromCurrency}-${r.toCurrency}`))
  if (missing.length === 0) return
  await trx
    .insertQuery()
    .table('currency_rates')
    .multiInsert(missing.map((r) => ({ from_currency: r.fromCurrency, to_currency: r.toCurrency, rate: r.rate, source: 'handmatig' })))
}

/** The demo logo and favicon, unless an admin has already chosen their own. */
async function setPlatformBranding(trx: TransactionClientContract) {
  await trx.from('platform_settings').where('id', 1).whereNull('logo_url').update({ logo_url: LOGO_URL })
  await trx.from('platform_settings').where('id', 1).whereNull('favicon_url').update({ favicon_url: FAVICON_URL })
}
