import env from '#start/env'

/**
 * Absolute address of a storefront page for links in e-mail and WhatsApp messages: APP_URL when set
 * (production), else the address this server listens on.
 */
export function publicUrl(path: string, query: Record<string, string> = {}): string {
  const host = env.get('HOST') && env.get('HOST') !== '0.0.0.0' ? env.get('HOST') : 'localhost'
  const base = env.get('APP_URL') || `http://${host}:${env.get('PORT') ?? 3333}`
  const url = new URL(path, base)
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
  return url.href
}
