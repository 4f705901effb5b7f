import type nlTexts from './messages.nl'

/** This folder's Spanish texts, complete: the type keeps the keys equal to Dutch. */
const es: typeof nlTexts = {
  fields: {
    name: 'Nombre',
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    role: 'Rol',
    status: 'Estado',
    lastSignInAt: 'Último inicio de sesión',
    createdAt: 'Agregado el',
    loketPermissions: {
      canAccessAllEvents: 'Puede vender todos los eventos',
      allowedEventIds: 'Eventos',
      allowedTicketTypeIds: 'Tipos de entrada',
    },
  },
  roles: { manager: 'Gerente', loket_medewerker: 'Personal de taquilla', scanner: 'Escáner' },
  status: { active: 'Activo', invited: 'Invitado', deactivated: 'Desactivado' },
  never: 'Todavía no',
  no_organizer: 'Todavía no se eligió un organizador',
  no_organizer_hint: "Abre el equipo de un organizador desde Usuarios: elige un organizador y luego 'Equipo'.",
  empty: 'Tu equipo todavía está vacío',
  empty_hint: 'Agrega gerentes, personal de taquilla y escáneres. Recibirán una invitación por correo para elegir su contraseña.',
  invite_hint:
    'El miembro del equipo recibe un correo con un enlace para elegir una contraseña (válido 7 días) y después inicia sesión en /login.',
  resend_invitation: 'Reenviar invitación',
  invitation_resent: 'Nueva invitación enviada a %{email}; el enlace anterior ya no funciona.',
  email_fixed: 'El correo electrónico es el nombre de usuario; el miembro del equipo lo cambia en la configuración de su cuenta.',
  role_help: {
    manager: 'Administra eventos, tipos de entrada y pedidos como tú; ve el equipo pero no lo cambia.',
    loket_medewerker: 'Vende entradas en la taquilla para los eventos que elijas abajo.',
    scanner: 'Escanea entradas en la puerta.',
  },
  permissions_title: '¿Qué puede vender este miembro del personal de taquilla?',
  permissions_all_hint: 'También los eventos que crees más adelante.',
  events_unavailable: 'No se pudieron cargar tus eventos. Inténtalo más tarde.',
  no_events: 'Todavía no tienes eventos.',
  created:
    'Invitación enviada. Si esta dirección de correo ya tiene una cuenta, recibe un correo y no se une a tu equipo: pide entonces otra dirección.',
  deactivate: 'Desactivar',
  reactivate: 'Reactivar',
  deactivate_title: '¿Desactivar a %{name}?',
  deactivate_content:
    '%{name} cierra sesión de inmediato y ya no puede iniciar sesión. Los pedidos que vendió %{name} se conservan. Puedes volver a activar al miembro del equipo más adelante.',
  reactivate_title: '¿Reactivar a %{name}?',
  reactivate_content: '%{name} puede volver a iniciar sesión con su propia contraseña.',
  deactivated: 'Miembro del equipo desactivado',
  reactivated: 'Miembro del equipo activo de nuevo',
}

export default es
