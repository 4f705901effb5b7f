/*
 * Environment variables with safe defaults, so a fresh clone without .env starts.
 * DATABASE_URL is filled in by bin/server.ts when it starts the embedded PostgreSQL.
 */
import { Env } from '@adonisjs/core/env'
import { UNI5PAY_MODES } from '#config/production_checks'
import { compileTrustedProxies } from '#config/trusted_proxies'
import { parseAbuseLimits } from '#config/limits'

export default await Env.create(new URL('../', import.meta.url), {
  NODE_ENV: Env.schema.enum.optional(['development', 'production', 'test'] as const),
  PORT: Env.schema.number.optional(),
  HOST: Env.schema.string.optional({ format: 'host' }),
  LOG_LEVEL: Env.schema.string.optional(),
  APP_KEY: Env.schema.string.optional(),
  APP_URL: Env.schema.string.optional(),
  DATABASE_URL: Env.schema.string.optional(),
  /**
   * A connection straight to PostgreSQL for migrations and pg-boss when DATABASE_URL goes through PgBouncer in
   * transaction pooling (they need session state: advisory locks, LISTEN); default DATABASE_URL. docs/scaling.md.
   */
  DATABASE_DIRECT_URL: Env.schema.string.optional(),
  /** API processes on this machine (bin/supervisor.ts; default 1). */
  WEB_CONCURRENCY: Env.schema.number.optional(),
  /** GET /metrics answers only `Authorization: Bearer <METRICS_TOKEN>`; without it the endpoint is 404. */
  METRICS_TOKEN: Env.schema.string.optional(),
  /** Database connections per server process (config/database.ts; default 10). */
  DB_POOL_MAX: Env.schema.number.optional(),
  CORS_ORIGINS: Env.schema.string.optional(),
  /** Maps and geocoding (config/maps.ts); all optional: without a key the map shows its no-map state. */
  GOOGLE_MAPS_API_KEY: Env.schema.string.optional(),
  GOOGLE_GEOCODING_API_KEY: Env.schema.string.optional(),
  MAPS_STATIC_BASE_URL: Env.schema.string.optional(),
  GEOCODING_BASE_URL: Env.schema.string.optional(),
  /** 'false' keeps pg-boss (background jobs) from starting with the web server. */
  JOBS_ENABLED: Env.schema.boolean.optional(),
  /** Demo data on an empty database: default only in development; refused in production. */
  DEMO_DATA: Env.schema.boolean.optional(),
  /**
   * Outgoing mail (config/mail.ts). Without SMTP_HOST, outside production, bin/server.ts starts a
   * local SMTP sink that stores every mail in MAIL_SINK_DIR (default .data/mail).
   */
  SMTP_HOST: Env.schema.string.optional(),
  SMTP_PORT: Env.schema.number.optional(),
  SMTP_USER: Env.schema.string.optional(),
  SMTP_PASSWORD: Env.schema.string.optional(),
  SMTP_SECURE: Env.schema.boolean.optional(),
  MAIL_FROM_ADDRESS: Env.schema.string.optional(),
  MAIL_FROM_NAME: Env.schema.string.optional(),
  MAIL_SINK_DIR: Env.schema.string.optional(),
  /**
   * WhatsApp Cloud API (config/whatsapp.ts). Without an access token, outside production, messages
   * are written to WHATSAPP_SINK_DIR (default .data/whatsapp).
   */
  WHATSAPP_API_URL: Env.schema.string.optional(),
  WHATSAPP_PHONE_NUMBER_ID: Env.schema.string.optional(),
  WHATSAPP_ACCESS_TOKEN: Env.schema.string.optional(),
  WHATSAPP_TIMEOUT_MS: Env.schema.number.optional(),
  WHATSAPP_SINK_DIR: Env.schema.string.optional(),
  /** Seconds a ticket hold lasts (SPEC §9: 1200). */
  TICKET_HOLD_SECONDS: Env.schema.number.optional(),
  /** Payments (config/payments.ts). */
  MOLLIE_API_KEY: Env.schema.string.optional(),
  MOLLIE_API_URL: Env.schema.string.optional(),
  MOLLIE_TIMEOUT_MS: Env.schema.number.optional(),
  /** Uni5Pay+ (config/payments.ts, config/production_checks.ts): live | sandbox | off, and the live merchant API. */
  UNI5PAY_MODE: Env.schema.enum.optional(UNI5PAY_MODES),
  UNI5PAY_API_URL: Env.schema.string.optional(),
  UNI5PAY_MERCHANT_ID: Env.schema.string.optional(),
  UNI5PAY_API_KEY: Env.schema.string.optional(),
  UNI5PAY_WEBHOOK_SECRET: Env.schema.string.optional(),
  UNI5PAY_TIMEOUT_MS: Env.schema.number.optional(),
  PAYMENT_WINDOW_MINUTES: Env.schema.number.optional(),
  PAYMENT_RECONCILE_AFTER_MINUTES: Env.schema.number.optional(),
  /**
   * Contact forms: reCAPTCHA v3 (config/captcha.ts). Without both keys, outside production, the
   * forms run without captcha; production refuses to start with one key and not the other.
   */
  RECAPTCHA_SITE_KEY: Env.schema.string.optional(),
  RECAPTCHA_SECRET_KEY: Env.schema.string.optional(),
  RECAPTCHA_VERIFY_URL: Env.schema.string.optional(),
  RECAPTCHA_MIN_SCORE: Env.schema.number.optional(),
  RECAPTCHA_TIMEOUT_MS: Env.schema.number.optional(),
  /** Reverse proxies whose X-Forwarded-For is believed (config/trusted_proxies.ts); none by default. */
  TRUSTED_PROXIES: (_key: string, value?: string) => (value ? (compileTrustedProxies(value), value) : undefined),
  /** Overrides of the buying abuse limits (config/limits.ts), e.g. 'networkSeatsHeld=200'. */
  ABUSE_LIMITS: (_key: string, value?: string) => (value ? (parseAbuseLimits(value), value) : undefined),
})
