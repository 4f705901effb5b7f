import { test } from '@japa/runner'
import {
  CAPTCHA_SCRIPT_SOURCES,
  MAPS_SCRIPT_SOURCES,
  scriptHashesOf,
  storefrontPolicy,
  storefrontScriptSrc,
  withScriptNonce,
} from '#domain/storefront_csp'

const NONE = { hashes: [], nonce: null, maps: false, captcha: false, adminTags: false }
const NONCE = 'q83vEjRWeJq83vEjRWeJq83v'
const HASH = 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='

function directive(policy: string, name: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name)
  return found ? found.slice(1) : []
}

test.group('storefront CSP (domain/storefront_csp.ts)', () => {
  test('without features: our origin only, no inline, no eval, no https: scripts, no inline handlers', ({ assert }) => {
    const policy = storefrontPolicy(NONE)
    assert.deepEqual(directive(policy, 'script-src'), ["'self'"])
    assert.deepEqual(directive(policy, 'script-src-attr'), ["'none'"])
    assert.deepEqual(directive(policy, 'object-src'), ["'none'"])
    assert.deepEqual(directive(policy, 'base-uri'), ["'self'"])
    assert.deepEqual(directive(policy, 'form-action'), ["'self'"])
    assert.deepEqual(directive(policy, 'frame-ancestors'), ["'none'"])
  })

  test("Astro's hashes and the response's nonce are admitted, quoted; anything else passed as a hash is not", ({ assert }) => {
    const sources = directive(
      storefrontPolicy({ ...NONE, hashes: [HASH, "sha256-x' 'unsafe-inline", 'https:', "'unsafe-inline'"], nonce: NONCE }),
      'script-src'
    )
    assert.deepEqual(sources, ["'self'", `'${HASH}'`, `'nonce-${NONCE}'`])
  })

  test('a nonce that is not long base64 is refused', ({ assert }) => {
    for (const nonce of ['', 'short', `${NONCE}' 'unsafe-inline`, `${NONCE};script-src *`]) {
      assert.throws(() => storefrontScriptSrc({ ...NONE, nonce }), /nonce/, nonce)
    }
  })

  test("Google's hosts only for the configured feature; 'unsafe-eval' only with the map", ({ assert }) => {
    const plain = directive(storefrontPolicy(NONE), 'script-src')
    const maps = directive(storefrontPolicy({ ...NONE, maps: true }), 'script-src')
    const captcha = directive(storefrontPolicy({ ...NONE, captcha: true }), 'script-src')
    assert.notInclude(plain, "'unsafe-eval'")
    assert.includeMembers(maps, [...MAPS_SCRIPT_SOURCES])
    assert.include(maps, "'unsafe-eval'")
    assert.notIncludeMembers(maps, [...CAPTCHA_SCRIPT_SOURCES])
    assert.deepEqual(captcha, ["'self'", ...CAPTCHA_SCRIPT_SOURCES])
    assert.notInclude(captcha, "'unsafe-eval'")
    assert.notInclude(captcha, 'https:')
  })

  test("the admin's tags admit https: scripts, never 'unsafe-inline'", ({ assert }) => {
    const sources = directive(storefrontPolicy({ ...NONE, nonce: NONCE, adminTags: true }), 'script-src')
    assert.deepEqual(sources, ["'self'", `'nonce-${NONCE}'`, 'https:'])
    assert.notInclude(sources, "'unsafe-inline'")
  })

  test("the hashes are read from the script-src of Astro's header only", ({ assert }) => {
    const astro = `script-src 'self' '${HASH}' 'sha384-abc/+='; style-src 'self' 'sha256-STYLEhash=';`
    assert.deepEqual(scriptHashesOf(astro), [HASH, 'sha384-abc/+='])
    assert.deepEqual(scriptHashesOf("style-src 'sha256-STYLEhash='"), [])
    assert.deepEqual(scriptHashesOf(null), [])
  })

  test("the admin's <script> tags get the nonce, replacing one written into the tag", ({ assert }) => {
    const html =
      '<script>a()</script><SCRIPT async src="https://x.example/t.js"></SCRIPT><script nonce="guess" type="module">b()</script><noscript><img src="p.gif"></noscript>'
    assert.equal(
      withScriptNonce(html, NONCE),
      `<script nonce="${NONCE}">a()</script><script nonce="${NONCE}" async src="https://x.example/t.js"></SCRIPT><script nonce="${NONCE}" type="module">b()</script><noscript><img src="p.gif"></noscript>`
    )
    assert.throws(() => withScriptNonce(html, '"><script>'), /nonce/)
  })
})
