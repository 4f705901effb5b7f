/*
 * The refunds of the order on screen (GET /api/orders/{id}/refunds), loaded with the page and again after a refund
 * or a retry. The order page's refund action and its 'Terugbetalingen' list share one copy.
 */
import { useCallback, useEffect, useState } from 'react'
import type { RefundView } from '#domain/refunds'
import { orderRefunds } from './api'
import type { RefundableTicketLike } from './refundPlan'

export interface OrderRefunds {
  refunds: RefundView[]
  /** Whether a refund returns the buyer's fees (meta.refundPolicy), when the list's answer says so. */
  returnsFee: boolean | undefined
  /** meta.refundableTickets, when the list's answer has it. */
  refundable: RefundableTicketLike[] | undefined
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
        const policy = meta.refundPolicy as { returnFeeOnOrganizerRefund?: unknown } | undefined
        const returnsFee = typeof policy?.returnFeeOnOrganizerRefund === 'boolean' ? policy.returnFeeOnOrganizerRefund : undefined
        const refundable = Array.isArray(meta.refundableTickets) ? (meta.refundableTickets as RefundableTicketLike[]) : undefined
        setState({ refunds, returnsFee, refundable, loading: false, error: null })
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
