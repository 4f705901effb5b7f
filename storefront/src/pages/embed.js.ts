/*
 * GET /embed.js: the ticket button loader other websites include (docs/embed.md). One small file with an ETag of its
 * content, cached for a day and revalidated after (the snippet's address never changes, so it cannot be immutable).
 */
import type { APIRoute } from 'astro'
import { createHash } from 'node:crypto'
import source from '../components/embed/embed_loader.js?raw'

export const prerender = false

const ETAG = `"${createHash('sha256').update(source).digest('base64url').slice(0, 22)}"`

export const GET: APIRoute = ({ request }) => {
  const headers = {
    'Content-Type': 'text/javascript; charset=utf-8',
    'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    ETag: ETAG,
    'Cross-Origin-Resource-Policy': 'cross-origin',
  }
  const asked = request.headers.get('if-none-match') ?? ''
  if (asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === ETAG)) return new Response(null, { status: 304, headers })
  return new Response(source, { status: 200, headers })
}
