/*
 * Domain errors carry a code from one message table; the exception handler maps the code
 * to an HTTP status and the SPEC's message. Services throw these, never HTTP responses.
 */
export const DOMAIN_ERRORS = {
  NOT_FOUND: { status: 404, message: 'Niet gevonden' },
  DATABASE_UNAVAILABLE: { status: 503, message: 'Database niet beschikbaar' },
  EVENT_NOT_FOUND: { status: 404, message: 'Event niet gevonden' },
  VENUE_NOT_FOUND: { status: 404, message: 'Venue niet gevonden' },
  VENUE_NOT_APPROVED: { status: 403, message: 'Toegang Geweigerd' },
  ORGANIZER_NOT_FOUND: { status: 404, message: 'Organisator niet gevonden' },
  MAPS_NOT_CONFIGURED: { status: 503, message: 'Kaart niet beschikbaar' },
  MAPS_UPSTREAM_FAILED: { status: 502, message: 'Kaart kon niet worden geladen' },
} as const

export type DomainErrorCode = keyof typeof DOMAIN_ERRORS

export class DomainError extends Error {
  constructor(
    public code: DomainErrorCode,
    message?: string
  ) {
    super(message ?? DOMAIN_ERRORS[code].message)
  }

  get status(): number {
    return DOMAIN_ERRORS[this.code].status
  }
}
