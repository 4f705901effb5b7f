/*
 * /venue-dashboard: the operator's figures as the server computed them (GET /api/venues/owner/{id}/stats):
 * totals, the requests waiting for an answer (into the bookings list), the latest reviews, and a card per venue with
 * what its public page shows. No venue yet: a call to register one. The venues themselves are the 'venues' resource.
 */
import { useEffect } from 'react'
import { Box, Button, Card, CardContent, Chip, Divider, ListItemButton, Stack, Typography } from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import EditIcon from '@mui/icons-material/Edit'
import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import StarIcon from '@mui/icons-material/Star'
import { Link, Title, useLocaleState, useTranslate } from 'react-admin'
import { formatDate, intlLocale } from '#domain/format'
import type { ManagedReview, OperatorVenueStats, VenueBookingRecord, VenueOperatorStats } from '#domain/venue_bookings'
import { storedUser } from '../../auth/browserSession'
import { BookingStatusChip, ConflictChip, TO_TOP, bookingDay, eventTitle } from '../../resources/venue-bookings/bookingDisplay'
import { Kpi, KpiGrid, StatsFrame, WelcomeCard } from '../StatsParts'
import { pageMessageKey } from '../guardedPages'
import { useDashboardStats } from '../useDashboardStats'

const T = 'app.pages.venue-dashboard'

/** A list address with react-admin's filter in it. */
const bookingsFor = (venueId: number) => `/venue-bookings?filter=${encodeURIComponent(JSON.stringify({ venueId }))}`

export default function VenueDashboard() {
  const translate = useTranslate()
  const user = storedUser()
  const title = translate(pageMessageKey('/venue-dashboard', 'title'))
  useEffect(() => {
    document.title = `${title} · ${translate('app.name')}`
  }, [title, translate])
  const { state, reload } = useDashboardStats<VenueOperatorStats>(user ? `/api/venues/owner/${user.id}/stats` : null)
  return (
    <Box sx={{ mt: 2, mb: 4, display: 'grid', gap: 2, maxWidth: 1200 }}>
      <Title title={title} />
      <StatsFrame title={title} state={state} reload={reload} cards={4}>
        {(stats) => (stats.venues.length === 0 ? <NoVenueYet /> : <Figures stats={stats} />)}
      </StatsFrame>
    </Box>
  )
}

function Figures({ stats }: { stats: VenueOperatorStats }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const count = (n: number) => n.toLocaleString(intlLocale(locale))
  const { totals } = stats
  return (
    <>
      <KpiGrid>
        <Kpi testId="kpi-pending" label={translate(`${T}.totals.pending`)} value={count(totals.pendingBookings)} />
        <Kpi
          testId="kpi-upcoming"
          label={translate(`${T}.totals.upcoming`)}
          value={count(totals.upcomingEvents)}
          hint={translate(`${T}.totals.events`, { count: count(totals.totalEvents) })}
        />
        <Kpi testId="kpi-reviews" label={translate(`${T}.totals.reviews`)} value={count(totals.totalReviews)} />
        <Kpi testId="kpi-followers" label={translate(`${T}.totals.followers`)} value={count(totals.followers)} />
      </KpiGrid>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
        <PendingRequests bookings={stats.pendingBookings} />
        <LatestReviews reviews={stats.latestReviews} />
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        <Typography variant="h6" component="h2">
          {translate(`${T}.totals.venues`)} ({count(totals.venues)})
        </Typography>
        <Button component={Link} to="/venues" state={TO_TOP} variant="outlined">
          {translate(`${T}.manage_venues`)}
        </Button>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
        {stats.venues.map((venue) => (
          <VenueCard key={venue.id} venue={venue} />
        ))}
      </Box>
    </>
  )
}

function PendingRequests({ bookings }: { bookings: VenueBookingRecord[] }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  return (
    <Card data-testid="pending-bookings">
      <CardContent sx={{ pb: 1 }}>
        <Typography variant="h6" component="h2">
          {translate(`${T}.pending.title`)}
        </Typography>
        {bookings.length === 0 && <Typography color="text.secondary">{translate(`${T}.pending.none`)}</Typography>}
      </CardContent>
      {bookings.map((booking) => (
        <Box key={booking.id}>
          <Divider />
          <ListItemButton component={Link} to={`/venue-bookings/${booking.id}/show`} state={TO_TOP} sx={{ display: 'block', py: 1.5 }}>
            <Typography variant="body2" color="text.secondary" sx={{ '&::first-letter': { textTransform: 'uppercase' } }}>
              {bookingDay(booking.bookingDate, locale)}
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>{eventTitle(booking, translate)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {booking.venueName}
              {booking.organizer ? ` · ${booking.organizer.name}` : ''}
            </Typography>
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ mt: 0.5, flexWrap: 'wrap' }}>
              <BookingStatusChip status={booking.status} />
              <ConflictChip booking={booking} />
            </Stack>
          </ListItemButton>
        </Box>
      ))}
      <Divider />
      <Box sx={{ p: 1 }}>
        <Button component={Link} to="/venue-bookings" state={TO_TOP}>
          {translate(`${T}.pending.all`)}
        </Button>
      </Box>
    </Card>
  )
}

const REVIEW_STATE_COLORS = { shown: 'success', pending: 'warning', rejected: 'error', hidden: 'default' } as const

function reviewState(review: ManagedReview): keyof typeof REVIEW_STATE_COLORS {
  if (review.isShown) return 'shown'
  if (review.reviewStatus === 'pending' || review.reviewStatus === 'rejected') return review.reviewStatus
  return 'hidden'
}

function LatestReviews({ reviews }: { reviews: ManagedReview[] }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  return (
    <Card data-testid="latest-reviews">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(`${T}.reviews.title`)}
        </Typography>
        {reviews.length === 0 && <Typography color="text.secondary">{translate(`${T}.reviews.none`)}</Typography>}
        <Stack spacing={2} divider={<Divider flexItem />}>
          {reviews.map((review) => {
            const state = reviewState(review)
            return (
              <Box key={review.id}>
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Box
                    component="span"
                    role="img"
                    aria-label={translate(`${T}.reviews.stars`, { rating: review.rating })}
                    sx={{ color: 'warning.main', display: 'inline-flex' }}
                  >
                    {Array.from({ length: 5 }, (_, i) => (
                      <StarIcon key={i} fontSize="small" sx={{ opacity: i < review.rating ? 1 : 0.25 }} />
                    ))}
                  </Box>
                  <Chip size="small" variant="outlined" color={REVIEW_STATE_COLORS[state]} label={translate(`${T}.reviews.${state}`)} />
                </Stack>
                {review.comment && (
                  <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                    {review.comment}
                  </Typography>
                )}
                <Typography variant="caption" color="text.secondary">
                  {review.reviewerName} · {review.venueName} · {formatDate(review.createdAt, locale)}
                </Typography>
              </Box>
            )
          })}
        </Stack>
      </CardContent>
    </Card>
  )
}

/** One figure of a venue card; `to` links it (requests waiting: into the list, in warning colour while there are any). */
function Figure({ label, value, to }: { label: string; value: string | number; to?: string }) {
  const content = (
    <>
      <Typography variant="caption" color="text.secondary" noWrap sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700, color: to && value ? 'warning.dark' : undefined }}>{value}</Typography>
    </>
  )
  return to ? (
    <Box
      component={Link}
      to={to}
      state={TO_TOP}
      sx={{ color: 'inherit', textDecoration: 'none', '&:hover p': { textDecoration: 'underline' } }}
    >
      {content}
    </Box>
  ) : (
    <Box>{content}</Box>
  )
}

function VenueCard({ venue }: { venue: OperatorVenueStats }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const status = !venue.isActive ? 'inactive' : venue.isApproved ? 'approved' : 'awaiting'
  const statusColor = { inactive: 'default', approved: 'success', awaiting: 'warning' } as const
  const rating = venue.totalReviews > 0 ? venue.averageRating.toLocaleString(intlLocale(locale)) : translate(`${T}.venue.no_rating`)
  return (
    <Card data-testid="venue-card" sx={{ display: 'flex', flexDirection: 'column' }}>
      {venue.image ? (
        <Box
          component="img"
          src={venue.image}
          alt=""
          loading="lazy"
          sx={{ width: '100%', height: 120, objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Box
          aria-hidden
          sx={{
            height: 120,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
            fontSize: 48,
            fontWeight: 700,
            color: 'text.secondary',
          }}
        >
          {venue.name.slice(0, 1).toUpperCase()}
        </Box>
      )}
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {venue.name}
            </Typography>
            {venue.district && (
              <Typography variant="body2" color="text.secondary" sx={{ textTransform: 'capitalize' }}>
                {venue.district}
              </Typography>
            )}
          </Box>
          <Chip size="small" color={statusColor[status]} label={translate(`${T}.venue.${status}`)} sx={{ flexShrink: 0 }} />
        </Stack>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1.5, mt: 2 }}>
          <Figure label={translate(`${T}.venue.events`)} value={venue.totalEvents} />
          <Figure label={translate(`${T}.venue.upcoming`)} value={venue.upcomingEvents} />
          <Figure label={translate(`${T}.venue.followers`)} value={venue.followers} />
          <Figure label={translate(`${T}.venue.reviews`)} value={venue.totalReviews} />
          <Figure label={translate(`${T}.venue.rating`)} value={rating} />
          <Figure label={translate(`${T}.venue.pending`)} value={venue.pendingBookings} to={bookingsFor(venue.id)} />
        </Box>
      </CardContent>
      <Divider />
      <Stack direction="row" spacing={1} useFlexGap sx={{ p: 1, flexWrap: 'wrap' }}>
        <Button size="small" component={Link} to={`/venues/${venue.id}`} state={TO_TOP} startIcon={<EditIcon />}>
          {translate(`${T}.venue.edit`)}
        </Button>
        <Button size="small" component={Link} to={bookingsFor(venue.id)} state={TO_TOP}>
          {translate(`${T}.venue.requests`)}
        </Button>
        {venue.isApproved && venue.isActive && (
          <Button size="small" href={`/venues/${venue.id}`} target="_blank" rel="noopener" endIcon={<OpenInNewIcon />}>
            {translate(`${T}.venue.public_page`)}
          </Button>
        )}
      </Stack>
    </Card>
  )
}

function NoVenueYet() {
  const translate = useTranslate()
  return (
    <WelcomeCard
      testId="venues-empty"
      title={translate(`${T}.empty.title`)}
      body={translate(`${T}.empty.body`)}
      action={
        <Button variant="contained" size="large" component={Link} to="/venues/create" startIcon={<AddIcon />}>
          {translate(`${T}.empty.action`)}
        </Button>
      }
    />
  )
}
