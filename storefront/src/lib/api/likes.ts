/*
 * Likes and follows (SPEC §7 "Reviews and likes"): My tickets' favourites read on the server with the buyer's own
 * token (the same hand-over as my_tickets.ts), never cached; and the like buttons' calls in the browser.
 */
import type { Favorite, LikeStatus } from '#domain/likes'
import { SHORT_TIMEOUT_MS, errorText, serverClient } from './server.js'
import { apiCall, type ApiResult } from './browser.js'

/* Server reads */

export type FavoritesResult = { state: 'ok'; favorites: Favorite[] } | { state: 'error' }

/** GET /api/favorites. A failure leaves the tickets on the page and says so in its own block. */
export async function loadFavorites(requestUrl: URL, token: string): Promise<FavoritesResult> {
  try {
    return {
      state: 'ok',
      favorites: await serverClient(requestUrl).data<Favorite[]>('/api/favorites', {
        viewer: { authorization: `Bearer ${token}` },
        timeoutMs: SHORT_TIMEOUT_MS,
      }),
    }
  } catch (error) {
    console.error('[storefront] favourites failed:', errorText(error))
    return { state: 'error' }
  }
}

/* Browser calls */

export const likesApi = {
  /** GET /api/likes/status?targets=type:id,…: one request for every button on the page. */
  status(token: string, targets: string[]): Promise<ApiResult<{ statuses?: LikeStatus[] } | null>> {
    return apiCall('GET', `/api/likes/status?targets=${targets.join(',')}`, { token })
  },

  /** POST /api/likes { targetType, targetId }: the new count. */
  like(token: string, targetType: string, targetId: number): Promise<ApiResult<{ likeCount?: number } | null>> {
    return apiCall('POST', '/api/likes', { token, body: { targetType, targetId } })
  },

  /** DELETE /api/likes/{targetType}/{targetId}: the new count. */
  unlike(token: string, targetType: string, targetId: string): Promise<ApiResult<{ likeCount?: number } | null>> {
    return apiCall('DELETE', `/api/likes/${targetType}/${targetId}`, { token })
  },
}
