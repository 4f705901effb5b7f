import { test } from '@japa/runner'
import { demoDataWanted, startupProblems, startupRefusal, uni5payMode, type Settings } from '#config/production_checks'

const LIVE = { UNI5PAY_API_URL: 'https://api.uni5pay.example/merchant/v1/', UNI5PAY_MERCHANT_ID: 'm_1', UNI5PAY_API_KEY: 'sk_1' }

/** A production environment with nothing unsafe in it; each test adds one thing. */
const SAFE_PRODUCTION: Settings = {
  NODE_ENV: 'production',
  APP_KEY: 'k'.repeat(43),
  APP_URL: 'https://tickets.example.sr',
  DATABASE_URL: 'postgres://suritickets:secret@db.internal:5432/suritickets',
  MOLLIE_API_KEY: 'live_abcdefghijklmnopqrstuvwxyz1234',
}

test.group('uni5payMode (UNI5PAY_MODE and its defaults)', () => {
  test('outside production the sandbox is the default, so a fresh clone and the tests can pay', ({ assert }) => {
    assert.equal(uni5payMode({}), 'sandbox')
    assert.equal(uni5payMode({ NODE_ENV: 'development' }), 'sandbox')
    assert.equal(uni5payMode({ NODE_ENV: 'test', ...LIVE }), 'sandbox')
  })

  test('in production: live when the credentials are set, else off; never the sandbox by default', ({ assert }) => {
    assert.equal(uni5payMode({ NODE_ENV: 'production', ...LIVE }), 'live')
    assert.equal(uni5payMode({ NODE_ENV: 'production' }), 'off')
    assert.equal(uni5payMode({ NODE_ENV: 'production', ...LIVE, UNI5PAY_API_KEY: ' ' }), 'off')
  })

  test('an explicit choice wins; an unknown word counts as off', ({ assert }) => {
    assert.equal(uni5payMode({ UNI5PAY_MODE: 'off' }), 'off')
    assert.equal(uni5payMode({ UNI5PAY_MODE: 'live', ...LIVE }), 'live')
    assert.equal(uni5payMode({ NODE_ENV: 'production', UNI5PAY_MODE: 'off', ...LIVE }), 'off')
    assert.equal(uni5payMode({ UNI5PAY_MODE: 'Sandbox' }), 'off')
  })
})

test.group('demoDataWanted (DEMO_DATA)', () => {
  test('development loads demo data unless told not to; tests and production do not', ({ assert }) => {
    assert.isTrue(demoDataWanted({}))
    assert.isTrue(demoDataWanted({ NODE_ENV: 'development' }))
    assert.isFalse(demoDataWanted({ NODE_ENV: 'development', DEMO_DATA: 'false' }))
    assert.isFalse(demoDataWanted({ NODE_ENV: 'test' }))
    assert.isTrue(demoDataWanted({ NODE_ENV: 'test', DEMO_DATA: 'true' }))
    assert.isFalse(demoDataWanted({ NODE_ENV: 'production' }))
    assert.isFalse(demoDataWanted({ NODE_ENV: 'production', DEMO_DATA: 'true' }), 'never, even when asked')
  })
})

test.group('startupProblems / startupRefusal', () => {
  test('a safe production environment and a bare development one start', ({ assert }) => {
    assert.deepEqual(startupProblems(SAFE_PRODUCTION), [])
    assert.deepEqual(startupProblems({ ...SAFE_PRODUCTION, ...LIVE, UNI5PAY_MODE: 'live' }), [])
    assert.deepEqual(startupProblems({}), [])
    assert.deepEqual(
      startupProblems({ NODE_ENV: 'test', NODE_TLS_REJECT_UNAUTHORIZED: '0', MOLLIE_API_URL: 'https://127.0.0.1:1/v2/' }),
      []
    )
    assert.isNull(startupRefusal(SAFE_PRODUCTION))
  })

  const refused: [string, Settings, RegExp][] = [
    ['UNI5PAY_MODE=sandbox', { UNI5PAY_MODE: 'sandbox' }, /UNI5PAY_MODE=sandbox/],
    ['DEMO_DATA=true', { DEMO_DATA: 'true' }, /DEMO_DATA=true/],
    ['DEMO_DATA=1', { DEMO_DATA: '1' }, /DEMO_DATA=true/],
    ['no APP_KEY', { APP_KEY: '' }, /APP_KEY ontbreekt/],
    ['a short APP_KEY', { APP_KEY: 'secret' }, /APP_KEY is korter dan 32/],
    ['certificate checks off', { NODE_TLS_REJECT_UNAUTHORIZED: '0' }, /NODE_TLS_REJECT_UNAUTHORIZED=0/],
    ['the embedded PostgreSQL', { DATABASE_URL: '' }, /DATABASE_URL ontbreekt/],
    ['no APP_URL', { APP_URL: undefined }, /APP_URL ontbreekt/],
    ['an http APP_URL', { APP_URL: 'http://tickets.example.sr' }, /APP_URL=http:\/\/tickets.example.sr is geen https/],
    ['Mollie over http', { MOLLIE_API_URL: 'http://mollie.local/v2/' }, /MOLLIE_API_URL=http:\/\/mollie.local\/v2\/ is geen https/],
    ['Uni5Pay+ over http', { ...LIVE, UNI5PAY_API_URL: 'http://uni5pay.local/' }, /UNI5PAY_API_URL=http:\/\/uni5pay.local\/ is geen https/],
    ['WhatsApp over http', { WHATSAPP_API_URL: 'not a url' }, /WHATSAPP_API_URL=not a url is geen https/],
    ['a Mollie test key', { MOLLIE_API_KEY: 'test_abc' }, /MOLLIE_API_KEY is een testsleutel/],
    ['a short METRICS_TOKEN', { METRICS_TOKEN: 'scrape-me' }, /METRICS_TOKEN is korter dan 32 tekens/],
  ]
  for (const [name, change, expected] of refused) {
    test(`production refuses ${name} in one line`, ({ assert }) => {
      const env = { ...SAFE_PRODUCTION, ...change }
      assert.lengthOf(startupProblems(env), 1)
      const line = startupRefusal(env)!
      assert.match(line, expected)
      assert.match(line, /^Start geweigerd \(NODE_ENV=production\): .+\. Zie README, "Production"\.$/)
      assert.notInclude(line, '\n')
      // The same setting is fine outside production (development and the tests use it).
      assert.deepEqual(startupProblems({ ...env, NODE_ENV: 'development' }), [])
    })
  }

  test('everywhere: live Uni5Pay+ without its credentials, an unknown mode, a DEMO_DATA that is no boolean', ({ assert }) => {
    assert.match(
      startupRefusal({ UNI5PAY_MODE: 'live' })!,
      /^Start geweigerd: UNI5PAY_MODE=live zonder UNI5PAY_API_URL, UNI5PAY_MERCHANT_ID, UNI5PAY_API_KEY\./
    )
    assert.match(startupRefusal({ UNI5PAY_MODE: 'live', ...LIVE, UNI5PAY_MERCHANT_ID: '' })!, /zonder UNI5PAY_MERCHANT_ID\./)
    assert.match(startupRefusal({ UNI5PAY_MODE: 'paypal' })!, /UNI5PAY_MODE=paypal bestaat niet/)
    assert.match(startupRefusal({ DEMO_DATA: 'ja' })!, /DEMO_DATA moet true of false zijn/)
    for (const bad of ['0', 'two', '2.5', '65']) {
      assert.match(startupRefusal({ WEB_CONCURRENCY: bad })!, new RegExp(`WEB_CONCURRENCY=${bad} is geen aantal processen van 1 tot 64`))
    }
    assert.isNull(startupRefusal({ WEB_CONCURRENCY: '4' }))
    assert.isNull(startupRefusal({ ...SAFE_PRODUCTION, METRICS_TOKEN: 'm'.repeat(32) }))
    assert.match(startupRefusal({ ...SAFE_PRODUCTION, UNI5PAY_MODE: 'live' })!, /UNI5PAY_MODE=live zonder/)
  })

  test('several problems are named together, still on one line', ({ assert }) => {
    const line = startupRefusal({ NODE_ENV: 'production', UNI5PAY_MODE: 'sandbox', DEMO_DATA: 'true' })!
    assert.include(line, 'UNI5PAY_MODE=sandbox')
    assert.include(line, 'DEMO_DATA=true')
    assert.include(line, 'APP_KEY ontbreekt')
    assert.notInclude(line, '\n')
  })
})
