import type { MessageTexts } from './nl.js'

export const fr: MessageTexts = {
  'email.footer': 'Ceci est un message automatique ; vous ne pouvez pas répondre à cet e-mail.',
  'email.buttonFallback': 'Le bouton ne fonctionne pas ? Ouvrez ce lien :',
  'greeting.named': 'Bonjour {name},',
  'greeting.anonymous': 'Bonjour,',

  'tickets.subject': 'Vos billets pour {event} ({orderNumber})',
  'tickets.title': 'Vos billets pour {event}',
  'tickets.intro':
    '{greeting} merci pour votre commande ! À l’entrée, faites scanner le code QR de chaque billet, sur votre téléphone ou imprimé.',
  'tickets.details': 'Événement : {event}\nDate : {date}\nLieu : {venue}\nNuméro de commande : {orderNumber}',
  'tickets.attachment.one':
    'Vous trouverez en pièce jointe un PDF avec votre billet. Le bouton permet de le télécharger à nouveau ; le lien fonctionne jusqu’au {date}.',
  'tickets.attachment.many':
    'Vous trouverez en pièce jointe un PDF avec vos {count} billets, un par page. Le bouton permet de les télécharger à nouveau ; le lien fonctionne jusqu’au {date}.',
  'tickets.qrAlt': 'Code QR du billet {number}',
  'tickets.card': 'Billet {number} sur {count} : {type}',
  'tickets.code': 'Code : {code}',
  'tickets.download': 'Télécharger les billets',
  'tickets.invoice': 'Télécharger la facture (PDF)',
  'tickets.claim': 'Garder ces billets dans votre compte',
  'tickets.cancel': 'Voir ou annuler votre commande',
  'tickets.free': 'Gratuit',
  'tickets.locationUnknown': 'Lieu non disponible',
  'tickets.whatsapp.one':
    '{site} : Votre billet pour {event} ({date}, {venue}) est prêt. Numéro de commande {orderNumber}. Téléchargez-le ici : {link}',
  'tickets.whatsapp.many':
    '{site} : Vos {count} billets pour {event} ({date}, {venue}) sont prêts. Numéro de commande {orderNumber}. Téléchargez-les ici : {link}',

  'transfer.subject': '{from} vous offre un billet pour {event}',
  'transfer.title': 'Votre billet pour {event}',
  'transfer.intro': '{greeting} {from} vous a transmis un billet pour {event}. Il est maintenant à votre nom.',
  'transfer.details': 'Événement : {event}\nDate : {date}\nLieu : {venue}\nBillet : {type}',
  'transfer.attachment':
    'Vous trouverez en pièce jointe un PDF avec votre billet. Le bouton permet de le télécharger à nouveau ; le lien fonctionne jusqu’au {date}.',
  'transfer.whatsapp': '{site} : {from} vous a donné un billet pour {event} ({date}, {venue}). Téléchargez-le ici : {link}',
  'transferDone.subject': 'Votre billet pour {event} a été transmis',
  'transferDone.intro':
    '{greeting} vous avez transmis votre billet ({type}) pour {event} à {to}. Votre ancien code QR n’est plus valable ; {to} a reçu un nouveau billet.',
  'transferDone.whatsapp': '{site} : votre billet pour {event} a été transmis à {to}. Votre ancien code QR n’est plus valable.',

  'pdf.header': '{site} · billet {number} sur {count}',
  'pdf.holder': 'Au nom de : {name}',
  'pdf.yes': 'Oui',
  'pdf.no': 'Non',
  'pdf.order': 'Commande : {orderNumber}',
  'pdf.code': 'Code du billet : {code}',

  'verify.subject': 'Confirmez votre adresse e-mail sur {site}',
  'verify.title': 'Confirmez votre adresse e-mail',
  'verify.intro': '{greeting} bienvenue sur {site} ! Confirmez votre adresse e-mail avec le bouton ci-dessous.',
  'verify.validity': 'Le lien est valable {hours} heures. Vous n’avez pas créé de compte ? Vous pouvez alors ignorer cet e-mail.',
  'verify.button': 'Confirmer l’adresse e-mail',

  'reset.subject': 'Réinitialiser votre mot de passe sur {site}',
  'reset.title': 'Réinitialiser le mot de passe',
  'reset.intro': '{greeting} nous avons reçu une demande de réinitialisation du mot de passe de votre compte {site}.',
  'reset.choose':
    'Choisissez un nouveau mot de passe avec le bouton ci-dessous. Le lien est valable {minutes} minutes et ne fonctionne qu’une fois.',
  'reset.ignore': 'Vous n’avez rien demandé ? Vous n’avez rien à faire ; votre mot de passe reste le même.',
  'reset.button': 'Choisir un nouveau mot de passe',

  'invite.subject': '{organizer} vous invite dans son équipe sur {site}',
  'invite.title': 'Bienvenue dans l’équipe de {organizer}',
  'invite.intro': '{greeting} {organizer} a créé un compte pour vous sur {site} en tant que {role}.',
  'invite.choose':
    'Choisissez votre mot de passe avec le bouton ci-dessous. Le lien est valable {days} jours et ne fonctionne qu’une fois. Connectez-vous ensuite avec votre adresse e-mail {email}.',
  'invite.signIn': 'Ensuite, connecte-toi ici',
  'invite.button': 'Choisir un mot de passe',
  'inviteRefused.subject': '{organizer} a essayé de vous ajouter à son équipe sur {site}',
  'inviteRefused.title': 'Vous n’avez pas été ajouté à une équipe',
  'inviteRefused.intro':
    '{greeting} {organizer} a essayé de vous ajouter à son équipe sur {site} en tant que {role}. Votre adresse e-mail a déjà un compte ici, et un compte existant ne peut pas rejoindre une équipe. Rien n’a changé.',
  'inviteRefused.next':
    'Vous souhaitez travailler pour {organizer} ? Demandez-lui de vous inviter avec une autre adresse e-mail, par exemple votre adresse professionnelle. Si vous ne connaissez pas {organizer}, ignorez cet e-mail.',
  'invite.role.manager': 'manager',
  'invite.role.loket_medewerker': 'personnel de billetterie',
  'invite.role.scanner': 'contrôleur de billets',
  'invite.role.agent_manager': 'manager d’agent',
  'invite.role.agent_loket_medewerker': 'personnel de billetterie de l’agent',

  'code.subject': 'Votre code de vérification pour {site}',
  'code.title': 'Votre code : {code}',
  'code.intro': '{greeting} utilisez ce code pour {purpose} : {code}',
  'code.validity': 'Le code est valable {minutes} minutes. Ne le communiquez à personne ; {site} ne vous demande jamais votre code.',
  'code.whatsapp': '{site} : votre code pour {purpose} est {code}. Le code est valable {minutes} minutes. Ne le communiquez à personne.',
  'purpose.verifyPhone': 'confirmer votre numéro de téléphone',
  'purpose.confirmEmailChange': 'confirmer le changement de votre adresse e-mail en {email}',
  'purpose.confirmNewEmail': 'confirmer votre nouvelle adresse e-mail',
  'purpose.confirmPhoneChange': 'confirmer le changement de votre numéro de téléphone',
  'purpose.confirmNewPhone': 'confirmer votre nouveau numéro de téléphone',

  'eventCancelled.subject': '{event} est annulé (commande {orderNumber})',
  'eventCancelled.title': '{event} n’aura pas lieu',
  'eventCancelled.intro': '{greeting} malheureusement, l’organisateur a annulé {event} ({date}). Vos billets ne sont plus valables.',
  'eventCancelled.refund': 'Le paiement de la commande {orderNumber} vous sera remboursé ; vous n’avez rien à faire.',
  'eventCancelled.free': 'Votre commande {orderNumber} était gratuite ; il n’y a rien à rembourser.',
  'eventCancelled.whatsapp': '{site} : l’organisateur a annulé {event} ({date}). {refund}',

  'orderRefunded.subject': 'Remboursement de votre commande {orderNumber}',
  'orderRefunded.title': 'Votre argent vous est rendu',
  'orderRefunded.intro': '{greeting} l’organisateur de {event} a remboursé {tickets} de votre commande {orderNumber} : {amount}.',
  'orderRefunded.void': 'Les billets remboursés ne sont plus valables ; vos autres billets restent valables.',
  'orderRefunded.method.mollie':
    'Le montant revient sur le compte ou la carte avec lequel vous avez payé ({providerAmount}) ; comptez 5 à 10 jours ouvrables.',
  'orderRefunded.method.uni5pay': 'Le montant revient sur votre compte Uni5Pay+, en général sous 1 à 3 jours ouvrables.',
  'orderRefunded.method.cash': 'Vous récupérez le montant en espèces auprès du vendeur de vos billets.',
  'orderRefunded.method.pin': 'Le montant revient sur la carte bancaire avec laquelle vous avez payé ; comptez 1 à 3 jours ouvrables.',
  'orderRefunded.tickets.one': '1 billet',
  'orderRefunded.tickets.many': '{count} billets',
  'orderRefunded.whatsapp': '{site} : {tickets} de votre commande {orderNumber} ({event}) remboursé(s) : {amount}. {method}',

  'venueApproved.subject': 'Votre lieu {venue} a été approuvé',
  'venueApproved.title': '{venue} est en ligne',
  'venueApproved.intro':
    '{greeting} bonne nouvelle : un administrateur de {site} a approuvé {venue}. Le lieu est désormais sur le site et les organisateurs peuvent le choisir pour leurs événements.',
  'venueApproved.note':
    'Si vous modifiez plus tard le nom, l’adresse ou la capacité, le lieu repasse en validation et reste masqué jusque-là.',
  'venueApproved.button': 'Voir votre lieu',

  'venueRejected.subject': 'Votre lieu {venue} n’a pas été approuvé',
  'venueRejected.title': '{venue} n’est pas encore approuvé',
  'venueRejected.intro': '{greeting} un administrateur de {site} n’a pas approuvé {venue}, pour la raison suivante :',
  'venueRejected.reason': '« {reason} »',
  'venueRejected.next': 'Modifiez votre lieu dans votre tableau de bord. Après votre modification, nous l’examinerons à nouveau.',
  'venueRejected.button': 'Modifier le lieu',

  'bookingAnswered.confirmed.subject': '{venue} a confirmé ta demande pour le {date}',
  'bookingAnswered.confirmed.title': 'Ta demande de salle est confirmée',
  'bookingAnswered.confirmed.intro': '{greeting} bonne nouvelle : {venue} a confirmé ta demande pour {event} le {date}. La date est à toi.',
  'bookingAnswered.rejected.subject': '{venue} ne peut pas accepter ta demande pour le {date}',
  'bookingAnswered.rejected.title': 'Ta demande de salle a été refusée',
  'bookingAnswered.rejected.intro': '{greeting} malheureusement, {venue} ne peut pas accepter ta demande pour {event} le {date}.',
  'bookingAnswered.rejected.next':
    'Choisis une autre salle ou une autre date dans ton événement ; nous en ferons la demande pour toi aussitôt.',
  'bookingAnswered.rejected.draft':
    'Comme la salle ne confirme pas ta date, {event} n’est plus en ligne : c’est de nouveau un brouillon. Publie-le à nouveau dès qu’une salle aura confirmé ta date.',
  'bookingAnswered.message': 'Message de {venue} :\n{message}',
  'bookingAnswered.yourEvent': 'ton événement',
  'bookingAnswered.button': 'Voir ton événement',

  'adminInvite.subject': 'Votre compte administrateur sur {site}',
  'adminInvite.title': 'Bienvenue comme administrateur de {site}',
  'adminInvite.intro': '{greeting} {inviter} a créé un compte pour vous sur {site} en tant que {role}.',
  'adminInvite.choose':
    'Choisissez votre mot de passe avec le bouton ci-dessous. Le lien est valable {days} jours et ne fonctionne qu’une fois. Connectez-vous ensuite avec votre adresse e-mail {email}.',
  'adminInvite.button': 'Choisir un mot de passe',
  'adminInvite.role.admin': 'administrateur',
  'adminInvite.role.subAdmin': 'sous-administrateur',

  'eventUnpublished.subject': '{event} a été retiré de {site}',
  'eventUnpublished.title': '{event} n’est plus en ligne',
  'eventUnpublished.intro':
    '{greeting} un administrateur de {site} a retiré votre événement {event} ({date}). Il n’apparaît plus sur le site et plus aucun billet n’est vendu ; les billets déjà vendus restent valables.',
  'eventUnpublished.reason': 'Motif : {reason}',
  'eventUnpublished.next':
    'Modifiez l’événement et publiez-le à nouveau, ou écrivez-nous via la page de contact si vous avez des questions.',
  'eventUnpublished.button': 'Vers mes événements',
  'reviewInvite.subject': 'Comment était {event} ? Laissez un avis',
  'reviewInvite.title': 'Comment était {event} ?',
  'reviewInvite.intro': '{greeting} vous étiez à {event} ({date}). Dites aux autres visiteurs comment c’était : cela prend une minute.',
  'reviewInvite.validity': 'Le lien fonctionne une fois, jusqu’au {date}. Aucun compte n’est nécessaire.',
  'reviewInvite.button': 'Écrire un avis',
  'reviewInvite.whatsapp': '{site} : comment était {event} ? Laissez votre avis ici (valable jusqu’au {date}) : {link}',
  'payoutPaid.subject': 'Versement de {amount} par {site}',
  'payoutPaid.title': 'Nous vous avons versé {amount}',
  'payoutPaid.intro': '{greeting} {site} vous a versé {amount} de vos ventes de billets.',
  'payoutPaid.reference':
    'Référence du virement : {reference}. Le montant peut mettre quelques jours ouvrables à apparaître sur votre compte.',
  'payoutPaid.balance': 'Après ce versement, il vous reste {balance} à recevoir.',
  'payoutPaid.button': 'Voir les versements',
  'dataExport.subject': 'Vos données sur {site} sont prêtes',
  'dataExport.title': 'Vos données sont prêtes',
  'dataExport.intro':
    "{greeting} vous avez demandé une copie de vos données sur {site} : votre compte, vos commandes, billets, j'aime, avis et activité, en fichiers JSON dans un ZIP.",
  'dataExport.validity':
    "Le lien fonctionne {days} jours, uniquement si vous êtes connecté à ce compte. Vous n'avez rien demandé ? Changez votre mot de passe.",
  'dataExport.button': 'Télécharger mes données',
  'twoFactorOff.subject': 'La validation en deux étapes est désactivée sur {site}',
  'twoFactorOff.title': 'La validation en deux étapes est désactivée',
  'twoFactorOff.intro':
    '{greeting} la validation en deux étapes de votre compte {site} vient d’être désactivée. La connexion ne demande plus que votre mot de passe.',
  'twoFactorOff.notYou':
    'Ce n’était pas vous ? Choisissez tout de suite un nouveau mot de passe via ‘Mot de passe oublié’ et réactivez la validation en deux étapes dans les paramètres de votre compte.',
  'recoveryUsed.subject': 'Connexion avec un code de secours sur {site}',
  'recoveryUsed.title': 'Connexion avec un code de secours',
  'recoveryUsed.intro':
    '{greeting} quelqu’un vient de se connecter à votre compte {site} avec l’un de vos codes de secours. Ce code ne fonctionne plus ; il vous en reste {left}.',
  'recoveryUsed.notYou':
    'Ce n’était pas vous ? Choisissez tout de suite un nouveau mot de passe via ‘Mot de passe oublié’ et déconnectez-vous partout dans les paramètres de votre compte.',
  // A message from an event's organizer to its attendees, and the reminder before the event.
  'attendeeMessage.footer':
    "Vous recevez ce message de l'organisateur de {event} parce que vous avez un billet. Il n'est pas possible de répondre.",
  'attendeeMessage.whatsapp': '{site} – {event} : {subject}\n\n{body}',
  'reminder.subject': 'Rappel : {event} commence {date}',
  'reminder.title': 'À bientôt à {event} !',
  'reminder.intro':
    "{greeting} un rappel : {event} commence {date} à {venue}. N'oubliez pas vos billets ; le code QR est scanné à l'entrée.",
  'reminder.button': 'Voir mes billets',
  'reminder.whatsapp': '{site} : rappel – {event} commence {date} à {venue}. Vos billets : {link}',
}
