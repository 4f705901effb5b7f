/*
 * My tickets' favourites: GET /api/favorites with the buyer's own token (the same hand-over as
 * lib/api/my_tickets.ts), never cached. A failure leaves the tickets on the page and says so in its own block.
 */
import { apiBaseUrl } from '../api'
import { getDataAs } from './venues'
import type { Favorite } from '#domain/likes'

export type FavoritesResult = { state: 'ok'; favorites: Favorite[] } | { state: 'error' }

export async function loadFavorites(requestUrl: URL, token: string): Promise<FavoritesResult> {
  try {
    return {
      state: 'ok',
      favorites: await getDataAs<Favorite[]>(apiBaseUrl(requestUrl), '/api/favorites', { authorization: `Bearer ${token}` }),
    }
  } catch (error) {
    console.error('[storefront] favourites failed:', error instanceof Error ? error.message : error)
    return { state: 'error' }
  }
}
