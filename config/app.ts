import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/core/http'
import { appKey } from '#config/app_key'
import { isTrustedProxy } from '#config/trusted_proxies'
import { answerBadUrl } from '#middleware/input_guard_middleware'

export { appKey }

export const http = defineConfig({
  generateRequestId: true,
  allowMethodSpoofing: false,
  useAsyncLocalStorage: false,
  // X-Forwarded-For only from the proxies in TRUSTED_PROXIES (none by default): config/trusted_proxies.ts.
  trustProxy: isTrustedProxy,
  onBadUrl: answerBadUrl,
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
})

export const appUrl = env.get('APP_URL', '')
