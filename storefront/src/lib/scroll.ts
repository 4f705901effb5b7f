/*
 * SPEC §2: the page scrolls to top on route change unless a page, ticketsPage, upcomingPage or tab
 * query parameter exists. Pages are full loads, so this only matters where the browser would
 * restore an old scroll position (back/forward, reload). A URL hash (#reviews) keeps its own jump.
 */

/**
 * Whether a page opened at this address starts at the top. Self-contained on purpose (no imports,
 * helpers, nested functions or comments inside): BaseLayout inlines its source, whitespace collapsed,
 * as a tiny head script.
 */
export function shouldScrollToTop(search: string, hash: string): boolean {
  if (hash && hash !== '#') return false
  const params = new URLSearchParams(search)
  const keepers = ['page', 'ticketsPage', 'upcomingPage', 'tab']
  for (let i = 0; i < keepers.length; i++) {
    if (params.has(keepers[i])) return false
  }
  return true
}

/**
 * Runs in <head> before the body is parsed, so the browser never restores an old position.
 * scrollRestoration belongs to the history entry: addresses with a paging or tab parameter keep 'auto'.
 * A page restored from the back/forward cache keeps its old position unless we move it.
 */
export const SCROLL_TO_TOP_SCRIPT = `(function(){if(!(${shouldScrollToTop.toString().replace(/\s+/g, ' ')})(location.search,location.hash))return;history.scrollRestoration='manual';addEventListener('pageshow',function(e){if(e.persisted)scrollTo(0,0)})})()`
