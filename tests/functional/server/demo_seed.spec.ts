import { test } from '@japa/runner'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import { seedDemoData } from '#database/demo/seed_demo_data'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#database/demo/accounts'
import { DEMO_UPLOADS_DIR } from '#database/demo/images'
import { DISTRICTS } from '#domain/districts'
import { SALE_STATUSES, availableNow, isLowStock, saleStatus } from '#domain/sale_status'
import { venueSizeBand } from '#domain/venue_size'
import User from '#models/user'
import Venue from '#models/venue'
import Event from '#models/event'
import TicketType from '#models/ticket_type'
import AgentPartnership from '#models/agent_partnership'

const COUNTED_TABLES = [
  'users',
  'venues',
  'events',
  'ticket_types',
  'reviews',
  'likes',
  'orders',
  'tickets',
  'agent_partnerships',
  'agent_notifications',
  'loket_shifts',
  'venue_bookings',
  'currency_rates',
  'event_categories',
  'venue_facilities',
  'ticketswitch_listings',
]

async function tableCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of COUNTED_TABLES) {
    const [{ count }] = await db.from(table).count('* as count')
    counts[table] = Number(count)
  }
  return counts
}

/** '/uploads/demo/x.svg' → the file under .data/uploads/demo/. */
function fileOf(url: string): string {
  return fileURLToPath(new URL(url.replace(/^\/uploads\/demo\//, ''), DEMO_UPLOADS_DIR))
}

test.group('demo data', (group) => {
  let afterFirst: Record<string, number>

  group.setup(async () => {
    await seedDemoData()
    afterFirst = await tableCounts()
    await seedDemoData()
  })

  test('a second run adds nothing', async ({ assert }) => {
    assert.deepEqual(await tableCounts(), afterFirst)
    // The demo accounts' venues, events and ticket types: other suites' records share the database.
    const demo = `SELECT id FROM users WHERE email IN (${DEMO_ACCOUNTS.map(() => '?').join(', ')})`
    const emails = DEMO_ACCOUNTS.map((a) => a.email)
    const duplicates = await db.rawQuery(
      `
      SELECT 'venue' AS kind, name AS key FROM venues WHERE owner_id IN (${demo}) GROUP BY name HAVING COUNT(*) > 1
      UNION ALL SELECT 'event', title FROM events WHERE organizer_id IN (${demo}) GROUP BY title HAVING COUNT(*) > 1
      UNION ALL SELECT 'ticket type', tt.event_id || '/' || tt.name FROM ticket_types tt JOIN events e ON e.id = tt.event_id
        WHERE e.organizer_id IN (${demo}) GROUP BY tt.event_id, tt.name HAVING COUNT(*) > 1`,
      [...emails, ...emails, ...emails]
    )
    assert.lengthOf(duplicates.rows, 0)
  })

  test('has one account per role', async ({ assert }) => {
    const roles = DEMO_ACCOUNTS.map((a) => a.role)
    assert.sameMembers(roles, [
      'user',
      'admin',
      'organizer',
      'agent',
      'agent_manager',
      'manager',
      'loket_medewerker',
      'agent_loket_medewerker',
      'scanner',
      'venue_operator',
      'venue_owner',
    ])
    for (const account of DEMO_ACCOUNTS) {
      const user = await User.findByOrFail('email', account.email)
      assert.equal(user.role, account.role, account.email)
      assert.isTrue(user.isVerified && user.isEmailVerified && user.isPhoneVerified)
      assert.match(user.phone ?? '', /^\+5978\d{6}$/)
    }
    const admin = await User.findByOrFail('email', 'admin@demo.sr')
    assert.notProperty(admin.serialize(), 'password')
  })

  test('every demo account has a hash and salt of its own (argon2id), each verifying the demo password', async ({ assert }) => {
    const hashes = (await User.query().whereILike('email', '%@demo.sr')).map((user) => user.password)
    assert.isAtLeast(hashes.length, DEMO_ACCOUNTS.length)
    assert.lengthOf(new Set(hashes), hashes.length, 'no two demo accounts share a hash')
    assert.lengthOf(new Set(hashes.map((h) => h.split('$')[4])), hashes.length, 'nor a salt')
    for (const stored of hashes) {
      assert.match(stored, /^\$argon2id\$/)
      assert.isTrue(await hash.verify(stored, DEMO_PASSWORD))
    }
  })

  test('links organizer and agent staff to their boss', async ({ assert }) => {
    const organizer = await User.findByOrFail('email', 'organizer@demo.sr')
    const agent = await User.findByOrFail('email', 'agent@demo.sr')
    const manager = await User.findByOrFail('email', 'manager@demo.sr')
    const loket = await User.findByOrFail('email', 'loket@demo.sr')
    const agentLoket = await User.findByOrFail('email', 'agent-loket@demo.sr')
    assert.equal(manager.managerForOrganizerId, organizer.id)
    assert.equal(loket.createdByOrganizerId, organizer.id)
    assert.isAbove(loket.loketAssignedEvents.length, 0)
    assert.deepEqual(loket.loketPermissions?.allowedEventIds, loket.loketAssignedEvents)
    assert.equal(agentLoket.createdByAgentId, agent.id)
    // The agent seller's assigned events, each of an organizer with an approved partnership.
    assert.lengthOf(agentLoket.agentAssignedEvents, 2)
    const organizersOfAssigned = await Event.query().whereIn('id', agentLoket.agentAssignedEvents).select('organizer_id')
    const approved = await AgentPartnership.query().where('agent_id', agent.id).where('status', 'approved')
    for (const event of organizersOfAssigned) {
      assert.include(
        approved.map((p) => p.organizerId),
        event.organizerId
      )
    }
    assert.isNotEmpty(organizer.organizationName)
    assert.isNotEmpty(organizer.kkfNumber)
  })

  test('has at least 12 venues across all districts and size bands, with real image files', async ({ assert }) => {
    const venues = await Venue.all()
    assert.isAtLeast(venues.length, 12)
    assert.sameMembers([...new Set(venues.map((v) => v.district))], [...DISTRICTS])
    assert.sameMembers([...new Set(venues.map((v) => venueSizeBand(v.maxCapacity)))], ['small', 'medium', 'large', 'extra_large'])
    assert.sameMembers([...new Set(venues.map((v) => v.geocodeStatus))], ['ok', 'pending', 'failed', 'partial'])
    assert.isTrue(venues.some((v) => !v.isApproved))
    assert.isTrue(venues.some((v) => !v.isActive))
    assert.isTrue(venues.some((v) => v.priceAmount === null || Number(v.priceAmount) === 0))
    assert.isTrue(venues.some((v) => v.customAmenities.length > 3))
    assert.isTrue(venues.some((v) => v.images.length === 0))
    for (const venue of venues) {
      assert.isAtMost(venue.images.length, 6)
      for (const url of venue.images) {
        assert.match(url, /^\/uploads\/demo\/venue-\d+-\d+\.svg$/)
        assert.isTrue(existsSync(fileOf(url)), url)
      }
      if (venue.geocodeStatus === 'failed') assert.isNotEmpty(venue.geocodeError)
    }
    const settings = await db.from('platform_settings').where('id', 1).firstOrFail()
    assert.isTrue(existsSync(fileOf(settings.logo_url)))
    assert.isTrue(existsSync(fileOf(settings.favicon_url)))
  })

  test('has at least 30 events, upcoming and past, in every category', async ({ assert }) => {
    // Dated events only: a draft made by another spec (only a title so far) has no dates yet.
    const events = (await Event.all()).filter((e) => e.startDate && e.endDate)
    assert.isAtLeast(events.length, 30)
    const now = Date.now()
    assert.isTrue(events.some((e) => e.endDate.toMillis() > now))
    assert.isTrue(events.some((e) => e.endDate.toMillis() < now))
    assert.isTrue(events.some((e) => !e.isPublished))
    assert.isTrue(events.some((e) => e.endDate.diff(e.startDate, 'days').days > 1))
    const categories = await db.from('event_categories').where('is_active', true).select('name')
    const used = new Set(events.map((e) => (e.category ?? '').toLowerCase()))
    for (const { name } of categories) assert.isTrue(used.has(name.toLowerCase()), `category ${name} unused`)
    for (const event of events) {
      for (const url of event.images) assert.isTrue(existsSync(fileOf(url)), url)
    }
  })

  test('every public demo event at a venue someone else runs has its day confirmed by that venue', async ({ assert }) => {
    const demo = `SELECT id FROM users WHERE email IN (${DEMO_ACCOUNTS.map(() => '?').join(', ')})`
    const { rows } = await db.rawQuery(
      `SELECT e.title, EXISTS (SELECT 1 FROM venue_bookings b WHERE b.event_id = e.id AND b.venue_id = e.venue_id AND b.status = 'confirmed') AS confirmed
       FROM events e JOIN venues v ON v.id = e.venue_id JOIN users operator ON operator.id = v.owner_id
       WHERE e.organizer_id IN (${demo}) AND e.is_published AND e.cancelled_at IS NULL
         AND operator.role IN ('venue_operator', 'venue_owner') AND v.owner_id <> e.organizer_id`,
      DEMO_ACCOUNTS.map((a) => a.email)
    )
    assert.isAtLeast(rows.length, 10)
    assert.deepEqual(
      rows.filter((row: { confirmed: boolean }) => !row.confirmed).map((row: { title: string }) => row.title),
      []
    )
  })

  test('ticket types show every sale status, a nearly sold-out one and every user-limit kind', async ({ assert }) => {
    const types = await TicketType.all()
    const statuses = new Set(types.map((t) => saleStatus(t)))
    assert.sameMembers([...statuses], [...SALE_STATUSES])
    assert.isTrue(types.some((t) => isLowStock(availableNow(t))))
    assert.sameMembers([...new Set(types.map((t) => t.hasUserLimit))], [true, false, null])
    assert.isTrue(types.some((t) => t.price === '0.00'))
  })

  test('cached ratings and counts agree with the reviews and likes', async ({ assert }) => {
    const mismatches = await db.rawQuery(`
      SELECT v.id FROM venues v
      WHERE v.cached_review_count <> (SELECT COUNT(*) FROM reviews r WHERE r.venue_id = v.id AND r.review_type = 'venue' AND r.review_status = 'approved')
         OR v.cached_like_count <> (SELECT COUNT(*) FROM likes l WHERE l.target_type = 'venue' AND l.target_id = v.id)`)
    assert.lengthOf(mismatches.rows, 0)
    const waterkant = await Venue.findByOrFail('name', 'Waterkant Podium')
    assert.isAbove(waterkant.cachedReviewCount, 0)
    assert.isAbove(Number(waterkant.cachedAverageRating), 0)
    const organizer = await User.findByOrFail('email', 'organizer@demo.sr')
    assert.isAbove(organizer.cachedFollowerCount, 0)
    const [{ count: pending }] = await db.from('reviews').whereNull('responded_at').count('* as count')
    assert.isAbove(Number(pending), 0)
  })

  // The agent dashboard is not empty, and every demo agent sale has its ledger line.
  test('the demo agent’s sales have their ledger lines, commission half up at the partnership’s rate', async ({ assert }) => {
    const { rows } = await db.rawQuery(`
      SELECT o.order_number, o.total::text AS total, c.commission_amount::text AS commission,
             round(o.total * p.commission_percentage / 100, 2)::text AS expected
      FROM orders o
      LEFT JOIN agent_commissions c ON c.order_id = o.id AND c.entry_type = 'sale'
      LEFT JOIN agent_partnerships p ON p.id = c.partnership_id
      WHERE o.channel = 'agent' AND o.order_number LIKE 'DEMO-%'`)
    assert.isAtLeast(rows.length, 3)
    for (const row of rows) assert.equal(row.commission, row.expected, row.order_number)
    const { rows: settled } = await db.rawQuery("SELECT count(*)::int AS n FROM agent_settlements WHERE reference = 'Kwitantie 0042'")
    assert.equal(settled[0].n, 1)
  })
  // A demo event in the future has one ticket for sale and one resold with the payout owed.
  test('Ticketswitch: one listing for sale, one sold with a fresh ticket and its payout owed; the old ticket stays resold', async ({
    assert,
  }) => {
    const { rows } = await db.rawQuery(`
      SELECT l.is_active, l.is_sold, l.listing_price::text AS price, l.resale_fee::text AS fee, l.payout_amount::text AS payout,
             l.payout_status, e.start_date > now() AS upcoming, old.is_valid AS old_valid,
             old.transferred_to_ticketswitch AS old_transferred, fresh.is_valid AS new_valid, fresh.qr_code <> old.qr_code AS new_code,
             sale.status::text AS sale_status, sale.channel AS sale_channel, sale.tickets_delivered_at IS NOT NULL AS delivered
      FROM ticketswitch_listings l JOIN events e ON e.id = l.event_id JOIN tickets old ON old.id = l.original_ticket_id
      JOIN orders o ON o.id = old.order_id AND o.order_number = 'DEMO-1005'
      LEFT JOIN tickets fresh ON fresh.id = l.new_ticket_id LEFT JOIN orders sale ON sale.id = l.order_id
      ORDER BY l.id`)
    assert.lengthOf(rows, 2)
    const [forSale, sold] = rows
    assert.containsSubset(forSale, {
      is_active: true,
      is_sold: false,
      price: '140.00',
      payout_status: 'none',
      upcoming: true,
      old_valid: true,
    })
    assert.containsSubset(sold, {
      is_sold: true,
      price: '150.00',
      fee: '7.50',
      payout: '142.50',
      payout_status: 'owed',
      old_valid: false,
      old_transferred: true,
      new_valid: true,
      new_code: true,
      sale_status: 'paid',
      sale_channel: 'ticketswitch',
      delivered: true,
    })
    const pending = await db
      .from('outbox_messages')
      .where('kind', 'ticketswitch_sold')
      .whereIn('recipient', ['familie.biharie@demo.sr', '+5978200055'])
      .where('status', 'pending')
      .count('* as n')
    assert.equal(Number(pending[0].n), 0, 'demo data sends no mail')
  })

  test('the loket seller’s sales sit in one closed, numbered shift whose report counts them', async ({ assert }) => {
    const { rows } = await db.rawQuery(`
      SELECT s.report_number, s.expected_cash::text AS expected, s.opening_float::text AS float, s.difference::text AS difference,
             count(o.id)::int AS orders, coalesce(sum(o.total), 0)::text AS cash
      FROM loket_shifts s JOIN users u ON u.id = s.seller_id AND u.email = 'loket@demo.sr'
      LEFT JOIN orders o ON o.loket_shift_id = s.id AND o.channel = 'loket' AND o.payment_method = 'cash'
      GROUP BY s.id`)
    assert.lengthOf(rows, 1)
    const [shift] = rows
    assert.isAtLeast(shift.orders, 1)
    assert.equal(shift.report_number, 1)
    assert.equal(Number(shift.expected), Number(shift.float) + Number(shift.cash))
    assert.equal(Number(shift.difference), 0)
  })
})
