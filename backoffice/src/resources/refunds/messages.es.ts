import type nlTexts from './messages.nl'

/** This folder's Spanish texts, complete: the type keeps the keys equal to Dutch. */
const es: typeof nlTexts = {
  fields: {
    orderNumber: 'Pedido',
    eventTitle: 'Evento',
    buyerName: 'Comprador',
    total: 'Importe',
    paymentProvider: 'Pagado con',
    refundReason: 'Motivo',
    refundRequiredAt: 'Desde',
    refundedAt: 'Reembolsado el',
    refundReference: 'Referencia',
    state: 'Mostrar',
    q: 'Buscar',
    reason: 'Motivo',
    provider: 'Pagado con',
  },
  state: { open: 'Por reembolsar', refunded: 'Reembolsados' },
  reason: {
    event_cancelled: 'Evento cancelado',
    order_cancelled: 'Pagado después de la cancelación',
    late_payment: 'Pagado tarde',
    resale_unavailable: 'Oferta de Ticketswitch ya no disponible',
    amount_mismatch: 'Se pagó otro importe',
    unknown: 'Desconocido',
  },
  provider: { uni5pay: 'Uni5Pay+', mollie: 'Mollie', free: 'Gratis', loket: 'Taquilla', agent: 'Agente' },
  search_hint: 'Número de pedido, nombre, correo, teléfono',
  organizer: 'Organizador: %{name}',
  provider_amount: 'En el proveedor: %{amount}',
  payment_id: 'Pago %{id}',
  refunded_by: 'Por %{name}',
  mark: 'Marcar como reembolsado',
  mark_short: 'Reembolsado…',
  empty: 'Por ahora no hay nada que reembolsar.',
  empty_refunded: 'Todavía no se marcó ningún reembolso.',
  explain:
    'Pedidos cuyo dinero debe volver al comprador: pagados para un evento cancelado, o pagados cuando el pedido ya había vencido o se había cancelado. Reembolsa en el proveedor y después marca el pedido con la referencia del proveedor.',
}

export default es
