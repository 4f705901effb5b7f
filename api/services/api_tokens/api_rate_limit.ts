/*
 * The rate limit per API token on /api/v1 (docs/integrations.md#rate-limits): API_RATE_LIMIT requests a window,
 * counted in PostgreSQL by @adonisjs/limiter's database store (the same table as the sign-in limits, shared by every
 * server process). Every answer carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds until the
 * window ends); past the limit a 429 with Retry-After.
 */
import limiter from '@adonisjs/limiter/services/main'
import { errors } from '@adonisjs/limiter'
import { DomainError } from '#exceptions/domain_error'
import { retryInText } from '#exceptions/messages'
import { API_RATE_LIMIT } from '#domain/api_tokens'

export type RateLimitHeaders = Record<'RateLimit-Limit' | 'RateLimit-Remaining' | 'RateLimit-Reset', string>

function tokenLimiter() {
  return limiter.use('database', { requests: API_RATE_LIMIT.requests, duration: API_RATE_LIMIT.windowSeconds })
}

/** Makes the limiter before a test opens its global transaction (see prepareRateLimiters in accounts/rate_limits.ts). */
export function prepareApiRateLimiter(): void {
  tokenLimiter()
}

function headersOf(remaining: number, availableIn: number): RateLimitHeaders {
  return {
    'RateLimit-Limit': String(API_RATE_LIMIT.requests),
    'RateLimit-Remaining': String(Math.max(0, remaining)),
    'RateLimit-Reset': String(Math.max(0, availableIn)),
  }
}

/** Counts one request of the token: its headers, or a 429 (with the same headers and Retry-After) past the limit. */
export async function consumeApiRequest(tokenId: number): Promise<RateLimitHeaders> {
  try {
    const state = await tokenLimiter().consume(`api_token_${tokenId}`)
    return headersOf(state.remaining, state.availableIn)
  } catch (error) {
    if (!(error instanceof errors.E_TOO_MANY_REQUESTS)) throw error
    const retryAfter = Math.max(1, error.response.availableIn)
    throw new DomainError('API_RATE_LIMITED', {
      params: { retryIn: retryInText(retryAfter) },
      details: { retryAfterSeconds: retryAfter },
      headers: { ...headersOf(0, retryAfter), 'Retry-After': String(retryAfter) },
    })
  }
}
