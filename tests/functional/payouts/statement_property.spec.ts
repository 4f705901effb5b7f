/*
 * The statement against a direct count, for random data (fast-check, fixed seed; STATEMENT_SEED for another): random
 * orders over every channel, provider, payment method and status, refunds done and still due, agent commissions
 * with their reversals, Ticketswitch resales and another organizer's sales, payouts, and a random period. Every figure
 * of GET /api/organizers/{id}/statement (in total, per channel, per event) and the balance must equal the sum worked
 * out here in whole cents from the rows as they were written, by the rule of docs/payouts.md.
 */
import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import fc from 'fast-check'
import db from '@adonisjs/lucid/services/db'
import type { OrganizerStatement, StatementFigures } from '#domain/organizer_statement'
import { calendarDay, surinameMidnight, calendarDate, surinameDay } from '#domain/event_date_filter'
import { createAccount } from '#tests/helpers/accounts'
import { freshToken } from '#tests/helpers/routes'
import { makeEvent, makeTicketType } from '#tests/functional/catalogue/catalogue_fixtures'
import { issueTickets } from '#tests/functional/orders/sales_fixtures'

const SEED = Number(process.env.STATEMENT_SEED ?? 20261129)
const RUNS = Number(process.env.STATEMENT_RUNS ?? 12)
const DAY = 86_400_000

type Channel = 'online' | 'loket' | 'agent' | 'ticketswitch'
type Status = 'paid' | 'free' | 'pending' | 'cancelled' | 'expired' | 'refunded'

interface OrderSpec {
  event: number
  channel: Channel
  provider: 'mollie' | 'uni5pay' | 'free'
  method: 'cash' | 'pin'
  status: Status
  refundRequired: boolean
  subtotal: number
  fees: [number, number, number]
  /** Days before now the money came in; null: never paid (a late payment keeps no paid_at). */
  paidDaysAgo: number | null
  createdDaysAgo: number
  refundedDaysAgo: number
  commissionRate: number
  reversed: boolean
  /** A paid order's refund of part of it through the refunds path: its state, its share in 1/1000 and when it ended. */
  partial: { status: 'succeeded' | 'pending' | 'failed'; share: number; feeShare: number; completedDaysAgo: number } | null
}

const orderSpec = fc.record({
  event: fc.integer({ min: 0, max: 2 }),
  channel: fc.constantFrom<Channel>('online', 'online', 'loket', 'agent', 'ticketswitch'),
  provider: fc.constantFrom('mollie', 'uni5pay', 'free') as fc.Arbitrary<'mollie' | 'uni5pay' | 'free'>,
  method: fc.constantFrom('cash', 'pin') as fc.Arbitrary<'cash' | 'pin'>,
  status: fc.constantFrom<Status>('paid', 'paid', 'paid', 'free', 'pending', 'cancelled', 'expired', 'refunded'),
  refundRequired: fc.boolean(),
  subtotal: fc.integer({ min: 0, max: 250_000 }),
  fees: fc.tuple(fc.integer({ min: 0, max: 5_000 }), fc.integer({ min: 0, max: 5_000 }), fc.integer({ min: 0, max: 1_000 })),
  paidDaysAgo: fc.option(fc.integer({ min: 0, max: 60 }), { nil: null, freq: 6 }),
  createdDaysAgo: fc.integer({ min: 0, max: 61 }),
  refundedDaysAgo: fc.integer({ min: 0, max: 30 }),
  commissionRate: fc.integer({ min: 0, max: 2_000 }),
  reversed: fc.boolean(),
  partial: fc.option(
    fc.record({
      status: fc.constantFrom('succeeded', 'succeeded', 'pending', 'failed') as fc.Arbitrary<'succeeded' | 'pending' | 'failed'>,
      share: fc.integer({ min: 0, max: 1000 }),
      feeShare: fc.integer({ min: 0, max: 1000 }),
      completedDaysAgo: fc.integer({ min: 0, max: 30 }),
    }),
    { nil: null, freq: 2 }
  ),
})

const scenario = fc.record({
  orders: fc.array(orderSpec, { minLength: 1, maxLength: 18 }),
  payouts: fc.array(fc.record({ cents: fc.integer({ min: 1, max: 80_000 }), daysAgo: fc.integer({ min: 0, max: 60 }) }), { maxLength: 3 }),
  from: fc.option(fc.integer({ min: 0, max: 70 }), { nil: null }),
  to: fc.option(fc.integer({ min: 0, max: 70 }), { nil: null }),
})

const cents = (value: number) => (value / 100).toFixed(2)

/** The statement's channel of an order, or null when its money is not the organizer's or no money moved. */
function channelOf(order: OrderSpec): string | null {
  if (order.channel === 'ticketswitch') return null
  if (order.channel === 'online') return order.provider === 'free' ? null : `online_${order.provider}`
  if (order.channel === 'loket') return `loket_${order.method}`
  return 'agent'
}

interface Written {
  spec: OrderSpec
  eventId: number
  total: number
  moment: number
  refundedAt: number | null
  /** The ledger rows of an agent sale: [amount in cents, when]. */
  ledger: [number, number][]
  /** The refund row written for `partial`: ticket and fee cents, when it completed (null while pending). */
  refund: { tickets: number; fees: number; completedAt: number | null } | null
  ours: boolean
}

interface Counted {
  orders: number
  gross: number
  platform: number
  payment: number
  refunds: number
  refundedFees: number
  refundsDue: number
  commissions: number
  owedByPlatform: number
  heldByOrganizer: number
  heldByAgents: number
}

const zero = (): Counted => ({
  orders: 0,
  gross: 0,
  platform: 0,
  payment: 0,
  refunds: 0,
  refundedFees: 0,
  refundsDue: 0,
  commissions: 0,
  owedByPlatform: 0,
  heldByOrganizer: 0,
  heldByAgents: 0,
})

/** The rule of docs/payouts.md, applied to one written order within [start, end). */
function count(into: Counted, order: Written, start: number, end: number) {
  const channel = channelOf(order.spec)
  if (!order.ours || !channel || order.total <= 0) return
  const within = (at: number | null) => at !== null && at >= start && at < end
  const { spec } = order
  const moneyIn = spec.status === 'paid' || spec.status === 'refunded' || spec.refundRequired
  const delta = zero()
  if (moneyIn && within(order.moment)) {
    delta.orders = 1
    delta.gross = spec.subtotal
    delta.platform = spec.fees[0]
    delta.payment = spec.fees[1] + spec.fees[2]
  }
  if (spec.status === 'refunded' && within(order.refundedAt)) {
    delta.refunds = spec.subtotal
    delta.refundedFees = spec.fees[0] + spec.fees[1] + spec.fees[2]
  }
  if (spec.refundRequired && spec.status !== 'refunded' && within(order.moment)) delta.refundsDue = spec.subtotal
  if (order.refund && spec.partial?.status === 'succeeded' && within(order.refund.completedAt)) {
    delta.refunds += order.refund.tickets
    delta.refundedFees += order.refund.fees
  }
  if (order.refund && spec.partial?.status === 'pending' && within(order.moment)) delta.refundsDue += order.refund.tickets
  for (const [amount, at] of order.ledger) if (within(at)) delta.commissions += amount
  const net = delta.gross - delta.refunds - delta.refundsDue - delta.commissions
  if (channel.startsWith('online')) delta.owedByPlatform = net
  else if (channel.startsWith('loket')) delta.heldByOrganizer = net
  else delta.heldByAgents = net
  for (const key of Object.keys(delta) as (keyof Counted)[]) into[key] += delta[key]
}

function asFigures(counted: Counted): StatementFigures {
  return {
    orders: counted.orders,
    gross: cents(counted.gross),
    // The property's orders carry no discount code.
    discounts: '0.00',
    fees: { platform: cents(counted.platform), payment: cents(counted.payment), total: cents(counted.platform + counted.payment) },
    refunds: cents(counted.refunds),
    refundedFees: cents(counted.refundedFees),
    refundsDue: cents(counted.refundsDue),
    commissions: cents(counted.commissions),
    net: cents(counted.gross - counted.refunds - counted.refundsDue - counted.commissions),
    owedByPlatform: cents(counted.owedByPlatform),
    heldByOrganizer: cents(counted.heldByOrganizer),
    heldByAgents: cents(counted.heldByAgents),
  }
}

/** Writes one order as the channels leave it (with its tickets when issued, its ledger rows when an agent's). */
async function writeOrder(
  spec: OrderSpec,
  eventId: number,
  typeId: number,
  agent: { agentId: number; partnershipId: number; organizerId: number },
  listingTicket: number
) {
  const now = Date.now()
  // A realistic order: refunded ones are no longer refundRequired; free ones move no money.
  const status = spec.status
  const refundRequired = status === 'refunded' || status === 'free' ? false : spec.refundRequired
  const subtotal = status === 'free' ? 0 : spec.subtotal
  const fees: [number, number, number] = spec.channel === 'online' && subtotal > 0 ? spec.fees : [0, 0, 0]
  const total = subtotal + fees[0] + fees[1] + fees[2]
  const provider =
    spec.channel === 'online' ? (subtotal === 0 ? 'free' : spec.provider) : spec.channel === 'ticketswitch' ? 'uni5pay' : spec.channel
  const created = now - spec.createdDaysAgo * DAY - 60_000
  const paidAt =
    status === 'paid' || status === 'refunded' || status === 'free'
      ? now - (spec.paidDaysAgo ?? 0) * DAY
      : spec.paidDaysAgo === null
        ? null
        : now - spec.paidDaysAgo * DAY
  const refundedAt = status === 'refunded' ? Math.min(now, (paidAt ?? created) + spec.refundedDaysAgo * DAY) : null
  let listingId: number | null = null
  if (spec.channel === 'ticketswitch') {
    const [listing] = await db
      .table('ticketswitch_listings')
      .insert({
        original_ticket_id: listingTicket,
        event_id: eventId,
        ticket_type_id: typeId,
        seller_email: 'verkoper@example.sr',
        listing_price: '1.00',
        original_price: '1.00',
        payout_amount: '1.00',
        is_active: false,
      })
      .returning('id')
    listingId = listing.id
  }
  const [order] = await db
    .table('orders')
    .insert({
      order_number: `P-${randomUUID().slice(0, 12)}`,
      event_id: eventId,
      buyer_name: 'Koper Eigenschap',
      buyer_email: 'koper@example.sr',
      subtotal: cents(subtotal),
      platform_fee: cents(fees[0]),
      payment_fee: cents(fees[1]),
      payment_fee_btw: cents(fees[2]),
      total: cents(total),
      status,
      payment_provider: provider,
      payment_method: spec.channel === 'loket' || spec.channel === 'agent' ? spec.method : null,
      channel: spec.channel,
      ticketswitch_listing_id: listingId,
      agent_id: spec.channel === 'agent' ? agent.agentId : null,
      refund_required: refundRequired,
      paid_at: paidAt === null ? null : new Date(paidAt),
      refunded_at: refundedAt === null ? null : new Date(refundedAt),
      created_at: new Date(created),
      tickets_delivered_at: new Date(created),
      lines: JSON.stringify([{ ticketTypeId: typeId, quantity: 1 }]),
    })
    .returning('id')
  const ledger: [number, number][] = []
  const moment = paidAt ?? created
  if (spec.channel === 'agent' && (status === 'paid' || status === 'refunded' || (status === 'cancelled' && spec.reversed))) {
    // The ledger's rounding is its own (half up); the statement sums the stored amounts.
    const commission = Math.floor((2 * total * spec.commissionRate + 10_000) / 20_000)
    const rows: [string, number, number][] = [['sale', commission, moment]]
    if (status === 'refunded') rows.push(['reversal', -commission, refundedAt!])
    if (status === 'cancelled') rows.push(['reversal', -commission, Math.min(now, moment + DAY)])
    for (const [entryType, amount, at] of rows) {
      await db.table('agent_commissions').insert({
        order_id: order.id,
        entry_type: entryType,
        agent_id: agent.agentId,
        organizer_id: agent.organizerId,
        partnership_id: agent.partnershipId,
        sale_total: cents(entryType === 'sale' ? total : -total),
        commission_percentage: (spec.commissionRate / 100).toFixed(2),
        commission_amount: cents(amount),
        created_at: new Date(at),
      })
      ledger.push([amount, at])
    }
  }
  let refund: Written['refund'] = null
  if (spec.partial && status === 'paid' && total > 0) {
    const tickets = Math.floor((subtotal * spec.partial.share) / 1000)
    const feeCents = Math.floor(((fees[0] + fees[1] + fees[2]) * spec.partial.feeShare) / 1000)
    const completedAt = spec.partial.status === 'pending' ? null : Math.min(now, moment + spec.partial.completedDaysAgo * DAY)
    await db.table('refunds').insert({
      order_id: order.id,
      tickets_amount: cents(tickets),
      fee_amount: cents(feeCents),
      amount: cents(tickets + feeCents),
      currency: 'SRD',
      status: spec.partial.status,
      method: provider === 'mollie' || provider === 'uni5pay' ? provider : spec.channel === 'online' ? 'manual' : spec.method,
      reason: 'Eigenschap',
      failure_reason: spec.partial.status === 'failed' ? 'Geweigerd' : null,
      idempotency_key: randomUUID(),
      completed_at: completedAt === null ? null : new Date(completedAt),
    })
    refund = { tickets, fees: feeCents, completedAt }
  }
  return { total, moment, refundedAt, ledger, refund, spec: { ...spec, status, refundRequired, subtotal, fees } }
}

test.group('Organizer statement: every figure equals a direct count (property)', () => {
  test('random orders, refunds, commissions, resales and payouts over a random period', async ({ client, assert }) => {
    let checked = 0
    await fc.assert(
      fc.asyncProperty(scenario, async ({ orders, payouts, from, to }) => {
        await db.beginGlobalTransaction()
        try {
          const organizer = await createAccount({ role: 'organizer' })
          const stranger = await createAccount({ role: 'organizer' })
          const agentUser = await createAccount({ role: 'agent' })
          const [partnership] = await db
            .table('agent_partnerships')
            .insert({
              agent_id: agentUser.id,
              organizer_id: organizer.id,
              status: 'approved',
              commission_percentage: '10.00',
              permissions: JSON.stringify({ canSellAllEvents: true, allowedEventIds: [], allowedTicketTypeIds: [] }),
            })
            .returning('id')
          const agent = { agentId: agentUser.id, partnershipId: partnership.id, organizerId: organizer.id }
          const events = [
            await makeEvent({ organizerId: organizer.id, title: 'Een' }),
            await makeEvent({ organizerId: organizer.id, title: 'Twee' }),
            await makeEvent({ organizerId: stranger.id, title: 'Van een ander' }),
          ]
          const types = await Promise.all(events.map((event) => makeTicketType(event.id, { price: '10.00', maxQuantity: 1000 })))
          // A ticket to list on Ticketswitch (its order is not one of the counted ones: it is free).
          const [source] = await db
            .table('orders')
            .insert({
              order_number: `P-${randomUUID().slice(0, 12)}`,
              event_id: events[0].id,
              buyer_name: 'Houder',
              subtotal: '0.00',
              total: '0.00',
              status: 'free',
              payment_provider: 'free',
              channel: 'online',
              paid_at: new Date(),
              lines: JSON.stringify([{ ticketTypeId: types[0].id, quantity: 1 }]),
            })
            .returning('id')
          await issueTickets(source.id, types[0], 1)
          const [listingTicket] = await db.from('tickets').where('order_id', source.id).select('id')

          const written: Written[] = []
          for (const spec of orders) {
            const event = events[spec.event]
            const result = await writeOrder(spec, event.id, types[spec.event].id, agent, listingTicket.id)
            written.push({ ...result, eventId: event.id, ours: spec.event < 2 })
          }
          const payoutMoments: [number, number][] = []
          for (const payout of payouts) {
            const at = Date.now() - payout.daysAgo * DAY
            await db.table('organizer_payouts').insert({
              organizer_id: organizer.id,
              amount: cents(payout.cents),
              reference: `REF-${payout.cents}`,
              covers_until: new Date(at),
              paid_at: new Date(at),
            })
            payoutMoments.push([payout.cents, at])
          }

          // The period: Suriname days so many days ago, both included, the earlier one first.
          const today = surinameDay(new Date())
          const [first, last] = from !== null && to !== null && to > from ? [to, from] : [from, to]
          const fromDay = first === null ? null : calendarDate(today - first)
          const toDay = last === null ? null : calendarDate(today - last)
          const start = fromDay ? surinameMidnight(calendarDay(fromDay)!).getTime() : -Infinity
          const end = toDay ? surinameMidnight(calendarDay(toDay)! + 1).getTime() : Infinity

          const query = new URLSearchParams()
          if (fromDay) query.set('from', fromDay)
          if (toDay) query.set('to', toDay)
          const response = await client.get(`/api/organizers/${organizer.id}/statement?${query}`).bearerToken(await freshToken(organizer))
          assert.equal(response.status(), 200, response.text())
          const statement = response.body().data as OrganizerStatement

          const total = zero()
          const perChannel = new Map<string, Counted>()
          const perEvent = new Map<number, Counted>()
          for (const order of written) {
            count(total, order, start, end)
            const channel = channelOf(order.spec)
            if (channel) {
              if (!perChannel.has(channel)) perChannel.set(channel, zero())
              count(perChannel.get(channel)!, order, start, end)
            }
            if (!perEvent.has(order.eventId)) perEvent.set(order.eventId, zero())
            count(perEvent.get(order.eventId)!, order, start, end)
          }
          assert.deepEqual(statement.total, asFigures(total))
          for (const line of statement.channels) {
            const { channel, holder, ...figures } = line
            void holder
            assert.deepEqual(figures, asFigures(perChannel.get(channel) ?? zero()), channel)
          }
          const expectedEvents = [...perEvent].filter(([, c]) => Object.values(c).some((v) => v !== 0))
          assert.sameMembers(
            statement.events.map((line) => line.eventId),
            expectedEvents.map(([id]) => id)
          )
          for (const line of statement.events) {
            const { eventId, title, startDate, ...figures } = line
            void title
            void startDate
            assert.deepEqual(figures, asFigures(perEvent.get(eventId)!), `event ${eventId}`)
          }

          // All time: what the platform owed, minus every payout.
          const allTime = zero()
          for (const order of written) count(allTime, order, -Infinity, Infinity)
          const paidAll = payoutMoments.reduce((sum, [amount]) => sum + amount, 0)
          const paidInPeriod = payoutMoments.filter(([, at]) => at >= start && at < end).reduce((sum, [amount]) => sum + amount, 0)
          assert.equal(statement.owedToDate, cents(allTime.owedByPlatform))
          assert.equal(statement.paidOutToDate, cents(paidAll))
          assert.equal(statement.balance, cents(allTime.owedByPlatform - paidAll))
          assert.equal(statement.paidOut, cents(paidInPeriod))
          assert.lengthOf(statement.payouts, payoutMoments.filter(([, at]) => at >= start && at < end).length)
          checked++
        } finally {
          await db.rollbackGlobalTransaction()
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true }
    )
    assert.equal(checked, RUNS, 'every run compared a statement')
  }).timeout(300_000)
})
