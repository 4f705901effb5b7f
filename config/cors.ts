import env from '#start/env'
import { defineConfig } from '@adonisjs/cors'

/*
 * Storefront and back office are served from the API's own origin; other origins
 * (for example `astro dev` on another port) must be listed in CORS_ORIGINS.
 */
const allowed = (env.get('CORS_ORIGINS') ?? '')
  .split(',')
  .map((o) => o.trim())
  .filter(Boolean)

export default defineConfig({
  enabled: true,
  origin: (origin) => allowed.includes(origin),
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  headers: true,
  exposeHeaders: ['content-range', 'x-request-id'],
  credentials: true,
  maxAge: 90,
})
