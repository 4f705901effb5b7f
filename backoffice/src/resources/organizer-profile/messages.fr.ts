import { SOCIAL_NETWORK_NAMES } from '#domain/social_links'

import type nlTexts from './messages.nl'

/** This folder's French texts, complete: the type keeps the keys equal to Dutch. */
const fr: typeof nlTexts = {
  fields: {
    organizationName: "Nom de l'organisation",
    businessDescription: 'À propos de nous',
    profileImage: 'Photo de profil ou logo',
    website: 'Site web',
    socialMediaLinks: { ...SOCIAL_NETWORK_NAMES, whatsappGroup: 'Groupe WhatsApp' },
    businessContactFirstName: 'Prénom du contact',
    businessContactLastName: 'Nom du contact',
    businessPhone: 'Téléphone',
    businessStreetName: 'Rue',
    businessHouseNumber: 'Numéro',
    businessNeighborhood: 'Quartier',
    businessDistrict: 'District',
    kkfNumber: 'Numéro KKF',
    btwnumber: 'Numéro de TVA',
  },
  sections: {
    organization: 'Votre organisation',
    online: 'Site web et réseaux sociaux',
    contact: 'Contact',
    address: "Adresse de l'entreprise",
    registration: 'Immatriculation',
  },
  help: {
    organization: 'Voici comment les visiteurs voient votre organisation sur votre page publique.',
    businessDescription: "Dites en quelques phrases qui vous êtes et quel genre d'événements vous organisez.",
    online: "Liens complets, par exemple https://www.instagram.com/votrenom. Laissez vide ce que vous n'utilisez pas.",
    whatsapp: 'Un lien wa.me ou votre numéro, par exemple +5978123456.',
    businessPhone: 'Format international, par exemple +5978123456.',
    registration: 'Uniquement pour vous et la plateforme : non affiché sur votre page publique.',
  },
  view_public: 'Voir la page publique',
  saved: "Votre page d'organisateur a été mise à jour.",
  read_only: "Vous pouvez consulter cette page ; seul l'organisateur peut la modifier.",
  no_organizer: "Votre compte n'appartient à aucun organisateur.",
}

export default fr
