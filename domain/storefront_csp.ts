/*
 * The storefront pages' Content Security Policy (docs/security.md#headers). Scripts run only from our origin,
 * from the inline scripts Astro hashed at build time (island hydration, client directives, inlined bundles), and
 * from the inline scripts a page renders with this response's nonce (our `is:inline` scripts, which carry request
 * data through define:vars). Google's hosts join only when the feature that needs them is configured, and the
 * admin's header/body tags (SPEC §7, arbitrary tags) are the one exception: while any is set, their inline scripts
 * get the nonce and https: scripts are admitted (what analytics loaders fetch next is not known in advance).
 */

export interface StorefrontScripts {
  /** Hashes of Astro's own inline scripts, as CSP tokens without quotes ('sha256-…'). */
  hashes: readonly string[]
  /** This response's nonce (base64), or null for a response without inline scripts of ours. */
  nonce: string | null
  /** GOOGLE_MAPS_API_KEY is set: the interactive venue map loads Google's Maps JavaScript API. */
  maps: boolean
  /** RECAPTCHA_SITE_KEY is set: the contact dialog loads reCAPTCHA. */
  captcha: boolean
  /** The platform settings carry a header or body tag. */
  adminTags: boolean
}

/** Google's CSP guide for the Maps JavaScript API (allowlist form): its hosts, blob: workers' scripts and eval. */
export const MAPS_SCRIPT_SOURCES = [
  'https://*.googleapis.com',
  'https://*.gstatic.com',
  'https://*.google.com',
  'https://*.ggpht.com',
  'https://*.googleusercontent.com',
  "'unsafe-eval'",
  'blob:',
] as const

/** Google's reCAPTCHA FAQ: the script and what it loads come from these paths. */
export const CAPTCHA_SCRIPT_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'] as const

const HASH = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/
const NONCE = /^[A-Za-z0-9+/]{16,}={0,2}$/

/** The script-src directive for one response; every source appears once, in a stable order. */
export function storefrontScriptSrc(scripts: StorefrontScripts): string {
  const sources = new Set<string>(["'self'"])
  for (const hash of scripts.hashes) if (HASH.test(hash)) sources.add(`'${hash}'`)
  if (scripts.nonce !== null) {
    if (!NONCE.test(scripts.nonce)) throw new Error('A CSP nonce is base64 of at least 12 random bytes')
    sources.add(`'nonce-${scripts.nonce}'`)
  }
  if (scripts.maps) for (const source of MAPS_SCRIPT_SOURCES) sources.add(source)
  if (scripts.captcha) for (const source of CAPTCHA_SCRIPT_SOURCES) sources.add(source)
  if (scripts.adminTags) sources.add('https:')
  return `script-src ${[...sources].join(' ')}`
}

/**
 * The whole policy. Styles, images, fonts, frames and connections stay broad (the admin's tags and Google's
 * widgets use them; none of them runs script); plugins, <base> hijacks, forms posting elsewhere and being framed
 * are refused (the embed page's frame-ancestors is rewritten per organizer in bin/one_origin.ts).
 */
export function storefrontPolicy(scripts: StorefrontScripts): string {
  return [
    "default-src 'self'",
    storefrontScriptSrc(scripts),
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline' https:",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data: https:",
    "connect-src 'self' https: data: blob:",
    "frame-src 'self' https:",
    "media-src 'self' https:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** The hashes in the script-src of a policy Astro rendered (security.csp in storefront/astro.config.mjs). */
export function scriptHashesOf(policy: string | null | undefined): string[] {
  const directive = (policy ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => /^script-src\s/i.test(part))
  if (!directive) return []
  return directive
    .split(/\s+/)
    .slice(1)
    .map((token) => token.replace(/^'|'$/g, ''))
    .filter((token) => HASH.test(token))
}

/**
 * The admin's tag HTML with this response's nonce on each of its <script> elements (replacing any nonce
 * written into the tag), so its inline scripts run without 'unsafe-inline'.
 */
export function withScriptNonce(html: string, nonce: string): string {
  if (!NONCE.test(nonce)) throw new Error('A CSP nonce is base64 of at least 12 random bytes')
  return html.replace(/<script\b([^>]*)>/gi, (_tag, attributes: string) => {
    const kept = attributes.replace(/\snonce\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/gi, '')
    return `<script nonce="${nonce}"${kept}>`
  })
}
