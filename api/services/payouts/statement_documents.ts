/*
 * The statement as a download: CSV for a spreadsheet (Dutch: ';' between cells and comma decimals, as a spreadsheet
 * set to Dutch reads them; English: ',' and a decimal point) and PDF (A4, pdfkit, as the tickets). Both show the
 * figures of GET /api/organizers/{id}/statement and nothing else.
 */
import PDFDocument from 'pdfkit'
import { CSV_BOM, csvAmount, csvDateTime, csvFormatFor, csvLine } from '#domain/csv'
import { formatDate, formatDateTime } from '#domain/format'
import type { OrganizerStatement, StatementFigures } from '#domain/organizer_statement'
import { STATEMENT_TEXTS, type StatementLanguage } from '#services/payouts/statement_texts'

type Texts = (typeof STATEMENT_TEXTS)[StatementLanguage]

const FIGURE_COLUMNS = [
  'orders',
  'gross',
  'platformFees',
  'paymentFees',
  'refunds',
  'refundsDue',
  'commissions',
  'net',
  'owedByPlatform',
  'heldByOrganizer',
  'heldByAgents',
] as const

function figureValues(figures: StatementFigures): Record<(typeof FIGURE_COLUMNS)[number], string | number> {
  return {
    orders: figures.orders,
    gross: figures.gross,
    platformFees: figures.fees.platform,
    paymentFees: figures.fees.payment,
    refunds: figures.refunds,
    refundsDue: figures.refundsDue,
    commissions: figures.commissions,
    net: figures.net,
    owedByPlatform: figures.owedByPlatform,
    heldByOrganizer: figures.heldByOrganizer,
    heldByAgents: figures.heldByAgents,
  }
}

function periodText(statement: OrganizerStatement, texts: Texts, lang: StatementLanguage): string {
  if (!statement.from && !statement.to) return texts.always
  const day = (value: string) => formatDate(`${value}T12:00:00-03:00`, lang)
  return [statement.from ? `${texts.from} ${day(statement.from)}` : '', statement.to ? `${texts.to} ${day(statement.to)}` : '']
    .filter(Boolean)
    .join(' ')
}

export function statementCsv(statement: OrganizerStatement, lang: StatementLanguage): string {
  const texts = STATEMENT_TEXTS[lang]
  const format = csvFormatFor(lang)
  const line = (values: (string | number | null)[]) => csvLine(values, format)
  const money = (value: string) => csvAmount(value, format)
  const figureCells = (figures: StatementFigures) =>
    FIGURE_COLUMNS.map((column) => {
      const value = figureValues(figures)[column]
      return typeof value === 'number' ? value : money(value)
    })
  const rows = [
    line([texts.title, statement.organizerName]),
    line([texts.period, statement.from ?? '', statement.to ?? '']),
    line([texts.generated, csvDateTime(statement.generatedAt)]),
    line([]),
    line([texts.part, ...FIGURE_COLUMNS.map((column) => texts[column])]),
    ...statement.channels.map((channel) => line([texts.channel[channel.channel], ...figureCells(channel)])),
    ...statement.events.map((event) => line([event.title, ...figureCells(event)])),
    line([texts.total, ...figureCells(statement.total)]),
    line([]),
    line([texts.paidAt, texts.amount, texts.reference, texts.note]),
    ...statement.payouts.map((payout) => line([csvDateTime(payout.paidAt), money(payout.amount), payout.reference, payout.note])),
    line([]),
    line([texts.paidOut, money(statement.paidOut)]),
    line([texts.owedToDate, money(statement.owedToDate)]),
    line([texts.paidOutToDate, money(statement.paidOutToDate)]),
    line([texts.balance, money(statement.balance)]),
  ]
  return CSV_BOM + rows.join('')
}

/* ── PDF ─────────────────────────────────────────────────────────────────────────────────────────────────── */

const A4_WIDTH = 595.28
const A4_HEIGHT = 841.89
const MARGIN = 40
const WIDTH = A4_WIDTH - 2 * MARGIN
const INK = '#111827'
const MUTED = '#4b5563'
const ACCENT = '#0f766e'
const RULE = '#d1d5db'

/** An amount as the reader's language writes it: 'SRD 1.234,50' or 'SRD 1,234.50'. */
function pdfAmount(amount: string, currency: string, lang: StatementLanguage): string {
  const value = Number(amount)
  const locale = lang === 'nl' ? 'nl-NL' : 'en-US'
  return `${currency} ${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}`
}

export async function statementPdf(statement: OrganizerStatement, lang: StatementLanguage, siteName: string): Promise<Buffer> {
  const texts = STATEMENT_TEXTS[lang]
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${texts.title} ${statement.organizerName}`, Author: siteName },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const amount = (value: string) => pdfAmount(value, statement.currency, lang)

  doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(10).text(siteName, MARGIN, MARGIN, { width: WIDTH })
  doc.moveDown(0.4).fillColor(INK).fontSize(20).text(`${texts.title}: ${statement.organizerName}`, { width: WIDTH })
  doc
    .moveDown(0.3)
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`${texts.period}: ${periodText(statement, texts, lang)} · ${texts.generated} ${formatDateTime(statement.generatedAt, lang)}`, {
      width: WIDTH,
    })

  // The balance first: what a reader opens the statement for.
  doc.moveDown(1)
  const boxTop = doc.y
  doc.roundedRect(MARGIN, boxTop, WIDTH, 64, 6).fillAndStroke('#f0fdfa', ACCENT)
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(10)
    .text(texts.balance, MARGIN + 14, boxTop + 12, { width: WIDTH / 2 })
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(22)
    .text(amount(statement.balance), MARGIN + 14, boxTop + 28, { width: WIDTH / 2 })
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(9)
    .text(`${texts.owedToDate}: ${amount(statement.owedToDate)}`, MARGIN + WIDTH / 2, boxTop + 14, {
      width: WIDTH / 2 - 14,
      align: 'right',
    })
    .text(`${texts.paidOutToDate}: ${amount(statement.paidOutToDate)}`, MARGIN + WIDTH / 2, boxTop + 30, {
      width: WIDTH / 2 - 14,
      align: 'right',
    })
  doc.y = boxTop + 80

  const summary: [string, string, boolean?][] = [
    [texts.gross, amount(statement.total.gross)],
    [texts.refunds, `− ${amount(statement.total.refunds)}`],
    [texts.refundsDue, `− ${amount(statement.total.refundsDue)}`],
    [texts.commissions, `− ${amount(statement.total.commissions)}`],
    [texts.net, amount(statement.total.net), true],
    [texts.heldByOrganizer, `− ${amount(statement.total.heldByOrganizer)}`],
    [texts.heldByAgents, `− ${amount(statement.total.heldByAgents)}`],
    [texts.owedByPlatform, amount(statement.total.owedByPlatform), true],
    [texts.paidOut, amount(statement.paidOut)],
    [texts.platformFees, amount(statement.total.fees.platform)],
    [texts.paymentFees, amount(statement.total.fees.payment)],
  ]
  for (const [label, value, bold] of summary) keyValue(doc, label, value, bold === true)

  doc.moveDown(0.6).font('Helvetica').fontSize(9).fillColor(MUTED).text(texts.explanation, MARGIN, doc.y, { width: WIDTH })

  const columns = [texts.gross, texts.refunds, texts.commissions, texts.net, texts.owedByPlatform]
  const cells = (figures: StatementFigures) =>
    [figures.gross, figures.refunds, figures.commissions, figures.net, figures.owedByPlatform].map(amount)
  table(
    doc,
    texts.channels,
    columns,
    statement.channels.map((channel) => [`${texts.channel[channel.channel]} (${texts.holder[channel.holder]})`, ...cells(channel)])
  )
  if (statement.events.length)
    table(doc, texts.events, columns, [
      ...statement.events.map((event) => [event.title, ...cells(event)]),
      [texts.total, ...cells(statement.total)],
    ])

  section(doc, texts.payouts)
  if (!statement.payouts.length) doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(texts.noPayouts, MARGIN, doc.y, { width: WIDTH })
  else
    table(
      doc,
      null,
      [texts.amount, texts.reference],
      statement.payouts.map((payout) => [formatDateTime(payout.paidAt, lang), amount(payout.amount), payout.reference])
    )

  const range = doc.bufferedPageRange()
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index)
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(texts.page.replace('{page}', String(index + 1)).replace('{pages}', String(range.count)), MARGIN, A4_HEIGHT - MARGIN + 10, {
        width: WIDTH,
        align: 'right',
        lineBreak: false,
      })
  }
  doc.end()
  return done
}

function keyValue(doc: PDFKit.PDFDocument, label: string, value: string, bold: boolean) {
  const y = doc.y
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(10)
    .fillColor(INK)
  doc.text(label, MARGIN, y, { width: WIDTH * 0.65 })
  doc.text(value, MARGIN + WIDTH * 0.65, y, { width: WIDTH * 0.35, align: 'right' })
  doc.y = Math.max(doc.y, y + 14)
  if (bold)
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + WIDTH, doc.y)
      .strokeColor(RULE)
      .stroke()
  doc.y += 3
}

function section(doc: PDFKit.PDFDocument, title: string) {
  if (doc.y > A4_HEIGHT - MARGIN - 80) doc.addPage()
  doc.moveDown(1).font('Helvetica-Bold').fontSize(12).fillColor(INK).text(title, MARGIN, doc.y, { width: WIDTH })
  doc.moveDown(0.3)
}

/** A table: the first column wide (names), the rest amounts aligned right; a new page when it runs out of room. */
function table(doc: PDFKit.PDFDocument, title: string | null, columns: string[], rows: string[][]) {
  if (title) section(doc, title)
  const first = WIDTH * 0.3
  const rest = (WIDTH - first) / columns.length
  const drawRow = (cells: string[], bold: boolean) => {
    if (doc.y > A4_HEIGHT - MARGIN - 30) doc.addPage()
    const y = doc.y
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(8.5)
      .fillColor(INK)
    let bottom = y
    cells.forEach((cell, index) => {
      const x = index === 0 ? MARGIN : MARGIN + first + (index - 1) * rest
      doc.text(cell, x, y, { width: (index === 0 ? first : rest) - 4, align: index === 0 ? 'left' : 'right' })
      bottom = Math.max(bottom, doc.y)
    })
    doc.y = bottom + 3
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + WIDTH, doc.y)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke()
    doc.y += 3
  }
  drawRow(['', ...columns], true)
  rows.forEach((row) => drawRow(row, false))
}
