/* Small pieces every booking view shares (the list, the request's page, the venue dashboard). */
import { Chip } from '@mui/material'
import WarningAmberIcon from '@mui/icons-material/WarningAmber'
import { useTranslate } from 'react-admin'
import { formatWeekdayDate } from '#domain/format'
import { bookingDayInstant, holdsDay, type VenueBookingRecord, type VenueBookingStatus } from '#domain/venue_bookings'

export const T = 'resources.venue-bookings'

/** Link state that opens the next page at its top (react-admin's useScrollToTop), not at the list's scroll position. */
export const TO_TOP = { _scrollToTop: true }

const COLORS: Record<VenueBookingStatus, 'warning' | 'success' | 'error' | 'default'> = {
  pending: 'warning',
  confirmed: 'success',
  rejected: 'error',
  cancelled: 'default',
}

export function BookingStatusChip({ status }: { status: VenueBookingStatus }) {
  const translate = useTranslate()
  return <Chip size="small" color={COLORS[status]} label={translate(`${T}.status.${status}`)} data-testid="booking-status" />
}

/** Shown while the request holds its day together with others: the operator can confirm only one of them. */
export function ConflictChip({ booking }: { booking: Pick<VenueBookingRecord, 'status' | 'conflictCount'> }) {
  const translate = useTranslate()
  if (booking.conflictCount === 0 || !holdsDay(booking.status)) return null
  return (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      icon={<WarningAmberIcon />}
      label={translate(`${T}.conflict.chip`, { smart_count: booking.conflictCount })}
      data-testid="booking-conflict"
      sx={{ height: 'auto', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal' } }}
    />
  )
}

/** 'zaterdag 28 november 2026' in the page's language. */
export function bookingDay(day: string, locale: string): string {
  return formatWeekdayDate(bookingDayInstant(day), locale)
}

export function eventTitle(booking: VenueBookingRecord, translate: (key: string) => string): string {
  return booking.event?.title ?? translate(`${T}.list.noEvent`)
}
