import type { HttpContext } from '@adonisjs/core/http'
import { optionalViewer } from '#middleware/route_access_middleware'
import { resendValidator, transferValidator } from '#validators/tickets/ticket_validator'
import { transferTicket } from '#services/tickets/ticket_transfer_service'
import lostTickets from '#services/tickets/ticket_resend_service'
import { text } from '#exceptions/messages'

/** The holder's own actions on a ticket (domain/ticket_transfer.ts): passing it on, and lost tickets sent again. */
export default class TicketTransfersController {
  /** POST /api/tickets/{id}/transfer[?downloadToken=]: signed in, or a guest with the download link's token. */
  async transfer(ctx: HttpContext) {
    const { request, response } = ctx
    const input = await transferValidator.validate({
      ...request.body(),
      id: request.param('id'),
      downloadToken: request.input('downloadToken') ?? request.qs().downloadToken,
    })
    const data = await transferTicket(await optionalViewer(ctx), input.id, {
      firstName: input.firstName ?? '',
      lastName: input.lastName ?? '',
      contactMethod: input.contactMethod,
      email: input.email,
      phone: input.phone,
      downloadToken: input.downloadToken,
    })
    response.header('Cache-Control', 'no-store')
    return response.created({ success: true, message: text('TRANSFER_DONE', { name: data.transferredTo }), data })
  }

  /** POST /api/tickets/resend { email | phone, eventId? }: always the same answer (rate-limited). */
  async resend({ request }: HttpContext) {
    const input = await resendValidator.validate(request.body())
    await lostTickets.requested(input, request.ip())
    return { success: true, message: text('TICKETS_RESENT_IF_KNOWN') }
  }
}
