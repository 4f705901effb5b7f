/*
 * The refunds of the order on screen (GET /api/orders/{id}/refunds), loaded with the page and again after a refund
 * or a retry. The order page's refund action and its 'Terugbetalingen' list share one copy.
 */
import { useCallback, useEffect, useState } from 'react'
import type { RefundableTicket, RefundView } from '#domain/refunds'
import { orderRefunds } from './api'

export interface OrderRefunds {
  refunds: RefundView[]
  /** Whether a refund returns the buyer's fees (meta.refundPolicy). */
  returnsFee: boolean | undefined
  /** The tickets that may still be refunded (meta.refundableTickets); a checked-in one is listed to say why not. */
  refundable: RefundableTicket[] | undefined
  loading: boolean
  error: string | null
  reload: () => void
}

export function useOrderRefunds(orderId: number): OrderRefunds {
  const [state, setState] = useState<Omit<OrderRefunds, 'reload'>>({
    refunds: [],
    returnsFee: undefined,
    refundable: undefined,
    loading: true,
    error: null,
  })
  const [round, setRound] = useState(0)
  useEffect(() => {
    let current = true
    orderRefunds(orderId).then(
      ({ refunds, meta }) => {
        if (!current) return
        setState({
          refunds,
          returnsFee: meta?.refundPolicy.returnFeeOnOrganizerRefund,
          refundable: meta?.refundableTickets,
          loading: false,
          error: null,
        })
      },
      (error: Error) => current && setState((before) => ({ ...before, loading: false, error: error.message || 'error' }))
    )
    return () => {
      current = false
    }
  }, [orderId, round])
  const reload = useCallback(() => setRound((value) => value + 1), [])
  return { ...state, reload }
}
