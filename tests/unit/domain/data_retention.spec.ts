import { test } from '@japa/runner'
import { RETENTION_KINDS, RETENTION_KIND_NAMES, SEVEN_YEARS_DAYS, retentionCutoff, retentionDaysProblem } from '#domain/data_retention'

test.group('Data retention rules', () => {
  test('the cutoff lies the period before now', ({ assert }) => {
    const now = new Date('2026-11-30T06:30:00Z')
    assert.equal(retentionCutoff(now, 30).toISOString(), '2026-10-31T06:30:00.000Z')
    assert.equal(retentionCutoff(now, SEVEN_YEARS_DAYS).toISOString(), '2019-11-30T06:30:00.000Z')
  })

  test('a period is refused outside its kind’s bounds and when not whole', ({ assert }) => {
    assert.isNull(retentionDaysProblem('analytics_events', 1))
    assert.deepEqual(retentionDaysProblem('analytics_events', 0), { code: 'RETENTION_DAYS_OUT_OF_RANGE', min: 1, max: 3650 })
    assert.isNull(retentionDaysProblem('guest_buyers', 365))
    assert.deepEqual(retentionDaysProblem('guest_buyers', 364), { code: 'RETENTION_DAYS_OUT_OF_RANGE', min: 365, max: 7305 })
    assert.isNotNull(retentionDaysProblem('outbox_messages', 6))
    assert.isNotNull(retentionDaysProblem('rate_limits', 1.5))
    // A kind this code does not know takes any whole period up to a hundred years.
    assert.isNull(retentionDaysProblem('someone_elses_table', 5))
  })

  test('every default lies within its own bounds; only guest buyers are anonymised', ({ assert }) => {
    for (const name of RETENTION_KIND_NAMES) {
      const kind = RETENTION_KINDS[name]
      assert.isNull(retentionDaysProblem(name, kind.defaultDays), name)
      assert.equal(kind.action, name === 'guest_buyers' ? 'anonymize' : 'delete', name)
    }
  })
})
