import type nlTexts from './messages.nl'

/** This folder's Spanish texts (app.pages.agent-dashboard.*), complete: the type keeps the keys equal to Dutch. */
const es: typeof nlTexts = {
  sell: 'Vender',
  kpis: {
    today: 'Entradas hoy',
    last7Days: 'Entradas últimos 7 días',
    last30Days: 'Entradas últimos 30 días',
    total: 'Entradas en total',
    revenue: 'Cobrado: %{amount}',
    commission: 'Comisión ganada',
    owed: 'Por liquidar',
    organizers: 'Organizadores aliados',
    own_sales: 'Ves las cifras de tus propias ventas.',
  },
  chart: {
    title: 'Ventas de los últimos 30 días',
    tickets: 'Entradas',
    revenue: 'Cobrado',
    none: 'Todavía no hay ventas en los últimos 30 días.',
  },
  methods: {
    title: 'Por forma de pago',
    cash: 'Efectivo',
    pin: 'Tarjeta',
    onbekend: 'Desconocido',
    line: '%{count} entrada · %{amount} |||| %{count} entradas · %{amount}',
  },
  balances: {
    title: 'Saldo por organizador',
    none: 'Todavía no hay alianzas con ventas.',
    all: 'Todas las liquidaciones',
  },
  sales: {
    title: 'Ventas recientes',
    none: 'No se encontraron ventas.',
    event: 'Evento',
    seller: 'Vendedor',
    method: 'Forma de pago',
    from: 'Desde',
    to: 'Hasta',
    all: 'Todas',
    when: 'Fecha',
    order: 'Pedido',
    tickets: 'Entradas',
    total: 'Importe',
    commission: 'Comisión',
    status: 'Estado',
    previous: 'Anterior',
    next: 'Siguiente',
    page: 'Página %{page} de %{pages}',
    statuses: {
      paid: 'Pagado',
      free: 'Gratis',
      pending: 'Abierto',
      cancelled: 'Cancelado',
      expired: 'Vencido',
      refunded: 'Reembolsado',
      refund_required: 'Por reembolsar',
    },
  },
  no_agent: 'Tu cuenta no pertenece a un agente. Pide a tu agente que te agregue al equipo.',
}

export default es
