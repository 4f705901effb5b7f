import type { HttpContext } from '@adonisjs/core/http'
import { parseEntityId } from '#domain/entity_id'
import { adminListQuery } from '#validators/admin_list_validator'
import {
  adminListingFilterValidator,
  adminListingListValidator,
  payoutValidator,
} from '#validators/ticketswitch/ticketswitch_admin_validator'
import { listListings, markPayoutPaid, showListing, ticketswitchSummary } from '#services/ticketswitch/admin_listings_service'
import { adminListing } from '#transformers/ticketswitch_admin_transformer'
import { changeActor } from '#http/change_actor'
import type { AdminListingSort } from '#domain/ticketswitch_admin'
import { text } from '#exceptions/messages'

/** The admin's Ticketswitch listings, figures and payouts (access table 'ticketswitch-listings'). */
export default class AdminTicketswitchController {
  /** GET /api/admin/ticketswitch/listings: react-admin's getList ({ data, total }); newest first. */
  async index({ request, response }: HttpContext) {
    const input = adminListQuery<AdminListingSort>(await adminListingListValidator.validate(request.qs()), 'listedAt', 'desc')
    const filter = await adminListingFilterValidator.validate(input.filter)
    const { rows, total } = await listListings({ ...input, filter })
    response.header('Cache-Control', 'no-store')
    return { data: rows.map(adminListing), total }
  }

  async show({ params }: HttpContext) {
    return { data: adminListing(await showListing(parseEntityId(params.id))) }
  }

  /** GET /api/admin/ticketswitch/summary */
  async summary({ response }: HttpContext) {
    response.header('Cache-Control', 'no-store')
    return { success: true, data: await ticketswitchSummary() }
  }

  /** POST /api/admin/ticketswitch/listings/:id/payout { reference? }: the seller's payout marked paid (audited). */
  async payout(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(payoutValidator)
    const listing = await markPayoutPaid(parseEntityId(ctx.params.id), input, changeActor(ctx))
    return { success: true, message: text('TICKETSWITCH_PAYOUT_MARKED_PAID'), data: adminListing(listing) }
  }
}
