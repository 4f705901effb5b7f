import { Alert, Box, Typography } from '@mui/material'
import { useWatch } from 'react-hook-form'
import { AutocompleteArrayInput, BooleanInput, SelectInput, TextInput, email, required, useTranslate } from 'react-admin'
import { TEAM_ROLES } from '../../../../domain/team_rules'
import { useOrganizerEvents, useTicketTypes } from './organizerEvents'

const T = 'resources.team-members'

/** Which events and ticket types a loket member may sell: all, or the chosen ones of the organizer's own. */
function LoketPermissionInputs() {
  const translate = useTranslate()
  const all = useWatch({ name: 'loketPermissions.canAccessAllEvents' }) as boolean | undefined
  const chosenEvents = (useWatch({ name: 'loketPermissions.allowedEventIds' }) as number[] | undefined) ?? []
  const events = useOrganizerEvents(all === false)
  const eventChoices = events.state === 'ready' ? events.value : []
  const types = useTicketTypes(eventChoices, all === false ? chosenEvents : [])
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

function RoleHelp() {
  const translate = useTranslate()
  const role = useWatch({ name: 'role' }) as string | undefined
  if (!role) return null
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2, px: 1.5 }}>
      {translate(`${T}.role_help.${role}`)}
    </Typography>
  )
}

/** The one form of a team member, for Create and Edit: on Edit the e-mail (the sign-in name) is fixed. */
export function TeamMemberInputs({ mode }: { mode: 'create' | 'edit' }) {
  const translate = useTranslate()
  const role = useWatch({ name: 'role' }) as string | undefined
  return (
    <Box sx={{ width: '100%', maxWidth: 640 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <TextInput source="firstName" validate={required()} fullWidth />
        <TextInput source="lastName" validate={required()} fullWidth />
      </Box>
      <TextInput
        source="email"
        type="email"
        validate={mode === 'create' ? [required(), email()] : undefined}
        disabled={mode === 'edit'}
        // helperText={false} would hide the field's error too (e.g. the API's 'al in gebruik').
        helperText={mode === 'edit' ? `${T}.email_fixed` : undefined}
        fullWidth
      />
      <TextInput source="phone" type="tel" placeholder="+597 812 3456" fullWidth />
      <SelectInput
        source="role"
        choices={TEAM_ROLES.map((id) => ({ id, name: `${T}.roles.${id}` }))}
        validate={required()}
        helperText={false}
        fullWidth
      />
      <RoleHelp />
      {role === 'loket_medewerker' && <LoketPermissionInputs />}
      {mode === 'create' && <Alert severity="info">{translate(`${T}.invite_hint`)}</Alert>}
    </Box>
  )
}
