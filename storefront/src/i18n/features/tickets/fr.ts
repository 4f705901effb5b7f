import type { ticketsNl } from './nl.js'

export const ticketsFr: Record<keyof typeof ticketsNl, string> = {
  'download.title': 'Vos billets',
  'download.order': 'Commande {orderNumber}',
  'download.intro': "Faites scanner le code QR de chaque billet à l'entrée, sur votre téléphone ou imprimé.",
  'download.pdf': 'Télécharger le PDF',
  'download.ticketOf': 'Billet {n} sur {total}',
  'download.qrAlt': 'Code QR du billet {n}',
  'download.date': 'Date',
  'download.venue': 'Lieu',
  'download.type': 'Type',
  'download.price': 'Prix',
  'download.free': 'Gratuit',
  'download.buyer': 'Au nom de',
  'download.code': 'Code du billet',
  'download.checkedIn': 'Déjà enregistré',
  'download.validUntil': "Ce lien fonctionne jusqu'au {date}.",
  'download.notFound': 'Lien de téléchargement introuvable',
  'download.notFoundText': 'Vérifiez que vous avez utilisé le lien complet de votre e-mail ou message WhatsApp.',
  'download.expired': 'Lien de téléchargement expiré',
  'download.expiredText':
    "Ce lien de téléchargement n'est plus valide. Contactez l'organisateur si vous avez encore besoin de vos billets.",
  'download.error': 'Impossible de charger les billets',
  'download.errorText': 'Un problème est survenu lors du chargement de vos billets. Réessayez dans un instant.',
  'download.retry': 'Réessayer',
  'download.home': "Aller à la page d'accueil",
}
