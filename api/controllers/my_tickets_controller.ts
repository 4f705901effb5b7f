import type { HttpContext } from '@adonisjs/core/http'
import { ticketDetailsOfBuyer } from '#services/tickets/ticket_details'
import { ownTicket } from '#transformers/ticket_transformer'

/** GET /api/users/me/tickets (SPEC §7 refresh paths): the signed-in buyer's tickets, newest first. */
export default class MyTicketsController {
  async index({ viewer, response }: HttpContext) {
    response.header('Cache-Control', 'no-store')
    const tickets = await ticketDetailsOfBuyer(viewer!)
    return { success: true, data: tickets.map(ownTicket) }
  }
}
