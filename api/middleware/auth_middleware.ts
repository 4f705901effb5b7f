import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type User from '#models/user'
import type AuthSession from '#models/auth_session'
import { DomainError } from '#exceptions/domain_error'
import { authenticate, bearerToken } from '#services/auth/session_service'
import { normalizeRole, type UserRole } from '#domain/access'

declare module '@adonisjs/core/http' {
  interface HttpContext {
    /** The signed-in person, set by the auth and optionalAuth middleware. */
    viewer?: User
    viewerSession?: AuthSession
  }
}

export interface AuthOptions {
  /** Only these roles pass ('Manager' counts as 'manager'); absent = any signed-in person. */
  roles?: readonly UserRole[]
}

/** Requires a valid bearer token (401), an active account (403) and, if given, one of the roles (403). */
export default class AuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: AuthOptions = {}) {
    const { user, session } = await authenticate(bearerToken(ctx.request.header('authorization')))
    if (options.roles && !options.roles.some((role) => normalizeRole(role) === normalizeRole(user.role))) {
      throw new DomainError('FORBIDDEN')
    }
    ctx.viewer = user
    ctx.viewerSession = session
    return next()
  }
}

/** The signed-in person when a valid token comes along; anonymous otherwise (never an error). */
export async function optionalViewer(ctx: HttpContext): Promise<User | null> {
  const token = bearerToken(ctx.request.header('authorization'))
  if (!token) return null
  try {
    return (await authenticate(token)).user
  } catch {
    return null
  }
}
