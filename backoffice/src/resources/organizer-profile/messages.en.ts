import { SOCIAL_NETWORK_NAMES } from '#domain/social_links'

import type nlTexts from './messages.nl'

/** This folder's English texts, complete: the type keeps the keys equal to Dutch (i18n/locales/en.ts). */
const en: typeof nlTexts = {
  fields: {
    organizationName: 'Organization name',
    businessDescription: 'About us',
    profileImage: 'Profile picture or logo',
    website: 'Website',
    socialMediaLinks: SOCIAL_NETWORK_NAMES,
    businessContactFirstName: 'Contact first name',
    businessContactLastName: 'Contact last name',
    businessPhone: 'Phone',
    businessStreetName: 'Street',
    businessHouseNumber: 'House number',
    businessNeighborhood: 'Neighbourhood',
    businessDistrict: 'District',
    kkfNumber: 'KKF number',
    btwnumber: 'VAT number',
  },
  sections: {
    organization: 'Your organization',
    online: 'Website and social media',
    contact: 'Contact',
    address: 'Business address',
    registration: 'Registration',
  },
  help: {
    organization: 'This is how visitors see your organization on your public page.',
    businessDescription: 'Tell in a few sentences who you are and what kind of events you organize.',
    online: 'Full links, for example https://www.instagram.com/yourname. Leave empty what you do not use.',
    whatsapp: 'A wa.me link or your number, for example +5978123456.',
    businessPhone: 'International format, for example +5978123456.',
    registration: 'Only for you and the platform: not shown on your public page.',
  },
  view_public: 'View public page',
  saved: 'Your organizer page has been updated.',
  read_only: 'You can view this page; only the organizer can change it.',
  no_organizer: 'Your account does not belong to an organizer.',
}

export default en
