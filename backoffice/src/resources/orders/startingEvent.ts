/* Which event the orders page opens on (pure, so the unit suite holds it). */

export interface EventChoice {
  id: number
  title: string
  startDate: string | null
  endDate: string | null
  /** Its orders of any status. */
  orderCount: number
}

/**
 * The event the orders page opens on when the address names none: the next event that has orders (running or
 * upcoming, soonest first), else the most recent past one with orders; without any orders, the next event, else the
 * newest. null when there are no events.
 */
export function startingEvent(events: readonly EventChoice[], now: Date = new Date()): EventChoice | null {
  const dated = events.filter((event) => event.startDate !== null)
  const notOver = (event: EventChoice) => Date.parse(event.endDate ?? event.startDate!) >= now.getTime()
  const soonest = (a: EventChoice, b: EventChoice) => Date.parse(a.startDate!) - Date.parse(b.startDate!)
  const upcoming = dated.filter(notOver).sort(soonest)
  const past = dated.filter((event) => !notOver(event)).sort((a, b) => soonest(b, a))
  const withOrders = (event: EventChoice) => event.orderCount > 0
  return upcoming.find(withOrders) ?? past.find(withOrders) ?? upcoming[0] ?? events[0] ?? null
}
