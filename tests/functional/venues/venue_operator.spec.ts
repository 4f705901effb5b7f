/*
 * A venue operator's own venues through the API. Their list shows each venue's status (a rejection
 * with its reason), they edit every field of SPEC §3, a significant change of an approved venue sends it back to
 * the admins' queue (a description change does not), a new address is geocoded again by the real 'geocode-venue'
 * job, and another operator never reaches their venues. The decision mails arrive through a real SMTP server.
 */
import { test } from '@japa/runner'
import { PgBoss } from 'pg-boss'
import { DateTime } from 'luxon'
import env from '#start/env'
import User from '#models/user'
import Venue from '#models/venue'
import VenueFacility from '#models/venue_facility'
import { useGeocodingDispatcher } from '#services/maps/geocode_venue_service'
import { deliverOutboxInline } from '#tests/helpers/outbox'
import { startTestMailSink, type TestMailSink } from '#tests/helpers/smtp_sink'
import { makeVenue, rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'
import { auditOf, person, publicIds, queueIds } from '#tests/functional/venues/venue_helpers'
import { registerGeocodeVenueQueue } from '../../../api/jobs/geocode_venue_job.js'

test.group('Venue operator: my venues, editing, approval again', (group) => {
  rollbackEachTest(group)

  test('the list shows my venues with their status (rejected with the reason, inactive), newest first, never another’s or a deleted one', async ({
    client,
    assert,
  }) => {
    const operator = await person('venue_operator')
    const at = (hours: number) => DateTime.now().minus({ hours })
    const approved = await makeVenue({ ownerId: operator.user.id, submittedAt: at(4) })
    const inactive = await makeVenue({ ownerId: operator.user.id, isActive: false, submittedAt: at(3) })
    const rejected = await makeVenue({
      ownerId: operator.user.id,
      isApproved: false,
      rejectedAt: at(1),
      rejectionReason: 'Adres onvolledig',
      submittedAt: at(2),
    })
    const waiting = await makeVenue({ ownerId: operator.user.id, isApproved: false, submittedAt: at(1) })
    await makeVenue({ ownerId: operator.user.id, deletedAt: at(1) })
    await makeVenue({ isApproved: false })

    const response = await client.get(`/api/venues/owner/${operator.user.id}`).bearerToken(operator.token)
    response.assertStatus(200)
    assert.equal(response.body().total, 4)
    assert.deepEqual(
      response.body().data.map((venue: Record<string, unknown>) => [venue.id, venue.approvalStatus, venue.isActive, venue.rejectionReason]),
      [
        [waiting.id, 'pending', true, null],
        [rejected.id, 'rejected', true, 'Adres onvolledig'],
        [inactive.id, 'approved', false, null],
        [approved.id, 'approved', true, null],
      ]
    )
    const onlyRejected = await client
      .get(`/api/venues/owner/${operator.user.id}`)
      .qs({ filter: JSON.stringify({ status: 'rejected' }) })
      .bearerToken(operator.token)
    assert.deepEqual(
      onlyRejected.body().data.map((venue: { id: number }) => venue.id),
      [rejected.id]
    )
    const deletedFilter = await client
      .get(`/api/venues/owner/${operator.user.id}`)
      .qs({ filter: JSON.stringify({ status: 'deleted' }) })
      .bearerToken(operator.token)
    assert.equal(deletedFilter.body().total, 0)
  })

  test('another operator never reaches my venues: list 403, record and edit 403, nothing changed; an unknown venue is a 404', async ({
    client,
    assert,
  }) => {
    const operatorA = await person('venue_operator')
    const operatorB = await person('venue_operator')
    const venue = await makeVenue({ ownerId: operatorA.user.id, name: 'Zaal van A' })

    const list = await client.get(`/api/venues/owner/${operatorA.user.id}`).bearerToken(operatorB.token)
    list.assertStatus(403)
    assert.notInclude(list.text(), 'Zaal van A')
    ;(await client.get(`/api/venues/${venue.id}/manage`).bearerToken(operatorB.token)).assertStatus(403)
    ;(await client.put(`/api/venues/${venue.id}`).bearerToken(operatorB.token).json({ name: 'Gekaapt' })).assertStatus(403)
    ;(await client.get(`/api/admin/venues/${venue.id}`).bearerToken(operatorB.token)).assertStatus(403)
    ;(await client.post(`/api/admin/venues/${venue.id}/approve`).bearerToken(operatorA.token)).assertStatus(403)
    assert.equal((await Venue.findOrFail(venue.id)).name, 'Zaal van A')
    ;(await client.get('/api/venues/2147483000/manage').bearerToken(operatorB.token)).assertStatus(404)
    const mine = await client.get(`/api/venues/owner/${operatorB.user.id}`).bearerToken(operatorB.token)
    assert.equal(mine.body().total, 0)
  })

  test('an operator cannot approve, activate or hand over a venue through an edit: those fields are not theirs to send', async ({
    client,
    assert,
  }) => {
    const operator = await person('venue_operator')
    const other = await person('venue_operator')
    const venue = await makeVenue({ ownerId: operator.user.id, isApproved: false, isActive: false })
    const response = await client
      .put(`/api/venues/${venue.id}`)
      .bearerToken(operator.token)
      .json({ description: 'Nieuw', isApproved: true, approvalStatus: 'approved', isActive: true, ownerId: other.user.id, deletedAt: null })
    response.assertStatus(200)
    const stored = await Venue.findOrFail(venue.id)
    assert.include(stored.$attributes, { description: 'Nieuw', isApproved: false, isActive: false, ownerId: operator.user.id })
  })

  test('a description change keeps an approved venue public; a capacity change sends it back to the queue until approved again', async ({
    client,
    assert,
  }) => {
    const operator = await person('venue_operator')
    const admin = await person('admin')
    const venue = await makeVenue({ ownerId: operator.user.id, maxCapacity: 200, submittedAt: DateTime.now().minus({ days: 30 }) })

    const described = await client
      .put(`/api/venues/${venue.id}`)
      .bearerToken(operator.token)
      .json({ description: 'Nu met een nieuwe bar.', priceAmount: 1500, images: ['/demo/bar.webp'] })
    described.assertStatus(200)
    assert.include(described.body().data, { approvalStatus: 'approved', isPublic: true, description: 'Nu met een nieuwe bar.' })
    assert.include(await publicIds(client), venue.id)

    const grown = await client.put(`/api/venues/${venue.id}`).bearerToken(operator.token).json({ maxCapacity: 500 })
    grown.assertStatus(200)
    assert.include(grown.body().data, { approvalStatus: 'pending', isApproved: false, isPublic: false, maxCapacity: 500 })
    assert.notInclude(await publicIds(client), venue.id)
    ;(await client.get(`/api/venues/${venue.id}`)).assertStatus(403)
    // It waits at the top of the queue: its request is the newest.
    assert.equal((await queueIds(client, admin))[0], venue.id)

    const traces = await auditOf(venue.id)
    assert.deepEqual(
      traces.map((trace) => [trace.userId, trace.action, trace.oldValues, trace.newValues]),
      [
        [
          operator.user.id,
          'update',
          { description: 'Een testzaal', priceAmount: null, images: [] },
          { description: 'Nu met een nieuwe bar.', priceAmount: '1500.00', images: ['/demo/bar.webp'] },
        ],
        [operator.user.id, 'update', { maxCapacity: 200, approvalStatus: 'approved' }, { maxCapacity: 500, approvalStatus: 'pending' }],
      ]
    )

    // A name or address change does the same; while it waits, further changes keep it waiting.
    ;(await client.post(`/api/admin/venues/${venue.id}/approve`).bearerToken(admin.token)).assertStatus(200)
    const moved = await client.put(`/api/venues/${venue.id}`).bearerToken(operator.token).json({ neighborhood: 'Blauwgrond' })
    assert.equal(moved.body().data.approvalStatus, 'pending')
    const renamed = await client.put(`/api/venues/${venue.id}`).bearerToken(operator.token).json({ name: 'Zaal Blauwgrond' })
    assert.equal(renamed.body().data.approvalStatus, 'pending')
  })

  test('any change of a rejected venue sends it in again: the rejection is cleared and it waits in the queue', async ({
    client,
    assert,
  }) => {
    const operator = await person('venue_operator')
    const admin = await person('admin')
    const venue = await makeVenue({ ownerId: operator.user.id, isApproved: false })
    await client.post(`/api/admin/venues/${venue.id}/reject`).bearerToken(admin.token).json({ reason: 'Voeg foto’s toe.' })
    assert.notInclude(await queueIds(client, admin), venue.id)

    // Saving without a change leaves the rejection in place.
    const same = await client.put(`/api/venues/${venue.id}`).bearerToken(operator.token).json({ name: venue.name })
    assert.equal(same.body().data.approvalStatus, 'rejected')

    const answered = await client
      .put(`/api/venues/${venue.id}`)
      .bearerToken(operator.token)
      .json({ images: ['/demo/zaal-1.webp'] })
    assert.include(answered.body().data, { approvalStatus: 'pending', rejectionReason: null })
    assert.include(await queueIds(client, admin), venue.id)
  })

  test('the operator edits every field of SPEC §3 and reads it back; 0 is “Prijs op aanvraag”, null clears', async ({ client, assert }) => {
    const operator = await person('venue_operator')
    const venue = await makeVenue({ ownerId: operator.user.id, isApproved: false, website: 'https://oud.sr' })
    const facility = await VenueFacility.create({
      key: `podium-${venue.id}`,
      name: 'Podium',
      iconName: 'stage',
      colorCode: '#111111',
      backgroundColor: '#eeeeee',
      sortOrder: 99,
      isActive: true,
    })
    const fields = {
      name: 'Zaal Compleet',
      description: 'Alles ingevuld.',
      website: null,
      streetName: 'Kernkampweg',
      houseNumber: '8a',
      neighborhood: 'Zorg en Hoop',
      district: 'paramaribo',
      maxCapacity: 250,
      parking: true,
      accessible: true,
      wifi: true,
      catering: false,
      kitchen: true,
      airConditioning: true,
      audioSystem: false,
      lighting: true,
      priceAmount: 0,
      pricePeriod: 'uur',
      customAmenities: ['Podium', 'Tuin'],
      facilityIds: [facility.id, facility.id],
      adminFacilities: { [String(facility.id)]: true },
      images: ['/demo/a.webp', 'https://cdn.example.sr/b.jpg'],
      imageVariants: { '/demo/a.webp': { card: '/demo/a-card.webp', original: '/demo/a.webp' } },
      socialMediaLinks: { instagram: 'https://instagram.com/zaal', whatsappGroup: 'https://chat.whatsapp.com/abc' },
    }
    const saved = await client.put(`/api/venues/${venue.id}`).bearerToken(operator.token).json(fields)
    saved.assertStatus(200)
    const read = await client.get(`/api/venues/${venue.id}/manage`).bearerToken(operator.token)
    read.assertStatus(200)
    const data = read.body().data
    const { priceAmount, facilityIds, imageVariants, ...same } = fields
    assert.deepInclude(data, { ...same, priceAmount: null, facilityIds: [facility.id] })
    assert.equal(priceAmount, 0)
    assert.deepEqual(facilityIds, [facility.id, facility.id])
    assert.deepEqual(data.imageVariants, imageVariants)
    assert.equal(data.approvalStatus, 'pending')
    const stored = await Venue.findOrFail(venue.id)
    assert.deepEqual(stored.customProperties, { adminFacilities: { [String(facility.id)]: true }, customAmenities: ['Podium', 'Tuin'] })

    // One link cleared with null, the others kept.
    const cleared = await client
      .put(`/api/venues/${venue.id}`)
      .bearerToken(operator.token)
      .json({ socialMediaLinks: { instagram: null } })
    assert.deepEqual(cleared.body().data.socialMediaLinks, { whatsappGroup: 'https://chat.whatsapp.com/abc' })
    const required = await client.put(`/api/venues/${venue.id}`).bearerToken(operator.token).json({ name: null, streetName: '' })
    required.assertStatus(422)
    assert.includeMembers(Object.keys(required.body().errors), ['name', 'streetName'])
  })
})

/* Real pg-boss and a real SMTP server: both work outside the tests' transaction, so this group cleans up itself. */
test.group('Venue operator: geocoding again and the decision mails', (group) => {
  let boss: PgBoss
  let sink: TestMailSink
  let stopInline: () => void
  const owners: User[] = []

  group.setup(async () => {
    env.set('GOOGLE_MAPS_API_KEY', '')
    env.set('GOOGLE_GEOCODING_API_KEY', '')
    boss = new PgBoss({ connectionString: process.env.DATABASE_URL!, max: 2 })
    boss.on('error', () => {})
    await boss.start()
    await registerGeocodeVenueQueue(boss, 0.5)
    sink = await startTestMailSink()
    stopInline = deliverOutboxInline()
    return async () => {
      stopInline()
      await sink.close()
      useGeocodingDispatcher(null)
      await boss.stop({ graceful: false, timeout: 2000 })
      for (const owner of owners) {
        await Venue.query().where('owner_id', owner.id).delete()
        await owner.delete()
      }
    }
  })

  async function waitForVenue(id: number, done: (venue: Venue) => boolean): Promise<Venue> {
    const until = Date.now() + 15_000
    for (;;) {
      const venue = await Venue.findOrFail(id)
      if (done(venue) || Date.now() > until) return venue
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  test('a new address clears the coordinates and the geocode-venue job runs for it; a description change leaves the map alone', async ({
    client,
    assert,
  }) => {
    const operator = await person('venue_operator')
    owners.push(operator.user)
    const venue = await makeVenue({
      ownerId: operator.user.id,
      geocodeStatus: 'ok',
      geocodeAttempts: 1,
      lat: '5.824700',
      lng: '-55.150000',
      placeId: 'oud-adres',
    })

    const described = await client.put(`/api/venues/${venue.id}`).bearerToken(operator.token).json({ description: 'Nieuw verhaal' })
    assert.include(described.body().data, { geocodeStatus: 'ok' })
    assert.deepEqual(described.body().data.coordinates, { lat: 5.8247, lng: -55.15 })

    const moved = await client
      .put(`/api/venues/${venue.id}`)
      .bearerToken(operator.token)
      .json({ streetName: 'Kernkampweg', houseNumber: '8' })
    moved.assertStatus(200)
    assert.include(moved.body().data, { geocodeStatus: 'pending', coordinates: null })

    // No geocoding key here: the job records why it failed, on the venue, with its attempt counted afresh.
    const geocoded = await waitForVenue(venue.id, (v) => v.geocodeStatus !== 'pending')
    assert.equal(geocoded.geocodeStatus, 'failed')
    assert.equal(geocoded.geocodeError, 'Geen geocoding-provider geconfigureerd')
    assert.equal(geocoded.geocodeAttempts, 1)
    assert.isNull(geocoded.placeId)
  }).timeout(30_000)

  test('a venue registered in the back office is geocoded at once too', async ({ client, assert }) => {
    const operator = await person('venue_operator')
    owners.push(operator.user)
    const created = await client
      .post('/api/venues')
      .bearerToken(operator.token)
      .json({ name: 'Zaal Meteen', streetName: 'Waterkant', district: 'paramaribo', maxCapacity: 80 })
    created.assertStatus(201)
    const geocoded = await waitForVenue(created.body().data.id, (v) => v.geocodeStatus !== 'pending')
    assert.equal(geocoded.geocodeStatus, 'failed')
  }).timeout(30_000)

  test('the operator receives the approval and the rejection (with its reason) by e-mail', async ({ client, assert }) => {
    const operator = await person('venue_operator', { firstName: 'Anjali' })
    owners.push(operator.user)
    const admin = await person('admin')
    owners.push(admin.user)
    const first = await makeVenue({ ownerId: operator.user.id, name: 'Zaal Ja', isApproved: false })
    const second = await makeVenue({ ownerId: operator.user.id, name: 'Zaal Nee', isApproved: false })

    ;(await client.post(`/api/admin/venues/${first.id}/approve`).bearerToken(admin.token)).assertStatus(200)
    const approved = await sink.waitForMail({ to: operator.user.email, subject: 'Je venue Zaal Ja is goedgekeurd' })
    assert.include(approved.text, 'Hallo Anjali,')
    assert.isTrue(approved.links.some((link) => link.endsWith(`/venues/${first.id}`)))

    const reason = 'Het adres bestaat niet op de kaart.'
    ;(await client.post(`/api/admin/venues/${second.id}/reject`).bearerToken(admin.token).json({ reason })).assertStatus(200)
    const rejected = await sink.waitForMail({ to: operator.user.email, subject: 'Je venue Zaal Nee is niet goedgekeurd' })
    assert.include(rejected.text, reason)
    assert.include(rejected.text, 'Venue aanpassen')
  }).timeout(30_000)
})
