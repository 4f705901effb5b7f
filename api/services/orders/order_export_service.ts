/*
 * The CSV exports of an event: attendees (one row per valid ticket) and orders. Streamed: rows
 * are read in keyset batches (never an OFFSET, never all at once), each batch written before the next is read,
 * so memory stays flat and there is no row limit. The first chunk is the UTF-8 byte order mark and the header. The
 * format follows the reader's language (domain/csv.ts): ';' and decimal commas for a back office in Dutch.
 */
import db from '@adonisjs/lucid/services/db'
import { labelFor } from '#enums/labels'
import { CSV_BOM, CSV_FORMAT, csvAmount, csvDateTime, csvLine, type CsvFormat, type CsvValue } from '#domain/csv'
import { text } from '#exceptions/messages'

/** A yes or no cell, as the Dutch export writes it. */
const yesNo = (value: boolean) => text(value ? 'CSV_YES' : 'CSV_NO')
import { whereOrdersMatch, type OrderFilter } from '#services/orders/order_query'
import { questionColumns } from '#services/questions/answer_columns'

/** Rows per database round trip. */
export const EXPORT_BATCH_SIZE = 1000

const ATTENDEE_HEADER = ['Bestelnummer', 'Koper', 'E-mail', 'Telefoon', 'Tickettype', 'Prijs', 'QR-code', 'Ingecheckt', 'Ingecheckt op']

export interface AttendeeRow {
  id: number
  order_number: string
  buyer_name: string
  buyer_email: string | null
  buyer_phone: string | null
  ticket_type: string
  purchase_price: string
  qr_code: string
  is_checked_in: boolean
  checked_in_at: Date | null
}

/**
 * The file, batch by batch: BOM and header first, then each batch's lines as one chunk. `readBatch` gets the
 * last row of the batch before (null at the start) and returns the next rows after it, at most `batchSize`.
 */
async function* keysetCsv<Row>(
  header: string[],
  readBatch: (after: Row | null) => Promise<Row[]>,
  cells: (row: Row) => CsvValue[],
  batchSize: number,
  format: CsvFormat
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(header, format)
  let after: Row | null = null
  for (;;) {
    const rows = await readBatch(after)
    if (rows.length === 0) return
    yield rows.map((row) => csvLine(cells(row), format)).join('')
    if (rows.length < batchSize) return
    after = rows[rows.length - 1]
  }
}

/** The attendee list's rows after ticket `afterId`, at most `batchSize`: every valid ticket, in the order issued. */
export function attendeeBatch(eventId: number, afterId: number, batchSize = EXPORT_BATCH_SIZE): Promise<AttendeeRow[]> {
  return db
    .from('tickets as t')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .innerJoin('ticket_types as tt', 'tt.id', 't.ticket_type_id')
    .where('t.event_id', eventId)
    .where('t.is_valid', true)
    .where('t.id', '>', afterId)
    .orderBy('t.id')
    .limit(batchSize)
    .select(
      't.id',
      'o.order_number',
      // The ticket's own buyer fields, else the order's.
      db.raw('coalesce(t.buyer_name, o.buyer_name) AS buyer_name'),
      db.raw('coalesce(t.buyer_email, o.buyer_email) AS buyer_email'),
      db.raw('coalesce(t.buyer_phone, o.buyer_phone) AS buyer_phone'),
      'tt.name as ticket_type',
      't.purchase_price',
      't.qr_code',
      't.is_checked_in',
      't.checked_in_at'
    )
}

/** attendees.csv: every valid ticket of the event, in the order they were issued; a column per checkout question. */
export async function* attendeesCsv(
  eventId: number,
  format: CsvFormat = CSV_FORMAT,
  batchSize = EXPORT_BATCH_SIZE
): AsyncGenerator<string> {
  const questions = await questionColumns(eventId)
  const readBatch = async (after: AttendeeRow | null) => {
    const rows = await attendeeBatch(eventId, after?.id ?? 0, batchSize)
    await questions.readBatch(rows.map((row) => row.id))
    return rows
  }
  const cells = (row: AttendeeRow): CsvValue[] => [
    row.order_number,
    row.buyer_name,
    row.buyer_email,
    row.buyer_phone,
    row.ticket_type,
    csvAmount(row.purchase_price, format),
    row.qr_code,
    yesNo(row.is_checked_in),
    csvDateTime(row.checked_in_at),
    ...questions.cells(row.id),
  ]
  yield* keysetCsv([...ATTENDEE_HEADER, ...questions.header], readBatch, cells, batchSize, format)
}

const ORDER_HEADER = [
  'Bestelnummer',
  'Koper',
  'E-mail',
  'Telefoon',
  'Contactmethode',
  'Kanaal',
  'Status',
  'Tickets',
  'Subtotaal',
  'Platformkosten',
  'Betaalkosten',
  'Btw betaalkosten',
  'Totaal',
  'Terugbetaling nodig',
  'Besteld op',
  'Betaald op',
  'Kortingscode',
  'Korting',
]

const CHANNEL_LABELS: Record<string, string> = { online: 'Online', loket: 'Loket', agent: 'Agent' }

interface OrderRow {
  id: number
  /** created_at as text: exact to the microsecond, so the next batch starts right after it. */
  cursor_at: string
  order_number: string
  buyer_name: string
  buyer_email: string | null
  buyer_phone: string | null
  contact_method: string
  channel: string
  status: string
  ticket_count: number
  subtotal: string
  platform_fee: string
  payment_fee: string
  payment_fee_btw: string
  total: string
  refund_required: boolean
  created_at: Date
  paid_at: Date | null
  discount_code: string | null
  discount_amount: string
}

/** orders.csv: the event's orders (with the list's filter), oldest first. */
export function ordersCsv(
  eventId: number,
  filter: OrderFilter = {},
  format: CsvFormat = CSV_FORMAT,
  batchSize = EXPORT_BATCH_SIZE
): AsyncGenerator<string> {
  const readBatch = async (after: OrderRow | null): Promise<OrderRow[]> => {
    const query = whereOrdersMatch(db.from('orders'), eventId, filter)
      .select(
        'orders.*',
        db.raw('orders.created_at::text AS cursor_at'),
        db.raw('(SELECT count(*)::integer FROM tickets t WHERE t.order_id = orders.id AND t.is_valid) AS ticket_count')
      )
      .orderBy('orders.created_at')
      .orderBy('orders.id')
      .limit(batchSize)
    if (after) query.whereRaw('(orders.created_at, orders.id) > (?::timestamptz, ?)', [after.cursor_at, after.id])
    return query
  }
  const cells = (row: OrderRow): CsvValue[] => [
    row.order_number,
    row.buyer_name,
    row.buyer_email,
    row.buyer_phone,
    labelFor('contact_method', row.contact_method),
    CHANNEL_LABELS[row.channel] ?? row.channel,
    labelFor('order_status', row.status),
    row.ticket_count,
    csvAmount(row.subtotal, format),
    csvAmount(row.platform_fee, format),
    csvAmount(row.payment_fee, format),
    csvAmount(row.payment_fee_btw, format),
    csvAmount(row.total, format),
    yesNo(row.refund_required),
    csvDateTime(row.created_at),
    csvDateTime(row.paid_at),
    row.discount_code,
    csvAmount(row.discount_amount, format),
  ]
  return keysetCsv(ORDER_HEADER, readBatch, cells, batchSize, format)
}
