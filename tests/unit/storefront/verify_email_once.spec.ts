import { test } from '@japa/runner'
import { verifyEmailOnce } from '../../../storefront/src/lib/verify_email.js'

/** fetch stand-in that counts the calls and answers with `status`. */
function stubFetch(status: number) {
  const calls: string[] = []
  const original = globalThis.fetch
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    calls.push(`${init?.method} ${String(input)} ${String(init?.body)}`)
    return new Response(JSON.stringify(status === 200 ? { success: true } : { success: false, message: 'x' }), { status })
  }) as typeof fetch
  return { calls, restore: () => (globalThis.fetch = original) }
}

test.group('/verify-email posts its token once (storefront/src/lib/verify_email.ts)', () => {
  test('an effect run twice (StrictMode) or a remount shares the one POST and its answer', async ({ assert }) => {
    const fetch = stubFetch(200)
    try {
      const first = verifyEmailOnce('token-once')
      const second = verifyEmailOnce('token-once')
      assert.deepEqual(await Promise.all([first, second]), ['success', 'success'])
      assert.equal(await verifyEmailOnce('token-once'), 'success')
      assert.deepEqual(fetch.calls, ['POST /api/auth/verify-email {"token":"token-once"}'])
    } finally {
      fetch.restore()
    }
  })

  test('another token is its own POST; 410 reads as expired, other refusals as invalid', async ({ assert }) => {
    const gone = stubFetch(410)
    try {
      assert.equal(await verifyEmailOnce('token-gone'), 'expired')
    } finally {
      gone.restore()
    }
    const bad = stubFetch(400)
    try {
      assert.equal(await verifyEmailOnce('token-bad'), 'invalid')
      assert.equal(bad.calls.length, 1)
    } finally {
      bad.restore()
    }
  })
})
