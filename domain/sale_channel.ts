/** Where an order was sold (orders.channel): the storefront, the door (loket) or a ticket point (agent). */
export const SALE_CHANNELS = ['online', 'loket', 'agent'] as const
export type SaleChannel = (typeof SALE_CHANNELS)[number]

export function isSaleChannel(value: unknown): value is SaleChannel {
  return typeof value === 'string' && (SALE_CHANNELS as readonly string[]).includes(value)
}

/** Every orders.channel: the sale channels, and 'ticketswitch' for a resale, which sells no new seat. */
export type OrderChannel = SaleChannel | 'ticketswitch'
