import { test } from '@japa/runner'
import { afterLoginPath, loginHref, safeLocalPath } from '../../../storefront/src/lib/auth_redirect.js'
import { decodeSessionHint, encodeSessionHint, sessionHintCookie } from '../../../storefront/src/lib/session_hint.js'
import { venueViewerCookieAttributes, venueViewerToken } from '../../../domain/session.js'

test.group('storefront sign-in redirect (SPEC §4, §2)', () => {
  test('a ?redirect= the role may open wins; a guarded one it may not is ignored', ({ assert }) => {
    assert.equal(afterLoginPath('/account-settings', 'user', '/user-login'), '/account-settings')
    assert.equal(afterLoginPath('/organizer-dashboard/events', 'manager', '/login'), '/organizer-dashboard/events')
    assert.equal(afterLoginPath('/dashboard', 'organizer', '/organizer-auth'), '/organizer-dashboard')
    assert.equal(afterLoginPath('/dashboard', 'admin', '/login'), '/dashboard')
  })

  test('without a redirect: by role; a user stays on an ordinary page, leaves a sign-in page for home', ({ assert }) => {
    assert.equal(afterLoginPath(null, 'venue_operator', '/venue-login'), '/venue-dashboard')
    assert.equal(afterLoginPath(null, 'scanner', '/events/3'), '/ticket-validation')
    assert.equal(afterLoginPath(null, 'user', '/user-login'), '/')
    assert.equal(afterLoginPath(null, 'user', '/register-user'), '/')
    assert.isNull(afterLoginPath(null, 'user', '/events/3'))
  })

  test('only same-origin paths are followed', ({ assert }) => {
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '']) {
      assert.isNull(safeLocalPath(bad), bad)
    }
    assert.equal(safeLocalPath('/events?search=jazz#top'), '/events?search=jazz#top')
    assert.equal(afterLoginPath('//evil.example', 'admin', '/login'), '/dashboard')
  })

  test("the header's 'Inloggen' carries the way back, except from home and sign-in pages", ({ assert }) => {
    assert.equal(loginHref('/events?district=wanica'), '/user-login?redirect=%2Fevents%3Fdistrict%3Dwanica')
    assert.equal(loginHref('/'), '/user-login')
    assert.equal(loginHref('/user-login?redirect=%2Fx'), '/user-login')
  })
})

test.group('session hint cookie', () => {
  test('round-trips name and role only, never a token', ({ assert }) => {
    const value = encodeSessionHint({ firstName: 'Ånna', lastName: 'Kromodikoro', role: 'user', token: 'secret' } as never)
    assert.notInclude(Buffer.from(value, 'base64url').toString(), 'secret')
    assert.deepEqual(decodeSessionHint(value), { firstName: 'Ånna', lastName: 'Kromodikoro', role: 'user' })
  })

  test('ignores tampered or malformed values', ({ assert }) => {
    for (const bad of [undefined, '', 'not-base64!', Buffer.from('{"firstName":"x"}').toString('base64url'), 'x'.repeat(2000)]) {
      assert.isNull(decodeSessionHint(bad), String(bad).slice(0, 20))
    }
  })

  test('is a Lax, site-wide cookie that expires with the token', ({ assert }) => {
    const expires = Date.UTC(2030, 0, 1)
    const cookie = sessionHintCookie({ firstName: 'A', lastName: 'B', role: 'agent' }, expires)
    assert.match(cookie, /^session_hint=[\w-]+; Path=\/; SameSite=Lax; Expires=Tue, 01 Jan 2030 00:00:00 GMT$/)
  })
})

test.group('venue viewer hand-over cookie (SPEC §4 Visibility)', () => {
  const token = (expSeconds: number) => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
    return `${part({ alg: 'HS256' })}.${part({ sub: 7, sid: 's', role: 'venue_operator', iat: 1, exp: expSeconds })}.sig`
  }

  test('scoped to the one venue path, short-lived, strict', ({ assert }) => {
    assert.equal(venueViewerCookieAttributes('/en/venues/12', true), '; Path=/en/venues/12; Max-Age=120; SameSite=Strict; Secure')
    assert.equal(venueViewerCookieAttributes('/venues/12', false), '; Path=/venues/12; Max-Age=120; SameSite=Strict')
    // A path that could break out of the attribute falls back to the venues section.
    assert.include(venueViewerCookieAttributes('/venues/1;Domain=evil', false), 'Path=/venues;')
  })

  test('read back only when it is a usable token', ({ assert }) => {
    const now = Date.UTC(2026, 0, 1)
    const live = token(now / 1000 + 600)
    assert.equal(venueViewerToken(`session_hint=x; venue_viewer=${encodeURIComponent(live)}; other=1`, now), live)
    assert.isNull(venueViewerToken(`venue_viewer=${token(now / 1000 - 1)}`, now), 'expired')
    assert.isNull(venueViewerToken('venue_viewer=%E0%A4%A', now), 'bad encoding')
    assert.isNull(venueViewerToken('session_hint=x', now))
    assert.isNull(venueViewerToken(null, now))
  })
})
