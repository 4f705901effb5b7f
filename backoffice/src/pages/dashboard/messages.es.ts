import type nlTexts from './messages.nl'

/** This folder's Spanish texts (app.pages.dashboard.*), complete: the type keeps the keys equal to Dutch. */
const es: typeof nlTexts = {
  sales: {
    today: 'Ventas de hoy',
    week: 'Ventas de los últimos 7 días',
    month: 'Ventas de los últimos 30 días',
    tickets: '%{count} entrada |||| %{count} entradas',
    orders: '%{count} pedido |||| %{count} pedidos',
  },
  fees: {
    platform: 'Comisiones de la plataforma (30 días)',
    payment: 'Costos de pago (30 días)',
    total: 'Total %{amount}',
    payment_total: 'Total %{amount}, BTW incluido',
  },
  events: {
    active: 'Eventos activos',
    upcoming: '%{count} todavía no empezaron',
  },
  queues: {
    venues: 'Locales esperando aprobación',
    venues_none: 'No hay locales por revisar.',
    refunds: 'Pedidos por reembolsar',
    refunds_amount: 'En total %{amount}',
    refunds_none: 'No hay reembolsos pendientes.',
  },
  chart: {
    title: 'Ventas de los últimos 30 días',
    tickets: 'Entradas',
    summary: '%{tickets} entradas · %{gross} bruto',
    none: 'Todavía no hay ventas en los últimos 30 días.',
  },
  recent: {
    title: 'Últimos pedidos',
    order: 'Pedido',
    event: 'Evento',
    buyer: 'Comprador',
    total: 'Total',
    free: 'Gratis',
    none: 'Todavía no hay pedidos.',
  },
  channels: { online: 'En línea', loket: 'Taquilla', agent: 'Agente' },
  users: {
    title: 'Cuentas nuevas',
    role: 'Rol',
    week: '7 días',
    month: '30 días',
    total: 'Total',
    none: 'No hay cuentas nuevas en los últimos 30 días.',
  },
}

export default es
