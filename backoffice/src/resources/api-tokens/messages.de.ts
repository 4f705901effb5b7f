import type nlTexts from './messages.nl'

/** This folder's German texts, complete: the type keeps the keys equal to Dutch. */
const de: typeof nlTexts = {
  title: 'API-Schlüssel',
  intro:
    'Mit einem API-Schlüssel liest deine eigene Software deine Veranstaltungen, Bestellungen und Besucher oder checkt Tickets ein. Ein Schlüssel gilt nur für deine Organisation und nur für das, was du ankreuzt.',
  guide: 'Anleitung für Entwickler: /api/v1/openapi.json',
  new: 'Neuer Schlüssel',
  tokenName: 'Name',
  nameHelp: 'Wofür du den Schlüssel nutzt, z. B. „Kassensystem“',
  scopes: 'Rechte',
  scope: {
    'events:read': 'Veranstaltungen und Tickettypen lesen',
    'events:write': 'Veranstaltungen anlegen und ändern',
    'orders:read': 'Bestellungen und Besucher lesen',
    'checkins:write': 'Tickets einchecken',
  },
  expiresAt: 'Läuft ab am',
  expiresHelp: 'Leer: läuft nicht ab',
  create: 'Schlüssel erstellen',
  created: 'Dein neuer API-Schlüssel',
  onceWarning: 'Kopiere diesen Schlüssel jetzt: Er wird nicht noch einmal angezeigt. Bewahre ihn wie ein Passwort auf.',
  copy: 'Kopieren',
  copied: 'Kopiert',
  done: 'Fertig',
  empty: 'Du hast noch keine API-Schlüssel.',
  column: {
    name: 'Name',
    prefix: 'Beginnt mit',
    scopes: 'Rechte',
    lastUsedAt: 'Zuletzt benutzt',
    expiresAt: 'Läuft ab',
  },
  never: 'nie',
  noExpiry: 'nicht',
  revoke: 'Widerrufen',
  revokeTitle: 'Schlüssel „%{name}“ widerrufen?',
  revokeText: 'Software mit diesem Schlüssel verliert sofort den Zugang. Das lässt sich nicht rückgängig machen.',
  cancel: 'Abbrechen',
  revoked: 'Schlüssel widerrufen',
}

export default de
