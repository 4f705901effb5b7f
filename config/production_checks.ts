/*
 * What the environment decides before anything starts, as pure functions of the environment (so they are
 * unit-tested without starting anything): the Uni5Pay+ mode, whether demo data loads, and the settings a
 * start refuses. bin/refuse_unsafe_start.ts runs startupProblems() first thing in bin/server.ts.
 *
 * Production never runs with a known password or a self-approving payment: no sandbox, no demo accounts,
 * no certificate checks switched off, no provider reached over plain HTTP, and a real APP_KEY.
 */
export type Settings = Readonly<Record<string, string | undefined>>

export const UNI5PAY_MODES = ['live', 'sandbox', 'off'] as const
export type Uni5payMode = (typeof UNI5PAY_MODES)[number]

/** What a live Uni5Pay+ needs (UNI5PAY_WEBHOOK_SECRET and UNI5PAY_TIMEOUT_MS are optional). */
export const UNI5PAY_CREDENTIALS = ['UNI5PAY_API_URL', 'UNI5PAY_MERCHANT_ID', 'UNI5PAY_API_KEY'] as const

/** The shortest APP_KEY accepted in production: 32 characters (the generated local key is 43). */
export const APP_KEY_MIN_LENGTH = 32

const value = (env: Settings, name: string) => env[name]?.trim() ?? ''

export const isProduction = (env: Settings) => value(env, 'NODE_ENV') === 'production'

/** AdonisJS's boolean env values: 'true'/'1' and 'false'/'0'; anything else is undefined. */
function flag(env: Settings, name: string): boolean | undefined {
  const raw = value(env, name).toLowerCase()
  if (raw === 'true' || raw === '1') return true
  if (raw === 'false' || raw === '0') return false
  return undefined
}

export function missingUni5payCredentials(env: Settings): string[] {
  return UNI5PAY_CREDENTIALS.filter((name) => !value(env, name))
}

/**
 * UNI5PAY_MODE when set; otherwise the sandbox outside production (so a fresh clone and the tests pay
 * through /mock-uni5pay-checkout) and, in production, live when its credentials are set, else off.
 * An unknown value is returned as 'off' here; startupProblems() refuses it before anything runs.
 */
export function uni5payMode(env: Settings): Uni5payMode {
  const chosen = value(env, 'UNI5PAY_MODE')
  if (chosen) return (UNI5PAY_MODES as readonly string[]).includes(chosen) ? (chosen as Uni5payMode) : 'off'
  if (!isProduction(env)) return 'sandbox'
  return missingUni5payCredentials(env).length === 0 ? 'live' : 'off'
}

/** Demo data (accounts with a published password) only in development, or when DEMO_DATA=true outside production. */
export function demoDataWanted(env: Settings): boolean {
  if (isProduction(env)) return false
  const asked = flag(env, 'DEMO_DATA')
  if (asked !== undefined) return asked
  const nodeEnv = value(env, 'NODE_ENV')
  return nodeEnv === '' || nodeEnv === 'development'
}

function isHttps(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:'
  } catch {
    return false
  }
}

/** The shortest METRICS_TOKEN accepted in production (GET /metrics shows every route's traffic). */
export const METRICS_TOKEN_MIN_LENGTH = 32

/** The most API processes WEB_CONCURRENCY may ask for on one machine. */
export const MAX_WEB_CONCURRENCY = 64

/** WEB_CONCURRENCY as a whole number of processes (bin/supervisor.ts), 1 when unset; NaN when it is not one. */
export function webConcurrency(env: Settings): number {
  const raw = value(env, 'WEB_CONCURRENCY')
  if (!raw) return 1
  const count = /^\d+$/.test(raw) ? Number(raw) : Number.NaN
  return count >= 1 && count <= MAX_WEB_CONCURRENCY ? count : Number.NaN
}

/** Settings that are wrong everywhere: a start with them would fail later or behave unexpectedly. */
function everywhereProblems(env: Settings): string[] {
  const problems: string[] = []
  const mode = value(env, 'UNI5PAY_MODE')
  if (mode && !(UNI5PAY_MODES as readonly string[]).includes(mode)) {
    problems.push(`UNI5PAY_MODE=${mode} bestaat niet: kies live, sandbox of off`)
  }
  const missing = missingUni5payCredentials(env)
  if (mode === 'live' && missing.length > 0) problems.push(`UNI5PAY_MODE=live zonder ${missing.join(', ')}`)
  if (value(env, 'DEMO_DATA') && flag(env, 'DEMO_DATA') === undefined) problems.push('DEMO_DATA moet true of false zijn')
  if (Number.isNaN(webConcurrency(env))) {
    problems.push(`WEB_CONCURRENCY=${value(env, 'WEB_CONCURRENCY')} is geen aantal processen van 1 tot ${MAX_WEB_CONCURRENCY}`)
  }
  return problems
}

/** Settings that are fine for development and tests but unsafe in production. */
function productionProblems(env: Settings): string[] {
  const problems: string[] = []
  if (value(env, 'UNI5PAY_MODE') === 'sandbox') {
    problems.push('UNI5PAY_MODE=sandbox in productie (iedereen kan daar zijn eigen betaling goedkeuren): kies live of off')
  }
  if (flag(env, 'DEMO_DATA') === true) problems.push('DEMO_DATA=true in productie (demo-accounts met een bekend wachtwoord)')
  const appKey = value(env, 'APP_KEY')
  if (!appKey) problems.push('APP_KEY ontbreekt (bijvoorbeeld: openssl rand -base64 32)')
  else if (appKey.length < APP_KEY_MIN_LENGTH) problems.push(`APP_KEY is korter dan ${APP_KEY_MIN_LENGTH} tekens`)
  const metricsToken = value(env, 'METRICS_TOKEN')
  if (metricsToken && metricsToken.length < METRICS_TOKEN_MIN_LENGTH) {
    problems.push(`METRICS_TOKEN is korter dan ${METRICS_TOKEN_MIN_LENGTH} tekens`)
  }
  if (value(env, 'NODE_TLS_REJECT_UNAUTHORIZED') === '0') problems.push('NODE_TLS_REJECT_UNAUTHORIZED=0 zet de certificaatcontrole uit')
  if (!value(env, 'DATABASE_URL')) {
    problems.push('DATABASE_URL ontbreekt (de ingebouwde PostgreSQL heeft het bekende wachtwoord postgres en is voor ontwikkeling)')
  }
  const appUrl = value(env, 'APP_URL')
  if (!isHttps(appUrl)) problems.push(appUrl ? `APP_URL=${appUrl} is geen https-adres` : 'APP_URL ontbreekt (het https-adres van de site)')
  for (const name of ['MOLLIE_API_URL', 'UNI5PAY_API_URL', 'WHATSAPP_API_URL', 'RECAPTCHA_VERIFY_URL']) {
    const url = value(env, name)
    if (url && !isHttps(url)) problems.push(`${name}=${url} is geen https-adres`)
  }
  // The contact forms' captcha needs both keys (one alone would refuse every message).
  const captchaKeys = ['RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET_KEY'].filter((name) => value(env, name))
  if (captchaKeys.length === 1) {
    const missing = captchaKeys[0] === 'RECAPTCHA_SITE_KEY' ? 'RECAPTCHA_SECRET_KEY' : 'RECAPTCHA_SITE_KEY'
    problems.push(`${captchaKeys[0]} zonder ${missing} (reCAPTCHA van de contactformulieren half ingesteld)`)
  }
  if (value(env, 'MOLLIE_API_KEY').startsWith('test_')) {
    problems.push('MOLLIE_API_KEY is een testsleutel (test_…): testbetalingen zijn gratis goed te keuren')
  }
  return problems
}

/** Everything that stops this start, each as a short phrase; empty when the start may go on. */
export function startupProblems(env: Settings): string[] {
  return [...everywhereProblems(env), ...(isProduction(env) ? productionProblems(env) : [])]
}

/** The one line printed when the start is refused, or null. */
export function startupRefusal(env: Settings): string | null {
  const problems = startupProblems(env)
  if (problems.length === 0) return null
  const where = isProduction(env) ? ' (NODE_ENV=production)' : ''
  return `Start geweigerd${where}: ${problems.join('; ')}. Zie README, "Production".`
}
