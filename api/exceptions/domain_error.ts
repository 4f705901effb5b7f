/*
 * Domain errors carry a code from one message table; the exception handler maps the code
 * to an HTTP status and the SPEC's message. Services throw these, never HTTP responses.
 */
import { REVIEW_ERRORS } from '#domain/reviews'
import { TICKETSWITCH_ERRORS } from '#domain/ticketswitch'

interface DomainErrorEntry {
  status: number
  message: string
  /** Short title for the `error` field where SPEC gives one (e.g. a toast title); else the message. */
  error?: string
}

export const DOMAIN_ERRORS = {
  NOT_FOUND: { status: 404, message: 'Niet gevonden' },
  DATABASE_UNAVAILABLE: {
    status: 503,
    message: 'Database niet bereikbaar. Probeer het over een paar seconden opnieuw.',
    error: 'Database niet bereikbaar',
  },
  EVENT_NOT_FOUND: { status: 404, message: 'Event niet gevonden' },
  VENUE_NOT_FOUND: { status: 404, message: 'Venue niet gevonden' },
  VENUE_NOT_APPROVED: { status: 403, message: 'Toegang Geweigerd' },
  ORGANIZER_NOT_FOUND: { status: 404, message: 'Organisator niet gevonden' },
  MAPS_NOT_CONFIGURED: { status: 503, message: 'Kaart niet beschikbaar' },
  MAPS_UPSTREAM_FAILED: { status: 502, message: 'Kaart kon niet worden geladen' },
  CURRENCY_RATE_NOT_FOUND: { status: 404, message: 'Geen wisselkoers gevonden voor deze valuta' },
  CURRENCY_CONVERSION_DISABLED: { status: 503, message: 'Valuta omrekenen is uitgeschakeld' },
  UNAUTHENTICATED: { status: 401, message: 'Log in om verder te gaan.', error: 'Niet ingelogd' },
  FORBIDDEN: { status: 403, message: 'Je hebt geen toegang tot deze actie.', error: 'Toegang Geweigerd' },
  ACCOUNT_DEACTIVATED: { status: 403, message: 'Dit account is gedeactiveerd.' },
  INVALID_CREDENTIALS: { status: 401, message: 'Onjuist e-mailadres of wachtwoord' },
  WHATSAPP_LOGIN_FAILED: { status: 401, message: 'WhatsApp login mislukt. Controleer je telefoonnummer en wachtwoord.' },
  PHONE_NOT_VERIFIED: {
    status: 403,
    message: 'Je telefoonnummer moet eerst geverifieerd worden voordat je kunt inloggen.',
    error: 'Telefoonnummer niet geverifieerd',
  },
  TOO_MANY_ATTEMPTS: { status: 429, message: 'Te veel pogingen. Probeer het later opnieuw.', error: 'Te veel pogingen' },
  LINK_INVALID: { status: 400, message: 'Deze link is ongeldig of al gebruikt.' },
  LINK_EXPIRED: { status: 410, message: 'Deze link is verlopen. Vraag een nieuwe aan.' },
  CODE_INVALID: { status: 422, message: 'De code is onjuist.' },
  CODE_EXPIRED: { status: 410, message: 'De code is verlopen of te vaak fout ingevoerd. Vraag een nieuwe code aan.' },
  DOWNLOAD_NOT_FOUND: { status: 404, message: 'Deze downloadlink bestaat niet. Controleer of je de volledige link hebt gebruikt.' },
  DOWNLOAD_EXPIRED: { status: 410, message: 'Deze downloadlink is verlopen.', error: 'Link verlopen' },
  DOWNLOAD_REVOKED: { status: 410, message: 'Deze downloadlink is niet meer geldig.', error: 'Link ongeldig' },
  VALIDATION_ERROR: { status: 422, message: 'Ongeldige invoer' },
  TICKET_TYPE_NOT_FOUND: { status: 404, message: 'Tickettype niet gevonden' },
  TICKETS_UNAVAILABLE: { status: 409, message: 'Kan tickets niet reserveren' },
  SALE_NOT_OPEN: { status: 409, message: 'Dit ticket is niet te koop' },
  PRICE_CHANGED: { status: 409, message: 'De prijs van deze tickets is zojuist gewijzigd. Bekijk de nieuwe prijs en probeer het opnieuw.' },
  QUANTITY_LIMIT: { status: 422, message: 'Te veel tickets van dit type' },
  ROLE_MAY_NOT_BUY: { status: 403, message: 'Alleen voor bezoekers', error: 'Toegang Geweigerd' },
  PAYMENT_REQUIRED: { status: 402, message: 'Betaalde tickets worden pas uitgegeven na een bevestigde betaling.' },
  PURCHASE_CONFLICT: { status: 409, message: 'Er ging iets mis bij het kopen van tickets.', error: 'Fout' },
  PAYMENT_CREATION_FAILED: { status: 422, message: 'Payment creation failed' },
  /** SPEC §8's 'Payment creation failed' stays the title; the message says what the buyer can do. */
  PAYMENT_PROVIDER_FAILED: {
    status: 502,
    message:
      'Betalen met deze methode lukt nu niet. Je tickets blijven gereserveerd: kies een andere betaalmethode of probeer het opnieuw.',
    error: 'Payment creation failed',
  },
  WEBHOOK_SIGNATURE_INVALID: { status: 401, message: 'Ongeldige handtekening' },
  ORDER_TOO_LARGE: { status: 422, message: 'Te veel tickets in één bestelling' },
  HOLD_LIMIT_REACHED: { status: 409, message: 'Je houdt al het maximale aantal tickets vast.' },
  TOO_MANY_BUYING_REQUESTS: { status: 429, message: 'Te veel aanvragen. Probeer het later opnieuw.', error: 'Te veel aanvragen' },
  // The organizer's orders.
  ORDER_NOT_FOUND: { status: 404, message: 'Bestelling niet gevonden' },
  ORDER_NOT_CANCELLABLE: { status: 409, message: 'Deze bestelling kan niet geannuleerd worden.' },
  ORDER_NOT_REFUNDABLE: { status: 409, message: 'Deze bestelling hoeft niet terugbetaald te worden.' },
  ORDER_HAS_NO_TICKETS: { status: 409, message: 'Deze bestelling heeft (nog) geen geldige tickets.' },
  NO_PENDING_CHANGE: { status: 404, message: 'Er loopt geen wijziging.' },
  // Creating and editing events (api/services/events/).
  EVENT_RULE: { status: 422, message: 'Controleer de gegevens van het evenement.' },
  EVENT_INCOMPLETE: { status: 422, message: 'Het evenement is nog niet compleet om te publiceren.' },
  EVENT_CANCELLED: { status: 409, message: 'Dit evenement is geannuleerd en kan niet meer worden gewijzigd.' },
  EVENT_HELD_BY_PLATFORM: {
    status: 409,
    message: 'Een beheerder heeft dit evenement offline gehaald. Neem contact op met het platform om het weer te publiceren.',
  },
  TICKET_TYPE_CHANGED: {
    status: 409,
    message: 'Dit tickettype is intussen door iemand anders gewijzigd. Laad de pagina opnieuw en probeer het nog eens.',
    error: 'Gewijzigd door iemand anders',
  },
  MAX_QUANTITY_BELOW_TAKEN: { status: 409, message: 'Het maximum kan niet lager zijn dan wat al verkocht en vastgehouden is.' },
  // Managing venues (api/services/venues/venue_management_service.ts).
  VENUE_FIELDS: { status: 422, message: 'Controleer de gegevens van de venue.' },
  VENUE_DELETED: { status: 409, message: 'Deze venue is verwijderd en kan niet meer worden gewijzigd.' },
  VENUE_ALREADY_APPROVED: { status: 409, message: 'Deze venue is al goedgekeurd.' },
  VENUE_ALREADY_REJECTED: { status: 409, message: 'Deze venue is al afgewezen.' },
  // Venue booking requests answered by the venue's operator (api/services/bookings/).
  VENUE_BOOKING_NOT_FOUND: { status: 404, message: 'Boekingsaanvraag niet gevonden' },
  VENUE_BOOKING_WITHDRAWN: {
    status: 409,
    message: 'De organisator heeft deze aanvraag ingetrokken (een andere venue of datum gekozen, of het evenement geannuleerd).',
    error: 'Aanvraag ingetrokken',
  },
  VENUE_BOOKING_ALREADY_ANSWERED: { status: 409, message: 'Deze aanvraag heeft dit antwoord al.', error: 'Al beantwoord' },
  VENUE_BOOKING_DAY_TAKEN: {
    status: 409,
    message:
      'Deze venue is op die dag al bevestigd voor een andere aanvraag. Wijs deze aanvraag af, of trek eerst de andere bevestiging in.',
    error: 'Datum al bezet',
  },
  // Image uploads (POST /api/uploads, api/services/uploads/upload_service.ts); the size and pixel limits are filled in from config/uploads.ts.
  UPLOAD_MISSING: { status: 422, message: 'Kies een afbeelding om te uploaden.', error: 'Geen afbeelding' },
  UPLOAD_TYPE_NOT_ALLOWED: {
    status: 422,
    message: 'Dit bestand is geen JPEG-, PNG- of WebP-afbeelding. Kies een foto in een van die formaten.',
    error: 'Bestandstype niet toegestaan',
  },
  UPLOAD_TOO_LARGE: { status: 413, message: 'Deze afbeelding is te groot.', error: 'Bestand te groot' },
  UPLOAD_TOO_MANY_PIXELS: { status: 422, message: 'Deze afbeelding heeft te veel pixels.', error: 'Afbeelding te groot' },
  UPLOAD_UNREADABLE: {
    status: 422,
    message: 'Deze afbeelding kon niet worden gelezen. Het bestand is misschien beschadigd.',
    error: 'Afbeelding onleesbaar',
  },
  UPLOAD_QUOTA_REACHED: {
    status: 429,
    message: 'Je hebt vandaag al te veel afbeeldingen geüpload. Probeer het morgen opnieuw.',
    error: 'Te veel uploads',
  },
  // The admin's accounts (api/services/accounts/admin_users_service.ts); the message says which rule (domain/user_admin_rules.ts).
  USER_NOT_FOUND: { status: 404, message: 'Gebruiker niet gevonden' },
  USER_CHANGE_REFUSED: { status: 409, message: 'Deze wijziging van het account is niet mogelijk.' },
  // Agents' settlements and figures (api/services/agents/).
  AGENT_NOT_FOUND: { status: 404, message: 'Agent niet gevonden' },
  AGENT_NOT_PARTNERED: {
    status: 422,
    message: 'Met deze agent heb je geen (vroegere) samenwerking. Alleen een partner-agent kan met je afrekenen.',
    error: 'Geen partner',
  },
  SETTLEMENT_DATE_IN_FUTURE: { status: 422, message: 'De datum van de betaling ligt in de toekomst.', error: 'Datum in de toekomst' },
  // Cash shifts at the loket (api/services/loket/shift_service.ts).
  LOKET_SHIFT_NOT_FOUND: { status: 404, message: 'Kassadienst niet gevonden' },
  LOKET_SHIFT_ALREADY_OPEN: {
    status: 409,
    message: 'Je hebt al een open kassadienst. Sluit die eerst af voordat je een nieuwe opent.',
    error: 'Kassadienst al open',
  },
  LOKET_SHIFT_CLOSED: {
    status: 409,
    message: 'Deze kassadienst is al afgesloten. Het rapport kan niet meer worden gewijzigd.',
    error: 'Kassadienst afgesloten',
  },
  LOKET_SHIFT_NOTE_REQUIRED: {
    status: 422,
    message: 'Het getelde bedrag wijkt af van het verwachte bedrag. Geef een toelichting op het verschil.',
    error: 'Toelichting verplicht',
  },
  LOKET_SHIFT_NO_ORGANIZER: {
    status: 403,
    message: 'Je account hoort niet bij een organisator, dus je kunt geen kassadienst openen.',
    error: 'Toegang Geweigerd',
  },
  // Agent partnerships and notifications (messages in domain/agent_partnerships.ts).
  PARTNERSHIP_NOT_FOUND: { status: 404, message: 'Partnerschap niet gevonden' },
  PARTNERSHIP_ALREADY_OPEN: {
    status: 409,
    message: 'Je hebt al een openstaand verzoek of actief partnerschap met deze organisator.',
    error: 'Verzoek bestaat al',
  },
  PARTNERSHIP_TRANSITION: { status: 409, message: 'Deze wijziging is niet mogelijk in de huidige status van het partnerschap.' },
  NOTIFICATION_NOT_FOUND: { status: 404, message: 'Notificatie niet gevonden' },
  // Counter sales, loket and agents (api/services/counter_sales/). Refusals name the rule; the
  // message of a 403 (outside the allowed events or types) is given by the service (domain/counter_sale.ts).
  COUNTER_NO_OPEN_SHIFT: { status: 409, message: 'Open eerst je kassadienst voordat je verkoopt.', error: 'Geen open kassadienst' },
  COUNTER_SALE_NOT_FOUND: { status: 404, message: 'Verkoop niet gevonden' },
  // Requests the API refuses before any handler sees them (api/middleware/input_guard_middleware.ts, framework errors).
  BAD_REQUEST: { status: 400, message: 'Ongeldig verzoek.' },
  INVALID_CHARACTERS: { status: 400, message: 'Het verzoek bevat ongeldige tekens.' },
  INVALID_JSON: { status: 400, message: 'Het verzoek bevat geen geldige JSON.' },
  JSON_TOO_DEEP: { status: 400, message: 'Het verzoek is te diep genest.' },
  BODY_TOO_LARGE: { status: 413, message: 'Het verzoek is te groot.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Dit soort verzoek wordt niet ondersteund.' },
  // Checking tickets in (api/services/check_ins/).
  TICKET_NOT_FOUND: { status: 404, message: 'Ticket niet gevonden' },
  NOT_CHECKED_IN: { status: 409, message: 'Dit ticket is niet ingecheckt.' },
  CHECK_IN_NONCE_REUSED: { status: 409, message: 'Dit scan-kenmerk (nonce) is al gebruikt voor een andere code. Scan opnieuw.' },
  CHECK_IN_BUSY: { status: 409, message: 'Deze scan wordt nog verwerkt. Probeer het opnieuw.' },
  // Contact forms (api/services/contact/). SPEC §8 "Contact" gives the titles.
  CAPTCHA_EXPIRED: { status: 422, message: 'Ververs de verificatie voordat je het formulier verstuurt.', error: 'reCAPTCHA verlopen' },
  CAPTCHA_FAILED: { status: 422, message: 'De reCAPTCHA-verificatie is mislukt. Probeer het opnieuw.', error: 'reCAPTCHA fout' },
  CAPTCHA_UNREACHABLE: {
    status: 503,
    message: 'Er is een fout opgetreden bij het verzenden van je bericht.',
    error: 'Fout bij verzenden',
  },
  CONTACT_FORM_UNAVAILABLE: {
    status: 503,
    message: 'Het contactformulier is op dit moment niet beschikbaar.',
    error: 'Fout bij verzenden',
  },
  // Reviews: the table lives with the contract in domain/reviews.ts.
  ...REVIEW_ERRORS,
  // Ticketswitch: the table lives with the contract in domain/ticketswitch.ts.
  ...TICKETSWITCH_ERRORS,
  // Likes and follows (api/services/likes/likes_service.ts). SPEC §6: no following one's own venue or oneself.
  FOLLOW_OWN_VENUE: { status: 403, message: 'Je kunt je eigen venue niet volgen.', error: 'Toegang Geweigerd' },
  FOLLOW_SELF: { status: 403, message: 'Je kunt jezelf niet volgen.', error: 'Toegang Geweigerd' },
} as const satisfies Record<string, DomainErrorEntry>

export type DomainErrorCode = keyof typeof DOMAIN_ERRORS

export class DomainError extends Error {
  constructor(
    public code: DomainErrorCode,
    message?: string,
    /** Extra fields for the JSON body, e.g. { requiresVerification: true } or { attemptsRemaining: 2 }. */
    public details: Record<string, unknown> = {},
    /** Extra response headers, e.g. Retry-After. */
    public headers: Record<string, string> = {}
  ) {
    super(message ?? DOMAIN_ERRORS[code].message)
  }

  get status(): number {
    return DOMAIN_ERRORS[this.code].status
  }

  /** The `error` field: the entry's title, else the message. */
  get title(): string {
    const entry: DomainErrorEntry = DOMAIN_ERRORS[this.code]
    return entry.error ?? this.message
  }
}
