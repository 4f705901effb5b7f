import { Alert, Box, Typography } from '@mui/material'
import { useWatch } from 'react-hook-form'
import { AutocompleteArrayInput, BooleanInput, useTranslate } from 'react-admin'
import { useOrganizerEvents, useTicketTypes } from './organizerEvents'

const T = 'resources.team-members'

/** Which events and ticket types a loket member may sell: all, or the chosen ones of the organizer's own. */
export function LoketPermissionInputs({ role }: { role: string }) {
  const translate = useTranslate()
  const all = useWatch({ name: 'loketPermissions.canAccessAllEvents' }) as boolean | undefined
  const chosenEvents = (useWatch({ name: 'loketPermissions.allowedEventIds' }) as number[] | undefined) ?? []
  const events = useOrganizerEvents(all === false)
  const eventChoices = events.state === 'ready' ? events.value : []
  const types = useTicketTypes(eventChoices, all === false ? chosenEvents : [])
  if (role !== 'loket_medewerker') return null
  return (
    <Box sx={{ width: '100%', border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {translate(`${T}.permissions_title`)}
      </Typography>
      <BooleanInput source="loketPermissions.canAccessAllEvents" defaultValue={true} helperText={`${T}.permissions_all_hint`} />
      {all === false && events.state === 'failed' && <Alert severity="warning">{translate(`${T}.events_unavailable`)}</Alert>}
      {all === false && events.state === 'ready' && eventChoices.length === 0 && (
        <Alert severity="info">{translate(`${T}.no_events`)}</Alert>
      )}
      {all === false && eventChoices.length > 0 && (
        <>
          <AutocompleteArrayInput source="loketPermissions.allowedEventIds" choices={eventChoices} fullWidth />
          {chosenEvents.length > 0 && (
            <AutocompleteArrayInput
              source="loketPermissions.allowedTicketTypeIds"
              choices={types.state === 'ready' ? types.value : []}
              isPending={types.state === 'loading'}
              fullWidth
            />
          )}
        </>
      )}
    </Box>
  )
}
