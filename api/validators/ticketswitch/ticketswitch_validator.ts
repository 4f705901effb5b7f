import vine from '@vinejs/vine'
import { entityId } from '#validators/entity_id'
import { PAYOUT_DETAILS_MAX_LENGTH } from '#domain/ticketswitch'

const downloadToken = () => vine.string().trim().maxLength(128).optional()

/** POST /api/ticketswitch/listings (domain/ticketswitch.ts CreateListingRequest); the price is checked by the service. */
export const createListingValidator = vine.create(
  vine.object({
    ticketId: entityId(),
    downloadToken: downloadToken(),
    listingPrice: vine.union([
      vine.union.if((value) => typeof value === 'number', vine.number().min(0)),
      vine.union.else(vine.string().trim().maxLength(20)),
    ]),
    payoutDetails: vine.string().trim().maxLength(PAYOUT_DETAILS_MAX_LENGTH).optional().nullable(),
  })
)

export const listingParamsValidator = vine.create(vine.object({ id: entityId(), downloadToken: downloadToken() }))

export const holderQueryValidator = vine.create(vine.object({ downloadToken: downloadToken() }))

export const listingsQueryValidator = vine.create(vine.object({ eventId: entityId().optional() }))
