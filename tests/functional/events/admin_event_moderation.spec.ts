/*
 * Events: the admin's list of every organizer's events with filters (organizer, status, dates, title),
 * and unpublishing with a reason (required from admins; stored; the organizer told by e-mail through the outbox;
 * audited). The organizer's own unpublish stays as it was: no reason needed, no mail.
 */
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import Event from '#models/event'
import AuditChange from '#models/audit_change'
import VenueBooking from '#models/venue_booking'
import type User from '#models/user'
import { UNPUBLISH_REASON_REQUIRED } from '#services/events/organizer_event_service'
import { outboxMessagesTo } from '#tests/helpers/outbox'
import { freshToken } from '#tests/helpers/routes'
import { makeEvent, makeTicketType, makeUser, makeVenue, rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'

interface Actor {
  user: User
  token: string
}

async function actor(overrides: Partial<User> = {}): Promise<Actor> {
  const user = await makeUser(overrides)
  return { user, token: await freshToken(user) }
}

const unpublish = (client: ApiClient, who: Actor, id: number, body: object = {}) =>
  client.post(`/api/events/${id}/unpublish`).json(body).bearerToken(who.token)

const publicIds = async (client: ApiClient) => ((await client.get('/api/events/public')).body().data as { id: number }[]).map((e) => e.id)

const traces = (eventId: number) => AuditChange.query().where('entity_type', 'event').where('entity_id', eventId)

test.group('Admin events: unpublish with a reason', (group) => {
  rollbackEachTest(group)

  test('an admin without a reason gets 422 and nothing changes; with one the event goes offline, the organizer is mailed, audited', async ({
    client,
    assert,
  }) => {
    const admin = await actor({ role: 'admin', firstName: 'Moderator', lastName: 'Een' })
    const organizer = await makeUser({ role: 'organizer', organizationName: 'Kaseko Nights', firstName: 'Ravi' })
    const event = await makeEvent({ organizerId: organizer.id, title: 'Kaseko op de Waterkant' })
    assert.include(await publicIds(client), event.id)

    for (const body of [{}, { reason: '   ' }]) {
      const refused = await unpublish(client, admin, event.id, body)
      refused.assertStatus(422)
      assert.deepEqual(refused.body().errors, { reason: [UNPUBLISH_REASON_REQUIRED] })
    }
    ;(await unpublish(client, admin, event.id, { reason: 'x'.repeat(501) })).assertStatus(422)
    assert.isTrue((await Event.findOrFail(event.id)).isPublished)
    assert.lengthOf(await outboxMessagesTo(organizer.email), 0)
    assert.lengthOf(await traces(event.id), 0)

    const reason = 'De afbeeldingen zijn niet van de organisator (melding van een fotograaf).'
    const done = await unpublish(client, admin, event.id, { reason: `  ${reason} ` })
    done.assertStatus(200)
    assert.include(done.body().data, { status: 'draft', isPublished: false, unpublishReason: reason })
    assert.notInclude(await publicIds(client), event.id)
    const stored = await Event.findOrFail(event.id)
    assert.equal(stored.unpublishedBy, admin.user.id)
    assert.isNotNull(stored.unpublishedAt)

    const [mail] = await outboxMessagesTo(organizer.email)
    assert.equal(mail.kind, 'event_unpublished')
    assert.equal(mail.subject, 'Kaseko op de Waterkant is offline gehaald op SuriTickets')
    assert.include(mail.bodyText, 'Hallo Ravi,')
    assert.include(mail.bodyText, `Reden: ${reason}`)
    assert.include(mail.bodyText, '/organizer-dashboard#/events')

    const [trace] = await traces(event.id)
    assert.include(trace.toJSON(), { action: 'unpublish', reason, userId: admin.user.id })
    assert.deepEqual([trace.oldValues, trace.newValues], [{ isPublished: true }, { isPublished: false }])

    // Already offline: nothing more to tell.
    ;(await unpublish(client, admin, event.id, { reason: 'Nog eens' })).assertStatus(200)
    assert.lengthOf(await outboxMessagesTo(organizer.email), 1)
    assert.lengthOf(await traces(event.id), 1)
  })

  test('an event an admin took offline stays offline for its organizer (409); an admin publishes it again', async ({ client, assert }) => {
    const admin = await actor({ role: 'admin' })
    const organizer = await actor({ role: 'organizer' })
    const event = await makeEvent({ organizerId: organizer.user.id, venueId: (await makeVenue()).id })
    await makeTicketType(event.id)
    // The venue's operator has confirmed the day (publishing waits for that; organizer_events.spec.ts).
    await VenueBooking.create({
      venueId: event.venueId!,
      eventId: event.id,
      requestedBy: organizer.user.id,
      bookingDate: event.startDate.setZone('America/Paramaribo').startOf('day'),
      status: 'confirmed',
    })
    ;(await unpublish(client, admin, event.id, { reason: 'Misleidende prijs in de beschrijving' })).assertStatus(200)

    const refused = await client.post(`/api/events/${event.id}/publish`).bearerToken(organizer.token)
    refused.assertStatus(409)
    assert.equal(refused.body().code, 'EVENT_HELD_BY_PLATFORM')
    assert.notInclude(await publicIds(client), event.id)

    const republished = await client.post(`/api/events/${event.id}/publish`).bearerToken(admin.token)
    assert.equal(republished.status(), 200, JSON.stringify(republished.body()))
    assert.include(await publicIds(client), event.id)
    // The organizer's own later unpublish and publish are theirs again.
    ;(await unpublish(client, organizer, event.id)).assertStatus(200)
    ;(await client.post(`/api/events/${event.id}/publish`).bearerToken(organizer.token)).assertStatus(200)
  })

  test('the organizer takes their own event offline without a reason and gets no mail (a reason of before is replaced)', async ({
    client,
    assert,
  }) => {
    const organizer = await actor({ role: 'organizer', organizationName: 'Eigen Events' })
    const event = await makeEvent({ organizerId: organizer.user.id, unpublishReason: 'Oude reden', unpublishedAt: DateTime.now() })
    const done = await unpublish(client, organizer, event.id)
    done.assertStatus(200)
    assert.include(done.body().data, { isPublished: false, unpublishReason: null })
    assert.lengthOf(await outboxMessagesTo(organizer.user.email), 0)
    assert.equal((await traces(event.id))[0].action, 'unpublish')
  })
})

test.group('Admin events: the list with filters', (group) => {
  rollbackEachTest(group)

  test('organizer, status, dates (Suriname days, both included) and title; bad dates are a 422', async ({ client, assert }) => {
    const admin = await actor({ role: 'admin' })
    const organizer = await makeUser({ role: 'organizer', organizationName: 'Filter Events' })
    const day = (days: number, hour: number) => DateTime.now().setZone('America/Paramaribo').plus({ days }).set({ hour, minute: 0 })
    const soon = await makeEvent({ organizerId: organizer.id, title: 'Vroeg Feest', startDate: day(5, 20), endDate: day(5, 23) })
    const later = await makeEvent({ organizerId: organizer.id, title: 'Laat Feest', startDate: day(20, 20), endDate: day(20, 23) })
    const draft = await makeEvent({ organizerId: organizer.id, title: 'Concept', isPublished: false })
    const cancelled = await makeEvent({ organizerId: organizer.id, title: 'Afgelast', isPublished: false, cancelledAt: DateTime.now() })
    await makeEvent({ title: 'Van een ander' })

    const list = async (filter: Record<string, unknown>, extra: Record<string, string> = {}) => {
      const response = await client
        .get('/api/admin/events')
        .qs({ filter: JSON.stringify(filter), ...extra })
        .bearerToken(admin.token)
      response.assertStatus(200)
      return response.body() as { data: { id: number; organizerName: string }[]; total: number }
    }
    const mine = await list({ organizerId: organizer.id })
    assert.sameMembers(
      mine.data.map((row) => row.id),
      [soon.id, later.id, draft.id, cancelled.id]
    )
    assert.equal(mine.total, 4)
    assert.equal(mine.data[0].organizerName, 'Filter Events')
    const ids = async (filter: Record<string, unknown>, extra?: Record<string, string>) =>
      (await list(filter, extra)).data.map((row) => row.id)
    assert.sameMembers(await ids({ organizerId: organizer.id, status: 'published' }), [soon.id, later.id])
    assert.deepEqual(await ids({ organizerId: organizer.id, status: 'draft' }), [draft.id])
    assert.deepEqual(await ids({ organizerId: organizer.id, status: 'cancelled' }), [cancelled.id])
    const date = (days: number) => day(days, 12).toISODate()
    assert.deepEqual(await ids({ organizerId: organizer.id, from: date(5), to: date(5) }), [soon.id])
    // The draft and the cancelled one are dated in 10 days (catalogue_fixtures.ts makeEvent).
    assert.sameMembers(await ids({ organizerId: organizer.id, from: date(6) }), [later.id, draft.id, cancelled.id])
    assert.sameMembers(await ids({ organizerId: organizer.id, to: date(10) }), [soon.id, draft.id, cancelled.id])
    assert.deepEqual(await ids({ organizerId: organizer.id, q: 'laat f' }), [later.id])
    assert.deepEqual(await ids({ organizerId: organizer.id, status: 'published' }, { sort: 'startDate', order: 'ASC' }), [
      soon.id,
      later.id,
    ])
    assert.deepEqual((await list({ organizerId: organizer.id }, { perPage: '1', page: '2' })).data.length, 1)

    for (const filter of [{ from: '2026-02-30' }, { from: '2026-05-10', to: '2026-05-01' }, { status: 'weg' }]) {
      const refused = await client
        .get('/api/admin/events')
        .qs({ filter: JSON.stringify(filter) })
        .bearerToken(admin.token)
      refused.assertStatus(422)
    }
  })
})
