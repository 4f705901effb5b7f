/*
 * Signing in as the storefront does, without its form: POST /api/auth/login, then the token and user
 * go into localStorage ('token', 'user') before the first page script runs.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { SESSION_HINT_COOKIE, encodeSessionHint } from '../../../storefront/src/lib/session_hint'
import { DEMO_ADMIN_DEVICE_TOKEN } from '../../../database/demo/accounts'

export const DEMO_PASSWORD = 'Demo1234!'

export interface Grant {
  token: string
  role: string
  user: { id: number; email: string; firstName: string | null; lastName: string | null; role: string }
}

/**
 * The remembered devices journeys sign in from: the demo admin must use two-factor (database/demo/accounts.ts), and
 * its published device token skips the code, as a browser that ticked 'Dit apparaat 30 dagen onthouden' would.
 */
export const REMEMBERED_DEVICES: Record<string, string> = { 'admin@demo.sr': DEMO_ADMIN_DEVICE_TOKEN }

export async function logIn(request: APIRequestContext, email: string): Promise<Grant> {
  const rememberDeviceToken = REMEMBERED_DEVICES[email.toLowerCase()]
  const response = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD, rememberDeviceToken } })
  expect(response.status(), `login ${email}`).toBe(200)
  return (await response.json()) as Grant
}

const grants = new Map<string, Grant>()

/** One login per account for a whole run (the API limits logins per address); never revoke these. */
export async function sharedLogIn(request: APIRequestContext, email: string): Promise<Grant> {
  let grant = grants.get(email)
  if (!grant) {
    grant = await logIn(request, email)
    grants.set(email, grant)
  }
  return grant
}

/** Stores the session for this tab's first page load only, so a sign-out is not undone by a reload. */
export async function storeSession(page: Page, grant: Grant) {
  await page.addInitScript(
    ([token, user]) => {
      if (sessionStorage.getItem('e2e-session-stored')) return
      sessionStorage.setItem('e2e-session-stored', '1')
      localStorage.setItem('token', token)
      localStorage.setItem('user', user)
    },
    [grant.token, JSON.stringify(grant.user)] as const
  )
}

/**
 * The session as a browser that signed in before holds it: storeSession plus the display-only `session_hint` cookie
 * the session store writes, so the first page's server-rendered header is already the signed-in one.
 */
export async function storeSignedInSession(page: Page, grant: Grant, baseURL: string) {
  await storeSession(page, grant)
  const { firstName, lastName, role } = grant.user
  await page
    .context()
    .addCookies([
      { name: SESSION_HINT_COOKIE, value: encodeSessionHint({ firstName: firstName ?? '', lastName: lastName ?? '', role }), url: baseURL },
    ])
}
