import type nlTexts from './messages.nl'

/** This folder's Spanish texts, complete: the type keeps the keys equal to Dutch. */
const es: typeof nlTexts = {
  fields: {
    entityType: 'Tipo de datos',
    retentionDays: 'Plazo de conservación (días)',
    action: 'Tras el plazo',
    lastRunCount: 'Última ejecución',
    isActive: 'Activo',
  },
  intro:
    'Cuánto tiempo se conserva cada tipo de datos. Cada noche a las 03:30 una tarea elimina lo que supera su plazo; los importes de los pedidos se conservan siempre para la contabilidad.',
  active: 'Activo',
  inactive: 'Desactivado',
  days: '%{smart_count} día |||| %{smart_count} días',
  years: '± %{smart_count} año |||| ± %{smart_count} años',
  rows: '%{smart_count} fila |||| %{smart_count} filas',
  no_run_yet: 'Aún no ejecutado',
  last_run: 'Última ejecución',
  actions: { delete: 'eliminar', anonymize: 'anonimizar', archive: 'archivar' },
  kinds: {
    ticket_reservations: 'Reservas vencidas',
    payment_states: 'Estados de pago vencidos',
    analytics_events: 'Analítica sin procesar',
    user_activity_logs: 'Registro de actividad',
    contact_messages: 'Mensajes de contacto',
    rate_limits: 'Contadores de límites de intentos',
    outbox_messages: 'Mensajes enviados',
    guest_buyers: 'Datos de compradores invitados',
  },
  rules: {
    ticket_reservations: 'Reservas cuyo vencimiento pasó hace más que el plazo. Una reserva vigente siempre se queda.',
    payment_states: 'Pagos guardados que vencieron y no se usaron dentro del plazo.',
    analytics_events: 'Eventos de analítica sueltos más antiguos que el plazo.',
    user_activity_logs: 'Líneas del registro de actividad más antiguas que el plazo.',
    contact_messages: 'Mensajes de los formularios de contacto más antiguos que el plazo, una vez enviado o abandonado su correo.',
    rate_limits: 'Contadores de límites de intentos vencidos hace más que el plazo.',
    outbox_messages: 'Correos y mensajes de WhatsApp enviados o fallidos definitivamente. Los que aún esperan se quedan.',
    guest_buyers:
      'Nombre, correo y teléfono de compradores sin cuenta, cuando el evento terminó hace más que el plazo. Importes, números de factura y entradas se conservan (contabilidad: 7 años).',
  },
  days_hint: 'Entre %{min} y %{max} días.',
  active_hint: 'Desactivado: la tarea nocturna omite este tipo.',
  runs_title: 'Últimas ejecuciones',
  runs_hint: 'Lo que cada ejecución eliminó o anonimizó, por tipo.',
  run_now: 'Ejecutar ahora',
  run_done: 'Se aplicaron los plazos de conservación.',
  no_runs: 'Aún no hubo ejecuciones.',
  nothing_removed: 'Nada que eliminar.',
  triggers: { nightly: 'Nocturna', manual: 'Manual' },
  statuses: { running: 'En curso', succeeded: 'Correcta', failed: 'Fallida', interrupted: 'Interrumpida' },
}

export default es
