/*
 * The tickets as a PDF: A6 portrait, one page per ticket with the QR code, event title, date and
 * time, venue name and address, ticket type, price ('Gratis' for 0), buyer, order number and the
 * ticket code in text. Every text box has a fixed height (long titles end in an ellipsis) so pdfkit
 * never adds an overflow page: pages = tickets.
 */
import PDFDocument from 'pdfkit'
import { formatDateTime } from '#domain/format'
import { DEFAULT_LANGUAGE, type Language } from '#domain/languages'
import { messageTranslator } from '#services/messaging/message_texts'
import { ticketPriceLabel, type TicketDetails } from '#services/tickets/ticket_details'
import { qrPng } from '#services/tickets/ticket_qr'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { answersOfTickets, type TicketAnswer } from '#services/questions/answer_service'
import { answerInLanguage, answerText, questionText } from '#domain/questions'

/** A6 width in points (105 mm). */
const PAGE_WIDTH = 297.64
const MARGIN = 20
const QR_SIZE = 150
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN
const INK = '#111827'
const MUTED = '#4b5563'
const ACCENT = '#0f766e'

interface PdfOptions {
  siteName: string
  /** The tickets' QR PNGs when the caller has them already (same order as tickets). */
  qrImages?: Buffer[]
  /** The reader's language; by default the language of the first ticket's order. */
  lang?: Language
  /** The caller's transaction, when it renders tickets it has not committed yet (delivery, a transfer): its answers are read in it. */
  client?: QueryClientContract
}

export async function ticketsPdf(tickets: TicketDetails[], options: PdfOptions): Promise<Buffer> {
  const images = options.qrImages ?? (await Promise.all(tickets.map((ticket) => qrPng(ticket.qrCode))))
  const doc = new PDFDocument({
    size: 'A6',
    margin: MARGIN,
    autoFirstPage: false,
    info: { Title: `Tickets ${tickets[0]?.orderNumber ?? ''}`.trim(), Author: options.siteName },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const lang = options.lang ?? tickets[0]?.language ?? DEFAULT_LANGUAGE
  const printed = await answersOfTickets(
    tickets.map((ticket) => ticket.id),
    true,
    options.client
  )
  tickets.forEach((ticket, index) =>
    drawTicket(doc, ticket, images[index], options.siteName, lang, index + 1, tickets.length, printed.get(ticket.id) ?? [])
  )
  doc.end()
  return done
}

function drawTicket(
  doc: PDFKit.PDFDocument,
  ticket: TicketDetails,
  qr: Buffer,
  site: string,
  lang: Language,
  number: number,
  count: number,
  answers: TicketAnswer[]
) {
  const t = messageTranslator(lang)
  doc.addPage({ size: 'A6', margin: MARGIN })
  let y = MARGIN
  const box = (text: string, height: number, font: string, size: number, color: string) => {
    doc.font(font).fontSize(size).fillColor(color).text(text, MARGIN, y, { width: CONTENT_WIDTH, height, ellipsis: true, lineBreak: true })
    y += height
  }

  doc.rect(0, 0, PAGE_WIDTH, 4).fill(ACCENT)
  box(t('pdf.header', { site, number, count }), 14, 'Helvetica', 8, MUTED)
  box(ticket.eventTitle, 34, 'Helvetica-Bold', 13, INK)
  box(formatDateTime(ticket.startDate.toJSDate(), lang), 14, 'Helvetica', 9, INK)
  box([ticket.venueName, ticket.venueAddress].filter(Boolean).join(' · ') || t('tickets.locationUnknown'), 24, 'Helvetica', 8, MUTED)

  doc.image(qr, (PAGE_WIDTH - QR_SIZE) / 2, y + 2, { width: QR_SIZE, height: QR_SIZE })
  y += QR_SIZE + 8

  box(`${ticket.ticketTypeName} · ${ticketPriceLabel(ticket.price, lang)}`, 16, 'Helvetica-Bold', 10, INK)
  box(t('pdf.holder', { name: ticket.buyerName }), 13, 'Helvetica', 8, INK)
  box(t('pdf.order', { orderNumber: ticket.orderNumber }), 13, 'Helvetica', 8, INK)
  box(t('pdf.code', { code: ticket.qrCode }), 22, 'Courier', 7, MUTED)
  // The answers the organizer marked 'print on ticket' (docs/questions.md); what fits the page's last lines.
  const words = { yes: t('pdf.yes'), no: t('pdf.no') }
  for (const answer of answers.slice(0, 5)) {
    const value = answerText(answerInLanguage(answer, answer.value, lang), words)
    box(`${questionText(answer, lang).label}: ${value}`, 12, 'Helvetica', 8, INK)
  }
}
