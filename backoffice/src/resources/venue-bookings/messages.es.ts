import type nlTexts from './messages.nl'

/** This folder's Spanish texts, complete: the type keeps the keys equal to Dutch. */
const es: typeof nlTexts = {
  fields: {
    bookingDate: 'Fecha',
    venueName: 'Local',
    event: 'Evento',
    organizer: 'Organizador',
    status: 'Estado',
    notes: 'Nota de la solicitud',
    createdAt: 'Solicitada el',
    answerMessage: 'Tu mensaje',
    answeredAt: 'Respondida el',
    from: 'Desde la fecha',
    to: 'Hasta la fecha',
    conflicting: 'Solo días con solicitudes dobles',
  },
  status: {
    pending: 'Esperando respuesta',
    confirmed: 'Confirmada',
    rejected: 'Rechazada',
    cancelled: 'Retirada',
  },
  list: {
    empty: 'No se encontraron solicitudes.',
    emptyHint: 'Cuando un organizador elija tu local para un evento, la solicitud aparecerá aquí.',
    onlyVenue: 'Solo solicitudes para %{name}.',
    allVenues: 'Mostrar todos los locales',
    noEvent: 'Solicitud sin evento',
    dayCount: '1 solicitud |||| %{smart_count} solicitudes',
  },
  conflict: {
    chip: 'Doble: 1 solicitud más en este día |||| Doble: %{smart_count} solicitudes más en este día',
    title: 'Este día se solicitó más de una vez',
    body: 'Puedes confirmar una solicitud por día. Otras solicitudes para %{venue} en este día:',
    organizerBody:
      'Otros también solicitaron este local para este día (1 solicitud más). |||| Otros también solicitaron este local para este día (%{smart_count} solicitudes más).',
    unknown: 'Organizador desconocido',
  },
  detail: {
    title: 'Solicitud para %{venue}',
    request: 'Solicitud',
    answer: 'Respuesta',
    contact: 'Contacto con el organizador',
    requestedBy: 'Solicitada por',
    noNotes: 'Sin nota.',
    notAnswered: 'Todavía sin respuesta.',
    withdrawn: 'El organizador retiró esta solicitud (eligió otro local u otra fecha, o canceló el evento).',
    eventDate: 'Evento: %{date}',
    draft: 'Borrador',
    back: 'Volver a las solicitudes',
    open: 'Ver solicitud',
  },
  actions: {
    confirm: 'Confirmar',
    reject: 'Rechazar',
    withdraw: 'Retirar confirmación',
    reconsider: 'Confirmar de todos modos',
    confirmTitle: 'Confirmar solicitud',
    confirmText: 'El organizador recibe un correo de que %{venue} queda reservado el %{date} para el evento.',
    rejectTitle: 'Rechazar solicitud',
    withdrawTitle: 'Retirar confirmación',
    rejectText: 'El organizador recibe un correo con tu motivo, para que pueda elegir otro local u otra fecha.',
    message: 'Mensaje para el organizador',
    messageOptional: 'Mensaje para el organizador (opcional)',
    reasonRequired: 'Indica al organizador un motivo para el rechazo',
    confirmed: 'Solicitud confirmada; el organizador recibe un correo',
    rejected: 'Solicitud rechazada; el organizador recibe un correo',
  },
}

export default es
