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
  platformFee: string
  paymentFee: string
  paymentFeeBtw: string
  total: string
  currency: string
  refundRequired: boolean
  /** The seller's invoice number ('F-000042') once the order has one. */
  invoiceNumber: string | null
  ticketCount: number
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
  event: { id: number; title: string; startDate: string | null } | null
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

export function mayResend(order: Pick<OrderRecord, 'status'>): boolean {
  return order.status === 'paid' || order.status === 'free'
}
