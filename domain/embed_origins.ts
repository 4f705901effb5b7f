/*
 * The embeddable ticket button's rules (docs/embed.md): which origins an organizer may register, and whether a
 * return address or a host page is one of them. Pure and shared by the API, the embed page and the back office.
 */

/** How many websites one organizer may register. */
export const MAX_EMBED_ORIGINS = 20

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * A registered website as its origin ('https://www.club.sr', no path, lower case, no default port), or null when
 * the input is not one: https, or plain http on a loopback address (local development and tests); no credentials,
 * wildcards, query or fragment; a path of at most '/'.
 */
export function parseEmbedOrigin(input: string, production = false): string | null {
  const text = input.trim()
  if (text.length === 0 || text.length > 300 || /[\s*]/.test(text)) return null
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return null
  }
  // Plain http on a loopback address is for local development and tests: never registered in production.
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && !production && LOOPBACK_HOSTS.has(url.hostname))) return null
  if (url.username || url.password || url.search || url.hash || text.includes('?') || text.includes('#')) return null
  if (url.pathname !== '/' || !/^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/.test(url.hostname)) return null
  // A host needs a dot or is a loopback name: 'https://club' is a typo, not a website.
  if (!url.hostname.includes('.') && !url.hostname.includes(':') && !LOOPBACK_HOSTS.has(url.hostname)) return null
  return url.origin
}

/** The address itself when it is an http(s) page on one of the origins; null for anything else. */
export function allowedReturnUrl(address: string | null | undefined, origins: readonly string[]): string | null {
  if (!address || address.length > 2000) return null
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (url.username || url.password) return null
  return origins.includes(url.origin) ? url.href : null
}

/** The host page's origin when it is registered; null otherwise (the embed then talks to no window). */
export function allowedHostOrigin(origin: string | null | undefined, origins: readonly string[]): string | null {
  if (!origin) return null
  const parsed = parseEmbedOrigin(origin)
  return parsed && origins.includes(parsed) ? parsed : null
}

/**
 * The header by which the embed page names the origins that may frame it; the one-origin server writes them into the
 * page's CSP frame-ancestors and takes the header off (bin/one_origin.ts).
 */
export const EMBED_FRAME_ANCESTORS_HEADER = 'x-embed-frame-ancestors'
