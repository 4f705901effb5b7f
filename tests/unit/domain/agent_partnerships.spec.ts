import { test } from '@japa/runner'
import {
  PARTNERSHIP_ACTIONS,
  commissionValue,
  nextPartnershipStatus,
  notificationAge,
  notificationParts,
  NOTIFICATION_TYPES,
  storedPartnershipPermissions,
  type PartnershipStatus,
} from '#domain/agent_partnerships'
import { notificationText as partnershipNotificationText } from '#exceptions/domain_texts'
import { storedNotificationFormat } from '../../../backoffice/src/layout/storedNotificationTexts.js'

test.group('Agent partnerships: the moves (domain/agent_partnerships.ts)', () => {
  test('pending → approved | rejected; approved → terminated or approved (update); nothing else', ({ assert }) => {
    const allowed: Record<string, string> = {}
    for (const status of ['pending', 'approved', 'rejected', 'terminated'] as PartnershipStatus[]) {
      for (const action of PARTNERSHIP_ACTIONS) {
        const next = nextPartnershipStatus(status, action)
        if (next) allowed[`${status}:${action}`] = next
      }
    }
    assert.deepEqual(allowed, {
      'pending:approve': 'approved',
      'pending:reject': 'rejected',
      'approved:terminate': 'terminated',
      'approved:update': 'approved',
    })
  })

  test('commission: 0-100 with at most two decimals, written with two', ({ assert }) => {
    assert.equal(commissionValue(7.5), '7.50')
    assert.equal(commissionValue('10'), '10.00')
    assert.equal(commissionValue(0), '0.00')
    assert.equal(commissionValue(100), '100.00')
    for (const bad of [-1, 100.01, '7.555', 'abc', '', 1000]) assert.isNull(commissionValue(bad), String(bad))
  })

  test('permissions: all events drop the lists; chosen ids sorted and once', ({ assert }) => {
    assert.deepEqual(storedPartnershipPermissions({ canSellAllEvents: true, allowedEventIds: [3] }), {
      canSellAllEvents: true,
      allowedEventIds: [],
      allowedTicketTypeIds: [],
    })
    assert.deepEqual(storedPartnershipPermissions({ canSellAllEvents: false, allowedEventIds: [5, 2, 5], allowedTicketTypeIds: [9] }), {
      canSellAllEvents: false,
      allowedEventIds: [2, 5],
      allowedTicketTypeIds: [9],
    })
  })

  test('the notification text names the organizer and quotes their message', ({ assert }) => {
    const text = partnershipNotificationText('partnership_terminated', 'Stichting X', '  Seizoen voorbij ')
    assert.equal(text.title, 'Partnerschap beëindigd')
    assert.include(text.message, 'Stichting X')
    assert.isTrue(text.message.endsWith('Bericht: "Seizoen voorbij"'))
    assert.notInclude(partnershipNotificationText('partnership_approved', 'Y', '  ').message, 'Bericht')
  })

  test('a stored text gives back its organizer and message, so the back office can say it in English', ({ assert }) => {
    for (const type of NOTIFICATION_TYPES) {
      for (const note of [null, 'Welkom "terug" — Bericht: "ja"\nTot ziens']) {
        // What the API stores, read back with the back office's copy of the stored format.
        const stored = partnershipNotificationText(type, 'Bar $& Co. heeft', note)
        assert.deepEqual(
          notificationParts(storedNotificationFormat(type), stored.message),
          { organizer: 'Bar $& Co. heeft', note },
          `${type} ${note}`
        )
      }
    }
    // Rows not made from the template (older or hand-written ones) are shown as they are.
    assert.isNull(
      notificationParts(storedNotificationFormat('partnership_rejected'), 'Tech Hub heeft je verzoek afgewezen: alleen online.')
    )
    assert.isNull(notificationParts(storedNotificationFormat('something_else'), 'X heeft je partnerschapsverzoek afgewezen.'))
  })
})

test.group('Agent notifications: age in the bell (SPEC §9)', () => {
  const now = new Date('2026-11-24T12:00:00Z')
  const ago = (ms: number) => new Date(now.getTime() - ms)

  test("'Nu' under one minute (and for a clock slightly ahead), then minutes, hours, days rounded down", ({ assert }) => {
    assert.deepEqual(notificationAge(ago(0), now), { unit: 'now' })
    assert.deepEqual(notificationAge(ago(59_999), now), { unit: 'now' })
    assert.deepEqual(notificationAge(ago(-30_000), now), { unit: 'now' })
    assert.deepEqual(notificationAge(ago(60_000), now), { unit: 'minutes', count: 1 })
    assert.deepEqual(notificationAge(ago(59 * 60_000 + 59_000), now), { unit: 'minutes', count: 59 })
    assert.deepEqual(notificationAge(ago(60 * 60_000), now), { unit: 'hours', count: 1 })
    assert.deepEqual(notificationAge(ago(23 * 3_600_000 + 3_599_000), now), { unit: 'hours', count: 23 })
    assert.deepEqual(notificationAge(ago(24 * 3_600_000), now), { unit: 'days', count: 1 })
    assert.deepEqual(notificationAge(now.toISOString().replace('12:00', '11:55'), now), { unit: 'minutes', count: 5 })
    assert.deepEqual(notificationAge(ago(38 * 86_400_000), now), { unit: 'days', count: 38 })
  })
})
