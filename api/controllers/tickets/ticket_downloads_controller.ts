import type { HttpContext } from '@adonisjs/core/http'
import { openDownload } from '#services/tickets/ticket_download_service'
import { privateAnswer, sendTicketsPdf } from '#http/tickets_pdf_response'
import { downloadedTickets } from '#transformers/ticket_transformer'
import { DomainError } from '#exceptions/domain_error'

/** GET /api/tickets/download?token=… and /api/tickets/download/:token/pdf (SPEC §2 /download). */
export default class TicketDownloadsController {
  async show({ request, response }: HttpContext) {
    privateAnswer(response)
    const token = request.qs().token
    const download = await openDownload(token)
    return { success: true, data: await downloadedTickets(download, token as string) }
  }

  async pdf({ params, response }: HttpContext) {
    // The link in the ticket e-mail and WhatsApp message carries the token.
    privateAnswer(response)
    const download = await openDownload(params.token)
    // Tickets passed on are listed on the page but never printed.
    const tickets = download.tickets.filter((ticket) => ticket.isValid)
    if (tickets.length === 0) throw new DomainError('DOWNLOAD_REVOKED')
    return sendTicketsPdf(response, tickets)
  }
}
