/*
 * POST /api/analytics/collect (docs/analytics.md): the storefront's funnel steps, first-party. What is stored per
 * step: its name, the event, the random per-visit id and, for a page view, the referrer's domain and utm_source.
 * Never an IP address (the network only counts against the rate limit, under a key of its own), never a user id
 * (a visit is enough for a funnel), never a full address or query.
 */
import db from '@adonisjs/lucid/services/db'
import { hit } from '#services/accounts/rate_limits'
import type { ClientStep } from '#domain/analytics'

export interface CollectedStep {
  name: ClientStep
  eventId: number
  referrer?: string | null
  utmSource?: string | null
}

export interface CollectBatch {
  visitId: string
  events: CollectedStep[]
}

/** Stores one beacon's steps; steps of events that do not exist (any more) are dropped. Returns how many were stored.
 * Only published events are counted: a preview is not a visitor. */
export async function collectSteps(batch: CollectBatch, clientIp: string): Promise<number> {
  await hit('analyticsPerNetwork', clientIp)
  const ids = [...new Set(batch.events.map((step) => step.eventId))]
  const known = new Set(
    (await db.from('events').whereIn('id', ids).where('is_published', true).select('id')).map((row: { id: number }) => row.id)
  )
  const now = new Date()
  const rows = batch.events
    .filter((step) => known.has(step.eventId))
    .map((step) => ({
      name: step.name,
      user_id: null,
      session_id: batch.visitId,
      event_id: step.eventId,
      venue_id: null,
      properties: JSON.stringify(
        step.name === 'page_view'
          ? { ...(step.referrer ? { referrer: step.referrer } : {}), ...(step.utmSource ? { utmSource: step.utmSource } : {}) }
          : {}
      ),
      occurred_at: now,
      created_at: now,
    }))
  if (rows.length > 0) await db.table('analytics_events').multiInsert(rows)
  return rows.length
}
