import type { MessageTexts } from './nl.js'

export const es: MessageTexts = {
  'email.footer': 'Este es un mensaje automático; no puedes responder a este correo.',
  'email.buttonFallback': '¿No funciona el botón? Abre este enlace:',
  'greeting.named': 'Hola, {name}:',
  'greeting.anonymous': 'Hola:',

  'tickets.subject': 'Tus entradas para {event} ({orderNumber})',
  'tickets.title': 'Tus entradas para {event}',
  'tickets.intro':
    '{greeting} ¡gracias por tu pedido! En la entrada, muestra el código QR de cada entrada para que lo escaneen, en tu teléfono o impreso.',
  'tickets.details': 'Evento: {event}\nFecha: {date}\nLugar: {venue}\nNúmero de pedido: {orderNumber}',
  'tickets.attachment.one':
    'Adjunto encontrarás un PDF con tu entrada. Con el botón puedes volver a descargarla; el enlace funciona hasta el {date}.',
  'tickets.attachment.many':
    'Adjunto encontrarás un PDF con tus {count} entradas, una por página. Con el botón puedes volver a descargarlas; el enlace funciona hasta el {date}.',
  'tickets.qrAlt': 'Código QR de la entrada {number}',
  'tickets.card': 'Entrada {number} de {count}: {type}',
  'tickets.code': 'Código: {code}',
  'tickets.download': 'Descargar entradas',
  'tickets.invoice': 'Descargar factura (PDF)',
  'tickets.claim': 'Guardar estas entradas en tu cuenta',
  'tickets.cancel': 'Ver o cancelar tu pedido',
  'tickets.free': 'Gratis',
  'tickets.locationUnknown': 'Ubicación no disponible',
  'tickets.whatsapp.one':
    '{site}: Tu entrada para {event} ({date}, {venue}) está lista. Número de pedido {orderNumber}. Descárgala aquí: {link}',
  'tickets.whatsapp.many':
    '{site}: Tus {count} entradas para {event} ({date}, {venue}) están listas. Número de pedido {orderNumber}. Descárgalas aquí: {link}',

  'transfer.subject': '{from} te regala una entrada para {event}',
  'transfer.title': 'Tu entrada para {event}',
  'transfer.intro': '{greeting} {from} te ha pasado una entrada para {event}. Ahora está a tu nombre.',
  'transfer.details': 'Evento: {event}\nFecha: {date}\nLugar: {venue}\nEntrada: {type}',
  'transfer.attachment': 'Adjunto va un PDF con tu entrada. Con el botón la descargas de nuevo; el enlace funciona hasta el {date}.',
  'transfer.whatsapp': '{site}: {from} te ha dado una entrada para {event} ({date}, {venue}). Descárgala aquí: {link}',
  'transferDone.subject': 'Tu entrada para {event} ha sido transferida',
  'transferDone.intro':
    '{greeting} has pasado tu entrada ({type}) para {event} a {to}. Tu código QR anterior ya no es válido; {to} ha recibido una entrada nueva.',
  'transferDone.whatsapp': '{site}: tu entrada para {event} ha pasado a {to}. Tu código QR anterior ya no es válido.',

  'pdf.header': '{site} · entrada {number} de {count}',
  'pdf.holder': 'A nombre de: {name}',
  'pdf.yes': 'Sí',
  'pdf.no': 'No',
  'pdf.order': 'Pedido: {orderNumber}',
  'pdf.code': 'Código de entrada: {code}',

  'verify.subject': 'Confirma tu correo electrónico en {site}',
  'verify.title': 'Confirma tu correo electrónico',
  'verify.intro': '{greeting} ¡te damos la bienvenida a {site}! Confirma tu correo electrónico con el botón de abajo.',
  'verify.validity': 'El enlace es válido durante {hours} horas. ¿No has creado una cuenta? Entonces puedes ignorar este correo.',
  'verify.button': 'Confirmar correo electrónico',

  'reset.subject': 'Restablecer tu contraseña en {site}',
  'reset.title': 'Restablecer contraseña',
  'reset.intro': '{greeting} hemos recibido una solicitud para restablecer la contraseña de tu cuenta de {site}.',
  'reset.choose':
    'Elige una nueva contraseña con el botón de abajo. El enlace es válido durante {minutes} minutos y funciona una sola vez.',
  'reset.ignore': '¿No lo has solicitado tú? Entonces no tienes que hacer nada; tu contraseña sigue siendo la misma.',
  'reset.button': 'Elegir nueva contraseña',

  'invite.subject': '{organizer} te invita a su equipo en {site}',
  'invite.title': 'Bienvenido al equipo de {organizer}',
  'invite.intro': '{greeting} {organizer} ha creado una cuenta para ti en {site} como {role}.',
  'invite.choose':
    'Elige tu contraseña con el botón de abajo. El enlace es válido durante {days} días y funciona una vez. Después inicia sesión con tu dirección de correo {email}.',
  'invite.signIn': 'Después, inicia sesión aquí',
  'invite.button': 'Elegir contraseña',
  'inviteRefused.subject': '{organizer} intentó añadirte a su equipo en {site}',
  'inviteRefused.title': 'No se te ha añadido a ningún equipo',
  'inviteRefused.intro':
    '{greeting} {organizer} intentó añadirte a su equipo en {site} como {role}. Tu dirección de correo ya tiene una cuenta aquí, y una cuenta existente no puede incorporarse a un equipo. No ha cambiado nada.',
  'inviteRefused.next':
    '¿Quieres trabajar para {organizer}? Pídeles que te inviten con otra dirección de correo, por ejemplo la del trabajo. Si no conoces a {organizer}, puedes ignorar este correo.',
  'invite.role.manager': 'gerente',
  'invite.role.loket_medewerker': 'personal de taquilla',
  'invite.role.scanner': 'escáner',
  'invite.role.agent_manager': 'gerente de agente',
  'invite.role.agent_loket_medewerker': 'personal de taquilla del agente',

  'code.subject': 'Tu código de verificación para {site}',
  'code.title': 'Tu código: {code}',
  'code.intro': '{greeting} usa este código para {purpose}: {code}',
  'code.validity': 'El código es válido durante {minutes} minutos. No lo compartas con nadie; {site} nunca te pedirá tu código.',
  'code.whatsapp': '{site}: tu código para {purpose} es {code}. El código es válido durante {minutes} minutos. No lo compartas con nadie.',
  'purpose.verifyPhone': 'confirmar tu número de teléfono',
  'purpose.confirmEmailChange': 'confirmar el cambio de tu correo electrónico a {email}',
  'purpose.confirmNewEmail': 'confirmar tu nuevo correo electrónico',
  'purpose.confirmPhoneChange': 'confirmar el cambio de tu número de teléfono',
  'purpose.confirmNewPhone': 'confirmar tu nuevo número de teléfono',

  'eventCancelled.subject': '{event} ha sido cancelado (pedido {orderNumber})',
  'eventCancelled.title': '{event} no se celebrará',
  'eventCancelled.intro': '{greeting} lamentablemente el organizador ha cancelado {event} ({date}). Tus entradas ya no son válidas.',
  'eventCancelled.refund': 'Te devolveremos el pago del pedido {orderNumber}; no tienes que hacer nada.',
  'eventCancelled.free': 'Tu pedido {orderNumber} era gratuito; no hay nada que devolver.',
  'eventCancelled.whatsapp': '{site}: el organizador ha cancelado {event} ({date}). {refund}',

  'orderRefunded.subject': 'Reembolso de tu pedido {orderNumber}',
  'orderRefunded.title': 'Tu dinero está de vuelta en camino',
  'orderRefunded.intro': '{greeting} el organizador de {event} ha reembolsado {tickets} de tu pedido {orderNumber}: {amount}.',
  'orderRefunded.void': 'Las entradas reembolsadas ya no son válidas; tus otras entradas siguen siendo válidas.',
  'orderRefunded.method.mollie':
    'El importe vuelve a la cuenta o tarjeta con la que pagaste ({providerAmount}); cuenta con 5 a 10 días hábiles.',
  'orderRefunded.method.uni5pay': 'El importe vuelve a tu cuenta de Uni5Pay+, normalmente en 1 a 3 días hábiles.',
  'orderRefunded.method.cash': 'Recibes el importe en efectivo del vendedor de tus entradas.',
  'orderRefunded.method.pin': 'El importe vuelve a la tarjeta de débito con la que pagaste; cuenta con 1 a 3 días hábiles.',
  'orderRefunded.tickets.one': '1 entrada',
  'orderRefunded.tickets.many': '{count} entradas',
  'orderRefunded.whatsapp': '{site}: se ha reembolsado {tickets} de tu pedido {orderNumber} ({event}): {amount}. {method}',

  'venueApproved.subject': 'Tu local {venue} ha sido aprobado',
  'venueApproved.title': '{venue} ya está en línea',
  'venueApproved.intro':
    '{greeting} buenas noticias: un administrador de {site} ha aprobado {venue}. El local ya aparece en el sitio y los organizadores pueden elegirlo para sus eventos.',
  'venueApproved.note':
    'Si más adelante cambias el nombre, la dirección o la capacidad, el local vuelve a revisión y no se muestra hasta entonces.',
  'venueApproved.button': 'Ver tu local',

  'venueRejected.subject': 'Tu local {venue} no ha sido aprobado',
  'venueRejected.title': '{venue} aún no ha sido aprobado',
  'venueRejected.intro': '{greeting} un administrador de {site} no ha aprobado {venue}, por este motivo:',
  'venueRejected.reason': '“{reason}”',
  'venueRejected.next': 'Modifica tu local en tu panel. Después de tu cambio lo revisaremos de nuevo.',
  'venueRejected.button': 'Modificar local',

  'bookingAnswered.confirmed.subject': '{venue} ha confirmado tu solicitud para el {date}',
  'bookingAnswered.confirmed.title': 'Tu solicitud de local está confirmada',
  'bookingAnswered.confirmed.intro':
    '{greeting} buenas noticias: {venue} ha confirmado tu solicitud para {event} el {date}. El día es tuyo.',
  'bookingAnswered.rejected.subject': '{venue} no puede aceptar tu solicitud para el {date}',
  'bookingAnswered.rejected.title': 'Tu solicitud de local ha sido rechazada',
  'bookingAnswered.rejected.intro': '{greeting} lamentablemente {venue} no puede aceptar tu solicitud para {event} el {date}.',
  'bookingAnswered.rejected.next': 'Elige otro local u otra fecha en tu evento; lo solicitaremos por ti de inmediato.',
  'bookingAnswered.rejected.draft':
    'Como el local no confirma tu fecha, {event} ya no está en línea: vuelve a ser un borrador. Publícalo de nuevo cuando un local haya confirmado tu fecha.',
  'bookingAnswered.message': 'Mensaje de {venue}:\n{message}',
  'bookingAnswered.yourEvent': 'tu evento',
  'bookingAnswered.button': 'Ver tu evento',

  'adminInvite.subject': 'Tu cuenta de administrador en {site}',
  'adminInvite.title': 'Bienvenido como administrador de {site}',
  'adminInvite.intro': '{greeting} {inviter} ha creado una cuenta para ti en {site} como {role}.',
  'adminInvite.choose':
    'Elige tu contraseña con el botón de abajo. El enlace es válido durante {days} días y funciona una vez. Después inicia sesión con tu correo electrónico {email}.',
  'adminInvite.button': 'Elegir contraseña',
  'adminInvite.role.admin': 'administrador',
  'adminInvite.role.subAdmin': 'subadministrador',

  'eventUnpublished.subject': '{event} ha sido retirado de {site}',
  'eventUnpublished.title': '{event} ya no está en línea',
  'eventUnpublished.intro':
    '{greeting} un administrador de {site} ha retirado tu evento {event} ({date}). Ya no aparece en el sitio y no se venden más entradas; las entradas vendidas siguen siendo válidas.',
  'eventUnpublished.reason': 'Motivo: {reason}',
  'eventUnpublished.next': 'Modifica el evento y vuelve a publicarlo, o escríbenos desde la página de contacto si tienes preguntas.',
  'eventUnpublished.button': 'Ir a mis eventos',
  'reviewInvite.subject': '¿Qué tal {event}? Deja una reseña',
  'reviewInvite.title': '¿Qué tal {event}?',
  'reviewInvite.intro': '{greeting} estuviste en {event} ({date}). Cuéntales a otros visitantes cómo fue: solo te lleva un minuto.',
  'reviewInvite.validity': 'El enlace funciona una vez, hasta el {date}. No necesitas una cuenta.',
  'reviewInvite.button': 'Escribir una reseña',
  'reviewInvite.whatsapp': '{site}: ¿qué tal {event}? Deja aquí tu reseña (válido hasta el {date}): {link}',
  'payoutPaid.subject': 'Pago de {amount} de {site}',
  'payoutPaid.title': 'Te hemos transferido {amount}',
  'payoutPaid.intro': '{greeting} {site} te ha transferido {amount} de tu venta de entradas.',
  'payoutPaid.reference': 'Referencia de la transferencia: {reference}. Puede tardar unos días hábiles en aparecer en tu cuenta.',
  'payoutPaid.balance': 'Después de este pago, todavía se te deben {balance}.',
  'payoutPaid.button': 'Ver pagos',
  'dataExport.subject': 'Tus datos en {site} están listos',
  'dataExport.title': 'Tus datos están listos',
  'dataExport.intro':
    '{greeting} pediste una copia de tus datos en {site}: tu cuenta, pedidos, entradas, me gusta, reseñas y actividad, como archivos JSON en un ZIP.',
  'dataExport.validity':
    'El enlace funciona {days} días, solo con la sesión iniciada en esta cuenta. ¿No lo pediste? Cambia tu contraseña.',
  'dataExport.button': 'Descargar mis datos',
  'twoFactorOff.subject': 'La verificación en dos pasos está desactivada en {site}',
  'twoFactorOff.title': 'La verificación en dos pasos está desactivada',
  'twoFactorOff.intro':
    '{greeting} se acaba de desactivar la verificación en dos pasos de tu cuenta de {site}. Ahora solo se pide tu contraseña al iniciar sesión.',
  'twoFactorOff.notYou':
    '¿No fuiste tú? Elige enseguida una nueva contraseña con ‘Olvidé mi contraseña’ y vuelve a activar la verificación en dos pasos en la configuración de tu cuenta.',
  'recoveryUsed.subject': 'Se inició sesión con un código de recuperación en {site}',
  'recoveryUsed.title': 'Sesión iniciada con un código de recuperación',
  'recoveryUsed.intro':
    '{greeting} alguien acaba de iniciar sesión en tu cuenta de {site} con uno de tus códigos de recuperación. Ese código ya no funciona; te quedan {left}.',
  'recoveryUsed.notYou':
    '¿No fuiste tú? Elige enseguida una nueva contraseña con ‘Olvidé mi contraseña’ y cierra sesión en todas partes en la configuración de tu cuenta.',
  // A message from an event's organizer to its attendees, and the reminder before the event.
  'attendeeMessage.footer': 'Recibes este mensaje del organizador de {event} porque tienes una entrada. No es posible responder.',
  'attendeeMessage.whatsapp': '{site} – {event}: {subject}\n\n{body}',
  'reminder.subject': 'Recordatorio: {event} empieza {date}',
  'reminder.title': '¡Hasta pronto en {event}!',
  'reminder.intro':
    '{greeting} un recordatorio: {event} empieza {date} en {venue}. No olvides tus entradas; el código QR se escanea en la entrada.',
  'reminder.button': 'Ver mis entradas',
  'reminder.whatsapp': '{site}: recordatorio – {event} empieza {date} en {venue}. Tus entradas: {link}',
}
