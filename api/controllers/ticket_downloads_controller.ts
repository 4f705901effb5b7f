import type { HttpContext } from '@adonisjs/core/http'
import { openDownload } from '#services/tickets/ticket_download_service'
import { sendTicketsPdf } from '#controllers/tickets_pdf_response'
import { downloadedTickets } from '#transformers/ticket_transformer'

/** The link in the ticket e-mail and WhatsApp message carries the token: nothing may cache or index it. */
function privateAnswer(response: HttpContext['response']) {
  response.header('Cache-Control', 'no-store')
  response.header('X-Robots-Tag', 'noindex')
  response.header('Referrer-Policy', 'no-referrer')
}

/** GET /api/tickets/download?token=… and /api/tickets/download/:token/pdf (SPEC §2 /download). */
export default class TicketDownloadsController {
  async show({ request, response }: HttpContext) {
    privateAnswer(response)
    const token = request.qs().token
    const download = await openDownload(token)
    return { success: true, data: await downloadedTickets(download, token as string) }
  }

  async pdf({ params, response }: HttpContext) {
    const download = await openDownload(params.token)
    return sendTicketsPdf(response, download.tickets)
  }
}
