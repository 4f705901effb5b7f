/*
 * The CSV exports: GET /api/events/:id/attendees.csv (one row per valid ticket) and orders.csv,
 * streamed in batches with no row limit: UTF-8 with BOM, the header, RFC 4180 quoting, formulas neutralised,
 * a download name; 5,000 tickets arrive whole and in more than one chunk. A back office in Dutch (the default) gets
 * ';' between cells and decimal commas, one in English ',' and decimal points.
 */
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Ticket from '#models/ticket'
import { clearRateLimits } from '#tests/helpers/accounts'
import { baseUrl } from '#tests/helpers/routes'
import { buyFreeOrder, organizerWithEvent, writeOrder, type Organizer } from '#tests/functional/orders/order_fixtures'

/**
 * The download as the browser gets it: the raw bytes, the headers, and how many chunks the body came in. As the back
 * office in English asks for it unless the query says otherwise.
 */
async function download(org: Organizer, file: 'attendees.csv' | 'orders.csv', query = '?lang=en') {
  const response = await fetch(`${baseUrl()}/api/events/${org.event.id}/${file}${query}`, {
    headers: { authorization: `Bearer ${org.token}` },
  })
  const chunks: Uint8Array[] = []
  for await (const chunk of response.body!) chunks.push(chunk)
  const bytes = Buffer.concat(chunks)
  return { response, bytes, text: bytes.toString('utf8'), chunks: chunks.length }
}

/** RFC 4180 rows (quoted cells may hold the separator, quotes and line breaks). */
function parseCsv(text: string, separator = ','): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === separator) {
      row.push(cell)
      cell = ''
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i++
    } else cell += c
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell])
  return rows
}

test.group('GET /api/events/:id/attendees.csv', (group) => {
  group.each.setup(() => clearRateLimits())

  test('BOM, header, a row per valid ticket, quoting and formula cells neutralised', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const tricky = await buyFreeOrder(client, org, 2, { firstName: '=HYPERLINK("http://x.example")', lastName: 'Pinas, "Zoë"' })
    const plain = await writeOrder(org, { status: 'paid', quantity: 1, buyerName: '@Ravi\nRamdin', buyerPhone: '+5978123456' })
    // A cancelled order's tickets are no attendees.
    const gone = await buyFreeOrder(client, org, 1)
    await Ticket.query().where('order_id', gone.id).update({ isValid: false })
    const checked = await Ticket.query().where('order_id', tricky.id).orderBy('id').firstOrFail()
    await db
      .from('tickets')
      .where('id', checked.id)
      .update({ is_checked_in: true, checked_in_at: new Date('2026-11-28T23:30:00Z') })

    const { response, bytes, text } = await download(org, 'attendees.csv')
    assert.equal(response.status, 200)
    assert.equal(response.headers.get('content-type'), 'text/csv; charset=utf-8')
    assert.match(response.headers.get('content-disposition')!, /^attachment; filename="deelnemers-kwakoe-festival-[a-z0-9]+-\d+\.csv"$/)
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 byte order mark for Excel')
    const rows = parseCsv(text.slice(1))
    assert.deepEqual(rows[0], [
      'Bestelnummer',
      'Koper',
      'E-mail',
      'Telefoon',
      'Tickettype',
      'Prijs',
      'QR-code',
      'Ingecheckt',
      'Ingecheckt op',
    ])
    assert.lengthOf(rows, 1 + 3)
    const [first, second, third] = rows.slice(1)
    assert.equal(first[0], tricky.orderNumber)
    assert.equal(first[1], `'=HYPERLINK("http://x.example") Pinas, "Zoë"`)
    assert.equal(first[4], 'Staanplaats')
    assert.equal(first[5], '0.00')
    assert.equal(first[6], checked.qrCode)
    assert.deepEqual(first.slice(7), ['ja', '2026-11-28 20:30'], 'checked in, in Suriname time')
    assert.deepEqual(second.slice(7), ['nee', ''])
    assert.deepEqual(third.slice(1, 6), [`'@Ravi\nRamdin`, plain.buyerEmail!, '+5978123456', 'VIP', '150.00'])
    // The raw text: the quoted cell with its doubled quotes and line break.
    assert.include(text, `"'=HYPERLINK(""http://x.example"") Pinas, ""Zoë"""`)
    assert.include(text, `"'@Ravi\nRamdin"`)
  })

  test('5,000 tickets: every one, in several chunks, no row limit', async ({ assert }) => {
    const org = await organizerWithEvent()
    const order = await writeOrder(org, { status: 'paid', quantity: 1 })
    await db.rawQuery(
      `INSERT INTO tickets (order_id, event_id, ticket_type_id, buyer_name, contact_method, qr_code, purchase_price)
       SELECT ?, ?, ?, 'Bezoeker ' || n, 'email', 'BULK-' || ? || '-' || n, 150 FROM generate_series(1, 4999) AS n`,
      [order.id, org.event.id, org.paid.id, org.event.id]
    )
    const { response, text, chunks } = await download(org, 'attendees.csv')
    assert.equal(response.status, 200)
    const rows = parseCsv(text.slice(1))
    assert.lengthOf(rows, 1 + 5000)
    assert.lengthOf(new Set(rows.slice(1).map((row) => row[6])), 5000, 'each ticket once')
    assert.isAbove(chunks, 1, 'streamed, not one buffered body')
  })
})

test.group('GET /api/events/:id/orders.csv', (group) => {
  group.each.setup(() => clearRateLimits())

  test('every order with its fees and Dutch labels; the list’s filter applies', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const free = await buyFreeOrder(client, org, 2)
    const paid = await writeOrder(org, { status: 'paid', quantity: 1, buyerName: '-1+1' })
    const { response, text } = await download(org, 'orders.csv')
    assert.equal(response.status, 200)
    assert.match(response.headers.get('content-disposition')!, /^attachment; filename="bestellingen-kwakoe-festival-/)
    const rows = parseCsv(text.slice(1))
    assert.deepEqual(rows[0].slice(0, 8), ['Bestelnummer', 'Koper', 'E-mail', 'Telefoon', 'Contactmethode', 'Kanaal', 'Status', 'Tickets'])
    assert.lengthOf(rows, 3)
    assert.deepEqual(rows[1].slice(0, 1), [free.orderNumber])
    assert.deepEqual(rows[1].slice(4, 8), ['E-mail', 'Online', 'Gratis', '2'])
    assert.deepEqual(rows[2].slice(0, 2), [paid.orderNumber, "'-1+1"])
    assert.deepEqual(rows[2].slice(6, 14), ['Betaald', '1', '150.00', '7.50', '4.35', '0.44', '162.29', 'nee'])

    const filtered = await download(org, 'orders.csv', `?lang=en&filter=${encodeURIComponent(JSON.stringify({ status: 'paid' }))}`)
    assert.lengthOf(parseCsv(filtered.text.slice(1)), 2)
  })

  test('more orders than one batch: each exactly once, oldest first', async ({ assert }) => {
    const org = await organizerWithEvent()
    // 2,500 orders, many with the same created_at: the keyset must neither skip nor repeat any. Delivered already,
    // so the delivery sweep of other specs leaves them alone.
    await db.rawQuery(
      `INSERT INTO orders (order_number, event_id, buyer_name, buyer_email, status, payment_provider, created_at, tickets_delivered_at)
       SELECT 'BULK-' || ? || '-' || n, ?, 'Koper ' || n, 'k' || n || '@example.sr', 'free', 'free', now() - (n % 7) * interval '1 minute', now()
       FROM generate_series(1, 2500) AS n`,
      [org.event.id, org.event.id]
    )
    const rows = parseCsv((await download(org, 'orders.csv')).text.slice(1)).slice(1)
    assert.lengthOf(rows, 2500)
    assert.lengthOf(new Set(rows.map((row) => row[0])), 2500)
  })

  test('a back office in Dutch: ";" between cells and decimal commas, so a Dutch spreadsheet reads them right', async ({ assert }) => {
    const org = await organizerWithEvent()
    const paid = await writeOrder(org, { status: 'paid', quantity: 1, buyerName: 'Pinas; Zoë' })
    for (const query of ['?lang=nl', '']) {
      const { text } = await download(org, 'orders.csv', query)
      const rows = parseCsv(text.slice(1), ';')
      assert.deepEqual(rows[0].slice(0, 3), ['Bestelnummer', 'Koper', 'E-mail'], `header (${query || 'no language: Dutch'})`)
      assert.deepEqual(rows[1].slice(0, 2), [paid.orderNumber, 'Pinas; Zoë'])
      assert.deepEqual(rows[1].slice(8, 13), ['150,00', '7,50', '4,35', '0,44', '162,29'])
      assert.include(text, '"Pinas; Zoë"', 'a cell holding the separator is quoted')
    }
    const attendees = parseCsv((await download(org, 'attendees.csv', '?lang=nl')).text.slice(1), ';')
    assert.equal(attendees[1][5], '150,00')

    const english = parseCsv((await download(org, 'orders.csv', '?lang=en')).text.slice(1))
    assert.deepEqual(english[1].slice(8, 13), ['150.00', '7.50', '4.35', '0.44', '162.29'])
    assert.isTrue((await download(org, 'orders.csv', '?lang=en')).text.startsWith('\uFEFFBestelnummer,Koper,E-mail,'))
  })
})
