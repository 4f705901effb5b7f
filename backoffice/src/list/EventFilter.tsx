/*
 * The lists of one event's records (orders, discount codes): the event is the list's filter (?filter={"eventId":…}),
 * picked on the page from the organizer's events, and a list without one opens on the event the organizer is most
 * likely after (resources/orders/startingEvent.ts).
 */
import { useEffect, useMemo, useState } from 'react'
import { SelectInput, useListContext, useLocaleState, useLocation, useTranslate } from 'react-admin'
import { formatDateTime } from '#domain/format'
import { organizerEvents, type EventChoice } from '../resources/orders/api'
import { startingEvent } from '../resources/orders/startingEvent'

/** The event of the list, as the address says: the list only asks the API once there is one. */
export function useEventIdInAddress(): number | null {
  const { search } = useLocation()
  try {
    const id = Number((JSON.parse(new URLSearchParams(search).get('filter') ?? '{}') as { eventId?: unknown }).eventId)
    return Number.isInteger(id) && id > 0 ? id : null
  } catch {
    return null
  }
}

/** The organizer's events to pick from; an empty list when they could not be read. */
export function useOrganizerEvents(): EventChoice[] | null {
  const [events, setEvents] = useState<EventChoice[] | null>(null)
  useEffect(() => {
    organizerEvents()
      .then(setEvents)
      .catch(() => setEvents([]))
  }, [])
  return events
}

interface EventInputProps {
  events: EventChoice[] | null
  source: string
  alwaysOn?: boolean
  /** The resource's texts: `${prefix}.list.pickEvent` and `${prefix}.list.noEvents`. */
  prefix: string
}

/** The event picker; the address's event stays choosable even before the list of events arrived. */
export function EventInput({ events, alwaysOn: _alwaysOn, prefix, ...props }: EventInputProps) {
  const translate = useTranslate()
  const { filterValues } = useListContext()
  const [locale] = useLocaleState()
  const current = Number(filterValues.eventId)
  const choices = useMemo(() => {
    const list = (events ?? []).map((event) => ({
      id: event.id,
      name: event.startDate ? `${event.title} · ${formatDateTime(event.startDate, locale)}` : event.title,
    }))
    if (current && !list.some((choice) => choice.id === current)) list.unshift({ id: current, name: `#${current}` })
    return list
  }, [events, current, locale])
  return (
    <SelectInput
      {...props}
      label={`${prefix}.list.pickEvent`}
      choices={choices}
      emptyText={translate(`${prefix}.list.pickEvent`)}
      helperText={events !== null && events.length === 0 && !current ? `${prefix}.list.noEvents` : false}
      sx={{ minWidth: { xs: 0, sm: 260 }, maxWidth: '100%' }}
      parse={(value: string) => (value === '' ? undefined : Number(value))}
    />
  )
}

/** Opens the starting event when the address names none, so the page is never empty for no reason. */
export function FirstEvent({ events }: { events: EventChoice[] | null }) {
  const { filterValues, setFilters } = useListContext()
  useEffect(() => {
    const start = events ? startingEvent(events) : null
    if (!filterValues.eventId && start) setFilters({ ...filterValues, eventId: start.id }, {})
  }, [events, filterValues, setFilters])
  return null
}
