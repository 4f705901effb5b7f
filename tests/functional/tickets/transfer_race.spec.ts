/*
 * Passing tickets on under a rush, each with a control run: with the ticket's row lock switched off (and the unique
 * indexes that keep one successor per ticket dropped) the same rush must go wrong, which shows the test would see the
 * bug. With them: a transfer racing a check-in of the same ticket → one of the two; two transfers of one ticket at
 * once → one.
 */
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import { setTicketswitchLockingForTests } from '#services/ticketswitch/row_locking'
import { clearRateLimits } from '#tests/helpers/accounts'
import { scan } from '#tests/functional/check_ins/check_in_fixtures'
import { resaleDoor } from '#tests/functional/ticketswitch/ticketswitch_fixtures'
import { friend, transfer } from '#tests/functional/tickets/transfer_fixtures'

const TICKETS = 12
const SUCCESSOR_INDEXES = {
  tickets_one_successor:
    'CREATE UNIQUE INDEX tickets_one_successor ON tickets (transferred_from_ticket_id) WHERE transferred_from_ticket_id IS NOT NULL',
  ticket_transfers_from_ticket_id_unique:
    'ALTER TABLE ticket_transfers ADD CONSTRAINT ticket_transfers_from_ticket_id_unique UNIQUE (from_ticket_id)',
}

async function dropSuccessorIndexes() {
  await db.rawQuery('DROP INDEX IF EXISTS tickets_one_successor')
  await db.rawQuery('ALTER TABLE ticket_transfers DROP CONSTRAINT IF EXISTS ticket_transfers_from_ticket_id_unique')
}

/** The control runs' double transfers stay as evidence, with their extra successors moved out of the way. */
async function restoreSuccessorIndexes() {
  await dropSuccessorIndexes()
  await db.rawQuery(`UPDATE tickets SET transferred_from_ticket_id = NULL, is_valid = false WHERE id IN (
    SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY transferred_from_ticket_id ORDER BY id) AS n FROM tickets
                    WHERE transferred_from_ticket_id IS NOT NULL) made WHERE n > 1)`)
  await db.rawQuery(`DELETE FROM ticket_transfers WHERE id IN (
    SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY from_ticket_id ORDER BY id) AS n FROM ticket_transfers) made WHERE n > 1)`)
  for (const statement of Object.values(SUCCESSOR_INDEXES)) await db.rawQuery(statement)
}

/** Runs `attempt` up to three times with the lock and indexes off; true once it went wrong. */
async function controlGoesWrong(attempt: () => Promise<boolean>): Promise<boolean> {
  setTicketswitchLockingForTests(false)
  await dropSuccessorIndexes()
  try {
    for (let run = 0; run < 3; run++) if (await attempt()) return true
    return false
  } finally {
    setTicketswitchLockingForTests(true)
    await restoreSuccessorIndexes()
  }
}

/** Each ticket is passed on by its holder while the scanner scans its code, all at once. */
async function transferVersusScan(client: ApiClient) {
  const door = await resaleDoor(TICKETS)
  return Promise.all(
    door.tickets.map(async (ticket) => {
      const [passed, answer] = await Promise.all([
        transfer(client, ticket.id, { token: door.sellerToken }, friend()),
        scan(client, door, ticket.qrCode),
      ])
      const successors = await db.from('tickets').where('transferred_from_ticket_id', ticket.id).count('* as n')
      return {
        transferred: passed.status() === 201,
        refusedWith: passed.status() === 201 ? null : (passed.body().code as string),
        admitted: answer.body().status === 'valid',
        scanStatus: answer.body().status as string,
        successors: Number(successors[0].n),
      }
    })
  )
}

/** Each ticket is passed on twice at the same moment, to two different friends. */
async function doubleTransfer(client: ApiClient) {
  const door = await resaleDoor(TICKETS)
  return Promise.all(
    door.tickets.map(async (ticket) => {
      const answers = await Promise.all([
        transfer(client, ticket.id, { token: door.sellerToken }, friend()),
        transfer(client, ticket.id, { token: door.sellerToken }, friend({ firstName: 'Tweede' })),
      ])
      const valid = await db.from('tickets').where('transferred_from_ticket_id', ticket.id).where('is_valid', true).count('* as n')
      return { statuses: answers.map((a) => a.status()), codes: answers.map((a) => a.body().code), validSuccessors: Number(valid[0].n) }
    })
  )
}

test.group('Passing tickets on: races', (group) => {
  group.each.setup(() => clearRateLimits())
  group.each.teardown(() => setTicketswitchLockingForTests(true))

  test('passing a ticket on while it is scanned: one of the two, never both (control: both)', async ({ client, assert }) => {
    const outcomes = await transferVersusScan(client)
    for (const outcome of outcomes) {
      assert.isTrue(outcome.transferred !== outcome.admitted, JSON.stringify(outcome))
      // The loser hears why: the scan 'transferred', the transfer 'checked in'.
      if (outcome.transferred) assert.equal(outcome.scanStatus, 'transferred')
      else assert.equal(outcome.refusedWith, 'TRANSFER_CHECKED_IN')
      assert.equal(outcome.successors, outcome.transferred ? 1 : 0)
    }
    assert.isTrue(
      await controlGoesWrong(async () => (await transferVersusScan(client)).some((o) => o.transferred && o.admitted)),
      'the control run must pass on a ticket that was let in'
    )
  }).timeout(120_000)

  test('two transfers of one ticket at once: exactly one new ticket (control: two valid ones)', async ({ client, assert }) => {
    const outcomes = await doubleTransfer(client)
    for (const outcome of outcomes) {
      assert.sameMembers(outcome.statuses, [201, 409])
      assert.include(outcome.codes, 'TRANSFER_ALREADY_TRANSFERRED')
      assert.equal(outcome.validSuccessors, 1)
    }
    assert.isTrue(
      await controlGoesWrong(async () => (await doubleTransfer(client)).some((o) => o.validSuccessors > 1)),
      'the control run must make two valid tickets of one'
    )
  }).timeout(120_000)
})
