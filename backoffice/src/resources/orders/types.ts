/** An order as GET /api/events/:id/orders and GET /api/orders/:id give it (SPEC field names). */
export interface OrderRecord {
  id: number
  orderNumber: string
  eventId: number
  buyerName: string
  buyerEmail: string | null
  buyerPhone: string | null
  contactMethod: 'email' | 'whatsapp' | 'both'
  channel: 'online' | 'loket' | 'agent'
  status: OrderStatus
  paymentProvider: string
  paymentMethod: string | null
  subtotal: string
  /** The discount or access code used, and what it took off the ticket prices (subtotal is after it). */
  discountCode: string | null
  discountAmount: string
  platformFee: string
  paymentFee: string
  paymentFeeBtw: string
  total: string
  currency: string
  refundRequired: boolean
  /** The seller's invoice number ('F-000042') once the order has one. */
  invoiceNumber: string | null
  /** Every ticket the order was issued, cancelled and refunded ones too (what the order page lists). */
  ticketCount: number
  /** Of those, the ones still valid. */
  validTicketCount: number
  createdAt: string
  paidAt: string | null
  cancelledAt: string | null
  refundedAt: string | null
}

export const ORDER_STATUSES = ['pending', 'paid', 'free', 'cancelled', 'expired', 'refunded'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]
export const SALE_CHANNELS = ['online', 'loket', 'agent'] as const

export interface OrderTicket {
  id: number
  qrCode: string
  qrImage: string | null
  ticketTypeId: number
  ticketTypeName: string
  purchasePrice: string
  buyerName: string
  isValid: boolean
  isCheckedIn: boolean
  checkedInAt: string | null
  /** When a refund of it succeeded; null while it is the buyer's. */
  refundedAt?: string | null
}

export interface OrderDetailRecord extends OrderRecord {
  event: { id: number; title: string; startDate: string | null; cancelledAt: string | null } | null
  cancelledBy: string | null
  refundedBy: string | null
  refundReference: string | null
  refundNote: string | null
  resendTo: { email: boolean; whatsapp: boolean }
  tickets: OrderTicket[]
}

/** What the organizer may still do with an order (the API decides; this only hides what it would refuse). */
export function mayCancel(order: Pick<OrderRecord, 'status' | 'refundRequired'>): boolean {
  return (order.status === 'pending' || order.status === 'free') && !order.refundRequired
}

/** Only valid tickets go out again: not for a cancelled event, not when every ticket was refunded. */
export function mayResend(order: Pick<OrderDetailRecord, 'status' | 'validTicketCount' | 'event'>): boolean {
  return (order.status === 'paid' || order.status === 'free') && order.validTicketCount > 0 && !order.event?.cancelledAt
}

/** The list's and the order page's count: every ticket, and how many are still valid when that differs. */
export function ticketCountLabel(
  order: Pick<OrderRecord, 'ticketCount' | 'validTicketCount'>,
  translate: (key: string, options?: object) => string
) {
  return order.validTicketCount === order.ticketCount
    ? String(order.ticketCount)
    : translate('resources.orders.list.ticketsValid', { count: order.ticketCount, valid: order.validTicketCount })
}
