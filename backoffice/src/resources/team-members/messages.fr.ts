import type nlTexts from './messages.nl'

/** French texts of resources.team-members.* (Dutch first: messages.nl.ts). */
const fr: typeof nlTexts = {
  fields: {
    name: 'Nom',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Adresse e-mail',
    phone: 'Téléphone',
    role: 'Rôle',
    status: 'Statut',
    lastSignInAt: 'Dernière connexion',
    createdAt: 'Ajouté le',
    loketPermissions: {
      canAccessAllEvents: 'Peut vendre tous les événements',
      allowedEventIds: 'Événements',
      allowedTicketTypeIds: 'Types de billets',
    },
  },
  roles: { manager: 'Manager', loket_medewerker: 'Agent de guichet', scanner: 'Scanner' },
  status: { active: 'Actif', invited: 'Invité', deactivated: 'Désactivé' },
  never: 'Pas encore',
  no_organizer: 'Aucun organisateur choisi',
  no_organizer_hint: "Ouvrez l'équipe d'un organisateur depuis Utilisateurs : choisissez un organisateur, puis « Équipe ».",
  empty: 'Votre équipe est encore vide',
  empty_hint:
    'Ajoutez des managers, des agents de guichet et des scanners. Ils reçoivent une invitation par e-mail pour choisir leur mot de passe.',
  invite_hint:
    "Le membre de l'équipe reçoit un e-mail avec un lien pour choisir un mot de passe (valable 7 jours), puis se connecte via /login.",
  resend_invitation: "Renvoyer l'invitation",
  invitation_resent: 'Nouvelle invitation envoyée à %{email} ; le lien précédent ne fonctionne plus.',
  email_fixed: "L'adresse e-mail sert d'identifiant ; le membre de l'équipe la modifie lui-même dans les paramètres du compte.",
  role_help: {
    manager: "Gère les événements, types de billets et commandes comme vous ; voit l'équipe mais ne la modifie pas.",
    loket_medewerker: 'Vend des billets au guichet pour les événements que vous choisissez ci-dessous.',
    scanner: "Scanne les billets à l'entrée.",
  },
  permissions_title: 'Que peut vendre cet agent de guichet ?',
  permissions_all_hint: 'Y compris les événements que vous créerez plus tard.',
  events_unavailable: "Vos événements n'ont pas pu être chargés. Réessayez plus tard.",
  no_events: "Vous n'avez pas encore d'événements.",
  created:
    'Invitation envoyée. Si cette adresse e-mail a déjà un compte, elle reçoit un e-mail et ne rejoint pas votre équipe : demandez alors une autre adresse.',
  deactivate: 'Désactiver',
  reactivate: 'Réactiver',
  deactivate_title: 'Désactiver %{name} ?',
  deactivate_content:
    "%{name} est déconnecté immédiatement et ne peut plus se connecter. Les commandes vendues par %{name} sont conservées. Vous pourrez réactiver ce membre de l'équipe plus tard.",
  reactivate_title: 'Réactiver %{name} ?',
  reactivate_content: '%{name} peut à nouveau se connecter avec son propre mot de passe.',
  deactivated: "Membre de l'équipe désactivé",
  reactivated: "Membre de l'équipe de nouveau actif",
}

export default fr
