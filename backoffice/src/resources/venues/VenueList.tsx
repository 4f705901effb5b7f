/*
 * Venues as cards: for admins every venue with the approval queue first (tabs by status, search,
 * district; #/venues?filter={"status":"pending"} opens the queue), newest request first, with owner, district,
 * capacity, pictures and the queue's approve/reject; for venue operators their own venues with their status and
 * the reason of a rejection. Cards stack on a phone and sit in a grid on a desktop.
 */
import { useEffect, useState } from 'react'
import { Alert, Box, Button, Card, CardContent, CardMedia, MenuItem, Stack, Tab, Tabs, TextField, Typography } from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import EditIcon from '@mui/icons-material/Edit'
import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import { Link, ListBase, Loading, Pagination, Title, useListContext, useLocaleState, useRefresh, useTranslate } from 'react-admin'
import { DISTRICTS, districtName } from '#domain/districts'
import { formatDate } from '#domain/format'
import { VENUE_STATUS_FILTERS } from '#domain/venue_management'
import { ListError } from '../../list/ListErrorState'
import { roleMayAct, signedInTableRole } from '../../auth/resourceAccess'
import { useSignedInUser } from '../../auth/useSignedInUser'
import { actsAsModerator, type ManagedVenue } from './api'
import { VenueModerationActions } from './VenueModerationActions'
import { VenueStatusChips } from './VenueStatusChips'

const L = 'resources.venues.list'

export function VenueList() {
  const moderator = actsAsModerator(useSignedInUser())
  return (
    <ListBase<ManagedVenue>
      perPage={24}
      sort={{ field: 'submittedAt', order: 'DESC' }}
      // Admins start at the queue; one browser shared by two roles keeps each role's own filters.
      filterDefaultValues={moderator ? { status: 'pending' } : {}}
      storeKey={moderator ? 'venues.moderation' : 'venues.mine'}
    >
      <VenueCards moderator={moderator} />
    </ListBase>
  )
}

function StatusTabs() {
  const translate = useTranslate()
  const { filterValues, setFilters } = useListContext()
  const current = (filterValues.status as string | undefined) ?? 'all'
  return (
    <Tabs
      value={current}
      onChange={(_, status: string) => setFilters({ ...filterValues, status: status === 'all' ? undefined : status }, {}, false)}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={translate('resources.venues.fields.status')}
    >
      {[...VENUE_STATUS_FILTERS, 'all'].map((status) => (
        <Tab key={status} value={status} label={translate(`resources.venues.tabs.${status}`)} data-testid={`venue-tab-${status}`} />
      ))}
    </Tabs>
  )
}

function SearchFilters() {
  const translate = useTranslate()
  const { filterValues, setFilters } = useListContext()
  const [text, setText] = useState((filterValues.q as string | undefined) ?? '')
  // Typing waits for a pause before asking the server (setFilters is debounced).
  useEffect(() => setText((filterValues.q as string | undefined) ?? ''), [filterValues.q])
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        size="small"
        label={translate(`${L}.search`)}
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          setFilters({ ...filterValues, q: event.target.value || undefined }, {})
        }}
        sx={{ flex: 2 }}
        slotProps={{ htmlInput: { 'data-testid': 'venue-search' } }}
      />
      <TextField
        select
        size="small"
        label={translate('resources.venues.fields.district')}
        value={(filterValues.district as string | undefined) ?? ''}
        onChange={(event) => setFilters({ ...filterValues, district: event.target.value || undefined }, {}, false)}
        sx={{ flex: 1, minWidth: 180 }}
      >
        <MenuItem value="">{translate(`${L}.all_districts`)}</MenuItem>
        {DISTRICTS.map((district) => (
          <MenuItem key={district} value={district}>
            {districtName(district)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  )
}

function EmptyState({ moderator }: { moderator: boolean }) {
  const translate = useTranslate()
  const { filterValues } = useListContext()
  if (moderator) return <Alert severity="info">{translate(filterValues.status === 'pending' ? `${L}.empty_queue` : `${L}.empty`)}</Alert>
  return (
    <Box sx={{ textAlign: 'center', my: 4, mx: 'auto', maxWidth: 520 }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate(`${L}.empty_operator`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${L}.empty_operator_hint`)}
      </Typography>
      <CreateVenueButton />
    </Box>
  )
}

function CreateVenueButton() {
  const translate = useTranslate()
  const role = signedInTableRole(useSignedInUser())
  if (!roleMayAct('venues', 'create', role)) return null
  return (
    <Button variant="contained" startIcon={<AddIcon />} component={Link} to="/venues/create" data-testid="venues-create">
      {translate(`${L}.create`)}
    </Button>
  )
}

function VenueCards({ moderator }: { moderator: boolean }) {
  const translate = useTranslate()
  const { data, isPending, error } = useListContext<ManagedVenue>()
  const title = translate('resources.venues.name', { smart_count: 2 })
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title={title} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <CreateVenueButton />
      </Stack>
      {moderator && (
        <Card variant="outlined">
          <StatusTabs />
          <Box sx={{ p: 2 }}>
            <SearchFilters />
          </Box>
        </Card>
      )}
      {error ? (
        <ListError />
      ) : isPending ? (
        <Loading />
      ) : data.length === 0 ? (
        <EmptyState moderator={moderator} />
      ) : (
        <>
          <Box
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' } }}
            data-testid="venues-list"
          >
            {data.map((venue) => (
              <VenueCard key={venue.id} venue={venue} moderator={moderator} />
            ))}
          </Box>
          <Pagination rowsPerPageOptions={[12, 24, 48]} />
        </>
      )}
    </Box>
  )
}

function cardImage(venue: ManagedVenue): string | null {
  const first = venue.images[0]
  if (!first) return null
  return venue.imageVariants[first]?.card ?? first
}

function VenueCard({ venue, moderator }: { venue: ManagedVenue; moderator: boolean }) {
  const translate = useTranslate()
  const refresh = useRefresh()
  const [locale] = useLocaleState()
  const image = cardImage(venue)
  return (
    <Card variant="outlined" data-testid="venue-card" sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' } }}>
      {image ? (
        <CardMedia
          component="img"
          image={image}
          alt=""
          loading="lazy"
          sx={{
            width: { xs: '100%', sm: 180 },
            height: { xs: 160, sm: 'auto' },
            minHeight: { sm: 160 },
            objectFit: 'cover',
            flexShrink: 0,
          }}
        />
      ) : (
        <Box
          sx={{
            width: { xs: '100%', sm: 180 },
            height: { xs: 96, sm: 'auto' },
            flexShrink: 0,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
            color: 'text.secondary',
          }}
        >
          <Typography variant="h3" component="span" aria-hidden>
            {venue.name.charAt(0).toUpperCase()}
          </Typography>
        </Box>
      )}
      <CardContent sx={{ display: 'grid', gap: 1, alignContent: 'start', flex: 1, minWidth: 0 }}>
        <VenueStatusChips venue={venue} />
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}>
          {venue.name}
        </Typography>
        {moderator && venue.owner && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="venue-owner">
            {venue.owner.name} · {venue.owner.email}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {[
            venue.district ? districtName(venue.district) : null,
            venue.maxCapacity
              ? translate(`${L}.capacity`, { count: venue.maxCapacity.toLocaleString(locale) })
              : translate(`${L}.no_capacity`),
            venue.images.length ? translate(`${L}.photos`, { smart_count: venue.images.length }) : translate(`${L}.no_images`),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {translate(`${L}.submitted`, { date: formatDate(venue.submittedAt, locale) })}
        </Typography>
        {venue.approvalStatus === 'rejected' && venue.rejectionReason && (
          <Alert severity="error" sx={{ py: 0 }} data-testid="venue-rejection">
            {translate(`${L}.rejection`, { reason: venue.rejectionReason })}
          </Alert>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button size="small" component={Link} to={`/venues/${venue.id}`} startIcon={<EditIcon />} data-testid="venue-edit">
            {translate(venue.deletedAt ? 'ra.action.show' : 'ra.action.edit')}
          </Button>
          {/* Not public yet: the storefront shows its owner and admins the page with a 'Voorbeeld' banner. */}
          <Button
            size="small"
            href={`/venues/${venue.id}`}
            target="_blank"
            rel="noopener"
            startIcon={<OpenInNewIcon />}
            data-testid="venue-preview"
          >
            {translate(venue.isPublic ? 'resources.venues.actions.view_public' : 'resources.venues.actions.preview')}
          </Button>
          {moderator && venue.approvalStatus === 'pending' && <VenueModerationActions venue={venue} compact onDone={() => refresh()} />}
        </Stack>
      </CardContent>
    </Card>
  )
}
