import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import PlatformDailyStat from '#models/platform_daily_stat'

test.group('daily statistics models', () => {
  test('share the sales columns through their base class and keep money exact', async ({ assert }) => {
    const day = DateTime.fromISO('2026-11-01')
    const saved = await PlatformDailyStat.create({
      statDate: day,
      ticketsSold: 12,
      revenue: '1250.50',
      loketRevenue: '250.25',
      directRevenue: '1000.25',
      newUsers: 3,
    })
    try {
      const found = await PlatformDailyStat.findOrFail(saved.id)
      assert.equal(found.revenue, '1250.50')
      assert.equal(found.loketRevenue, '250.25')
      assert.equal(found.directRevenue, '1000.25')
      assert.equal(found.agentRevenue, '0.00')
      assert.equal(found.ticketsSold, 12)
      assert.equal(found.newUsers, 3)
      assert.equal(found.statDate.toISODate(), '2026-11-01')
    } finally {
      await saved.delete()
    }
  })
})
