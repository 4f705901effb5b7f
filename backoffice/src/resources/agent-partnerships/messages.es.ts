import type nlTexts from './messages.nl'

/** This folder's Spanish texts, complete: the type keeps the keys equal to Dutch. */
const es: typeof nlTexts = {
  fields: {
    organizerId: 'Organizador',
    organizerName: 'Organizador',
    agentName: 'Agente',
    status: 'Estado',
    commissionPercentage: 'Comisión (%)',
    requestMessage: 'Mensaje',
    requestedAt: 'Solicitada el',
    permissions: 'Puede vender',
  },
  status: { pending: 'Pendiente', approved: 'Aprobada', rejected: 'Rechazada', terminated: 'Terminada' },
  all_events: 'Todos los eventos',
  some_events: '%{count} evento(s)',
  empty_agent: 'Todavía no tienes alianzas',
  empty_agent_hint: 'Pregunta a un organizador si puedes vender entradas para él.',
  empty_organizer: 'Todavía no hay solicitudes de agentes',
  empty_organizer_hint: 'Aquí aparecen los puntos de venta que quieren vender entradas para ti.',
  request: 'Solicitar alianza',
  request_hint: 'El organizador recibe tu solicitud por correo y la aprueba o la rechaza. Verás la respuesta en la campana.',
  requested: 'Solicitud enviada',
  no_organizers: 'Todavía no hay organizadores con eventos.',
  choice: {
    upcoming: '%{smart_count} evento próximo |||| %{smart_count} eventos próximos',
    works_with_agents: 'Trabaja con %{smart_count} agente |||| Trabaja con %{smart_count} agentes',
    no_agents_yet: 'Todavía sin agentes',
    own: {
      pending: 'Tu solicitud está en curso',
      approved: 'Ya es tu aliado',
    },
  },
  actions: {
    approve: 'Aprobar',
    reject: 'Rechazar',
    terminate: 'Terminar',
    update: 'Cambiar condiciones',
    message: 'Mensaje para el agente (opcional)',
    all_events: 'Puede vender todos los eventos (también los futuros)',
    events: 'Eventos que el agente puede vender',
    commission: 'Comisión en porcentaje (0-100)',
    cancel: 'Cancelar',
    done: {
      approve: 'Alianza aprobada',
      reject: 'Solicitud rechazada',
      terminate: 'Alianza terminada',
      update: 'Condiciones cambiadas',
    },
    terminate_text: 'Después, el agente ya no puede vender entradas para ti. Esto no se puede deshacer.',
  },
}

export default es
