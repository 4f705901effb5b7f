/*
 * Who may call a route is declared where the route is declared (start/routes/<area>.ts):
 *
 *   router.get('/api/venues/owner/:id', [VenuesController, 'ownerIndex'])
 *     .access({ resource: 'venues', action: 'list' }, 'the operator’s venues …', { param: 'id', kind: 'venueOperator' })
 *
 * The gate (api/middleware/route_access_middleware.ts) reads the declaration of the matched route and refuses a
 * route without one; tests/functional/security/route_table.spec.ts walks the router and probes every declaration
 * with every SPEC §6 role. The rules themselves (who a rule admits) are pure: domain/route_access.ts, reading the
 * role × resource table of domain/resource_access.ts.
 */
import { Route } from '@adonisjs/core/http'
import type { Access, RouteRule } from '#domain/route_access'

declare module '@adonisjs/core/http' {
  interface Route {
    /** Who may call this route, why, and (for one organizer's or venue's records) which parameter names the record. */
    access(who: Access, reason: string, owner?: RouteRule['owner']): this
    /** Reachable by an admin who still has to set up two-factor (domain/two_factor.ts): the setup and what it needs. */
    duringTwoFactorSetup(): this
  }
}

/**
 * A declaration is kept against the route's handler object, which the router hands unchanged to the route it
 * matches at request time (ctx.route.handler) and to router.toJSON(): one object per declared route.
 */
const declared = new WeakMap<object, RouteRule>()

Route.macro('access', function (this: Route, who: Access, reason: string, owner?: RouteRule['owner']) {
  declared.set(this.getHandler() as object, owner ? { access: who, reason, owner } : { access: who, reason })
  return this
})

const duringSetup = new WeakSet<object>()

Route.macro('duringTwoFactorSetup', function (this: Route) {
  duringSetup.add(this.getHandler() as object)
  return this
})

/** Whether a session that must first set up two-factor may call this route. */
export function reachableDuringTwoFactorSetup(route: { handler: unknown } | null | undefined): boolean {
  const handler = route?.handler
  return (typeof handler === 'object' && handler !== null) || typeof handler === 'function' ? duringSetup.has(handler) : false
}

/** The declaration of a registered or matched route (ctx.route, an entry of router.toJSON()); none when undeclared. */
export function routeRuleOf(route: { handler: unknown } | null | undefined): RouteRule | undefined {
  const handler = route?.handler
  return (typeof handler === 'object' && handler !== null) || typeof handler === 'function' ? declared.get(handler) : undefined
}

/** Reasons several routes share. */
export const WHY = {
  catalogue: 'public catalogue (SPEC §7 "Catalogue"); hidden items are filtered by the service',
  buying: 'buying is open to visitors (SPEC §5); only role user or nobody may buy, checked by the service',
  ownAccount: 'the signed-in person’s own account (SPEC §7 "Auth", /account-settings)',
  signIn: 'signing in or recovering an account happens before there is a session',
  sandbox: 'the Uni5Pay+ sandbox checkout page, reached from the buyer’s checkoutUrl',
} as const
