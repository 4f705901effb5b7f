/*
 * Exactly once at the door: gates scanning one ticket at the same instant get one `valid`, and a retried
 * request with its nonce gets the same answer, even while the first is still running. The control runs drop the
 * unique indexes that are the only protection (the service's inserts name no index) and must let a ticket in twice,
 * which proves these tests would catch the bug.
 */
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import { clearRateLimits, createAccount } from '#tests/helpers/accounts'
import { tokenOf } from '#tests/functional/orders/order_fixtures'
import { doorWithTickets, newNonce, validate, type Door } from '#tests/functional/check_ins/check_in_fixtures'

const GATES = 4
const TICKETS = 5

/** Every ticket scanned at GATES gates at once (one scanner each); the answers' statuses per ticket. */
async function rushGates(client: ApiClient): Promise<{ door: Door; statuses: string[][] }> {
  const door = await doorWithTickets(TICKETS)
  const tokens = await Promise.all(
    Array.from({ length: GATES }, async () => tokenOf(await createAccount({ role: 'scanner', createdByOrganizerId: door.user.id })))
  )
  const statuses = await Promise.all(
    door.tickets.map((ticket) =>
      Promise.all(
        tokens.map(async (token, gate) => {
          const response = await validate(client, token, {
            eventId: door.event.id,
            qrCode: ticket.qrCode,
            nonce: newNonce(),
            gate: `Poort ${gate}`,
          })
          return response.status() === 200 ? (response.body().status as string) : `HTTP ${response.status()}`
        })
      )
    )
  )
  return { door, statuses }
}

/** The same request sent `times` times at once (a device retrying before the first answer arrived). */
async function rushRetries(client: ApiClient, times: number) {
  const door = await doorWithTickets(1)
  const body = { eventId: door.event.id, qrCode: door.tickets[0].qrCode, nonce: newNonce(), gate: 'Poort A' }
  const responses = await Promise.all(Array.from({ length: times }, () => validate(client, door.scannerToken, body)))
  return responses.map((response) => (response.status() === 200 ? response.body().status : `HTTP ${response.status()}`))
}

test.group('Race: gates scanning one ticket at once', (group) => {
  group.each.setup(() => clearRateLimits())

  test(`${GATES} gates scanning each of ${TICKETS} tickets at once: exactly one valid per ticket, the others already_checked_in`, async ({
    client,
    assert,
  }) => {
    const { door, statuses } = await rushGates(client)
    for (const perTicket of statuses) {
      assert.equal(perTicket.filter((status) => status === 'valid').length, 1, perTicket.join())
      assert.equal(perTicket.filter((status) => status === 'already_checked_in').length, GATES - 1, perTicket.join())
    }
    const rows = await db.from('check_ins').where('event_id', door.event.id)
    assert.lengthOf(rows, TICKETS)
    const marked = await db.from('tickets').where('event_id', door.event.id).where('is_checked_in', true)
    assert.lengthOf(marked, TICKETS)
  })

  test('a request retried with its nonce while the first still runs gets the same answer, every time', async ({ client, assert }) => {
    for (let run = 0; run < 3; run++) assert.deepEqual(await rushRetries(client, 4), ['valid', 'valid', 'valid', 'valid'])
  })
})

test.group('Race control: without the unique indexes (the test bites)', (group) => {
  group.each.setup(() => clearRateLimits())
  group.each.teardown(async () => {
    // Keep one check-in per ticket (the first), then the indexes come back exactly as migration 0076 makes them.
    await db.rawQuery('DELETE FROM check_ins a USING check_ins b WHERE a.ticket_id = b.ticket_id AND a.id > b.id')
    await db.rawQuery('CREATE UNIQUE INDEX IF NOT EXISTS check_ins_one_per_ticket ON check_ins (ticket_id)')
    await db.rawQuery(
      'DELETE FROM check_in_answers a USING check_in_answers b WHERE a.user_id = b.user_id AND a.nonce = b.nonce AND a.ctid > b.ctid'
    )
    await db.rawQuery(
      'ALTER TABLE check_in_answers DROP CONSTRAINT IF EXISTS check_in_answers_pkey, ADD CONSTRAINT check_in_answers_pkey PRIMARY KEY (user_id, nonce)'
    )
  })

  test('without check_ins_one_per_ticket, gates at once let a ticket in more than once', async ({ client, assert }) => {
    await db.rawQuery('DROP INDEX check_ins_one_per_ticket')
    const { statuses } = await rushGates(client)
    const worst = Math.max(...statuses.map((perTicket) => perTicket.filter((status) => status === 'valid').length))
    assert.isAbove(worst, 1)
  })

  test('without the nonce’s key, a retry becomes a second scan (already_checked_in)', async ({ client, assert }) => {
    await db.rawQuery('ALTER TABLE check_in_answers DROP CONSTRAINT check_in_answers_pkey')
    const answers = await rushRetries(client, 4)
    assert.isTrue(
      answers.some((status) => status !== 'valid'),
      answers.join()
    )
  })
})
