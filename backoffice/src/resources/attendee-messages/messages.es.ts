import type nlTexts from './messages.nl'

/** This folder's Spanish texts, complete: the type keeps the keys equal to Dutch. */
const es: typeof nlTexts = {
  title: 'Mensaje a los asistentes',
  intro:
    'Envía un mensaje a todos los asistentes con una entrada válida, por ejemplo sobre un cambio de hora, de entrada o el estacionamiento. Cada asistente lo recibe por el canal que eligió al comprar.',
  event: 'Evento',
  noEvents: 'Aún no tienes eventos.',
  new: 'Nuevo mensaje',
  cancelledEvent: 'Este evento está cancelado; sus compradores ya fueron avisados.',
  subject: 'Asunto',
  subjectHelp: 'una línea',
  body: 'Mensaje',
  bodyHelp: 'texto simple, sin formato',
  channels: 'Canales',
  channelsHelp: 'Los asistentes solo reciben el mensaje por un canal que permites aquí y que ellos eligieron.',
  channel: {
    email: 'Correo',
    whatsapp: 'WhatsApp',
  },
  ticketTypes: 'Tipos de entrada',
  ticketTypesHelp: 'Nada marcado: todos los tipos de entrada.',
  checkedIn: 'Quién',
  checkedInChoice: {
    all: 'Todos',
    in: 'Solo registrados',
    out: 'Solo no registrados',
  },
  preview: 'Ver vista previa y número',
  send: 'Enviar',
  sendTo: 'Enviar a %{smart_count} asistente |||| Enviar a %{smart_count} asistentes',
  count: 'Este mensaje va a %{smart_count} asistente |||| Este mensaje va a %{smart_count} asistentes',
  unreachable:
    '%{smart_count} asistente no es alcanzable por los canales elegidos |||| %{smart_count} asistentes no son alcanzables por los canales elegidos',
  remainingToday:
    'Hoy puedes enviar %{smart_count} mensaje más sobre este evento. |||| Hoy puedes enviar %{smart_count} mensajes más sobre este evento.',
  limitReached: 'Has alcanzado el máximo de mensajes de hoy. Inténtalo mañana.',
  sample: 'Entre otros a:',
  confirmTitle: '¿Enviar el mensaje?',
  confirmText:
    '"%{subject}" va a %{smart_count} asistente. No se puede deshacer. |||| "%{subject}" va a %{smart_count} asistentes. No se puede deshacer.',
  confirm: 'Sí, enviar',
  sentNotice: 'El mensaje se está enviando a %{smart_count} asistente |||| El mensaje se está enviando a %{smart_count} asistentes',
  sentTitle: 'Mensajes enviados',
  noneSent: 'Aún no se enviaron mensajes para este evento.',
  sentLine: '%{date} · por %{name} · %{smart_count} asistente |||| %{date} · por %{name} · %{smart_count} asistentes',
  report: {
    sent: 'Enviados',
    pending: 'En cola',
    failed: 'Fallidos',
    bounced: 'Rechazados (rebote)',
  },
}

export default es
