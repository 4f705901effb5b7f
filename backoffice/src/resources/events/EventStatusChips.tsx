/* The status chip (draft/published/cancelled) and the venue booking's status, as the list and the edit page show them. */
import { Chip, Stack } from '@mui/material'
import { useTranslate } from 'react-admin'
import type { EventStatus } from '#domain/event_status'
import type { BookingSummary } from './api'

const STATUS_COLORS = { draft: 'default', published: 'success', cancelled: 'error' } as const
const BOOKING_COLORS = { pending: 'warning', confirmed: 'success', rejected: 'error', cancelled: 'default' } as const

export function EventStatusChips({ status, booking }: { status: EventStatus; booking: BookingSummary | null }) {
  const translate = useTranslate()
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
      <Chip size="small" color={STATUS_COLORS[status]} label={translate(`resources.events.status.${status}`)} data-testid="event-status" />
      <Chip
        size="small"
        variant="outlined"
        color={booking ? BOOKING_COLORS[booking.status] : 'default'}
        label={translate(`resources.events.booking.${booking?.status ?? 'none'}`)}
        data-testid="event-booking"
      />
    </Stack>
  )
}
