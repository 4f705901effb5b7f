import type nl from './messages.nl'

const es: typeof nl = {
  title: 'Exportaciones',
  explain:
    'Crea una exportación en CSV (formato numérico neerlandés, para Excel) o XLSX. Las pequeñas están listas al instante; las grandes se preparan en segundo plano y recibes un correo con el enlace. El archivo está disponible 7 días.',
  none: 'No hay exportaciones que puedas crear.',
  new: {
    title: 'Nueva exportación',
    template: 'Plantilla',
    run: 'Iniciar exportación',
    running: 'Procesando…',
    periodHint: 'Días en hora de Surinam, ambos incluidos. Un periodo de más de 12 meses (o sin inicio) se prepara en segundo plano.',
  },
  templates: {
    btw_per_month: {
      name: 'IVA por mes',
      description: 'Gastos de plataforma, gastos de pago y su IVA por mes, como en las facturas.',
    },
    sales_per_organizer: {
      name: 'Ventas por organizador',
      description: 'Ventas, gastos, reembolsos y neto por organizador en el periodo, como en la liquidación.',
    },
    event_attendees: {
      name: 'Asistentes de un evento',
      description: 'Una fila por entrada válida, con comprador, tipo de entrada y check-in, como en la lista de asistentes.',
    },
    agent_commissions: {
      name: 'Comisiones de agentes',
      description: 'Cada línea de comisión (venta y anulación) del periodo, como en el registro de comisiones.',
    },
  },
  filters: {
    from: 'Desde',
    to: 'Hasta',
    organizerId: 'ID de organizador',
    eventId: 'Evento',
    agentId: 'ID de agente',
    optional: 'Vacío: todos',
  },
  formats: { csv: 'CSV (Excel, formato neerlandés)', xlsx: 'XLSX (libro de Excel)' },
  started: {
    ready: 'La exportación está lista: descárgala abajo.',
    background: 'La exportación se prepara en segundo plano. Recibirás un correo cuando esté lista.',
  },
  status: { pending: 'En cola', running: 'Procesando', ready: 'Lista', failed: 'Fallida' },
  runs: {
    title: 'Mis exportaciones',
    titleAll: 'Todas las exportaciones',
    empty: 'Aún no hay exportaciones.',
    reload: 'Actualizar',
    template: 'Exportación',
    requested: 'Solicitada',
    status: 'Estado',
    rows: 'Filas',
    by: 'Por',
    download: 'Descargar',
    expired: 'Caducada',
    downloadFailed: 'Error al descargar: %{message}',
  },
}

export default es
