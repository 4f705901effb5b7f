import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type User from '#models/user'
import type AuthSession from '#models/auth_session'
import { DomainError } from '#exceptions/domain_error'
import { authenticate, bearerToken } from '#services/auth/session_service'
import { decideAccess, routeKey, routeRule } from '#domain/route_access'
import { tableRoleOf } from '#domain/resource_access'

declare module '@adonisjs/core/http' {
  interface HttpContext {
    /** The signed-in person on a route that needs one (set here), or read by optionalViewer. */
    viewer?: User
    viewerSession?: AuthSession
  }
}

/**
 * The gate of every API route, from the one table in domain/route_access.ts: public routes pass;
 * others need a valid bearer token (401), an active account (403) and, where listed, one of the roles
 * (403). A route missing from the table is refused: a forgotten entry must never be an open door.
 */
export default class RouteAccessMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const pattern = ctx.route?.pattern ?? ''
    const rule = routeRule(ctx.request.method(), pattern)
    if (!rule) {
      ctx.logger.error({ route: routeKey(ctx.request.method(), pattern) }, 'route has no entry in domain/route_access.ts: refused')
      throw new DomainError('FORBIDDEN')
    }
    if (decideAccess(rule.access, null) === 'allow') return next()
    const { user, session } = await authenticate(bearerToken(ctx.request.header('authorization')))
    if (decideAccess(rule.access, tableRoleOf(user)) !== 'allow') throw new DomainError('FORBIDDEN')
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
    return (await authenticate(token)).user
  } catch {
    return null
  }
}
