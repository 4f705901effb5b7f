/*
 * Likes and follows: a signed-in buyer likes an event (the count moves at once and stays after a
 * reload), unlikes it through the confirmation dialog; a visitor who is not signed in gets 'Inloggen vereist'
 * with a sign-in link, without any script for the buttons; following a venue puts it under My tickets' favourites.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { eventId } from './support/buying_helpers'
import { storeSession } from './support/stored_session'
import { encodeSessionHint } from '../../storefront/src/lib/session_hint'

const EVENT = 'Kaseko Nacht aan de Waterkant'
const VENUE = 'Stadstheater Kerkplein'

/** A new buyer account (the demo buyer's likes stay as seeded), signed in as the storefront's login would leave it. */
async function signedInBuyer(page: Page, request: APIRequestContext) {
  const email = `fan-${Date.now()}-${Math.floor(Math.random() * 1000)}@example.sr`
  const registered = await request.post('/api/auth/register', {
    data: { email, password: 'Geheim-1234', firstName: 'Fan', lastName: 'Test', role: 'user', acceptTerms: true },
  })
  expect(registered.status()).toBe(201)
  const { token, user } = (await registered.json()) as { token: string; user: Record<string, unknown> }
  await storeSession(page, { token, role: 'user', user: user as never })
  // The display-only hint the login form writes: it tells the server to render the buttons for a signed-in visitor.
  const base = new URL(test.info().project.use.baseURL!)
  await page
    .context()
    .addCookies([
      { name: 'session_hint', value: encodeSessionHint({ firstName: 'Fan', lastName: 'Test', role: 'user' }), url: base.origin },
    ])
  return token
}

async function venueId(request: APIRequestContext, name: string): Promise<number> {
  const venues = (await (await request.get('/api/venues/public')).json()).data as { id: number; name: string }[]
  const venue = venues.find((v) => v.name === name)
  if (!venue) throw new Error(`no public venue ${name}: ${venues.map((v) => v.name).join(', ')}`)
  return venue.id
}

test.describe('Likes and follows', () => {
  test('a buyer likes an event, the count stays after a reload, and unlikes it after confirming', async ({ page, request }) => {
    await signedInBuyer(page, request)
    const id = await eventId(request, EVENT)
    const statusAnswers: string[] = []
    page.on('request', (r) => r.url().includes('/api/likes/status') && statusAnswers.push(r.url()))
    await page.goto(`/events/${id}`)
    const button = page.getByTestId('like-event')
    await expect(button).toHaveAttribute('aria-pressed', 'false')
    const before = Number(await button.getAttribute('data-count'))

    await button.click()
    await expect(button).toHaveAttribute('aria-pressed', 'true')
    await expect(button).toContainText(String(before + 1))
    await expect(page.getByTestId('like-toast')).toContainText('Event gelikt!')
    expect(statusAnswers).toHaveLength(1)

    await page.reload()
    await expect(button).toHaveAttribute('aria-pressed', 'true')
    await expect(button).toContainText(String(before + 1))
    await expect(button).toContainText('Niet meer leuk')

    // Unliking asks first; 'Annuleren' keeps the like.
    await button.click()
    const dialog = page.getByTestId('unlike-dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('Niet meer leuk?')
    await dialog.getByRole('button', { name: 'Annuleren' }).click()
    await expect(dialog).toBeHidden()
    await expect(button).toHaveAttribute('aria-pressed', 'true')

    await button.click()
    await dialog.getByRole('button', { name: 'Niet meer leuk' }).click()
    await expect(button).toHaveAttribute('aria-pressed', 'false')
    await expect(button).toContainText(String(before))
    await expect(page.getByTestId('like-toast')).toContainText('Event unliked!')
    await page.reload()
    await expect(button).toHaveAttribute('aria-pressed', 'false')
    await expect(button).toContainText(String(before))
  })

  test('signed out: the like button shows the login-required toast with a sign-in link, and loads no script', async ({ page, request }) => {
    const id = await eventId(request, EVENT)
    const scripts: string[] = []
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()))
    await page.goto(`/events/${id}`)
    await page.getByTestId('like-event').click()
    const toast = page.locator('#like-login-event')
    await expect(toast).toBeVisible()
    await expect(toast).toContainText('Inloggen vereist')
    await expect(toast).toContainText('Log in om deze event te liken')
    await expect(toast.getByRole('link', { name: 'Inloggen' })).toHaveAttribute(
      'href',
      `/user-login?redirect=${encodeURIComponent(`/events/${id}`)}`
    )
    expect(scripts.filter((url) => /like/i.test(url))).toEqual([])
    // The link opens the header's login dialog.
    await toast.getByRole('link', { name: 'Inloggen' }).click()
    await expect(page.getByTestId('login-dialog')).toBeVisible()
  })

  test('a buyer follows a venue and finds it under My tickets’ favourites', async ({ page, request }) => {
    await signedInBuyer(page, request)
    const id = await venueId(request, VENUE)
    await page.goto(`/venues/${id}`)
    const follow = page.locator('[data-testid="venue-side"]').getByTestId('like-venue')
    await expect(follow).toContainText('Volg deze venue')
    const followersBefore = Number(await follow.getAttribute('data-count'))
    await follow.click()
    await expect(follow).toContainText('Ontvolg deze venue')
    await expect(follow).toContainText(String(followersBefore + 1))
    await expect(page.getByTestId('like-toast')).toContainText('Venue gelikt!')

    await page.goto('/user-dashboard')
    const favorite = page.getByTestId('my-favorites').getByTestId('favorite')
    await expect(favorite).toHaveCount(1)
    await expect(favorite).toContainText(VENUE)
    await favorite.getByRole('link').click()
    await expect(page).toHaveURL(new RegExp(`/venues/${id}$`))
  })
})
