import type nlTexts from './messages.nl'

/** This folder's French texts, complete: the type keeps the keys equal to Dutch. */
const fr: typeof nlTexts = {
  title: 'Message aux participants',
  intro:
    "Envoyez un message à tous les participants ayant un billet valide, par exemple sur un changement d'heure, d'entrée ou de parking. Chacun le reçoit par le canal choisi à l'achat.",
  event: 'Événement',
  noEvents: "Vous n'avez pas encore d'événements.",
  new: 'Nouveau message',
  cancelledEvent: 'Cet événement est annulé ; ses acheteurs ont déjà été prévenus.',
  subject: 'Objet',
  subjectHelp: 'une ligne',
  body: 'Message',
  bodyHelp: 'texte simple, sans mise en forme',
  channels: 'Canaux',
  channelsHelp: "Les participants ne reçoivent le message que par un canal que vous autorisez ici et qu'ils ont choisi.",
  channel: {
    email: 'E-mail',
    whatsapp: 'WhatsApp',
  },
  ticketTypes: 'Types de billets',
  ticketTypesHelp: 'Rien de coché : tous les types de billets.',
  checkedIn: 'Qui',
  checkedInChoice: {
    all: 'Tout le monde',
    in: 'Seulement enregistrés',
    out: 'Seulement non enregistrés',
  },
  preview: "Voir l'aperçu et le nombre",
  send: 'Envoyer',
  sendTo: 'Envoyer à %{smart_count} participant |||| Envoyer à %{smart_count} participants',
  count: 'Ce message va à %{smart_count} participant |||| Ce message va à %{smart_count} participants',
  unreachable:
    "%{smart_count} participant n'est pas joignable par les canaux choisis |||| %{smart_count} participants ne sont pas joignables par les canaux choisis",
  remainingToday:
    "Vous pouvez encore envoyer %{smart_count} message sur cet événement aujourd'hui. |||| Vous pouvez encore envoyer %{smart_count} messages sur cet événement aujourd'hui.",
  limitReached: "Vous avez atteint le nombre maximal de messages pour aujourd'hui. Réessayez demain.",
  sample: 'Entre autres à :',
  confirmTitle: 'Envoyer le message ?',
  confirmText:
    '« %{subject} » va à %{smart_count} participant. Impossible à annuler. |||| « %{subject} » va à %{smart_count} participants. Impossible à annuler.',
  confirm: 'Oui, envoyer',
  sentNotice:
    "Le message est en cours d'envoi à %{smart_count} participant |||| Le message est en cours d'envoi à %{smart_count} participants",
  sentTitle: 'Messages envoyés',
  noneSent: "Aucun message envoyé pour cet événement pour l'instant.",
  sentLine: '%{date} · par %{name} · %{smart_count} participant |||| %{date} · par %{name} · %{smart_count} participants',
  report: {
    sent: 'Envoyés',
    pending: "En file d'attente",
    failed: 'Échoués',
    bounced: 'Refusés (rebond)',
  },
}

export default fr
