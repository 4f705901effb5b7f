import { SOCIAL_NETWORK_NAMES } from '#domain/social_links'

/** This folder's Dutch texts (i18n/locales/nl.ts picks them up by folder name; English in messages.en.ts). */
const nl = {
  fields: {
    organizationName: 'Naam organisatie',
    businessDescription: 'Over ons',
    profileImage: 'Profielfoto of logo',
    website: 'Website',
    socialMediaLinks: SOCIAL_NETWORK_NAMES,
    businessContactFirstName: 'Voornaam contactpersoon',
    businessContactLastName: 'Achternaam contactpersoon',
    businessPhone: 'Telefoon',
    businessStreetName: 'Straat',
    businessHouseNumber: 'Huisnummer',
    businessNeighborhood: 'Wijk',
    businessDistrict: 'District',
    kkfNumber: 'KKF-nummer',
    btwnumber: 'Btw-nummer',
  },
  sections: {
    organization: 'Je organisatie',
    online: 'Website en sociale media',
    contact: 'Contact',
    address: 'Bedrijfsadres',
    registration: 'Registratie',
  },
  help: {
    organization: 'Zo zien bezoekers je organisatie op je openbare pagina.',
    businessDescription: 'Vertel in een paar zinnen wie jullie zijn en wat voor evenementen je organiseert.',
    online: 'Volledige links, bijvoorbeeld https://www.instagram.com/jouwnaam. Laat leeg wat je niet gebruikt.',
    whatsapp: 'Een wa.me-link of je nummer, bijvoorbeeld +5978123456.',
    businessPhone: 'Internationaal formaat, bijvoorbeeld +5978123456.',
    registration: 'Alleen voor jou en het platform: niet zichtbaar op je openbare pagina.',
  },
  view_public: 'Openbare pagina bekijken',
  saved: 'Je organisatorpagina is bijgewerkt.',
  read_only: 'Je kunt deze pagina bekijken; alleen de organisator kan haar wijzigen.',
  no_organizer: 'Je account hoort niet bij een organisator.',
}

export default nl
