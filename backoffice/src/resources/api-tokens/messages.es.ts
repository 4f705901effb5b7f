import type nlTexts from './messages.nl'

/** This folder's Spanish texts, complete: the type keeps the keys equal to Dutch. */
const es: typeof nlTexts = {
  title: 'Claves API',
  intro:
    'Con una clave API tu propio software lee tus eventos, pedidos y asistentes, o registra la entrada de entradas. Una clave solo sirve para tu organización y solo para lo que marques.',
  guide: 'Guía para desarrolladores: /api/v1/openapi.json',
  new: 'Nueva clave',
  tokenName: 'Nombre',
  nameHelp: 'Para qué usas la clave, p. ej. ‘Sistema de caja’',
  scopes: 'Permisos',
  scope: {
    'events:read': 'Leer eventos y tipos de entrada',
    'events:write': 'Crear y editar eventos',
    'orders:read': 'Leer pedidos y asistentes',
    'checkins:write': 'Registrar entradas',
  },
  expiresAt: 'Caduca el',
  expiresHelp: 'Vacío: no caduca',
  create: 'Crear clave',
  created: 'Tu nueva clave API',
  onceWarning: 'Copia esta clave ahora: no se volverá a mostrar. Guárdala como una contraseña.',
  copy: 'Copiar',
  copied: 'Copiado',
  done: 'Listo',
  empty: 'Aún no tienes claves API.',
  column: {
    name: 'Nombre',
    prefix: 'Empieza por',
    scopes: 'Permisos',
    lastUsedAt: 'Último uso',
    expiresAt: 'Caduca',
  },
  never: 'nunca',
  noExpiry: 'no',
  revoke: 'Revocar',
  revokeTitle: '¿Revocar la clave ‘%{name}’?',
  revokeText: 'El software que usa esta clave pierde el acceso de inmediato. No se puede deshacer.',
  cancel: 'Cancelar',
  revoked: 'Clave revocada',
}

export default es
