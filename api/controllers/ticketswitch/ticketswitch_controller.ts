import type { HttpContext } from '@adonisjs/core/http'
import { optionalViewer } from '#middleware/route_access_middleware'
import {
  createListingValidator,
  holderQueryValidator,
  listingParamsValidator,
  listingsQueryValidator,
} from '#validators/ticketswitch/ticketswitch_validator'
import { createListing, holderOf, publicListings, sellableTickets, withdrawListing } from '#services/ticketswitch/listing_service'
import { text } from '#exceptions/messages'

/** Ticketswitch for visitors: browse, list one's own ticket, withdraw it. Buying goes through the checkout. */
export default class TicketswitchController {
  /** GET /api/ticketswitch/listings?eventId= */
  async index({ request, response }: HttpContext) {
    const { eventId } = await listingsQueryValidator.validate(request.qs())
    response.header('Cache-Control', 'no-store')
    return { success: true, ...(await publicListings(eventId ?? null)) }
  }

  /** GET /api/ticketswitch/my-tickets[?downloadToken=] */
  async mine(ctx: HttpContext) {
    const { downloadToken } = await holderQueryValidator.validate(ctx.request.qs())
    ctx.response.header('Cache-Control', 'no-store')
    return { success: true, ...(await sellableTickets(await holderOf(await optionalViewer(ctx), downloadToken))) }
  }

  /** POST /api/ticketswitch/listings */
  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(createListingValidator)
    const holder = await holderOf(await optionalViewer(ctx), input.downloadToken)
    const listing = await createListing(holder, { ...input, payoutDetails: input.payoutDetails ?? undefined })
    return ctx.response.created({ success: true, message: text('TICKETSWITCH_LISTED'), data: listing })
  }

  /** DELETE /api/ticketswitch/listings/{id}[?downloadToken=] */
  async destroy(ctx: HttpContext) {
    const { id, downloadToken } = await listingParamsValidator.validate({
      id: ctx.params.id,
      downloadToken: ctx.request.input('downloadToken'),
    })
    const listing = await withdrawListing(await holderOf(await optionalViewer(ctx), downloadToken), id)
    return { success: true, message: text('TICKETSWITCH_WITHDRAWN'), data: listing }
  }
}
