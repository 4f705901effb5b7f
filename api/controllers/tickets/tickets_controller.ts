import type { HttpContext } from '@adonisjs/core/http'
import { purchaseValidator, reserveValidator, sessionParamValidator } from '#validators/tickets/ticket_validator'
import { release, reserve } from '#services/tickets/reservation_service'
import { purchase } from '#services/tickets/purchase_service'
import { optionalViewer } from '#middleware/route_access_middleware'
import { orderWithTickets } from '#transformers/order_transformer'
import { orderStatusKey } from '#services/orders/order_keys'
import { clientNetworkKey } from '#domain/client_network'
import { buyFreeListing, holdListing, releaseListingHolds } from '#services/ticketswitch/resale_checkout'
import { assertCheckoutAdmitted, assertHoldAdmitted } from '#services/waiting_room/admission'
import { eventOfTicketType } from '#services/waiting_room/room_state'
import { countStockOutcome, observeHold } from '#services/server/metrics'
import { observedPurchase } from '#services/waiting_room/sale_metrics'

/** SPEC §7 "Purchase and payment": holds and the direct (free) purchase. */
export default class TicketsController {
  async reserve(ctx: HttpContext) {
    const { request, response } = ctx
    const { listingId, ticketTypeId, quantity, admissionToken, ...input } = await request.validateUsing(reserveValidator)
    if (listingId) {
      // A Ticketswitch listing: this checkout session holds it for 20 minutes.
      const hold = await holdListing(listingId, input.sessionId, await optionalViewer(ctx))
      return response.status(201).json({ success: true, data: hold, availableNow: 0 })
    }
    // The hold's time and outcome per event (api/services/server/metrics.ts; the waiting room's automatic rate reads them).
    const started = process.hrtime.bigint()
    const event = String((await eventOfTicketType(ticketTypeId!)) ?? 'unknown')
    let outcome = 'hold_refused'
    try {
      // While the event's waiting room is on, only an admitted buyer holds (before the stock lock).
      if (quantity! > 0) {
        outcome = 'admission_refused'
        await assertHoldAdmitted(ticketTypeId!, admissionToken, {
          sessionId: input.sessionId,
          email: input.buyerEmail,
          phone: input.buyerPhone,
          contactMethod: input.contactMethod,
        })
        outcome = 'hold_refused'
      }
      const held = await reserve({ ...input, ticketTypeId: ticketTypeId!, quantity: quantity!, clientKey: clientNetworkKey(request.ip()) })
      outcome = held.reservation ? 'hold' : 'release'
      return this.holdAnswer(response, held)
    } finally {
      observeHold(event, Number(process.hrtime.bigint() - started) / 1e9)
      countStockOutcome(event, outcome)
    }
  }

  private holdAnswer(response: HttpContext['response'], { reservation, availableNow, expiresAt }: Awaited<ReturnType<typeof reserve>>) {
    return response.status(reservation ? 201 : 200).json({
      success: true,
      data: reservation
        ? {
            id: reservation.id,
            ticketTypeId: reservation.ticketTypeId,
            quantity: reservation.quantity,
            sessionId: reservation.sessionId,
            expiresAt: expiresAt!.toISO(),
            // For the checkout countdown: a phone whose clock is off still counts the real time left.
            expiresInSeconds: Math.max(0, Math.floor(expiresAt!.diffNow('seconds').seconds)),
          }
        : null,
      availableNow,
    })
  }

  /** DELETE /api/tickets/reserve/{sessionId}, and POST …/release for navigator.sendBeacon on page close. */
  async release({ params }: HttpContext) {
    const { sessionId } = await sessionParamValidator.validate(params)
    return { success: true, released: (await release(sessionId)) + (await releaseListingHolds(sessionId)) }
  }

  async purchase(ctx: HttpContext) {
    const { reservationId, sessionId, tickets, buyerInfo, eventId, language, listingId, visitId, discountCode, answers } =
      await ctx.request.validateUsing(purchaseValidator)
    const viewer = await optionalViewer(ctx)
    const clientKey = clientNetworkKey(ctx.request.ip())
    // While the event's waiting room is on, only a session bound to an admission buys new tickets directly.
    if (!listingId) {
      await assertCheckoutAdmitted(eventId, {
        sessionId: (sessionId ?? reservationId)!,
        email: buyerInfo.email,
        phone: buyerInfo.phone,
        contactMethod: buyerInfo.contactMethod,
      })
    }
    const request = {
      eventId,
      tickets: tickets ?? [],
      buyerInfo,
      sessionId: (sessionId ?? reservationId)!,
      clientKey,
      language,
      visitId,
      discountCode,
    }
    // A Ticketswitch listing given away (priced 0) is the resale's own purchase.
    const seats = request.tickets.reduce((sum, line) => sum + line.quantity, 0)
    const order = listingId
      ? await buyFreeListing({ ...request, listingId }, viewer)
      : await observedPurchase(eventId, 'free', seats, () => purchase({ ...request, answers }, viewer))
    // The success page's key (as a paid order's return address carries it), so it can show the tickets.
    const body = { ...orderWithTickets(order), statusKey: orderStatusKey(order.orderNumber) }
    return ctx.response.created({ success: true, ...body, data: body })
  }
}
