import type { HttpContext } from '@adonisjs/core/http'
import { createHash, timingSafeEqual } from 'node:crypto'
import env from '#start/env'
import { DomainError } from '#exceptions/domain_error'
import { scrape } from '#services/server/metrics'

const digest = (value: string) => createHash('sha256').update(value).digest()

/**
 * GET /metrics for Prometheus: only with `Authorization: Bearer <METRICS_TOKEN>`. Without a configured token the
 * endpoint does not exist (404); a missing or wrong token is a 401. Under the supervisor the answer covers every worker.
 */
export default class MetricsController {
  async show({ request, response }: HttpContext) {
    const token = env.get('METRICS_TOKEN')?.trim()
    if (!token) throw new DomainError('NOT_FOUND')
    const given = /^Bearer\s+(.+)$/i.exec(request.header('authorization') ?? '')?.[1]?.trim() ?? ''
    // Compared as digests: equal length, constant time, and the token's length is not given away.
    if (!timingSafeEqual(digest(given), digest(token))) {
      throw new DomainError('METRICS_TOKEN_INVALID', { headers: { 'WWW-Authenticate': 'Bearer realm="metrics"' } })
    }
    const { contentType, text } = await scrape()
    response.header('Content-Type', contentType)
    response.header('Cache-Control', 'no-store')
    return response.send(text)
  }
}
