/*
 * Environment variables with safe defaults, so a fresh clone without .env starts.
 * DATABASE_URL is filled in by bin/server.ts when it starts the embedded PostgreSQL.
 */
import { Env } from '@adonisjs/core/env'

export default await Env.create(new URL('../', import.meta.url), {
  NODE_ENV: Env.schema.enum.optional(['development', 'production', 'test'] as const),
  PORT: Env.schema.number.optional(),
  HOST: Env.schema.string.optional({ format: 'host' }),
  LOG_LEVEL: Env.schema.string.optional(),
  APP_KEY: Env.schema.string.optional(),
  APP_URL: Env.schema.string.optional(),
  DATABASE_URL: Env.schema.string.optional(),
  CORS_ORIGINS: Env.schema.string.optional(),
  /** Maps and geocoding (config/maps.ts); all optional: without a key the map shows its no-map state. */
  GOOGLE_MAPS_API_KEY: Env.schema.string.optional(),
  GOOGLE_GEOCODING_API_KEY: Env.schema.string.optional(),
  MAPS_STATIC_BASE_URL: Env.schema.string.optional(),
  GEOCODING_BASE_URL: Env.schema.string.optional(),
  /** 'false' keeps pg-boss (background jobs) from starting with the web server. */
  JOBS_ENABLED: Env.schema.boolean.optional(),
})
