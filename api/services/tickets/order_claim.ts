/*
 * A guest order joins an account only once its address is proven in the same session: bought while signed in
 * (orders.buyer_user_id), or claimed with the link in the ticket mail while signed in as the account of that
 * address. The link's key is an HMAC (APP_KEY, purpose 'order-claim-v1') of the order number and the address the
 * mail went to: it claims that one order, for that address only, and nothing else.
 */
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { linkKey, linkKeyMatches } from '#services/payments/link_keys'
import { publicUrl } from '#services/server/public_url'

const claimId = (orderNumber: string, email: string) => `${orderNumber}|${email.trim().toLowerCase()}`

export function orderClaimKey(orderNumber: string, email: string): string {
  return linkKey('order-claim-v1', claimId(orderNumber, email))
}

/** The ticket mail's 'keep these tickets in your account' link: My tickets, which claims it once signed in. */
export function orderClaimUrl(orderNumber: string, email: string): string {
  return publicUrl('/user-dashboard', { claimOrder: orderNumber, claimKey: orderClaimKey(orderNumber, email) })
}

export type ClaimOutcome = 'claimed' | 'already_yours'

/**
 * POST /api/users/me/orders/claim { orderNumber, key }. A key that does not fit the order (or no such order, or one
 * another account holds) is the same 404; a signed-in account of another address is a 403 naming what to do.
 */
export async function claimGuestOrder(user: User, input: { orderNumber: string; key: string }): Promise<ClaimOutcome> {
  return db.transaction(async (trx) => {
    const order = await trx
      .from('orders')
      .where('order_number', input.orderNumber)
      .forUpdate()
      .select('id', 'buyer_email', 'buyer_user_id')
      .first()
    const fits = order?.buyer_email && linkKeyMatches('order-claim-v1', claimId(input.orderNumber, order.buyer_email), input.key)
    if (!order || !fits || (order.buyer_user_id !== null && order.buyer_user_id !== user.id)) throw new DomainError('ORDER_NOT_FOUND')
    if (!user.isEmailVerified || user.email.trim().toLowerCase() !== String(order.buyer_email).trim().toLowerCase()) {
      throw new DomainError('ORDER_CLAIM_OTHER_ADDRESS')
    }
    if (order.buyer_user_id === user.id) return 'already_yours'
    await trx.from('orders').where('id', order.id).update({ buyer_user_id: user.id, updated_at: new Date() })
    return 'claimed'
  })
}
