/*
 * Demo reviews and likes. respondedAt is the moment moderation answered a review (docs/reviews-and-likes.md): reviews with
 * `respondedDaysAgo` were approved then (auto-moderation passes them: no link, no blocked word) and are shown (SPEC
 * §9 lists only reviews with respondedAt); the others wait in the admin's queue, held by auto-moderation for a link
 * or a blocked word (tests/unit/api/review_rules.spec.ts checks that the rule and these rows agree).
 * Cached ratings and counts are recomputed from these rows afterwards (./cached_counters.ts).
 */
import type { LikeTargetType, ReviewType } from '#enums/statuses'

export interface DemoReview {
  type: ReviewType
  /** Event title, venue name or organizer email. */
  target: string
  /** A demo user's email, or null for a guest review. */
  reviewerEmail: string | null
  guestName?: string
  rating: 1 | 2 | 3 | 4 | 5
  comment: string
  isVerified: boolean
  isAnonymous?: boolean
  /** Days ago the review was written. */
  writtenDaysAgo: number
  /** Days ago it was handled (approved); absent: still pending. */
  respondedDaysAgo?: number
  /** The organizer's or venue operator's answer, hours after the review was published. */
  response?: { text: string; hoursAfter: number }
}

export const DEMO_REVIEWS: DemoReview[] = [
  // Events (past ones, reviewed by visitors who went).
  {
    type: 'event',
    target: 'Paramaribo Food Festival',
    reviewerEmail: 'user@demo.sr',
    rating: 5,
    comment: 'Heerlijk gegeten, de saoto was top! Goed georganiseerd en genoeg zitplaatsen.',
    isVerified: true,
    writtenDaysAgo: 17,
    respondedDaysAgo: 16,
  },
  {
    type: 'event',
    target: 'Paramaribo Food Festival',
    reviewerEmail: 'priya.ramdin@demo.sr',
    rating: 4,
    comment: 'Veel keuze, wel lange rijen bij de roti-kraam.',
    isVerified: true,
    writtenDaysAgo: 16,
    respondedDaysAgo: 15,
  },
  {
    type: 'event',
    target: 'Paramaribo Food Festival',
    reviewerEmail: null,
    guestName: 'Ricardo',
    rating: 3,
    comment: 'Gezellig, maar het was erg warm onder de tenten.',
    isVerified: false,
    writtenDaysAgo: 15,
    respondedDaysAgo: 14,
    response: { text: 'Dank je, Ricardo! Volgend jaar zetten we extra ventilatoren en schaduwdoeken neer.', hoursAfter: 20 },
  },
  {
    type: 'event',
    target: 'Paramaribo Food Festival',
    reviewerEmail: 'kevin.tjon@demo.sr',
    rating: 2,
    comment: 'Parkeren was een drama, lees mijn verhaal op www.parkeerleed.sr',
    isVerified: true,
    writtenDaysAgo: 2,
  },
  {
    type: 'event',
    target: 'Theatervoorstelling: De Plantage',
    reviewerEmail: 'user@demo.sr',
    rating: 5,
    comment: 'Indrukwekkend en ontroerend. De acteurs waren fantastisch.',
    isVerified: true,
    writtenDaysAgo: 7,
    respondedDaysAgo: 6,
  },
  {
    type: 'event',
    target: 'Theatervoorstelling: De Plantage',
    reviewerEmail: 'naomi.pinas@demo.sr',
    rating: 4,
    comment: 'Mooi stuk, iets te lang naar mijn smaak.',
    isVerified: true,
    isAnonymous: true,
    writtenDaysAgo: 6,
    respondedDaysAgo: 5,
  },
  {
    type: 'event',
    target: 'Voetbaltoernooi Wanica Cup',
    reviewerEmail: 'kevin.tjon@demo.sr',
    rating: 4,
    comment: 'Spannende finale, goede sfeer in de hal.',
    isVerified: true,
    writtenDaysAgo: 11,
    respondedDaysAgo: 10,
  },
  {
    type: 'event',
    target: 'Startup Pitch Night',
    reviewerEmail: 'priya.ramdin@demo.sr',
    rating: 5,
    comment: 'Inspirerend! Veel goede ideeën van jonge ondernemers.',
    isVerified: true,
    writtenDaysAgo: 29,
    respondedDaysAgo: 28,
  },
  {
    type: 'event',
    target: 'Startup Pitch Night',
    reviewerEmail: null,
    guestName: 'Anand',
    rating: 4,
    comment: 'Leuke avond, het geluid kon beter.',
    isVerified: false,
    writtenDaysAgo: 28,
    respondedDaysAgo: 27,
  },
  {
    type: 'event',
    target: 'Comedy Night aan de Waterkant',
    reviewerEmail: 'naomi.pinas@demo.sr',
    rating: 3,
    comment: 'Sommige grappen waren raak, andere niet.',
    isVerified: true,
    writtenDaysAgo: 4,
    respondedDaysAgo: 3,
  },
  {
    type: 'event',
    target: 'Comedy Night aan de Waterkant',
    reviewerEmail: 'user@demo.sr',
    rating: 4,
    comment: 'Heb hard gelachen! Meer filmpjes op https://lachen-sr.example',
    isVerified: true,
    writtenDaysAgo: 1,
  },
  {
    type: 'event',
    target: 'Gospelconcert Meerzorg',
    reviewerEmail: 'user@demo.sr',
    rating: 5,
    comment: 'Prachtige stemmen, kippenvel van begin tot eind.',
    isVerified: true,
    writtenDaysAgo: 58,
    respondedDaysAgo: 57,
  },
  // Venues.
  {
    type: 'venue',
    target: 'Waterkant Podium',
    reviewerEmail: 'user@demo.sr',
    rating: 5,
    comment: 'De mooiste plek van de stad voor een concert.',
    isVerified: true,
    writtenDaysAgo: 40,
    respondedDaysAgo: 39,
  },
  {
    type: 'venue',
    target: 'Waterkant Podium',
    reviewerEmail: 'priya.ramdin@demo.sr',
    rating: 4,
    comment: 'Mooi uitzicht, wel weinig schaduw overdag.',
    isVerified: true,
    writtenDaysAgo: 30,
    respondedDaysAgo: 29,
  },
  {
    type: 'venue',
    target: 'Waterkant Podium',
    reviewerEmail: null,
    guestName: 'Jennifer',
    rating: 4,
    comment: 'Goed bereikbaar en veilig.',
    isVerified: false,
    writtenDaysAgo: 20,
    respondedDaysAgo: 19,
    response: { text: 'Bedankt Jennifer, graag tot de volgende keer aan de Waterkant!', hoursAfter: 6 },
  },
  {
    type: 'venue',
    target: 'Waterkant Podium',
    reviewerEmail: 'kevin.tjon@demo.sr',
    rating: 3,
    comment: 'Toiletten waren niet schoon, echt shit.',
    isVerified: true,
    writtenDaysAgo: 3,
  },
  {
    type: 'venue',
    target: 'Stadstheater Kerkplein',
    reviewerEmail: 'naomi.pinas@demo.sr',
    rating: 5,
    comment: 'Prachtig gerestaureerd theater met goede akoestiek.',
    isVerified: true,
    writtenDaysAgo: 9,
    respondedDaysAgo: 8,
  },
  {
    type: 'venue',
    target: 'Stadstheater Kerkplein',
    reviewerEmail: 'user@demo.sr',
    rating: 4,
    comment: 'Fijne stoelen, airco werkt goed.',
    isVerified: true,
    writtenDaysAgo: 8,
    respondedDaysAgo: 7,
  },
  {
    type: 'venue',
    target: 'Conferentiecentrum Kwatta',
    reviewerEmail: 'priya.ramdin@demo.sr',
    rating: 4,
    comment: 'Professioneel en alles werkte, wifi was snel.',
    isVerified: true,
    writtenDaysAgo: 85,
    respondedDaysAgo: 84,
  },
  {
    type: 'venue',
    target: 'Lelydorp Evenementenhal',
    reviewerEmail: 'kevin.tjon@demo.sr',
    rating: 3,
    comment: 'Ruim, maar de akoestiek is hol.',
    isVerified: true,
    writtenDaysAgo: 11,
    respondedDaysAgo: 10,
  },
  {
    type: 'venue',
    target: 'Brokopondo Stuwmeer Lodge',
    reviewerEmail: 'user@demo.sr',
    rating: 5,
    comment: 'Rust, natuur en een heerlijke kok.',
    isVerified: false,
    writtenDaysAgo: 14,
    respondedDaysAgo: 13,
  },
  // Organizers (one by a venue operator, who gets the organizer review panel).
  {
    type: 'organizer',
    target: 'organizer@demo.sr',
    reviewerEmail: 'user@demo.sr',
    rating: 5,
    comment: 'Altijd goed geregeld, duidelijke communicatie.',
    isVerified: true,
    writtenDaysAgo: 16,
    respondedDaysAgo: 15,
  },
  {
    type: 'organizer',
    target: 'organizer@demo.sr',
    reviewerEmail: 'priya.ramdin@demo.sr',
    rating: 4,
    comment: 'Leuke evenementen, tickets snel in mijn mail.',
    isVerified: true,
    writtenDaysAgo: 12,
    respondedDaysAgo: 11,
  },
  {
    type: 'organizer',
    target: 'organizer@demo.sr',
    reviewerEmail: null,
    guestName: 'Gast',
    rating: 2,
    comment: 'Mijn vraag per e-mail bleef onbeantwoord. Oplichters!',
    isVerified: false,
    writtenDaysAgo: 1,
  },
  {
    type: 'organizer',
    target: 'organizer@demo.sr',
    reviewerEmail: 'venue@demo.sr',
    rating: 5,
    comment: 'Betrouwbare huurder, laat de zaal netjes achter.',
    // A venue operator's review (SPEC §2's panel) is not a checked-in visit: not verified (docs/reviews-and-likes.md).
    isVerified: false,
    writtenDaysAgo: 4,
    respondedDaysAgo: 3,
  },
  {
    type: 'organizer',
    target: 'kulturu@demo.sr',
    reviewerEmail: 'naomi.pinas@demo.sr',
    rating: 5,
    comment: 'Belangrijk werk voor onze cultuur.',
    isVerified: true,
    writtenDaysAgo: 6,
    respondedDaysAgo: 5,
  },
  {
    type: 'organizer',
    target: 'techhub@demo.sr',
    reviewerEmail: 'kevin.tjon@demo.sr',
    rating: 4,
    comment: 'Goede meetups, altijd op tijd begonnen.',
    isVerified: true,
    writtenDaysAgo: 27,
    respondedDaysAgo: 26,
  },
]

export interface DemoLike {
  userEmail: string
  type: LikeTargetType
  /** Event title, venue name or organizer email. */
  target: string
}

export const DEMO_LIKES: DemoLike[] = [
  { userEmail: 'user@demo.sr', type: 'event', target: 'Kaseko Nacht aan de Waterkant' },
  { userEmail: 'user@demo.sr', type: 'event', target: 'Suriname Jazz Festival' },
  { userEmail: 'user@demo.sr', type: 'event', target: 'Tech Meetup: AI in de praktijk' },
  { userEmail: 'priya.ramdin@demo.sr', type: 'event', target: 'Kaseko Nacht aan de Waterkant' },
  { userEmail: 'naomi.pinas@demo.sr', type: 'event', target: 'Keti Koti Herdenkingsconcert' },
  { userEmail: 'kevin.tjon@demo.sr', type: 'event', target: 'Suriname Jazz Festival' },
  { userEmail: 'user@demo.sr', type: 'venue', target: 'Waterkant Podium' },
  { userEmail: 'user@demo.sr', type: 'venue', target: 'Stadstheater Kerkplein' },
  { userEmail: 'priya.ramdin@demo.sr', type: 'venue', target: 'Waterkant Podium' },
  { userEmail: 'naomi.pinas@demo.sr', type: 'venue', target: 'Plantagehuis Nieuw-Amsterdam' },
  { userEmail: 'user@demo.sr', type: 'organizer', target: 'organizer@demo.sr' },
  { userEmail: 'user@demo.sr', type: 'organizer', target: 'techhub@demo.sr' },
  { userEmail: 'kevin.tjon@demo.sr', type: 'organizer', target: 'organizer@demo.sr' },
  { userEmail: 'naomi.pinas@demo.sr', type: 'organizer', target: 'kulturu@demo.sr' },
]
