/*
 * Every text the API answers with, in Dutch, by key: error answers (with their HTTP status), the texts of a
 * form field inside a 422 (`errors`), and the few success messages. A throw site names a key and fills the
 * text's `{name}` placeholders with `params`; it never writes a sentence of its own. A new text is a new key.
 *
 * - `status`: the entry is an error answer (DomainError takes only these keys).
 * - `code`: the body's `code` when it is not the key itself (several texts answer VALIDATION_ERROR, say).
 * - `error`: the body's short title where SPEC gives one (a toast title); else the body repeats the message.
 *
 * `{{ max }}` is VineJS's own placeholder (a validator fills it), not one of ours. How the API words the codes that
 * domain/ returns, and the texts by the names validators and specs use: api/exceptions/domain_texts.ts.
 */
import { interpolate } from '#domain/translation'
import { CREATION_PASSWORD_MIN, LOGIN_PASSWORD_MIN, VERIFICATION_CODE_TTL_MINUTES } from '#domain/auth_rules'
import { MAX_STATUS_TARGETS } from '#domain/likes'
import { BATCH_MAX_AMOUNTS, RATE_DECIMALS, RATE_MAX_INTEGER_DIGITS } from '#domain/currency_rates'
import { SHIFT_MONEY_MAX_INTEGER_DIGITS } from '#domain/loket_shift'

interface MessageEntry {
  message: string
  status?: number
  code?: string
  error?: string
}

export const MESSAGES = {
  // ── Anywhere ──────────────────────────────────────────────────────────────────────────────────────────────
  NOT_FOUND: { status: 404, message: 'Niet gevonden' },
  DATABASE_UNAVAILABLE: {
    status: 503,
    message: 'Database niet bereikbaar. Probeer het over een paar seconden opnieuw.',
    error: 'Database niet bereikbaar',
  },
  VALIDATION_ERROR: { status: 422, message: 'Ongeldige invoer' },
  INVALID_DATE_TIME: { status: 422, code: 'VALIDATION_ERROR', message: 'Ongeldige datum of tijd' },
  NOTHING_TO_CHANGE: { status: 422, code: 'VALIDATION_ERROR', message: 'Geef minstens één veld om te wijzigen' },
  /** The back office's list query in react-admin's simple-rest dialect (api/http/list_dialect.ts). */
  LIST_RANGE_INVALID: {
    status: 422,
    code: 'VALIDATION_ERROR',
    message: 'Ongeldig bereik: geef range als [van, tot], twee hele getallen vanaf 0 met van niet groter dan tot',
  },
  LIST_RANGE_TOO_LARGE: { status: 422, code: 'VALIDATION_ERROR', message: 'Een bereik telt hoogstens {max} records' },
  LIST_SORT_INVALID: {
    status: 422,
    code: 'VALIDATION_ERROR',
    message: 'Ongeldige sortering: geef sort als ["veld","ASC"] of ["veld","DESC"]',
  },
  LIST_FILTER_INVALID: { status: 422, code: 'VALIDATION_ERROR', message: 'Ongeldig filter: geef filter als een JSON-object' },
  /** Part of a 429's text: when to try again, in whole minutes. */
  RETRY_IN_ONE_MINUTE: { message: 'over 1 minuut' },
  RETRY_IN_MINUTES: { message: 'over {minutes} minuten' },

  // ── Requests the API refuses before any handler sees them (input guard, body parser, framework errors) ───
  BAD_REQUEST: { status: 400, message: 'Ongeldig verzoek.' },
  INVALID_CHARACTERS: { status: 400, message: 'Het verzoek bevat ongeldige tekens.' },
  INVALID_JSON: { status: 400, message: 'Het verzoek bevat geen geldige JSON.' },
  JSON_TOO_DEEP: { status: 400, message: 'Het verzoek is te diep genest.' },
  BODY_TOO_LARGE: { status: 413, message: 'Het verzoek is te groot.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Dit soort verzoek wordt niet ondersteund.' },
  /** The handler's own answers (a 404 of the router, any 5xx), whatever status the framework gives. */
  ROUTE_NOT_FOUND: { message: 'Deze API-route bestaat niet', error: 'Not found' },
  INTERNAL_ERROR: { message: 'Er ging iets mis aan onze kant. Probeer het later opnieuw.', error: 'Internal server error' },

  // ── Signing in, registering, verifying (SPEC §5, §8, §9) ─────────────────────────────────────────────────
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
  TOO_MANY_ATTEMPTS_RETRY_IN: {
    status: 429,
    code: 'TOO_MANY_ATTEMPTS',
    message: 'Te veel pogingen. Probeer het {retryIn} opnieuw.',
    error: 'Te veel pogingen',
  },
  LINK_INVALID: { status: 400, message: 'Deze link is ongeldig of al gebruikt.' },
  LINK_EXPIRED: { status: 410, message: 'Deze link is verlopen. Vraag een nieuwe aan.' },
  CODE_INVALID: { status: 422, message: 'De code is onjuist.' },
  CODE_INVALID_ONE_ATTEMPT_LEFT: { status: 422, code: 'CODE_INVALID', message: 'De code is onjuist. Je hebt nog 1 poging.' },
  CODE_INVALID_ATTEMPTS_LEFT: { status: 422, code: 'CODE_INVALID', message: 'De code is onjuist. Je hebt nog {attempts} pogingen.' },
  CODE_EXPIRED: { status: 410, message: 'De code is verlopen of te vaak fout ingevoerd. Vraag een nieuwe code aan.' },
  EMAIL_INVALID: { status: 422, code: 'VALIDATION_ERROR', message: 'Voer een geldig e-mailadres in' },
  FIRST_NAME_REQUIRED: { status: 422, code: 'VALIDATION_ERROR', message: 'Voornaam is verplicht' },
  LAST_NAME_REQUIRED: { status: 422, code: 'VALIDATION_ERROR', message: 'Achternaam is verplicht' },
  PASSWORD_REQUIRED: { status: 422, code: 'VALIDATION_ERROR', message: 'Wachtwoord is verplicht' },
  PHONE_REQUIRED: { status: 422, code: 'VALIDATION_ERROR', message: 'Telefoonnummer is verplicht' },
  WHATSAPP_PHONE_REQUIRED: {
    status: 422,
    code: 'VALIDATION_ERROR',
    message: 'Een WhatsApp-nummer is verplicht als je je via WhatsApp registreert',
  },
  ORGANIZATION_NAME_REQUIRED: { status: 422, code: 'VALIDATION_ERROR', message: 'Organisatienaam is verplicht' },
  DISTRICT_REQUIRED: { status: 422, code: 'VALIDATION_ERROR', message: 'Kies een district' },
  ACCEPT_TERMS_REQUIRED: {
    message: 'Ga akkoord met de algemene voorwaarden en de privacyverklaring om een account aan te maken.',
  },
  LOGIN_PASSWORD_TOO_SHORT: { message: `Wachtwoord moet minimaal ${LOGIN_PASSWORD_MIN} karakters zijn` },
  LOGIN_PHONE_FORMAT: { message: 'Gebruik internationaal formaat zoals +597123456 of +31612345678' },
  /** SPEC's own English message. */
  CREATION_PASSWORD_TOO_SHORT: { message: `Password must be at least ${CREATION_PASSWORD_MIN} characters` },
  VERIFICATION_CODE_FORMAT: { message: 'De code bestaat uit precies 6 cijfers' },
  PHONE_FORMAT: { status: 422, code: 'VALIDATION_ERROR', message: 'Gebruik internationaal formaat zoals +5978123456' },
  EMAIL_ALREADY_REGISTERED: { status: 422, code: 'VALIDATION_ERROR', message: 'Dit e-mailadres is al geregistreerd.' },
  PHONE_ALREADY_REGISTERED: { status: 422, code: 'VALIDATION_ERROR', message: 'Dit telefoonnummer is al geregistreerd.' },
  CURRENT_PASSWORD_WRONG: { status: 422, code: 'VALIDATION_ERROR', message: 'Huidig wachtwoord is onjuist' },
  PASSWORD_WRONG: { status: 422, code: 'VALIDATION_ERROR', message: 'Wachtwoord is onjuist' },
  EMAIL_UNCHANGED: { status: 422, code: 'VALIDATION_ERROR', message: 'Dit is al je huidige e-mailadres.' },
  PHONE_UNCHANGED: { status: 422, code: 'VALIDATION_ERROR', message: 'Dit is al je huidige telefoonnummer.' },
  PHONE_CHANGE_NEEDS_PASSWORD: {
    status: 422,
    code: 'VALIDATION_ERROR',
    message: 'Je hebt nog geen bevestigd telefoonnummer; bevestig de wijziging met je wachtwoord.',
  },
  NO_PENDING_CHANGE: { status: 404, message: 'Er loopt geen wijziging.' },
  // What a successful account step answers.
  LOGGED_OUT: { message: 'Je bent uitgelogd.' },
  EMAIL_VERIFIED: { message: 'Je e-mailadres is bevestigd.' },
  EMAIL_ALREADY_VERIFIED: { message: 'Je e-mailadres is al bevestigd.' },
  VERIFICATION_LINK_SENT: { message: 'We hebben je een nieuwe bevestigingslink gestuurd.' },
  PHONE_CODE_SENT: {
    message: `Als dit nummer bij een account hoort dat nog niet bevestigd is, ontvang je via WhatsApp een code. De code is ${VERIFICATION_CODE_TTL_MINUTES} minuten geldig.`,
  },
  PHONE_VERIFIED: { message: 'Je telefoonnummer is bevestigd.' },
  PASSWORD_RESET_SENT: {
    message: 'Als dit e-mailadres bij ons bekend is, ontvang je een e-mail met een link om je wachtwoord te herstellen.',
  },
  PASSWORD_RESET_DONE: { message: 'Je wachtwoord is gewijzigd. Je kunt nu inloggen met je nieuwe wachtwoord.' },
  PASSWORD_CHANGED: { message: 'Je wachtwoord is gewijzigd.' },
  EMAIL_CODE_SENT: { message: 'We hebben een code gestuurd naar {email}.' },
  EMAIL_CHANGED: { message: 'Je e-mailadres is gewijzigd in {email}.' },
  WHATSAPP_CODE_SENT: { message: 'We hebben via WhatsApp een code gestuurd naar {phone}.' },
  PHONE_CHANGED: { message: 'Je telefoonnummer is gewijzigd in {phone}.' },
  NOT_ME_REPORTED: {
    message: 'Je bent overal uitgelogd. We hebben een link om een nieuw wachtwoord te kiezen gestuurd naar {email}.',
  },

  // ── Two-factor sign-in and the signed-in sessions (docs/accounts.md#two-factor-sign-in) ─────────────────────
  TWO_FACTOR_CODE_NEEDED: { message: 'Voer de 6-cijferige code uit je authenticator-app in.' },
  TWO_FACTOR_LOGIN_FAILED: {
    status: 401,
    message: 'De code is onjuist of al gebruikt. Probeer de nieuwste code uit je app of een herstelcode.',
    error: 'Inloggen mislukt',
  },
  TWO_FACTOR_CODE_INVALID: { status: 422, code: 'VALIDATION_ERROR', message: 'De code is onjuist of al gebruikt.' },
  TWO_FACTOR_ALREADY_ON: { status: 409, message: 'Tweestapsverificatie staat al aan.' },
  TWO_FACTOR_NOT_ON: { status: 409, message: 'Tweestapsverificatie staat niet aan.' },
  TWO_FACTOR_NOT_STARTED: { status: 409, message: 'Begin eerst opnieuw met het instellen van tweestapsverificatie.' },
  TWO_FACTOR_SETUP_REQUIRED: {
    status: 403,
    message: 'Stel eerst tweestapsverificatie in; voor beheerders is die verplicht.',
    error: 'Tweestapsverificatie vereist',
  },
  TWO_FACTOR_ENABLED: { message: 'Tweestapsverificatie staat aan. Bewaar je herstelcodes op een veilige plek.' },
  TWO_FACTOR_DISABLED: { message: 'Tweestapsverificatie staat uit.' },
  SESSION_SIGNED_OUT: { message: 'Deze sessie is afgemeld.' },
  SIGNED_OUT_EVERYWHERE: { message: 'Je bent op alle andere apparaten afgemeld.' },

  // ── A person's own data: the download and deleting the account ───────────────────────────────────────────
  DATA_EXPORT_REQUESTED: { message: 'We stellen je gegevens samen; je krijgt een e-mail met een downloadlink.' },
  DATA_EXPORT_NOT_FOUND: { status: 404, message: 'Deze downloadlink bestaat niet of hoort niet bij jouw account.' },
  DATA_EXPORT_EXPIRED: {
    status: 410,
    message: 'Deze downloadlink is verlopen. Vraag je gegevens opnieuw aan in je accountinstellingen.',
    error: 'Link verlopen',
  },
  ACCOUNT_DELETION_OWNS_BUSINESS: {
    status: 409,
    message:
      'Je account hoort bij een organisatie, agent of venue met evenementen, verkopen of een team. Neem contact op met support om het te sluiten.',
  },
  ACCOUNT_DELETION_TICKETSWITCH_OPEN: {
    status: 409,
    message:
      'Je hebt nog tickets te koop op Ticketswitch of een uitbetaling tegoed. Trek je aanbod in of wacht op de uitbetaling en probeer het daarna opnieuw.',
  },
  ACCOUNT_ERASED_NO_REACTIVATION: {
    status: 409,
    message: 'Dit account is door de eigenaar verwijderd en kan niet opnieuw worden geactiveerd.',
  },
  ACCOUNT_ERASED: { message: 'Je account is verwijderd. Je bestellingen zijn geanonimiseerd bewaard voor de boekhouding.' },
  ACCOUNT_DEACTIVATED_ON_REQUEST: {
    message:
      'Je account is gedeactiveerd: je kunt niet meer inloggen. Omdat je als medewerker wijzigingen hebt gedaan die in de geschiedenis staan, wissen we je gegevens niet.',
  },

  // ── Catalogue, maps and currencies ───────────────────────────────────────────────────────────────────────
  EVENT_NOT_FOUND: { status: 404, message: 'Event niet gevonden' },
  // ── Messages to attendees (api/services/attendee_messages/) ──
  ATTENDEE_MESSAGE_DAILY_LIMIT: {
    status: 429,
    message: 'Je hebt vandaag al {limit} berichten over dit evenement verstuurd. Probeer het morgen opnieuw.',
    error: 'Daglimiet bereikt',
  },
  ATTENDEE_MESSAGE_NO_RECIPIENTS: {
    status: 422,
    message: 'Geen bezoekers om dit bericht naar te sturen. Kies andere tickettypes, een andere groep of een ander kanaal.',
  },
  ATTENDEE_MESSAGE_UNKNOWN_TICKET_TYPE: {
    status: 422,
    code: 'VALIDATION_ERROR',
    message: 'Kies tickettypes van dit evenement',
  },
  EVENT_PREVIEW_NEEDS_DATES: {
    status: 422,
    code: 'VALIDATION_ERROR',
    message: 'Kies eerst een datum en tijd: daarna kun je het voorbeeld bekijken.',
  },
  VENUE_NOT_FOUND: { status: 404, message: 'Venue niet gevonden' },
  VENUE_NOT_APPROVED: { status: 403, message: 'Toegang Geweigerd' },
  ORGANIZER_NOT_FOUND: { status: 404, message: 'Organisator niet gevonden' },
  // ── The embeddable ticket button (docs/embed.md) ──
  EMBED_ORIGIN_INVALID: {
    message: 'Geef het adres van je website als https://www.voorbeeld.sr (zonder pad, zonder * en met https).',
  },
  EMBED_ORIGIN_TAKEN: { message: 'Deze website staat al in de lijst.' },
  EMBED_ORIGINS_FULL: { message: 'Je kunt hoogstens {max} websites registreren.' },
  EMBED_DOMAIN_NOT_FOUND: { status: 404, message: 'Website niet gevonden' },
  MAPS_NOT_CONFIGURED: { status: 503, message: 'Kaart niet beschikbaar' },
  MAPS_UPSTREAM_FAILED: { status: 502, message: 'Kaart kon niet worden geladen' },
  CURRENCY_RATE_NOT_FOUND: { status: 404, message: 'Geen wisselkoers gevonden voor deze valuta' },
  CURRENCY_PAIR_NOT_FOUND: { status: 404, code: 'CURRENCY_RATE_NOT_FOUND', message: 'Geen wisselkoers gevonden van {from} naar {to}' },
  CURRENCY_RATE_ROW_NOT_FOUND: { status: 404, code: 'NOT_FOUND', message: 'Wisselkoers niet gevonden' },
  CURRENCY_CONVERSION_DISABLED: { status: 503, message: 'Valuta omrekenen is uitgeschakeld' },
  CURRENCY_CODE_INVALID: { status: 422, code: 'VALIDATION_ERROR', message: 'Ongeldige valutacode' },
  AMOUNT_NOT_A_NUMBER: { status: 422, code: 'VALIDATION_ERROR', message: 'Bedrag moet een getal van 0 of meer zijn' },

  // ── Downloads and the buyer's tickets ────────────────────────────────────────────────────────────────────
  DOWNLOAD_NOT_FOUND: { status: 404, message: 'Deze downloadlink bestaat niet. Controleer of je de volledige link hebt gebruikt.' },
  DOWNLOAD_EXPIRED: { status: 410, message: 'Deze downloadlink is verlopen.', error: 'Link verlopen' },
  DOWNLOAD_REVOKED: { status: 410, message: 'Deze downloadlink is niet meer geldig.', error: 'Link ongeldig' },
  ORDER_STATUS_NOT_FOUND: { status: 404, code: 'NOT_FOUND', message: 'Bestelling niet gevonden' },
  ORDER_WITHOUT_TICKETS: { status: 404, code: 'NOT_FOUND', message: 'Deze bestelling heeft (nog) geen geldige tickets.' },
  ORDER_HAS_NO_EMAIL: { status: 422, code: 'VALIDATION_ERROR', message: 'Deze bestelling heeft geen e-mailadres.' },
  ORDER_HAS_NO_WHATSAPP: { status: 422, code: 'VALIDATION_ERROR', message: 'Tickets per WhatsApp sturen kan niet voor deze bestelling.' },

  // ── Buying tickets (SPEC §5) ─────────────────────────────────────────────────────────────────────────────
  TICKET_TYPE_NOT_FOUND: { status: 404, message: 'Tickettype niet gevonden' },
  TICKETS_UNAVAILABLE: { status: 409, message: 'Kan tickets niet reserveren' },
  TICKETS_JUST_SOLD_OUT: { status: 409, code: 'TICKETS_UNAVAILABLE', message: 'Deze tickets zijn net uitverkocht.' },
  TICKETS_TOO_FEW_LEFT: {
    status: 409,
    code: 'TICKETS_UNAVAILABLE',
    message: '{ticketType} (slechts {available} beschikbaar, {wanted} geselecteerd)',
  },
  SALE_NOT_OPEN: { status: 409, message: 'Dit ticket is niet te koop' },
  /** `{saleStatus}` is the status's Dutch name below (SALE_STATUS_*). */
  TICKET_TYPE_NOT_ON_SALE: { status: 409, code: 'SALE_NOT_OPEN', message: '{ticketType}: {saleStatus}' },
  SALE_STATUS_OFFLINE: { message: 'Offline' },
  SALE_STATUS_SOLD_OUT: { message: 'Uitverkocht' },
  SALE_STATUS_NOT_YET_AVAILABLE: { message: 'Nog niet beschikbaar' },
  SALE_STATUS_SALE_ENDED: { message: 'Verkoop beëindigd' },
  SALE_STATUS_AVAILABLE: { message: 'Beschikbaar' },
  PRICE_CHANGED: {
    status: 409,
    message: 'De prijs van deze tickets is zojuist gewijzigd. Bekijk de nieuwe prijs en probeer het opnieuw.',
  },
  QUANTITY_LIMIT: { status: 422, message: 'Te veel tickets van dit type' },
  // Discount and access codes (domain/discount_codes.ts): a 422 on the field `discountCode`, with the reason as `reason`.
  DISCOUNT_CODE_INVALID: { status: 422, message: 'Deze kortingscode is niet geldig.' },
  DISCOUNT_CODE_UNKNOWN: { status: 422, code: 'DISCOUNT_CODE_INVALID', message: 'Deze kortingscode bestaat niet.' },
  DISCOUNT_CODE_NOT_YET_VALID: { status: 422, code: 'DISCOUNT_CODE_INVALID', message: 'Deze kortingscode is nog niet geldig.' },
  DISCOUNT_CODE_EXPIRED: { status: 422, code: 'DISCOUNT_CODE_INVALID', message: 'Deze kortingscode is verlopen.' },
  DISCOUNT_CODE_USED_UP: {
    status: 422,
    code: 'DISCOUNT_CODE_INVALID',
    message: 'Deze kortingscode is al zo vaak gebruikt als mag en geldt niet meer.',
  },
  DISCOUNT_CODE_BUYER_LIMIT: {
    status: 422,
    code: 'DISCOUNT_CODE_INVALID',
    message: 'Je hebt deze kortingscode al zo vaak gebruikt als per persoon mag.',
  },
  DISCOUNT_CODE_NOT_APPLICABLE: {
    status: 422,
    code: 'DISCOUNT_CODE_INVALID',
    message: 'Deze kortingscode geldt niet voor de gekozen tickets.',
  },
  DISCOUNT_CODE_TAKEN: { status: 422, code: 'VALIDATION_ERROR', message: 'Dit evenement heeft al een code met deze naam.' },
  DISCOUNT_CODE_FORMAT: {
    status: 422,
    code: 'VALIDATION_ERROR',
    message: 'Een code heeft 3 tot 40 letters, cijfers, - of _ (geen spaties).',
  },
  DISCOUNT_CODE_VALUE_RANGE: { status: 422, code: 'VALIDATION_ERROR', message: 'Een percentage ligt tussen 0 en 100.' },
  DISCOUNT_CODE_VALUE_REQUIRED: { status: 422, code: 'VALIDATION_ERROR', message: 'Geef een korting groter dan 0.' },
  DISCOUNT_CODE_UNLOCKS_REQUIRED: {
    status: 422,
    code: 'VALIDATION_ERROR',
    message: 'Kies welke verborgen tickettypes deze toegangscode zichtbaar maakt.',
  },
  DISCOUNT_CODE_TYPES_OF_EVENT: { status: 422, code: 'VALIDATION_ERROR', message: 'Kies alleen tickettypes van dit evenement.' },
  DISCOUNT_CODE_WINDOW: { status: 422, code: 'VALIDATION_ERROR', message: '‘Geldig tot’ moet na ‘geldig vanaf’ liggen.' },
  DISCOUNT_CODE_NOT_FOUND: { status: 404, code: 'NOT_FOUND', message: 'Kortingscode niet gevonden' },
  WEBHOOK_ENDPOINT_NOT_FOUND: { status: 404, code: 'NOT_FOUND', message: 'Webhook niet gevonden' },
  WEBHOOK_DELIVERY_NOT_FOUND: { status: 404, code: 'NOT_FOUND', message: 'Webhookbericht niet gevonden' },
  WEBHOOK_URL_INVALID: { status: 422, code: 'VALIDATION_ERROR', message: 'Geef een geldige URL op (https://…).' },
  WEBHOOK_URL_HTTPS_REQUIRED: {
    status: 422,
    code: 'VALIDATION_ERROR',
    message: 'De URL moet met https:// beginnen (http alleen naar localhost, buiten productie).',
  },
  WEBHOOK_URL_CREDENTIALS: { status: 422, code: 'VALIDATION_ERROR', message: 'Zet geen gebruikersnaam of wachtwoord in de URL.' },
  WEBHOOK_URL_PRIVATE: { status: 422, code: 'VALIDATION_ERROR', message: 'De URL mag niet naar een intern of lokaal adres wijzen.' },
  WEBHOOK_EVENTS_REQUIRED: { status: 422, code: 'VALIDATION_ERROR', message: 'Kies minstens één gebeurtenis.' },
  WEBHOOK_ENDPOINT_LIMIT: { status: 422, code: 'VALIDATION_ERROR', message: 'Je kunt maximaal {max} webhooks hebben.' },
  WEBHOOK_DELIVERY_BUSY: { status: 409, message: 'Dit bericht wordt nu verstuurd; probeer het zo opnieuw.' },
  QUANTITY_PER_PERSON: { status: 422, code: 'QUANTITY_LIMIT', message: '{ticketType}: maximaal {max} per persoon' },
  ROLE_MAY_NOT_BUY: { status: 403, message: 'Alleen voor bezoekers', error: 'Toegang Geweigerd' },
  PAYMENT_REQUIRED: { status: 402, message: 'Betaalde tickets worden pas uitgegeven na een bevestigde betaling.' },
  CART_EMPTY: { status: 422, code: 'VALIDATION_ERROR', message: 'Kies minimaal één ticket' },
  ORDER_TOO_LARGE: { status: 422, message: 'Te veel tickets in één bestelling' },
  ORDER_TICKETS_MAX: { status: 422, code: 'ORDER_TOO_LARGE', message: 'Je kunt maximaal {max} tickets per bestelling kopen.' },
  FREE_ORDER_TICKETS_MAX: {
    status: 422,
    code: 'ORDER_TOO_LARGE',
    message: 'Je kunt maximaal {max} gratis tickets per bestelling krijgen.',
  },
  HOLD_LIMIT_REACHED: { status: 409, message: 'Je houdt al het maximale aantal tickets vast.' },
  SESSION_SEATS_HELD_MAX: {
    status: 409,
    code: 'HOLD_LIMIT_REACHED',
    message: 'Je kunt maximaal {max} tickets tegelijk vasthouden. Kies minder tickets.',
  },
  TOO_MANY_BUYING_REQUESTS: { status: 429, message: 'Te veel aanvragen. Probeer het later opnieuw.', error: 'Te veel aanvragen' },
  NETWORK_SEATS_HELD: {
    status: 429,
    code: 'TOO_MANY_BUYING_REQUESTS',
    message: 'Vanaf dit netwerk worden nu te veel tickets tegelijk vastgehouden. Probeer het {retryIn} opnieuw.',
    error: 'Te veel aanvragen',
  },
  NETWORK_PENDING_PAYMENTS: {
    status: 429,
    code: 'TOO_MANY_BUYING_REQUESTS',
    message: 'Vanaf dit netwerk staan al te veel betalingen open. Rond er een af of probeer het {retryIn} opnieuw.',
    error: 'Te veel aanvragen',
  },
  NETWORK_FREE_TICKETS: {
    status: 429,
    code: 'TOO_MANY_BUYING_REQUESTS',
    message: 'Vanaf dit netwerk zijn al te veel gratis tickets besteld. Probeer het {retryIn} opnieuw.',
    error: 'Te veel aanvragen',
  },
  HOLDS_TOO_FAST: {
    status: 429,
    code: 'TOO_MANY_BUYING_REQUESTS',
    message: 'Te veel reserveringen in korte tijd. Probeer het {retryIn} opnieuw.',
    error: 'Te veel aanvragen',
  },
  // The checkout's buyer form (SPEC §5 "Checkout buyer"; domain/buyer_info.ts names the broken rule).
  BUYER_FIRST_NAME_REQUIRED: { message: 'Voornaam is verplicht' },
  BUYER_LAST_NAME_REQUIRED: { message: 'Achternaam is verplicht' },
  BUYER_EMAIL_INVALID: { message: 'Ongeldig e-mailadres' },
  BUYER_EMAIL_MISMATCH: { message: 'E-mailadressen komen niet overeen' },
  BUYER_PHONE_FORMAT: { message: 'Gebruik internationaal formaat zoals +5978123456' },
  BUYER_PHONE_MISMATCH: { message: 'Telefoonnummers komen niet overeen' },
  /** SPEC's own English message. */
  CONTACT_DETAILS_MISMATCH: { status: 422, code: 'VALIDATION_ERROR', message: 'Contact details must match selected contact method' },
  RESERVATION_TIME_EXPIRED: { status: 410, code: 'LINK_EXPIRED', message: 'De reserveringstijd is verlopen. Kies je tickets opnieuw.' },
  PAYMENT_STATE_NOT_FOUND: { status: 404, code: 'NOT_FOUND', message: 'Geen opgeslagen betaling gevonden' },

  // ── Payments (SPEC §7, §8) ───────────────────────────────────────────────────────────────────────────────
  PAYMENT_CREATION_FAILED: { status: 422, message: 'Payment creation failed' },
  PAYMENTS_PAUSED: {
    status: 422,
    code: 'PAYMENT_CREATION_FAILED',
    message: 'Betalen is tijdelijk niet mogelijk. Probeer het later opnieuw.',
  },
  PAYMENT_METHOD_UNAVAILABLE: { status: 422, code: 'PAYMENT_CREATION_FAILED', message: 'Deze betaalmethode is niet beschikbaar.' },
  PAYMENT_NOT_NEEDED_FREE_TICKETS: {
    status: 422,
    code: 'PAYMENT_CREATION_FAILED',
    message: 'Deze tickets zijn gratis; er is geen betaling nodig.',
  },
  PAYMENT_NOT_NEEDED_FREE_LISTING: {
    status: 422,
    code: 'PAYMENT_CREATION_FAILED',
    message: 'Dit ticket wordt gratis doorgegeven; er is geen betaling nodig.',
  },
  /** SPEC §8's 'Payment creation failed' stays the title; the message says what the buyer can do. */
  PAYMENT_PROVIDER_FAILED: {
    status: 502,
    message:
      'Betalen met deze methode lukt nu niet. Je tickets blijven gereserveerd: kies een andere betaalmethode of probeer het opnieuw.',
    error: 'Payment creation failed',
  },
  PAYMENT_NOT_FOUND: { status: 404, code: 'NOT_FOUND', message: 'Betaling niet gevonden' },
  WEBHOOK_SIGNATURE_INVALID: { status: 401, message: 'Ongeldige handtekening' },

  // ── The organizer's orders ───────────────────────────────────────────────────────────────────────────────
  ORDER_NOT_FOUND: { status: 404, message: 'Bestelling niet gevonden' },
  ORDER_CLAIM_OTHER_ADDRESS: {
    status: 403,
    message: 'Deze tickets zijn naar een ander e-mailadres gestuurd. Log in met het account van dat adres om ze te bewaren.',
    error: 'Ander e-mailadres',
  },
  INVOICE_NOT_FOUND: { status: 404, code: 'NOT_FOUND', message: 'Factuur niet gevonden' },
  ORDER_HAS_NO_INVOICE: {
    status: 404,
    code: 'NOT_FOUND',
    message: 'Deze bestelling heeft (nog) geen factuur: die volgt zodra ze betaald is.',
  },
  ORDER_NOT_CANCELLABLE: { status: 409, message: 'Deze bestelling kan niet geannuleerd worden.' },
  RESALE_ORDER_NOT_CANCELLABLE: {
    status: 409,
    code: 'ORDER_NOT_CANCELLABLE',
    message: 'Een Ticketswitch-doorverkoop kan hier niet geannuleerd worden.',
  },
  PAID_ORDER_NOT_CANCELLABLE: {
    status: 409,
    code: 'ORDER_NOT_CANCELLABLE',
    message: 'Een betaalde bestelling kan hier niet geannuleerd worden; het geld moet terug naar de koper.',
  },
  ORDER_AWAITS_REFUND: {
    status: 409,
    code: 'ORDER_NOT_CANCELLABLE',
    message: 'Voor deze bestelling is betaald: markeer haar als terugbetaald zodra het geld terug is.',
  },
  ORDER_ALREADY_ENDED: { status: 409, code: 'ORDER_NOT_CANCELLABLE', message: 'Deze bestelling is al geannuleerd of verlopen.' },
  ORDER_TICKET_CHECKED_IN: { status: 409, code: 'ORDER_NOT_CANCELLABLE', message: 'Een ticket van deze bestelling is al ingecheckt.' },
  ORDER_NOT_REFUNDABLE: { status: 409, message: 'Deze bestelling hoeft niet terugbetaald te worden.' },
  ORDER_ALREADY_REFUNDED: { status: 409, code: 'ORDER_NOT_REFUNDABLE', message: 'Deze bestelling is al als terugbetaald gemarkeerd.' },
  ORDER_HAS_NO_TICKETS: { status: 409, message: 'Deze bestelling heeft (nog) geen geldige tickets.' },
  ORDER_EVENT_CANCELLED: {
    status: 409,
    message: 'Dit evenement is geannuleerd: de tickets zijn niet meer geldig en worden niet opnieuw verstuurd.',
  },

  // ── Refunds of an order or some of its tickets (api/services/orders/refund_service.ts) ──────────────────────
  REFUND_NOT_FOUND: { status: 404, message: 'Terugbetaling niet gevonden' },
  REFUND_ORDER_NOT_PAID: {
    status: 409,
    code: 'ORDER_NOT_REFUNDABLE',
    message: 'Alleen een betaalde bestelling kan terugbetaald worden; een gratis of onbetaalde bestelling annuleer je.',
  },
  REFUND_RESALE_ORDER: {
    status: 409,
    code: 'ORDER_NOT_REFUNDABLE',
    message: 'Een Ticketswitch-doorverkoop wordt via de terugbetalingslijst van de beheerder terugbetaald.',
  },
  REFUND_AWAITS_MANUAL: {
    status: 409,
    code: 'ORDER_NOT_REFUNDABLE',
    message: 'Voor deze bestelling staat al een terugbetaling open: markeer haar als terugbetaald zodra het geld terug is.',
  },
  REFUND_NOTHING_LEFT: { status: 409, code: 'ORDER_NOT_REFUNDABLE', message: 'Alle tickets van deze bestelling zijn al terugbetaald.' },
  REFUND_TICKET_NOT_IN_ORDER: { status: 422, code: 'VALIDATION_ERROR', message: 'Ticket {ticketId} hoort niet bij deze bestelling.' },
  REFUND_TICKET_ALREADY_REFUNDED: {
    status: 409,
    code: 'TICKET_ALREADY_REFUNDED',
    message: 'Ticket {ticketId} is al terugbetaald of wordt nu terugbetaald.',
  },
  REFUND_TICKET_CHECKED_IN: {
    status: 409,
    code: 'TICKET_CHECKED_IN',
    message: 'Ticket {ticketId} is al ingecheckt en kan niet meer terugbetaald worden.',
  },
  REFUND_TICKET_NOT_VALID: { status: 409, code: 'ORDER_NOT_REFUNDABLE', message: 'Ticket {ticketId} is niet (meer) geldig.' },
  REFUND_EXCEEDS_PAID: { status: 409, code: 'ORDER_NOT_REFUNDABLE', message: 'Meer terugbetalen dan er betaald is kan niet.' },
  REFUND_NOT_RETRYABLE: { status: 409, message: 'Alleen een mislukte terugbetaling kan opnieuw geprobeerd worden.' },
  REFUND_BUSY: { status: 409, message: 'Deze bestelling wordt op dit moment door iemand anders bijgewerkt. Probeer het zo opnieuw.' },
  /** A refund's failure reason when the order has no provider payment to refund. */
  REFUND_NO_PROVIDER_PAYMENT: { message: 'Geen betaling bij de provider gevonden om terug te boeken.' },
  /** The reason recorded on the refunds a cancelled event's job makes. */
  REFUND_REASON_EVENT_CANCELLED: { message: 'Evenement geannuleerd' },
  /** A refund's failure reason when the provider refused or did not answer (the provider's words after the colon). */
  REFUND_PROVIDER_REFUSED: { message: 'De betaalprovider weigerde de terugbetaling of antwoordde niet: {detail}' },

  // ── A buyer cancelling their own order within the event's policy (domain/buyer_cancellation.ts) ─────────
  CANCEL_NOT_ALLOWED: { status: 409, message: 'De organisator staat annuleren voor dit evenement niet toe.' },
  CANCEL_TOO_LATE: {
    status: 409,
    message: 'Annuleren kon tot {deadline}. Dat moment is voorbij; neem contact op met de organisator.',
  },
  CANCEL_EVENT_CANCELLED: {
    status: 409,
    message: 'Dit evenement is geannuleerd. Je geld komt vanzelf terug; je hoeft niets te doen.',
  },
  CANCEL_ORDER_NOT_CANCELLABLE: {
    status: 409,
    message: 'Deze bestelling kan niet (meer) geannuleerd worden.',
  },
  CANCEL_NOTHING_LEFT: {
    status: 409,
    message: 'Er zijn geen tickets meer om te annuleren: ze zijn al terugbetaald, doorgegeven of doorverkocht.',
  },
  CANCEL_AT_COUNTER: {
    status: 409,
    message: 'Deze bestelling is aan een verkooppunt betaald. Annuleren en je geld terugkrijgen kan alleen daar.',
  },
  CANCEL_TICKET_CHECKED_IN: {
    status: 409,
    message: 'Een ticket van deze bestelling is al ingecheckt; annuleren kan niet meer.',
  },
  /** 201 after a paid order's cancellation: the refund went through. */
  CANCEL_REFUNDED: { message: 'Je bestelling is geannuleerd. {amount} wordt teruggestort.' },
  /** 201 after a paid order's cancellation whose refund the provider did not make yet (the organizer tries again). */
  CANCEL_REFUND_PENDING: {
    message:
      'Je annulering is ontvangen. De terugbetaling van {amount} is nog niet gelukt; de organisator zorgt ervoor dat je geld terugkomt.',
  },
  /** 201 after a paid order's cancellation under a policy that keeps everything. */
  CANCEL_NOTHING_BACK: {
    message: 'Je bestelling is geannuleerd. Volgens het annuleringsbeleid van de organisator wordt er niets teruggestort.',
  },
  /** 201 after a free registration was cancelled. */
  CANCEL_FREE_DONE: { message: 'Je aanmelding is geannuleerd. Je plaats is vrijgegeven voor iemand anders.' },
  /** The reason recorded on a buyer's cancellation when they gave none. */
  CANCEL_REASON_DEFAULT: { message: 'Geannuleerd door de koper' },
  BUYER_CANCELLATION_HOURS_RANGE: { message: 'Kies een aantal uren van 0 tot en met {max}' },
  BUYER_CANCELLATION_KEEP_RANGE: { message: 'Kies een percentage van 0 tot en met 100 (hooguit twee decimalen)' },
  REMINDER_HOURS_RANGE: { message: 'Kies een aantal uren van 1 tot en met {max}' },

  // ── Creating and editing events (api/services/events/) ─────────────────────────────────────────
  EVENT_RULE: { status: 422, message: 'Controleer de gegevens van het evenement.' },
  EVENT_INCOMPLETE: { status: 422, message: 'Het evenement is nog niet compleet om te publiceren.' },
  EVENT_DATES_KEPT_AFTER_SALES: {
    status: 422,
    code: 'EVENT_RULE',
    message: 'Voor dit evenement zijn al tickets verkocht: het houdt een begin- en einddatum.',
  },
  EVENT_ORGANIZER_REQUIRED: { status: 422, code: 'VALIDATION_ERROR', message: 'Kies voor welke organisator het evenement is.' },
  EVENT_UNPUBLISH_REASON_REQUIRED: {
    status: 422,
    code: 'VALIDATION_ERROR',
    message: 'Geef een reden op: de organisator krijgt die per e-mail.',
  },
  EVENT_CANCELLED: { status: 409, message: 'Dit evenement is geannuleerd en kan niet meer worden gewijzigd.' },
  EVENT_HELD_BY_PLATFORM: {
    status: 409,
    message: 'Een beheerder heeft dit evenement offline gehaald. Neem contact op met het platform om het weer te publiceren.',
  },
  // Publishing waits for the venue's operator (api/services/events/venue_publish_rule.ts).
  EVENT_AWAITS_VENUE_CONFIRMATION: {
    status: 409,
    message: 'De venue heeft je datum nog niet bevestigd. Je kunt publiceren zodra de venue je aanvraag bevestigt.',
    error: 'Wacht op de venue',
  },
  EVENT_VENUE_BOOKING_REJECTED: {
    status: 409,
    message: 'De venue heeft je aanvraag voor deze datum afgewezen. Kies een andere venue of datum om te kunnen publiceren.',
    error: 'Venue heeft afgewezen',
  },
  /** The audit history's reason when a rejected day takes a public event back to draft. */
  EVENT_WITHDRAWN_VENUE_REJECTED: { message: 'De venue heeft de datum afgewezen; het evenement is weer een concept.' },
  TICKET_TYPE_CHANGED: {
    status: 409,
    message: 'Dit tickettype is intussen door iemand anders gewijzigd. Laad de pagina opnieuw en probeer het nog eens.',
    error: 'Gewijzigd door iemand anders',
  },
  MAX_QUANTITY_BELOW_TAKEN: { status: 409, message: 'Het maximum kan niet lager zijn dan wat al verkocht en vastgehouden is.' },
  MAX_QUANTITY_BELOW_SOLD_AND_HELD: {
    status: 409,
    code: 'MAX_QUANTITY_BELOW_TAKEN',
    message: 'Het maximum kan niet lager dan {minimum}: {sold} verkocht en {held} vastgehouden.',
  },
  // The event rules of domain/event_status.ts, one text per rule code, per field in a 422.
  EVENT_END_BEFORE_START: { message: 'De einddatum en -tijd moeten na de start liggen.' },
  EVENT_SALE_END_AFTER_EVENT: { message: 'De verkoop kan niet later eindigen dan het evenement zelf.' },
  EVENT_SALE_END_BEFORE_START: { message: 'Het einde van de verkoop moet na het begin van de verkoop liggen.' },
  EVENT_MAX_PER_USER_REQUIRED: { message: 'Geef aan hoeveel tickets één persoon maximaal mag kopen.' },
  EVENT_VENUE_NOT_BOOKABLE: { message: 'Kies een goedgekeurde en actieve venue.' },
  EVENT_CAPACITY_EXCEEDED: { message: 'Alle tickettypes samen hebben {total} plaatsen; {venue} heeft er maximaal {capacity}.' },
  EVENT_TITLE_REQUIRED: { message: 'Geef het evenement een titel.' },
  EVENT_CATEGORY_REQUIRED: { message: 'Kies een categorie.' },
  EVENT_DATES_REQUIRED: { message: 'Kies de datum en tijden van het evenement.' },
  EVENT_VENUE_REQUIRED: { message: 'Kies een venue.' },
  EVENT_TICKET_TYPE_REQUIRED: { message: 'Voeg minstens één actief tickettype toe.' },

  // ── Managing venues ──────────────────────────────────────────────────────────────────────────────────────
  VENUE_FIELDS: { status: 422, message: 'Controleer de gegevens van de venue.' },
  VENUE_UNKNOWN_FACILITY: { status: 422, code: 'VENUE_FIELDS', message: 'Kies alleen faciliteiten uit de lijst.' },
  VENUE_AWAITS_APPROVAL: { message: 'Je venue is aangemeld en wacht op goedkeuring door een beheerder.' },
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
  VENUE_BOOKING_ALREADY_CONFIRMED: {
    status: 409,
    code: 'VENUE_BOOKING_ALREADY_ANSWERED',
    message: 'Deze aanvraag is al bevestigd.',
    error: 'Al beantwoord',
  },
  VENUE_BOOKING_ALREADY_REJECTED: {
    status: 409,
    code: 'VENUE_BOOKING_ALREADY_ANSWERED',
    message: 'Deze aanvraag is al afgewezen.',
    error: 'Al beantwoord',
  },
  VENUE_BOOKING_DAY_TAKEN: {
    status: 409,
    message:
      'Deze venue is op die dag al bevestigd voor een andere aanvraag. Wijs deze aanvraag af, of trek eerst de andere bevestiging in.',
    error: 'Datum al bezet',
  },
  /** `{date}` as the booking shows it ('zaterdag 28 november 2026'). */
  VENUE_BOOKING_DATE_TAKEN: {
    status: 409,
    code: 'VENUE_BOOKING_DAY_TAKEN',
    message:
      'Deze venue is op {date} al bevestigd voor een andere aanvraag. Wijs deze aanvraag af, of trek eerst de andere bevestiging in.',
    error: 'Datum al bezet',
  },
  VENUE_BOOKING_DATE_TAKEN_BY_EVENT: {
    status: 409,
    code: 'VENUE_BOOKING_DAY_TAKEN',
    message: 'Deze venue is op {date} al bevestigd voor ‘{event}’. Wijs deze aanvraag af, of trek eerst de andere bevestiging in.',
    error: 'Datum al bezet',
  },

  // ── Image uploads (POST /api/uploads); the size and pixel limits come from config/uploads.ts ─────────────
  UPLOAD_MISSING: { status: 422, message: 'Kies een afbeelding om te uploaden.', error: 'Geen afbeelding' },
  UPLOAD_TYPE_NOT_ALLOWED: {
    status: 422,
    message: 'Dit bestand is geen JPEG-, PNG- of WebP-afbeelding. Kies een foto in een van die formaten.',
    error: 'Bestandstype niet toegestaan',
  },
  UPLOAD_TOO_LARGE: { status: 413, message: 'Deze afbeelding is te groot.', error: 'Bestand te groot' },
  /** `{megabytes}` in Dutch notation ('2,5'). */
  UPLOAD_LARGER_THAN: {
    status: 413,
    code: 'UPLOAD_TOO_LARGE',
    message: 'Deze afbeelding is te groot. Een afbeelding mag maximaal {megabytes} MB zijn.',
    error: 'Bestand te groot',
  },
  UPLOAD_TOO_MANY_PIXELS: { status: 422, message: 'Deze afbeelding heeft te veel pixels.', error: 'Afbeelding te groot' },
  UPLOAD_MORE_PIXELS_THAN: {
    status: 422,
    code: 'UPLOAD_TOO_MANY_PIXELS',
    message: 'Deze afbeelding heeft te veel pixels: maximaal {megapixels} megapixel. Verklein de foto en probeer het opnieuw.',
    error: 'Afbeelding te groot',
  },
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
  PROFILE_IMAGE_NOT_UPLOADED: {
    status: 422,
    code: 'VALIDATION_ERROR',
    message: 'Upload de profielfoto opnieuw: deze afbeelding is niet gevonden.',
  },

  // ── The admin's accounts (domain/user_admin_rules.ts names the rule) ─────────────────────────────────────
  USER_NOT_FOUND: { status: 404, message: 'Gebruiker niet gevonden' },
  USER_CHANGE_REFUSED: { status: 409, message: 'Deze wijziging van het account is niet mogelijk.' },
  SUB_ADMIN_ON_ADMIN: {
    status: 403,
    code: 'FORBIDDEN',
    message: 'Een sub-admin kan geen beheerdersaccounts wijzigen.',
    error: 'Toegang Geweigerd',
  },
  SUB_ADMIN_GRANTS_ADMIN: {
    status: 403,
    code: 'FORBIDDEN',
    message: 'Een sub-admin kan de rol Administrator niet toekennen.',
    error: 'Toegang Geweigerd',
  },
  OWN_ACCOUNT_CHANGE: {
    status: 409,
    code: 'USER_CHANGE_REFUSED',
    message: 'Je kunt je eigen rol niet wijzigen en jezelf niet deactiveren.',
  },
  LAST_FULL_ADMIN: {
    status: 409,
    code: 'USER_CHANGE_REFUSED',
    message: 'Dit is de laatste actieve beheerder met alle rechten; maak eerst een andere beheerder aan.',
  },
  ROLE_INVALID: { message: 'Kies een geldige rol.' },
  EMPLOYER_ORGANIZER_REQUIRED: { status: 422, code: 'VALIDATION_ERROR', message: 'Kies de organisator voor wie deze persoon werkt.' },
  EMPLOYER_AGENT_REQUIRED: { status: 422, code: 'VALIDATION_ERROR', message: 'Kies de agent voor wie deze persoon werkt.' },
  EMPLOYER_ORGANIZER_UNKNOWN: { status: 422, code: 'VALIDATION_ERROR', message: 'Dit is geen actieve organisator.' },
  EMPLOYER_AGENT_UNKNOWN: { status: 422, code: 'VALIDATION_ERROR', message: 'Dit is geen actieve agent.' },
  VERIFY_ORGANIZERS_ONLY: { status: 422, code: 'VALIDATION_ERROR', message: 'Alleen organisatoren kunnen geverifieerd worden.' },
  ORGANIZER_ROLE_IN_USE: {
    status: 409,
    code: 'USER_CHANGE_REFUSED',
    message: 'Deze organisator heeft evenementen of een team; die horen bij de rol Organisator. Kies daarom geen andere rol.',
  },
  VENUE_OPERATOR_ROLE_IN_USE: {
    status: 409,
    code: 'USER_CHANGE_REFUSED',
    message: 'Deze persoon beheert venues; die horen bij de rol Venue Eigenaar. Kies daarom geen andere rol.',
  },
  AGENT_ROLE_IN_USE: {
    status: 409,
    code: 'USER_CHANGE_REFUSED',
    message: 'Deze agent heeft een team; dat hoort bij de rol Agent. Kies daarom geen andere rol.',
  },
  ACCOUNT_EMAIL_TAKEN: { status: 422, code: 'VALIDATION_ERROR', message: 'Dit e-mailadres is al in gebruik.' },
  ACCOUNT_PHONE_TAKEN: { status: 422, code: 'VALIDATION_ERROR', message: 'Dit telefoonnummer is al in gebruik.' },

  // ── An organizer's or agent's team ───────────────────────────────────────────────────────────────────────
  TEAM_MEMBER_NOT_FOUND: { status: 404, code: 'NOT_FOUND', message: 'Teamlid niet gevonden' },
  TEAM_INVITATION_SENT_AGAIN: { message: 'De uitnodiging is opnieuw verstuurd; de vorige link werkt niet meer.' },
  TEAM_INVITATION_ACCEPTED: {
    status: 409,
    message:
      'Dit teamlid heeft de uitnodiging al aangenomen en een wachtwoord gekozen. Een nieuw wachtwoord vraagt het teamlid zelf aan via ‘Wachtwoord vergeten’.',
    error: 'Uitnodiging al aangenomen',
  },
  TEAM_INVITATION_MEMBER_DEACTIVATED: {
    status: 409,
    message: 'Dit teamlid is gedeactiveerd. Heractiveer het teamlid eerst.',
    error: 'Teamlid gedeactiveerd',
  },
  TEAM_INVITER_NOT_VERIFIED: {
    status: 403,
    message: 'Bevestig eerst het e-mailadres van je account; daarna kun je teamleden uitnodigen.',
    error: 'E-mailadres niet bevestigd',
  },
  TEAM_INVITATION_SENT: { message: 'Er is een e-mail verstuurd naar {email}.' },
  TEAM_PHONE_TAKEN: {
    status: 422,
    code: 'VALIDATION_ERROR',
    message: 'Dit telefoonnummer is al in gebruik. Kies een ander nummer voor dit teamlid.',
  },
  TEAM_ROLE_INVALID: { message: 'Kies een rol: manager, loket medewerker of scanner.' },
  TEAM_FOREIGN_EVENTS: { status: 422, code: 'VALIDATION_ERROR', message: 'Je kunt alleen je eigen evenementen kiezen.' },
  TEAM_FOREIGN_TICKET_TYPES: {
    status: 422,
    code: 'VALIDATION_ERROR',
    message: 'Je kunt alleen tickettypes van je eigen evenementen kiezen.',
  },
  AGENT_TEAM_ROLE_INVALID: { message: 'Kies een rol: agent manager of agent loketmedewerker.' },
  AGENT_TEAM_FOREIGN_EVENTS: {
    status: 422,
    code: 'VALIDATION_ERROR',
    message:
      'Je kunt alleen evenementen kiezen van organisatoren met wie je een goedgekeurd partnerschap hebt, en binnen de rechten van dat partnerschap.',
  },

  // ── Agents: partnerships, notifications, settlements ─────────────────────────────────────────────────────
  AGENT_NOT_FOUND: { status: 404, message: 'Agent niet gevonden' },
  AGENT_NOT_PARTNERED: {
    status: 422,
    message: 'Met deze agent heb je geen (vroegere) samenwerking. Alleen een partner-agent kan met je afrekenen.',
    error: 'Geen partner',
  },
  SETTLEMENT_DATE_IN_FUTURE: {
    status: 422,
    message: 'De datum van de betaling ligt in de toekomst.',
    error: 'Datum in de toekomst',
  },
  PARTNERSHIP_NOT_FOUND: { status: 404, message: 'Partnerschap niet gevonden' },
  PARTNERSHIP_ALREADY_OPEN: {
    status: 409,
    message: 'Je hebt al een openstaand verzoek of actief partnerschap met deze organisator.',
    error: 'Verzoek bestaat al',
  },
  PARTNERSHIP_TRANSITION: { status: 409, message: 'Deze wijziging is niet mogelijk in de huidige status van het partnerschap.' },
  PARTNERSHIP_ORGANIZER_NOT_FOUND: { status: 422, code: 'VALIDATION_ERROR', message: 'Organisator niet gevonden' },
  PARTNERSHIP_NOTHING_TO_UPDATE: { status: 422, code: 'VALIDATION_ERROR', message: 'Geef nieuwe rechten of een nieuwe commissie op.' },
  PARTNERSHIP_COMMISSION_INVALID: {
    status: 422,
    code: 'VALIDATION_ERROR',
    message: 'De commissie moet tussen 0 en 100 procent liggen, met hoogstens twee decimalen.',
  },
  NOTIFICATION_NOT_FOUND: { status: 404, message: 'Notificatie niet gevonden' },
  // An agent's notification as its row stores it (SPEC §3): a title, a message naming the organizer, and the
  // organizer's own words after the note (the back office reads a stored message back with the same words).
  NOTIFICATION_APPROVED_TITLE: { message: 'Partnerschap goedgekeurd' },
  NOTIFICATION_APPROVED: { message: '{organizer} heeft je partnerschapsverzoek goedgekeurd. Je kunt nu tickets verkopen.' },
  NOTIFICATION_REJECTED_TITLE: { message: 'Partnerschap afgewezen' },
  NOTIFICATION_REJECTED: { message: '{organizer} heeft je partnerschapsverzoek afgewezen.' },
  NOTIFICATION_TERMINATED_TITLE: { message: 'Partnerschap beëindigd' },
  NOTIFICATION_TERMINATED: {
    message: '{organizer} heeft het partnerschap beëindigd. Je kunt geen tickets meer verkopen voor deze organisator.',
  },
  NOTIFICATION_PERMISSIONS_UPDATED_TITLE: { message: 'Rechten bijgewerkt' },
  NOTIFICATION_PERMISSIONS_UPDATED: { message: '{organizer} heeft je verkooprechten of commissie gewijzigd.' },
  NOTIFICATION_NOTE: { message: ' Bericht: "{note}"' },

  // ── Cash shifts at the loket ─────────────────────────────────────────────────────────────────────────────
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
  /** `{amount}` and `{expected}` as formatSrd writes them. */
  LOKET_SHIFT_COUNTED_SHORT: {
    status: 422,
    code: 'LOKET_SHIFT_NOTE_REQUIRED',
    message: 'Er is {amount} te weinig geteld (verwacht: {expected}). Geef een toelichting op het verschil.',
    error: 'Toelichting verplicht',
  },
  LOKET_SHIFT_COUNTED_OVER: {
    status: 422,
    code: 'LOKET_SHIFT_NOTE_REQUIRED',
    message: 'Er is {amount} te veel geteld (verwacht: {expected}). Geef een toelichting op het verschil.',
    error: 'Toelichting verplicht',
  },
  LOKET_SHIFT_NO_ORGANIZER: {
    status: 403,
    message: 'Je account hoort niet bij een organisator, dus je kunt geen kassadienst openen.',
    error: 'Toegang Geweigerd',
  },

  // ── Counter sales, loket and agents (domain/counter_sale.ts names the rule) ──────────────────────────────
  COUNTER_NO_OPEN_SHIFT: { status: 409, message: 'Open eerst je kassadienst voordat je verkoopt.', error: 'Geen open kassadienst' },
  COUNTER_SALE_NOT_FOUND: { status: 404, message: 'Verkoop niet gevonden' },
  COUNTER_TENDERED_TOO_LOW: {
    status: 422,
    code: 'VALIDATION_ERROR',
    message: 'Het ontvangen bedrag is lager dan het totaal. Er is niets verkocht.',
  },
  COUNTER_TENDERED_REQUIRED: { status: 422, code: 'VALIDATION_ERROR', message: 'Vul het ontvangen bedrag in voor een contante betaling.' },
  COUNTER_EVENT_NOT_ALLOWED: {
    status: 403,
    code: 'FORBIDDEN',
    message: 'Je mag voor dit evenement niet verkopen. Er is niets verkocht.',
    error: 'Toegang Geweigerd',
  },
  COUNTER_TYPE_NOT_ALLOWED: {
    status: 403,
    code: 'FORBIDDEN',
    message: 'Je mag dit tickettype niet verkopen. Er is niets verkocht.',
    error: 'Toegang Geweigerd',
  },
  COUNTER_NO_PARTNERSHIP: {
    status: 403,
    code: 'FORBIDDEN',
    message: 'Je hebt geen goedgekeurd partnerschap met deze organisator. Er is niets verkocht.',
    error: 'Toegang Geweigerd',
  },
  COUNTER_EVENT_NOT_ON_SALE: { status: 409, code: 'SALE_NOT_OPEN', message: 'Dit evenement is niet (meer) te koop.' },
  COUNTER_CONTACT_NEEDED: {
    status: 422,
    code: 'VALIDATION_ERROR',
    message: 'Vul een e-mailadres of WhatsApp-nummer in om de tickets te versturen.',
  },

  // ── Checking tickets in ──────────────────────────────────────────────────────────────────────────────────
  TICKET_NOT_FOUND: { status: 404, message: 'Ticket niet gevonden' },
  NOT_CHECKED_IN: { status: 409, message: 'Dit ticket is niet ingecheckt.' },
  CHECK_IN_NONCE_REUSED: { status: 409, message: 'Dit scan-kenmerk (nonce) is al gebruikt voor een andere code. Scan opnieuw.' },
  CHECK_IN_BUSY: { status: 409, message: 'Deze scan wordt nog verwerkt. Probeer het opnieuw.' },

  // ── Contact forms (SPEC §5 "Contact forms", §8 "Contact" gives the titles) ───────────────────────────────
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
  CONTACT_MESSAGE_SENT: { message: 'Bericht verzonden!' },
  CONTACT_FIRST_NAME_REQUIRED: { message: 'Voornaam is verplicht' },
  CONTACT_LAST_NAME_REQUIRED: { message: 'Achternaam is verplicht' },
  CONTACT_EMAIL_INVALID: { message: 'Ongeldig email adres' },
  CONTACT_PHONE_REQUIRED: { message: 'Telefoonnummer is verplicht' },
  CONTACT_PHONE_FORMAT: { message: 'Telefoonnummer moet beginnen met + en alleen cijfers bevatten' },
  CONTACT_SUBJECT_REQUIRED: { message: 'Onderwerp is verplicht' },
  CONTACT_MESSAGE_TOO_SHORT: { message: 'Bericht moet minimaal 10 tekens bevatten' },
  CONTACT_CAPTCHA_REQUIRED: { message: 'reCAPTCHA verificatie is verplicht' },
  CONTACT_TOO_LONG: { message: 'Maximaal {{ max }} tekens' },

  // ── Reviews (the contract: domain/reviews.ts) ────────────────────────────────────────────────────────────
  REVIEW_SUBMITTED: { message: 'Bedankt voor je feedback!' },
  REVIEW_RATING_REQUIRED: {
    status: 422,
    message: 'Selecteer alsjeblieft een beoordeling van 1 tot 5 sterren',
    error: 'Beoordeling Vereist',
  },
  REVIEW_TARGET_REQUIRED: { status: 422, message: 'Het id van wat je beoordeelt ontbreekt' },
  /** SPEC §5's own English message. */
  REVIEW_TARGET_ID_REQUIRED: {
    status: 422,
    code: 'REVIEW_TARGET_REQUIRED',
    message: '{field} is required when reviewType is {reviewType}',
  },
  REVIEW_TARGET_NOT_FOUND: { status: 404, message: 'Wat je wilt beoordelen bestaat niet (meer).' },
  REVIEW_SIGN_IN_REQUIRED: { status: 401, message: 'Log in om een review te schrijven.', error: 'Niet ingelogd' },
  REVIEW_EVENT_NOT_STARTED: { status: 403, message: 'Je kunt dit event beoordelen zodra het begonnen is.' },
  REVIEW_NO_TICKET: { status: 403, message: 'Alleen bezoekers met een ticket voor dit event kunnen het beoordelen.' },
  REVIEW_NOT_ATTENDED: { status: 403, message: 'Je kunt alleen beoordelen waar je een event hebt bezocht.' },
  REVIEW_NO_BOOKING: { status: 403, message: 'Je kunt alleen organisatoren beoordelen die een event in jouw venue hebben gehouden.' },
  REVIEW_VENUE_OPERATORS_ONLY: { status: 403, message: 'Alleen venue-beheerders kunnen een organisator beoordelen.' },
  REVIEW_OWN_TARGET: { status: 403, message: 'Je kunt je eigen event, venue of organisatie niet beoordelen.' },
  REVIEW_ALREADY_EXISTS: { status: 409, message: 'Je hebt dit al beoordeeld.' },
  REVIEW_INVITE_NOT_FOUND: { status: 404, message: 'Deze reviewlink bestaat niet. Controleer of je de volledige link hebt gebruikt.' },
  REVIEW_INVITE_EXPIRED: { status: 410, message: 'Deze reviewlink is verlopen.', error: 'Link verlopen' },
  REVIEW_INVITE_USED: { status: 410, message: 'Met deze reviewlink is al een review geschreven.', error: 'Link al gebruikt' },
  REVIEW_INVITE_MISMATCH: { status: 422, message: 'Deze reviewlink hoort bij iets anders dan wat je beoordeelt.' },
  REVIEW_NOT_FOUND: { status: 404, message: 'Review niet gevonden' },
  REVIEW_REASON_REQUIRED: { status: 422, message: 'Geef een reden op om een review af te wijzen of te verbergen.' },
  REVIEW_MODERATION_INVALID: { status: 409, message: 'Deze review kan niet zo behandeld worden in zijn huidige status.' },
  REVIEW_RESPONSE_EXISTS: { status: 409, message: 'Op deze review is al gereageerd.' },
  REVIEW_RESPONSE_CLOSED: { status: 409, message: 'De termijn om op deze review te reageren is verlopen.' },
  REVIEW_RESPONSE_NOT_PUBLISHED: { status: 409, message: 'Je kunt pas reageren als de review gepubliceerd is.' },
  REVIEW_RESPONSE_REQUIRED: { status: 422, message: 'Schrijf een reactie.' },
  /** SPEC §5's own English messages for a malformed submission. */
  REVIEW_TYPE_INVALID: { status: 422, code: 'VALIDATION_ERROR', message: 'reviewType must be one of event, organizer, venue' },
  REVIEW_COMMENT_NOT_TEXT: { status: 422, code: 'VALIDATION_ERROR', message: 'comment must be text' },
  REVIEW_ANONYMOUS_NOT_BOOLEAN: { status: 422, code: 'VALIDATION_ERROR', message: 'isAnonymous must be true or false' },
  REVIEW_COMMENT_TOO_LONG: { status: 422, code: 'VALIDATION_ERROR', message: 'Je review mag maximaal {max} tekens lang zijn.' },
  REVIEW_GUEST_NAME_TOO_LONG: { status: 422, code: 'VALIDATION_ERROR', message: 'Je naam mag maximaal {max} tekens lang zijn.' },

  // ── Ticketswitch (the contract: domain/ticketswitch.ts) ──────────────────────────────────────────────────
  TICKETSWITCH_LISTED: { message: 'Je ticket staat op Ticketswitch.' },
  TICKETSWITCH_WITHDRAWN: { message: 'Je ticket is van Ticketswitch gehaald.' },
  TICKETSWITCH_TICKET_NOT_FOUND: { status: 404, message: 'Ticket niet gevonden' },
  TICKETSWITCH_NOT_YOURS: { status: 403, message: 'Je kunt alleen je eigen tickets doorverkopen.', error: 'Toegang Geweigerd' },
  TICKETSWITCH_EVENT_STARTED: { status: 409, message: 'Dit evenement is al begonnen; doorverkopen kan niet meer.' },
  TICKETSWITCH_DISABLED: { status: 409, message: 'De organisator heeft doorverkoop voor dit evenement uitgezet.' },
  TICKETSWITCH_TICKET_NOT_VALID: { status: 409, message: 'Dit ticket is niet (meer) geldig en kan niet worden doorverkocht.' },
  TICKETSWITCH_CHECKED_IN: { status: 409, message: 'Dit ticket is al ingecheckt en kan niet worden doorverkocht.' },
  TICKETSWITCH_ALREADY_LISTED: { status: 409, message: 'Dit ticket staat al op Ticketswitch.' },
  TICKETSWITCH_PRICE_ABOVE_CAP: { status: 422, message: 'De prijs mag niet hoger zijn dan wat je voor het ticket betaalde' },
  /** `{cap}` as formatSrd writes it. */
  TICKETSWITCH_PRICE_ABOVE: {
    status: 422,
    code: 'TICKETSWITCH_PRICE_ABOVE_CAP',
    message: 'De prijs mag niet hoger zijn dan wat je voor het ticket betaalde ({cap}).',
  },
  TICKETSWITCH_PRICE_INVALID: { status: 422, code: 'VALIDATION_ERROR', message: 'Vul een geldige prijs in (bijv. 150 of 150.00)' },
  TICKETSWITCH_PAYOUT_DETAILS_REQUIRED: {
    status: 422,
    code: 'VALIDATION_ERROR',
    message: 'Vul in waar we je geld naartoe mogen overmaken (rekeningnummer of Uni5Pay+-nummer)',
  },
  TICKETSWITCH_LISTING_NOT_FOUND: { status: 404, message: 'Dit aanbod bestaat niet (meer).' },
  TICKETSWITCH_LISTING_UNAVAILABLE: { status: 409, message: 'Dit ticket is net door iemand anders gekocht of van Ticketswitch gehaald.' },
  TICKETSWITCH_LISTING_HELD: { status: 409, message: 'Iemand is dit ticket nu aan het kopen. Probeer het over 20 minuten opnieuw.' },
  TICKETSWITCH_OWN_LISTING: { status: 409, message: 'Je kunt je eigen ticket niet terugkopen; haal het van Ticketswitch.' },
  TICKETSWITCH_PAYOUT_NOT_OWED: { status: 409, message: 'Voor dit aanbod staat geen uitbetaling open.' },
  TICKETSWITCH_PAYOUT_TOO_EARLY: { status: 409, message: 'Uitbetalen kan pas na afloop van het evenement.' },
  TICKETSWITCH_PAYOUT_MARKED_PAID: { message: 'Uitbetaling gemarkeerd als betaald.' },

  // ── Passing a ticket on to a friend, and lost tickets sent again (domain/ticket_transfer.ts) ────────────────
  TRANSFER_DONE: { message: 'Je ticket is doorgegeven aan {name}. Het nieuwe ticket is naar hem of haar verstuurd.' },
  TRANSFER_TICKET_NOT_FOUND: { status: 404, code: 'NOT_FOUND', message: 'Ticket niet gevonden' },
  TRANSFER_TICKET_NOT_VALID: { status: 409, message: 'Dit ticket is niet (meer) geldig en kan niet worden doorgegeven.' },
  TRANSFER_ALREADY_TRANSFERRED: { status: 409, message: 'Dit ticket is al doorgegeven.' },
  TRANSFER_CHECKED_IN: { status: 409, message: 'Dit ticket is al ingecheckt en kan niet meer worden doorgegeven.' },
  TRANSFER_EVENT_CANCELLED: { status: 409, message: 'Dit evenement is geannuleerd; doorgeven kan niet.' },
  TRANSFER_EVENT_STARTED: { status: 409, message: 'Dit evenement is al begonnen; doorgeven kan niet meer.' },
  TRANSFER_DISABLED: { status: 409, message: 'De organisator staat doorgeven voor dit evenement niet toe.' },
  TRANSFER_LIMIT_REACHED: { status: 409, message: 'Dit ticket is al zo vaak doorgegeven als de organisator toestaat ({max}).' },
  TRANSFER_LISTED: { status: 409, message: 'Dit ticket staat op Ticketswitch. Haal het er eerst af om het door te geven.' },
  TRANSFER_CONTACT_METHOD: { status: 422, code: 'VALIDATION_ERROR', message: 'Kies e-mail of WhatsApp' },
  TRANSFER_WHATSAPP_OFF: { status: 422, code: 'VALIDATION_ERROR', message: 'Versturen via WhatsApp is nu niet mogelijk; kies e-mail.' },
  MAX_TRANSFERS_PER_TICKET_RANGE: { message: 'Kies een aantal van 0 tot en met {max}' },
  TICKETS_RESENT_IF_KNOWN: {
    message: 'Als er bij dit adres of nummer tickets horen, hebben we ze er opnieuw naartoe gestuurd.',
  },
  RESEND_CONTACT_REQUIRED: { status: 422, code: 'VALIDATION_ERROR', message: 'Vul je e-mailadres of telefoonnummer in' },

  // ── The waiting list of a sold-out ticket type (docs/buying.md#waiting-list) ──────────────────────────────
  WAITING_LIST_NOT_SOLD_OUT: {
    status: 409,
    message: 'Er zijn nog {available} tickets van {ticketType} te koop: je kunt ze nu kopen.',
  },
  WAITING_LIST_NOT_ONLINE: { status: 409, code: 'SALE_NOT_OPEN', message: '{ticketType} is niet online te koop.' },
  WAITING_LIST_QUANTITY: { status: 422, code: 'VALIDATION_ERROR', message: 'Kies 1 tot en met {max} tickets' },
  WAITING_LIST_ALREADY_WAITING: { status: 409, message: 'Je staat al op de wachtlijst voor {ticketType}.' },
  WAITING_LIST_OFFER_MINUTES_RANGE: { message: 'Kies een aanbodtijd van {min} tot en met {max} minuten' },
  WAITING_LIST_LINK_INVALID: { status: 404, code: 'NOT_FOUND', message: 'Deze wachtlijstlink klopt niet.' },
  WAITING_LIST_OFFER_TOO_MANY: {
    status: 409,
    code: 'TICKETS_UNAVAILABLE',
    message: 'Je aanbod van de wachtlijst is voor {offered} tickets van {ticketType}.',
  },

  // ── The waiting room of an on-sale (docs/waiting-room.md) ──────────────────────────────────────────────────
  ADMISSION_REQUIRED: { status: 403, message: 'Je bent nog niet aan de beurt. Wacht in de wachtrij tot je wordt toegelaten.' },
  QUEUE_PLACE_LOST: {
    status: 410,
    message: 'Je plek in de wachtrij is vervallen omdat je te lang weg was. Sluit opnieuw achter aan.',
  },
  QUEUE_NOT_FOUND: { status: 404, code: 'NOT_FOUND', message: 'Er is geen wachtrij voor dit evenement.' },
  ROOM_ENABLED_REQUIRED: { message: 'Geef aan of de wachtrij aan of uit staat' },
  ROOM_OPENS_AT_INVALID: { message: 'Geef het verkoopstartmoment als datum en tijd met tijdzone' },
  ROOM_RATE_RANGE: { message: "Kies {min} tot en met {max} toelatingen per minuut, of 'auto'" },
  ROOM_WINDOW_RANGE: { message: 'Kies een willekeurig venster van {min} tot en met {max} minuten' },
  QUEUE_DEVICE_INVALID: { message: 'Ongeldig apparaat-id (16 tot 64 tekens: letters, cijfers, - of _)' },
  ADMISSION_TOKEN_INVALID: { message: 'Ongeldig toelatingsbewijs' },

  // ── Organizer statements and payouts (docs/payouts.md) ─────────────────────────────────────────────────────
  PAYOUT_AMOUNT_TOO_LARGE: { message: 'Het bedrag mag niet hoger zijn dan {max}' },
  PAYOUT_REFERENCE_REQUIRED: { message: 'Vul de referentie van de bankoverboeking in' },
  PAYOUT_REFERENCE_TOO_LONG: { message: 'De referentie mag hoogstens {max} tekens hebben' },
  PAYOUT_NOTE_TOO_LONG: { message: 'De notitie mag hoogstens {max} tekens hebben' },
  PAYOUT_NOTHING_OWED: { status: 409, message: 'Er staat voor deze organisator niets open om uit te betalen.', error: 'Niets open' },
  PAYOUT_BALANCE_CHANGED: {
    status: 409,
    message: 'Het saldo is intussen veranderd: er staat nu {balance} open. Vernieuw de pagina en probeer het opnieuw.',
    error: 'Saldo veranderd',
  },
  PAYOUT_MARKED_PAID: { message: 'Uitbetaling vastgelegd; de organisator krijgt een e-mail.' },

  // ── Likes and follows (SPEC §6: no following one's own venue or oneself) ─────────────────────────────────
  FOLLOW_OWN_VENUE: { status: 403, message: 'Je kunt je eigen venue niet volgen.', error: 'Toegang Geweigerd' },
  FOLLOW_SELF: { status: 403, message: 'Je kunt jezelf niet volgen.', error: 'Toegang Geweigerd' },
  // Amounts and rates the validators read exactly (domain/currency_rates.ts, loket_shift.ts, agent_figures.ts name the rule).
  RATE_NOT_A_NUMBER: { message: 'Koers moet een getal groter dan 0 zijn, zoals 40.5 of 0.025' },
  RATE_NOT_POSITIVE: { message: 'Koers moet groter dan 0 zijn' },
  RATE_TOO_MANY_DECIMALS: { message: `Koers mag hoogstens ${RATE_DECIMALS} decimalen hebben` },
  RATE_TOO_LARGE: { message: `Koers mag hoogstens ${RATE_MAX_INTEGER_DIGITS} cijfers voor de komma hebben` },
  AMOUNTS_NOT_A_LIST: { message: 'Geef bedragen van 0 of meer, gescheiden door komma’s, met een punt voor de decimalen (zoals 10.50,25)' },
  AMOUNTS_TOO_MANY: { message: `Hoogstens ${BATCH_MAX_AMOUNTS} bedragen per keer` },
  AMOUNTS_TOO_LARGE: { message: 'Een van de bedragen is te groot' },
  CASH_NOT_A_NUMBER: { message: 'Vul een bedrag in, zoals 250 of 250,50' },
  CASH_NEGATIVE: { message: 'Het bedrag kan niet negatief zijn' },
  CASH_TOO_MANY_DECIMALS: { message: 'Een bedrag heeft hoogstens 2 decimalen' },
  CASH_TOO_LARGE: { message: `Een bedrag heeft hoogstens ${SHIFT_MONEY_MAX_INTEGER_DIGITS} cijfers voor de komma` },
  SETTLEMENT_AMOUNT_INVALID: { message: 'Vul een geldig bedrag in, bijvoorbeeld 250,00' },
  SETTLEMENT_AMOUNT_NOT_POSITIVE: { message: 'Het bedrag moet groter zijn dan 0' },
  SETTLEMENT_AMOUNT_DECIMALS: { message: 'Gebruik hoogstens twee cijfers achter de komma' },
  /** `{max}` as formatSrd writes it. */
  SETTLEMENT_AMOUNT_TOO_LARGE: { message: 'Het bedrag mag niet hoger zijn dan {max}' },
  // The organizer's CSV exports: a yes or no cell.
  CSV_YES: { message: 'ja' },
  CSV_NO: { message: 'nee' },
  // Exports from templates (api/services/exports/); `{filter}` is one of the EXPORT_FILTER_* words below.
  EXPORT_TEMPLATE_NOT_FOUND: { status: 404, code: 'NOT_FOUND', message: 'Exportsjabloon niet gevonden' },
  EXPORT_TEMPLATE_NOT_ALLOWED: {
    status: 403,
    code: 'FORBIDDEN',
    message: 'Je mag dit exportsjabloon niet gebruiken.',
    error: 'Toegang Geweigerd',
  },
  EXPORT_FILTER_NOT_TAKEN: { status: 422, code: 'VALIDATION_ERROR', message: 'Dit exportsjabloon filtert niet op {filter}.' },
  EXPORT_FILTER_REQUIRED: { status: 422, code: 'VALIDATION_ERROR', message: 'Kies een {filter} voor dit exportsjabloon.' },
  EXPORT_FILTER_UNKNOWN: { status: 422, code: 'VALIDATION_ERROR', message: 'Onbekende {filter}: kies er een uit de lijst.' },
  EXPORT_RUN_NOT_FOUND: { status: 404, code: 'NOT_FOUND', message: 'Export niet gevonden' },
  EXPORT_NOT_READY: { status: 409, message: 'Deze export is nog niet klaar. Je krijgt een e-mail zodra hij klaar is.' },
  EXPORT_RUN_FAILED: { status: 409, message: 'Deze export is mislukt. Start hem opnieuw.' },
  EXPORT_EXPIRED: { status: 410, message: 'Deze export is verlopen. Start hem opnieuw.', error: 'Link verlopen' },
  EXPORT_FAILED_TEXT: { message: 'De export kon niet worden gemaakt.' },
  EXPORT_FILTER_FROM: { message: 'begindatum' },
  EXPORT_FILTER_TO: { message: 'einddatum' },
  EXPORT_FILTER_ORGANIZERID: { message: 'organisator' },
  EXPORT_FILTER_EVENTID: { message: 'evenement' },
  EXPORT_FILTER_AGENTID: { message: 'agent' },
  EXPORT_ENTRY_SALE: { message: 'verkoop' },
  EXPORT_ENTRY_REVERSAL: { message: 'terugdraaiing' },
  // A social link that is not on its network's own site (domain/social_links.ts).
  SOCIAL_LINK_FACEBOOK: { message: 'Voer een geldige Facebook-link in (https://www.facebook.com/…)' },
  SOCIAL_LINK_INSTAGRAM: { message: 'Voer een geldige Instagram-link in (https://www.instagram.com/…)' },
  SOCIAL_LINK_TIKTOK: { message: 'Voer een geldige TikTok-link in (https://www.tiktok.com/@…)' },
  SOCIAL_LINK_YOUTUBE: { message: 'Voer een geldige YouTube-link in (https://www.youtube.com/@…)' },
  SOCIAL_LINK_TWITTER: { message: 'Voer een geldige X (Twitter)-link in (https://x.com/…)' },
  SOCIAL_LINK_WHATSAPP: { message: 'Voer een geldige WhatsApp-link in (https://wa.me/597… of +597…)' },
  SOCIAL_LINK_WHATSAPP_GROUP: { message: 'Voer een geldige WhatsApp-groep-link in (https://chat.whatsapp.com/…)' },
  SOCIAL_LINK_TELEGRAM: { message: 'Voer een geldige Telegram-link in (https://t.me/…)' },
  SOCIAL_LINK_LINKEDIN: { message: 'Voer een geldige LinkedIn-link in (https://www.linkedin.com/company/…)' },
  LIKE_TARGET_TYPE_INVALID: { message: 'Ongeldig type: kies event, venue of organizer' },
  LIKE_TARGETS_INVALID: { message: `Ongeldige lijst: gebruik type:id, gescheiden door komma's (maximaal ${MAX_STATUS_TARGETS})` },

  // ── The admin's reference data, settings and mail templates ──────────────────────────────────────────────
  CATEGORY_NOT_FOUND: { status: 404, code: 'NOT_FOUND', message: 'Categorie niet gevonden' },
  CATEGORY_NAME_TAKEN: { status: 422, code: 'VALIDATION_ERROR', message: 'Er bestaat al een categorie met de naam "{name}"' },
  // ── Data retention (api/services/privacy/) ──
  RETENTION_POLICY_NOT_FOUND: { status: 404, code: 'NOT_FOUND', message: 'Bewaartermijn niet gevonden' },
  RETENTION_DAYS_OUT_OF_RANGE: {
    status: 422,
    code: 'VALIDATION_ERROR',
    message: 'De bewaartermijn moet tussen {min} en {max} dagen liggen',
  },
  RETENTION_RUN_BUSY: { status: 409, message: 'Er loopt al een opschoonrun. Probeer het straks opnieuw.' },
  FACILITY_NOT_FOUND: { status: 404, code: 'NOT_FOUND', message: 'Voorziening niet gevonden' },
  FACILITY_NAME_TAKEN: { status: 422, code: 'VALIDATION_ERROR', message: 'Er bestaat al een voorziening met de naam "{name}"' },
  EMAIL_TEMPLATE_NOT_FOUND: { status: 404, code: 'NOT_FOUND', message: "Er is geen e-mailsjabloon '{key}'." },
  EMAIL_TEMPLATE_LANGUAGE_UNKNOWN: { status: 404, code: 'NOT_FOUND', message: "Onbekende taal '{lang}': kies nl, en, es, fr of de." },
  // A refused e-mail template part (domain/email_templates.ts names the rule).
  TEMPLATE_PART_REQUIRED: { message: '{part} is verplicht.' },
  /** `{max}` in Dutch notation ('5.000'). */
  TEMPLATE_PART_TOO_LONG: { message: '{part} mag hoogstens {max} tekens hebben.' },
  TEMPLATE_PART_NOT_ONE_LINE: { message: '{part} moet op één regel passen.' },
  /** `{placeholder}` and `{known}` written as the admin types them: '{support}', '{name}, {site}'. */
  TEMPLATE_UNKNOWN_PLACEHOLDER: { message: '{part} bevat de onbekende plaatshouder {placeholder}. Deze e-mail kent: {known}.' },
  TEMPLATE_UNKNOWN_PLACEHOLDERS: { message: '{part} bevat onbekende plaatshouders {placeholders}. Deze e-mail kent: {known}.' },
  TEMPLATE_SUBJECT: { message: 'Onderwerp' },
  TEMPLATE_HEADING: { message: 'Kop' },
  TEMPLATE_BODY: { message: 'Tekst' },
  TEMPLATE_FOOTER: { message: 'Voettekst' },
  // A refused platform setting (domain/platform_settings_rules.ts names the rule and the setting).
  SETTING_REQUIRED: { message: '{label} is verplicht.' },
  SETTING_NOT_TEXT: { message: '{label} moet tekst zijn.' },
  SETTING_NOT_ONE_LINE: { message: '{label} moet op één regel passen.' },
  /** `{max}` in Dutch notation ('20.000'). */
  SETTING_TOO_LONG: { message: '{label} mag hoogstens {max} tekens hebben.' },
  SETTING_NOT_WEB_ADDRESS: { message: '{label} moet een webadres zijn.' },
  SETTING_WEB_ADDRESS_TOO_LONG: { message: '{label}: dit webadres is te lang.' },
  SETTING_NOT_FULL_WEB_ADDRESS: { message: '{label} moet een volledig webadres zijn, zoals https://suritickets.sr.' },
  SETTING_NOT_A_NUMBER: { message: '{label} moet een getal zijn.' },
  SETTING_OUT_OF_RANGE: { message: '{label} moet tussen {min} en {max} liggen.' },
  SETTING_TOO_MANY_DECIMALS: { message: '{label} mag hoogstens 2 cijfers achter de komma hebben.' },
  SETTING_NOT_WHOLE_NUMBER: { message: '{label} moet een heel getal zijn.' },
  SETTING_NOT_ON_OFF: { message: '{label} moet aan of uit staan.' },
  SETTING_NOT_A_CHOICE: { message: '{label} moet een van deze zijn: {choices}.' },
  SETTING_NOT_OBJECT: { message: '{label}: stuur de instellingen als object.' },
  SETTING_UNKNOWN: { message: 'Onbekende instelling: {field}.' },
  SETTINGS_NOT_OBJECT: { message: 'Stuur de instellingen als object.' },
  SETTINGS_EMAIL_TEMPLATES_ELSEWHERE: { message: 'E-mailsjablonen hebben hun eigen tabblad (/api/platform-settings/email-templates).' },
  SETTINGS_NO_PAYMENT_METHOD_LEFT: { message: 'Laat minstens één betaalmethode aan staan.' },
  SETTINGS_WHATSAPP_DEFAULT_NEEDS_CHECKOUT: {
    message: 'WhatsApp kan pas de standaard zijn als WhatsApp bij het afrekenen aan staat.',
  },
  SETTINGS_BOTH_DEFAULT_NEEDS_OPTION: { message: "'Beide' kan pas de standaard zijn als de keuze e-mail én WhatsApp aan staat." },
  SETTINGS_CONTACT_METHOD_CHOICES: { message: 'e-mail, WhatsApp of beide' },
  // The settings' names in those texts; a payment method's four fees are named after the method (its brand name).
  SETTING_WEBSITE_NAME: { message: 'Websitenaam' },
  SETTING_WEBSITE_URL: { message: 'Webadres' },
  SETTING_LOGO: { message: 'Logo' },
  SETTING_FAVICON: { message: 'Favicon' },
  SETTING_SOCIAL_MEDIA_IMAGE: { message: 'Afbeelding voor sociale media' },
  SETTING_SEO_DESCRIPTION: { message: 'SEO-beschrijving' },
  SETTING_PLATFORM_COST_PERCENTAGE: { message: 'Platformkosten (percentage)' },
  SETTING_PLATFORM_COST_FIXED: { message: 'Platformkosten (vast bedrag)' },
  SETTING_TICKETSWITCH_FEE_PERCENTAGE: { message: 'Ticketswitch: doorverkoopkosten (percentage)' },
  SETTING_REFUND_FEE_ON_ORGANIZER_REFUND: { message: 'Terugbetalen: kosten terug als de organisator terugbetaalt' },
  SETTING_REFUND_FEE_ON_BUYER_CANCEL: { message: 'Terugbetalen: kosten terug als de koper annuleert' },
  SETTING_PAYMENT_FEES: { message: 'Betaalkosten' },
  SETTING_CURRENCY_CONVERTER: { message: 'Valuta omrekenen' },
  SETTING_MARKUP_PERCENTAGE: { message: 'Opslag op de wisselkoers' },
  SETTING_REVIEW_INVITATION_DELAY: { message: 'Wachttijd voor de review-uitnodiging (uren)' },
  SETTING_AUTO_MODERATION: { message: 'Automatische moderatie' },
  SETTING_REVIEW_DISPLAY_MIN_RATING: { message: 'Laagste getoonde beoordeling' },
  SETTING_REVIEW_RESPONSE_TIME_LIMIT: { message: 'Reactietermijn voor reviews (uren)' },
  SETTING_WHATSAPP: { message: 'WhatsApp' },
  SETTING_WHATSAPP_CHECKOUT: { message: 'WhatsApp bij het afrekenen' },
  SETTING_WHATSAPP_BOTH_OPTION: { message: 'Keuze e-mail én WhatsApp' },
  SETTING_DEFAULT_CONTACT_METHOD: { message: 'Standaard contactmethode' },
  SETTING_PHONE_HINT: { message: 'Hulptekst bij het telefoonnummer' },
  SETTING_WHATSAPP_TEMPLATE: { message: 'Naam van de WhatsApp-template' },
  SETTING_HEADER_TAG: { message: 'Header-tag' },
  SETTING_BODY_TAG: { message: 'Body-tag' },
  METHOD_FEE_PERCENTAGE: { message: '{method}: percentage' },
  METHOD_FEE_FIXED: { message: '{method}: vast bedrag' },
  METHOD_FEE_BTW: { message: '{method}: btw' },
  METHOD_ENABLED: { message: '{method} aanbieden' },
  SETTINGS_LOGO_NOT_UPLOADED: { message: 'Upload het logo opnieuw: deze afbeelding is niet gevonden.' },
  SETTINGS_FAVICON_NOT_UPLOADED: { message: 'Upload de favicon opnieuw: deze afbeelding is niet gevonden.' },
  SETTINGS_SOCIAL_IMAGE_NOT_UPLOADED: {
    message: 'Upload de afbeelding voor sociale media opnieuw: deze afbeelding is niet gevonden.',
  },

  // ── Checkout questions (docs/questions.md) ───────────────────────────────────────────────────────────────
  QUESTION_NOT_FOUND: { status: 404, message: 'Vraag niet gevonden' },
  QUESTION_OPTIONS_NEEDED: { status: 422, code: 'VALIDATION_ERROR', message: 'Geef minstens twee opties, geen lege' },
  QUESTION_OPTIONS_DUPLICATE: { status: 422, code: 'VALIDATION_ERROR', message: 'Elke optie mag maar één keer voorkomen' },
  QUESTION_OPTIONS_NOT_ALLOWED: { status: 422, code: 'VALIDATION_ERROR', message: 'Alleen een keuzevraag heeft opties' },
  QUESTION_TICKET_TYPE_UNKNOWN: { status: 422, code: 'VALIDATION_ERROR', message: 'Kies tickettypes van dit evenement' },
  /** A checkout's answers (domain/questions.ts codes), naming the question and, for a per-ticket one, the ticket. */
  QUESTION_ANSWER_REQUIRED: { status: 422, code: 'QUESTION_ANSWER_REQUIRED', message: 'Beantwoord de vraag ‘{label}’' },
  QUESTION_ANSWER_REQUIRED_TICKET: {
    status: 422,
    code: 'QUESTION_ANSWER_REQUIRED',
    message: 'Beantwoord de vraag ‘{label}’ voor ticket {ticket}',
  },
  QUESTION_ANSWER_INVALID: { message: 'Het antwoord op ‘{label}’ is ongeldig' },
  QUESTION_ANSWER_NOT_AN_OPTION: { message: 'Kies bij ‘{label}’ een van de opties' },
  QUESTION_ANSWER_TOO_LONG: { message: 'Het antwoord op ‘{label}’ is te lang' },
  QUESTION_NOT_ASKED: { message: 'Deze vraag hoort niet bij je bestelling' },

  // ── API tokens and /api/v1 (api/services/api_tokens/, docs/integrations.md) ──────────────────────────────
  API_TOKEN_NOT_FOUND: { status: 404, message: 'API-sleutel niet gevonden' },
  /** Unknown, expired or revoked token, or no API token at all on /api/v1 (a session token is not one). */
  API_TOKEN_INVALID: {
    status: 401,
    message: 'Geen geldige API-sleutel: stuur een actieve sleutel als Authorization: Bearer.',
    error: 'Niet geautoriseerd',
  },
  API_SCOPE_MISSING: { status: 403, message: 'Deze API-sleutel mag dit niet: de scope {scope} ontbreekt.', error: 'Toegang Geweigerd' },
  API_RATE_LIMITED: { status: 429, message: 'Te veel verzoeken met deze API-sleutel. Probeer het {retryIn} opnieuw.' },
  API_CURSOR_INVALID: { status: 422, code: 'VALIDATION_ERROR', message: 'Ongeldige cursor: gebruik de nextCursor van de vorige pagina' },
  API_TOKEN_EXPIRY_PAST: { status: 422, code: 'VALIDATION_ERROR', message: 'De vervaldatum moet in de toekomst liggen' },
} as const satisfies Record<string, MessageEntry>

export type MessageKey = keyof typeof MESSAGES

type TextOf<K extends MessageKey> = (typeof MESSAGES)[K]['message']

/** The `{name}` placeholders of a text; '{{ max }}' (VineJS's) is not one. */
type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? (Name extends `${string}${' ' | '{'}${string}` ? never : Name) | Placeholders<Rest>
  : never

export type MessageParams<K extends MessageKey> = Record<Placeholders<TextOf<K>>, string | number>

/** Whether the text of K has placeholders that a caller must fill. */
export type NeedsParams<K extends MessageKey> = [Placeholders<TextOf<K>>] extends [never] ? false : true

/** The keys whose text has nothing to fill in. */
export type PlainMessageKey = { [K in MessageKey]: NeedsParams<K> extends true ? never : K }[MessageKey]

/** A text of the table with its values: the key alone when the text has no placeholders. */
export type MessageRef = {
  [K in MessageKey]: NeedsParams<K> extends true ? { key: K; params: MessageParams<K> } : K | { key: K; params?: undefined }
}[MessageKey]

/** The placeholder names of a text, in order, each once (the table's unit test checks every one gets filled). */
export function placeholdersOf(message: string): string[] {
  return [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))]
}

/** The text of `key` with its `{name}` placeholders filled in. */
export function text<K extends MessageKey>(key: K, ...params: NeedsParams<K> extends true ? [MessageParams<K>] : []): string {
  return interpolate(MESSAGES[key].message, params[0] as Record<string, string | number> | undefined)
}

/** The text a reference names. */
export function textOf(ref: MessageRef): string {
  if (typeof ref === 'string') return MESSAGES[ref].message
  return interpolate(MESSAGES[ref.key].message, ref.params as Record<string, string | number> | undefined)
}

/** 'over 1 minuut' / 'over 7 minuten': when to try again, rounded up to whole minutes. */
export function retryInText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return minutes === 1 ? text('RETRY_IN_ONE_MINUTE') : text('RETRY_IN_MINUTES', { minutes })
}
