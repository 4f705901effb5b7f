import type nl from './messages.nl'

const fr: typeof nl = {
  title: 'Exports',
  explain:
    'Créez un export en CSV (format numérique néerlandais, pour Excel) ou XLSX. Les petits exports sont prêts tout de suite ; les grands sont préparés en arrière-plan et vous recevez un e-mail avec le lien. Un fichier reste disponible 7 jours.',
  none: 'Aucun export ne vous est accessible.',
  new: {
    title: 'Nouvel export',
    template: 'Modèle',
    run: 'Lancer l’export',
    running: 'En cours…',
    periodHint:
      'Jours à l’heure du Suriname, les deux inclus. Une période de plus de 12 mois (ou sans début) est préparée en arrière-plan.',
  },
  templates: {
    btw_per_month: {
      name: 'TVA par mois',
      description: 'Frais de plateforme, frais de paiement et leur TVA par mois, comme sur les factures.',
    },
    sales_per_organizer: {
      name: 'Ventes par organisateur',
      description: 'Ventes, frais, remboursements et net par organisateur sur la période, comme dans le relevé.',
    },
    event_attendees: {
      name: 'Participants d’un événement',
      description: 'Une ligne par billet valide, avec acheteur, type de billet et enregistrement, comme la liste des participants.',
    },
    agent_commissions: {
      name: 'Commissions des agents',
      description: 'Chaque ligne de commission (vente et annulation) de la période, comme dans le registre des commissions.',
    },
  },
  filters: {
    from: 'Du',
    to: 'Au',
    organizerId: 'ID de l’organisateur',
    eventId: 'Événement',
    agentId: 'ID de l’agent',
    optional: 'Vide : tous',
  },
  formats: { csv: 'CSV (Excel, format néerlandais)', xlsx: 'XLSX (classeur Excel)' },
  started: {
    ready: 'L’export est prêt : téléchargez-le ci-dessous.',
    background: 'L’export est préparé en arrière-plan. Vous recevrez un e-mail dès qu’il sera prêt.',
  },
  status: { pending: 'En attente', running: 'En cours', ready: 'Prêt', failed: 'Échec' },
  runs: {
    title: 'Mes exports',
    titleAll: 'Tous les exports',
    empty: 'Aucun export pour l’instant.',
    reload: 'Actualiser',
    template: 'Export',
    requested: 'Demandé',
    status: 'Statut',
    rows: 'Lignes',
    by: 'Par',
    download: 'Télécharger',
    expired: 'Expiré',
    downloadFailed: 'Échec du téléchargement : %{message}',
  },
}

export default fr
