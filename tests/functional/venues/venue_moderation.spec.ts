/*
 * The admins' venue queue and moderation through the API. Approving makes a venue public at once,
 * rejecting needs a reason that reaches the operator by mail (outbox), deactivating and soft-deleting take it off
 * the public pages and out of the organizers' choice, and every change leaves an audit trace with before and after.
 */
import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import OutboxMessage from '#models/outbox_message'
import Venue from '#models/venue'
import { createAccount } from '#tests/helpers/accounts'
import { outboxMessagesTo } from '#tests/helpers/outbox'
import { makeVenue, rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'
import { auditOf, listQuery, person, publicIds } from '#tests/functional/venues/venue_helpers'

test.group('Admin venues: the approval queue and its filters', (group) => {
  rollbackEachTest(group)

  test('the queue lists waiting venues newest first with owner, district, capacity and images; each filter finds its own', async ({
    client,
    assert,
  }) => {
    const admin = await person('admin')
    const operator = await createAccount({ role: 'venue_operator', organizationName: 'Zalen Noord N.V.' })
    const tag = `Wachtrij-${randomUUID().slice(0, 6)}`
    const at = (hours: number) => DateTime.now().minus({ hours })
    const oldest = await makeVenue({ ownerId: operator.id, name: `${tag} oud`, isApproved: false, submittedAt: at(3) })
    const newest = await makeVenue({
      ownerId: operator.id,
      name: `${tag} nieuw`,
      isApproved: false,
      submittedAt: at(1),
      district: 'wanica',
      maxCapacity: 420,
      images: ['/demo/zaal.webp'],
    })
    const middle = await makeVenue({ ownerId: operator.id, name: `${tag} midden`, isApproved: false, submittedAt: at(2) })
    const approved = await makeVenue({ ownerId: operator.id, name: `${tag} goedgekeurd` })
    const rejected = await makeVenue({
      ownerId: operator.id,
      name: `${tag} afgewezen`,
      isApproved: false,
      rejectedAt: at(1),
      rejectionReason: 'Geen foto’s',
    })
    const inactive = await makeVenue({ ownerId: operator.id, name: `${tag} inactief`, isActive: false })
    const deleted = await makeVenue({ ownerId: operator.id, name: `${tag} weg`, isApproved: false, deletedAt: at(1) })

    const list = (filter: Record<string, unknown>) =>
      client
        .get('/api/admin/venues')
        .qs(listQuery({ q: tag, ...filter }))
        .bearerToken(admin.token)

    const queue = await list({ status: 'pending' })
    queue.assertStatus(200)
    assert.deepEqual(
      queue.body().data.map((venue: { id: number }) => venue.id),
      [newest.id, middle.id, oldest.id]
    )
    assert.equal(queue.body().total, 3)
    const first = queue.body().data[0]
    assert.deepInclude(first, {
      approvalStatus: 'pending',
      district: 'wanica',
      maxCapacity: 420,
      images: ['/demo/zaal.webp'],
      owner: { id: operator.id, name: 'Zalen Noord N.V.', email: operator.email },
    })

    const ids = async (filter: Record<string, unknown>) => (await list(filter)).body().data.map((venue: { id: number }) => venue.id)
    // The approval status: an approved venue that is deactivated is approved and inactive.
    assert.sameMembers(await ids({ status: 'approved' }), [approved.id, inactive.id])
    assert.deepEqual(await ids({ status: 'rejected' }), [rejected.id])
    assert.deepEqual(await ids({ status: 'inactive' }), [inactive.id])
    assert.deepEqual(await ids({ status: 'deleted' }), [deleted.id])
    // Without a status every venue but the deleted one.
    assert.sameMembers(await ids({}), [oldest.id, newest.id, middle.id, approved.id, rejected.id, inactive.id])
    assert.deepEqual(await ids({ district: 'wanica' }), [newest.id])
    // The search also finds venues by their owner's e-mail address.
    const byOwner = await client
      .get('/api/admin/venues')
      .qs(listQuery({ q: operator.email, status: 'rejected' }))
      .bearerToken(admin.token)
    assert.deepEqual(
      byOwner.body().data.map((venue: { id: number }) => venue.id),
      [rejected.id]
    )
    // react-admin's getMany.
    assert.sameMembers(await ids({ id: [oldest.id, deleted.id] }), [oldest.id])
    const paged = await client
      .get('/api/admin/venues')
      .qs(listQuery({ q: tag, status: 'pending' }, { page: '2', perPage: '2' }))
      .bearerToken(admin.token)
    assert.deepEqual(
      paged.body().data.map((venue: { id: number }) => venue.id),
      [oldest.id]
    )
    assert.equal(paged.body().total, 3)
  })

  test('a bad filter is a 422 with the field, not a 500; an operator calling the admin list sees only their own venues', async ({
    client,
    assert,
  }) => {
    const admin = await person('admin')
    const bad = await client
      .get('/api/admin/venues')
      .qs(listQuery({ status: 'weg' }))
      .bearerToken(admin.token)
    bad.assertStatus(422)
    assert.property(bad.body().errors, 'status')
    ;(await client.get('/api/admin/venues').qs({ sort: 'password' }).bearerToken(admin.token)).assertStatus(422)

    const operator = await person('venue_operator')
    const own = await makeVenue({ ownerId: operator.user.id, isApproved: false })
    const other = await makeVenue({ isApproved: false })
    const seen = await client
      .get('/api/admin/venues')
      .qs(listQuery({ status: 'pending' }, { perPage: '100' }))
      .bearerToken(operator.token)
    seen.assertStatus(200)
    const ids = seen.body().data.map((venue: { id: number }) => venue.id)
    assert.include(ids, own.id)
    assert.notInclude(ids, other.id)
    assert.equal(seen.body().total, 1)
  })
})

test.group('Admin venues: approve, reject, activate, deactivate, delete, edit', (group) => {
  rollbackEachTest(group)

  test('approving makes the venue public at once (list and page), mails the operator and writes the trace', async ({ client, assert }) => {
    const admin = await person('admin', { firstName: 'Ada', lastName: 'Beheer' })
    const operator = await createAccount({ role: 'venue_operator', firstName: 'Ravi' })
    const venue = await makeVenue({ ownerId: operator.id, isApproved: false })

    // Both are read (and the list cached) before the approval.
    assert.notInclude(await publicIds(client), venue.id)
    ;(await client.get(`/api/venues/${venue.id}`)).assertStatus(403)

    const approved = await client.post(`/api/admin/venues/${venue.id}/approve`).bearerToken(admin.token)
    approved.assertStatus(200)
    assert.include(approved.body().data, { approvalStatus: 'approved', isApproved: true, isPublic: true })

    assert.include(await publicIds(client), venue.id)
    ;(await client.get(`/api/venues/${venue.id}`)).assertStatus(200)

    const stored = await Venue.findOrFail(venue.id)
    assert.equal(stored.approvedBy, admin.user.id)
    assert.isNotNull(stored.approvedAt)

    const [mail] = await outboxMessagesTo(operator.email)
    assert.equal(mail.kind, 'venue_approved')
    assert.equal(mail.subject, `Je venue ${venue.name} is goedgekeurd`)
    assert.include(mail.bodyText, 'Hallo Ravi,')
    assert.include(mail.bodyText, `/venues/${venue.id}`)

    const [trace] = await auditOf(venue.id)
    assert.equal(trace.action, 'approve')
    assert.equal(trace.userId, admin.user.id)
    assert.deepEqual(trace.oldValues, { approvalStatus: 'pending' })
    assert.deepEqual(trace.newValues, { approvalStatus: 'approved' })

    // Twice is a clear 409, and nothing more is sent or traced.
    const again = await client.post(`/api/admin/venues/${venue.id}/approve`).bearerToken(admin.token)
    again.assertStatus(409)
    assert.equal(again.body().message, 'Deze venue is al goedgekeurd.')
    assert.lengthOf(await outboxMessagesTo(operator.email), 1)
    assert.lengthOf(await auditOf(venue.id), 1)
  })

  test('rejecting needs a reason: 422 with a clear Dutch message and nothing changed, sent or traced', async ({ client, assert }) => {
    const admin = await person('admin')
    const operator = await createAccount({ role: 'venue_operator' })
    const venue = await makeVenue({ ownerId: operator.id, isApproved: false })
    for (const body of [{}, { reason: '   ' }, { reason: 'nee' }]) {
      const response = await client.post(`/api/admin/venues/${venue.id}/reject`).bearerToken(admin.token).json(body)
      response.assertStatus(422)
      assert.match(response.body().errors.reason[0], /^Geef een reden op voor de afwijzing/)
    }
    const stored = await Venue.findOrFail(venue.id)
    assert.isNull(stored.rejectedAt)
    assert.isFalse(stored.isApproved)
    assert.lengthOf(await outboxMessagesTo(operator.email), 0)
    assert.lengthOf(await auditOf(venue.id), 0)
  })

  test('rejecting mails the reason to the operator, shows it in their list and keeps the venue off the site and the events', async ({
    client,
    assert,
  }) => {
    const admin = await person('admin')
    const operator = await person('venue_operator')
    const organizer = await person('organizer')
    const venue = await makeVenue({ ownerId: operator.user.id, isApproved: false })
    const reason = 'De foto’s ontbreken en het huisnummer klopt niet.'

    const rejected = await client.post(`/api/admin/venues/${venue.id}/reject`).bearerToken(admin.token).json({ reason })
    rejected.assertStatus(200)
    assert.include(rejected.body().data, { approvalStatus: 'rejected', rejectionReason: reason, isPublic: false })

    const [mail] = await outboxMessagesTo(operator.user.email)
    assert.equal(mail.kind, 'venue_rejected')
    assert.equal(mail.subject, `Je venue ${venue.name} is niet goedgekeurd`)
    assert.include(mail.bodyText, reason)
    assert.include(mail.bodyHtml!, 'De foto’s ontbreken')

    const mine = await client.get(`/api/venues/owner/${operator.user.id}`).bearerToken(operator.token)
    mine.assertStatus(200)
    assert.deepInclude(mine.body().data[0], { id: venue.id, approvalStatus: 'rejected', rejectionReason: reason })

    const [trace] = await auditOf(venue.id)
    assert.include(trace.$attributes, { action: 'reject', reason })
    assert.deepEqual(trace.newValues, { approvalStatus: 'rejected', rejectionReason: reason })

    assert.notInclude(await publicIds(client), venue.id)
    ;(await client.get(`/api/venues/${venue.id}`)).assertStatus(403)
    const event = await client.post('/api/events').bearerToken(organizer.token).json({ title: 'Feest in de zaal', venueId: venue.id })
    event.assertStatus(422)
    assert.property(event.body().errors, 'venueId')

    // Rejected twice is a 409; approving it later is fine and clears the reason.
    ;(await client.post(`/api/admin/venues/${venue.id}/reject`).bearerToken(admin.token).json({ reason })).assertStatus(409)
    const approved = await client.post(`/api/admin/venues/${venue.id}/approve`).bearerToken(admin.token)
    assert.include(approved.body().data, { approvalStatus: 'approved', rejectionReason: null })
  })

  test('deactivating takes an approved venue off the site at once; activating brings it back; both are traced', async ({
    client,
    assert,
  }) => {
    const admin = await person('admin')
    const venue = await makeVenue()
    assert.include(await publicIds(client), venue.id)

    const off = await client.post(`/api/admin/venues/${venue.id}/deactivate`).bearerToken(admin.token)
    off.assertStatus(200)
    assert.include(off.body().data, { isActive: false, isPublic: false, approvalStatus: 'approved' })
    assert.notInclude(await publicIds(client), venue.id)
    ;(await client.get(`/api/venues/${venue.id}`)).assertStatus(404)

    const on = await client.post(`/api/admin/venues/${venue.id}/activate`).bearerToken(admin.token)
    assert.include(on.body().data, { isActive: true, isPublic: true })
    assert.include(await publicIds(client), venue.id)

    const traces = await auditOf(venue.id)
    assert.deepEqual(
      traces.map((trace) => [trace.action, trace.oldValues, trace.newValues]),
      [
        ['deactivate', { isActive: true }, { isActive: false }],
        ['activate', { isActive: false }, { isActive: true }],
      ]
    )
  })

  test('a soft-deleted venue is gone from the site, the operator’s list and the events’ choice; only the admins’ “deleted” filter shows it', async ({
    client,
    assert,
  }) => {
    const admin = await person('admin')
    const operator = await person('venue_operator')
    const organizer = await person('organizer')
    const venue = await makeVenue({ ownerId: operator.user.id })

    const deleted = await client.delete(`/api/admin/venues/${venue.id}`).bearerToken(admin.token)
    deleted.assertStatus(200)
    assert.isNotNull(deleted.body().data.deletedAt)
    const stored = await Venue.findOrFail(venue.id)
    assert.equal(stored.deletedBy, admin.user.id)

    assert.notInclude(await publicIds(client), venue.id)
    ;(await client.get(`/api/venues/${venue.id}`)).assertStatus(404)
    ;(await client.get(`/api/venues/${venue.id}`).bearerToken(operator.token)).assertStatus(404)
    const mine = await client.get(`/api/venues/owner/${operator.user.id}`).bearerToken(operator.token)
    assert.equal(mine.body().total, 0)
    ;(await client.get(`/api/venues/${venue.id}/manage`).bearerToken(operator.token)).assertStatus(404)
    ;(await client.put(`/api/venues/${venue.id}`).bearerToken(operator.token).json({ description: 'Terug?' })).assertStatus(404)
    const event = await client.post('/api/events').bearerToken(organizer.token).json({ title: 'Feest in de zaal', venueId: venue.id })
    event.assertStatus(422)

    const listed = await client
      .get('/api/admin/venues')
      .qs(listQuery({ status: 'deleted', q: venue.name }))
      .bearerToken(admin.token)
    assert.deepEqual(
      listed.body().data.map((v: { id: number }) => v.id),
      [venue.id]
    )
    ;(await client.get(`/api/admin/venues/${venue.id}`).bearerToken(admin.token)).assertStatus(200)
    const approve = await client.post(`/api/admin/venues/${venue.id}/approve`).bearerToken(admin.token)
    approve.assertStatus(409)
    assert.equal(approve.body().message, 'Deze venue is verwijderd en kan niet meer worden gewijzigd.')

    const [trace] = await auditOf(venue.id)
    assert.equal(trace.action, 'delete')
    assert.deepEqual(trace.oldValues, { deletedAt: null })
    assert.isString(trace.newValues!.deletedAt)
  })

  test('an admin edits any field of an approved venue: it stays approved and the trace holds each field before and after', async ({
    client,
    assert,
  }) => {
    const admin = await person('admin')
    const venue = await makeVenue({ name: 'Zaal Oud', maxCapacity: 150 })
    const response = await client
      .put(`/api/admin/venues/${venue.id}`)
      .bearerToken(admin.token)
      .json({ name: 'Zaal Nieuw', maxCapacity: 300, description: 'Een testzaal', wifi: true })
    response.assertStatus(200)
    assert.include(response.body().data, { name: 'Zaal Nieuw', maxCapacity: 300, approvalStatus: 'approved', isPublic: true, wifi: true })
    const [trace] = await auditOf(venue.id)
    assert.equal(trace.action, 'update')
    assert.deepEqual(trace.oldValues, { name: 'Zaal Oud', maxCapacity: 150, wifi: false })
    assert.deepEqual(trace.newValues, { name: 'Zaal Nieuw', maxCapacity: 300, wifi: true })
  })

  test('bad input on an admin edit is a 422 per field and nothing is saved', async ({ client, assert }) => {
    const admin = await person('admin')
    const venue = await makeVenue({ name: 'Zaal Blijft' })
    const response = await client
      .put(`/api/admin/venues/${venue.id}`)
      .bearerToken(admin.token)
      .json({
        name: 'X',
        maxCapacity: 0,
        district: 'amsterdam',
        website: 'ftp://zaal.sr',
        priceAmount: -5,
        socialMediaLinks: { facebook: 'https://evil.example/zaal' },
        images: ['javascript:alert(1)'],
      })
    response.assertStatus(422)
    const errors = response.body().errors
    assert.includeMembers(Object.keys(errors), [
      'name',
      'maxCapacity',
      'district',
      'website',
      'priceAmount',
      'socialMediaLinks.facebook',
      'images.0',
    ])
    assert.equal(errors['socialMediaLinks.facebook'][0], 'Voer een geldige Facebook-link in (https://www.facebook.com/…)')
    const unknownFacility = await client
      .put(`/api/admin/venues/${venue.id}`)
      .bearerToken(admin.token)
      .json({ name: 'Zaal Weg', facilityIds: [999_999] })
    unknownFacility.assertStatus(422)
    assert.deepEqual(unknownFacility.body().errors, { facilityIds: ['Kies alleen faciliteiten uit de lijst.'] })
    assert.equal((await Venue.findOrFail(venue.id)).name, 'Zaal Blijft')
    assert.lengthOf(await auditOf(venue.id), 0)
    assert.lengthOf(await OutboxMessage.query().where('kind', 'like', 'venue_%').where('subject', 'like', '%Zaal Blijft%'), 0)
  })

  test('a sub-admin approves too; the unknown venue is a 404', async ({ client, assert }) => {
    const subAdmin = await person('admin', { isSubAdmin: true })
    const venue = await makeVenue({ isApproved: false })
    ;(await client.post(`/api/admin/venues/${venue.id}/approve`).bearerToken(subAdmin.token)).assertStatus(200)
    const missing = await client.post('/api/admin/venues/2147483000/approve').bearerToken(subAdmin.token)
    missing.assertStatus(404)
    assert.equal(missing.body().message, 'Venue niet gevonden')
    ;(await client.get('/api/admin/venues/abc').bearerToken(subAdmin.token)).assertStatus(404)
  })
})
