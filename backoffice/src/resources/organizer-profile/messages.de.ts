import { SOCIAL_NETWORK_NAMES } from '#domain/social_links'

import type nlTexts from './messages.nl'

/** This folder's German texts, complete: the type keeps the keys equal to Dutch. */
const de: typeof nlTexts = {
  fields: {
    organizationName: 'Name der Organisation',
    businessDescription: 'Über uns',
    profileImage: 'Profilbild oder Logo',
    website: 'Website',
    socialMediaLinks: { ...SOCIAL_NETWORK_NAMES, whatsappGroup: 'WhatsApp-Gruppe' },
    businessContactFirstName: 'Vorname der Kontaktperson',
    businessContactLastName: 'Nachname der Kontaktperson',
    businessPhone: 'Telefon',
    businessStreetName: 'Straße',
    businessHouseNumber: 'Hausnummer',
    businessNeighborhood: 'Viertel',
    businessDistrict: 'Distrikt',
    kkfNumber: 'KKF-Nummer',
    btwnumber: 'USt-Nummer',
  },
  sections: {
    organization: 'Deine Organisation',
    online: 'Website und soziale Medien',
    contact: 'Kontakt',
    address: 'Geschäftsadresse',
    registration: 'Registrierung',
  },
  help: {
    organization: 'So sehen Besucher deine Organisation auf deiner öffentlichen Seite.',
    businessDescription: 'Erzähle in ein paar Sätzen, wer ihr seid und was für Veranstaltungen du organisierst.',
    online: 'Vollständige Links, z. B. https://www.instagram.com/deinname. Lass leer, was du nicht nutzt.',
    whatsapp: 'Ein wa.me-Link oder deine Nummer, z. B. +5978123456.',
    businessPhone: 'Internationales Format, z. B. +5978123456.',
    registration: 'Nur für dich und die Plattform: nicht auf deiner öffentlichen Seite sichtbar.',
  },
  view_public: 'Öffentliche Seite ansehen',
  saved: 'Deine Veranstalterseite wurde aktualisiert.',
  read_only: 'Du kannst diese Seite ansehen; nur der Veranstalter kann sie ändern.',
  no_organizer: 'Dein Konto gehört zu keinem Veranstalter.',
}

export default de
