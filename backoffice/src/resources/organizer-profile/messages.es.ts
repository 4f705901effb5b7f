import { SOCIAL_NETWORK_NAMES } from '#domain/social_links'

import type nlTexts from './messages.nl'

/** This folder's Spanish texts, complete: the type keeps the keys equal to Dutch. */
const es: typeof nlTexts = {
  fields: {
    organizationName: 'Nombre de la organización',
    businessDescription: 'Sobre nosotros',
    profileImage: 'Foto de perfil o logo',
    website: 'Sitio web',
    socialMediaLinks: SOCIAL_NETWORK_NAMES,
    businessContactFirstName: 'Nombre de la persona de contacto',
    businessContactLastName: 'Apellido de la persona de contacto',
    businessPhone: 'Teléfono',
    businessStreetName: 'Calle',
    businessHouseNumber: 'Número',
    businessNeighborhood: 'Barrio',
    businessDistrict: 'Distrito',
    kkfNumber: 'Número KKF',
    btwnumber: 'Número de BTW',
  },
  sections: {
    organization: 'Tu organización',
    online: 'Sitio web y redes sociales',
    contact: 'Contacto',
    address: 'Dirección comercial',
    registration: 'Registro',
  },
  help: {
    organization: 'Así ven los visitantes tu organización en tu página pública.',
    businessDescription: 'Cuenta en pocas frases quiénes son y qué tipo de eventos organizas.',
    online: 'Enlaces completos, por ejemplo https://www.instagram.com/tunombre. Deja vacío lo que no uses.',
    whatsapp: 'Un enlace wa.me o tu número, por ejemplo +5978123456.',
    businessPhone: 'Formato internacional, por ejemplo +5978123456.',
    registration: 'Solo para ti y la plataforma: no se muestra en tu página pública.',
  },
  view_public: 'Ver página pública',
  saved: 'Tu página de organizador se actualizó.',
  read_only: 'Puedes ver esta página; solo el organizador puede modificarla.',
  no_organizer: 'Tu cuenta no pertenece a un organizador.',
}

export default es
