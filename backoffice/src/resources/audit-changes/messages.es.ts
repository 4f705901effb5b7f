import type nlTexts from './messages.nl'

/** This folder's Spanish texts, complete: the type keeps the keys equal to Dutch. */
const es: typeof nlTexts = {
  title: 'Registro de auditoría',
  fields: {
    createdAt: 'Cuándo',
    userName: 'Quién',
    entityType: 'Tipo',
    entityId: 'Número',
    action: 'Qué',
    changes: 'Cambios (anterior → nuevo)',
    person: 'Persona (nombre o correo)',
    from: 'Desde',
    to: 'Hasta',
  },
  entity: {
    platform_settings: 'Configuración de la plataforma',
    email_template: 'Plantilla de correo',
    venue: 'Local',
    user: 'Usuario',
    event: 'Evento',
    order: 'Pedido',
    event_category: 'Categoría',
    venue_facility: 'Instalación',
    currency_rate: 'Tipo de cambio',
    venue_booking: 'Reserva de local',
    review: 'Reseña',
    ticketswitch_listing: 'Oferta de Ticketswitch',
    organizer_payout: 'Pago al organizador',
    data_retention_policy: 'Plazo de conservación',
    ticket_type: 'Tipo de entrada',
    agent_partnership: 'Colaboración con agente',
    agent_settlement: 'Liquidación con agente',
    loket_shift: 'Turno de taquilla',
    attendee_message: 'Mensaje a los asistentes',
  },
  export: 'Descargar CSV',
  exporting: 'Descargando…',
  export_failed: 'La descarga falló: %{message}',
  /** Actions the core's app.audit.actions does not name (the per-record history never shows them). */
  actions: {
    publish: 'publicado',
    cancel: 'cancelado',
    close: 'cerrado',
    copy: 'copiado',
    respond: 'respondido',
    hide: 'oculto',
    terminate: 'finalizado',
    erase: 'borrado por su titular',
  },
}

export default es
