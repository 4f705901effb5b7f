import type nlTexts from './messages.nl'

/** French texts of resources.venue-bookings.* (Dutch first: messages.nl.ts). */
const fr: typeof nlTexts = {
  fields: {
    bookingDate: 'Date',
    venueName: 'Lieu',
    event: 'Événement',
    organizer: 'Organisateur',
    status: 'Statut',
    notes: 'Note jointe à la demande',
    createdAt: 'Demandé le',
    answerMessage: 'Votre message',
    answeredAt: 'Répondu le',
    from: 'À partir du',
    to: "Jusqu'au (inclus)",
    conflicting: 'Seulement les jours demandés plusieurs fois',
  },
  status: {
    pending: 'En attente de réponse',
    confirmed: 'Confirmée',
    rejected: 'Refusée',
    cancelled: 'Retirée',
  },
  list: {
    empty: 'Aucune demande trouvée.',
    emptyHint: 'Lorsqu’un organisateur choisit votre lieu pour un événement, la demande apparaît ici.',
    onlyVenue: 'Seulement les demandes pour %{name}.',
    allVenues: 'Afficher tous les lieux',
    noEvent: 'Demande sans événement',
    dayCount: '1 demande |||| %{smart_count} demandes',
  },
  conflict: {
    chip: 'Double : encore 1 demande ce jour-là |||| Double : encore %{smart_count} demandes ce jour-là',
    title: 'Ce jour a été demandé plusieurs fois',
    body: 'Vous pouvez confirmer une demande par jour. Autres demandes pour %{venue} ce jour-là :',
    organizerBody:
      "D'autres ont aussi demandé ce lieu pour ce jour (1 autre demande). |||| D'autres ont aussi demandé ce lieu pour ce jour (%{smart_count} autres demandes).",
    unknown: 'Organisateur inconnu',
  },
  detail: {
    title: 'Demande pour %{venue}',
    request: 'Demande',
    answer: 'Réponse',
    contact: "Contacter l'organisateur",
    requestedBy: 'Demandé par',
    noNotes: 'Aucune note.',
    notAnswered: 'Pas encore de réponse.',
    withdrawn: "L'organisateur a retiré cette demande (il a choisi un autre lieu ou une autre date, ou annulé l'événement).",
    eventDate: 'Événement : %{date}',
    draft: 'Brouillon',
    back: 'Retour aux demandes',
    open: 'Voir la demande',
  },
  actions: {
    confirm: 'Confirmer',
    reject: 'Refuser',
    withdraw: 'Retirer la confirmation',
    reconsider: 'Confirmer quand même',
    confirmTitle: 'Confirmer la demande',
    confirmText: "L'organisateur reçoit un e-mail indiquant que %{venue} est réservé pour l'événement le %{date}.",
    rejectTitle: 'Refuser la demande',
    withdrawTitle: 'Retirer la confirmation',
    rejectText: "L'organisateur reçoit un e-mail avec votre motif, pour pouvoir choisir un autre lieu ou une autre date.",
    message: "Message à l'organisateur",
    messageOptional: "Message à l'organisateur (facultatif)",
    reasonRequired: "Indiquez à l'organisateur le motif du refus",
    confirmed: "Demande confirmée ; l'organisateur reçoit un e-mail",
    rejected: "Demande refusée ; l'organisateur reçoit un e-mail",
  },
}

export default fr
