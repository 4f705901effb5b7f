import { test, expect, type Page } from '@playwright/test'
import { logIn, sharedLogIn, storeSession } from './support/stored_session'
import { roleMayAct } from '../../domain/resource_access'

/*
 * The route guard (SPEC §2, §4, §6) over every guarded route and every demo role, as a person meets
 * it in the browser. The expectations are SPEC's tables written out here, not the code under test.
 */

/** SPEC §6 route table, with the login page SPEC §2 picks from the path and the page's Dutch title. */
const ROUTES = [
  { path: '/dashboard', title: 'Dashboard', login: '/login', roles: ['admin'] },
  { path: '/platform-settings', title: 'Platforminstellingen', login: '/login', roles: ['admin'] },
  {
    path: '/organizer-dashboard',
    title: 'Organisator dashboard',
    login: '/organizer-auth',
    roles: ['organizer', 'manager', 'loket_medewerker', 'scanner'],
  },
  {
    path: '/ticket-validation',
    title: 'Ticketcontrole',
    login: '/login',
    roles: ['admin', 'organizer', 'manager', 'loket_medewerker', 'scanner'],
  },
  { path: '/loket-dashboard', title: 'Loket', login: '/organizer-auth', roles: ['loket_medewerker', 'manager', 'organizer'] },
  {
    path: '/agent-dashboard',
    title: 'Agent dashboard',
    login: '/agent-login',
    roles: ['agent', 'agent_manager', 'agent_loket_medewerker'],
  },
  { path: '/venue-dashboard', title: 'Venue dashboard', login: '/venue-login', roles: ['venue_operator'] },
  // My tickets: rendered by the storefront, not the back office, under the same guard.
  { path: '/user-dashboard', title: 'Mijn tickets', login: '/user-login', roles: ['user'], storefront: true },
  // SPEC §2's event creation: opens the wizard at its first step; signed out, the organizer sign-in.
  { path: '/create-event', title: 'Evenement aanmaken', login: '/organizer-auth', roles: ['organizer', 'manager'], wizard: true },
]

/** Demo accounts, their role, its display name and where SPEC §6 sends them from a route they may not open. */
const ACCOUNTS = [
  { email: 'admin@demo.sr', role: 'admin', roleName: 'Administrator', denied: '/dashboard' },
  { email: 'organizer@demo.sr', role: 'organizer', roleName: 'Organisator', denied: '/organizer-dashboard' },
  { email: 'manager@demo.sr', role: 'manager', roleName: 'Manager', denied: '/organizer-dashboard' },
  { email: 'loket@demo.sr', role: 'loket_medewerker', roleName: 'Loket Medewerker', denied: '/organizer-dashboard' },
  { email: 'scanner@demo.sr', role: 'scanner', roleName: 'Scanner', denied: '/organizer-dashboard' },
  { email: 'agent@demo.sr', role: 'agent', roleName: 'Agent', denied: '/agent-dashboard' },
  { email: 'agent-manager@demo.sr', role: 'agent_manager', roleName: 'Agent', denied: '/agent-dashboard' },
  { email: 'agent-loket@demo.sr', role: 'agent_loket_medewerker', roleName: 'Loket Medewerker', denied: '/agent-dashboard' },
  { email: 'venue@demo.sr', role: 'venue_operator', roleName: 'Venue Eigenaar', denied: '/venue-dashboard' },
  // A role without a dashboard of its own: SPEC §2 "unknown role: fallback, default home".
  { email: 'venue-owner@demo.sr', role: 'venue_owner', roleName: 'Venue Eigenaar', denied: '/' },
  { email: 'user@demo.sr', role: 'user', roleName: 'Gebruiker', denied: '/user-dashboard' },
]

function routeOf(path: string) {
  return ROUTES.find((route) => route.path === path)
}

function loginUrl(loginPath: string, returnTo: string) {
  return `${loginPath}?redirect=${encodeURIComponent(returnTo)}`
}

/** Path and query of the page once the guard is done with it. */
async function settledAddress(page: Page, expected: string) {
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search, { timeout: 15_000, intervals: [100] }).toBe(expected)
}

/** The landing page of a route, stating the dashboard, the person and their role. */
/** Routes whose start page is their own dashboard rather than the generic landing. */
const OWN_DASHBOARDS = new Set([
  '/dashboard',
  '/organizer-dashboard',
  '/venue-dashboard',
  '/platform-settings',
  '/ticket-validation',
  '/agent-dashboard',
  '/loket-dashboard',
])

/** The back office's resources in its menu order (backoffice/src/resources/registry.ts). */
const MENU_RESOURCES = [
  'events',
  'orders',
  'discount-codes',
  'team-members',
  'organizer-profile',
  'event-categories',
  'venue-facilities',
  'currency-rates',
  'venues',
  'venue-bookings',
  'users',
  'refunds',
  'agent-settlements',
  'loket-shifts',
  'agent-partnerships',
  'agent-team-members',
  'loket-sales',
  'agent-sales',
  'review-moderation',
  'review-responses',
  'ticketswitch-listings',
  'organizer-payouts',
  'audit-changes',
  'data-retention-policies',
  'exports',
  'attendee-messages',
  'api-tokens',
  'webhooks',
]

/** A guarded page whose figures come from a resource: in a role's menu only when the access table lets it read them. */
const PAGE_RESOURCES: Record<string, string> = { '/platform-settings': 'platform-settings', '/organizer-dashboard': 'organizer-stats' }
const inMenu = (path: string, role: string) => !PAGE_RESOURCES[path] || roleMayAct(PAGE_RESOURCES[path], 'show', role)

async function expectLanding(page: Page, path: string, fullName: string, roleName: string) {
  if (routeOf(path)!.storefront) {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeOf(path)!.title, { timeout: 15_000 })
    return
  }
  if (OWN_DASHBOARDS.has(path)) {
    // A dashboard of its own (backoffice/src/pages/registry.ts): its title, and the role in the app bar.
    await expect(page).toHaveTitle(new RegExp(`^${routeOf(path)!.title} · `), { timeout: 15_000 })
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByTestId('app-bar-role')).toHaveText(roleName)
    return
  }
  await expect(page.getByTestId('landing-title')).toHaveText(routeOf(path)!.title, { timeout: 15_000 })
  await expect(page.getByTestId('landing-who')).toContainText(`Ingelogd als ${fullName}`)
  await expect(page.getByTestId('landing-role')).toHaveText(`Rol: ${roleName}`)
}

function fullNameOf(user: { firstName: string | null; lastName: string | null; email: string }) {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email
}

test.describe('route guard: signed out', () => {
  for (const route of ROUTES) {
    test(`anonymous on ${route.path} goes to ${route.login} with its return address`, async ({ page }) => {
      await page.goto(route.path)
      await settledAddress(page, loginUrl(route.login, route.path))
    })
  }

  test('a sub-path keeps its full return address; the login page is chosen by the route', async ({ page }) => {
    await page.goto('/agent-dashboard/partners?tab=open')
    await settledAddress(page, loginUrl('/agent-login', '/agent-dashboard/partners?tab=open'))
  })

  test('the back office start page sends a signed-out visitor to the general login', async ({ page }) => {
    await page.goto('/admin/')
    await settledAddress(page, loginUrl('/login', '/admin/'))
  })
})

test.describe('route guard: signed in', () => {
  // One journey per account through every guarded route, in one browser context: the back office's code is then
  // fetched once per account instead of once per route (125 fresh contexts took a quarter of the journeys' time).
  for (const account of ACCOUNTS) {
    test(`${account.role}: each guarded route lets in or sends away as the access table says`, async ({ page }) => {
      test.slow()
      const grant = await sharedLogIn(page.request, account.email)
      expect(grant.role).toBe(account.role)
      await storeSession(page, grant)
      for (const route of ROUTES) {
        const allowed = route.roles.includes(account.role)
        await test.step(`${account.role} on ${route.path} ${allowed ? 'stays' : `goes to ${account.denied}`}`, async () => {
          await page.goto(route.path)
          const target = allowed ? route.path : account.denied
          if (allowed && route.wizard) {
            await expect(page.getByTestId(/^create-event-step-/)).toBeVisible({ timeout: 15_000 })
            expect(new URL(page.url()).pathname).toMatch(/^\/create-event\/step[123]$/)
            return
          }
          await settledAddress(page, target)
          if (routeOf(target)) await expectLanding(page, target, fullNameOf(grant.user), account.roleName)
          else await expect(page.getByTestId('hero-title')).toBeVisible()
        })
      }
    })
  }

  // The back office's menu: for every role whose own dashboard is in the back office.
  for (const account of ACCOUNTS.filter((a) => a.denied !== '/' && !routeOf(a.denied)?.storefront)) {
    test(`${account.role} sees exactly the menu entries of its role`, async ({ page }) => {
      await storeSession(page, await sharedLogIn(page.request, account.email))
      await page.goto(account.denied)
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 })
      const entries = page.getByTestId('role-menu').locator('a')
      const expected = ROUTES.filter((route) => route.roles.includes(account.role) && inMenu(route.path, account.role)).map(
        (route) => route.path
      )
      // The resources the access table lets this role list (domain/resource_access.ts), as canAccess does.
      expected.push(...MENU_RESOURCES.filter((resource) => roleMayAct(resource, 'list', account.role)).map((resource) => `#/${resource}`))
      await expect(entries).toHaveCount(expected.length)
      // In the menu's groups (backoffice/src/layout/menuGroups.ts), so in another order than the tables.
      const hrefs = await entries.evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      expect(hrefs.sort()).toEqual(expected.sort())
      // The app bar names the person and the role.
      await expect(page.getByTestId('app-bar-role')).toHaveText(account.roleName)
    })
  }

  test('the back office start page sends a signed-in person to their dashboard', async ({ page }) => {
    await storeSession(page, await sharedLogIn(page.request, 'organizer@demo.sr'))
    await page.goto('/admin/')
    await settledAddress(page, '/organizer-dashboard')
  })

  test('event categories are for admins only', async ({ page, browser }) => {
    test.slow() // two people, two back offices loaded in one journey
    await storeSession(page, await sharedLogIn(page.request, 'admin@demo.sr'))
    await page.goto('/dashboard')
    await page.getByTestId('role-menu').getByRole('menuitem', { name: 'Categorieën' }).click()
    await expect(page.locator('table tbody tr').first()).toBeVisible({ timeout: 15_000 })

    const organizer = await browser.newPage()
    await storeSession(organizer, await sharedLogIn(organizer.request, 'organizer@demo.sr'))
    await organizer.goto('/organizer-dashboard#/event-categories')
    await expect(organizer.getByText('Geen toegang').first()).toBeVisible({ timeout: 15_000 })
    await expect(organizer.locator('table')).toHaveCount(0)
    await organizer.close()
  })
})

test.describe('session end', () => {
  test('signing out in the back office ends the session; the guarded route then asks to log in', async ({ page }) => {
    const grant = await logIn(page.request, 'organizer@demo.sr')
    await storeSession(page, grant)
    await page.goto('/organizer-dashboard')
    await expectLanding(page, '/organizer-dashboard', fullNameOf(grant.user), 'Organisator')
    await page.getByRole('button', { name: 'Profiel' }).click()
    await expect(page.getByRole('menuitem', { name: 'Accountinstellingen' })).toHaveAttribute('href', '/account-settings')
    await page.getByRole('menuitem', { name: 'Uitloggen' }).click()
    await settledAddress(page, '/')
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null])
    // Revoked on the server too.
    const check = await page.request.get('/api/auth/validate-status', { headers: { Authorization: `Bearer ${grant.token}` } })
    expect(check.status()).toBe(401)
    await page.goto('/organizer-dashboard')
    await settledAddress(page, loginUrl('/organizer-auth', '/organizer-dashboard'))
  })

  test('a session revoked on the server sends the back office to login at the next check', async ({ page }) => {
    await page.clock.install()
    const grant = await logIn(page.request, 'admin@demo.sr')
    await storeSession(page, grant)
    await page.goto('/dashboard')
    await expectLanding(page, '/dashboard', fullNameOf(grant.user), 'Administrator')
    const logout = await page.request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${grant.token}` } })
    expect(logout.status()).toBe(200)
    // Nothing happens until the re-check SPEC §9 sets at 10 minutes.
    await page.clock.fastForward('09:00')
    expect(new URL(page.url()).pathname).toBe('/dashboard')
    await page.clock.fastForward('01:01')
    await settledAddress(page, loginUrl('/login', '/dashboard'))
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  })

  test('signing out in another tab sends this one to login at once', async ({ page, context }) => {
    const grant = await logIn(page.request, 'venue@demo.sr')
    await storeSession(page, grant)
    await page.goto('/venue-dashboard')
    await expectLanding(page, '/venue-dashboard', fullNameOf(grant.user), 'Venue Eigenaar')
    const other = await context.newPage()
    await other.goto('/pages/contact')
    await other.evaluate(() => {
      localStorage.removeItem('token')
      localStorage.removeItem('user')
    })
    await settledAddress(page, loginUrl('/venue-login', '/venue-dashboard'))
  })

  test('signing in as someone else in another tab makes this tab follow them', async ({ page, context }) => {
    await storeSession(page, await sharedLogIn(page.request, 'organizer@demo.sr'))
    await page.goto('/organizer-dashboard')
    await expect(page).toHaveTitle(/^Organisator dashboard · /, { timeout: 15_000 })
    const visitor = await sharedLogIn(page.request, 'user@demo.sr')
    const other = await context.newPage()
    await other.goto('/pages/contact')
    await other.evaluate(
      ([token, user]) => {
        localStorage.setItem('user', user)
        localStorage.setItem('token', token)
      },
      [visitor.token, JSON.stringify(visitor.user)] as const
    )
    await settledAddress(page, '/user-dashboard')
    await expectLanding(page, '/user-dashboard', fullNameOf(visitor.user), 'Gebruiker')
  })
})
