/*
 * Demo people. Everyone has the demo password (./accounts.ts). Besides one account per role
 * there are three more organizers, a second venue operator and a few visitors who write
 * reviews. Team links (organizer staff, agent staff) are given by email and resolved to ids.
 */
import type { UserRole } from '#enums/roles'
import type { SocialMediaLinks } from '#models/user'

export interface DemoUser {
  email: string
  role: UserRole
  firstName: string
  lastName: string
  /** E.164, '+597' + 7 digits starting with 8. */
  phone: string
  district: string
  cityTown?: string
  streetName?: string
  houseNumber?: string
  neighborhood?: string
  organizationName?: string
  companyName?: string
  businessDescription?: string
  kkfNumber?: string
  btwnumber?: string
  website?: string
  business?: {
    contactFirstName: string
    contactLastName: string
    phone: string
    streetName: string
    houseNumber: string
    neighborhood: string
    district: string
  }
  socialMediaLinks?: SocialMediaLinks
  registrationMethod?: 'email' | 'whatsapp'
  /** Organizer staff: the organizer they work for (managerForOrganizerId + createdByOrganizerId). */
  organizerEmail?: string
  /** Agent staff: the agent they work for (managerForAgentId + createdByAgentId). */
  agentEmail?: string
  /** Loket staff: titles of the events they may sell for. */
  loketEventTitles?: string[]
  /** Agent loket staff: titles of the events assigned to them. */
  agentEventTitles?: string[]
}

export const DEMO_USERS: DemoUser[] = [
  {
    email: 'admin@demo.sr',
    role: 'admin',
    firstName: 'Glenn',
    lastName: 'Kartodikromo',
    phone: '+5978100001',
    district: 'paramaribo',
    cityTown: 'Paramaribo',
  },
  {
    email: 'organizer@demo.sr',
    role: 'organizer',
    firstName: 'Ravi',
    lastName: 'Sewdien',
    phone: '+5978100002',
    district: 'paramaribo',
    cityTown: 'Paramaribo',
    streetName: 'Kernkampweg',
    houseNumber: '21',
    neighborhood: 'Zorg en Hoop',
    organizationName: 'Sranan Events N.V.',
    companyName: 'Sranan Events N.V.',
    businessDescription:
      'Sranan Events organiseert sinds 2012 concerten, feesten en comedyavonden in heel Suriname, van de Waterkant tot Nickerie.',
    kkfNumber: '61234',
    btwnumber: 'BTW-100234567',
    website: 'https://sranan-events.demo.sr',
    business: {
      contactFirstName: 'Ravi',
      contactLastName: 'Sewdien',
      phone: '+5978100102',
      streetName: 'Waterkant',
      houseNumber: '44',
      neighborhood: 'Centrum',
      district: 'paramaribo',
    },
    socialMediaLinks: {
      facebook: 'https://facebook.com/sranan.events.demo',
      instagram: 'https://instagram.com/sranan.events.demo',
      whatsapp: 'https://wa.me/5978100102',
    },
  },
  {
    email: 'manager@demo.sr',
    role: 'manager',
    firstName: 'Melissa',
    lastName: 'Sewdien',
    phone: '+5978100003',
    district: 'paramaribo',
    organizerEmail: 'organizer@demo.sr',
  },
  {
    email: 'loket@demo.sr',
    role: 'loket_medewerker',
    firstName: 'Jerry',
    lastName: 'Amatstam',
    phone: '+5978100004',
    district: 'paramaribo',
    organizerEmail: 'organizer@demo.sr',
    loketEventTitles: ['Kaseko Nacht aan de Waterkant', 'Suriname Jazz Festival'],
  },
  {
    email: 'scanner@demo.sr',
    role: 'scanner',
    firstName: 'Dewi',
    lastName: 'Soekhai',
    phone: '+5978100005',
    district: 'wanica',
    organizerEmail: 'organizer@demo.sr',
  },
  {
    email: 'agent@demo.sr',
    role: 'agent',
    firstName: 'Roy',
    lastName: 'Tjin',
    phone: '+5978100006',
    district: 'paramaribo',
    cityTown: 'Paramaribo',
    organizationName: 'Ticketpunt Centrum',
    companyName: 'Tjin Handelsonderneming',
    businessDescription: 'Verkooppunt voor evenementtickets in het centrum van Paramaribo, open van maandag tot en met zaterdag.',
    kkfNumber: '58761',
    business: {
      contactFirstName: 'Roy',
      contactLastName: 'Tjin',
      phone: '+5978100106',
      streetName: 'Domineestraat',
      houseNumber: '12',
      neighborhood: 'Centrum',
      district: 'paramaribo',
    },
  },
  {
    email: 'agent-manager@demo.sr',
    role: 'agent_manager',
    firstName: 'Chantal',
    lastName: 'Tjin',
    phone: '+5978100007',
    district: 'paramaribo',
    agentEmail: 'agent@demo.sr',
  },
  {
    email: 'agent-loket@demo.sr',
    role: 'agent_loket_medewerker',
    firstName: 'Marlon',
    lastName: 'Doelwijt',
    phone: '+5978100008',
    district: 'paramaribo',
    agentEmail: 'agent@demo.sr',
    // From both approved partnerships (organizer@demo.sr: all events; kulturu@demo.sr: only Keti Koti), as the
    // agent's team form allows (api/services/team/team_service.ts AGENT_TEAM): the team page and the sales screen show them.
    agentEventTitles: ['Kaseko Nacht aan de Waterkant', 'Keti Koti Herdenkingsconcert'],
  },
  {
    email: 'venue@demo.sr',
    role: 'venue_operator',
    firstName: 'Michael',
    lastName: 'Tjon A Fong',
    phone: '+5978100009',
    district: 'paramaribo',
    organizationName: 'Stadsvenues Paramaribo N.V.',
    companyName: 'Stadsvenues Paramaribo N.V.',
    kkfNumber: '70345',
    website: 'https://stadsvenues.demo.sr',
    business: {
      contactFirstName: 'Michael',
      contactLastName: 'Tjon A Fong',
      phone: '+5978100109',
      streetName: 'Henck Arronstraat',
      houseNumber: '45',
      neighborhood: 'Centrum',
      district: 'paramaribo',
    },
  },
  {
    email: 'venue-owner@demo.sr',
    role: 'venue_owner',
    firstName: 'Ingrid',
    lastName: 'Eersel',
    phone: '+5978100010',
    district: 'commewijne',
    cityTown: 'Meerzorg',
  },
  {
    email: 'user@demo.sr',
    role: 'user',
    firstName: 'Sharon',
    lastName: 'Wijngaarde',
    phone: '+5978100011',
    district: 'paramaribo',
    cityTown: 'Paramaribo',
    streetName: 'Anamoestraat',
    houseNumber: '7',
    neighborhood: 'Flora',
  },
  // More organizers.
  {
    email: 'kulturu@demo.sr',
    role: 'organizer',
    firstName: 'Marisa',
    lastName: 'Pinas',
    phone: '+5978100012',
    district: 'paramaribo',
    organizationName: 'Stichting Kulturu Sranan',
    businessDescription:
      'Stichting voor theater, kunst en cultureel erfgoed. Wij brengen verhalen uit alle Surinaamse gemeenschappen naar het podium.',
    kkfNumber: '42718',
    business: {
      contactFirstName: 'Marisa',
      contactLastName: 'Pinas',
      phone: '+5978100112',
      streetName: 'Kerkplein',
      houseNumber: '3',
      neighborhood: 'Centrum',
      district: 'paramaribo',
    },
    socialMediaLinks: { facebook: 'https://facebook.com/kulturu.demo', youtube: 'https://youtube.com/@kulturu.demo' },
  },
  {
    email: 'sport@demo.sr',
    role: 'organizer',
    firstName: 'Dennis',
    lastName: 'Kromodimedjo',
    phone: '+5978100013',
    district: 'wanica',
    organizationName: 'Suriname Sport Promotions',
    businessDescription: 'Hardloopwedstrijden, toernooien en watersport in alle districten.',
    kkfNumber: '66902',
    business: {
      contactFirstName: 'Dennis',
      contactLastName: 'Kromodimedjo',
      phone: '+5978100113',
      streetName: 'Indira Gandhiweg',
      houseNumber: '310',
      neighborhood: 'Lelydorp',
      district: 'wanica',
    },
    socialMediaLinks: { instagram: 'https://instagram.com/srsport.demo', tiktok: 'https://tiktok.com/@srsport.demo' },
  },
  {
    email: 'techhub@demo.sr',
    role: 'organizer',
    firstName: 'Anjali',
    lastName: 'Ramsaran',
    phone: '+5978100014',
    district: 'paramaribo',
    organizationName: 'Paramaribo Tech Hub',
    businessDescription: 'Community voor ontwikkelaars, ondernemers en studenten: meetups, hackathons en conferenties.',
    kkfNumber: '80113',
    website: 'https://techhub.demo.sr',
    business: {
      contactFirstName: 'Anjali',
      contactLastName: 'Ramsaran',
      phone: '+5978100114',
      streetName: 'Kwattaweg',
      houseNumber: '210',
      neighborhood: 'Kwatta',
      district: 'paramaribo',
    },
    socialMediaLinks: { linkedin: 'https://linkedin.com/company/techhub-demo', telegram: 'https://t.me/techhub_demo' },
  },
  // A second venue operator (Nickerie and Coronie).
  {
    email: 'venue2@demo.sr',
    role: 'venue_operator',
    firstName: 'Sunita',
    lastName: 'Bhola',
    phone: '+5978100015',
    district: 'nickerie',
    cityTown: 'Nieuw-Nickerie',
    organizationName: 'West Suriname Zalen',
    business: {
      contactFirstName: 'Sunita',
      contactLastName: 'Bhola',
      phone: '+5978100115',
      streetName: 'Oostkanaalstraat',
      houseNumber: '30',
      neighborhood: 'Nieuw-Nickerie',
      district: 'nickerie',
    },
  },
  // Visitors who write reviews and like things.
  { email: 'priya.ramdin@demo.sr', role: 'user', firstName: 'Priya', lastName: 'Ramdin', phone: '+5978100016', district: 'wanica' },
  { email: 'kevin.tjon@demo.sr', role: 'user', firstName: 'Kevin', lastName: 'Tjon', phone: '+5978100017', district: 'paramaribo' },
  {
    email: 'naomi.pinas@demo.sr',
    role: 'user',
    firstName: 'Naomi',
    lastName: 'Pinas',
    phone: '+5978100018',
    district: 'commewijne',
    registrationMethod: 'whatsapp',
  },
]
