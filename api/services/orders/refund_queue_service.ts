/*
 * The platform's refund queue: orders whose money must go back by hand (refundRequired: paid for a
 * cancelled event, or paid too late), across every organizer, the longest waiting first; and those already refunded,
 * with the provider's reference. Marking one refunded is markOrderRefunded (order_actions_service.ts), the organizer's
 * own path too.
 */
import db from '@adonisjs/lucid/services/db'
import type { PaymentProvider } from '#enums/statuses'
import type { REFUND_QUEUE_DATES, RefundQueueItem, RefundReason } from '#domain/refund_reasons'
import { ORDER_SEARCH_TEXT } from '#services/orders/order_query'
import { likePattern, searchTerms } from '#services/catalogue/text_search'

export const REFUND_SORTS = ['refundRequiredAt', 'refundedAt', 'total', 'orderNumber'] as const
export type RefundSort = (typeof REFUND_SORTS)[number]

const SORT_COLUMNS: Record<RefundSort, string> = {
  refundRequiredAt: 'orders.refund_required_at',
  refundedAt: 'orders.refunded_at',
  total: 'orders.total',
  orderNumber: 'orders.order_number',
}

export interface RefundFilter {
  /** 'open' (default): still to refund; 'refunded': marked refunded (with the reference). */
  state?: 'open' | 'refunded'
  /** Order number, buyer's name, e-mail or phone (part of). */
  q?: string
  organizerId?: number
  eventId?: number
  provider?: PaymentProvider
  reason?: RefundReason
}

export interface RefundListQuery {
  page: number
  perPage: number
  sort: RefundSort
  order: 'asc' | 'desc'
  filter: RefundFilter
}

/** One line of the queue as read: the answer's fields with the instants as Dates. */
export type RefundRow = Omit<RefundQueueItem, (typeof REFUND_QUEUE_DATES)[number]> &
  Record<(typeof REFUND_QUEUE_DATES)[number], Date | null>

function matching(filter: RefundFilter) {
  const query = db.from('orders').join('events', 'events.id', 'orders.event_id')
  if (filter.state === 'refunded') query.where('orders.status', 'refunded').whereNotNull('orders.refunded_at')
  // The partial index of migration 0068 holds exactly these.
  else query.where('orders.refund_required', true)
  if (filter.organizerId) query.where('events.organizer_id', filter.organizerId)
  if (filter.eventId) query.where('orders.event_id', filter.eventId)
  if (filter.provider) query.where('orders.payment_provider', filter.provider)
  if (filter.reason) query.where('orders.refund_reason', filter.reason)
  const q = filter.q?.trim()
  if (q) query.where((search) => searchTerms(q).forEach((term) => search.orWhereRaw(`${ORDER_SEARCH_TEXT} LIKE ?`, [likePattern(term)])))
  return query
}

export async function listRefunds(query: RefundListQuery): Promise<{ rows: RefundRow[]; total: number }> {
  const [countRow, rows] = await Promise.all([
    matching(query.filter).count('* as total').first(),
    matching(query.filter)
      .join('users as organizer', 'organizer.id', 'events.organizer_id')
      .leftJoin('users as refunder', 'refunder.id', 'orders.refunded_by_user_id')
      .select(
        'orders.id',
        'orders.order_number as orderNumber',
        'orders.status',
        'orders.event_id as eventId',
        'events.title as eventTitle',
        'events.cancelled_at as eventCancelledAt',
        'events.organizer_id as organizerId',
        db.raw(
          `coalesce(nullif(organizer.organization_name, ''), trim(coalesce(organizer.first_name, '') || ' ' || coalesce(organizer.last_name, '')), organizer.email) AS "organizerName"`
        ),
        'orders.buyer_name as buyerName',
        'orders.buyer_email as buyerEmail',
        'orders.buyer_phone as buyerPhone',
        'orders.total',
        'orders.currency',
        'orders.provider_amount as providerAmount',
        'orders.provider_currency as providerCurrency',
        'orders.payment_provider as paymentProvider',
        'orders.payment_method as paymentMethod',
        'orders.provider_payment_id as providerPaymentId',
        'orders.paid_at as paidAt',
        'orders.created_at as createdAt',
        'orders.refund_reason as refundReason',
        'orders.refund_required_at as refundRequiredAt',
        'orders.refunded_at as refundedAt',
        db.raw(`nullif(trim(coalesce(refunder.first_name, '') || ' ' || coalesce(refunder.last_name, '')), '') AS "refundedByName"`),
        'orders.refund_reference as refundReference',
        'orders.refund_note as refundNote'
      )
      .orderByRaw(`${SORT_COLUMNS[query.sort]} ${query.order} NULLS LAST`)
      .orderBy('orders.id', query.order)
      .offset((query.page - 1) * query.perPage)
      .limit(query.perPage),
  ])
  return { rows: rows as RefundRow[], total: Number(countRow?.total ?? 0) }
}
