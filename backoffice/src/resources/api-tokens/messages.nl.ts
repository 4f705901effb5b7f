/** This folder's Dutch texts (i18n/locales/nl.ts picks them up by folder name). */
const nl = {
  title: 'API-sleutels',
  intro:
    'Met een API-sleutel leest je eigen software je evenementen, bestellingen en bezoekers, of checkt tickets in. Een sleutel werkt alleen voor jouw organisatie en alleen voor wat je aanvinkt.',
  guide: 'Handleiding voor ontwikkelaars: /api/v1/openapi.json',
  new: 'Nieuwe sleutel',
  tokenName: 'Naam',
  nameHelp: 'Waarvoor je de sleutel gebruikt, bijvoorbeeld ‘Kassasysteem’',
  scopes: 'Rechten',
  scope: {
    'events:read': 'Evenementen en tickettypes lezen',
    'events:write': 'Evenementen aanmaken en wijzigen',
    'orders:read': 'Bestellingen en bezoekers lezen',
    'checkins:write': 'Tickets inchecken',
  },
  expiresAt: 'Verloopt op',
  expiresHelp: 'Leeg: verloopt niet',
  create: 'Sleutel maken',
  created: 'Je nieuwe API-sleutel',
  onceWarning: 'Kopieer deze sleutel nu: hij wordt niet meer getoond. Bewaar hem zoals een wachtwoord.',
  copy: 'Kopiëren',
  copied: 'Gekopieerd',
  done: 'Klaar',
  empty: 'Je hebt nog geen API-sleutels.',
  column: {
    name: 'Naam',
    prefix: 'Begint met',
    scopes: 'Rechten',
    lastUsedAt: 'Laatst gebruikt',
    expiresAt: 'Verloopt',
  },
  never: 'nooit',
  noExpiry: 'niet',
  revoke: 'Intrekken',
  revokeTitle: 'Sleutel ‘%{name}’ intrekken?',
  revokeText: 'Software die deze sleutel gebruikt, krijgt meteen geen toegang meer. Dit kan niet ongedaan worden gemaakt.',
  cancel: 'Annuleren',
  revoked: 'Sleutel ingetrokken',
}

export default nl
