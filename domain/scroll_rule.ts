/*
 * SPEC §2: "The page scrolls to top on route change unless a page, ticketsPage, upcomingPage or tab query parameter
 * exists." The storefront navigates with full page loads (a new page starts at the top); a link within the same
 * page whose address carries one of these parameters (SPEC's names, and the storefront's own list parameters:
 * reviewPage, eventsPage, eventsTab) keeps the visitor where they were (storefront/src/components/KeepScroll.astro).
 */
export const KEEP_SCROLL_PARAMS = ['page', 'ticketsPage', 'upcomingPage', 'tab', 'reviewPage', 'eventsPage', 'eventsTab'] as const

/** Whether going from `from` to `to` keeps the scroll position: same page, and `to` has one of the parameters. */
export function keepsScrollPosition(from: URL, to: URL): boolean {
  if (from.origin !== to.origin || from.pathname !== to.pathname) return false
  return KEEP_SCROLL_PARAMS.some((name) => to.searchParams.has(name))
}
