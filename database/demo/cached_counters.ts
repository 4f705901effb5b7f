/*
 * Recomputes the cached rating, review, like and follower columns from reviews and likes.
 * Only approved reviews count (the ones the site shows).
 */
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

export async function refreshCachedCounters(client: QueryClientContract): Promise<void> {
  await client.rawQuery(`
    UPDATE venues SET
      cached_average_rating = COALESCE((SELECT ROUND(AVG(r.rating)::numeric, 1) FROM reviews r
        WHERE r.review_type = 'venue' AND r.venue_id = venues.id AND r.review_status = 'approved'), 0),
      cached_review_count = (SELECT COUNT(*) FROM reviews r
        WHERE r.review_type = 'venue' AND r.venue_id = venues.id AND r.review_status = 'approved'),
      cached_like_count = (SELECT COUNT(*) FROM likes l WHERE l.target_type = 'venue' AND l.target_id = venues.id)`)
  await client.rawQuery(`
    UPDATE events SET
      cached_average_rating = COALESCE((SELECT ROUND(AVG(r.rating)::numeric, 1) FROM reviews r
        WHERE r.review_type = 'event' AND r.event_id = events.id AND r.review_status = 'approved'), 0),
      cached_like_count = (SELECT COUNT(*) FROM likes l WHERE l.target_type = 'event' AND l.target_id = events.id)`)
  await client.rawQuery(`
    UPDATE users SET
      cached_rating = COALESCE((SELECT ROUND(AVG(r.rating)::numeric, 1) FROM reviews r
        WHERE r.review_type = 'organizer' AND r.organizer_id = users.id AND r.review_status = 'approved'), 0),
      cached_review_count = (SELECT COUNT(*) FROM reviews r
        WHERE r.review_type = 'organizer' AND r.organizer_id = users.id AND r.review_status = 'approved'),
      cached_verified_review_count = (SELECT COUNT(*) FROM reviews r
        WHERE r.review_type = 'organizer' AND r.organizer_id = users.id AND r.review_status = 'approved' AND r.is_verified),
      cached_follower_count = (SELECT COUNT(*) FROM likes l WHERE l.target_type = 'organizer' AND l.target_id = users.id)`)
}
