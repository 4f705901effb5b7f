/*
 * The requests for the operator's venues, day by day from today: each day a card, each request a row
 * with its venue, event, organizer and status; a request sharing its venue and day with another carries a warning
 * chip and the day's card a warning edge, so a double request is seen before anything is confirmed.
 */
import { Box, Card, Divider, LinearProgress, ListItemButton, Stack, Typography } from '@mui/material'
import { BooleanInput, FilterButton, Link, List, TopToolbar, useListContext, useLocaleState, useTranslate } from 'react-admin'
import { VENUE_BOOKING_STATUSES, holdsDay, surinameDay, type VenueBookingRecord } from '#domain/venue_bookings'
import { ListError, ListPagination } from '../../list/ListErrorState'
import { NarrowedListNote } from '../../list/NarrowedListNote'
import { useStatusDayFilters } from '../../list/statusDayFilters'
import { BookingStatusChip, ConflictChip, T, TO_TOP, bookingDay, eventTitle } from './bookingDisplay'

function useFilters() {
  return [
    ...useStatusDayFilters(T, VENUE_BOOKING_STATUSES),
    <BooleanInput key="conflicting" source="conflicting" label={`${T}.fields.conflicting`} />,
  ]
}

/** The dashboard's venue cards open the list for one venue (?filter={"venueId":…}); say so, and offer all venues back. */
function VenueNote() {
  return (
    <NarrowedListNote<VenueBookingRecord>
      filter="venueId"
      nameOf={(booking, id) => (booking.venueId === id ? booking.venueName : null)}
      only={`${T}.list.onlyVenue`}
      all={`${T}.list.allVenues`}
    />
  )
}

function BookingRow({ booking }: { booking: VenueBookingRecord }) {
  const translate = useTranslate()
  const contact = [booking.organizer?.email, booking.organizer?.phone].filter(Boolean).join(' · ')
  return (
    <ListItemButton
      component={Link}
      to={`/venue-bookings/${booking.id}/show`}
      state={TO_TOP}
      sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { xs: 1, sm: 2 }, alignItems: 'flex-start', py: 1.5 }}
      data-testid="booking-row"
    >
      <Box sx={{ flex: 1, minWidth: 0, width: { xs: '100%', sm: 'auto' } }}>
        <Typography variant="body1" sx={{ fontWeight: 600 }}>
          {eventTitle(booking, translate)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {booking.venueName}
          {booking.organizer ? ` · ${booking.organizer.name}` : ''}
        </Typography>
        {contact && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            {contact}
          </Typography>
        )}
      </Box>
      <Stack spacing={0.5} sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' }, flexShrink: 0, maxWidth: { xs: '100%', sm: 280 } }}>
        <BookingStatusChip status={booking.status} />
        <ConflictChip booking={booking} />
      </Stack>
    </ListItemButton>
  )
}

/** Consecutive requests of one day (the list comes sorted by day). */
function byDay(bookings: VenueBookingRecord[]): [string, VenueBookingRecord[]][] {
  const days: [string, VenueBookingRecord[]][] = []
  for (const booking of bookings) {
    const last = days.at(-1)
    if (last && last[0] === booking.bookingDate) last[1].push(booking)
    else days.push([booking.bookingDate, [booking]])
  }
  return days
}

function BookingDays() {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const { data, isPending, error } = useListContext<VenueBookingRecord>()
  if (error) return null
  if (isPending) return <LinearProgress sx={{ m: 2 }} />
  if (!data || data.length === 0) {
    return (
      <Box sx={{ textAlign: 'center', py: 5, px: 2 }} data-testid="bookings-empty">
        <Typography variant="h6" component="p" gutterBottom>
          {translate(`${T}.list.empty`)}
        </Typography>
        <Typography color="text.secondary">{translate(`${T}.list.emptyHint`)}</Typography>
      </Box>
    )
  }
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      {byDay(data).map(([day, bookings]) => {
        const doubled = bookings.some((booking) => booking.conflictCount > 0 && holdsDay(booking.status))
        return (
          <Box key={day} component="section" aria-label={bookingDay(day, locale)} data-testid="booking-day">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mb: 0.5, px: 0.5 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, '&::first-letter': { textTransform: 'uppercase' } }}>
                {bookingDay(day, locale)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate(`${T}.list.dayCount`, { smart_count: bookings.length })}
              </Typography>
            </Stack>
            <Card variant="outlined" sx={doubled ? { borderColor: 'warning.main', borderLeftWidth: 4 } : undefined}>
              {bookings.map((booking, index) => (
                <Box key={booking.id}>
                  {index > 0 && <Divider />}
                  <BookingRow booking={booking} />
                </Box>
              ))}
            </Card>
          </Box>
        )
      })}
    </Stack>
  )
}

export function VenueBookingList() {
  const translate = useTranslate()
  return (
    <List<VenueBookingRecord>
      filters={useFilters()}
      filterDefaultValues={{ from: surinameDay() }}
      sort={{ field: 'bookingDate', order: 'ASC' }}
      perPage={25}
      exporter={false}
      empty={false}
      error={<ListError />}
      pagination={<ListPagination />}
      actions={
        <TopToolbar>
          <FilterButton disableSaveQuery />
        </TopToolbar>
      }
      title={translate(`${T}.name`, { smart_count: 2 })}
    >
      <VenueNote />
      <BookingDays />
    </List>
  )
}
