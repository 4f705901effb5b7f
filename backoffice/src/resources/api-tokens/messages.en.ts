import type nlTexts from './messages.nl'

/** This folder's English texts, complete: the type keeps the keys equal to Dutch. */
const en: typeof nlTexts = {
  title: 'API keys',
  intro:
    'With an API key your own software reads your events, orders and attendees, or checks tickets in. A key works only for your organisation and only for what you tick.',
  guide: 'Developer guide: /api/v1/openapi.json',
  new: 'New key',
  tokenName: 'Name',
  nameHelp: 'What you use the key for, e.g. ‘Till system’',
  scopes: 'Permissions',
  scope: {
    'events:read': 'Read events and ticket types',
    'events:write': 'Create and edit events',
    'orders:read': 'Read orders and attendees',
    'checkins:write': 'Check tickets in',
  },
  expiresAt: 'Expires on',
  expiresHelp: 'Empty: never expires',
  create: 'Create key',
  created: 'Your new API key',
  onceWarning: 'Copy this key now: it will not be shown again. Keep it like a password.',
  copy: 'Copy',
  copied: 'Copied',
  done: 'Done',
  empty: 'You have no API keys yet.',
  column: {
    name: 'Name',
    prefix: 'Starts with',
    scopes: 'Permissions',
    lastUsedAt: 'Last used',
    expiresAt: 'Expires',
  },
  never: 'never',
  noExpiry: 'never',
  revoke: 'Revoke',
  revokeTitle: 'Revoke key ‘%{name}’?',
  revokeText: 'Software using this key loses access at once. This cannot be undone.',
  cancel: 'Cancel',
  revoked: 'Key revoked',
}

export default en
