/*
 * Cash shifts at the loket through the API: open with a float (one open shift per seller), running totals,
 * close with the counted cash (expected = float + cash sales − cash refunds; a difference needs a note), the numbered
 * report per payment method and ticket type, frozen by the database; who sees which shifts; report numbers unique
 * under concurrent closes; a sale holding the shift lock is in the report of a close that races it.
 */
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import LoketShift from '#models/loket_shift'
import type TicketType from '#models/ticket_type'
import type { LoketShiftRecord, ShiftReport, ShiftTotals } from '#domain/loket_shift'
import { openShiftFor } from '#services/loket/open_shift'
import { makeEvent, makeTicketType, makeUser, rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'
import { freshToken } from '#tests/helpers/routes'
import { loketOrder } from '#tests/functional/loket/loket_shift_fixtures'

interface Actor {
  user: User
  token: string
}

async function actor(role: string, overrides: Partial<User> = {}): Promise<Actor> {
  const user = await makeUser({ role: role as User['role'], firstName: 'Sita', lastName: role, ...overrides })
  return { user, token: await freshToken(user) }
}

/** An organizer with a loket seller, a manager and an event with two ticket types. */
async function counter() {
  const organizer = await actor('organizer', { organizationName: 'Stichting Kaseko' })
  const seller = await actor('loket_medewerker', { createdByOrganizerId: organizer.user.id })
  const manager = await actor('manager', { managerForOrganizerId: organizer.user.id })
  const event = await makeEvent({ organizerId: organizer.user.id, title: 'Kaseko Avond' })
  const regular = await makeTicketType(event.id, { name: 'Staan', price: '75.00' })
  const vip = await makeTicketType(event.id, { name: 'VIP', price: '250.50' })
  return { organizer, seller, manager, event, regular, vip }
}

const open = (client: ApiClient, who: Actor, body: object) =>
  client
    .post('/api/loket/shifts')
    .bearerToken(who.token)
    .json(body as never)
const close = (client: ApiClient, who: Actor, id: number, body: object) =>
  client
    .post(`/api/loket/shifts/${id}/close`)
    .bearerToken(who.token)
    .json(body as never)
const show = (client: ApiClient, who: Actor, id: number) => client.get(`/api/loket/shifts/${id}`).bearerToken(who.token)
const current = (client: ApiClient, who: Actor) => client.get('/api/loket/shifts/current').bearerToken(who.token)
const list = (client: ApiClient, who: Actor, filter: object = {}) =>
  client
    .get('/api/loket/shifts')
    .bearerToken(who.token)
    .qs({ filter: JSON.stringify(filter) })

async function openedShift(client: ApiClient, who: Actor, openingFloat: unknown = '100.00'): Promise<LoketShift> {
  const response = await open(client, who, { openingFloat })
  response.assertStatus(201)
  return LoketShift.findOrFail(response.body().data.id)
}

/** Cash: two paid sales (75 + 2×250.50 = 576.00 in all), one of 75 cancelled and given back; pin: one of 150; a pending and another shift's order. */
async function aDaysSales(shift: LoketShift, regular: TicketType, vip: TicketType, otherShift?: LoketShift) {
  await loketOrder({ shift, method: 'cash', lines: [{ type: regular, quantity: 1 }] })
  await loketOrder({ shift, method: 'cash', lines: [{ type: vip, quantity: 2 }] })
  await loketOrder({ shift, method: 'cash', lines: [{ type: regular, quantity: 1 }], status: 'cancelled' })
  await loketOrder({ shift, method: 'pin', lines: [{ type: regular, quantity: 2 }] })
  await loketOrder({ shift, method: 'cash', lines: [{ type: vip, quantity: 4 }], status: 'pending' })
  if (otherShift) await loketOrder({ shift: otherShift, method: 'cash', lines: [{ type: vip, quantity: 1 }] })
}

test.group('Loket shifts: opening', (group) => {
  rollbackEachTest(group)

  test('a seller opens a shift with a float (comma or point, exact to the cent) and sees it as current with zero totals', async ({
    client,
    assert,
  }) => {
    const { seller } = await counter()
    const none = await current(client, seller)
    none.assertStatus(200)
    assert.isNull(none.body().data)

    const response = await open(client, seller, { openingFloat: '150,5' })
    response.assertStatus(201)
    const record: LoketShiftRecord = response.body().data
    assert.equal(record.openingFloat, '150.50')
    assert.equal(record.status, 'open')
    assert.equal(record.sellerId, seller.user.id)

    const now = await current(client, seller)
    assert.equal(now.body().data.id, record.id)
    const totals: ShiftTotals = now.body().data.totals
    assert.include(totals, { openingFloat: '150.50', cashSales: '0.00', cashRefunds: '0.00', expectedCash: '150.50', orders: 0 })
  })

  test('a second open shift of the same seller is a 409 with a Dutch message; nothing new is stored', async ({ client, assert }) => {
    const { seller } = await counter()
    const first = await openedShift(client, seller)
    const second = await open(client, seller, { openingFloat: 50 })
    second.assertStatus(409)
    assert.equal(second.body().message, 'Je hebt al een open kassadienst. Sluit die eerst af voordat je een nieuwe opent.')
    assert.equal(second.body().openShiftId, first.id)
    const rows = await LoketShift.query().where('sellerId', seller.user.id)
    assert.lengthOf(rows, 1)
  })

  test('a bad float is a 422 on the field in Dutch, never a 500', async ({ client, assert }) => {
    const { seller } = await counter()
    const cases: [unknown, string][] = [
      [undefined, 'Vul het wisselgeld in de kassa bij het openen in (0 mag)'],
      ['veel', 'Vul een bedrag in, zoals 250 of 250,50'],
      [-5, 'Het bedrag kan niet negatief zijn'],
      ['12.345', 'Een bedrag heeft hoogstens 2 decimalen'],
      ['12345678901', 'Een bedrag heeft hoogstens 10 cijfers voor de komma'],
      [{ bedrag: 5 }, 'Vul een bedrag in, zoals 250 of 250,50'],
      [Number.MAX_VALUE, 'Vul een bedrag in, zoals 250 of 250,50'],
    ]
    for (const [openingFloat, message] of cases) {
      const response = await open(client, seller, openingFloat === undefined ? {} : { openingFloat })
      assert.equal(response.status(), 422, JSON.stringify(openingFloat))
      assert.deepEqual(response.body().errors, { openingFloat: [message] }, JSON.stringify(openingFloat))
    }
    assert.lengthOf(await LoketShift.query().where('sellerId', seller.user.id), 0)
  })

  test('a loket account that belongs to no organizer cannot open a shift (403, clear message)', async ({ client, assert }) => {
    const stray = await actor('loket_medewerker')
    const response = await open(client, stray, { openingFloat: 10 })
    response.assertStatus(403)
    assert.equal(response.body().message, 'Je account hoort niet bij een organisator, dus je kunt geen kassadienst openen.')
  })

  test('roles outside the loket cannot open shifts (scanner, user): 403', async ({ client }) => {
    const organizer = await actor('organizer')
    const scanner = await actor('scanner', { createdByOrganizerId: organizer.user.id })
    ;(await open(client, scanner, { openingFloat: 10 })).assertStatus(403)
    ;(await open(client, await actor('user'), { openingFloat: 10 })).assertStatus(403)
  })
})

test.group('Loket shifts: running totals and closing', (group) => {
  rollbackEachTest(group)

  test('expected cash = float + cash sales − cash refunds; pin, pending orders and other shifts stay out of the drawer', async ({
    client,
    assert,
  }) => {
    const { seller, organizer, regular, vip } = await counter()
    const shift = await openedShift(client, seller, '100.00')
    const otherSeller = await actor('loket_medewerker', { createdByOrganizerId: organizer.user.id })
    const otherShift = await openedShift(client, otherSeller, '0')
    await aDaysSales(shift, regular, vip, otherShift)

    const totals: ShiftTotals = (await current(client, seller)).body().data.totals
    // Cash taken: 75 + 501 + 75 (later given back) = 651; refunds 75; expected 100 + 651 − 75.
    assert.include(totals, { cashSales: '651.00', cashRefunds: '75.00', expectedCash: '676.00' })
    assert.deepEqual(totals.paymentMethods, [
      { method: 'cash', orders: 3, tickets: 4, amount: '651.00', refundedOrders: 1, refundedAmount: '75.00', netAmount: '576.00' },
      { method: 'pin', orders: 1, tickets: 2, amount: '150.00', refundedOrders: 0, refundedAmount: '0.00', netAmount: '150.00' },
    ])
    assert.include(totals, { orders: 3, tickets: 5, amount: '726.00' })
  })

  test('closing with the exact count: numbered report per payment method and ticket type, stored and shown to the organizer', async ({
    client,
    assert,
  }) => {
    const { seller, organizer, regular, vip } = await counter()
    const shift = await openedShift(client, seller, '100.00')
    await aDaysSales(shift, regular, vip)

    const response = await close(client, seller, shift.id, { countedCash: '676' })
    response.assertStatus(200)
    const record: LoketShiftRecord = response.body().data
    assert.include(record, {
      status: 'closed',
      reportNumber: 1,
      countedCash: '676.00',
      expectedCash: '676.00',
      difference: '0.00',
      note: null,
    })
    assert.equal(record.closedBy, seller.user.id)

    const report = (await show(client, organizer, shift.id)).body().data.totals as ShiftReport
    assert.equal(report.reportNumber, 1)
    assert.deepEqual(report.seller, { id: seller.user.id, name: 'Sita loket_medewerker' })
    assert.deepEqual(
      report.ticketTypes.map(({ ticketTypeName, eventTitle, tickets, amount }) => ({ ticketTypeName, eventTitle, tickets, amount })),
      [
        { ticketTypeName: 'Staan', eventTitle: 'Kaseko Avond', tickets: 3, amount: '225.00' },
        { ticketTypeName: 'VIP', eventTitle: 'Kaseko Avond', tickets: 2, amount: '501.00' },
      ]
    )
    assert.deepEqual(report.paymentMethods[1], {
      method: 'pin',
      orders: 1,
      tickets: 2,
      amount: '150.00',
      refundedOrders: 0,
      refundedAmount: '0.00',
      netAmount: '150.00',
    })
    // The stored row is the answer: never recomputed.
    const stored = await LoketShift.findOrFail(shift.id)
    assert.equal(stored.reportNumber, 1)
    assert.deepEqual(stored.report, report as never)
    assert.isNull(await current(client, seller).then((r) => r.body().data))
  })

  test('a difference without a note is a 422 naming the amount; nothing is closed; with a note it closes', async ({ client, assert }) => {
    const { seller, regular, vip } = await counter()
    const shift = await openedShift(client, seller, '100.00')
    await aDaysSales(shift, regular, vip)

    const short = await close(client, seller, shift.id, { countedCash: '671.00', note: '   ' })
    short.assertStatus(422)
    const message = 'Er is SRD 5,- te weinig geteld (verwacht: SRD 676,-). Geef een toelichting op het verschil.'
    assert.equal(short.body().message, message)
    assert.deepEqual(short.body().errors, { note: [message] })
    assert.equal(short.body().difference, '-5.00')
    const stillOpen = await LoketShift.findOrFail(shift.id)
    assert.isNull(stillOpen.closedAt)
    assert.isNull(stillOpen.reportNumber)

    const over = await close(client, seller, shift.id, { countedCash: 676.25 })
    over.assertStatus(422)
    assert.equal(over.body().message, 'Er is SRD 0,25 te veel geteld (verwacht: SRD 676,-). Geef een toelichting op het verschil.')

    const closed = await close(client, seller, shift.id, { countedCash: '671,00', note: 'Briefje van 5 teruggegeven zonder bon' })
    closed.assertStatus(200)
    assert.include(closed.body().data, { difference: '-5.00', note: 'Briefje van 5 teruggegeven zonder bon', reportNumber: 1 })
  })

  test('bad counts are a 422 in Dutch; a closed shift cannot be closed again (409)', async ({ client, assert }) => {
    const { seller } = await counter()
    const shift = await openedShift(client, seller, '20')
    const missing = await close(client, seller, shift.id, {})
    missing.assertStatus(422)
    assert.deepEqual(missing.body().errors, { countedCash: ['Vul het getelde kasgeld in'] })
    const long = await close(client, seller, shift.id, { countedCash: '20', note: 'x'.repeat(1001) })
    assert.deepEqual(long.body().errors, { note: ['De toelichting mag hoogstens 1000 tekens hebben'] })

    ;(await close(client, seller, shift.id, { countedCash: '20' })).assertStatus(200)
    const again = await close(client, seller, shift.id, { countedCash: '25', note: 'nog eens' })
    again.assertStatus(409)
    assert.equal(again.body().message, 'Deze kassadienst is al afgesloten. Het rapport kan niet meer worden gewijzigd.')
  })

  test('a closed shift is frozen by the database: an UPDATE or DELETE fails, whoever runs it', async ({ client, assert }) => {
    const { seller } = await counter()
    const shift = await openedShift(client, seller, '20')
    ;(await close(client, seller, shift.id, { countedCash: '20' })).assertStatus(200)
    const savepoint = async (sql: string) => {
      await db.rawQuery('SAVEPOINT frozen')
      try {
        await db.rawQuery(sql, [shift.id])
        return 'changed'
      } catch (error) {
        await db.rawQuery('ROLLBACK TO SAVEPOINT frozen')
        return (error as Error).message
      }
    }
    assert.match(
      await savepoint("UPDATE loket_shifts SET counted_cash = 999, note = 'later' WHERE id = ?"),
      /is closed and cannot be changed/
    )
    assert.match(await savepoint('DELETE FROM loket_shifts WHERE id = ?'), /is closed and cannot be changed/)
    const stored = await LoketShift.findOrFail(shift.id)
    assert.equal(stored.countedCash, '20.00')
  })

  test('the organizer’s manager may close a seller’s forgotten shift; closed_by says who counted', async ({ client, assert }) => {
    const { seller, manager } = await counter()
    const shift = await openedShift(client, seller, '40')
    const response = await close(client, manager, shift.id, { countedCash: '40' })
    response.assertStatus(200)
    assert.equal(response.body().data.closedBy, manager.user.id)
    assert.equal(response.body().data.closedByName, 'Sita manager')
  })
})

test.group('Loket shifts: who sees which shifts', (group) => {
  rollbackEachTest(group)

  test('a seller sees and closes only their own; another seller of the same organizer is refused', async ({ client, assert }) => {
    const { seller, organizer } = await counter()
    const colleague = await actor('loket_medewerker', { createdByOrganizerId: organizer.user.id })
    const mine = await openedShift(client, seller)
    const theirs = await openedShift(client, colleague)

    ;(await show(client, seller, theirs.id)).assertStatus(403)
    ;(await close(client, seller, theirs.id, { countedCash: '100' })).assertStatus(403)
    const own = await list(client, seller)
    assert.deepEqual(
      own.body().data.map((row: LoketShiftRecord) => row.id),
      [mine.id]
    )
    // Naming a colleague in the filter shows nothing of theirs.
    assert.deepEqual((await list(client, seller, { sellerId: colleague.user.id })).body().data, [])
    assert.isNull((await LoketShift.findOrFail(theirs.id)).closedAt)
  })

  test('the organizer and manager see every shift of their organizer, filtered by seller, status and date; never another organizer’s', async ({
    client,
    assert,
  }) => {
    const a = await counter()
    const b = await counter()
    const colleague = await actor('loket_medewerker', { createdByOrganizerId: a.organizer.user.id })
    const first = await openedShift(client, a.seller)
    const second = await openedShift(client, colleague)
    ;(await close(client, colleague, second.id, { countedCash: '100' })).assertStatus(200)
    const foreign = await openedShift(client, b.seller)

    for (const who of [a.organizer, a.manager]) {
      const all = await list(client, who)
      all.assertStatus(200)
      assert.sameMembers(
        all.body().data.map((row: LoketShiftRecord) => row.id),
        [first.id, second.id]
      )
      assert.equal(all.body().total, 2)
      const bySeller = await list(client, who, { sellerId: colleague.user.id })
      assert.deepEqual(
        bySeller.body().data.map((row: LoketShiftRecord) => row.id),
        [second.id]
      )
      const closedOnly = await list(client, who, { status: 'closed' })
      assert.deepEqual(
        closedOnly.body().data.map((row: LoketShiftRecord) => row.id),
        [second.id]
      )
      ;(await show(client, who, second.id)).assertStatus(200)
      ;(await show(client, who, foreign.id)).assertStatus(403)
      ;(await close(client, who, foreign.id, { countedCash: '100' })).assertStatus(403)
    }
    const today = new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10)
    assert.equal((await list(client, a.organizer, { from: today, to: today })).body().total, 2)
    assert.equal((await list(client, a.organizer, { from: '2020-01-01', to: '2020-01-31' })).body().total, 0)
    const badDate = await list(client, a.organizer, { from: '2026-02-30' })
    badDate.assertStatus(422)
    assert.deepEqual(badDate.body().errors, { from: ['Ongeldige datum: gebruik JJJJ-MM-DD'] })
    for (const query of [
      { sort: 'seller' },
      { perPage: 1000 },
      { page: 'x' },
      { filter: JSON.stringify({ sellerId: 'x' }) },
      { filter: JSON.stringify({ status: 'lost' }) },
    ]) {
      const response = await client.get('/api/loket/shifts').bearerToken(a.organizer.token).qs(query)
      assert.equal(response.status(), 422, JSON.stringify(query))
    }
    ;(await show(client, a.organizer, 987654321)).assertStatus(404)
    ;(await client.get('/api/loket/shifts/abc').bearerToken(a.organizer.token)).assertStatus(404)
  })
})

/** No global transaction: two closes must really run at once and commit. */
test.group('Loket shifts: concurrency', () => {
  test('two sellers of one organizer closing at the same moment get report numbers 1 and 2; another organizer starts at 1', async ({
    client,
    assert,
  }) => {
    const a = await counter()
    const b = await counter()
    const sellers = [a.seller, await actor('loket_medewerker', { createdByOrganizerId: a.organizer.user.id }), b.seller]
    for (let round = 0; round < 3; round++) {
      const shifts = await Promise.all(sellers.map((seller) => openedShift(client, seller, '10')))
      const responses = await Promise.all(sellers.map((seller, n) => close(client, seller, shifts[n].id, { countedCash: '10' })))
      assert.deepEqual(
        responses.map((r) => r.status()),
        [200, 200, 200]
      )
    }
    const numbers = async (organizerId: number) =>
      (await LoketShift.query().where('organizerId', organizerId).orderBy('reportNumber')).map((shift) => shift.reportNumber)
    assert.deepEqual(await numbers(a.organizer.user.id), [1, 2, 3, 4, 5, 6])
    assert.deepEqual(await numbers(b.organizer.user.id), [1, 2, 3])
  })

  test('a sale holding the shift lock while the seller closes: the close waits and the sale is in the report', async ({
    client,
    assert,
  }) => {
    const { seller, regular } = await counter()
    const shift = await openedShift(client, seller, '0')
    const trx = await db.transaction()
    const locked = await openShiftFor(trx, seller.user.id)
    assert.equal(locked?.id, shift.id)
    // .then sends the request now (a japa request is sent when awaited): the close waits for the lock meanwhile.
    const closing = close(client, seller, shift.id, { countedCash: '75' }).then((response) => response)
    await new Promise((resolve) => setTimeout(resolve, 300))
    await loketOrder({ shift, method: 'cash', lines: [{ type: regular, quantity: 1 }] }, trx)
    await trx.commit()
    const response = await closing
    response.assertStatus(200)
    assert.include(response.body().data, { expectedCash: '75.00', difference: '0.00' })
    // A sale after the close finds no open shift.
    const after = await db.transaction()
    assert.isNull(await openShiftFor(after, seller.user.id))
    await after.rollback()
  })
})
