/*
 * Whose X-Forwarded-For (and -Proto, -Host) is believed: only the reverse proxies listed in
 * TRUSTED_PROXIES (comma-separated IP addresses or CIDR ranges, e.g. '127.0.0.1,10.0.0.0/8'; also
 * proxy-addr's names 'loopback', 'linklocal', 'uniquelocal'). Default: none, so request.ip() is the
 * socket's address and a client cannot pick its own address per request to get round every per-address
 * limit. Behind a proxy, list it: otherwise every visitor shares the proxy's address and its limits.
 *
 * Reads process.env when first used (start/env.ts validates the value at start-up with the same parser,
 * and imports this file, so it must not import start/env itself).
 */
import { defineConfig } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'

export type TrustFn = (address: string, hop: number) => boolean

/** AdonisJS's own proxy-addr compilation, one entry at a time (it takes a single string). Throws one line for a bad entry. */
export function compileTrustedProxies(list: string): TrustFn {
  const entries = list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const checks = entries.map((entry) => {
    try {
      return defineConfig({ trustProxy: entry }).trustProxy
    } catch {
      throw new Error(`TRUSTED_PROXIES: '${entry}' is not an IP address or CIDR range (expected e.g. 127.0.0.1,10.0.0.0/8)`)
    }
  })
  return (address, hop) => checks.some((check) => check(address, hop))
}

let trust: TrustFn | null = null

/** config/app.ts's http.trustProxy. */
export function isTrustedProxy(address: string, hop: number): boolean {
  trust ??= compileTrustedProxies(process.env.TRUSTED_PROXIES ?? '')
  return trust(address, hop)
}

/** Tests trust another list for a while; null goes back to TRUSTED_PROXIES. */
export function setTrustedProxiesForTests(list: string | null) {
  if (!app.inTest) throw new Error('Trusted proxies can only be changed in tests')
  trust = list === null ? null : compileTrustedProxies(list)
}
