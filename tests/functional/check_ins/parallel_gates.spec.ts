/*
 * Gates of one event check in side by side (`npm run bench:checkin`): a scan that has checked its ticket
 * in but not yet committed holds that ticket's row and nothing every other scan of the event needs. Before migration
 * 0077 the dashboard's running total (one event_sales_days row per event, channel and day) was updated by every
 * check-in, so the next gate waited for the open scan's commit. The organizer dashboard still counts them exactly
 * (tests/functional/organizers/).
 */
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { clearRateLimits } from '#tests/helpers/accounts'
import { doorWithTickets, scan } from '#tests/functional/check_ins/check_in_fixtures'
import { insertCheckIn, markTicket } from '#services/check_ins/scanned_ticket'
import type { OrganizerStats } from '#domain/organizer_stats'

/** Long enough for a request on a loaded machine; a scan that waits on a lock never answers before the rollback. */
const PATIENCE_MS = 10_000

test.group('Gates of one event: a scan in flight holds up no other ticket', (group) => {
  group.each.setup(() => clearRateLimits())

  test('another ticket of the same event is checked in while a scan at another gate is still open', async ({ client, assert }) => {
    const door = await doorWithTickets(2)
    const [first, second] = door.tickets
    const open = await db.transaction()
    let timer: NodeJS.Timeout | undefined
    try {
      // What the first gate's transaction holds just before its commit (check_in_service.validateTicket).
      const at = new Date()
      await insertCheckIn(open, {
        ticketId: first.id,
        eventId: door.event.id,
        gate: 'Poort A',
        deviceId: null,
        userId: door.scanner.id,
        scannedAt: at,
        source: 'online',
        nonce: 'in-flight',
      })
      await markTicket(open, first.id, at, door.scanner.id)

      const waited = new Promise<string>((resolve) => (timer = setTimeout(() => resolve('still waiting'), PATIENCE_MS)))
      const answer = scan(client, door, second.qrCode, { gate: 'Poort B' }).then((response) => response.body().status as string)
      assert.equal(await Promise.race([answer, waited]), 'valid')
      await open.commit()
    } finally {
      clearTimeout(timer)
      if (!open.isCompleted) await open.rollback()
    }

    const stats = await client.get(`/api/organizers/${door.user.id}/stats`).bearerToken(door.token)
    const data = stats.body().data as OrganizerStats
    assert.equal(data.kpis.checkedIn, 2)
    assert.equal(data.events.find((event) => event.id === door.event.id)!.checkedIn, 2)
  })
})
