/*
 * Security headers per part of the one origin: the API (api/middleware/security_headers_middleware.ts),
 * and the storefront pages, the back office and stored uploads (bin/one_origin.ts). Each CSP is the
 * narrowest the pages satisfy (tests/e2e/security-headers.e2e.ts loads them and fails on any violation).
 */
import { compileTrustedProxies } from './trusted_proxies.js'
import { storefrontPolicy } from '#domain/storefront_csp'
import type { IncomingMessage } from 'node:http'

type Headers = Record<string, string>

const csp = (directives: string[]) => directives.join('; ')

const COMMON: Headers = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
}

/** The API never renders HTML, so its CSP can be closed. */
export const API_HEADERS: Headers = {
  ...COMMON,
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
}

/**
 * Storefront responses. This is the policy of what one_origin serves itself (built files, the not-found text); a
 * rendered page replaces it with its own (storefront/src/middleware.ts, domain/storefront_csp.ts): the same
 * directives with the hashes of Astro's inline scripts, the page's nonce and the configured Google hosts.
 */
export const STOREFRONT_HEADERS: Headers = {
  ...COMMON,
  'Content-Security-Policy': storefrontPolicy({ hashes: [], nonce: null, maps: false, captcha: false, adminTags: false }),
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self)',
}

/** The back office: Vite's module bundles only, MUI's runtime styles, images from anywhere it lists. */
export const BACKOFFICE_HEADERS: Headers = {
  ...COMMON,
  'Content-Security-Policy': csp([
    "default-src 'self'",
    // 'wasm-unsafe-eval': the scanner's QR decoder is WebAssembly (our own file); it allows compiling WASM, not eval().
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]),
  // The ticket scanner (SPEC §6 scanner role) reads QR codes with the camera.
  'Permissions-Policy': 'camera=(self), microphone=(), geolocation=()',
}

/** Stored uploads: images only, never a document that could run script on our origin. */
export const UPLOAD_HEADERS: Headers = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'Cross-Origin-Resource-Policy': 'same-site',
}

/** Extensions /uploads serves; anything else (and any dotfile) is not found. */
export const UPLOAD_IMAGE_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.ico', '.svg']

/** SVG can carry script: served as a download (an <img> still shows it), inside the sandbox CSP above. */
export const SVG_UPLOAD_HEADERS: Headers = { 'Content-Disposition': 'attachment' }

/** Only over TLS: a browser that saw it refuses plain http to this host for a year. */
export const HSTS_HEADERS: Headers = { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }

/**
 * Whether a request reached us over TLS: our own TLS socket, or X-Forwarded-Proto https from a proxy
 * listed in TRUSTED_PROXIES (the same parser as the API's trustProxy: config/trusted_proxies.ts).
 */
export function tlsRequestCheck(trustedProxies: string | undefined): (req: IncomingMessage) => boolean {
  const trusted = compileTrustedProxies(trustedProxies ?? '')
  return (req) => {
    if ((req.socket as { encrypted?: boolean }).encrypted) return true
    const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      .trim()
    const remote = req.socket.remoteAddress ?? ''
    return forwarded === 'https' && remote !== '' && trusted(remote, 0)
  }
}

/**
 * The embed page (/embed/…, docs/embed.md) may be framed by its organizer's registered websites only. The page names
 * them in the response header EMBED_FRAME_ANCESTORS_HEADER; bin/one_origin.ts takes it off and writes them into the CSP's frame-ancestors. The
 * page also goes without X-Frame-Options, which cannot name origins (CSP frame-ancestors takes precedence where
 * both are set, but an old browser would refuse every frame).
 */
export { EMBED_FRAME_ANCESTORS_HEADER } from '#domain/embed_origins'

export function isEmbedPage(pathname: string): boolean {
  return pathname.startsWith('/embed/')
}

/** The CSP with its frame-ancestors set to 'self' and the given origins (each a plain origin, else left out). */
export function withFrameAncestors(policy: string, origins: readonly string[]): string {
  const safe = origins.filter((origin) => /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$|^https?:\/\/\[[0-9a-f:]+\](?::\d{1,5})?$/.test(origin))
  const ancestors = `frame-ancestors ${["'self'", ...safe].join(' ')}`
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !/^frame-ancestors\b/i.test(directive))
  return [...directives, ancestors].join('; ')
}
