/*
 * The organizer's events: status, dates, venue, sold/capacity and the venue request, with edit,
 * continue-draft, publish/unpublish/cancel. Cards that stack on a phone and sit in a grid on a desktop.
 */
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import EditIcon from '@mui/icons-material/Edit'
import {
  AutocompleteInput,
  FilterForm,
  Link,
  ListBase,
  Loading,
  Pagination,
  ReferenceInput,
  SearchInput,
  SelectInput,
  Title,
  useListContext,
  useLocaleState,
  useRefresh,
  useTranslate,
} from 'react-admin'
import { EVENT_STATUSES, resumeStep } from '#domain/event_status'
import { formatCardDate } from '#domain/format'
import { districtName } from '#domain/districts'
import { ListError } from '../../list/ListErrorState'
import { roleMayAct, signedInTableRole } from '../../auth/resourceAccess'
import { useSignedInUser } from '../../auth/useSignedInUser'
import type { OrganizerEvent } from './api'
import { EventActions } from './EventActions'
import { CopyEventButton } from './CopyEventButton'
import { PreviewEventButton } from './PreviewEventButton'
import { EventStatusChips } from './EventStatusChips'
import { DayInput } from '../../inputs/DateInputs'

const l = (name: string) => `resources.events.list.${name}`

/** Admins and sub-admins see every organizer's events (GET /api/admin/events), a page at a time with filters. */
function usePlatformView(): boolean {
  return ['admin', 'sub_admin'].includes(signedInTableRole(useSignedInUser()) ?? '')
}

export function EventList() {
  const platform = usePlatformView()
  return (
    <ListBase<OrganizerEvent> perPage={platform ? 24 : 100} sort={{ field: 'createdAt', order: 'DESC' }}>
      <EventCards />
    </ListBase>
  )
}

/** The admin's filters: title, organizer, status and a date range (Suriname days, both included). */
function AdminFilters() {
  const translate = useTranslate()
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate(l('search_hint'))} />,
    <ReferenceInput key="organizerId" source="organizerId" reference="users" filter={{ role: 'organizer' }} alwaysOn>
      <AutocompleteInput optionText="name" label="resources.events.fields.organizerId" sx={{ minWidth: 240 }} />
    </ReferenceInput>,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      choices={EVENT_STATUSES.map((status) => ({ id: status, name: `resources.events.status.${status}` }))}
    />,
    <DayInput key="from" source="from" alwaysOn label="resources.events.fields.from" />,
    <DayInput key="to" source="to" alwaysOn label="resources.events.fields.to" />,
  ]
  return <FilterForm filters={filters} />
}

function EventCards() {
  const translate = useTranslate()
  const { data, isPending, error } = useListContext<OrganizerEvent>()
  const role = signedInTableRole(useSignedInUser())
  const platform = usePlatformView()
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title={translate('resources.events.name', { smart_count: 2 })} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          {translate('resources.events.name', { smart_count: 2 })}
        </Typography>
        {roleMayAct('events', 'create', role) && (
          <Button variant="contained" startIcon={<AddIcon />} href="/create-event/step1?new=1" data-testid="events-create">
            {translate(l('create'))}
          </Button>
        )}
      </Stack>
      {platform && <AdminFilters />}
      {error ? (
        <ListError />
      ) : isPending ? (
        <Loading />
      ) : data.length === 0 ? (
        <Alert severity="info">{translate(l('empty'))}</Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }} data-testid="events-list">
          {data.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </Box>
      )}
      {platform && <Pagination rowsPerPageOptions={[12, 24, 48]} />}
    </Box>
  )
}

function EventCard({ event }: { event: OrganizerEvent }) {
  const translate = useTranslate()
  const refresh = useRefresh()
  const [locale] = useLocaleState()
  // The API decides; buttons only for those whose role may act (loket staff and scanners only read).
  const role = signedInTableRole(useSignedInUser())
  const mayEdit = roleMayAct('events', 'edit', role)
  return (
    <Card variant="outlined" data-testid="event-card">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <EventStatusChips status={event.status} booking={event.booking} />
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {event.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {event.startDate ? formatCardDate(event.startDate, event.endDate, locale) : translate(l('no_date'))}
          {' · '}
          {event.venue
            ? `${event.venue.name}${event.venue.district ? `, ${districtName(event.venue.district)}` : ''}`
            : translate(l('no_venue'))}
        </Typography>
        {event.organizerName && (
          <Typography variant="body2" color="text.secondary" data-testid="event-organizer">
            {translate(l('organizer'), { name: event.organizerName })}
          </Typography>
        )}
        {event.status === 'draft' && event.unpublishReason && (
          <Alert severity="warning" data-testid="event-unpublish-reason">
            {translate(l('unpublish_reason'), { reason: event.unpublishReason })}
          </Alert>
        )}
        <Typography variant="body2" data-testid="event-sold">
          {translate('resources.events.fields.sold')}: {event.sold ?? 0} / {event.capacity ?? 0}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
          {mayEdit && event.status !== 'cancelled' && (
            <Button size="small" component={Link} to={`/events/${event.id}`} startIcon={<EditIcon />} data-testid="event-edit">
              {translate('ra.action.edit')}
            </Button>
          )}
          {mayEdit && event.status === 'draft' && (
            <Button size="small" href={`/create-event/step${Math.min(resumeStep(event.wizardStep), 3)}?event=${event.id}`}>
              {translate(l('continue'))}
            </Button>
          )}
          {mayEdit && event.status === 'draft' && event.startDate && <PreviewEventButton eventId={event.id} variant="text" />}
          {roleMayAct('events', 'create', role) && <CopyEventButton eventId={event.id} />}
          {mayEdit && <EventActions event={event} onDone={() => refresh()} />}
        </Stack>
      </CardContent>
    </Card>
  )
}
