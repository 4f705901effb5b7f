/*
 * Domain errors carry a code from one message table; the exception handler maps the code
 * to an HTTP status and the SPEC's message. Services throw these, never HTTP responses.
 */
export const DOMAIN_ERRORS = {
  NOT_FOUND: { status: 404, message: 'Niet gevonden' },
  DATABASE_UNAVAILABLE: { status: 503, message: 'Database niet beschikbaar' },
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
