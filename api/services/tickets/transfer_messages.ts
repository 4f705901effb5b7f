/*
 * The messages of a transfer (domain/ticket_transfer.ts), queued in the transfer's transaction: the new holder gets
 * their ticket like a delivery (e-mail with the QR code and the PDF, or WhatsApp with the download link, behind a
 * download link of its own), the old holder a short confirmation by their own contact method. Both in the order's
 * language. Nothing here reads outside the transaction (the site's name comes from the caller): a transfer holds
 * its connection and the ticket's lock while it writes these.
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import outbox from '#services/messaging/outbox_service'
import { renderEmail } from '#services/messaging/email_layout'
import { greeting, messageTranslator } from '#services/messaging/message_texts'
import { createDownloadToken, downloadUrl, firstName, venueLine } from '#services/tickets/ticket_delivery_service'
import { ticketPriceLabel, type TicketDetails } from '#services/tickets/ticket_details'
import { ticketsPdf } from '#services/tickets/ticket_pdf'
import { qrPng } from '#services/tickets/ticket_qr'
import { formatDate, formatDateTime } from '#domain/format'
import type { Language } from '#domain/languages'
import type { ContactMethod } from '#domain/buyer_info'

export const TRANSFER_KIND = 'ticket_transfer'
export const TRANSFER_DONE_KIND = 'ticket_transfer_done'

export interface Recipient {
  name: string
  email: string | null
  phone: string | null
  method: ContactMethod
}

const byEmail = (to: Recipient) => Boolean(to.email) && to.method !== 'whatsapp'
const byWhatsApp = (to: Recipient) => Boolean(to.phone) && to.method !== 'email'

/**
 * The new ticket to its holder, with a download link that opens only this ticket. `ticket` is read inside the
 * transaction (it is not committed yet).
 */
export async function queueTransferredTicket(
  ticket: TicketDetails,
  to: Recipient,
  fromName: string,
  lang: Language,
  site: string,
  trx: TransactionClientContract
): Promise<void> {
  const t = messageTranslator(lang)
  const { token, row } = await createDownloadToken([ticket], trx)
  const link = downloadUrl(token)
  const event = ticket.eventTitle
  const date = formatDateTime(ticket.startDate.toJSDate(), lang)
  const venue = venueLine(ticket, t)
  if (byEmail(to)) {
    const image = await qrPng(ticket.qrCode)
    const pdf = await ticketsPdf([ticket], { siteName: site, qrImages: [image], lang, client: trx })
    const cid = `ticket-${ticket.id}@tickets`
    const content = renderEmail({
      title: t('transfer.title', { event }),
      intro: t('transfer.intro', { greeting: greeting(t, firstName(to.name)), from: fromName, event }),
      paragraphs: [
        t('transfer.details', { event, date, venue, type: ticket.ticketTypeName }),
        t('transfer.attachment', { date: formatDate(row.expiresAt.toJSDate(), lang) }),
      ],
      cards: [
        {
          cid,
          alt: t('tickets.qrAlt', { number: 1 }),
          lines: [ticket.ticketTypeName, ticketPriceLabel(ticket.price, lang), t('tickets.code', { code: ticket.qrCode })],
        },
      ],
      action: { label: t('tickets.download'), url: link },
      lang,
    })
    await outbox.queueEmail(
      {
        to: to.email!,
        subject: t('transfer.subject', { from: fromName, event }),
        ...content,
        attachments: [
          { filename: 'ticket-1.png', contentType: 'image/png', content: image.toString('base64'), cid },
          { filename: `ticket-${ticket.orderNumber}.pdf`, contentType: 'application/pdf', content: pdf.toString('base64') },
        ],
      },
      { kind: TRANSFER_KIND, trx }
    )
  }
  if (byWhatsApp(to)) {
    const text = t('transfer.whatsapp', { site, from: fromName, event, date, venue, link })
    await outbox.queueWhatsApp({ to: to.phone!, text }, { kind: TRANSFER_KIND, trx })
  }
}

/** The old holder's confirmation: who has the ticket now, and that the old code no longer works. */
export async function queueTransferConfirmation(
  ticket: TicketDetails,
  from: Recipient,
  toName: string,
  lang: Language,
  site: string,
  trx: TransactionClientContract
): Promise<void> {
  const t = messageTranslator(lang)
  const event = ticket.eventTitle
  if (byEmail(from)) {
    const subject = t('transferDone.subject', { event })
    const content = renderEmail({
      title: subject,
      intro: t('transferDone.intro', { greeting: greeting(t, firstName(from.name)), type: ticket.ticketTypeName, event, to: toName }),
      lang,
    })
    await outbox.queueEmail({ to: from.email!, subject, ...content }, { kind: TRANSFER_DONE_KIND, trx })
  }
  if (byWhatsApp(from)) {
    await outbox.queueWhatsApp(
      { to: from.phone!, text: t('transferDone.whatsapp', { site, event, to: toName }) },
      { kind: TRANSFER_DONE_KIND, trx }
    )
  }
}
