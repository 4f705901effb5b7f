/*
 * One request: the event, day and venue, the other requests for that day, how to reach the organizer,
 * the note and the answer, with the confirm / decline buttons (BookingAnswerActions).
 */
import { Alert, AlertTitle, Box, Button, Chip, LinearProgress, Link as MuiLink, Stack, Typography } from '@mui/material'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import { Link, Show, useLocaleState, useRecordContext, useTranslate } from 'react-admin'
import { formatDateTime } from '#domain/format'
import { holdsDay, type BookingPerson, type VenueBookingRecord } from '#domain/venue_bookings'
import { BookingAnswerActions } from './BookingAnswerActions'
import { BookingStatusChip, ConflictChip, T, TO_TOP, bookingDay, eventTitle } from './bookingDisplay'
import { DetailSection } from '../../layout/DetailSection'
import { grantFor } from '#domain/resource_access'
import { signedInTableRole } from '../../auth/resourceAccess'
import { useSignedInUser } from '../../auth/useSignedInUser'

function Person({ person }: { person: BookingPerson }) {
  return (
    <Box sx={{ overflowWrap: 'anywhere' }}>
      <Typography sx={{ fontWeight: 600 }}>{person.name}</Typography>
      {person.email && (
        <Typography variant="body2">
          <MuiLink href={`mailto:${person.email}`}>{person.email}</MuiLink>
        </Typography>
      )}
      {person.phone && (
        <Typography variant="body2">
          <MuiLink href={`tel:${person.phone}`}>{person.phone}</MuiLink>
        </Typography>
      )}
    </Box>
  )
}

/** The other requests for this venue and day: named for the operator, counted for the organizer. */
function Conflicts({ booking }: { booking: VenueBookingRecord }) {
  const translate = useTranslate()
  if (booking.conflictCount === 0 || !holdsDay(booking.status)) return null
  return (
    <Alert severity="warning" data-testid="booking-conflicts">
      <AlertTitle>{translate(`${T}.conflict.title`)}</AlertTitle>
      {booking.conflicts.length === 0 ? (
        translate(`${T}.conflict.organizerBody`, { smart_count: booking.conflictCount })
      ) : (
        <>
          {translate(`${T}.conflict.body`, { venue: booking.venueName })}
          <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
            {booking.conflicts.map((other) => (
              <li key={other.id}>
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', py: 0.25 }}>
                  <MuiLink component={Link} to={`/venue-bookings/${other.id}/show`} state={TO_TOP}>
                    {other.eventTitle ?? translate(`${T}.list.noEvent`)}
                  </MuiLink>
                  <span>· {other.organizerName ?? translate(`${T}.conflict.unknown`)}</span>
                  <BookingStatusChip status={other.status} />
                </Stack>
              </li>
            ))}
          </Box>
        </>
      )}
    </Alert>
  )
}

function BookingDetail() {
  const booking = useRecordContext<VenueBookingRecord>()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const user = useSignedInUser()
  if (!booking) return <LinearProgress sx={{ m: 2 }} />
  const field = (name: string) => translate(`${T}.fields.${name}`)
  const askedBySomeoneElse = booking.requestedBy && booking.requestedBy.id !== booking.organizer?.id
  // The organizer's own team reads its request here: their contact details are no news to them.
  const forTheVenue = grantFor('venue-bookings', signedInTableRole(user))?.scope !== 'organizer'
  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, sm: 2 } }}>
      <Box>
        <Button component={Link} to="/venue-bookings" state={TO_TOP} startIcon={<ArrowBackIcon />} size="small">
          {translate(`${T}.detail.back`)}
        </Button>
      </Box>
      <Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1" data-testid="booking-title">
            {eventTitle(booking, translate)}
          </Typography>
          <BookingStatusChip status={booking.status} />
          <ConflictChip booking={booking} />
        </Stack>
        <Typography color="text.secondary" sx={{ '&::first-letter': { textTransform: 'uppercase' } }}>
          {bookingDay(booking.bookingDate, locale)} · {booking.venueName}
        </Typography>
      </Box>
      {booking.status === 'cancelled' && <Alert severity="info">{translate(`${T}.detail.withdrawn`)}</Alert>}
      <Conflicts booking={booking} />
      <BookingAnswerActions booking={booking} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, alignItems: 'start' }}>
        <DetailSection title={translate(`${T}.detail.request`)}>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{booking.notes || translate(`${T}.detail.noNotes`)}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {field('createdAt')}: {formatDateTime(booking.createdAt, locale)}
          </Typography>
          {booking.event?.startDate && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
              <Typography variant="body2" color="text.secondary">
                {translate(`${T}.detail.eventDate`, { date: formatDateTime(booking.event.startDate, locale) })}
              </Typography>
              {!booking.event.isPublished && <Chip size="small" variant="outlined" label={translate(`${T}.detail.draft`)} />}
            </Stack>
          )}
        </DetailSection>
        {forTheVenue && (
          <DetailSection title={translate(`${T}.detail.contact`)}>
            {booking.organizer ? <Person person={booking.organizer} /> : <Typography>{translate(`${T}.conflict.unknown`)}</Typography>}
            {askedBySomeoneElse && booking.requestedBy && (
              <Box sx={{ mt: 2 }}>
                <Typography variant="body2" color="text.secondary">
                  {translate(`${T}.detail.requestedBy`)}
                </Typography>
                <Person person={booking.requestedBy} />
              </Box>
            )}
          </DetailSection>
        )}
        <DetailSection title={translate(`${T}.detail.answer`)}>
          {booking.answeredAt ? (
            <>
              <Typography sx={{ whiteSpace: 'pre-line' }} data-testid="booking-answer">
                {booking.answerMessage || '—'}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {field('answeredAt')}: {formatDateTime(booking.answeredAt, locale)}
              </Typography>
            </>
          ) : (
            <Typography color="text.secondary">{translate(`${T}.detail.notAnswered`)}</Typography>
          )}
        </DetailSection>
      </Box>
    </Box>
  )
}

export function VenueBookingShow() {
  const translate = useTranslate()
  return (
    <Show actions={false} title={translate(`${T}.name`, { smart_count: 1 })}>
      <BookingDetail />
    </Show>
  )
}
