import { Alert, Box, Typography } from '@mui/material'
import { AutocompleteArrayInput, useTranslate } from 'react-admin'
import { getJson, useLoaded, type Choice } from '../team-members/organizerEvents'

const T = 'resources.agent-team-members'

/** The events the agent may sell now (GET /api/agent/sales-events: approved partnerships, within their permissions). */
function usePartneredEvents() {
  return useLoaded<Choice[]>('partnered', async () => {
    const events = (await getJson('/api/agent/sales-events')) as { id: number; title: string }[]
    return events.map((event) => ({ id: event.id, name: event.title }))
  })
}

/** Which of the agent's partnered events the member may sell; none chosen: every event the agent may sell. */
export function AssignedEventsInput() {
  const translate = useTranslate()
  const events = usePartneredEvents()
  return (
    <Box sx={{ width: '100%', border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {translate(`${T}.assigned_title`)}
      </Typography>
      {events.state === 'failed' && <Alert severity="warning">{translate(`${T}.events_unavailable`)}</Alert>}
      {events.state === 'ready' && events.value.length === 0 && <Alert severity="info">{translate(`${T}.no_events`)}</Alert>}
      {(events.state === 'loading' || (events.state === 'ready' && events.value.length > 0)) && (
        <AutocompleteArrayInput
          source="agentAssignedEvents"
          choices={events.state === 'ready' ? events.value : []}
          isPending={events.state === 'loading'}
          helperText={`${T}.assigned_hint`}
          fullWidth
        />
      )}
    </Box>
  )
}
