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
  },
}

export default es
