/*
 * Demo business data: agent partnerships and notifications, a few orders with tickets
 * (online, free, at the loket, through an agent), venue bookings and admin currency rates.
 */
import type { ContactMethod, OrderStatus, PartnershipStatus, PaymentProvider, VenueBookingStatus } from '#enums/statuses'

export interface DemoPartnership {
  agentEmail: string
  organizerEmail: string
  status: PartnershipStatus
  requestMessage: string
  responseMessage?: string
  commissionPercentage: string
  requestedDaysAgo: number
  respondedDaysAgo?: number
  /** Titles of the events the agent may sell; absent: all events. */
  allowedEventTitles?: string[]
}

export const DEMO_PARTNERSHIPS: DemoPartnership[] = [
  {
    agentEmail: 'agent@demo.sr',
    organizerEmail: 'organizer@demo.sr',
    status: 'approved',
    requestMessage: 'Wij willen graag tickets voor uw evenementen verkopen in ons verkooppunt aan de Domineestraat.',
    responseMessage: 'Welkom als verkooppunt!',
    commissionPercentage: '10.00',
    requestedDaysAgo: 40,
    respondedDaysAgo: 38,
  },
  {
    agentEmail: 'agent@demo.sr',
    organizerEmail: 'kulturu@demo.sr',
    status: 'approved',
    requestMessage: 'Graag verkopen wij ook tickets voor het Keti Koti-concert.',
    responseMessage: 'Akkoord, alleen voor het Keti Koti Herdenkingsconcert.',
    commissionPercentage: '7.50',
    requestedDaysAgo: 20,
    respondedDaysAgo: 18,
    allowedEventTitles: ['Keti Koti Herdenkingsconcert'],
  },
  {
    agentEmail: 'agent@demo.sr',
    organizerEmail: 'sport@demo.sr',
    status: 'pending',
    requestMessage: 'Mogen wij inschrijvingen voor de Rijstvelden Run verkopen?',
    commissionPercentage: '10.00',
    requestedDaysAgo: 2,
  },
  {
    agentEmail: 'agent@demo.sr',
    organizerEmail: 'techhub@demo.sr',
    status: 'rejected',
    requestMessage: 'Wij bieden aan om tickets voor de Business Summit te verkopen.',
    responseMessage: 'Voor de summit verkopen wij alleen online.',
    commissionPercentage: '10.00',
    requestedDaysAgo: 10,
    respondedDaysAgo: 9,
  },
]

export interface DemoNotification {
  agentEmail: string
  organizerEmail: string
  type: string
  title: string
  message: string
  isRead: boolean
  daysAgo: number
}

export const DEMO_NOTIFICATIONS: DemoNotification[] = [
  {
    agentEmail: 'agent@demo.sr',
    organizerEmail: 'organizer@demo.sr',
    type: 'partnership_approved',
    title: 'Partnerschap goedgekeurd',
    message: 'Sranan Events N.V. heeft je partnerschapsverzoek goedgekeurd. Je kunt nu tickets verkopen.',
    isRead: true,
    daysAgo: 38,
  },
  {
    agentEmail: 'agent@demo.sr',
    organizerEmail: 'kulturu@demo.sr',
    type: 'partnership_permissions_updated',
    title: 'Rechten bijgewerkt',
    message: 'Stichting Kulturu Sranan heeft je verkooprechten beperkt tot het Keti Koti Herdenkingsconcert.',
    isRead: false,
    daysAgo: 18,
  },
  {
    agentEmail: 'agent@demo.sr',
    organizerEmail: 'techhub@demo.sr',
    type: 'partnership_rejected',
    title: 'Partnerschap afgewezen',
    message: 'Paramaribo Tech Hub heeft je verzoek afgewezen: voor de summit verkopen zij alleen online.',
    isRead: false,
    daysAgo: 9,
  },
]

export interface DemoOrder {
  orderNumber: string
  eventTitle: string
  buyerEmail: string | null
  buyerName: string
  buyerPhone: string | null
  /** Links the order to this demo account. */
  buyerAccountEmail?: string
  /** Loket or agent staff who sold it. */
  soldByEmail?: string
  /**
   * Sold by a ticket point (channel 'agent'): the agent, with a line in the commission ledger. Payment provider
   * 'loket' without an agent: channel 'loket', in the seller's closed demo shift (DEMO_LOKET_SHIFT).
   */
  agentEmail?: string
  paymentMethod?: 'cash' | 'pin'
  contactMethod: ContactMethod
  status: OrderStatus
  paymentProvider: PaymentProvider
  daysAgo: number
  lines: { ticketTypeName: string; quantity: number }[]
  /** Tickets already scanned at the door. */
  checkedIn?: boolean
}

/** The loket seller's one closed shift, holding the demo's loket sales: a numbered report to look at. */
export const DEMO_LOKET_SHIFT = { sellerEmail: 'loket@demo.sr', daysAgo: 2, openingFloat: '250.00', hours: 8 }

export const DEMO_ORDERS: DemoOrder[] = [
  {
    orderNumber: 'DEMO-1001',
    eventTitle: 'Kaseko Nacht aan de Waterkant',
    buyerEmail: 'user@demo.sr',
    buyerName: 'Sharon Wijngaarde',
    buyerPhone: '+5978100011',
    buyerAccountEmail: 'user@demo.sr',
    contactMethod: 'email',
    status: 'paid',
    paymentProvider: 'uni5pay',
    daysAgo: 3,
    lines: [{ ticketTypeName: 'Regulier', quantity: 2 }],
  },
  {
    orderNumber: 'DEMO-1002',
    eventTitle: 'Tech Meetup: AI in de praktijk',
    buyerEmail: 'user@demo.sr',
    buyerName: 'Sharon Wijngaarde',
    buyerPhone: null,
    buyerAccountEmail: 'user@demo.sr',
    contactMethod: 'email',
    status: 'free',
    paymentProvider: 'free',
    daysAgo: 1,
    lines: [{ ticketTypeName: 'Gratis toegang', quantity: 1 }],
  },
  {
    orderNumber: 'DEMO-1003',
    eventTitle: 'Theatervoorstelling: De Plantage',
    buyerEmail: 'user@demo.sr',
    buyerName: 'Sharon Wijngaarde',
    buyerPhone: '+5978100011',
    buyerAccountEmail: 'user@demo.sr',
    contactMethod: 'both',
    status: 'paid',
    paymentProvider: 'mollie',
    daysAgo: 20,
    lines: [{ ticketTypeName: 'Regulier', quantity: 2 }],
    checkedIn: true,
  },
  {
    orderNumber: 'DEMO-1004',
    eventTitle: 'Kaseko Nacht aan de Waterkant',
    buyerEmail: null,
    buyerName: 'Errol Vreedzaam',
    buyerPhone: '+5978200044',
    soldByEmail: 'loket@demo.sr',
    paymentMethod: 'cash',
    contactMethod: 'whatsapp',
    status: 'paid',
    paymentProvider: 'loket',
    daysAgo: 2,
    lines: [{ ticketTypeName: 'Regulier', quantity: 2 }],
  },
  {
    orderNumber: 'DEMO-1005',
    eventTitle: 'Kaseko Nacht aan de Waterkant',
    buyerEmail: 'familie.biharie@demo.sr',
    buyerName: 'Familie Biharie',
    buyerPhone: '+5978200055',
    soldByEmail: 'agent-loket@demo.sr',
    agentEmail: 'agent@demo.sr',
    paymentMethod: 'cash',
    contactMethod: 'both',
    status: 'paid',
    paymentProvider: 'agent',
    daysAgo: 4,
    lines: [
      { ticketTypeName: 'Regulier', quantity: 3 },
      { ticketTypeName: 'VIP', quantity: 1 },
    ],
  },
  {
    orderNumber: 'DEMO-1006',
    eventTitle: 'Kaseko Nacht aan de Waterkant',
    buyerEmail: null,
    buyerName: 'Ricardo Pinas',
    buyerPhone: '+5978200066',
    soldByEmail: 'agent@demo.sr',
    agentEmail: 'agent@demo.sr',
    paymentMethod: 'pin',
    contactMethod: 'whatsapp',
    status: 'paid',
    paymentProvider: 'agent',
    daysAgo: 0,
    lines: [{ ticketTypeName: 'Regulier', quantity: 2 }],
  },
  {
    orderNumber: 'DEMO-1007',
    eventTitle: 'Keti Koti Herdenkingsconcert',
    buyerEmail: 'stichting.sabi@demo.sr',
    buyerName: 'Stichting Sabi',
    buyerPhone: null,
    soldByEmail: 'agent-loket@demo.sr',
    agentEmail: 'agent@demo.sr',
    paymentMethod: 'cash',
    contactMethod: 'email',
    status: 'paid',
    paymentProvider: 'agent',
    daysAgo: 9,
    lines: [{ ticketTypeName: 'Zaal', quantity: 4 }],
  },
]

export interface DemoBooking {
  venueName: string
  eventTitle: string | null
  requestedByEmail: string
  /** Days from today. */
  inDays: number
  status: VenueBookingStatus
  notes: string
}

export const DEMO_BOOKINGS: DemoBooking[] = [
  {
    venueName: 'Palmentuin Paviljoen',
    eventTitle: 'Suriname Jazz Festival',
    requestedByEmail: 'organizer@demo.sr',
    inDays: 21,
    status: 'confirmed',
    notes: 'Drie dagen, opbouw vanaf de dag ervoor.',
  },
  {
    venueName: 'Waterkant Podium',
    eventTitle: 'Kaseko Nacht aan de Waterkant',
    requestedByEmail: 'organizer@demo.sr',
    inDays: 5,
    status: 'confirmed',
    notes: 'Inclusief geluid en licht.',
  },
  {
    venueName: 'Conferentiecentrum Kwatta',
    eventTitle: 'Tech Career Fair (concept)',
    requestedByEmail: 'techhub@demo.sr',
    inDays: 70,
    status: 'pending',
    notes: 'Optie op de plenaire zaal en twee break-out ruimtes.',
  },
  {
    venueName: 'Lelydorp Evenementenhal',
    eventTitle: null,
    requestedByEmail: 'sport@demo.sr',
    inDays: 50,
    status: 'rejected',
    notes: 'Datum al bezet.',
  },
  // Waiting for the operator (venue@demo.sr): two requests for the Waterkant on the same day, and one more.
  {
    venueName: 'Waterkant Podium',
    eventTitle: 'Symfonie aan de Surinamerivier',
    requestedByEmail: 'kulturu@demo.sr',
    inDays: 60,
    status: 'pending',
    notes: 'Orkest van veertig musici; graag een overdekt podium en stroom voor de lichtmasten.',
  },
  {
    venueName: 'Waterkant Podium',
    eventTitle: null,
    requestedByEmail: 'techhub@demo.sr',
    inDays: 60,
    status: 'pending',
    notes: 'Personeelsfeest voor 250 gasten, alleen de avond.',
  },
  {
    venueName: 'Waterkant Podium',
    eventTitle: 'Kaseko Nacht Deel 2 (concept)',
    requestedByEmail: 'organizer@demo.sr',
    inDays: 90,
    status: 'pending',
    notes: 'Zelfde opzet als de eerste editie.',
  },
]

/** Admin-entered rates ('handmatig'): 1 from = rate to. */
export const DEMO_CURRENCY_RATES = [
  { fromCurrency: 'SRD', toCurrency: 'EUR', rate: '0.02450000' },
  { fromCurrency: 'SRD', toCurrency: 'USD', rate: '0.02700000' },
  { fromCurrency: 'EUR', toCurrency: 'SRD', rate: '40.80000000' },
  { fromCurrency: 'USD', toCurrency: 'SRD', rate: '37.00000000' },
]

/** Payments agents made to organizers (settlement), recorded by the organizer. */
export interface DemoSettlement {
  agentEmail: string
  organizerEmail: string
  amount: string
  daysAgo: number
  reference: string
}

export const DEMO_SETTLEMENTS: DemoSettlement[] = [
  { agentEmail: 'agent@demo.sr', organizerEmail: 'organizer@demo.sr', amount: '100.00', daysAgo: 2, reference: 'Kwitantie 0042' },
]
