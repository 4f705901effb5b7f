/*
 * Where a venue stands: its approval status with the dates, the reason of a rejection, whether
 * visitors see it, its location on the map (the geocoding job's state after an address change), and for admins
 * the moderation buttons.
 */
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material'
import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import PlaceIcon from '@mui/icons-material/Place'
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin'
import { formatDateTime } from '#domain/format'
import type { ManagedVenue } from './api'
import { VenueModerationActions } from './VenueModerationActions'
import { VenueStatusChips } from './VenueStatusChips'

const T = 'resources.venues'

function LocationState({ venue }: { venue: ManagedVenue }) {
  const translate = useTranslate()
  const { geocodeStatus, coordinates, geocodeError } = venue
  const where = coordinates ? { lat: coordinates.lat.toFixed(5), lng: coordinates.lng.toFixed(5) } : null
  const text =
    geocodeStatus === 'pending' || (!where && geocodeStatus !== 'failed')
      ? translate(`${T}.location.pending`)
      : geocodeStatus === 'failed'
        ? geocodeError
          ? translate(`${T}.location.failed`, { error: geocodeError })
          : translate(`${T}.location.failed_unknown`)
        : translate(`${T}.location.${geocodeStatus}`, where!)
  const severity = geocodeStatus === 'failed' ? 'warning' : geocodeStatus === 'pending' ? 'info' : 'success'
  return (
    <Alert severity={severity} icon={<PlaceIcon fontSize="inherit" />} data-testid="venue-location">
      <Typography variant="subtitle2" component="h3">
        {translate(`${T}.location.title`)}
      </Typography>
      {text}
    </Alert>
  )
}

export function VenueStatusPanel({ moderator, onChanged }: { moderator: boolean; onChanged: () => void }) {
  const venue = useRecordContext<ManagedVenue>()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  if (!venue) return null
  const date = (value: string | null) => (value ? formatDateTime(value, locale) : null)
  const lines = [
    ['submitted', date(venue.submittedAt)],
    ['approved', venue.approvalStatus === 'approved' ? date(venue.approvedAt) : null],
    ['rejected', venue.approvalStatus === 'rejected' ? date(venue.rejectedAt) : null],
    ['deleted', date(venue.deletedAt)],
  ].filter((line): line is [string, string] => line[1] !== null)
  const hint = venue.deletedAt
    ? 'deleted_hint'
    : !moderator && venue.approvalStatus === 'pending'
      ? 'pending_hint'
      : !moderator && venue.approvalStatus === 'rejected'
        ? 'rejected_hint'
        : null
  return (
    <Card variant="outlined" data-testid="venue-status-panel">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <VenueStatusChips venue={venue} />
        {moderator && venue.owner && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {translate(`${T}.fields.owner`)}: {venue.owner.name} · {venue.owner.email}
          </Typography>
        )}
        <Box>
          {lines.map(([key, value]) => (
            <Typography key={key} variant="body2" color="text.secondary">
              {translate(`${T}.dates.${key}`, { date: value })}
            </Typography>
          ))}
        </Box>
        {venue.approvalStatus === 'rejected' && venue.rejectionReason && (
          <Alert severity="error" data-testid="venue-rejection">
            {translate(`${T}.list.rejection`, { reason: venue.rejectionReason })}
          </Alert>
        )}
        {hint && <Alert severity="info">{translate(`${T}.edit.${hint}`)}</Alert>}
        {!venue.deletedAt && <LocationState venue={venue} />}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {venue.isPublic && (
            <Button size="small" href={`/venues/${venue.id}`} target="_blank" rel="noopener" startIcon={<OpenInNewIcon />}>
              {translate(`${T}.actions.view_public`)}
            </Button>
          )}
        </Stack>
        {moderator && <VenueModerationActions venue={venue} onDone={onChanged} />}
      </CardContent>
    </Card>
  )
}
