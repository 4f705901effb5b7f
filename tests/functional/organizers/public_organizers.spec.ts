import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import Like from '#models/like'
import { makeEvent, makeReview, makeUser, rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'

/** Keys that must never reach a visitor, at any depth of the profile. */
const FORBIDDEN_KEYS = [
  'password',
  'email',
  'pendingEmail',
  'phone',
  'emailVerificationToken',
  'phoneVerificationCode',
  'passwordResetToken',
  'emailChangeToken',
  'kkfDocument',
  'kkfNumber',
  'idDocument',
  'btwnumber',
  'streetName',
  'houseNumber',
  'zipCode',
  'loketPermissions',
]

function allKeys(value: unknown, keys = new Set<string>()): Set<string> {
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      keys.add(key)
      allKeys(child, keys)
    }
  }
  return keys
}

test.group('GET /api/users/{id}', (group) => {
  rollbackEachTest(group)

  test('returns the public organizer profile without any private field', async ({ client, assert }) => {
    const organizer = await makeUser({
      role: 'organizer',
      organizationName: 'Kaseko Events NV',
      email: 'geheim@organisator.sr',
      phone: '+5978111111',
      kkfNumber: '12345',
      kkfDocument: '/private/kkf.pdf',
      idDocument: '/private/id.pdf',
      btwnumber: 'BTW-1',
      streetName: 'Privéstraat',
      houseNumber: '99',
      district: 'wanica',
      emailVerificationToken: 'secret-token',
      passwordResetToken: 'reset-token',
      phoneVerificationCode: '123456',
      businessContactFirstName: 'Anita',
      businessContactLastName: 'Sital',
      businessPhone: '+5978222222',
      businessStreetName: 'Domineestraat',
      businessHouseNumber: '5',
      businessDistrict: 'paramaribo',
      isVerified: true,
      socialMediaLinks: { facebook: 'https://facebook.com/kaseko' },
    })
    await makeEvent({ organizerId: organizer.id })
    await makeEvent({
      organizerId: organizer.id,
      startDate: DateTime.now().minus({ days: 3 }),
      endDate: DateTime.now().minus({ days: 3 }).plus({ hours: 1 }),
    })
    await makeReview({ reviewType: 'organizer', organizerId: organizer.id, rating: 5, isVerified: true })
    await makeReview({ reviewType: 'organizer', organizerId: organizer.id, rating: 4, isVerified: false })
    const fan = await makeUser({ role: 'user' })
    await Like.create({ userId: fan.id, targetType: 'organizer', targetId: organizer.id })

    const response = await client.get(`/api/users/${organizer.id}`)
    response.assertStatus(200)
    const data = response.body().data
    assert.equal(data.name, 'Kaseko Events NV')
    assert.isTrue(data.isVerified)
    assert.equal(data.averageRating, 4.5)
    assert.equal(data.totalReviews, 2)
    assert.equal(data.verifiedReviews, 1)
    assert.equal(data.followerCount, 1)
    assert.deepEqual(data.contact, { name: 'Anita Sital', phone: '+5978222222', address: 'Domineestraat 5, Paramaribo' })
    assert.deepEqual(data.statistics, { totalEvents: 2, upcomingEvents: 1, totalReviews: 2, followers: 1 })
    assert.isString(data.createdAt)

    // contact.phone is the business phone by contract; everywhere else these keys are absent.
    for (const key of FORBIDDEN_KEYS) assert.notProperty(data, key)
    const keys = allKeys({ ...data, contact: undefined })
    for (const key of FORBIDDEN_KEYS) assert.isFalse(keys.has(key), `profile leaks ${key}`)
    assert.sameMembers(Object.keys(data.contact), ['name', 'phone', 'address'])
    const text = JSON.stringify(response.body())
    for (const secret of [
      'geheim@organisator.sr',
      'secret-token',
      'reset-token',
      '123456',
      'kkf.pdf',
      'id.pdf',
      'Privéstraat',
      '+5978111111',
    ]) {
      assert.notInclude(text, secret)
    }
  })

  test('without a business address the personal address is shown in full (SPEC §2)', async ({ client, assert }) => {
    const organizer = await makeUser({
      role: 'organizer',
      firstName: 'Ravi',
      lastName: 'Jadnanansing',
      streetName: 'Gravenstraat',
      houseNumber: '12',
      neighborhood: 'Centrum',
      cityTown: 'Nieuw Nickerie',
      district: 'nickerie',
      zipCode: '1234',
    })
    const data = (await client.get(`/api/users/${organizer.id}`)).body().data
    assert.equal(data.name, 'Ravi Jadnanansing')
    assert.deepEqual(data.contact, {
      name: 'Ravi Jadnanansing',
      phone: null,
      address: 'Gravenstraat 12, Centrum, Nieuw Nickerie, Nickerie, 1234',
    })
    assert.isNull(data.averageRating)

    // Only a district: that district; nothing at all: no address. A business street wins over the personal one.
    const districtOnly = await makeUser({ role: 'organizer', district: 'wanica' })
    assert.equal((await client.get(`/api/users/${districtOnly.id}`)).body().data.contact.address, 'Wanica')
    const nowhere = await makeUser({ role: 'organizer', district: null })
    assert.isNull((await client.get(`/api/users/${nowhere.id}`)).body().data.contact.address)
    const abroad = await makeUser({
      role: 'organizer',
      streetName: 'Damrak',
      houseNumber: '1',
      cityTown: 'Amsterdam',
      district: null,
      country: 'Nederland',
    })
    assert.equal((await client.get(`/api/users/${abroad.id}`)).body().data.contact.address, 'Damrak 1, Amsterdam, Nederland')
  })

  test('other roles, unknown and malformed ids are 404 Organisator niet gevonden', async ({ client, assert }) => {
    const visitor = await makeUser({ role: 'user' })
    const admin = await makeUser({ role: 'admin' })
    const deactivated = await makeUser({ role: 'organizer', deactivatedAt: DateTime.now() })
    for (const id of [visitor.id, admin.id, deactivated.id, 999999, 'abc', '1e3']) {
      const response = await client.get(`/api/users/${id}`)
      response.assertStatus(404)
      assert.equal(response.body().message, 'Organisator niet gevonden')
      assert.equal(response.body().code, 'ORGANIZER_NOT_FOUND')
    }
  })
})
