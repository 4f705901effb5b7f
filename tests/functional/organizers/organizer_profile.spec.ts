import { test } from '@japa/runner'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import type { ApiClient } from '@japa/api-client'
import FileUsage from '#models/file_usage'
import FileUpload from '#models/file_upload'
import User from '#models/user'
import { rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'
import { createAccount, tokenFor } from '#tests/helpers/accounts'

/* GET|PUT /api/organizers/{id}/profile: what the public organizer page (GET /api/users/{id}) shows. */

const FULL_PROFILE = {
  organizationName: 'Kaseko Events NV',
  businessDescription: 'Wij organiseren kaseko-avonden in Paramaribo sinds 2015.',
  website: 'https://kaseko.sr',
  socialMediaLinks: { facebook: 'https://www.facebook.com/kasekoevents', instagram: 'https://instagram.com/kaseko.sr', tiktok: null },
  businessContactFirstName: 'Anita',
  businessContactLastName: 'Sital',
  businessPhone: '+597 812 3456',
  businessStreetName: 'Domineestraat',
  businessHouseNumber: '5',
  businessNeighborhood: 'Centrum',
  businessDistrict: 'paramaribo',
  kkfNumber: 'KKF-90817',
  btwnumber: 'BTW-77',
}

async function team(client: ApiClient) {
  const organizer = await createAccount({ role: 'organizer', organizationName: 'Oude naam' })
  const manager = await createAccount({ role: 'manager', managerForOrganizerId: organizer.id })
  return { organizer, manager, organizerToken: await tokenFor(client, organizer), managerToken: await tokenFor(client, manager) }
}

const profileUrl = (id: number) => `/api/organizers/${id}/profile`

test.group('Organizer profile', (group) => {
  let dir = ''
  rollbackEachTest(group)
  group.setup(() => {
    dir = mkdtempSync(join(tmpdir(), 'organizer-profile-'))
    const before = process.env.UPLOADS_DIR
    process.env.UPLOADS_DIR = dir
    return () => {
      if (before === undefined) delete process.env.UPLOADS_DIR
      else process.env.UPLOADS_DIR = before
      rmSync(dir, { recursive: true, force: true })
    }
  })

  test('the organizer saves the page and GET /api/users/{id} shows it at once', async ({ client, assert }) => {
    const { organizer, organizerToken } = await team(client)
    const picture = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#377E3F' } })
      .jpeg()
      .toBuffer()
    const uploaded = await client.post('/api/uploads').bearerToken(organizerToken).file('file', picture, { filename: 'logo.jpg' })
    uploaded.assertStatus(201)
    const image = uploaded.body().data

    // The public page is read first, so a cache of it would show the old name afterwards.
    assert.equal((await client.get(`/api/users/${organizer.id}`)).body().data.organizationName, 'Oude naam')
    const saved = await client
      .put(profileUrl(organizer.id))
      .bearerToken(organizerToken)
      .json({ ...FULL_PROFILE, profileImage: image.url })
    saved.assertStatus(200)
    const { socialMediaLinks: _links, ...plainFields } = FULL_PROFILE
    assert.deepInclude(saved.body().data, {
      ...plainFields,
      businessPhone: '+5978123456',
      profileImage: image.url,
      publicUrl: `/organizer/${organizer.id}`,
    })
    assert.deepEqual(saved.body().data.socialMediaLinks, {
      facebook: FULL_PROFILE.socialMediaLinks.facebook,
      instagram: FULL_PROFILE.socialMediaLinks.instagram,
    })

    const page = (await client.get(`/api/users/${organizer.id}`)).body().data
    assert.equal(page.organizationName, 'Kaseko Events NV')
    assert.equal(page.name, 'Kaseko Events NV')
    assert.equal(page.businessDescription, FULL_PROFILE.businessDescription)
    assert.equal(page.website, 'https://kaseko.sr')
    assert.equal(page.profileImage, image.url)
    assert.deepEqual(page.imageVariants, { [image.url]: image.variants })
    assert.deepEqual(page.socialMediaLinks, saved.body().data.socialMediaLinks)
    assert.deepEqual(page.contact, { name: 'Anita Sital', phone: '+5978123456', address: 'Domineestraat 5, Centrum, Paramaribo' })
    // KKF and btw numbers are for the organizer's own screens, never the public page.
    assert.notInclude(JSON.stringify(page), 'KKF-90817')
    assert.notInclude(JSON.stringify(page), 'BTW-77')

    const usage = await FileUsage.query().where({ entityType: 'user', entityId: organizer.id, field: 'profileImage' })
    assert.deepEqual(
      usage.map((row) => row.fileUploadId),
      [image.id]
    )
    assert.equal((await FileUpload.findOrFail(image.id)).usageCount, 1)
  })

  test('leaving fields out keeps them; null or an emptied link clears them', async ({ client, assert }) => {
    const { organizer, organizerToken } = await team(client)
    ;(await client.put(profileUrl(organizer.id)).bearerToken(organizerToken).json(FULL_PROFILE)).assertStatus(200)
    const cleared = await client
      .put(profileUrl(organizer.id))
      .bearerToken(organizerToken)
      .json({ businessDescription: null, socialMediaLinks: { facebook: '' } })
    cleared.assertStatus(200)
    const data = cleared.body().data
    assert.isNull(data.businessDescription)
    assert.deepEqual(data.socialMediaLinks, { instagram: FULL_PROFILE.socialMediaLinks.instagram })
    assert.equal(data.organizationName, 'Kaseko Events NV')
    assert.equal(data.kkfNumber, 'KKF-90817')
  })

  test('{title}: 422 with its Dutch message, and nothing is saved')
    .with([
      {
        title: 'a website that is no web address',
        body: { website: 'javascript:alert(1)' },
        field: 'website',
        message: 'Voer een geldige website in (https://…)',
      },
      {
        title: 'a Facebook link to another site',
        body: { socialMediaLinks: { facebook: 'https://evil.example/kaseko' } },
        field: 'socialMediaLinks.facebook',
        message: 'Voer een geldige Facebook-link in (https://www.facebook.com/…)',
      },
      {
        title: 'an Instagram handle instead of a link',
        body: { socialMediaLinks: { instagram: '@kaseko' } },
        field: 'socialMediaLinks.instagram',
        message: 'Voer een geldige Instagram-link in (https://www.instagram.com/…)',
      },
      {
        title: 'a phone number without country code',
        body: { businessPhone: '8123456' },
        field: 'businessPhone',
        message: 'Gebruik internationaal formaat zoals +5978123456',
      },
      {
        title: 'an emptied organization name',
        body: { organizationName: '  ' },
        field: 'organizationName',
        message: 'Organisatienaam is verplicht',
      },
      {
        title: 'a profile image that is no upload of ours',
        body: { profileImage: 'https://elders.example/foto.jpg' },
        field: 'profileImage',
        message: 'Upload de profielfoto opnieuw: deze afbeelding is niet gevonden.',
      },
    ])
    .run(async ({ client, assert }, { body, field, message }) => {
      const { organizer, organizerToken } = await team(client)
      const response = await client
        .put(profileUrl(organizer.id))
        .bearerToken(organizerToken)
        .json({ businessDescription: 'Nieuwe tekst', ...body })
      response.assertStatus(422)
      assert.equal(response.body().message, message)
      assert.deepEqual(response.body().errors[field], [message])
      const stored = await User.findOrFail(organizer.id)
      assert.isNull(stored.businessDescription)
      assert.equal(stored.organizationName, 'Oude naam')
    })

  test('their manager may read the profile but not change it', async ({ client, assert }) => {
    const { organizer, managerToken } = await team(client)
    const read = await client.get(profileUrl(organizer.id)).bearerToken(managerToken)
    read.assertStatus(200)
    assert.equal(read.body().data.organizationName, 'Oude naam')
    const write = await client.put(profileUrl(organizer.id)).bearerToken(managerToken).json({ organizationName: 'Door de manager' })
    write.assertStatus(403)
    assert.equal((await User.findOrFail(organizer.id)).organizationName, 'Oude naam')
  })

  test('another organizer and their manager get 403 on both; anonymous 401; an admin may edit', async ({ client, assert }) => {
    const { organizer } = await team(client)
    const other = await team(client)
    for (const token of [other.organizerToken, other.managerToken]) {
      ;(await client.get(profileUrl(organizer.id)).bearerToken(token)).assertStatus(403)
      ;(await client.put(profileUrl(organizer.id)).bearerToken(token).json({ organizationName: 'Overgenomen' })).assertStatus(403)
    }
    ;(await client.get(profileUrl(organizer.id))).assertStatus(401)
    const admin = await createAccount({ role: 'admin' })
    const byAdmin = await client
      .put(profileUrl(organizer.id))
      .bearerToken(await tokenFor(client, admin))
      .json({ organizationName: 'Gecorrigeerd door beheer' })
    byAdmin.assertStatus(200)
    assert.equal((await User.findOrFail(organizer.id)).organizationName, 'Gecorrigeerd door beheer')
  })

  test('an id that is no organizer is 404 for an admin', async ({ client }) => {
    const admin = await createAccount({ role: 'admin' })
    const buyer = await createAccount({ role: 'user' })
    const token = await tokenFor(client, admin)
    ;(await client.get(profileUrl(buyer.id)).bearerToken(token)).assertStatus(404)
    ;(await client.get('/api/organizers/abc/profile').bearerToken(token)).assertStatus(404)
  })
})
