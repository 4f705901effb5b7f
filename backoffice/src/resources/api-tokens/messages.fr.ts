import type nlTexts from './messages.nl'

/** This folder's French texts, complete: the type keeps the keys equal to Dutch. */
const fr: typeof nlTexts = {
  title: 'Clés API',
  intro:
    'Avec une clé API, votre propre logiciel lit vos événements, commandes et participants, ou enregistre les entrées. Une clé ne vaut que pour votre organisation et que pour ce que vous cochez.',
  guide: 'Guide des développeurs : /api/v1/openapi.json',
  new: 'Nouvelle clé',
  tokenName: 'Nom',
  nameHelp: 'À quoi sert la clé, par ex. « Système de caisse »',
  scopes: 'Droits',
  scope: {
    'events:read': 'Lire les événements et les types de billets',
    'events:write': 'Créer et modifier des événements',
    'orders:read': 'Lire les commandes et les participants',
    'checkins:write': 'Enregistrer les entrées',
  },
  expiresAt: 'Expire le',
  expiresHelp: 'Vide : n’expire pas',
  create: 'Créer la clé',
  created: 'Votre nouvelle clé API',
  onceWarning: 'Copiez cette clé maintenant : elle ne sera plus affichée. Gardez-la comme un mot de passe.',
  copy: 'Copier',
  copied: 'Copié',
  done: 'Terminé',
  empty: 'Vous n’avez pas encore de clé API.',
  column: {
    name: 'Nom',
    prefix: 'Commence par',
    scopes: 'Droits',
    lastUsedAt: 'Dernière utilisation',
    expiresAt: 'Expire',
  },
  never: 'jamais',
  noExpiry: 'non',
  revoke: 'Révoquer',
  revokeTitle: 'Révoquer la clé « %{name} » ?',
  revokeText: 'Le logiciel qui utilise cette clé perd l’accès immédiatement. Action irréversible.',
  cancel: 'Annuler',
  revoked: 'Clé révoquée',
}

export default fr
