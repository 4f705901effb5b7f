/*
 * The invoice as a PDF: A4 portrait, in the order's language. The seller (the organizer: name, business address,
 * KKF and BTW number, each only when filled) and the buyer, the order's lines, the fees as the order was charged
 * (platform fee, payment fee and the BTW on it, domain/fees.ts), the total, how and when it was paid and where it
 * was sold; below, a credit note with its own number for each refund.
 */
import PDFDocument from 'pdfkit'
import { formatDate, formatDateTime } from '#domain/format'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#domain/languages'
import { PAYMENT_METHODS } from '#domain/payment_methods'
import { interpolate } from '#domain/translation'
import { creditNoteNumberLabel, formatInvoiceAmount, invoiceNumberLabel } from '#domain/invoices'
import { paymentMethodTexts } from '#transformers/payment_method_texts'
import { INVOICE_TEXTS, type InvoiceTexts } from '#services/orders/invoice_texts'
import type { Invoice } from '#services/orders/invoice_service'

const MARGIN = 50
const PAGE_WIDTH = 595.28
const PAGE_HEIGHT = 841.89
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN
const INK = '#111827'
const MUTED = '#4b5563'
const ACCENT = '#0f766e'
const RULE = '#d1d5db'

/** How it was paid, in the reader's language: a provider's method by its brand, the counter's cash or pin, or free. */
function paymentMethodName(invoice: Invoice, t: InvoiceTexts, lang: Language): string {
  const { order } = invoice
  if (order.paymentProvider === 'free' || Number(order.total) === 0) return t.free
  if (order.paymentMethod === 'cash') return t.cash
  if (order.paymentMethod === 'pin') return t.pin
  const method = PAYMENT_METHODS.find((m) => m.id === (order.paymentMethod ?? order.paymentProvider))
  if (method) return paymentMethodTexts(method, lang).name
  return order.paymentMethod ?? order.paymentProvider
}

function soldAtName(invoice: Invoice, t: InvoiceTexts): string {
  const { channel, agentName } = invoice.soldAt
  if (channel === 'loket') return t.loket
  if (channel === 'agent') return interpolate(t.agent, { name: agentName ?? '' }).trim()
  return `${t.online} (${invoice.site})`
}

export async function invoicePdf(invoice: Invoice): Promise<Buffer> {
  const lang: Language = isLanguage(invoice.order.language) ? invoice.order.language : DEFAULT_LANGUAGE
  const t = INVOICE_TEXTS[lang]
  const { order } = invoice
  const number = invoiceNumberLabel(invoice.number)
  const money = (value: string) => `${order.currency} ${formatInvoiceAmount(value, lang)}`
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${t.title} ${number}`, Author: invoice.seller.name, Creator: invoice.site },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  doc.rect(0, 0, PAGE_WIDTH, 6).fill(ACCENT)
  doc.font('Helvetica-Bold').fontSize(22).fillColor(INK).text(t.title, MARGIN, MARGIN)
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(invoice.site, MARGIN, MARGIN + 6, { width: CONTENT_WIDTH, align: 'right' })

  // Number, date and order, as a small two-column table.
  let y = MARGIN + 40
  const facts: [string, string][] = [
    [t.invoiceNumber, number],
    [t.invoiceDate, formatDate(invoice.date.toJSDate(), lang)],
    [t.orderNumber, order.orderNumber],
  ]
  for (const [label, value] of facts) {
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(label, MARGIN, y, { width: 130 })
    doc
      .font('Helvetica-Bold')
      .fillColor(INK)
      .text(value, MARGIN + 130, y, { width: 250 })
    y += 15
  }

  // Seller (left) and buyer (right): only the lines that are filled.
  y += 15
  const column = (x: number, heading: string, lines: string[]) => {
    let lineY = y
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor(ACCENT)
      .text(heading.toUpperCase(), x, lineY, { width: CONTENT_WIDTH / 2 - 10 })
    lineY += 14
    lines.forEach((line, index) => {
      doc
        .font(index === 0 ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(10)
        .fillColor(INK)
        .text(line, x, lineY, { width: CONTENT_WIDTH / 2 - 10 })
      lineY = doc.y + 2
    })
    return lineY
  }
  const { seller } = invoice
  const sellerLines = [
    seller.name,
    seller.address,
    seller.kkfNumber ? `${t.kkfNumber}: ${seller.kkfNumber}` : null,
    seller.btwNumber ? `${t.btwNumber}: ${seller.btwNumber}` : null,
  ].filter((line): line is string => !!line)
  const buyerLines = [order.buyerName, order.buyerEmail, order.buyerPhone].filter((line): line is string => !!line)
  y = Math.max(column(MARGIN, t.seller, sellerLines), column(MARGIN + CONTENT_WIDTH / 2 + 10, t.buyer, buyerLines)) + 16

  doc.font('Helvetica-Bold').fontSize(9).fillColor(ACCENT).text(t.event.toUpperCase(), MARGIN, y)
  y += 14
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(invoice.eventTitle, MARGIN, y, { width: CONTENT_WIDTH })
  y = doc.y + 2
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(formatDateTime(invoice.eventStart.toJSDate(), lang), MARGIN, y)
  y = doc.y + 18

  // The lines.
  const cols = { description: MARGIN, quantity: MARGIN + 255, unit: MARGIN + 300, amount: MARGIN + 400 }
  const amountWidth = CONTENT_WIDTH - (cols.amount - MARGIN)
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED)
  doc.text(t.description, cols.description, y, { width: 250 })
  doc.text(t.quantity, cols.quantity, y, { width: 40, align: 'right' })
  doc.text(t.unitPrice, cols.unit, y, { width: 95, align: 'right' })
  doc.text(t.amount, cols.amount, y, { width: amountWidth, align: 'right' })
  y += 14
  doc
    .moveTo(MARGIN, y)
    .lineTo(PAGE_WIDTH - MARGIN, y)
    .strokeColor(RULE)
    .stroke()
  y += 6
  // A long order or several credit notes go on to a next page rather than past the bottom margin.
  const room = (needed: number) => {
    if (y + needed <= PAGE_HEIGHT - MARGIN) return
    doc.addPage()
    y = MARGIN
  }
  for (const line of invoice.lines) {
    room(30)
    doc.font('Helvetica').fontSize(10).fillColor(INK)
    doc.text(line.description, cols.description, y, { width: 250 })
    const next = doc.y
    doc.text(String(line.quantity), cols.quantity, y, { width: 40, align: 'right' })
    doc.text(money(line.unitPrice), cols.unit, y, { width: 95, align: 'right' })
    doc.text(money(line.amount), cols.amount, y, { width: amountWidth, align: 'right' })
    y = Math.max(next, doc.y) + 4
  }
  doc
    .moveTo(MARGIN, y)
    .lineTo(PAGE_WIDTH - MARGIN, y)
    .strokeColor(RULE)
    .stroke()
  y += 8

  // The totals, as the order was charged.
  room(120)
  const totals: [string, string, boolean][] = []
  if (Number(order.discountAmount) > 0) totals.push([`${t.discount} (${order.discountCode ?? ''})`, `-${order.discountAmount}`, false])
  totals.push([t.subtotal, order.subtotal, false])
  if (Number(order.platformFee) !== 0) totals.push([t.platformFee, order.platformFee, false])
  if (Number(order.paymentFee) !== 0) totals.push([t.paymentFee, order.paymentFee, false])
  if (Number(order.paymentFeeBtw) !== 0) totals.push([t.paymentFeeBtw, order.paymentFeeBtw, false])
  totals.push([t.total, order.total, true])
  for (const [label, value, bold] of totals) {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 12 : 10)
      .fillColor(INK)
    doc.text(label, cols.quantity - 60, y, { width: cols.amount - cols.quantity + 50, align: 'right' })
    doc.text(value.startsWith('-') ? `- ${money(value.slice(1))}` : money(value), cols.amount, y, { width: amountWidth, align: 'right' })
    y += bold ? 20 : 15
  }

  room(70)
  y += 10
  const payment: [string, string][] = [[t.paymentMethod, paymentMethodName(invoice, t, lang)]]
  if (order.paidAt) payment.push([t.paidOn, formatDateTime(order.paidAt.toJSDate(), lang)])
  payment.push([t.soldAt, soldAtName(invoice, t)])
  for (const [label, value] of payment) {
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(label, MARGIN, y, { width: 130 })
    doc.fillColor(INK).text(value, MARGIN + 130, y, { width: CONTENT_WIDTH - 130 })
    y = doc.y + 4
  }

  for (const note of invoice.creditNotes) {
    room(140)
    y += 20
    doc.rect(MARGIN, y, CONTENT_WIDTH, 1).fill(ACCENT)
    y += 10
    doc.font('Helvetica-Bold').fontSize(14).fillColor(INK).text(t.creditNote, MARGIN, y)
    y = doc.y + 6
    const rows: [string, string][] = [
      [t.creditNoteNumber, creditNoteNumberLabel(note.number)],
      [t.refundedOn, formatDate(note.date.toJSDate(), lang)],
      [t.invoiceNumber, number],
      [t.refundedAmount, `- ${money(note.amount)}`],
    ]
    if (note.reference) rows.push([t.refundReference, note.reference])
    for (const [label, value] of rows) {
      doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(label, MARGIN, y, { width: 150 })
      doc
        .font('Helvetica-Bold')
        .fillColor(INK)
        .text(value, MARGIN + 150, y, { width: CONTENT_WIDTH - 150 })
      y = doc.y + 4
    }
  }

  room(50)
  y += 24
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      `${interpolate(t.footer, { seller: seller.name, site: invoice.site })} ${interpolate(t.currencyNote, { currency: order.currency })}`,
      MARGIN,
      y,
      { width: CONTENT_WIDTH }
    )
  doc.end()
  return done
}
