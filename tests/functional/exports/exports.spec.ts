/*
 * Exports from templates (POST /api/exports and the rest): each template's figures against the source the product
 * already shows them from (the statement, the invoices' fees, the attendee list, the agents' ledger), the files'
 * formats (Dutch CSV, XLSX read back), who may run what for whom, bad filters, the background path with its mail,
 * and expiry.
 */
import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import ExcelJS from 'exceljs'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import ExportRun from '#models/export_run'
import ComplianceExportTemplate from '#models/compliance_export_template'
import { createAccount } from '#tests/helpers/accounts'
import { freshToken } from '#tests/helpers/routes'
import { outboxMessagesTo } from '#tests/helpers/outbox'
import { makeEvent, makeTicketType, rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'
import { approvedAgent } from '#tests/functional/counter_sales/counter_fixtures'
import { sell } from '#tests/functional/orders/sales_fixtures'
import exportRuns, { expireExportFiles } from '#services/exports/export_runs'
import { organizerStatement, periodOf, statementSums } from '#services/payouts/organizer_statement_service'
import { balancesFor, surinameToday } from '#services/agents/agent_settlement_service'
import { attendeesCsv } from '#services/orders/order_export_service'
import { DUTCH_CSV_FORMAT } from '#domain/csv'
import { fromCents, toCents } from '#domain/organizer_statement'
import { EXPORT_TEMPLATES, EXPORT_TEMPLATE_KEYS, type ExportTemplateKey } from '#domain/exports'

const suriname = (text: string) => DateTime.fromISO(text, { zone: 'America/Paramaribo' })

async function templateId(key: ExportTemplateKey): Promise<number> {
  return (await ComplianceExportTemplate.findByOrFail('name', key)).id
}

async function run(client: ApiClient, viewer: User, key: ExportTemplateKey, format: 'csv' | 'xlsx', filters: Record<string, unknown> = {}) {
  return client
    .post('/api/exports')
    .bearerToken(await freshToken(viewer))
    .json({ templateId: await templateId(key), format, filters })
}

async function download(viewer: User, runId: number) {
  const response = await fetch(`http://${process.env.HOST}:${process.env.PORT}/api/exports/${runId}/download`, {
    headers: { authorization: `Bearer ${await freshToken(viewer)}` },
  })
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) }
}

/** The CSV's lines split into cells (no cell of these exports holds a ';' or a quote). */
function csvRows(bytes: Buffer): string[][] {
  const text = bytes.toString('utf8')
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(';'))
}

/** From 1 January up to today in Suriname: the agent's sales of today, within the limit of a run made at once. */
function thisYear() {
  const today = surinameToday()
  return { from: `${today.slice(0, 4)}-01-01`, to: today }
}

const dutch = (amount: string) => amount.replace('.', ',')

/**
 * Organizer A (an event, sales in March and April 2026 with fees, a box office sale and one to refund), organizer B
 * (a sale in March), an agent of A who sold through the counter, and the people who ask.
 */
async function seeded(client: ApiClient) {
  const organizerA = await createAccount({ role: 'organizer', organizationName: `Stichting A ${randomUUID().slice(0, 6)}` })
  const organizerB = await createAccount({ role: 'organizer', organizationName: `Stichting B ${randomUUID().slice(0, 6)}` })
  const managerA = await createAccount({ role: 'manager', managerForOrganizerId: organizerA.id })
  const admin = await createAccount({ role: 'admin' })
  const buyer = await createAccount({ role: 'user' })
  const eventA = await makeEvent({ organizerId: organizerA.id, title: 'Concert A', qrCodePrefix: 'EXPA' })
  const eventB = await makeEvent({ organizerId: organizerB.id, title: 'Feest B', qrCodePrefix: 'EXPB' })
  const typeA = await makeTicketType(eventA.id, { price: '100.00', maxQuantity: 100 })
  const typeB = await makeTicketType(eventB.id, { price: '50.00', maxQuantity: 100 })

  await sell({
    type: typeA,
    quantity: 2,
    paidAt: suriname('2026-03-10T20:00'),
    fees: [1200, 650, 65],
    buyerName: 'Zoë Pinas',
    checkedIn: 1,
  })
  await sell({ type: typeA, quantity: 1, paidAt: suriname('2026-04-01T00:30'), fees: [700, 300, 30] })
  // Paid on the last evening of March in Suriname: 1 April in UTC, still March here.
  await sell({ type: typeA, quantity: 1, paidAt: suriname('2026-03-31T22:00'), fees: [700, 300, 30] })
  await sell({ type: typeA, quantity: 1, paidAt: suriname('2026-04-05T12:00'), channel: 'loket', fees: [0, 0, 0] })
  await sell({ type: typeA, quantity: 1, paidAt: suriname('2026-04-06T12:00'), refundRequired: true, fees: [700, 300, 30] })
  await sell({ type: typeB, quantity: 3, paidAt: suriname('2026-03-15T12:00'), fees: [950, 400, 40] })

  const { agent } = await approvedAgent(organizerA.id, {}, '10.00')
  const agentSale = await client
    .post('/api/agent/sales')
    .bearerToken(await freshToken(agent))
    .json({ eventId: eventA.id, tickets: [{ ticketTypeId: typeA.id, quantity: 2 }], paymentMethod: 'cash', amountTendered: '200' })
  agentSale.assertStatus(201)
  const { agent: otherAgent } = await approvedAgent(organizerB.id, {}, '5.00')
  return { organizerA, organizerB, managerA, admin, buyer, agent, otherAgent, eventA, eventB }
}

test.group('Exports: the templates', (group) => {
  rollbackEachTest(group)

  test('the four seeded templates carry the columns and filters the code fills', async ({ assert }) => {
    for (const key of EXPORT_TEMPLATE_KEYS) {
      const row = await ComplianceExportTemplate.findByOrFail('name', key)
      const definition = EXPORT_TEMPLATES[key]
      assert.deepEqual(
        row.fields,
        definition.columns.map((column) => column.label),
        key
      )
      assert.deepEqual(row.filters, definition.filters, key)
      assert.equal(row.entityType, definition.entityType, key)
    }
  })

  test('GET /api/export-templates lists what each role may run', async ({ client, assert }) => {
    const { admin, organizerA, managerA, agent, buyer } = await seeded(client)
    const keys = async (viewer: User) => {
      const response = await client.get('/api/export-templates').bearerToken(await freshToken(viewer))
      response.assertStatus(200)
      return response.body().data.map((template: { key: string }) => template.key)
    }
    assert.deepEqual(await keys(admin), [...EXPORT_TEMPLATE_KEYS])
    assert.deepEqual(await keys(organizerA), ['sales_per_organizer', 'event_attendees'])
    assert.deepEqual(await keys(managerA), ['sales_per_organizer', 'event_attendees'])
    assert.deepEqual(await keys(agent), ['agent_commissions'])
    ;(await client.get('/api/export-templates').bearerToken(await freshToken(buyer))).assertStatus(403)
    ;(await client.get('/api/export-templates')).assertStatus(401)
  })
})

test.group('Exports: figures equal their sources', (group) => {
  rollbackEachTest(group)

  test('BTW per month equals the statement’s fees and the invoices’ btw, month by month in Suriname time', async ({ client, assert }) => {
    const { admin, organizerA } = await seeded(client)
    const response = await run(client, admin, 'btw_per_month', 'csv', { from: '2026-03-01', to: '2026-04-30' })
    response.assertStatus(201)
    assert.equal(response.body().data.status, 'ready')
    const file = await download(admin, response.body().data.id)
    assert.equal(file.status, 200)
    assert.match(file.headers.get('content-type') ?? '', /^text\/csv/)
    assert.equal(file.bytes.subarray(0, 3).toString('hex'), 'efbbbf', 'UTF-8 byte order mark')
    const [header, ...lines] = csvRows(file.bytes)
    assert.deepEqual(
      header,
      EXPORT_TEMPLATES.btw_per_month.columns.map((column) => column.label)
    )
    assert.deepEqual(
      lines.map((line) => line[0]),
      ['2026-03', '2026-04']
    )

    for (const [month, from, to] of [
      ['2026-03', '2026-03-01', '2026-03-31'],
      ['2026-04', '2026-04-01', '2026-04-30'],
    ]) {
      const line = lines.find((cells) => cells[0] === month)!
      const sums = await statementSums(db, null, periodOf(from, to))
      const platform = sums.reduce((sum, part) => sum + part.platformFees, 0n)
      const paymentWithBtw = sums.reduce((sum, part) => sum + part.paymentFees, 0n)
      const orders = sums.reduce((sum, part) => sum + part.orders, 0)
      assert.equal(line[1], String(orders), `${month} orders`)
      assert.equal(line[2], dutch(fromCents(platform)), `${month} platform fees`)
      // The invoices print each order's payment fee and its btw: their sums over the month's invoiced orders.
      const period = periodOf(from, to)
      const invoiced = await db
        .from('orders')
        .whereNotNull('invoice_number')
        .where('total', '>', 0)
        .whereRaw('coalesce(paid_at, created_at) >= ? AND coalesce(paid_at, created_at) < ?', [period.start!, period.end!])
        .select(db.raw('coalesce(sum(payment_fee), 0)::text AS fee'), db.raw('coalesce(sum(payment_fee_btw), 0)::text AS btw'))
        .first()
      assert.equal(line[3], dutch(fromCents(toCents(invoiced.fee))), `${month} payment fees`)
      assert.equal(line[4], dutch(fromCents(toCents(invoiced.btw))), `${month} btw`)
      assert.equal(
        toCents(line[3].replace(',', '.')) + toCents(line[4].replace(',', '.')),
        paymentWithBtw,
        `${month} payment fees with btw`
      )
      assert.equal(line[5], dutch(fromCents(platform + paymentWithBtw)), `${month} total`)
    }

    // Organizer A alone, worked out by hand: March 12.00 + 7.00 platform, 6.50 + 3.00 payment, 0.65 + 0.30 btw.
    const own = await run(client, admin, 'btw_per_month', 'csv', { from: '2026-03-01', to: '2026-04-30', organizerId: organizerA.id })
    const ownLines = csvRows((await download(admin, own.body().data.id)).bytes).slice(1)
    assert.deepEqual(ownLines[0], ['2026-03', '2', '19,00', '9,50', '0,95', '29,45'])
    assert.deepEqual(ownLines[1], ['2026-04', '3', '14,00', '6,00', '0,60', '20,60'])
  })

  test('sales per organizer equals each organizer’s statement for the period, and XLSX reads back as numbers', async ({
    client,
    assert,
  }) => {
    const { admin, organizerA, organizerB } = await seeded(client)
    const response = await run(client, admin, 'sales_per_organizer', 'xlsx', { from: '2026-03-01', to: '2026-04-30' })
    response.assertStatus(201)
    const file = await download(admin, response.body().data.id)
    assert.equal(file.status, 200)
    assert.equal(file.headers.get('content-type'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')

    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]
    const columns = EXPORT_TEMPLATES.sales_per_organizer.columns
    assert.deepEqual(
      columns.map((_column, index) => sheet.getRow(1).getCell(index + 1).value),
      columns.map((column) => column.label)
    )
    const rowOf = (organizerId: number) => {
      for (let r = 2; r <= sheet.rowCount; r++) if (sheet.getRow(r).getCell(1).value === organizerId) return sheet.getRow(r)
      throw new Error(`no row for organizer ${organizerId}`)
    }
    for (const organizer of [organizerA, organizerB]) {
      const statement = await organizerStatement(organizer.id, '2026-03-01', '2026-04-30')
      const row = rowOf(organizer.id)
      const cell = (key: string) => row.getCell(columns.findIndex((column) => column.key === key) + 1)
      assert.equal(cell('organizerName').value, statement.organizerName)
      assert.equal(cell('orders').value, statement.total.orders)
      for (const [key, expected] of [
        ['gross', statement.total.gross],
        ['platformFees', statement.total.fees.platform],
        ['paymentFees', statement.total.fees.payment],
        ['refunds', statement.total.refunds],
        ['refundsDue', statement.total.refundsDue],
        ['commissions', statement.total.commissions],
        ['net', statement.total.net],
        ['owedByPlatform', statement.total.owedByPlatform],
      ] as const) {
        assert.strictEqual(cell(key).value, Number(expected), `${organizer.id} ${key}`)
        assert.equal(cell(key).numFmt, '#,##0.00')
      }
    }
    // By hand for A: 2 + 1 + 1 + 1 + 1 orders of SRD 100 (the agent's sale is today, outside the period).
    assert.equal(rowOf(organizerA.id).getCell(4).value, 600)
  })

  test('attendees of an event are the attendee list, byte for byte', async ({ client, assert }) => {
    const { organizerA, eventA } = await seeded(client)
    const response = await run(client, organizerA, 'event_attendees', 'csv', { eventId: eventA.id })
    response.assertStatus(201)
    assert.equal(response.body().data.rowCount, 8)
    const file = await download(organizerA, response.body().data.id)
    let list = ''
    for await (const chunk of attendeesCsv(eventA.id, DUTCH_CSV_FORMAT)) list += chunk
    assert.equal(file.bytes.toString('utf8'), list)
    assert.include(list, 'Zoë Pinas')
    assert.include(list, ';100,00;')
  })

  test('agent commissions equal the ledger the settlement sums', async ({ client, assert }) => {
    const { agent, organizerA } = await seeded(client)
    const response = await run(client, agent, 'agent_commissions', 'xlsx', thisYear())
    response.assertStatus(201)
    const file = await download(agent, response.body().data.id)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]
    const columns = EXPORT_TEMPLATES.agent_commissions.columns
    const index = (key: string) => columns.findIndex((column) => column.key === key) + 1
    let commission = 0n
    let collected = 0n
    for (let r = 2; r <= sheet.rowCount; r++) {
      const row = sheet.getRow(r)
      assert.equal(row.getCell(index('agentId')).value, agent.id)
      assert.instanceOf(row.getCell(index('createdAt')).value, Date)
      commission += toCents(row.getCell(index('commission')).value)
      collected += toCents(row.getCell(index('saleTotal')).value)
    }
    assert.equal(sheet.rowCount, 2)
    const [balance] = await balancesFor({ agentId: agent.id, organizerId: organizerA.id })
    assert.equal(fromCents(commission), balance.commission)
    assert.equal(fromCents(collected), balance.collected)
    assert.equal(balance.commission, '20.00')
  })
})

test.group('Exports: who may run and download what', (group) => {
  rollbackEachTest(group)

  test('an organizer’s team only its own; an agent only itself; others 403; nothing written when refused', async ({ client, assert }) => {
    const { organizerA, organizerB, managerA, agent, otherAgent, buyer, eventA, eventB } = await seeded(client)
    const before = await db.from('export_runs').count('* as total').first()

    ;(await run(client, organizerB, 'event_attendees', 'csv', { eventId: eventA.id })).assertStatus(403)
    ;(await run(client, organizerB, 'sales_per_organizer', 'csv', { organizerId: organizerA.id })).assertStatus(403)
    ;(await run(client, managerA, 'event_attendees', 'csv', { eventId: eventB.id })).assertStatus(403)
    ;(await run(client, organizerA, 'btw_per_month', 'csv')).assertStatus(403)
    ;(await run(client, organizerA, 'agent_commissions', 'csv')).assertStatus(403)
    ;(await run(client, agent, 'sales_per_organizer', 'csv')).assertStatus(403)
    ;(await run(client, otherAgent, 'agent_commissions', 'csv', { agentId: agent.id })).assertStatus(403)
    ;(await run(client, buyer, 'event_attendees', 'csv', { eventId: eventA.id })).assertStatus(403)
    const anonymous = await client.post('/api/exports').json({ templateId: await templateId('event_attendees'), format: 'csv' })
    anonymous.assertStatus(401)
    assert.deepEqual(await db.from('export_runs').count('* as total').first(), before)

    // Organizer B's sales run holds B alone, whatever else is in the database.
    const own = await run(client, organizerB, 'sales_per_organizer', 'csv', { from: '2026-01-01', to: '2026-06-30' })
    own.assertStatus(201)
    const rows = csvRows((await download(organizerB, own.body().data.id)).bytes).slice(1)
    assert.deepEqual(
      rows.map((row) => row[0]),
      [String(organizerB.id)]
    )
    // The manager runs A's attendees; the other agent's commissions hold none of the first agent's lines.
    ;(await run(client, managerA, 'event_attendees', 'csv', { eventId: eventA.id })).assertStatus(201)
    const otherRun = await run(client, otherAgent, 'agent_commissions', 'csv', thisYear())
    otherRun.assertStatus(201)
    assert.equal(otherRun.body().data.rowCount, 0)
  })

  test('a run is downloaded by its requester or an admin only; lists show one’s own (admins all)', async ({ client, assert }) => {
    const { organizerA, organizerB, managerA, admin, eventA } = await seeded(client)
    const mine = await run(client, organizerA, 'event_attendees', 'xlsx', { eventId: eventA.id })
    const runId = mine.body().data.id
    assert.equal((await download(organizerA, runId)).status, 200)
    assert.equal((await download(admin, runId)).status, 200)
    assert.equal((await download(organizerB, runId)).status, 404)
    assert.equal((await download(managerA, runId)).status, 404)
    const anonymous = await fetch(`http://${process.env.HOST}:${process.env.PORT}/api/exports/${runId}/download`)
    assert.equal(anonymous.status, 401)

    const logged = await db.from('user_activity_logs').where('user_id', organizerA.id).where('action', 'export_downloaded')
    assert.lengthOf(logged, 1)
    assert.equal(logged[0].entity_type, 'export_run')
    assert.equal(logged[0].entity_id, runId)

    const listOf = async (viewer: User) =>
      (await client.get('/api/exports').bearerToken(await freshToken(viewer))).body().data.map((one: { id: number }) => one.id)
    assert.include(await listOf(organizerA), runId)
    assert.notInclude(await listOf(organizerB), runId)
    assert.include(await listOf(admin), runId)
  })
})

test.group('Exports: bad input, the background and expiry', (group) => {
  rollbackEachTest(group)

  group.each.teardown(() => exportRuns.useDispatcher(null))

  test('bad filters answer 422 in Dutch and write nothing', async ({ client, assert }) => {
    const { admin, eventA } = await seeded(client)
    const before = await db.from('export_runs').count('* as total').first()
    const missing = await run(client, admin, 'event_attendees', 'csv')
    missing.assertStatus(422)
    assert.equal(missing.body().success, false)
    assert.equal(missing.body().message, 'Kies een evenement voor dit exportsjabloon.')
    const notTaken = await run(client, admin, 'btw_per_month', 'csv', { eventId: eventA.id })
    notTaken.assertStatus(422)
    assert.equal(notTaken.body().message, 'Dit exportsjabloon filtert niet op evenement.')
    const backwards = await run(client, admin, 'btw_per_month', 'csv', { from: '2026-05-01', to: '2026-04-01' })
    backwards.assertStatus(422)
    assert.include(JSON.stringify(backwards.body()), 'De einddatum ligt voor de begindatum')
    ;(await run(client, admin, 'btw_per_month', 'csv', { from: '2026-02-30' })).assertStatus(422)
    ;(await run(client, admin, 'event_attendees', 'csv', { eventId: 99999999 })).assertStatus(422)
    ;(await run(client, admin, 'btw_per_month', 'pdf' as 'csv')).assertStatus(422)
    const unknown = await client
      .post('/api/exports')
      .bearerToken(await freshToken(admin))
      .json({ templateId: 99999999, format: 'csv' })
    unknown.assertStatus(404)
    assert.deepEqual(await db.from('export_runs').count('* as total').first(), before)
  })

  test('a long period runs through the job: pending, then ready with a mail in the person’s language carrying the link', async ({
    client,
    assert,
  }) => {
    const { admin } = await seeded(client)
    const queued: number[] = []
    exportRuns.useDispatcher(async (runId) => queued.push(runId))
    const response = await client
      .post('/api/exports')
      .bearerToken(await freshToken(admin))
      .header('accept-language', 'en')
      .json({ templateId: await templateId('btw_per_month'), format: 'xlsx', filters: { from: '2024-01-01', to: '2026-06-30' } })
    response.assertStatus(201)
    const runId = response.body().data.id
    assert.equal(response.body().data.status, 'pending')
    assert.deepEqual(queued, [runId])
    assert.equal((await download(admin, runId)).status, 409)
    assert.lengthOf(await outboxMessagesTo(admin.email), 0)

    // What the 'export-runs' job does with the run.
    await exportRuns.handle(runId)
    const done = await ExportRun.findOrFail(runId)
    assert.equal(done.status, 'ready')
    assert.isAbove(done.rowCount ?? 0, 1)
    const [mail] = await outboxMessagesTo(admin.email)
    assert.equal(mail.subject, 'Your export "VAT per month" is ready')
    assert.include(mail.bodyText, `/admin/#/exports?run=${runId}`)
    // Made once: the job retried leaves it alone (no second mail).
    await exportRuns.handle(runId)
    assert.lengthOf(await outboxMessagesTo(admin.email), 1)
    assert.equal((await download(admin, runId)).status, 200)
  })

  test('an expired run answers 410', async ({ client, assert }) => {
    const { organizerA, eventA } = await seeded(client)
    const response = await run(client, organizerA, 'event_attendees', 'csv', { eventId: eventA.id })
    const runId = response.body().data.id
    assert.equal((await download(organizerA, runId)).status, 200)
    await db
      .from('export_runs')
      .where('id', runId)
      .update({ expires_at: DateTime.now().minus({ minutes: 1 }).toJSDate() })
    const expired = await download(organizerA, runId)
    assert.equal(expired.status, 410)
    assert.equal(JSON.parse(expired.bytes.toString('utf8')).message, 'Deze export is verlopen. Start hem opnieuw.')
  })

  test('the hourly sweep drops the bytes of expired files only; the run stays listed as expired', async ({ client, assert }) => {
    const { organizerA, eventA } = await seeded(client)
    const old = (await run(client, organizerA, 'event_attendees', 'csv', { eventId: eventA.id })).body().data.id
    const fresh = (await run(client, organizerA, 'event_attendees', 'xlsx', { eventId: eventA.id })).body().data.id
    await db
      .from('export_runs')
      .where('id', old)
      .update({ expires_at: DateTime.now().minus({ minutes: 1 }).toJSDate() })

    assert.isAtLeast(await expireExportFiles(), 1)
    const bytes = async (id: number) => (await db.from('export_runs').where('id', id).select('file_content').first()).file_content
    assert.isNull(await bytes(old))
    assert.isNotNull(await bytes(fresh))
    assert.equal((await download(organizerA, old)).status, 410)
    assert.equal((await download(organizerA, fresh)).status, 200)
    const listed = await client.get('/api/exports').bearerToken(await freshToken(organizerA))
    const rows = listed.body().data as { id: number; expired: boolean; rowCount: number | null }[]
    assert.isTrue(rows.find((row) => row.id === old)!.expired)
    assert.isFalse(rows.find((row) => row.id === fresh)!.expired)
    assert.isNotNull(rows.find((row) => row.id === old)!.rowCount)
    // Nothing left to drop: a second sweep changes nothing.
    assert.equal(await expireExportFiles(), 0)
  })
})
