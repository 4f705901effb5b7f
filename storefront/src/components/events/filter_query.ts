/*
 * /events filters and their address, both ways: read from the address (the page, on the server) and
 * written to it (the filter panel's script), leaving out what changes nothing (empty, 'all', the
 * default sort), so one list has one short address. Pure and unit-tested; '.js' imports so Node
 * resolves them in the tests as Vite does.
 */
import { DEFAULT_EVENT_SORT, calendarDay, isDatePreset, isEventSort, type DatePreset, type EventSort } from '#domain/event_date_filter'

export interface EventFilters {
  search: string
  category: string
  district: string
  /** '' or a preset (domain/event_date_filter.ts). */
  when: DatePreset | ''
  /** '' or 'YYYY-MM-DD' (Suriname calendar days, both included). */
  from: string
  to: string
  sort: EventSort
}

/**
 * 'all' or empty means no filter (SPEC §5). A date, period or sort the API would refuse is dropped (a
 * hand-edited address still shows the list), and a range typed backwards is turned round.
 */
export function normalizeFilters(params: URLSearchParams): EventFilters {
  const read = (name: string) => {
    const value = (params.get(name) ?? '').trim()
    return value.toLowerCase() === 'all' ? '' : value.slice(0, 200)
  }
  const date = (name: string) => (calendarDay(read(name)) === null ? '' : read(name))
  let [from, to] = [date('from'), date('to')]
  if (from && to && from > to) [from, to] = [to, from]
  const when = read('when')
  const sort = read('sort')
  return {
    search: read('search'),
    category: read('category'),
    district: read('district').toLowerCase(),
    when: isDatePreset(when) ? when : '',
    from,
    to,
    sort: isEventSort(sort) ? sort : DEFAULT_EVENT_SORT,
  }
}

/** How many filters narrow the list (the sort does not). */
export function activeFilterCount(filters: EventFilters): number {
  return [filters.search, filters.category, filters.district, filters.when, filters.from || filters.to].filter(Boolean).length
}

/** The form's fields as the address's query ('' when nothing is chosen). */
export function filterQuery(entries: Iterable<[string, string | Blob]>): string {
  const params = new URLSearchParams()
  for (const [name, raw] of entries) {
    if (typeof raw !== 'string') continue
    const value = raw.trim()
    if (value === '' || value.toLowerCase() === 'all') continue
    if (name === 'sort' && value === DEFAULT_EVENT_SORT) continue
    params.append(name, value)
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}
