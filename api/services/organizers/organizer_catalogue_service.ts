import db from '@adonisjs/lucid/services/db'
import Event from '#models/event'
import User from '#models/user'
import type { OrganizerPage } from '#domain/catalogue_types'
import { JsonListCache, invalidateOnChange } from '#services/catalogue/catalogue_cache'
import { organizerReviewSummaries } from '#services/reviews/public_review_service'
import { organizerSummary, type OrganizerListRow } from '#transformers/organizer_transformer'

/*
 * GET /api/organizers (SPEC §7 refresh path): the organizers a visitor can find on the site, that is active
 * organizers with at least one published event (upcoming or past, counted as their page counts them), by name.
 */

export interface OrganizerPageQuery {
  page: number
  perPage: number
}

/** The name the pages show (personName): the organization, else first and last name. */
const NAME_SQL = `lower(coalesce(nullif(btrim(u.organization_name), ''), btrim(concat_ws(' ', nullif(btrim(u.first_name), ''), nullif(btrim(u.last_name), '')))))`

export async function listPublicOrganizers({ page, perPage }: OrganizerPageQuery): Promise<OrganizerPage> {
  const organizers = db
    .from('users as u')
    .where('u.role', 'organizer')
    .whereNull('u.deactivated_at')
    .whereExists((events) => events.from('events as e').whereColumn('e.organizer_id', 'u.id').where('e.is_published', true))
  const [rows, [{ total }]]: [OrganizerListRow[], { total: string | number }[]] = await Promise.all([
    organizers
      .clone()
      .select(
        'u.id',
        'u.organization_name',
        'u.first_name',
        'u.last_name',
        'u.city_town',
        'u.business_district',
        'u.district',
        db.raw('(SELECT count(*)::int FROM events e WHERE e.organizer_id = u.id AND e.is_published) AS published_events')
      )
      .orderByRaw(`${NAME_SQL} ASC, u.id ASC`)
      .limit(perPage)
      .offset((page - 1) * perPage),
    organizers.clone().count('* as total'),
  ])
  const reviews = await organizerReviewSummaries(rows.map((row) => row.id))
  return {
    success: true,
    data: rows.map((row) => organizerSummary(row, reviews.get(row.id)!)),
    total: Number(total),
    page,
    perPage,
  }
}

const publicOrganizersCache = new JsonListCache()
// The list reads organizers and their events; ratings follow within the cache's TTL.
invalidateOnChange(Event, User)

/** The answer body of GET /api/organizers, from a short-lived cache (catalogue_cache.ts). */
export function publicOrganizersBody(query: OrganizerPageQuery): Promise<Buffer> {
  return publicOrganizersCache.getAnswer(JSON.stringify([query.page, query.perPage]), () => listPublicOrganizers(query))
}
