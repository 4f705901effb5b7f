import type nlTexts from './messages.nl'

/** This folder's Spanish texts (app.pages.organizer-dashboard.*), complete: the type keeps the keys equal to Dutch. */
const es: typeof nlTexts = {
  kpi: {
    today: 'Entradas hoy',
    week: 'Entradas últimos 7 días',
    total: 'Entradas en total',
    orders: '%{count} pedido |||| %{count} pedidos',
    gross: 'Ingresos brutos',
    gross_hint: 'Lo que pagaron los compradores, comisiones incluidas',
    net: 'Ingresos netos',
    net_hint: 'Después de la comisión de la plataforma %{platform} y los costos de pago %{payment} (BTW incluido)',
    checked_in: 'Registrados',
    checked_in_hint: '%{percent}% de las entradas vendidas',
    upcoming: 'Próximos eventos',
  },
  chart: {
    title: 'Ventas de los últimos 30 días',
    tickets: 'Entradas',
    revenue: 'Ingresos netos',
    none: 'Todavía no hay ventas en los últimos 30 días.',
  },
  events: {
    title: 'Eventos',
    event: 'Evento',
    date: 'Fecha',
    no_date: 'Todavía sin fecha',
    status: 'Estado',
    sold: 'Vendidas',
    of: '%{sold} de %{capacity}',
    revenue: 'Ingresos netos',
    no_capacity: 'Sin tipos de entrada',
  },
  status: { draft: 'Borrador', published: 'Publicado', ended: 'Finalizado', cancelled: 'Cancelado' },
  channels: {
    title: 'Ventas por canal',
    online: 'En línea',
    loket: 'Taquilla',
    agent: 'Agentes',
    line: '%{count} entrada · %{revenue} |||| %{count} entradas · %{revenue}',
    none: 'Todavía no hay ventas.',
  },
  empty: {
    title: '¡Bienvenido! Todavía no tienes eventos',
    body: 'Crea tu primer evento en tres pasos. En cuanto vendas entradas, verás aquí tus ingresos, los registros de entrada y las ventas por día.',
    action: 'Crea tu evento',
  },
  no_stats: {
    title: 'Las cifras de ventas son para el organizador y los gerentes',
    body: 'Con tu rol usas estas páginas:',
  },
}

export default es
