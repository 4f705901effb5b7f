/*
 * GET and PUT /api/platform-settings. Full admins only; every field checked with its own Dutch
 * message, and a refused change saves nothing (the whole row is compared before and after); a saved change writes
 * one audit row with the fields before and after, and buyers are charged the new fees at once.
 */
import { test } from '@japa/runner'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import Order from '#models/order'
import { platformSettingsGeneration } from '#domain/platform_settings_generation'
import {
  BOTH_DEFAULT_NEEDS_OPTION,
  EMAIL_TEMPLATES_ELSEWHERE,
  NO_PAYMENT_METHOD_LEFT,
  WHATSAPP_DEFAULT_NEEDS_CHECKOUT,
} from '#exceptions/domain_texts'
import { newSession, paidType, paymentBody } from '#tests/functional/tickets/ticket_fixtures'
import { auditRowsOf, keepPlatformSettings, settingsRow, signedIn } from './settings_fixtures.js'

const ALL_MOLLIE_OFF = Object.fromEntries(
  ['ideal', 'paypal', 'bancontact', 'creditcard', 'banktransfer', 'klarna', 'riverty'].map((id) => [`${id}Enabled`, false])
)

/** [what is sent, the field the message is under, the message] */
const REFUSED: [Record<string, unknown>, string, string][] = [
  [{ websiteName: '   ' }, 'websiteName', 'Websitenaam is verplicht.'],
  [{ websiteName: 'x'.repeat(121) }, 'websiteName', 'Websitenaam mag hoogstens 120 tekens hebben.'],
  [{ websiteName: 'Suri\nTickets' }, 'websiteName', 'Websitenaam moet op één regel passen.'],
  [{ websiteUrl: 'suritickets' }, 'websiteUrl', 'Webadres moet een volledig webadres zijn, zoals https://suritickets.sr.'],
  [{ websiteUrl: 'javascript:alert(1)' }, 'websiteUrl', 'Webadres moet een volledig webadres zijn, zoals https://suritickets.sr.'],
  [{ logoUrl: '/uploads/images/00/niet-geupload.png' }, 'logoUrl', 'Upload het logo opnieuw: deze afbeelding is niet gevonden.'],
  [{ faviconUrl: 'https://elders.example/favicon.png' }, 'faviconUrl', 'Upload de favicon opnieuw: deze afbeelding is niet gevonden.'],
  [{ seoDescription: 'x'.repeat(301) }, 'seoDescription', 'SEO-beschrijving mag hoogstens 300 tekens hebben.'],
  [{ platformCostPercentage: 101 }, 'platformCostPercentage', 'Platformkosten (percentage) moet tussen 0 en 100 liggen.'],
  [{ platformCostPercentage: '-1' }, 'platformCostPercentage', 'Platformkosten (percentage) moet tussen 0 en 100 liggen.'],
  [{ platformCostPercentage: 'tien' }, 'platformCostPercentage', 'Platformkosten (percentage) moet een getal zijn.'],
  [{ platformCostPercentage: null }, 'platformCostPercentage', 'Platformkosten (percentage) is verplicht.'],
  [{ platformCostFixed: '1.005' }, 'platformCostFixed', 'Platformkosten (vast bedrag) mag hoogstens 2 cijfers achter de komma hebben.'],
  [{ platformCostFixed: 10_001 }, 'platformCostFixed', 'Platformkosten (vast bedrag) moet tussen 0 en 10.000 liggen.'],
  [
    { ticketswitchFeePercentage: 51 },
    'ticketswitchFeePercentage',
    'Ticketswitch: doorverkoopkosten (percentage) moet tussen 0 en 50 liggen.',
  ],
  [
    { ticketswitchFeePercentage: '2.555' },
    'ticketswitchFeePercentage',
    'Ticketswitch: doorverkoopkosten (percentage) mag hoogstens 2 cijfers achter de komma hebben.',
  ],
  [{ ticketswitchFeePercentage: '' }, 'ticketswitchFeePercentage', 'Ticketswitch: doorverkoopkosten (percentage) is verplicht.'],
  [{ paymentFees: { mollie: { idealBtw: 150 } } }, 'paymentFees.mollie.idealBtw', 'iDEAL: btw moet tussen 0 en 100 liggen.'],
  [{ paymentFees: { uni5pay: { fixed: 'gratis' } } }, 'paymentFees.uni5pay.fixed', 'Uni5Pay+: vast bedrag moet een getal zijn.'],
  [{ paymentFees: { uni5pay: { enabled: 'ja' } } }, 'paymentFees.uni5pay.enabled', 'Uni5Pay+ aanbieden moet aan of uit staan.'],
  [
    { paymentFees: { mollie: { idealDiscount: 5 } } },
    'paymentFees.mollie.idealDiscount',
    'Onbekende instelling: paymentFees.mollie.idealDiscount.',
  ],
  [{ paymentFees: { stripe: {} } }, 'paymentFees.stripe', 'Onbekende instelling: paymentFees.stripe.'],
  [{ paymentFees: 'geen' }, 'paymentFees', 'Betaalkosten: stuur de instellingen als object.'],
  [{ paymentFees: { uni5pay: { enabled: false }, mollie: ALL_MOLLIE_OFF } }, 'paymentFees', NO_PAYMENT_METHOD_LEFT],
  [{ currencyConverter: { markupPercentage: 'x' } }, 'currencyConverter.markupPercentage', 'Opslag op de wisselkoers moet een getal zijn.'],
  [{ currencyConverter: { enabled: 1 } }, 'currencyConverter.enabled', 'Valuta omrekenen moet aan of uit staan.'],
  [{ reviewInvitationDelay: 1.5 }, 'reviewInvitationDelay', 'Wachttijd voor de review-uitnodiging (uren) moet een heel getal zijn.'],
  [{ reviewInvitationDelay: 721 }, 'reviewInvitationDelay', 'Wachttijd voor de review-uitnodiging (uren) moet tussen 0 en 720 liggen.'],
  [{ reviewDisplayMinRating: 6 }, 'reviewDisplayMinRating', 'Laagste getoonde beoordeling moet tussen 1 en 5 liggen.'],
  [{ reviewResponseTimeLimit: 0 }, 'reviewResponseTimeLimit', 'Reactietermijn voor reviews (uren) moet tussen 1 en 8.760 liggen.'],
  [{ autoModerationEnabled: 'true' }, 'autoModerationEnabled', 'Automatische moderatie moet aan of uit staan.'],
  [
    { whatsappFeatures: { defaultContactMethod: 'fax' } },
    'whatsappFeatures.defaultContactMethod',
    'Standaard contactmethode moet een van deze zijn: e-mail, WhatsApp of beide.',
  ],
  [
    { whatsappFeatures: { checkoutEnabled: false, defaultContactMethod: 'whatsapp' } },
    'whatsappFeatures.defaultContactMethod',
    WHATSAPP_DEFAULT_NEEDS_CHECKOUT,
  ],
  [
    { whatsappFeatures: { checkoutEnabled: true, bothOptionEnabled: false, defaultContactMethod: 'both' } },
    'whatsappFeatures.defaultContactMethod',
    BOTH_DEFAULT_NEEDS_OPTION,
  ],
  [{ whatsappFeatures: { surinamePhoneHint: '' } }, 'whatsappFeatures.surinamePhoneHint', 'Hulptekst bij het telefoonnummer is verplicht.'],
  [{ headerTag: 'x'.repeat(20_001) }, 'headerTag', 'Header-tag mag hoogstens 20.000 tekens hebben.'],
  [{ emailTemplates: {} }, 'emailTemplates', EMAIL_TEMPLATES_ELSEWHERE],
  [{ isSubAdmin: false }, 'isSubAdmin', 'Onbekende instelling: isSubAdmin.'],
]

test.group('PUT /api/platform-settings: bad input', (group) => {
  keepPlatformSettings(group)

  test('each bad field: 422 with its Dutch message under its name, the row unchanged, no audit row', async ({ client, assert }) => {
    const { user, token } = await signedIn(client)
    const before = await settingsRow()
    for (const [body, field, message] of REFUSED) {
      const response = await client.put('/api/platform-settings').json(body).bearerToken(token)
      assert.equal(response.status(), 422, JSON.stringify(body).slice(0, 80))
      assert.deepEqual(response.body().errors[field], [message], JSON.stringify(body).slice(0, 80))
      assert.equal(response.body().message, message)
    }
    assert.deepEqual(await settingsRow(), before)
    assert.lengthOf(await auditRowsOf(user.id, 'platform_settings'), 0)
  })

  test('good and bad fields together: every bad one named, the good ones not saved either', async ({ client, assert }) => {
    const { token } = await signedIn(client)
    const before = await settingsRow()
    const response = await client
      .put('/api/platform-settings')
      .json({
        websiteName: 'Nieuwe Naam',
        platformCostPercentage: 5,
        reviewDisplayMinRating: 0,
        paymentFees: { mollie: { klarnaFixed: -2 } },
      })
      .bearerToken(token)
    response.assertStatus(422)
    assert.sameMembers(Object.keys(response.body().errors), ['reviewDisplayMinRating', 'paymentFees.mollie.klarnaFixed'])
    assert.deepEqual(await settingsRow(), before)
  })
})

test.group('GET and PUT /api/platform-settings', (group) => {
  keepPlatformSettings(group)

  test('only a full admin: sub-admins, other roles and visitors are refused and change nothing', async ({ client, assert }) => {
    const before = await settingsRow()
    const subAdmin = await signedIn(client, 'admin', { isSubAdmin: true })
    const organizer = await signedIn(client, 'organizer')
    for (const token of [subAdmin.token, organizer.token]) {
      ;(await client.get('/api/platform-settings').bearerToken(token)).assertStatus(403)
      ;(await client.put('/api/platform-settings').json({ platformCostPercentage: 50 }).bearerToken(token)).assertStatus(403)
    }
    ;(await client.get('/api/platform-settings')).assertStatus(401)
    ;(await client.put('/api/platform-settings').json({ platformCostPercentage: 50 })).assertStatus(401)
    assert.deepEqual(await settingsRow(), before)
  })

  test('the Ticketswitch resale fee: 5% unless set, saved as a two-decimal string with its audit row', async ({ client, assert }) => {
    const { user, token } = await signedIn(client)
    assert.equal((await client.get('/api/platform-settings').bearerToken(token)).body().data.ticketswitchFeePercentage, '5.00')
    const saved = await client.put('/api/platform-settings').json({ ticketswitchFeePercentage: '7,5' }).bearerToken(token)
    saved.assertStatus(200)
    assert.equal(saved.body().data.ticketswitchFeePercentage, '7.50')
    assert.equal((await settingsRow()).ticketswitch_fee_percentage, '7.50')
    const [row] = await auditRowsOf(user.id, 'platform_settings')
    assert.deepEqual(row.newValues, { ticketswitchFeePercentage: '7.50' })
  })

  test('GET gives every setting with each payment method filled in', async ({ client, assert }) => {
    const { token } = await signedIn(client)
    const response = await client.get('/api/platform-settings').bearerToken(token)
    response.assertStatus(200)
    const data = response.body().data
    assert.match(data.platformCostPercentage, /^\d+\.\d{2}$/)
    assert.containsSubset(data.paymentFees.uni5pay, { enabled: true })
    for (const id of ['ideal', 'paypal', 'klarna', 'riverty']) {
      assert.properties(data.paymentFees.mollie, [`${id}Percentage`, `${id}Fixed`, `${id}Btw`, `${id}Enabled`])
    }
    assert.properties(data, ['currencyConverter', 'whatsappFeatures', 'headerTag', 'bodyTag', 'reviewResponseTimeLimit', 'updatedAt'])
    assert.notProperty(data, 'emailTemplates')
  })

  test('a saved tab: one audit row with the changed fields before and after; the public settings follow at once', async ({
    client,
    assert,
  }) => {
    const { user, token } = await signedIn(client)
    const generation = platformSettingsGeneration()
    const response = await client
      .put('/api/platform-settings')
      .json({
        platformCostPercentage: '2,5',
        platformCostFixed: 3,
        paymentFees: { uni5pay: { percentage: 1.5 }, mollie: { klarnaEnabled: false } },
      })
      .bearerToken(token)
    response.assertStatus(200)
    assert.equal(response.body().data.platformCostPercentage, '2.50')
    assert.equal(response.body().data.paymentFees.uni5pay.percentage, 1.5)
    assert.isAbove(platformSettingsGeneration(), generation, 'the storefront cache is told')

    const [row, ...others] = await auditRowsOf(user.id, 'platform_settings')
    assert.lengthOf(others, 0)
    assert.equal(row.action, 'update')
    assert.isNull(row.entityId)
    assert.deepEqual(row.oldValues, {
      platformCostPercentage: '0.00',
      platformCostFixed: '0.00',
      'paymentFees.uni5pay.percentage': 0,
      'paymentFees.mollie.klarnaEnabled': true,
    })
    assert.deepEqual(row.newValues, {
      platformCostPercentage: '2.50',
      platformCostFixed: '3.00',
      'paymentFees.uni5pay.percentage': 1.5,
      'paymentFees.mollie.klarnaEnabled': false,
    })

    const history = await client.get('/api/admin/audit-changes').qs({ entityType: 'platform_settings' }).bearerToken(token)
    assert.deepInclude(history.body().data[0].changes, { field: 'platformCostPercentage', before: '0.00', after: '2.50' })

    const publicSettings = (await client.get('/api/platform-settings/public')).body().data
    assert.equal(publicSettings.platformCostPercentage, '2.50')
    assert.equal(publicSettings.paymentFees.mollie.klarnaEnabled, false)
    const methods = (await client.get('/api/payments/methods')).body().methods.map((m: { id: string }) => m.id)
    assert.notInclude(methods, 'klarna')

    // Saving the same values again changes nothing and leaves no second row.
    await client.put('/api/platform-settings').json({ platformCostFixed: '3.00' }).bearerToken(token)
    assert.lengthOf(await auditRowsOf(user.id, 'platform_settings'), 1)
  })

  test('the header and body tags and the WhatsApp options follow at once', async ({ client, assert }) => {
    const { token } = await signedIn(client)
    const headerTag = '<meta name="verificatie" content="abc123">'
    const response = await client
      .put('/api/platform-settings')
      .json({ headerTag, bodyTag: '', whatsappFeatures: { checkoutEnabled: true, defaultContactMethod: 'whatsapp' } })
      .bearerToken(token)
    response.assertStatus(200)
    const tags = (await client.get('/api/platform/tags')).body().data
    assert.equal(tags.headerTag, headerTag)
    assert.isNull(tags.bodyTag)
    assert.equal((await client.get('/api/platform-settings/public')).body().data.whatsappFeatures.defaultContactMethod, 'whatsapp')
  })

  test('a raised fee is what the next buyer is charged', async ({ client, assert }) => {
    const { token } = await signedIn(client)
    const { event, ticketType } = await paidType(10, '250.00')
    const before = await client
      .post('/api/payments/create')
      .json(paymentBody(event.id, ticketType.id, 2, newSession(), 'uni5pay', 'uni5pay'))
    before.assertStatus(201)
    assert.equal((await Order.findByOrFail('order_number', before.body().orderNumber)).total, '500.00')

    await client
      .put('/api/platform-settings')
      .json({ platformCostPercentage: 10, platformCostFixed: 5, paymentFees: { uni5pay: { percentage: 2, fixed: 1, btw: 10 } } })
      .bearerToken(token)
      .then((response) => response.assertStatus(200))

    const after = await client
      .post('/api/payments/create')
      .json(paymentBody(event.id, ticketType.id, 2, newSession(), 'uni5pay', 'uni5pay'))
    after.assertStatus(201)
    const order = await Order.findByOrFail('order_number', after.body().orderNumber)
    // 500 + (10 % + 5) + (2 % + 1) + 10 % btw on 11
    assert.deepInclude(order.$attributes, {
      subtotal: '500.00',
      platformFee: '55.00',
      paymentFee: '11.00',
      paymentFeeBtw: '1.10',
      total: '567.10',
    })
  })
})

test.group('PUT /api/platform-settings: images are our uploads', (group) => {
  keepPlatformSettings(group)
  let dir = ''
  let previousDir: string | undefined
  group.setup(() => {
    dir = mkdtempSync(join(tmpdir(), 'settings-uploads-'))
    previousDir = process.env.UPLOADS_DIR
    process.env.UPLOADS_DIR = dir
    return () => {
      if (previousDir === undefined) delete process.env.UPLOADS_DIR
      else process.env.UPLOADS_DIR = previousDir
      rmSync(dir, { recursive: true, force: true })
    }
  })

  test('an uploaded PNG becomes the logo and the social image; an SVG is refused by its first bytes', async ({ client, assert }) => {
    const { token } = await signedIn(client)
    const png = await sharp({ create: { width: 256, height: 256, channels: 4, background: '#0f766e' } })
      .png()
      .toBuffer()
    const uploaded = await client
      .post('/api/uploads')
      .file('file', png, { filename: 'logo.png', contentType: 'image/png' })
      .bearerToken(token)
    uploaded.assertStatus(201)
    const url = uploaded.body().data.url as string

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    const refused = await client
      .post('/api/uploads')
      .file('file', svg, { filename: 'logo.png', contentType: 'image/png' })
      .bearerToken(token)
    refused.assertStatus(422)

    const response = await client.put('/api/platform-settings').json({ logoUrl: url, socialMediaImageUrl: url }).bearerToken(token)
    response.assertStatus(200)
    const data = (await client.get('/api/platform-settings/public')).body().data
    assert.equal(data.logoUrl, url)
    assert.equal(data.socialMediaImageUrl, url)
    // Cleared with an empty value.
    ;(await client.put('/api/platform-settings').json({ socialMediaImageUrl: '' }).bearerToken(token)).assertStatus(200)
    assert.isNull((await client.get('/api/platform-settings/public')).body().data.socialMediaImageUrl)
  })
})
