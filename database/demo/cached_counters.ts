/*
 * Recomputes the cached rating, review, like and follower columns from reviews and likes. Ratings and review counts
 * follow the public's rule (api/services/reviews/review_cache.ts: approved, respondedAt set, at least
 * reviewDisplayMinRating), the one the site applies after every review change.
 */
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { refreshReviewCaches } from '#services/reviews/review_cache'

export async function refreshCachedCounters(client: QueryClientContract): Promise<void> {
  const settings = await client.from('platform_settings').where('id', 1).select('review_display_min_rating').first()
  await refreshReviewCaches(client, settings?.review_display_min_rating ?? 1)
  await client.rawQuery(`
    UPDATE venues SET
      cached_like_count = (SELECT COUNT(*) FROM likes l WHERE l.target_type = 'venue' AND l.target_id = venues.id)`)
  await client.rawQuery(`
    UPDATE events SET
      cached_like_count = (SELECT COUNT(*) FROM likes l WHERE l.target_type = 'event' AND l.target_id = events.id)`)
  await client.rawQuery(`
    UPDATE users SET
      cached_follower_count = (SELECT COUNT(*) FROM likes l WHERE l.target_type = 'organizer' AND l.target_id = users.id)`)
}
