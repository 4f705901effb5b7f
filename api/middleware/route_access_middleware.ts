import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type User from '#models/user'
import type AuthSession from '#models/auth_session'
import { DomainError } from '#exceptions/domain_error'
import { authenticate, bearerToken } from '#services/accounts/session_service'
import { decideAccess, isApiScopeAccess } from '#domain/route_access'
import type ApiToken from '#models/api_token'
import { authenticateApiToken } from '#services/api_tokens/api_token_service'
import { consumeApiRequest } from '#services/api_tokens/api_rate_limit'
import { reachableDuringTwoFactorSetup, routeRuleOf } from '#http/route_access'
import { mustSetUpTwoFactor } from '#services/accounts/two_factor_service'
import { tableRoleOf } from '#domain/resource_access'

declare module '@adonisjs/core/http' {
  interface HttpContext {
    /** The signed-in person on a route that needs one (set here), or read by optionalViewer. */
    viewer?: User
    viewerSession?: AuthSession
    /** The API token of an /api/v1 call (its organizer is the viewer). */
    apiToken?: ApiToken
  }
}

/**
 * The gate of every API route, from the route's own `.access(…)` declaration (api/http/route_access.ts): public
 * routes pass; others need a valid bearer token (401), an active account (403) and, where listed, one of the roles
 * (403). A route without a declaration is refused: a forgotten one must never be an open door.
 *
 * An /api/v1 route ({ apiScope }) takes an organizer's API token instead: unknown, expired or revoked (or a session
 * token) 401, the scope missing 403, past the token's rate limit 429; the RateLimit-* headers go on every answer
 * to a known token. Its organizer becomes the viewer, so the same policies decide as in the back office.
 *
 * An admin without two-factor reaches only the routes marked `.duringTwoFactorSetup()` (403 TWO_FACTOR_SETUP_REQUIRED elsewhere).
 */
export default class RouteAccessMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const rule = routeRuleOf(ctx.route)
    if (!rule) {
      ctx.logger.error({ route: `${ctx.request.method()} ${ctx.route?.pattern ?? ''}` }, 'route declares no access: refused')
      throw new DomainError('FORBIDDEN')
    }
    if (decideAccess(rule.access, null) === 'allow') return next()
    if (isApiScopeAccess(rule.access)) {
      const { token, organizer } = await authenticateApiToken(bearerToken(ctx.request.header('authorization')))
      const limits = await consumeApiRequest(token.id)
      for (const [name, value] of Object.entries(limits)) ctx.response.header(name, value)
      if (!token.scopes.includes(rule.access.apiScope))
        throw new DomainError('API_SCOPE_MISSING', { params: { scope: rule.access.apiScope } })
      ctx.viewer = organizer
      ctx.apiToken = token
      return next()
    }
    const { user, session } = await authenticate(bearerToken(ctx.request.header('authorization')))
    if (decideAccess(rule.access, tableRoleOf(user)) !== 'allow') throw new DomainError('FORBIDDEN')
    if (mustSetUpTwoFactor(user) && !reachableDuringTwoFactorSetup(ctx.route)) {
      throw new DomainError('TWO_FACTOR_SETUP_REQUIRED', { details: { twoFactorSetupRequired: true } })
    }
    ctx.viewer = user
    ctx.viewerSession = session
    return next()
  }
}

/** The signed-in person when a valid token comes along; anonymous otherwise (never an error). */
export async function optionalViewer(ctx: HttpContext): Promise<User | null> {
  if (ctx.viewer) return ctx.viewer
  const token = bearerToken(ctx.request.header('authorization'))
  if (!token) return null
  try {
    const { user } = await authenticate(token)
    // A session that still has to set up two-factor reads public pages as a visitor.
    return mustSetUpTwoFactor(user) ? null : user
  } catch {
    return null
  }
}
